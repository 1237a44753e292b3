//! The process's code cache for classic scripts: V8's serialized bytecode of a script that
//! was loaded before, so the next realm that runs the same text skips parsing and compiling
//! it. Chrome does the same (V8's code cache beside its resource cache, "V8 code caching":
//! <https://v8.dev/blog/code-caching-for-devs>): a script's first load only remembers that
//! it was seen, the second compiles it, runs it and then serializes what it compiled (the
//! functions its top level ran as well), and later loads consume that.
//!
//! The cache is shared by every isolate of the process (a code cache is not bound to an
//! isolate): the pages of a `framescope run`, the tests of a `framescope wpt` runner, and
//! the frames of one page that load the same library. A script's key is its resource name,
//! its length and a 128-bit hash of its text (V8 checks only the length and its own flags,
//! so the text must be identified here). V8 rejects data made under other flags, and a
//! rejected entry is dropped. Nothing of a page can tell: a cached compile gives the same
//! script, with the same source positions, for errors, profiles and the debugger.
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

/// Scripts shorter than this are compiled each time (Chrome's threshold is about the same:
/// below it, serializing costs more than it saves).
pub const MIN_LENGTH: usize = 1024;
/// The cache's size limit (serialized code); past it, new scripts are not cached.
const MAX_BYTES: usize = 64 << 20;

/// How many compiles of this process consumed a code cache V8 accepted.
static CONSUMED: AtomicU64 = AtomicU64::new(0);

/// How many compiles of this process consumed a code cache (V8 accepting it).
pub fn consumed() -> u64 {
    CONSUMED.load(Ordering::Relaxed)
}

/// What the cache knows of a script.
enum Entry {
    /// Loaded once: the next load produces its code cache.
    Seen,
    /// V8's code cache of it.
    Cached(Arc<[u8]>),
}

#[derive(Default)]
struct Cache {
    entries: HashMap<Key, Entry>,
    bytes: usize,
}

/// A script's identity: its name, its length and its text's hash.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Key {
    name: Box<str>,
    length: usize,
    hash: (u64, u64),
}

fn cache() -> &'static Mutex<Cache> {
    static CACHE: OnceLock<Mutex<Cache>> = OnceLock::new();
    CACHE.get_or_init(Mutex::default)
}

/// How to compile a script, by what the cache holds.
pub enum Plan {
    /// Compile it; with a key (its second load), [`store`] its code cache under the key
    /// after it ran; without (its first load, too small, or the cache full), cache nothing.
    Compile(Option<Key>),
    /// Consume this code cache (and [`reject`] the key if V8 does not take it).
    Consume(Key, Arc<[u8]>),
}

/// What to do for the script `text` named `name` (its URL or file).
pub fn plan(name: &str, text: &str) -> Plan {
    if text.len() < MIN_LENGTH {
        return Plan::Compile(None);
    }
    let key = Key { name: name.into(), length: text.len(), hash: hash(text) };
    let Ok(mut cache) = cache().lock() else { return Plan::Compile(None) };
    match cache.entries.get(&key) {
        Some(Entry::Cached(data)) => Plan::Consume(key, data.clone()),
        Some(Entry::Seen) => Plan::Compile(Some(key)),
        None => {
            if cache.bytes < MAX_BYTES {
                cache.entries.insert(key, Entry::Seen);
            }
            Plan::Compile(None)
        }
    }
}

/// Keeps `data`, V8's code cache of the script `key` names.
pub fn store(key: Key, data: &[u8]) {
    let Ok(mut cache) = cache().lock() else { return };
    if cache.bytes + data.len() > MAX_BYTES {
        return;
    }
    cache.bytes += data.len();
    if let Some(Entry::Cached(old)) = cache.entries.insert(key, Entry::Cached(data.into())) {
        cache.bytes -= old.len();
    }
}

/// Forgets the code cache V8 rejected (made under other flags): the next load makes it
/// again.
pub fn reject(key: &Key) {
    let Ok(mut cache) = cache().lock() else { return };
    if let Some(Entry::Cached(old)) = cache.entries.insert(key.clone(), Entry::Seen) {
        cache.bytes -= old.len();
    }
}

/// Two independent 64-bit hashes of `text` (std's SipHash with two keys).
fn hash(text: &str) -> (u64, u64) {
    let one = |salt: u64| {
        let mut hasher = std::hash::DefaultHasher::new();
        salt.hash(&mut hasher);
        text.hash(&mut hasher);
        hasher.finish()
    };
    (one(0x6672_616d_6573_636f), one(0x7065_2063_6163_6865))
}

/// Compiles `text` (with `origin`) in the current context of `scope` by the cache's
/// [`Plan`]. Returns the script, and the key to [`produce`] its code cache under once it
/// ran.
pub fn compile<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    name: &str,
    text_source: &str,
    text: v8::Local<'s, v8::String>,
    origin: &v8::ScriptOrigin<'s>,
) -> Option<(v8::Local<'s, v8::Script>, Option<Key>)> {
    use v8::script_compiler::{CachedData, CompileOptions, NoCacheReason, Source};
    match plan(name, text_source) {
        Plan::Compile(produce) => {
            let mut source = Source::new(text, Some(origin));
            v8::script_compiler::compile(
                scope,
                &mut source,
                CompileOptions::NoCompileOptions,
                NoCacheReason::NoReason,
            )
            .map(|script| (script, produce))
        }
        Plan::Consume(key, data) => {
            // (The source does not own the buffer; `data` outlives it.)
            let mut source = Source::new_with_cached_data(text, Some(origin), CachedData::new(&data));
            let script = v8::script_compiler::compile(
                scope,
                &mut source,
                CompileOptions::ConsumeCodeCache,
                NoCacheReason::NoReason,
            );
            match source.get_cached_data() {
                Some(cached) if cached.rejected() => reject(&key),
                Some(_) if script.is_some() => _ = CONSUMED.fetch_add(1, Ordering::Relaxed),
                _ => {}
            }
            drop(source);
            script.map(|script| (script, None))
        }
    }
}

/// Serializes the code of `script`, which ran, into the cache under `key`.
pub fn produce(scope: &v8::PinScope<'_, '_>, script: v8::Local<'_, v8::Script>, key: Key) {
    if let Some(data) = script.get_unbound_script(scope).create_code_cache() {
        store(key, &data);
    }
}
