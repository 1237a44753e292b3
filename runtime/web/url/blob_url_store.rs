//! The user agent's [blob URL store](https://w3c.github.io/FileAPI/#BlobURLStore): blob:
//! URL → [blob URL entry](https://w3c.github.io/FileAPI/#blob-url-entry) (the blob's bytes
//! and type, and the environment that made it), shared by every isolate of the process
//! (a page and its workers, each on its own thread), as a browser's is.
//!
//! The partition is the entry's environment's origin (Chrome's storage key without its
//! top-level site: framescope does not partition by top-level site): a realm of another
//! origin can neither revoke nor resolve an entry (a worker of another origin, a frame of
//! another site). An entry lives while its environment does: removing a frame, navigating
//! its document away or ending a worker revokes the URLs it made (File API §8.4
//! "Lifetime of blob URLs"); a detached document's entries are dropped when next looked
//! at, a worker's when its group goes.
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, LazyLock, Mutex, MutexGuard};

use url::Origin;

use crate::runtime::group::GroupState;
use crate::runtime::realm::RealmId;

/// A [blob URL entry](https://w3c.github.io/FileAPI/#blob-url-entry): the blob (its bytes,
/// shared, and its type) and its environment (the realm that made it, and that realm's
/// origin).
#[derive(Clone)]
pub struct BlobUrlEntry {
    pub bytes: Arc<Vec<u8>>,
    pub kind: String,
    pub origin: Origin,
    /// The environment: the group (one per isolate: [`BlobUrlStore::group`]) and its realm.
    environment: (u64, RealmId),
}

/// Every entry of the process, by URL (serialized without a fragment).
static ENTRIES: LazyLock<Mutex<HashMap<String, BlobUrlEntry>>> = LazyLock::new(Default::default);
static NEXT_GROUP: AtomicU64 = AtomicU64::new(1);
static NEXT_BLOB: AtomicU64 = AtomicU64::new(1);
/// The store's size at which [`BlobUrlStore::add`] next drops the entries of documents
/// gone (doubling, so that adding stays amortized constant time).
static SWEEP_AT: AtomicUsize = AtomicUsize::new(64);

fn entries() -> MutexGuard<'static, HashMap<String, BlobUrlEntry>> {
    // (A thread that panicked while holding the lock left the map whole: every write is
    // one insert or remove.)
    ENTRIES.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// `url` without its fragment: the key of the entry it resolves to
/// ([resolve a blob URL](https://w3c.github.io/FileAPI/#blob-url-resolve) step 2).
fn without_fragment(url: &str) -> &str {
    url.split_once('#').map_or(url, |(before, _)| before)
}

/// A group's (an isolate's) side of the store: its entries go with it.
pub struct BlobUrlStore {
    group: u64,
}

impl Default for BlobUrlStore {
    fn default() -> Self {
        Self { group: NEXT_GROUP.fetch_add(1, Ordering::Relaxed) }
    }
}

impl Drop for BlobUrlStore {
    /// The group ends (a worker terminated, a run over): its realms' entries go.
    fn drop(&mut self) {
        entries().retain(|_, entry| entry.environment.0 != self.group);
    }
}

impl BlobUrlStore {
    /// The group's side of the store (in its [`crate::runtime::group::WebState`]).
    pub fn of(state: &GroupState) -> Rc<Self> {
        state.web.get::<Self>()
    }

    /// [Add an entry](https://w3c.github.io/FileAPI/#add-an-entry) for a blob made by
    /// `realm` of `origin`: 1–2. a new `blob:` URL (the origin's serialization, "null"
    /// for an opaque one, and a UUID); 3–5. its entry, in the store. Entries of this
    /// group's documents gone are dropped on the way, whenever the store has doubled.
    pub fn add(
        &self,
        state: &GroupState,
        realm: RealmId,
        origin: &Origin,
        bytes: Vec<u8>,
        kind: String,
    ) -> String {
        let n = NEXT_BLOB.fetch_add(1, Ordering::Relaxed);
        let url = format!("blob:{}/{:08x}-0000-4000-8000-{:012x}", origin.ascii_serialization(), n, n);
        let entry = BlobUrlEntry {
            bytes: Arc::new(bytes),
            kind,
            origin: origin.clone(),
            environment: (self.group, realm),
        };
        let mut entries = entries();
        if entries.len() >= SWEEP_AT.load(Ordering::Relaxed) {
            entries.retain(|_, entry| !self.is_gone(state, entry));
            SWEEP_AT.store((entries.len() * 2).max(64), Ordering::Relaxed);
        }
        entries.insert(url.clone(), entry);
        url
    }

    /// Whether `entry`'s environment is a realm of this group that went away (a removed
    /// frame's document, a document navigated away from).
    fn is_gone(&self, state: &GroupState, entry: &BlobUrlEntry) -> bool {
        entry.environment.0 == self.group && state.is_detached(entry.environment.1)
    }

    /// [Resolve a blob URL](https://w3c.github.io/FileAPI/#blob-url-resolve) `url` for an
    /// environment of `origin` (`None`: a top-level navigation, which any origin may
    /// make): the entry, or `None` when there is none (revoked, or its environment gone)
    /// or it is of another origin ([check for same-partition blob URL usage](https://w3c.github.io/FileAPI/#check-for-same-partition-blob-url-usage)).
    pub fn resolve(&self, state: &GroupState, url: &str, origin: Option<&Origin>) -> Option<BlobUrlEntry> {
        let mut entries = entries();
        let key = without_fragment(url);
        let entry = entries.get(key)?;
        if self.is_gone(state, entry) {
            entries.remove(key);
            return None;
        }
        origin.is_none_or(|origin| *origin == entry.origin).then(|| entry.clone())
    }

    /// [Remove an entry](https://w3c.github.io/FileAPI/#removeTheEntry) for `url` (its
    /// exact serialization: a URL with a fragment names no entry), as
    /// [`revokeObjectURL`](https://w3c.github.io/FileAPI/#dfn-revokeObjectURL) does for an
    /// environment of `origin`: 3–6. an entry of another origin stays.
    pub fn revoke(&self, url: &str, origin: &Origin) {
        let mut entries = entries();
        if entries.get(url).is_some_and(|entry| entry.origin == *origin) {
            entries.remove(url);
        }
    }

    /// A blob's text (its bytes, UTF-8 decoded) and type: what a script or a document
    /// reads (no partition check: a script or a worker of another origin).
    pub fn get(&self, state: &GroupState, url: &str) -> Option<(String, String)> {
        let entry = self.resolve(state, url, None)?;
        Some((String::from_utf8_lossy(&entry.bytes).into_owned(), entry.kind))
    }

    /// A blob's bytes and type (what a navigation reads; no partition check).
    pub fn get_bytes(&self, state: &GroupState, url: &str) -> Option<(Vec<u8>, String)> {
        let entry = self.resolve(state, url, None)?;
        Some((entry.bytes.as_ref().clone(), entry.kind))
    }
}
