//! The HTTP discovery endpoints, as Chrome's `--remote-debugging-port` serves them:
//! `/json/version`, `/json/list` (and `/json`), `/json/protocol`, `/json/new?URL`,
//! `/json/activate/ID`, `/json/close/ID`.
use std::sync::Mutex;

use hyper::{Method, StatusCode};
use serde_json::{Value, json};

use super::browser::{self, Browser, USER_AGENT};

/// The status and body of a discovery request.
pub fn respond(
    browser: &Mutex<Browser>,
    method: &Method,
    path: &str,
    query: Option<&str>,
    host: Option<&str>,
) -> (StatusCode, String) {
    let mut browser = browser::lock(browser);
    // The address the client used (Host), so the URLs work through a port forward too.
    let host = host.map(str::to_string).unwrap_or_else(|| browser.address().to_string());
    let path = path.trim_end_matches('/');
    match path {
        "/json/version" => ok(json!({
            "Browser": format!("framescope/{}", env!("CARGO_PKG_VERSION")),
            "Protocol-Version": "1.3",
            "User-Agent": USER_AGENT,
            "V8-Version": v8::V8::get_version(),
            "WebKit-Version": "",
            "webSocketDebuggerUrl": browser.websocket_url().replace(&browser.address().to_string(), &host),
        })),
        "/json" | "/json/list" => {
            let list: Vec<Value> =
                browser.target_infos().iter().map(|info| info.to_list_entry(&host)).collect();
            ok(Value::Array(list))
        }
        "/json/protocol" => ok(super::protocol_description::protocol_description()),
        "/json/new" => {
            // Chrome asks for PUT since 111; GET still answers there with an error.
            if method != Method::PUT {
                return (
                    StatusCode::METHOD_NOT_ALLOWED,
                    "Using unsafe HTTP verb GET to invoke /json/new. This action supports only PUT verb."
                        .into(),
                );
            }
            let url = query.map(percent_decode).unwrap_or_default();
            match browser.create_target(&url, None) {
                Ok(id) => {
                    let entry = browser.target_infos().into_iter().find(|t| t.target_id == id);
                    ok(entry.map(|t| t.to_list_entry(&host)).unwrap_or(Value::Null))
                }
                Err(e) => (StatusCode::INTERNAL_SERVER_ERROR, e),
            }
        }
        _ => {
            if let Some(id) = path.strip_prefix("/json/close/") {
                if browser.is_worker(id) {
                    let message = "A shared or service worker cannot be closed: it ends with its page";
                    return (StatusCode::BAD_REQUEST, message.into());
                }
                return match browser.close_target(id) {
                    true => (StatusCode::OK, "Target is closing".into()),
                    false => (StatusCode::NOT_FOUND, format!("No such target id: {id}")),
                };
            }
            if let Some(id) = path.strip_prefix("/json/activate/") {
                return match browser.target_infos().iter().any(|t| t.target_id == id) {
                    true => (StatusCode::OK, "Target activated".into()),
                    false => (StatusCode::NOT_FOUND, format!("No such target id: {id}")),
                };
            }
            (StatusCode::NOT_FOUND, format!("Unknown command: {}", path.trim_start_matches("/json/")))
        }
    }
}

fn ok(value: Value) -> (StatusCode, String) {
    (StatusCode::OK, serde_json::to_string_pretty(&value).unwrap_or_default())
}

/// `/json/new?URL` takes the URL as the whole query, percent-encoded or not.
fn percent_decode(query: &str) -> String {
    percent_encoding::percent_decode_str(query).decode_utf8_lossy().into_owned()
}
