//! `framescope serve`: the [Chrome DevTools Protocol](https://chromedevtools.github.io/devtools-protocol/)
//! over HTTP and WebSocket, so that Puppeteer, Playwright, chrome-remote-interface and
//! DevTools drive framescope's pages and read its measurements.
//!
//! The layers: this file serves HTTP (the `/json/*` discovery endpoints) and upgrades
//! `/devtools/browser/ID` and `/devtools/page/ID` to WebSockets, on a tokio runtime;
//! [`browser`] keeps the targets and answers the browser-level domains (`Target`,
//! `Browser`) and routes every other message to its page; each page is a browsing context
//! group on a thread of its own ([`page`]), where V8's inspector ([`inspector`]) answers
//! the JavaScript domains and framescope answers `Page` and its own `Framescope` domain.
//! One slow page never stalls another, nor the connection.
mod audits_domain;
pub mod browser;
mod console;
mod dialogs;
mod dom;
mod emulation;
mod fetch_domain;
mod fetch_relay;
mod frames;
mod framescope_domain;
mod http;
mod input;
pub mod inspector;
mod isolated_world;
mod kept_entries;
mod log_domain;
mod metrics;
mod navigation_history;
mod nested_wait;
mod network;
mod network_idle;
pub mod page;
mod page_realms;
mod page_thread;
mod protocol;
pub mod protocol_description;
mod realm_registration;
mod resources;
mod security_domain;
mod target_info;
mod workers;

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::{Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::Role;

use crate::network_args::NetworkArgs;
use crate::runtime::loader::hosts::VirtualHosts;
use browser::{Browser, Endpoint};

/// What `framescope serve` was told.
#[derive(Clone, Debug)]
pub struct ServeOptions {
    pub host: IpAddr,
    /// 0 for any free port (the one taken is printed).
    pub port: u16,
    /// The virtual hosts' folder pages come from.
    pub hosts: PathBuf,
    pub network: NetworkArgs,
    /// Each page's V8 heap limit, in MB (a page past it crashes: `Target.targetCrashed`).
    pub max_heap_mb: usize,
}

/// A message to a WebSocket connection's writer.
pub type Outbox = mpsc::UnboundedSender<String>;

/// Serves until the process is stopped (or the browser is closed with `Browser.close`).
/// Prints `DevTools listening on ws://…` on stderr first, as Chrome does, so tools that
/// start framescope read the endpoint from there.
pub fn serve(options: ServeOptions) -> Result<(), String> {
    if !options.hosts.is_dir() {
        return Err(format!("no such hosts directory: {}", options.hosts.display()));
    }
    // Bad network flags are the user's input: named before anything is served.
    let hosts =
        options.network.apply(VirtualHosts::new(Some(options.hosts.clone())), Duration::from_secs(30))?;
    if !options.host.is_loopback() {
        eprintln!(
            "framescope serve: warning: listening on {} — anyone who can reach it can run \
             JavaScript in framescope's pages and read what they load; use 127.0.0.1 unless \
             that network is yours alone",
            options.host
        );
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the server: {e}"))?;
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(SocketAddr::new(options.host, options.port))
            .await
            .map_err(|e| format!("cannot listen on {}:{}: {e}", options.host, options.port))?;
        let address = listener.local_addr().map_err(|e| format!("cannot read the address: {e}"))?;
        let (closed_tx, mut closed_rx) = mpsc::unbounded_channel::<()>();
        let browser = Browser::new(address, hosts, options.max_heap_mb, closed_tx);
        eprintln!("\nDevTools listening on {}", browser::lock(&browser).websocket_url());
        loop {
            let (stream, _) = tokio::select! {
                accepted = listener.accept() => match accepted {
                    Ok(accepted) => accepted,
                    Err(e) => { eprintln!("framescope serve: accept failed: {e}"); continue }
                },
                _ = closed_rx.recv() => break,
            };
            // The protocol is small messages, each answered at once: Nagle's algorithm would
            // hold a reply back for the client's delayed ACK (40 ms a message on Linux).
            if let Err(e) = stream.set_nodelay(true) {
                eprintln!("framescope serve: cannot set TCP_NODELAY: {e}");
            }
            let browser = browser.clone();
            tokio::spawn(async move {
                let service = hyper::service::service_fn(move |request| handle(browser.clone(), request));
                let connection = hyper::server::conn::http1::Builder::new()
                    .serve_connection(TokioIo::new(stream), service)
                    .with_upgrades();
                // A client that goes away mid-request is no error of the server's.
                let _ = connection.await;
            });
        }
        browser::lock(&browser).close_all();
        Ok(())
    })
}

type Body = Full<Bytes>;

/// One HTTP request: a discovery endpoint, or a WebSocket upgrade to an endpoint.
async fn handle(
    browser: Arc<Mutex<Browser>>,
    request: Request<Incoming>,
) -> Result<Response<Body>, hyper::Error> {
    let path = request.uri().path().to_string();
    let is_upgrade = request
        .headers()
        .get(hyper::header::UPGRADE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("websocket"));
    if !is_upgrade {
        let query = request.uri().query().map(str::to_string);
        let host =
            request.headers().get(hyper::header::HOST).and_then(|v| v.to_str().ok()).map(str::to_string);
        let (status, body) =
            http::respond(&browser, request.method(), &path, query.as_deref(), host.as_deref());
        return Ok(json_response(status, body));
    }
    let endpoint = browser::lock(&browser).endpoint(&path);
    let Some(endpoint) = endpoint else {
        return Ok(json_response(StatusCode::NOT_FOUND, format!("No such target id: {path}")));
    };
    let Some(key) = request.headers().get(hyper::header::SEC_WEBSOCKET_KEY).map(|k| k.as_bytes().to_vec())
    else {
        return Ok(json_response(
            StatusCode::BAD_REQUEST,
            "a WebSocket upgrade needs Sec-WebSocket-Key".into(),
        ));
    };
    let accept = tokio_tungstenite::tungstenite::handshake::derive_accept_key(&key);
    tokio::spawn(async move {
        match hyper::upgrade::on(request).await {
            Ok(upgraded) => websocket(browser, endpoint, TokioIo::new(upgraded)).await,
            Err(e) => eprintln!("framescope serve: the WebSocket upgrade failed: {e}"),
        }
    });
    let mut response = Response::new(Body::default());
    *response.status_mut() = StatusCode::SWITCHING_PROTOCOLS;
    let headers = response.headers_mut();
    headers.insert(hyper::header::UPGRADE, hyper::header::HeaderValue::from_static("websocket"));
    headers.insert(hyper::header::CONNECTION, hyper::header::HeaderValue::from_static("Upgrade"));
    if let Ok(value) = hyper::header::HeaderValue::from_str(&accept) {
        headers.insert(hyper::header::SEC_WEBSOCKET_ACCEPT, value);
    }
    Ok(response)
}

fn json_response(status: StatusCode, body: String) -> Response<Body> {
    let mut response = Response::new(Body::from(body));
    *response.status_mut() = status;
    response.headers_mut().insert(
        hyper::header::CONTENT_TYPE,
        hyper::header::HeaderValue::from_static("application/json; charset=UTF-8"),
    );
    response
}

/// One WebSocket connection: messages in go to the browser's router, messages out come
/// from its outbox (responses and events of every session on it).
async fn websocket<S>(browser: Arc<Mutex<Browser>>, endpoint: Endpoint, stream: S)
where
    S: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin,
{
    let socket = tokio_tungstenite::WebSocketStream::from_raw_socket(stream, Role::Server, None).await;
    let (mut sink, mut source) = socket.split();
    let (outbox, mut outgoing) = mpsc::unbounded_channel::<String>();
    // (A worker's own endpoint carries one session, whose messages have no session id:
    // `protocol::untold_session_id`.)
    let connection = browser::lock(&browser).connect(endpoint, outbox);
    loop {
        tokio::select! {
            message = source.next() => match message {
                Some(Ok(Message::Text(text))) => browser::route(&browser, connection, text.as_str()),
                Some(Ok(Message::Binary(bytes))) => match std::str::from_utf8(&bytes) {
                    Ok(text) => browser::route(&browser, connection, text),
                    Err(_) => browser::route(&browser, connection, "not UTF-8"),
                },
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => break,
                Some(Ok(_)) => {}
            },
            out = outgoing.recv() => match out {
                Some(text) => if sink.send(Message::text(text)).await.is_err() { break },
                None => break,
            },
        }
    }
    browser::lock(&browser).disconnect(connection);
}
