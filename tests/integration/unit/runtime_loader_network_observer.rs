//! Unit tests of `runtime::loader::network_observer` (runtime/loader/network_observer.rs).
use framescope::runtime::loader::network_observer::*;
use std::time::{Instant, SystemTime};
use url::Url;

#[test]
fn overrides_add_headers_the_author_did_not_set() {
    let overrides = Overrides {
        extra_headers: vec![("X-Test".into(), "1".into()), ("Accept".into(), "x".into())],
        user_agent: Some("agent".into()),
        cache_disabled: false,
    };
    let author = vec![("accept".to_string(), "text/plain".to_string())];
    let all = NetworkObserver::with_overrides(&overrides, &author);
    assert_eq!(
        all,
        vec![
            ("accept".to_string(), "text/plain".to_string()),
            ("X-Test".to_string(), "1".to_string()),
            ("User-Agent".to_string(), "agent".to_string()),
        ]
    );
}

#[test]
fn records_only_while_recording() {
    let observer = NetworkObserver::default();
    let event = |id| NetworkEvent {
        id,
        context: RequestContext::default(),
        url: Url::parse("http://a.test/").expect("a URL"),
        method: "GET".into(),
        headers: Vec::new(),
        started: Instant::now(),
        started_wall: SystemTime::now(),
        ended: Instant::now(),
        outcome: Err("refused".into()),
    };
    observer.record(event(1));
    assert!(observer.take().is_empty());
    observer.set_recording(true);
    observer.record(event(2));
    assert_eq!(observer.take().iter().map(|e| e.id).collect::<Vec<_>>(), vec![2]);
    assert!(observer.take().is_empty());
}
