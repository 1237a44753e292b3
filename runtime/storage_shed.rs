//! What one user agent profile keeps for its pages: the cookie jar and local storage
//! (the [storage shed](https://storage.spec.whatwg.org/#storage-shed) a user agent holds,
//! with its cookies beside it).
//!
//! A browsing context group made alone (`framescope run`, each `framescope wpt` test) has
//! a shed of its own. `framescope serve`'s pages are each a group on its own thread, and
//! the pages of one browser context (the default one, or one `Target.createBrowserContext`
//! made) share their context's shed, as a browser profile's tabs share cookies and
//! `localStorage`; pages of different contexts share nothing. Session storage is per
//! top-level traversable, so it stays in its group
//! (`runtime/web/webstorage/storage_areas.rs`). A `storage` event reaches the other
//! windows of the group that changed an area, not another page's: each group is an
//! isolate on its own thread.
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use indexmap::IndexMap;

use crate::runtime::loader::cookie_jar::CookieJar;

/// A string as JavaScript has it (UTF-16 code units: a lone surrogate stays as it was).
pub type Units = Vec<u16>;

/// A [storage bottle](https://storage.spec.whatwg.org/#storage-bottle)'s map of one
/// area: its pairs, in the order their keys were first set (`key(n)`'s order), and the
/// sum of their keys' and values' lengths (the quota's measure).
#[derive(Clone, Debug, Default)]
pub struct StorageBottle {
    pub pairs: IndexMap<Units, Units>,
    pub size: usize,
}

/// The shed. Cloning shares it.
#[derive(Clone, Debug, Default)]
pub struct StorageShed {
    cookies: CookieJar,
    /// Local storage's bottles, by origin (its ASCII serialization).
    local: Arc<Mutex<HashMap<String, StorageBottle>>>,
}

impl StorageShed {
    /// The cookie jar.
    pub fn cookie_jar(&self) -> &CookieJar {
        &self.cookies
    }

    /// Local storage's bottles, by origin, locked for the caller (a page that panicked
    /// while holding them leaves them as they were).
    pub fn local_storage(&self) -> MutexGuard<'_, HashMap<String, StorageBottle>> {
        self.local.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}
