//! `framescope serve`'s pages as Puppeteer drives them (tests/cdp/pages.mjs): JavaScript
//! dialogs answered over the protocol, session history (`page.goBack()`/`goForward()`,
//! the page's own `pushState` and its frames' entries); and a dialog with no client
//! listening.
use serde_json::json;

use crate::serve::{Client, run_node_client, runtime, serve_from};

fn hosts() -> std::path::PathBuf {
    let dir = crate::network::temp("serve-pages");
    let site = dir.join("site.test");
    std::fs::create_dir_all(&site).expect("hosts dir");
    let files = [
        (
            "dialogs.html",
            "<!doctype html><title>dialogs</title><button id=ask>ask</button><output id=out></output>\
             <script>window.afterDialogs = 'set by the page';\
             document.getElementById('ask').onclick = () => {\
               document.getElementById('out').textContent = prompt('who?');\
             };</script>",
        ),
        ("one.html", "<!doctype html><title>one</title>"),
        ("two.html", "<!doctype html><title>two</title>"),
        ("three.html", "<!doctype html><title>three</title>"),
        ("framed.html", "<!doctype html><title>framed</title><iframe id=child src=one.html></iframe>"),
    ];
    for (name, text) in files {
        std::fs::write(site.join(name), text).expect("file");
    }
    dir
}

#[test]
fn puppeteer_answers_dialogs_and_walks_the_session_history() {
    let hosts = hosts();
    let server = serve_from(&hosts, &[]);
    run_node_client("pages.mjs", "puppeteer-core", &[server.port.to_string(), "https://site.test".into()]);
}

/// With no session listening to the Page domain, a dialog cannot be shown: it is dismissed
/// at once (confirm false, prompt null) and the page's script goes on.
#[test]
fn a_dialog_with_no_client_listening_is_dismissed() {
    let hosts = hosts();
    let server = serve_from(&hosts, &[]);
    runtime().block_on(async {
        let mut client = Client::connect(&server.websocket).await;
        let created =
            client.call("Target.createTarget", json!({ "url": "https://site.test/one.html" }), None).await;
        let target = created["result"]["targetId"].as_str().expect("targetId").to_string();
        let attached =
            client.call("Target.attachToTarget", json!({ "targetId": target, "flatten": true }), None).await;
        let session = attached["result"]["sessionId"].as_str().expect("sessionId").to_string();
        let session = Some(session.as_str());
        let expression = "[confirm('sure?'), prompt('name?', 'anon'), alert('hi')]";
        let params = json!({ "expression": expression, "returnByValue": true });
        let result = client.call("Runtime.evaluate", params.clone(), session).await;
        assert_eq!(result["result"]["result"]["value"], json!([false, null, null]), "{result}");
        // No dialog is showing: there is nothing to answer.
        let answer = client.call("Page.handleJavaScriptDialog", json!({ "accept": true }), session).await;
        assert_eq!(answer["error"]["message"], json!("No dialog is showing"), "{answer}");

        // With Page enabled, the same dialogs wait for the client's answers.
        client.call("Page.enable", json!({}), session).await;
        let mut message =
            json!({ "id": 1000, "method": "Runtime.evaluate", "params": params, "sessionId": session });
        message["params"]["expression"] = json!("prompt('name?', 'anon')");
        client.send(&message.to_string()).await;
        let opening = client.event("Page.javascriptDialogOpening", |_| true).await;
        assert_eq!(opening["params"]["type"], json!("prompt"));
        assert_eq!(opening["params"]["message"], json!("name?"));
        assert_eq!(opening["params"]["defaultPrompt"], json!("anon"));
        assert_eq!(opening["params"]["url"], json!("https://site.test/one.html"));
        assert_eq!(opening["params"]["frameId"], json!(target));
        let bad = client.call("Page.handleJavaScriptDialog", json!({}), session).await;
        assert_eq!(bad["error"]["code"], json!(-32602), "{bad}");
        let answer = client
            .call("Page.handleJavaScriptDialog", json!({ "accept": true, "promptText": "typed" }), session)
            .await;
        assert_eq!(answer["result"], json!({}), "{answer}");
        let closed = client.event("Page.javascriptDialogClosed", |_| true).await;
        assert_eq!(closed["params"]["result"], json!(true));
        assert_eq!(closed["params"]["userInput"], json!("typed"));
        let evaluated = client.response(1000).await;
        assert_eq!(evaluated["result"]["result"]["value"], json!("typed"), "{evaluated}");
    });
}
