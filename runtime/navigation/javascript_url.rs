//! A frame navigated to a `javascript:` URL (its `src`, or `location` from its parent):
//! [navigate to a javascript: URL](https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate-to-a-javascript:-url)
//! and [evaluate a javascript: URL](https://html.spec.whatwg.org/multipage/browsing-the-web.html#evaluate-a-javascript:-url).
//!
//! The script runs in the frame's active document — its initial `about:blank` on the
//! frame's first navigation (made now if it has none yet) — in the navigation's task. A
//! string result becomes a new HTML document at that document's URL and origin, which
//! replaces it and fires the frame's `load`; any other result leaves the document as it
//! is (the initial about:blank's own `load` still fires). A document of another origin
//! than the initiator's, or one whose scripts are sandboxed, runs nothing.
use std::rc::Rc;

use url::Url;

use super::{DocumentRequest, initial_about_blank, load_document};
use crate::runtime::event_loop::callbacks::{checkpoint, report_exception};
use crate::runtime::event_loop::{GlobalSteps, Task};
use crate::runtime::group::GroupState;
use crate::runtime::realm::RealmId;
use crate::runtime::script::{self, ScriptSource};

/// [Navigate to a javascript: URL](https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate-to-a-javascript:-url)
/// for the frame `request` is about (`request.url` is not used; `request.replaces` is the
/// frame's active document, if it has one), initiated by `initiator` (the parent, whose
/// `src` or script asked for it):
/// 1–2. (The target is the frame's navigable; no other navigation is ongoing.)
/// 3. If the initiator's origin is not same origin with the target's active document's
///    origin, then return.
/// 4–5. Let newDocument be the result of evaluating the URL in the active document; if it
///    is null, then return.
/// 6–. Replace the active document with newDocument (history handling "replace").
pub(super) fn navigate_frame(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    url: &Url,
    mut request: DocumentRequest,
    initiator: RealmId,
) {
    let delays_parent_load = request.delays_parent_load;
    // HTML's "navigate" step 12: a javascript: URL's document replaces the current entry.
    request.history = crate::runtime::event_loop::HistoryHandling::Replace;
    // The frame's active document: its initial about:blank on a first navigation.
    let target = match request.replaces {
        Some(target) => target,
        None => {
            let Ok(blank) = Url::parse("about:blank") else { return };
            let initial = DocumentRequest {
                url: blank,
                error: None,
                parent: request.parent,
                container: request.container.clone(),
                element: request.element.clone(),
                replaces: None,
                delays_parent_load,
                reload: false,
                history: crate::runtime::event_loop::HistoryHandling::Auto,
                post: None,
                auxiliary: None,
                srcdoc: None,
                frame_name: request.frame_name.take(),
                referrer: None,
                by_container: false,
                blank_src: false,
                initiator: None,
                blob: None,
            };
            request.delays_parent_load = false;
            load_document(scope, state, initial)
        }
    };
    let same_origin = match (state.info(initiator), state.info(target)) {
        (Some(initiator), Some(target)) => initiator.origin == target.origin,
        _ => false,
    };
    let result = if same_origin { evaluate(scope, state, target, url) } else { None };
    let Some(markup) = result else {
        // Nothing replaces the document: a wait of the parent's `load` this navigation
        // carried stays with it.
        if let Some(parent) = request.parent.filter(|_| request.delays_parent_load) {
            state.keep_load_wait_on(target, parent);
        }
        return;
    };
    let Some(target_info) = state.info(target) else { return };
    // The new document replaces the active one: its `load`, not the old one's, fires.
    state.cancel_initial_load(target);
    request.delays_parent_load |= state.take_delays_parent_load(target);
    request.url = target_info.url;
    request.replaces = Some(target);
    request.error = None;
    request.post = None;
    request.srcdoc = Some(markup);
    load_document(scope, state, request);
}

/// A document navigated to a `javascript:` URL by Location (`location.href =
/// "javascript:…"`, from itself or another document, `initiator`), in the navigation's
/// task: [navigate to a javascript: URL](https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate-to-a-javascript:-url)
/// for the navigable whose active document is `target`:
/// 3. If the initiator's origin is not same origin with the target's, then return. (Nor
///    does a URL run whose initiator may not run scripts — a sandboxed document without
///    allow-scripts — as in Chrome.)
/// 4–5. Evaluate the URL in the active document; a result that is not a string, return.
/// 6–. Unless the script started a navigation of the document, the document is replaced by newDocument (history handling "replace"), at the
///    active document's URL, and its `load` fires (a frame's at its container too).
pub(crate) fn navigate_by_location(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    target: RealmId,
    url: &Url,
    initiator: RealmId,
) {
    if state.is_detached(target) {
        return;
    }
    let allowed = match (state.info(initiator), state.info(target)) {
        (Some(initiator), Some(target)) => {
            initiator.origin == target.origin && !initiator.scripting_disabled()
        }
        _ => false,
    };
    if !allowed {
        return;
    }
    let Some(markup) = evaluate(scope, state, target, url) else { return };
    // (The script may have removed the frame, or navigated it: a navigation it started,
    // a form it submitted, wins over its result, as in Chrome. A form plans its
    // navigation in a task: the result replaces the document in a task after it.)
    let steps = GlobalSteps::Native(Box::new(move |scope: &mut v8::PinScope<'_, '_>| {
        if let Some(state) = GroupState::of(scope)
            && !state.has_queued_navigation(target)
        {
            replace_with_result(scope, &state, target, markup);
        }
    }));
    state.tasks.borrow_mut().push(Task::GlobalTask { realm: target, steps });
}

/// The document of realm `target` replaced by a javascript: URL's result `markup`.
fn replace_with_result(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    target: RealmId,
    markup: String,
) {
    let Some(info) = state.info(target).filter(|_| !state.is_detached(target)) else { return };
    let parent = info.parent;
    let element = state.element(scope, target).map(|e| v8::Global::new(scope, e));
    state.cancel_initial_load(target);
    let delays_parent_load = state.take_delays_parent_load(target);
    let request = DocumentRequest {
        url: info.url.clone(),
        error: None,
        parent,
        container: info.container.clone(),
        element,
        replaces: Some(target),
        delays_parent_load,
        reload: false,
        history: crate::runtime::event_loop::HistoryHandling::Replace,
        post: None,
        auxiliary: None,
        srcdoc: Some(markup),
        frame_name: None,
        referrer: None,
        by_container: false,
        blank_src: false,
        // (The result's document is of the origin of the document it replaces.)
        initiator: Some(target),
        blob: None,
    };
    load_document(scope, state, request);
}

/// [Evaluate a javascript: URL](https://html.spec.whatwg.org/multipage/browsing-the-web.html#evaluate-a-javascript:-url)
/// in the document of realm `target`: its script text is the URL's percent-decoded text
/// after `javascript:`; the result, if a string, is the new document's markup (`None`
/// otherwise, and when the sandboxed scripts flag stops it or it throws, which is
/// reported).
fn evaluate(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    target: RealmId,
    url: &Url,
) -> Option<String> {
    let info = state.info(target)?;
    // (The sandboxed scripts browsing context flag: nothing runs.)
    if info.scripting_disabled() {
        return None;
    }
    initial_about_blank::make_context(scope, state, target);
    let context = state.context(scope, target)?;
    let scope = &mut v8::ContextScope::new(scope, context);
    let encoded = url.as_str().get("javascript:".len()..)?;
    let text = percent_encoding::percent_decode_str(encoded).decode_utf8_lossy().into_owned();
    let name = info.url.to_string();
    // (Its base URL is the document base URL: the settings object's API base URL.)
    let base = state.document_base_url(scope, &info).to_string();
    let source = ScriptSource {
        text: &text,
        name: &name,
        line: 0,
        column: 0,
        shared_cross_origin: true,
        base: Some(&base),
        // (The default script fetch options: not those of the script that navigated.)
        fetch_options: Default::default(),
    };
    let result = match script::compile_and_run(scope, target, &source) {
        Ok((_, value)) => value.is_string().then(|| value.to_rust_string_lossy(scope)),
        Err(error) => {
            report_exception(scope, state, target, error);
            None
        }
    };
    checkpoint(scope, state);
    result
}
