//! JavaScript dialogs of a served page: `alert`, `confirm` and `prompt` are told to the
//! sessions with the Page domain enabled
//! ([`Page.javascriptDialogOpening`](https://chromedevtools.github.io/devtools-protocol/tot/Page/#event-javascriptDialogOpening))
//! and block the page's script until one of them answers with
//! [`Page.handleJavaScriptDialog`](https://chromedevtools.github.io/devtools-protocol/tot/Page/#method-handleJavaScriptDialog);
//! then `Page.javascriptDialogClosed`. Meanwhile the page's thread reads its messages in a
//! nested loop (`nested_wait.rs`): the answer is handled at once, everything else
//! (commands that would run the page's script among them) waits until the dialog closes,
//! as in Chrome, whose renderer is blocked while a dialog is open.
//!
//! With no session listening (Page not enabled), there is nobody to show the dialog to:
//! it is dismissed at once (alert returns, confirm false, prompt null), the page's
//! behaviour without a hook (runtime/web/html/simple_dialogs.rs).
use std::cell::RefCell;
use std::collections::{HashSet, VecDeque};
use std::rc::Rc;
use std::sync::mpsc::Receiver;

use serde_json::json;

use super::frames::frame_id_of;
use super::nested_wait::{Heard, wait_for};
use super::page::{PageMessage, Sessions};
use super::protocol::{self, Command};
use crate::runtime::group::GroupState;
use crate::runtime::web::html::simple_dialogs::{Dialog, DialogAnswer, DialogHook};

/// Sets the page's group to show its dialogs to the page's sessions.
pub(super) fn install(
    state: &GroupState,
    page_id: String,
    receiver: Rc<Receiver<PageMessage>>,
    sessions: Sessions,
    deferred: Rc<RefCell<VecDeque<PageMessage>>>,
) {
    let show = move |state: &GroupState, dialog: &Dialog| {
        show(state, dialog, &page_id, &receiver, &sessions, &deferred)
    };
    DialogHook::set(state, Some(Rc::new(show)));
}

/// Removes the hook (its closure holds the page's channel and sessions).
pub(super) fn uninstall(state: &GroupState) {
    DialogHook::set(state, None);
}

fn show(
    state: &GroupState,
    dialog: &Dialog,
    page_id: &str,
    receiver: &Receiver<PageMessage>,
    sessions: &Sessions,
    deferred: &RefCell<VecDeque<PageMessage>>,
) -> Option<DialogAnswer> {
    let listening: HashSet<u64> =
        sessions.borrow().iter().filter(|(_, s)| s.page_enabled.get()).map(|(key, _)| *key).collect();
    if listening.is_empty() {
        return None;
    }
    let frame_id = frame_id_of(state, page_id, dialog.realm);
    let opening = json!({
        "url": dialog.url,
        "frameId": frame_id,
        "message": dialog.message,
        "type": dialog.kind.name(),
        // (framescope has no dialog of its own to show.)
        "hasBrowserHandler": false,
        "defaultPrompt": dialog.default_prompt,
    });
    tell(sessions, &listening, "Page.javascriptDialogOpening", &opening);
    let mut left = listening.clone();
    let heard = |key: u64, command: Command| {
        if command.method != "Page.handleJavaScriptDialog" {
            return Heard::Deferred(command);
        }
        let session = sessions.borrow().get(&key).cloned();
        let Some(session) = session else { return Heard::Handled };
        match answer_of(&command) {
            Ok(answer) => {
                session.send(command.reply(json!({})));
                Heard::Answered(answer)
            }
            Err(reply) => {
                session.send(reply);
                Heard::Handled
            }
        }
    };
    // (Nobody answered — the page closes, or the last listener went —: it is dismissed.)
    let answer = wait_for(receiver, deferred, listening, heard, |key| {
        left.remove(&key);
    })
    .unwrap_or_default();
    let closed = json!({
        "frameId": frame_id,
        "result": answer.accept,
        "userInput": answer.prompt_text.clone().unwrap_or_default(),
    });
    tell(sessions, &left, "Page.javascriptDialogClosed", &closed);
    Some(answer)
}

/// `Page.handleJavaScriptDialog`'s `accept` and `promptText`.
fn answer_of(command: &Command) -> Result<DialogAnswer, String> {
    let Some(accept) = command.flag("accept") else {
        return Err(
            command.fail(protocol::INVALID_PARAMS, "Invalid parameters: accept: boolean value expected")
        );
    };
    Ok(DialogAnswer { accept, prompt_text: command.string("promptText").map(str::to_string) })
}

fn tell(sessions: &Sessions, keys: &HashSet<u64>, method: &str, params: &serde_json::Value) {
    let sessions: Vec<_> =
        sessions.borrow().iter().filter(|(k, _)| keys.contains(k)).map(|(_, s)| s.clone()).collect();
    for session in sessions {
        session.event(method, params.clone());
    }
}
