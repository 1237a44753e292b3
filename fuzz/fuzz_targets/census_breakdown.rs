//! Debugger.Memory's `takeCensus({breakdown})` with breakdowns parsed from the input as
//! JSON. The breakdown is read and applied by JavaScript (`tally` in
//! `runtime/web/debugger/debugger.js`) over the rows the Rust census returns
//! (`natives.census`: the heap walk of `bindings::v8_internal::census`), so this target
//! runs the real thing in V8: one group for the process, its page holding instances of a
//! few classes (one named `__proto__`, one `constructor`), and a debugger realm that
//! gives the page a function taking a breakdown's JSON text. Asserts:
//! - the census returns, or throws a TypeError (a breakdown it does not know) or a
//!   RangeError (one nested past the call stack); never another error, never a crash;
//! - nothing is lost: a census with the breakdown `[{by: "count"}, B]` counts as many
//!   items under `B`'s leaves (summed along `B`'s shape) as the plain count.
//!
//! Each JSON input costs a full garbage collection (the census collects first): those run
//! at tens to hundreds a second; inputs that are not JSON are dropped before V8.
#![no_main]

use std::cell::RefCell;
use std::sync::Arc;
use std::time::Duration;

use framescope::runtime::event_loop::Outcome;
use framescope::runtime::group::BrowsingContextGroup;
use framescope::runtime::loader::headers::Headers;
use framescope::runtime::loader::hosts::{Response, VirtualHosts};
use framescope::runtime::realm::RealmId;
use libfuzzer_sys::fuzz_target;
use url::Url;

const PAGE: &str = "<!doctype html><script>
class Foo { constructor(i) { this.i = i; } }
class __proto__ {}
class constructor {}
class hasOwnProperty {}
window.keep = [new Map(), new Set(), 'a string', function f() {}];
for (let i = 0; i < 20; i++) keep.push(new Foo(i));
for (const C of [__proto__, constructor, hasOwnProperty]) keep.push(new C(), new C());
</script>";

/// The debugger: `census(text)` in every page realm; its result is `ok`, `error: …` for an
/// error a breakdown may cause, or `BUG: …`.
const DEBUGGER: &str = r#"
const COARSE = ["objects", "scripts", "strings", "other"];
// The items counted under `result`, a census by `breakdown` (null: not counted there).
const counted = (breakdown, result) => {
  if (breakdown === undefined || breakdown === null) breakdown = { by: "count" };
  if (Array.isArray(breakdown)) {
    const totals = breakdown.map((b, i) => counted(b, result[i])).filter((n) => n !== null);
    if (totals.some((n) => n !== totals[0])) throw new Error(`array breakdown counts differ: ${totals}`);
    return totals.length > 0 ? totals[0] : null;
  }
  const sum = (pairs) => {
    let total = 0;
    for (const [b, r] of pairs) {
      const n = counted(b, r);
      if (n === null) return null;
      total += n;
    }
    return total;
  };
  switch (breakdown.by) {
    case "count": return breakdown.count === false ? null : result.count;
    case "coarseType": return sum(COARSE.map((t) => [breakdown[t], result[t]]));
    case "objectClass":
    case "constructorName":
      return sum(Object.keys(result).map((k) => [k === "other" ? breakdown.other : breakdown.then, result[k]]));
    case "internalType": return sum(Object.keys(result).map((k) => [breakdown.then, result[k]]));
    case "allocationStack":
      return sum([...result].map(([k, r]) => [k === "noStack" ? breakdown.noStack : breakdown.then, r]));
    default: throw new Error(`a result for an unknown breakdown ${breakdown.by}`);
  }
};
page.onNewRealm((g) => {
  const dbg = new Debugger(g);
  g.census = (text) => {
    let breakdown;
    try { breakdown = JSON.parse(text); } catch (e) { return "not JSON"; }
    let result;
    try {
      result = dbg.memory.takeCensus({ breakdown: [{ by: "count" }, breakdown] });
    } catch (e) {
      if (e instanceof TypeError || e instanceof RangeError) return `error: ${e.name}`;
      return `BUG: takeCensus threw ${e && e.name}: ${e && e.message}`;
    }
    try {
      const n = counted(breakdown, result[1]);
      if (n !== null && n !== result[0].count) return `BUG: ${n} items under the breakdown, ${result[0].count} in all`;
    } catch (e) {
      if (e instanceof RangeError) return "error: RangeError";
      return `BUG: ${e && e.message}`;
    }
    return "ok";
  };
});
"#;

struct Page {
    group: BrowsingContextGroup,
    realm: RealmId,
}

fn page() -> Page {
    let url = Url::parse("https://census.test/").expect("url");
    let served = url.clone();
    let hosts = VirtualHosts::with_resolver(Arc::new(move |asked: &Url| {
        (asked == &served)
            .then(|| Ok(Response::text(served.clone(), 200, Headers::default(), PAGE.to_string())))
    }));
    let mut group = BrowsingContextGroup::new(hosts);
    group.install_debugger(DEBUGGER, "census-fuzz.js").expect("debugger installed");
    let realm = group.load(url);
    assert_eq!(group.run(Duration::from_secs(60)), Outcome::Idle, "the page goes idle");
    assert!(group.state().errors().is_empty(), "page errors: {:?}", group.state().errors());
    Page { group, realm }
}

thread_local! {
    static PAGE_STATE: RefCell<Option<Page>> = const { RefCell::new(None) };
}

fuzz_target!(|data: &[u8]| {
    // Only JSON reaches V8 (each page evaluation keeps a little, and most inputs are not):
    // serde_json reads what JSON.parse does, but for nesting past 128 and lone surrogates.
    let Ok(text) = std::str::from_utf8(data) else { return };
    if serde_json::from_str::<serde_json::Value>(text).is_err() {
        return;
    }
    let literal = serde_json::to_string(&text).expect("a JSON string");
    PAGE_STATE.with(|cell| {
        let mut cell = cell.borrow_mut();
        let page = cell.get_or_insert_with(page);
        let answer = page.group.eval(page.realm, &format!("census({literal})"));
        match answer {
            Ok(answer) => assert!(!answer.starts_with("BUG"), "{text}: {answer}"),
            Err(error) => panic!("{text}: census threw in the page: {error:?}"),
        }
    });
});
