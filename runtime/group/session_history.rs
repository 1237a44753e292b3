//! Session history: each navigable's session history entries, and the joint session
//! history of a top-level traversable and its descendant navigables, which
//! `history.length` counts and `history.go(delta)` walks.
//! [HTML §7.3.2 Session history](https://html.spec.whatwg.org/multipage/document-sequences.html#tn-session-history-entries),
//! [§7.4.6 Session history traversal](https://html.spec.whatwg.org/multipage/browsing-the-web.html#traverse-the-history-by-a-delta)
//!
//! A navigable is a browsing context of the group (its number, kept across the documents
//! it shows). framescope keeps no back/forward cache: an entry whose document is no longer
//! the navigable's active one keeps what re-loads it (its URL and a form's POST body), and
//! traversing to it loads that URL again into the navigable.
use std::collections::HashMap;
use std::rc::Rc;

use url::{Origin, Url};

use super::GroupState;
use crate::runtime::event_loop::{HistoryHandling, SerializedMessage, Task};
use crate::runtime::loader::post_resource::PostResource;
use crate::runtime::realm::RealmId;

/// A [session history entry](https://html.spec.whatwg.org/multipage/browsing-the-web.html#session-history-entry).
#[derive(Clone, Debug)]
pub struct SessionEntry {
    /// A number unique in the group (what `history.js` keeps the entry's state under).
    pub id: u64,
    /// Its [navigation API key](https://html.spec.whatwg.org/multipage/browsing-the-web.html#she-navigation-api-key):
    /// the id of the first entry of the line of entries that replaced one another.
    pub key: u64,
    /// Its step in the traversable's joint session history.
    pub step: u64,
    pub url: Url,
    /// The realm of its document (the document state): the navigable's active one, or one
    /// that has been unloaded (then traversing to the entry re-loads `url`).
    pub document: RealmId,
    /// The request body to re-load it with (a form's POST).
    pub post: Option<Rc<PostResource>>,
    /// Its [serialized state](https://html.spec.whatwg.org/multipage/browsing-the-web.html#she-serialized-state)
    /// (`pushState`'s, `replaceState`'s data), which a document loaded again for the entry
    /// gets as `history.state`.
    pub state: Option<Rc<SerializedState>>,
    /// Its [navigation API state](https://html.spec.whatwg.org/multipage/browsing-the-web.html#she-navigation-api-state)
    /// (`navigation.navigate()`'s, `updateCurrentEntry()`'s), kept across its documents.
    pub navigation_state: Option<Rc<SerializedState>>,
}

/// An entry's serialized state: StructuredSerializeForStorage's bytes.
pub struct SerializedState(pub SerializedMessage);

impl std::fmt::Debug for SerializedState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "SerializedState({} bytes)", self.0.bytes.len())
    }
}

/// A navigable's entries, with the document its container is in.
#[derive(Debug, Default)]
struct NavigableHistory {
    /// The parent navigable (`None`: a top-level traversable).
    parent: Option<u64>,
    /// The document holding the navigable's container.
    parent_document: Option<RealmId>,
    entries: Vec<SessionEntry>,
    /// The index of the current session history entry.
    current: usize,
    /// How its latest document became active (`navigation.activation`).
    activation: Option<Activation>,
}

/// How a document became its navigable's active one: what HTML's [update document for
/// history step application](https://html.spec.whatwg.org/multipage/browsing-the-web.html#update-document-for-history-step-application)
/// step 7 makes its [NavigationActivation](https://html.spec.whatwg.org/multipage/nav-history-apis.html#navigationactivation)
/// from (`runtime/web/html/navigation_api_entries.rs` gives it to `navigation.js`).
#[derive(Clone, Debug)]
pub struct Activation {
    /// The document it is for.
    pub document: RealmId,
    /// Its navigation type: `push`, `replace`, `reload` or `traverse`.
    pub navigation_type: &'static str,
    /// The entry the document was activated for (its new entry), as it was then.
    pub entry: SessionEntry,
    /// The navigable's current entry before (HTML's previousEntryForActivation); `None`
    /// for a new navigable's first document.
    pub previous: Option<SessionEntry>,
    /// Whether `previous`'s document was of the new document's origin.
    pub previous_same_origin: bool,
}

/// The group's session histories: each navigable's entries, each traversable's current
/// session history step.
#[derive(Debug, Default)]
pub struct SessionHistory {
    navigables: HashMap<u64, NavigableHistory>,
    current_step: HashMap<u64, u64>,
    next_entry: u64,
    /// Per traversable, how many times `pushState` took back its queued traversals.
    traversal_generation: HashMap<u64, u64>,
}

/// What applying a history step does to one navigable.
#[derive(Debug)]
pub enum HistoryChange {
    /// Its document stays: the entry becomes current (`popstate`, maybe `hashchange`).
    SameDocument { document: RealmId, entry: u64, url: Url },
    /// Its document `document` is replaced: `url` loads into the navigable (the traversal
    /// to `entry`, with the entry's POST body).
    CrossDocument { document: RealmId, entry: u64, url: Url, post: Option<Rc<PostResource>> },
}

/// What [`GroupState::undo_traversal`] puts back: the traversable's step and the
/// current entries of the navigables a traversal changed within their documents.
#[derive(Debug)]
pub struct TraversalUndo {
    traversable: u64,
    step: u64,
    currents: Vec<(u64, usize)>,
}

/// Why [`GroupState::traverse_history`] changed nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TraversalRefused {
    /// No step is that far away.
    NoStep,
    /// The source document may not navigate a navigable the traversal changes (HTML's
    /// "initiator-disallowed").
    Disallowed,
}

/// A new document committed into a navigable (see [`GroupState::commit_to_history`]).
pub struct Commit<'a> {
    pub browsing_context: u64,
    pub parent: Option<RealmId>,
    pub document: RealmId,
    /// The document it replaces, if any.
    pub replaces: Option<RealmId>,
    pub url: &'a Url,
    /// The new document's origin.
    pub origin: &'a Origin,
    pub handling: HistoryHandling,
    pub post: Option<Rc<PostResource>>,
}

impl SessionHistory {
    fn new_entry(
        &mut self,
        step: u64,
        url: Url,
        document: RealmId,
        post: Option<Rc<PostResource>>,
    ) -> SessionEntry {
        self.next_entry += 1;
        SessionEntry {
            id: self.next_entry,
            key: self.next_entry,
            step,
            url,
            document,
            post,
            state: None,
            navigation_state: None,
        }
    }

    fn traversable_of(&self, mut navigable: u64) -> u64 {
        while let Some(parent) = self.navigables.get(&navigable).and_then(|n| n.parent) {
            navigable = parent;
        }
        navigable
    }

    /// HTML's "clear the forward session history": every entry after the current step,
    /// in any navigable of the traversable, goes.
    fn clear_forward(&mut self, traversable: u64) {
        let step = self.current_step.get(&traversable).copied().unwrap_or(0);
        let members: Vec<u64> =
            self.navigables.keys().copied().filter(|n| self.traversable_of(*n) == traversable).collect();
        for navigable in members {
            if let Some(history) = self.navigables.get_mut(&navigable) {
                let keep = history.current + 1;
                let mut index = 0;
                history.entries.retain(|e| {
                    index += 1;
                    index <= keep || e.step <= step
                });
            }
        }
    }

    /// Appends a new entry after the current step (the forward history cleared first).
    fn push(&mut self, navigable: u64, url: Url, document: RealmId, post: Option<Rc<PostResource>>) -> u64 {
        let traversable = self.traversable_of(navigable);
        self.clear_forward(traversable);
        let step = self.current_step.get(&traversable).copied().unwrap_or(0) + 1;
        self.current_step.insert(traversable, step);
        let entry = self.new_entry(step, url, document, post);
        let id = entry.id;
        if let Some(history) = self.navigables.get_mut(&navigable) {
            history.entries.push(entry);
            history.current = history.entries.len() - 1;
        }
        id
    }

    /// Replaces the current entry by a new one of the same step (`keep_key`: with the
    /// current entry's navigation API key, as a replace by a same-origin document does).
    fn replace(
        &mut self,
        navigable: u64,
        url: Url,
        document: RealmId,
        post: Option<Rc<PostResource>>,
        keep_key: bool,
    ) -> u64 {
        let step =
            self.navigables.get(&navigable).and_then(|h| h.entries.get(h.current)).map_or(0, |e| e.step);
        let mut entry = self.new_entry(step, url, document, post);
        let id = entry.id;
        if let Some(history) = self.navigables.get_mut(&navigable)
            && let Some(current) = history.entries.get_mut(history.current)
        {
            // (A replace keeps the navigation API key when the new document is of the
            // same origin: HTML's "finalize a cross-document navigation" step 8, and the
            // URL and history update steps' step 5.)
            if keep_key {
                entry.key = current.key;
            }
            *current = entry;
        }
        id
    }
}

impl GroupState {
    /// A document committed into a navigable: HTML's "finalize a cross-document
    /// navigation" (a push or a replace of the current entry; a new child navigable's
    /// first entry) or, for a traversal or a reload, the entry's document is the new one.
    /// An `auto` navigation replaces when the document it replaces has not completely
    /// loaded (HTML's rules for Location, frames' `src` and forms), is the navigable's
    /// initial about:blank, or has the same URL (HTML's "navigate" step 13); else it pushes.
    pub(crate) fn commit_to_history(&self, commit: Commit<'_>) {
        let Commit { browsing_context, parent, document, replaces, url, origin, handling, post } = commit;
        let parent_navigable = parent.and_then(|p| self.browsing_context_of(p));
        let mut history = self.history.borrow_mut();
        let known = history.navigables.get(&browsing_context).is_some_and(|n| !n.entries.is_empty());
        if !known {
            // A new navigable: its first entry, at the traversable's current step.
            let traversable = parent_navigable.map_or(browsing_context, |p| history.traversable_of(p));
            let step = *history.current_step.entry(traversable).or_insert(0);
            let entry = history.new_entry(step, url.clone(), document, post);
            // (A new navigable's first document: a frame's replaces its initial
            // about:blank, a top-level one's is a push, with no entry before.)
            let activation = Activation {
                document,
                navigation_type: if parent_navigable.is_some() { "replace" } else { "push" },
                entry: entry.clone(),
                previous: None,
                previous_same_origin: false,
            };
            history.navigables.insert(
                browsing_context,
                NavigableHistory {
                    parent: parent_navigable,
                    parent_document: parent,
                    entries: vec![entry],
                    current: 0,
                    activation: Some(activation),
                },
            );
            return;
        }
        // HTML's previousEntryForActivation: the navigable's current entry before, and
        // whether its document was of this origin (a document gone: its URL's).
        let previous =
            history.navigables.get(&browsing_context).and_then(|n| n.entries.get(n.current)).cloned();
        let same_origin = previous.as_ref().is_some_and(|p| match self.info(p.document) {
            Some(info) => info.origin == *origin,
            None => p.url.origin() == *origin,
        });
        let adopt = |history: &mut SessionHistory, old: Option<RealmId>| {
            if let (Some(old), Some(navigable)) = (old, history.navigables.get_mut(&browsing_context)) {
                for entry in navigable.entries.iter_mut().filter(|e| e.document == old) {
                    entry.document = document;
                }
            }
        };
        let navigation_type = match handling {
            HistoryHandling::Traverse(id) => {
                let target = history.navigables.get(&browsing_context).and_then(|n| {
                    let index = n.entries.iter().position(|e| e.id == id)?;
                    Some((index, n.entries[index].document))
                });
                if let Some((index, old)) = target {
                    adopt(&mut history, Some(old));
                    if let Some(navigable) = history.navigables.get_mut(&browsing_context) {
                        navigable.current = index;
                    }
                }
                "traverse"
            }
            HistoryHandling::Reload => {
                adopt(&mut history, replaces);
                "reload"
            }
            HistoryHandling::Replace => {
                history.replace(browsing_context, url.clone(), document, post, same_origin);
                "replace"
            }
            HistoryHandling::Auto | HistoryHandling::Push => {
                // HTML's navigation must be a replace: from the initial about:blank (not
                // once `document.open()` ran on it: its is initial about:blank is false
                // then).
                let opened = replaces.and_then(|r| self.realm(r)).is_some_and(|r| r.load().opened);
                let initial = !opened
                    && history
                        .navigables
                        .get(&browsing_context)
                        .is_some_and(|n| n.entries.len() == 1 && n.entries[0].url.as_str() == "about:blank");
                let old = replaces.and_then(|r| self.info(r));
                // ("auto" also replaces a document not completely loaded, and one
                // navigated to its own URL: navigate's step 12.)
                let auto = handling == HistoryHandling::Auto
                    && (replaces.is_some_and(|r| !self.is_completely_loaded(r))
                        || old.is_some_and(|o| &o.url == url && post.is_none()));
                let replace = initial || auto;
                if replace {
                    history.replace(browsing_context, url.clone(), document, post, same_origin);
                    "replace"
                } else {
                    history.push(browsing_context, url.clone(), document, post);
                    "push"
                }
            }
        };
        if let Some(navigable) = history.navigables.get_mut(&browsing_context)
            && let Some(entry) = navigable.entries.get(navigable.current).cloned()
        {
            navigable.activation = Some(Activation {
                document,
                navigation_type,
                entry,
                previous,
                previous_same_origin: same_origin,
            });
        }
    }

    /// How `document` became its navigable's active document (`None`: it is not the
    /// navigable's latest one).
    pub fn activation(&self, document: RealmId) -> Option<Activation> {
        let navigable = self.browsing_context_of(document)?;
        let history = self.history.borrow();
        history.navigables.get(&navigable)?.activation.clone().filter(|a| a.document == document)
    }

    /// Whether `document` is [completely loaded](https://html.spec.whatwg.org/multipage/document-lifecycle.html#completely-loaded).
    pub fn is_completely_loaded(&self, document: RealmId) -> bool {
        self.realm(document).is_some_and(|r| r.load().completely_loaded)
    }

    /// Whether a navigation that replaces `document` is queued.
    pub fn has_queued_navigation(&self, document: RealmId) -> bool {
        self.tasks
            .borrow()
            .find_map(|task| {
                matches!(task, Task::Navigate(_, n) if n.replaces == Some(document)).then_some(())
            })
            .is_some()
    }

    /// HTML's [URL and history update steps](https://html.spec.whatwg.org/multipage/browsing-the-web.html#url-and-history-update-steps)
    /// for `document` (pushState, replaceState, a fragment navigation): a new entry of
    /// the same document after the current one, or the current one's URL changed.
    /// Returns the current entry's id.
    pub fn update_history(&self, document: RealmId, url: Url, replace: bool) -> Option<u64> {
        let navigable = self.browsing_context_of(document)?;
        let mut history = self.history.borrow_mut();
        history.navigables.get(&navigable)?;
        if !replace {
            // (Chrome, and HTML before navigables: a new entry takes back the traversals
            // queued in the traversable.)
            let traversable = history.traversable_of(navigable);
            *history.traversal_generation.entry(traversable).or_insert(0) += 1;
        }
        Some(if replace {
            history.replace(navigable, url, document, None, true)
        } else {
            history.push(navigable, url, document, None)
        })
    }

    /// The navigables of `traversable`'s tree whose documents are active, top first, with
    /// their histories' keys.
    fn history_tree(&self, history: &SessionHistory, traversable: u64) -> Vec<u64> {
        let mut tree = vec![traversable];
        let mut index = 0;
        while let Some(&navigable) = tree.get(index) {
            index += 1;
            let Some(document) =
                history.navigables.get(&navigable).and_then(|n| n.entries.get(n.current)).map(|e| e.document)
            else {
                continue;
            };
            let mut children: Vec<u64> = history
                .navigables
                .iter()
                .filter(|(id, n)| {
                    n.parent == Some(navigable)
                        && n.parent_document == Some(document)
                        && n.entries.get(n.current).is_some_and(|e| !self.is_detached(e.document))
                        && !tree.contains(id)
                })
                .map(|(id, _)| *id)
                .collect();
            children.sort_unstable();
            tree.extend(children);
        }
        tree
    }

    /// A number that changes when the traversals queued in `document`'s traversable are
    /// taken back (see [`Self::update_history`]).
    pub fn traversal_generation(&self, document: RealmId) -> u64 {
        let history = self.history.borrow();
        let Some(navigable) = self.browsing_context_of(document) else { return 0 };
        let traversable = history.traversable_of(navigable);
        history.traversal_generation.get(&traversable).copied().unwrap_or(0)
    }

    /// The traversable `document`'s navigable is in, and the steps of its joint session
    /// history in order (HTML's "get all used history steps").
    fn used_steps(&self, history: &SessionHistory, document: RealmId) -> Option<(u64, Vec<u64>)> {
        let navigable = self.browsing_context_of(document)?;
        history.navigables.get(&navigable)?;
        let traversable = history.traversable_of(navigable);
        // Each entry's document's nested histories count too, not only the active
        // documents': the frames of a document a navigable no longer shows (its entries
        // kept it), as long as that document is not gone for good (HTML's document state;
        // a document loaded again by a traversal gets new frames instead).
        let mut tree = self.history_tree(history, traversable);
        let mut index = 0;
        while let Some(&parent) = tree.get(index) {
            index += 1;
            let Some(parent_history) = history.navigables.get(&parent) else { continue };
            // (The active document's frames are the tree's already; a frame removed from
            // it is gone with its entries.)
            let active = parent_history.entries.get(parent_history.current).map(|e| e.document);
            let documents: Vec<RealmId> =
                parent_history.entries.iter().map(|e| e.document).filter(|d| Some(*d) != active).collect();
            let mut dormant: Vec<u64> = history
                .navigables
                .iter()
                .filter(|(id, n)| {
                    n.parent == Some(parent)
                        && n.parent_document.is_some_and(|d| documents.contains(&d))
                        && !tree.contains(id)
                })
                .map(|(id, _)| *id)
                .collect();
            dormant.sort_unstable();
            tree.extend(dormant);
        }
        let mut steps: Vec<u64> = tree
            .iter()
            .filter_map(|n| history.navigables.get(n))
            .flat_map(|n| n.entries.iter().map(|e| e.step))
            .collect();
        steps.sort_unstable();
        steps.dedup();
        Some((traversable, steps))
    }

    /// `history.length`: the number of steps of the joint session history of the
    /// traversable `document` is in (1 for a document the group has no history for).
    pub fn history_length(&self, document: RealmId) -> usize {
        let history = self.history.borrow();
        self.used_steps(&history, document).map_or(1, |(_, steps)| steps.len().max(1))
    }

    /// HTML's [traverse the history by a delta](https://html.spec.whatwg.org/multipage/browsing-the-web.html#traverse-the-history-by-a-delta)
    /// from `document`'s traversable, and the [apply the history step](https://html.spec.whatwg.org/multipage/browsing-the-web.html#apply-the-history-step)
    /// changes: for each navigable of the tree whose current entry is not the one of the
    /// target step (the last one at or before it), a same-document change (made current
    /// now) or a cross-document one (made current when its document commits). An error
    /// when no step is `delta` away, or when `allowed` refuses one of the changes (HTML's
    /// sandboxing check, step 8.4: nothing changes then).
    pub fn traverse_history(
        &self,
        document: RealmId,
        delta: i64,
        allowed: impl Fn(&HistoryChange) -> bool,
    ) -> Result<(Vec<HistoryChange>, TraversalUndo), TraversalRefused> {
        let mut history = self.history.borrow_mut();
        let (traversable, steps) = self.used_steps(&history, document).ok_or(TraversalRefused::NoStep)?;
        // 3–5. The target step, delta steps from the current one.
        let current = history.current_step.get(&traversable).copied().unwrap_or(0);
        let index = steps.iter().rposition(|s| *s <= current).unwrap_or(0) as i64;
        let target = usize::try_from(index + delta).ok().and_then(|i| steps.get(i).copied());
        let target = target.ok_or(TraversalRefused::NoStep)?;
        let (changes, same_document) = self.history_step_changes(&history, traversable, target);
        if !changes.iter().all(allowed) {
            return Err(TraversalRefused::Disallowed);
        }
        let mut undo = TraversalUndo { traversable, step: current, currents: Vec::new() };
        history.current_step.insert(traversable, target);
        for (navigable, index) in same_document {
            if let Some(entries) = history.navigables.get_mut(&navigable) {
                undo.currents.push((navigable, entries.current));
                entries.current = index;
            }
        }
        Ok((changes, undo))
    }

    /// Takes back a traversal whose same-document changes were made but whose top-level
    /// navigate event was canceled (HTML's "canceled-by-navigate": nothing changes).
    pub fn undo_traversal(&self, undo: TraversalUndo) {
        let mut history = self.history.borrow_mut();
        history.current_step.insert(undo.traversable, undo.step);
        for (navigable, index) in undo.currents {
            if let Some(entries) = history.navigables.get_mut(&navigable) {
                entries.current = index;
            }
        }
    }

    /// The changes of applying step `target`, and the navigables whose current entry
    /// changes within their document (with the index of their new current entry).
    fn history_step_changes(
        &self,
        history: &SessionHistory,
        traversable: u64,
        target: u64,
    ) -> (Vec<HistoryChange>, Vec<(u64, usize)>) {
        let mut changes = Vec::new();
        let mut same_document = Vec::new();
        let mut replaced: Vec<RealmId> = Vec::new();
        for navigable in self.history_tree(history, traversable) {
            let Some(entries) = history.navigables.get(&navigable) else { continue };
            // (A navigable whose container's document is being replaced goes with it.)
            if entries.parent_document.is_some_and(|p| replaced.contains(&p)) {
                if let Some(entry) = entries.entries.get(entries.current) {
                    replaced.push(entry.document);
                }
                continue;
            }
            let wanted = entries.entries.iter().rposition(|e| e.step <= target).unwrap_or(0);
            if wanted == entries.current {
                continue;
            }
            let active = entries.entries[entries.current].document;
            let entry = entries.entries[wanted].clone();
            if entry.document == active && !self.is_detached(active) {
                same_document.push((navigable, wanted));
                changes.push(HistoryChange::SameDocument {
                    document: active,
                    entry: entry.id,
                    url: entry.url,
                });
            } else {
                replaced.push(active);
                changes.push(HistoryChange::CrossDocument {
                    document: active,
                    entry: entry.id,
                    url: entry.url,
                    post: entry.post,
                });
            }
        }
        (changes, same_document)
    }

    /// The entries of the top-level traversable `document` is in, in the order of their
    /// steps (each navigable's current entries and those of its other steps): id, URL and
    /// whether it is current — for tools that show or walk a page's history.
    pub fn history_entries(&self, document: RealmId) -> Vec<(u64, Url, bool)> {
        let history = self.history.borrow();
        let Some(traversable) = self.browsing_context_of(document).map(|n| history.traversable_of(n)) else {
            return Vec::new();
        };
        let Some(top) = history.navigables.get(&traversable) else { return Vec::new() };
        top.entries.iter().enumerate().map(|(i, e)| (e.id, e.url.clone(), i == top.current)).collect()
    }

    /// The joint session history of the traversable `document` is in, as a browser's
    /// back/forward list shows it: each used step (a frame's entries' steps too), with the
    /// top-level navigable's entry at that step; and the index of the current step.
    pub fn joint_history(&self, document: RealmId) -> (Vec<(u64, SessionEntry)>, usize) {
        let history = self.history.borrow();
        let Some((traversable, steps)) = self.used_steps(&history, document) else { return (Vec::new(), 0) };
        let Some(top) = history.navigables.get(&traversable) else { return (Vec::new(), 0) };
        let current = history.current_step.get(&traversable).copied().unwrap_or(0);
        let index = steps.iter().rposition(|s| *s <= current).unwrap_or(0);
        let entries = steps
            .iter()
            .filter_map(|step| {
                let entry = top.entries.iter().rev().find(|e| e.step <= *step)?;
                Some((*step, entry.clone()))
            })
            .collect();
        (entries, index)
    }

    /// Sets the serialized state of `document`'s entry `id` (the state `pushState` or
    /// `replaceState` gave it; `None`: null).
    pub fn set_entry_state(&self, document: RealmId, id: u64, state: Option<SerializedState>) {
        let Some(navigable) = self.browsing_context_of(document) else { return };
        let mut history = self.history.borrow_mut();
        let Some(navigable) = history.navigables.get_mut(&navigable) else { return };
        if let Some(entry) = navigable.entries.iter_mut().find(|e| e.id == id && e.document == document) {
            entry.state = state.map(Rc::new);
        }
    }

    /// The serialized state of `document`'s entry `id` (`None`: its navigable's current
    /// entry, if it is the document's), with the entry's id.
    pub fn entry_state(
        &self,
        document: RealmId,
        id: Option<u64>,
    ) -> Option<(u64, Option<Rc<SerializedState>>)> {
        let navigable = self.browsing_context_of(document)?;
        let history = self.history.borrow();
        let navigable = history.navigables.get(&navigable)?;
        let entry = match id {
            Some(id) => navigable.entries.iter().find(|e| e.id == id)?,
            None => navigable.entries.get(navigable.current)?,
        };
        (entry.document == document).then(|| (entry.id, entry.state.clone()))
    }

    /// The delta from the current step of `document`'s traversable to the step of entry
    /// `id` of its top-level navigable (to give [`Self::traverse_history`]).
    pub fn history_delta_to(&self, document: RealmId, id: u64) -> Option<i64> {
        let history = self.history.borrow();
        let (traversable, steps) = self.used_steps(&history, document)?;
        let step = history.navigables.get(&traversable)?.entries.iter().find(|e| e.id == id)?.step;
        let current = history.current_step.get(&traversable).copied().unwrap_or(0);
        let from = steps.iter().rposition(|s| *s <= current)? as i64;
        let to = steps.iter().position(|s| *s == step)? as i64;
        Some(to - from)
    }

    /// The entries of `document`'s own navigable and the index of its current one (the
    /// Navigation API's view: `runtime/web/html/navigation_api_entries.rs`).
    pub fn navigable_entries(&self, document: RealmId) -> (Vec<SessionEntry>, usize) {
        let Some(navigable) = self.browsing_context_of(document) else { return (Vec::new(), 0) };
        let history = self.history.borrow();
        let Some(navigable) = history.navigables.get(&navigable) else { return (Vec::new(), 0) };
        (navigable.entries.clone(), navigable.current)
    }

    /// The delta from the current step of `document`'s traversable to the step of the
    /// entry of `document`'s own navigable whose navigation API key is `key`.
    pub fn history_delta_to_key(&self, document: RealmId, key: u64) -> Option<i64> {
        let navigable = self.browsing_context_of(document)?;
        let history = self.history.borrow();
        let entries = &history.navigables.get(&navigable)?.entries;
        let index = entries.iter().position(|e| e.key == key)?;
        // The entry is the navigable's at every step from its own to the next entry's:
        // the nearest of those steps (HTML's "navigation API traversal" picks the
        // closest step whose entry for the navigable is the target).
        let start = entries[index].step;
        let end = entries.get(index + 1).map(|e| e.step);
        let within = |step: u64| step >= start && end.is_none_or(|end| step < end);
        let (traversable, steps) = self.used_steps(&history, document)?;
        let current = history.current_step.get(&traversable).copied().unwrap_or(0);
        let from = steps.iter().rposition(|s| *s <= current)?;
        let to = if start <= current {
            steps.iter().rposition(|s| within(*s) && *s <= current)?
        } else {
            steps.iter().position(|s| within(*s))?
        };
        Some(to as i64 - from as i64)
    }

    /// Sets the navigation API state of entry `id` of `document`'s navigable.
    pub fn set_navigation_state(&self, document: RealmId, id: u64, state: Option<SerializedState>) {
        let Some(navigable) = self.browsing_context_of(document) else { return };
        let mut history = self.history.borrow_mut();
        let Some(navigable) = history.navigables.get_mut(&navigable) else { return };
        if let Some(entry) = navigable.entries.iter_mut().find(|e| e.id == id) {
            entry.navigation_state = state.map(Rc::new);
        }
    }
}
