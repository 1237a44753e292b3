//! The [Input](https://chromedevtools.github.io/devtools-protocol/tot/Input/) domain:
//! trusted mouse and key events in the top-level document, through the same user-input
//! model as `framescope wpt`'s testdriver (runtime/web/html/user_input.js), each in a task
//! of its own; a command is answered once its events were dispatched.
//!
//! framescope has no layout: a point hits the element whose *hit box* holds it (an element
//! asked for its box — `getBoundingClientRect`, `getClientRects`, as Puppeteer and
//! Playwright do before they click — gets an 8×8 cell of a grid over the viewport;
//! runtime/web/cssom/cssom_view.js), and any other point the document's body. Wheel,
//! touch and drag input are refused.
use serde_json::Value;

use super::protocol::{self, Command};
use crate::runtime::group::InputValue;

/// One input event for the page's `devtoolsInput` hook.
pub struct InputEvent {
    pub kind: &'static str,
    pub a: InputValue,
    pub b: f64,
}

fn event(kind: &'static str, a: InputValue, b: f64) -> InputEvent {
    InputEvent { kind, a, b }
}

/// The mouse's last point, so a press where the mouse already is moves nothing.
#[derive(Default)]
pub struct Mouse {
    at: Option<(f64, f64)>,
}

/// The events an `Input.*` command means, or the error to answer.
pub fn events(mouse: &mut Mouse, command: &Command) -> Result<Vec<InputEvent>, String> {
    match command.method.as_str() {
        "Input.dispatchMouseEvent" => mouse_events(mouse, command),
        "Input.dispatchKeyEvent" => key_events(command),
        "Input.insertText" => match command.string("text") {
            Some(text) => Ok(vec![event("text", InputValue::Text(text.to_string()), 0.0)]),
            None => {
                Err(command.fail(protocol::INVALID_PARAMS, "Invalid parameters: text: string value expected"))
            }
        },
        "Input.dispatchTouchEvent" | "Input.dispatchDragEvent" | "Input.emulateTouchFromMouseEvent" => {
            Err(command.fail(
                protocol::SERVER_ERROR,
                "framescope has only a mouse and a keyboard: no touch or drag input",
            ))
        }
        _ => Err(command.unknown()),
    }
}

fn mouse_events(mouse: &mut Mouse, command: &Command) -> Result<Vec<InputEvent>, String> {
    let number = |name: &str| command.params.get(name).and_then(Value::as_f64);
    let (Some(kind), Some(x), Some(y)) = (command.string("type"), number("x"), number("y")) else {
        return Err(command.fail(protocol::INVALID_PARAMS, "Invalid parameters: type, x and y are required"));
    };
    let button = match command.string("button").unwrap_or("none") {
        "left" => 0.0,
        "middle" => 1.0,
        "right" => 2.0,
        "back" => 3.0,
        "forward" => 4.0,
        _ => -1.0,
    };
    let mut list = Vec::new();
    if mouse.at != Some((x, y)) || kind == "mouseMoved" {
        list.push(event("move", InputValue::Number(x), y));
        mouse.at = Some((x, y));
    }
    match kind {
        "mouseMoved" => {}
        "mousePressed" | "mouseReleased" if button < 0.0 => {
            return Err(command
                .fail(protocol::INVALID_PARAMS, "Invalid parameters: a press or release needs a button"));
        }
        "mousePressed" => list.push(event("down", InputValue::Number(button), 0.0)),
        "mouseReleased" => list.push(event("up", InputValue::Number(button), 0.0)),
        "mouseWheel" => {
            return Err(command.fail(
                protocol::SERVER_ERROR,
                "framescope has no layout and nothing scrolls: no wheel input",
            ));
        }
        other => {
            return Err(command.fail(
                protocol::INVALID_PARAMS,
                &format!("Invalid parameters: type: unknown mouse event {other:?}"),
            ));
        }
    }
    Ok(list)
}

/// The WebDriver key value (https://w3c.github.io/webdriver/#keyboard-actions) of a
/// DevTools `key`.
fn webdriver_key(key: &str) -> Option<String> {
    let special = match key {
        "Cancel" => '\u{E001}',
        "Help" => '\u{E002}',
        "Backspace" => '\u{E003}',
        "Tab" => '\u{E004}',
        "Clear" => '\u{E005}',
        "Enter" => '\u{E007}',
        "Shift" => '\u{E008}',
        "Control" => '\u{E009}',
        "Alt" => '\u{E00A}',
        "Pause" => '\u{E00B}',
        "Escape" => '\u{E00C}',
        "PageUp" => '\u{E00E}',
        "PageDown" => '\u{E00F}',
        "End" => '\u{E010}',
        "Home" => '\u{E011}',
        "ArrowLeft" => '\u{E012}',
        "ArrowUp" => '\u{E013}',
        "ArrowRight" => '\u{E014}',
        "ArrowDown" => '\u{E015}',
        "Insert" => '\u{E016}',
        "Delete" => '\u{E017}',
        "Meta" => '\u{E03D}',
        _ => {
            if let Some(n) =
                key.strip_prefix('F').and_then(|n| n.parse::<u32>().ok()).filter(|n| (1..=12).contains(n))
            {
                return char::from_u32(0xE031 + n - 1).map(String::from);
            }
            let mut chars = key.chars();
            return match (chars.next(), chars.next()) {
                (Some(c), None) => Some(c.to_string()),
                _ => None,
            };
        }
    };
    Some(special.to_string())
}

fn key_events(command: &Command) -> Result<Vec<InputEvent>, String> {
    let Some(kind) = command.string("type") else {
        return Err(command.fail(protocol::INVALID_PARAMS, "Invalid parameters: type: string value expected"));
    };
    let text = command.string("text").unwrap_or_default();
    // A `char` event is the text of a key already down (its keyDown typed it); alone, it
    // is text typed.
    if kind == "char" {
        return Ok(vec![event("text", InputValue::Text(text.to_string()), 0.0)]);
    }
    let key = command.string("key").filter(|k| !k.is_empty()).map(str::to_string).or_else(|| {
        let mut chars = text.chars();
        chars.next().filter(|_| chars.next().is_none()).map(String::from)
    });
    let Some(value) = key.as_deref().and_then(webdriver_key) else {
        let message = format!("framescope cannot type the key {:?}", key.unwrap_or_default());
        return Err(command.fail(protocol::SERVER_ERROR, &message));
    };
    match kind {
        "keyDown" | "rawKeyDown" => Ok(vec![event("keyDown", InputValue::Text(value), 0.0)]),
        "keyUp" => Ok(vec![event("keyUp", InputValue::Text(value), 0.0)]),
        other => Err(command.fail(
            protocol::INVALID_PARAMS,
            &format!("Invalid parameters: type: unknown key event {other:?}"),
        )),
    }
}
