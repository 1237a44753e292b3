//! The realm snapshot kept on disk between processes of one executable: making it (booting
//! four realms and serializing them) takes ~150 ms of CPU, which every process paid once —
//! each `framescope run`, each `framescope wpt` runner, each test process. The first
//! process of an executable writes the blob to the user's cache folder; later ones read it
//! back (a few milliseconds) instead. Browsers ship their snapshot with the binary; this is
//! the same blob, made on first use.
//!
//! - Where: `$FRAMESCOPE_CACHE_DIR`, else `$XDG_CACHE_HOME/framescope`, else
//!   `$HOME/.cache/framescope` (made private to the user); `FRAMESCOPE_CACHE_DIR=off`
//!   turns the cache off.
//! - Which: a file is named after the executable's path and identity (its size,
//!   modification time, inode), V8's extra flags (`FRAMESCOPE_V8_FLAGS`) and the random
//!   seed of virtual time, so a rebuilt
//!   executable makes a new one, and the older files of the same path are removed.
//! - Whole: a file holds a magic, the length and a 64-bit hash of the blob; one that does
//!   not match (cut short, written by something else) is ignored and made again. Files
//!   are written to a temporary name and renamed, so a reader never sees half of one.
use std::hash::{Hash, Hasher};
use std::io::Write;
use std::path::PathBuf;

/// What starts a cache file (the format's version is its last byte).
const MAGIC: &[u8; 8] = b"FSRSNAP2";

/// The cache folder, unless the cache is off or there is none.
fn folder() -> Option<PathBuf> {
    let from = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    if let Some(dir) = from("FRAMESCOPE_CACHE_DIR") {
        return (dir.as_os_str() != "off").then_some(dir);
    }
    from("XDG_CACHE_HOME")
        .or_else(|| from("HOME").map(|home| home.join(".cache")))
        .map(|dir| dir.join("framescope"))
}

/// The cache file's name for this executable: `realm-snapshot-<path>-<identity>.bin`, and
/// the prefix that every file of the same path shares.
fn file_name() -> Option<(String, String)> {
    let exe = std::env::current_exe().ok()?;
    let metadata = std::fs::metadata(&exe).ok()?;
    let path = hash64(0, |h| exe.hash(h));
    let identity = hash64(1, |h| {
        metadata.len().hash(h);
        metadata.modified().ok().hash(h);
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            (metadata.dev(), metadata.ino()).hash(h);
        }
        std::env::var("FRAMESCOPE_V8_FLAGS").ok().hash(h);
        crate::runtime::platform::random_seed().hash(h);
        env!("CARGO_PKG_VERSION").hash(h);
    });
    let prefix = format!("realm-snapshot-{path:016x}-");
    Some((format!("{prefix}{identity:016x}.bin"), prefix))
}

fn hash64(salt: u64, feed: impl FnOnce(&mut std::hash::DefaultHasher)) -> u64 {
    let mut hasher = std::hash::DefaultHasher::new();
    salt.hash(&mut hasher);
    feed(&mut hasher);
    hasher.finish()
}

/// The blob's check: one pass of a 64-bit hash (it finds a file cut short or written by
/// something else; the cache needs no more).
fn check(blob: &[u8]) -> [u8; 8] {
    hash64(2, |h| blob.hash(h)).to_le_bytes()
}

/// The blob this executable stored, if a whole one is there.
pub fn load() -> Option<Vec<u8>> {
    let (name, _) = file_name()?;
    let mut bytes = std::fs::read(folder()?.join(name)).ok()?;
    let header = MAGIC.len() + 8 + 8;
    let (head, blob) = (bytes.get(..header)?, bytes.get(header..)?);
    let length = u64::from_le_bytes(head[MAGIC.len()..MAGIC.len() + 8].try_into().ok()?);
    let whole = &head[..MAGIC.len()] == MAGIC
        && length == blob.len() as u64
        && head[MAGIC.len() + 8..] == check(blob);
    // (The blob stays in the buffer it was read into.)
    whole.then(|| {
        bytes.drain(..header);
        bytes
    })
}

/// Stores `blob` for the next processes of this executable (quietly: the cache only
/// saves time), and removes the files older builds at the same path left.
pub fn store(blob: &[u8]) {
    let (Some((name, prefix)), Some(folder)) = (file_name(), folder()) else { return };
    if create_private(&folder).is_err() {
        return;
    }
    let target = folder.join(&name);
    let temporary = folder.join(format!(".{name}.{}.tmp", std::process::id()));
    let written = (|| {
        let mut file = std::fs::File::create(&temporary)?;
        file.write_all(MAGIC)?;
        file.write_all(&(blob.len() as u64).to_le_bytes())?;
        file.write_all(&check(blob))?;
        file.write_all(blob)?;
        std::fs::rename(&temporary, &target)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&temporary);
        return;
    }
    let Ok(entries) = std::fs::read_dir(&folder) else { return };
    for entry in entries.flatten() {
        let file = entry.file_name().to_string_lossy().into_owned();
        if file.starts_with(&prefix) && file != name {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Makes `folder` (and its parents), readable by the user alone.
fn create_private(folder: &std::path::Path) -> std::io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(folder)
}
