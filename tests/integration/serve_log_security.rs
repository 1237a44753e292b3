//! `framescope serve`'s Log and Security domains (tests/cdp/log_security.mjs): a page of the
//! hosts folder whose subresources are missing, and an HTTPS server on 127.0.0.1 whose
//! self-signed certificate nothing trusts (`--allow-net`).
use std::sync::Arc;

use crate::network::{Reply, Server};

/// An HTTPS server with a self-signed certificate, answering `reached` to anyone.
fn untrusted_server() -> Server {
    let key = rcgen::KeyPair::generate().expect("key");
    let params = rcgen::CertificateParams::new(vec!["127.0.0.1".to_string()]).expect("params");
    let cert = params.self_signed(&key).expect("cert");
    let config = crate::network::tls_config(&cert, &key);
    let headers =
        || vec![("Content-Type", "text/plain".to_string()), ("Access-Control-Allow-Origin", "*".to_string())];
    Server::start_with(move |_| Reply::Send(200, headers(), b"reached".to_vec()), Some(Arc::new(config)))
}

/// Failed loads are `Log.entryAdded`, as are violations and the `document.write`
/// intervention's warning; a deprecation is an `Audits.issueAdded`; `Security.enable`
/// tells the page's state; `Security.setIgnoreCertificateErrors` holds for its page alone.
#[test]
fn log_entries_security_state_and_certificate_errors_ignored_per_page() {
    let server = untrusted_server();
    let hosts = crate::network::temp("serve-log-security");
    let site = hosts.join("site.test");
    std::fs::create_dir_all(&site).expect("hosts dir");
    let pages = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cdp/pages");
    for page in ["log.html", "write.html"] {
        std::fs::copy(pages.join(page), site.join(page)).expect("page");
    }
    // (The scripts write.html writes: its own site's, and another's.)
    std::fs::write(site.join("written.js"), "window.written = (window.written ?? 0) + 1;").expect("script");
    std::fs::create_dir_all(hosts.join("other.test")).expect("other site");
    std::fs::write(hosts.join("other.test/written.js"), "window.other = true;").expect("script");
    let serve = crate::serve::serve_from(&hosts, &["--allow-net", &server.allow()]);
    let untrusted = format!("https://127.0.0.1:{}", server.port);
    let args = [serve.port.to_string(), "https://site.test".to_string(), untrusted];
    crate::serve::run_node_client("log_security.mjs", "chrome-remote-interface", &args);
}

/// A page from an HTTPS server a test CA vouches for (`--ca-cert`): its response's
/// security details (SANs too) and its `secure` state with the certificate's.
#[test]
fn a_trusted_tls_pages_security_details() {
    let (ca_pem, config) = crate::network::test_ca(&[]);
    let page = || vec![("Content-Type", "text/html".to_string())];
    let server = Server::start_with(
        move |_| Reply::Send(200, page(), b"<title>secure</title>".to_vec()),
        Some(Arc::new(config)),
    );
    let hosts = crate::network::temp("serve-security-details");
    let ca_file = hosts.join("ca.pem");
    std::fs::write(&ca_file, ca_pem).expect("write CA");
    let allow = format!("www.framescope.test:{}", server.port);
    let rules = format!("MAP www.framescope.test 127.0.0.1:{}", server.port);
    let ca = crate::network::s(&ca_file);
    let serve = crate::serve::serve_from(
        &hosts,
        &["--allow-net", &allow, "--ca-cert", ca, "--host-resolver-rules", &rules],
    );
    let args = [serve.port.to_string(), format!("https://www.framescope.test:{}/", server.port)];
    crate::serve::run_node_client("security_details.mjs", "puppeteer-core", &args);
}
