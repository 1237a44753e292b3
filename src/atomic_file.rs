//! Writing results so that nothing gathered is lost: a report or an export goes to a
//! temporary file beside its target and is renamed into place, so a run that is killed
//! mid-write leaves the previous file whole.
use std::io::Write;
use std::path::{Path, PathBuf};

/// The temporary file beside `target` that a write goes through.
fn temporary(target: &Path) -> PathBuf {
    let name = target.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    target.with_file_name(format!(".{name}.{}.tmp", std::process::id()))
}

/// Writes `bytes` to `target` atomically (temporary file, flush, rename).
pub fn write(target: &Path, bytes: &[u8]) -> Result<(), String> {
    let fail = |e: std::io::Error| format!("cannot write {}: {e}", target.display());
    let temporary = temporary(target);
    let written = (|| {
        let mut file = std::fs::File::create(&temporary)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        std::fs::rename(&temporary, target)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    written.map_err(fail)
}

/// Checks, before any work, that `target` can be written later (its folder takes a new
/// file, and it is not a folder), without touching the file itself.
pub fn check_writable(target: &Path) -> Result<(), String> {
    if target.is_dir() {
        return Err(format!("cannot write {}: it is a folder", target.display()));
    }
    let temporary = temporary(target);
    std::fs::File::create(&temporary).map_err(|e| format!("cannot write {}: {e}", target.display()))?;
    let _ = std::fs::remove_file(&temporary);
    Ok(())
}
