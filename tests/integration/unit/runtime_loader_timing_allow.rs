//! Unit tests of `runtime::loader::timing_allow` (runtime/loader/timing_allow.rs): the TAO
//! check on every hop of a redirect chain, as the upstream resource-timing tests'
//! chains (SO-XO-SO-redirect-chain-tao, cross-origin-redirects) make them.
use framescope::runtime::loader::timing_allow::{Hop, timing_allow_passed};
use url::{Origin, Url};

const SO: &str = "https://a.test";
const XO: &str = "https://b.test";

/// Whether the chain `hops` ((URL, Timing-Allow-Origin)) passes for a client of `SO`.
fn passes(hops: &[(&str, Option<&str>)], navigate: bool) -> bool {
    let urls: Vec<Url> = hops.iter().map(|(u, _)| Url::parse(u).expect("a test URL")).collect();
    let hops: Vec<Hop> =
        urls.iter().zip(hops).map(|(url, (_, tao))| Hop { url, timing_allow_origin: *tao }).collect();
    let origin: Origin = Url::parse(SO).expect("origin").origin();
    timing_allow_passed(&origin, &hops, navigate)
}

#[test]
fn a_same_origin_chain_passes_without_any_header() {
    let so = format!("{SO}/x");
    assert!(passes(&[(&so, None), (&so, None)], false));
    assert!(passes(&[(&so, None), (&so, None)], true));
}

#[test]
fn a_cross_origin_hop_without_the_header_fails_the_whole_chain() {
    let (so, xo) = (format!("{SO}/x"), format!("{XO}/x"));
    // SO => XO (no TAO) => SO: the final response is same-origin, yet the flag is set.
    assert!(!passes(&[(&so, None), (&xo, None), (&so, None)], true));
    assert!(!passes(&[(&so, None), (&xo, None), (&so, Some("*"))], false));
    // Every cross-origin hop allows it: passes.
    assert!(passes(&[(&so, None), (&xo, Some("*")), (&xo, Some("*"))], false));
    assert!(passes(&[(&xo, Some("*")), (&xo, Some("*")), (&so, Some("*"))], false));
}

#[test]
fn the_origin_itself_matches_only_until_a_redirect_taints_it() {
    let (so, xo) = (format!("{SO}/x"), format!("{XO}/x"));
    // SO => XO naming the origin: the request's origin is still untainted.
    assert!(passes(&[(&so, None), (&xo, Some(SO))], false));
    // XO => XO => SO naming the origin: leaving XO for SO taints it ("null"), and the
    // response tainting is no longer "basic", so the same-origin hop fails.
    assert!(!passes(&[(&xo, Some(SO)), (&xo, Some(SO)), (&so, Some(SO))], false));
    assert!(passes(&[(&xo, Some(SO)), (&xo, Some(SO)), (&so, Some("null"))], false));
}
