//! Simple dialogs: `alert`, `confirm` and `prompt`, shown by whoever embeds the group.
//! [HTML §8.8.1 Simple dialogs](https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#simple-dialogs)
//!
//! framescope has no user. An embedder that can answer dialogs (`framescope serve`, for a
//! DevTools client listening to the Page domain) sets a [`DialogHook`] on the group; the
//! hook blocks the calling script until its answer comes, as a shown dialog does ("pause
//! while waiting for the user's response"). Without a hook, or when the hook declines, the
//! user agent "cannot show simple dialogs": `alert` returns, `confirm` returns false,
//! `prompt` returns null. The sandboxed modals flag is checked first, in window.js.
use std::cell::RefCell;
use std::rc::Rc;

use super::window::Native;
use crate::runtime::group::GroupState;
use crate::runtime::realm::RealmId;

/// Which dialog a page asks for (the names are the protocol's `Page.DialogType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DialogKind {
    Alert,
    Confirm,
    Prompt,
}

impl DialogKind {
    pub fn name(self) -> &'static str {
        match self {
            Self::Alert => "alert",
            Self::Confirm => "confirm",
            Self::Prompt => "prompt",
        }
    }

    fn parse(name: &str) -> Option<Self> {
        match name {
            "alert" => Some(Self::Alert),
            "confirm" => Some(Self::Confirm),
            "prompt" => Some(Self::Prompt),
            _ => None,
        }
    }
}

/// A dialog a realm's script opened.
#[derive(Clone, Debug)]
pub struct Dialog {
    pub kind: DialogKind,
    /// The realm whose window's method was called.
    pub realm: RealmId,
    /// Its document's URL.
    pub url: String,
    pub message: String,
    /// `prompt`'s default value ("" for the others).
    pub default_prompt: String,
}

/// The user's answer: OK (`accept`) or cancel, and what was typed into a prompt.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DialogAnswer {
    pub accept: bool,
    pub prompt_text: Option<String>,
}

/// Shows a dialog and waits for its answer; `None`: it cannot be shown.
pub type ShowDialog = Rc<dyn Fn(&GroupState, &Dialog) -> Option<DialogAnswer>>;

/// The group's way to show dialogs (none by default).
#[derive(Default)]
pub struct DialogHook(RefCell<Option<ShowDialog>>);

impl DialogHook {
    /// Sets (or, with `None`, removes) the group's hook.
    pub fn set(state: &GroupState, hook: Option<ShowDialog>) {
        *state.web.get::<DialogHook>().0.borrow_mut() = hook;
    }

    fn get(state: &GroupState) -> Option<ShowDialog> {
        state.web.get::<DialogHook>().0.borrow().clone()
    }
}

/// `natives.simpleDialog(kind, message, defaultValue)`.
pub fn natives() -> Vec<Native> {
    vec![("simpleDialog", v8::MapFnTo::map_fn_to(simple_dialog))]
}

/// The steps of [`alert(message)`](https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-alert),
/// [`confirm(message)`](https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-confirm) and
/// [`prompt(message, default)`](https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-prompt)
/// after window.js converted the arguments and checked the sandboxed modals flag:
/// 1. (window.js) If we cannot show simple dialogs for this, return (undefined, false, null).
/// 2. (Steps 2–4.) Show the message (normalized by the embedder) and the default, and
///    pause while waiting for the user's response: the hook blocks.
/// 5. Return: for `confirm`, true if the user clicked OK; for `prompt`, the string typed
///    (the default if none was given) or null if the user aborted.
fn simple_dialog<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let name = args.get(0).to_rust_string_lossy(scope);
    let Some(kind) = DialogKind::parse(&name) else { return };
    match kind {
        DialogKind::Alert => rv.set_undefined(),
        DialogKind::Confirm => rv.set_bool(false),
        DialogKind::Prompt => rv.set_null(),
    }
    let Some((state, realm)) = GroupState::current(scope) else { return };
    // (The user agent cannot show simple dialogs when nothing can show them.)
    let Some(hook) = DialogHook::get(&state) else { return };
    let dialog = Dialog {
        kind,
        realm,
        url: state.info(realm).map(|info| info.url.to_string()).unwrap_or_default(),
        message: args.get(1).to_rust_string_lossy(scope),
        default_prompt: if kind == DialogKind::Prompt {
            args.get(2).to_rust_string_lossy(scope)
        } else {
            String::new()
        },
    };
    let Some(answer) = hook(&state, &dialog) else { return };
    match kind {
        DialogKind::Alert => {}
        DialogKind::Confirm => rv.set_bool(answer.accept),
        DialogKind::Prompt if answer.accept => {
            let text = answer.prompt_text.unwrap_or(dialog.default_prompt);
            if let Some(text) = v8::String::new(scope, &text) {
                rv.set(text.into());
            }
        }
        DialogKind::Prompt => {}
    }
}
