//! The group's bookkeeping of navigations: queued (a task) or run at once (a frame's
//! initial about:blank), taken back when their frame goes, and the parent's `load` that
//! waits for its frames.
//! [HTML §7.4 Navigation](https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate)
use super::GroupState;
use super::frame_index::QueuedNavigation;
use crate::runtime::event_loop::{Navigation, NavigationTicket, Task};
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

    /// Queues a navigation; a frame inserted while its parent loads delays the parent's
    /// `load`.
    pub fn queue_navigation(&self, scope: &v8::PinScope<'_, '_, ()>, mut navigation: Navigation) {
        let ticket = self.register_navigation(scope, &mut navigation);
        self.tasks.borrow_mut().push(Task::Navigate(ticket, navigation));
    }

    /// Takes out of the queue the navigation of the frame `element` to its initial
    /// `about:blank` (a frame inserted without a src), to run now: script read the frame's
    /// `contentWindow` or `contentDocument` before that task ran.
    pub fn take_initial_navigation(&self, element: v8::Local<v8::Object>) -> Option<Navigation> {
        let hash = element.get_identity_hash().get();
        let task = self.tasks.borrow_mut().take_first(|task| {
            matches!(task, Task::Navigate(ticket, navigation) if ticket.container == Some(hash) && is_initial(navigation))
        })?;
        let Task::Navigate(ticket, navigation) = task else { return None };
        self.frames.borrow_mut().take(ticket).then_some(navigation)
    }

    /// The navigation to an initial `about:blank` of the iframe or frame `element`, which
    /// has no document yet but a navigation to its `src` still queued: HTML's "create a new
    /// child navigable" gives a frame that document at insertion (synchronous
    /// `contentWindow`, the creator's origin), and the first navigation replaces it. `None`
    /// when the element has a document, or nothing queued.
    pub fn initial_blank_before_src(
        &self,
        scope: &v8::PinScope<'_, '_, ()>,
        element: v8::Local<v8::Object>,
    ) -> Option<Navigation> {
        if self.realm_of_element(scope, element).is_some() {
            return None;
        }
        let hash = element.get_identity_hash().get();
        let (parent, frame) = self.tasks.borrow().find_map(|task| match task {
            Task::Navigate(ticket, navigation)
                if ticket.container == Some(hash)
                    && navigation.url.is_none()
                    && navigation.replaces.is_none()
                    && navigation.element.as_ref().is_some_and(|e| v8::Local::new(scope, e) == element) =>
            {
                Some((navigation.parent, navigation.frame.clone()))
            }
            _ => None,
        })?;
        let frame = frame.filter(|f| matches!(f.kind, FrameKind::Iframe | FrameKind::Frame))?;
        Some(Navigation {
            parent,
            frame: Some(frame),
            element: Some(v8::Global::new(scope, element)),
            url: Url::parse("about:blank").ok(),
            replaces: None,
            delays_parent_load: false,
            reload: false,
        })
    }

    /// A frame's `realm` is being replaced: if it is an initial about:blank made on first
    /// use whose load event has not fired yet, that event never fires (the new document's
    /// is the frame's load event; Chrome fires the blank one during the insertion, before
    /// any src is set). Returns whether it was such a document.
    pub fn cancel_initial_load(&self, realm: RealmId) -> bool {
        let initial =
            !self.is_loaded(realm) && self.info(realm).is_some_and(|info| info.url.as_str() == "about:blank");
        if initial {
            self.tasks.borrow_mut().retain(|task| !matches!(task, Task::FireLoad(r) if *r == realm));
        }
        initial
    }

    /// Takes out of the queue every initial `about:blank` navigation of `parent`'s frames
    /// (for `window.length` and `window[i]`, which count them), in insertion order.
    pub fn take_initial_navigations_of(&self, parent: RealmId) -> Vec<Navigation> {
        let mut taken = Vec::new();
        loop {
            let task = self.tasks.borrow_mut().take_first(|task| {
                matches!(task, Task::Navigate(_, navigation) if navigation.parent == Some(parent) && is_initial(navigation))
            });
            let Some(Task::Navigate(ticket, navigation)) = task else { return taken };
            if self.frames.borrow_mut().take(ticket) {
                taken.push(navigation);
            }
        }
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
            frames.cancelled.extend(cancelled.iter().map(|q| q.id));
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

    /// A frame that delayed `parent`'s load went away before loading.
    pub fn child_gone(&self, parent: RealmId) {
        let ready = self.realm(parent).is_some_and(|realm| realm.load().ready() && !realm.is_detached());
        if ready {
            self.tasks.borrow_mut().push(Task::FireLoad(parent));
        }
    }
}

/// Whether `navigation` is a frame's first, to its initial about:blank (no src).
fn is_initial(navigation: &Navigation) -> bool {
    navigation.url.is_none()
        && navigation.replaces.is_none()
        && navigation.frame.as_ref().is_some_and(|f| {
            f.src.as_deref().is_none_or(|src| src.trim().is_empty() || src.trim() == "about:blank")
        })
}
