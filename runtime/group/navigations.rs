//! The group's bookkeeping of navigations: queued (a task) or run at once (a frame's
//! initial about:blank), taken back when their frame goes, and the parent's `load` that
//! waits for its frames.
//! [HTML §7.4 Navigation](https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate)
use super::GroupState;
use super::frame_index::QueuedNavigation;
use crate::runtime::event_loop::{HistoryHandling, Navigation, NavigationTicket, Task};
use crate::runtime::loader::html::FrameKind;
use crate::runtime::realm::RealmId;
use url::Url;

impl GroupState {
    /// A child of `parent` fired `load` (or went away): the parent's own `load` follows
    /// once it is parsed and no child is left loading.
    pub(crate) fn child_loaded(&self, parent: RealmId) {
        let ready = self.realm(parent).is_some_and(|realm| {
            let load = realm.update_load(|l| l.pending_children = l.pending_children.saturating_sub(1));
            load.ready() && !realm.is_detached()
        });
        if ready {
            self.tasks.borrow_mut().push(Task::FireLoad(parent));
        }
    }

    /// A fetch that [delays the load event](https://html.spec.whatwg.org/multipage/parsing.html#delay-the-load-event)
    /// of the document `realm` started (an image's, in parallel): unless the document has
    /// loaded, its `load` waits for it (counted with its loading frames). Returns whether
    /// it waits, when [`Self::load_event_delay_ended`] must follow.
    pub fn delay_load_event(&self, realm: RealmId) -> bool {
        self.realm(realm).is_some_and(|state| {
            let mut delays = false;
            state.update_load(|l| {
                delays = !l.loaded;
                l.pending_children += usize::from(delays);
            });
            delays
        })
    }

    /// The fetch that [`Self::delay_load_event`] counted ended: the document's `load`
    /// follows once nothing else delays it.
    pub fn load_event_delay_ended(&self, realm: RealmId) {
        self.child_loaded(realm);
    }

    /// Queues a navigation; a frame inserted while its parent loads delays the parent's
    /// `load`.
    pub fn queue_navigation(&self, scope: &v8::PinScope<'_, '_, ()>, mut navigation: Navigation) {
        if navigation.blob.is_none() {
            navigation.blob = self.blob_at_start(&navigation);
        }
        let ticket = self.register_navigation(scope, &mut navigation);
        self.tasks.borrow_mut().push(Task::Navigate(ticket, navigation));
    }

    /// HTML's [navigate](https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate)
    /// starts from a parsed URL, whose [blob URL entry](https://w3c.github.io/FileAPI/#blob-url-entry)
    /// the URL parser resolved: a `blob:` URL's blob now, as the navigation is queued (its
    /// URL, or a frame's absolute `src`), not when its task fetches the document.
    fn blob_at_start(&self, navigation: &Navigation) -> Option<std::rc::Rc<(Vec<u8>, String)>> {
        let url = match &navigation.url {
            Some(url) => url.clone(),
            None => {
                let frame = navigation.frame.as_ref().filter(|f| f.srcdoc.is_none())?;
                Url::parse(frame.src.as_deref()?.trim()).ok()?
            }
        };
        if url.scheme() != "blob" {
            return None;
        }
        let resolve = crate::runtime::navigation::BLOB_URL_RESOLVER.get()?;
        resolve(self, url.as_str()).map(std::rc::Rc::new)
    }

    /// A navigation whose fetch now runs in parallel (`runtime/navigation/navigation_fetch.rs`):
    /// its task waits parked under its number, and it is known under its frame element
    /// again, so that it is taken back as a queued navigation is (its container removed
    /// or renavigated, its navigable stopped). The parent's `load` still waits for it (its
    /// count was taken when it was queued).
    pub(crate) fn park_navigation(&self, ticket: NavigationTicket, navigation: Navigation) {
        if let (Some(hash), Some(element)) = (ticket.container, navigation.element.as_ref()) {
            self.frames.borrow_mut().queued.entry(hash).or_default().push(QueuedNavigation {
                id: ticket.id,
                element: element.clone(),
                parent: navigation.parent,
                delays_parent_load: navigation.delays_parent_load,
            });
        }
        self.tasks.borrow_mut().park(ticket.id, Task::Navigate(ticket, navigation));
    }

    /// Whether navigation `id` was taken back (its task is dropped when it comes).
    pub(crate) fn navigation_cancelled(&self, id: u64) -> bool {
        self.frames.borrow().cancelled.contains(&id)
    }

    /// How many navigations were ever taken back (a count that only grows: the set of
    /// those still to come shrinks as their tasks come).
    pub(crate) fn cancellations(&self) -> u64 {
        self.frames.borrow().cancellations
    }

    /// Takes back navigation `id` (its task is dropped when it comes; one in flight ends).
    pub(crate) fn cancel_navigation(&self, id: u64) {
        self.frames.borrow_mut().cancel([id]);
    }

    /// HTML's [stop loading](https://html.spec.whatwg.org/multipage/document-lifecycle.html#nav-stop)
    /// for `document`'s navigable (`window.stop()`): the navigations queued to replace the
    /// document are taken back (their tasks are dropped when they come).
    pub fn stop_navigations(&self, document: RealmId) {
        let queued = self.tasks.borrow().collect(|task| match task {
            Task::Navigate(ticket, navigation) if navigation.replaces == Some(document) => Some(ticket.id),
            _ => None,
        });
        self.frames.borrow_mut().cancel(queued);
    }

    /// The document open steps' "if document's node navigable's ongoing navigation is a
    /// navigation ID, then [stop loading](https://html.spec.whatwg.org/multipage/document-lifecycle.html#nav-stop)
    /// document's node navigable" ([HTML §8.4.1](https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-open-steps)):
    /// whether a navigation of `document`'s navigable is under way — queued to replace
    /// it, or its frame's first one (to its `src`), which replaces its initial
    /// about:blank — and if so, every such navigation is taken back (step 2 of stop
    /// loading: the ongoing navigation is set to null). The frame's parent no longer waits
    /// for a navigation taken back: its `load` follows if nothing else delays it.
    pub fn stop_ongoing_navigation(&self, scope: &v8::PinScope<'_, '_, ()>, document: RealmId) -> bool {
        let element = self.element(scope, document);
        let ongoing = {
            let frames = self.frames.borrow();
            self.tasks.borrow().collect(|task| match task {
                Task::Navigate(ticket, navigation)
                    if !frames.cancelled.contains(&ticket.id)
                        && (navigation.replaces == Some(document)
                            || (is_first(navigation)
                                && element.is_some_and(|element| {
                                    navigation
                                        .element
                                        .as_ref()
                                        .is_some_and(|e| v8::Local::new(scope, e) == element)
                                }))) =>
                {
                    Some(ticket.id)
                }
                _ => None,
            })
        };
        if ongoing.is_empty() {
            return false;
        }
        self.frames.borrow_mut().cancel(ongoing);
        if let Some(parent) = element.and_then(|element| self.cancel_navigations(scope, element)) {
            self.child_gone(parent);
        }
        true
    }

    /// The parent whose frame `element` has its first navigation still queued (it has no
    /// document yet).
    pub fn parent_of_pending_frame(
        &self,
        scope: &v8::PinScope<'_, '_, ()>,
        element: v8::Local<v8::Object>,
    ) -> Option<RealmId> {
        let hash = element.get_identity_hash().get();
        self.tasks.borrow().find_map(|task| match task {
            Task::Navigate(ticket, navigation)
                if ticket.container == Some(hash)
                    && is_first(navigation)
                    && navigation.element.as_ref().is_some_and(|e| v8::Local::new(scope, e) == element) =>
            {
                navigation.parent
            }
            _ => None,
        })
    }

    /// A frame's `realm` is being replaced: if it is an initial about:blank whose load
    /// event has not fired yet, that event never fires (the new document's is the frame's
    /// load event; Chrome fires the blank one during the insertion, before any src is set).
    /// (One `document.open()` ran on has its opener's URL now, and is still that document.)
    pub fn cancel_initial_load(&self, realm: RealmId) {
        let opened = self.realm(realm).is_some_and(|r| r.load().opened);
        let initial = !self.is_loaded(realm)
            && (opened || self.info(realm).is_some_and(|info| info.url.as_str() == "about:blank"));
        if initial {
            self.tasks.borrow_mut().retain(|task| !matches!(task, Task::FireLoad(r) if *r == realm));
        }
    }

    /// The navigations that give `parent`'s frames that have no document yet their
    /// initial `about:blank`, in insertion order, to run now: script counted or reached
    /// the frames (`window.length`, `window[i]`, `contentWindow`) before their first
    /// navigations' tasks ran. HTML's "create a new child navigable" gives a frame that
    /// document at insertion (synchronous `contentWindow`, the creator's origin); the
    /// first navigation to its `src` replaces it. A frame with no src has its queued
    /// navigation taken out of the queue; one with a src keeps it queued and gets a new
    /// navigation to about:blank. (The documents are records until script reaches their
    /// windows: `runtime/navigation/initial_about_blank.rs`.)
    pub fn initial_documents_of(&self, scope: &v8::PinScope<'_, '_, ()>, parent: RealmId) -> Vec<Navigation> {
        let pending = self.tasks.borrow().collect(|task| match task {
            Task::Navigate(ticket, navigation)
                if navigation.parent == Some(parent) && is_first(navigation) =>
            {
                let element = navigation.element.clone()?;
                let frame = navigation.frame.clone()?;
                Some((ticket.id, is_initial(navigation), element, frame))
            }
            _ => None,
        });
        // (A cancelled navigation stays queued until its task is taken: its frame went.)
        let pending: Vec<_> = {
            let frames = self.frames.borrow();
            pending.into_iter().filter(|(id, ..)| !frames.cancelled.contains(id)).collect()
        };
        let mut made: Vec<v8::Local<v8::Object>> = Vec::new();
        let mut navigations = Vec::new();
        for (id, initial, element, frame) in pending {
            let local = v8::Local::new(scope, &element);
            if made.contains(&local) || self.realm_of_element(scope, local).is_some() {
                continue;
            }
            if initial {
                let task = self
                    .tasks
                    .borrow_mut()
                    .take_first(|task| matches!(task, Task::Navigate(t, _) if t.id == id));
                if let Some(Task::Navigate(ticket, navigation)) = task
                    && self.frames.borrow_mut().take(ticket)
                {
                    navigations.push(navigation);
                    made.push(local);
                }
            } else if matches!(frame.kind, FrameKind::Iframe | FrameKind::Frame) {
                navigations.push(Navigation {
                    parent: Some(parent),
                    frame: Some(frame),
                    element: Some(element),
                    url: Url::parse("about:blank").ok(),
                    replaces: None,
                    delays_parent_load: false,
                    reload: false,
                    post: None,
                    history: HistoryHandling::Auto,
                    referrer: None,
                    initiator: None,
                    blob: None,
                });
                made.push(local);
            }
        }
        navigations
    }

    /// A navigation's bookkeeping: the parent's `load` waits for it, and it is recorded
    /// under its frame element so that removing or renavigating the frame takes it back.
    fn register_navigation(
        &self,
        scope: &v8::PinScope<'_, '_, ()>,
        navigation: &mut Navigation,
    ) -> NavigationTicket {
        // A frame's document that still holds up its parent's `load` passes the wait on to
        // the navigation that replaces it, however the frame is navigated.
        if let Some(replaced) = navigation.replaces
            && self.hand_over_load_wait(replaced)
        {
            navigation.delays_parent_load = true;
        }
        if let Some(parent) = navigation.parent.filter(|_| navigation.delays_parent_load)
            && let Some(realm) = self.realm(parent)
        {
            realm.update_load(|l| l.pending_children += 1);
        }
        let mut frames = self.frames.borrow_mut();
        frames.next_navigation += 1;
        let id = frames.next_navigation;
        let container = navigation.element.as_ref().map(|element| {
            let hash = v8::Local::new(scope, element).get_identity_hash().get();
            frames.queued.entry(hash).or_default().push(QueuedNavigation {
                id,
                element: element.clone(),
                parent: navigation.parent,
                delays_parent_load: navigation.delays_parent_load,
            });
            hash
        });
        NavigationTicket { id, container }
    }

    /// Drops queued navigations of a container. Returns the parent one of them was making
    /// wait for its `load` (its count is released; the caller passes the wait on to a new
    /// navigation, or tells the parent with [`Self::child_gone`]).
    pub fn cancel_navigations(
        &self,
        scope: &v8::PinScope<'_, '_, ()>,
        element: v8::Local<v8::Object>,
    ) -> Option<RealmId> {
        let hash = element.get_identity_hash().get();
        let cancelled: Vec<QueuedNavigation> = {
            let mut frames = self.frames.borrow_mut();
            let queued = frames.queued.remove(&hash).unwrap_or_default();
            let (cancelled, kept): (Vec<_>, Vec<_>) =
                queued.into_iter().partition(|q| v8::Local::new(scope, &q.element) == element);
            if !kept.is_empty() {
                frames.queued.insert(hash, kept);
            }
            frames.cancel(cancelled.iter().map(|q| q.id));
            cancelled
        };
        let released = cancelled.iter().filter(|q| q.delays_parent_load).find_map(|q| q.parent);
        if let Some(parent) = released
            && let Some(realm) = self.realm(parent)
        {
            realm.update_load(|l| l.pending_children = l.pending_children.saturating_sub(1));
        }
        released
    }

    /// The URL a document's relative URLs resolve against, as far as the Rust side knows
    /// it: HTML's [fallback base URL](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#fallback-base-url)
    /// — an about:srcdoc or about:blank frame document's is its parent's (`<base>`
    /// elements are the DOM's: `elements.js`), any other document's its URL.
    pub fn fallback_base_url(&self, info: &crate::runtime::realm::RealmInfo) -> Url {
        let mut url = info.url.clone();
        let mut parent = info.parent;
        while matches!(url.as_str(), "about:srcdoc" | "about:blank")
            && let Some(above) = parent.and_then(|p| self.info(p))
        {
            url = above.url;
            parent = above.parent;
        }
        url
    }

    /// The [document base URL](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#document-base-url)
    /// of the document of realm `info`: the realm's DOM keeps its `<base>` elements, so
    /// its JavaScript answers (the frozen base URL of the first `<base href>`); a realm
    /// that cannot (none yet, or past the run's end) has its fallback base URL.
    pub fn document_base_url(
        &self,
        scope: &mut v8::PinScope,
        info: &crate::runtime::realm::RealmInfo,
    ) -> Url {
        use crate::runtime::event_loop::callbacks::call_platform_hook;
        use crate::runtime::hooks::Hook;
        let answer =
            self.hooks(info.id).and_then(|hooks| call_platform_hook(scope, &hooks, Hook::BaseUrl, &[]));
        let url = answer
            .filter(|value| value.is_string())
            .and_then(|value| Url::parse(&value.to_rust_string_lossy(scope)).ok());
        let about = |url: &Url| matches!(url.as_str(), "about:blank" | "about:srcdoc");
        match url {
            Some(url) if !about(&url) => url,
            // An about:srcdoc (about:blank) document's fallback base URL is its container
            // document's base URL, which its realm cannot read when it is sandboxed (an
            // opaque origin): the parent's realm answers.
            _ => match info.parent.and_then(|parent| self.info(parent)) {
                Some(parent) if about(&info.url) => self.document_base_url(scope, &parent),
                _ => self.fallback_base_url(info),
            },
        }
    }

    /// A navigation of the frame whose document is `id` that held up `parent`'s `load`
    /// ended without a new document (a javascript: URL whose result is not a string):
    /// the wait stays with the document, or ends now if its `load` has fired.
    pub(crate) fn keep_load_wait_on(&self, id: RealmId, parent: RealmId) {
        let Some(realm) = self.realm(id) else {
            self.child_loaded(parent);
            return;
        };
        let (mut loaded, mut already) = (false, false);
        realm.update_load(|l| {
            (loaded, already) = (l.loaded, l.delays_parent_load);
            l.delays_parent_load |= !loaded;
        });
        if loaded || already {
            self.child_loaded(parent);
        }
    }

    /// A frame that delayed `parent`'s load went away before loading (or its navigation
    /// was stopped): the parent's `load` is queued if nothing else delays it.
    pub fn child_gone(&self, parent: RealmId) {
        let ready = self.realm(parent).is_some_and(|realm| realm.load().ready() && !realm.is_detached());
        if ready {
            self.tasks.borrow_mut().push(Task::FireLoad(parent));
        }
    }
}

/// Whether `navigation` is a frame's first (to its src, or to its initial about:blank).
fn is_first(navigation: &Navigation) -> bool {
    navigation.url.is_none() && navigation.replaces.is_none()
}

/// Whether `navigation` is a frame's first, to its initial about:blank (no src).
fn is_initial(navigation: &Navigation) -> bool {
    navigation.url.is_none()
        && navigation.replaces.is_none()
        && navigation.frame.as_ref().is_some_and(|f| {
            f.srcdoc.is_none()
                && f.src.as_deref().is_none_or(|src| src.trim().is_empty() || src.trim() == "about:blank")
        })
}
