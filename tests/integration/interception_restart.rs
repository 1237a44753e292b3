//! A redirect hop a DevTools client sends to another URL (`Fetch.continueRequest` with
//! `url`, `runtime/loader/request_interception.rs`) goes on as the same fetch: the loader
//! keeps its redirect chain for SameSite cookies, its CORS state, its referrer (and the
//! policy a redirect named) and its redirect count, as its own redirects do. Driven through
//! the loader with an interceptor set on the test's thread, against a real server that
//! answers two sites (`a.test`, `c.test`, mapped to it by host resolver rules).
use std::rc::Rc;

use framescope::runtime::loader::allow_net::AllowNet;
use framescope::runtime::loader::cookie_jar::{Api, CookieRequest};
use framescope::runtime::loader::cors::CredentialsMode;
use framescope::runtime::loader::cors_redirects::CorsRequest;
use framescope::runtime::loader::host_resolver_rules::HostResolverRules;
use framescope::runtime::loader::hosts::{FetchError, Response, VirtualHosts};
use framescope::runtime::loader::network::{HttpRequest, Network, NetworkOptions};
use framescope::runtime::loader::network_observer::NetworkObserver;
use framescope::runtime::loader::referrer_policy::Referrer;
use framescope::runtime::loader::request_interception::{
    self, Interceptor, PausedRequest, RequestDecision, ResponseDecision,
};
use url::Url;

use crate::network::{Reply, Server, ok};

/// A client that sends every fetch's first redirect hop to `to`.
struct SendFirstHopTo(Url);

impl Interceptor for SendFirstHopTo {
    fn request(&self, request: &PausedRequest) -> RequestDecision {
        let url = (request.hop == 1).then(|| self.0.clone());
        RequestDecision::Continue { url, method: None, headers: None, body: None }
    }
    fn wants_response(&self, _: &PausedRequest) -> bool {
        false
    }
    fn response(&self, _: &PausedRequest, _: &Response) -> ResponseDecision {
        ResponseDecision::Continue { status: None, headers: None }
    }
}

/// `/start` redirects to `/hop` with `Referrer-Policy: no-referrer`, `/plain` to `/hop`
/// without; `/echo` answers with the `Cookie`, `Referer` and `Origin` it got; `/r/N`
/// redirects N times before it answers.
fn server() -> Server {
    Server::start(|request| {
        let header = |name: &str| {
            let found = request.headers.iter().find(|(n, _)| n.eq_ignore_ascii_case(name));
            found.map_or("-", |(_, v)| v.as_str()).to_string()
        };
        let to = |location: String, policy: &str| {
            let mut headers = vec![("Location", location)];
            if !policy.is_empty() {
                headers.push(("Referrer-Policy", policy.to_string()));
            }
            Reply::Send(302, headers, Vec::new())
        };
        let path = request.path.as_str();
        match path {
            "/start" => to("/hop".into(), "no-referrer"),
            "/plain" => to("/hop".into(), ""),
            "/echo" => {
                let body = format!("{}|{}|{}", header("cookie"), header("referer"), header("origin"));
                ok("text/plain", &body)
            }
            _ => match path.strip_prefix("/r/").and_then(|n| n.parse::<u32>().ok()) {
                Some(0) => ok("text/plain", "end"),
                Some(n) => to(format!("/r/{}", n - 1), ""),
                None => ok("text/plain", "the hop itself"),
            },
        }
    })
}

/// Hosts that reach `server` as `a.test` and `c.test`, with `SameSite=Strict` and `Lax`
/// cookies of `c.test` in their jar and the referrer `http://a.test:PORT/page`.
fn hosts(server: &Server) -> VirtualHosts {
    let port = server.port;
    let network = Network::new(NetworkOptions {
        allow: AllowNet::parse(&format!("a.test:{port},c.test:{port}")).expect("allow"),
        ca_certs: Vec::new(),
        ignore_certificate_errors: false,
        resolver_rules: HostResolverRules::parse("MAP *.test 127.0.0.1").expect("rules"),
        max_body_bytes: None,
        request_timeout: None,
    })
    .expect("network");
    let hosts = VirtualHosts::new(None).with_network(network).with_observer(NetworkObserver::default());
    let c = Url::parse(&format!("http://c.test:{port}/")).expect("url");
    for cookie in ["strict=1; SameSite=Strict", "lax=1; SameSite=Lax"] {
        hosts.cookie_jar().set(&c, cookie, &CookieRequest::top_level(&c), Api::Http).expect("cookie");
    }
    let page = Url::parse(&format!("http://a.test:{port}/page")).expect("url");
    hosts.with_referrer(Referrer::new(&page, "unsafe-url"))
}

/// Fetches `path` of `a.test` with `request`, its first hop sent to `to` (a path of
/// `c.test`).
fn fetch(server: &Server, path: &str, to: &str, request: &HttpRequest) -> Result<Response, FetchError> {
    let port = server.port;
    let to = Url::parse(&format!("http://c.test:{port}{to}")).expect("url");
    request_interception::set(Some(Rc::new(SendFirstHopTo(to))));
    let url = Url::parse(&format!("http://a.test:{port}{path}")).expect("url");
    let result = hosts(server).fetch_request(&url, request);
    request_interception::set(None);
    result
}

#[test]
fn a_hop_a_client_sends_elsewhere_keeps_the_fetchs_redirect_chain() {
    let server = server();
    let port = server.port;
    // The page sees the hop's URL; the request went to c.test after a redirect on a.test
    // (cross-site: the Lax cookie only, a top-level GET), under the policy the redirect
    // named (no Referer), with the CORS state's `Origin` of a request in CORS mode.
    let response = fetch(&server, "/start", "/echo", &HttpRequest::GET).expect("fetched");
    assert_eq!(response.url.as_str(), format!("http://a.test:{port}/hop"));
    assert_eq!(response.redirects.len(), 1);
    assert_eq!(response.body, "lax=1|-|-", "the cookies and referrer of a redirected request");
    // (Without the policy, the referrer goes on.)
    let response = fetch(&server, "/plain", "/echo", &HttpRequest::GET).expect("fetched");
    assert_eq!(response.body, format!("lax=1|http://a.test:{port}/page|-"));
    // (A request in CORS mode that a hop took to another origin sends its origin there.)
    let origin = Url::parse(&format!("http://a.test:{port}/")).expect("url").origin();
    let cors =
        CorsRequest { origin: &origin, credentials: CredentialsMode::SameOrigin, use_cors_preflight: false };
    let request = HttpRequest { cors: Some(cors), ..HttpRequest::GET };
    let response = fetch(&server, "/plain", "/echo", &request).expect("fetched");
    assert_eq!(response.body.rsplit('|').next(), Some(format!("http://a.test:{port}").as_str()));
    // The redirects before the client's URL count: one, then 19 there is the limit (20),
    // one then 20 a redirect loop.
    let response = fetch(&server, "/plain", "/r/19", &HttpRequest::GET).expect("20 redirects");
    assert_eq!((response.body.as_str(), response.redirects.len()), ("end", 20));
    match fetch(&server, "/plain", "/r/20", &HttpRequest::GET) {
        Err(FetchError::RedirectLoop { url }) => assert_eq!(url, format!("http://a.test:{port}/plain")),
        other => panic!("21 redirects: {other:?}"),
    }
    assert!(!server.requests().iter().any(|r| r.path == "/hop"), "the hop itself was fetched");
}
