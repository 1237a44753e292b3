//! Unit tests of `runtime::loader::requests_in_flight` (runtime/loader/requests_in_flight.rs).
use framescope::runtime::loader::network_observer::{Destination, RequestContext};
use framescope::runtime::loader::requests_in_flight::*;

#[test]
fn a_documents_own_subresources_count_not_documents_nor_workers() {
    let of = |destination, realm, worker| RequestContext { destination, realm, document: None, worker };
    assert_eq!(counted_realm(&of(Destination::Fetch, Some(3), false)), Some(3));
    assert_eq!(counted_realm(&of(Destination::Script, Some(3), false)), Some(3));
    // (A frame's document is requested with its parent's realm: the browser's, in Chromium.)
    assert_eq!(counted_realm(&of(Destination::Document, Some(3), false)), None);
    assert_eq!(counted_realm(&of(Destination::Fetch, Some(3), true)), None);
    assert_eq!(counted_realm(&of(Destination::Fetch, None, false)), None);
}

#[test]
fn quiet_begins_when_the_count_falls_to_two_and_to_none() {
    let mut flights = RequestsInFlight::default();
    // A realm that never requested anything was quiet all along.
    assert_eq!(flights.quiet(1), Quiet::default());
    for _ in 0..3 {
        flights.begin(1);
    }
    let three = flights.quiet(1);
    assert_eq!((three.in_flight, three.at_most_two_since, three.none_since), (3, None, None));
    flights.end(1);
    let two = flights.quiet(1);
    assert_eq!(two.in_flight, 2);
    let almost = two.at_most_two_since.expect("at most two from now on");
    assert_eq!(two.none_since, None);
    // Below two the almost-quiet goes on from when it began; none in flight starts the quiet.
    flights.end(1);
    flights.end(1);
    let none = flights.quiet(1);
    assert_eq!((none.in_flight, none.at_most_two_since), (0, Some(almost)));
    let quiet = none.none_since.expect("quiet from now on");
    assert!(quiet >= almost);
    // A request that begins ends the quiet (not the almost-quiet: one is at most two).
    flights.begin(1);
    assert_eq!(flights.quiet(1).none_since, None);
    assert_eq!(flights.quiet(1).at_most_two_since, Some(almost));
    // Another realm's count is its own; a realm gone is forgotten once nothing is in flight.
    assert_eq!(flights.quiet(2), Quiet::default());
    flights.forget(1);
    assert_eq!(flights.quiet(1).in_flight, 1);
    flights.end(1);
    flights.forget(1);
    assert_eq!(flights.quiet(1), Quiet::default());
}
