//! Debugger.Memory on V8 (`framescope run --debugger`): the privileged debugger realm and
//! its `page` API, Debugger and Debugger.Object, exact census counts by constructor and
//! class limited to the debuggees, `onGarbageCollection` after `gc()`, the checks of the
//! handlers and settings, and the report's "debugger" realm.
use std::process::Command;
use std::time::Duration;

use framescope::runtime::event_loop::Outcome;
use framescope::runtime::group::BrowsingContextGroup;
use framescope::runtime::loader::hosts::VirtualHosts;
use url::Url;

use super::page::hosts;

/// The page: 10 000 instances of `Foo` in the top realm, two `Bar`s in its iframe.
const PAGE: &str = "<!doctype html><iframe src=child.html></iframe><script>
class Foo { constructor(i) { this.i = i; } }
window.keep = [];
for (let i = 0; i < 10000; i++) keep.push(new Foo(i));
console.log('page sees Debugger: ' + typeof Debugger + ', gc: ' + typeof gc + ', fromDebugger: ' + typeof fromDebugger);
</script>";
const CHILD: &str = "<script>class Bar {}; window.bars = [new Bar(), new Bar()];
console.log('child sees fromDebugger: ' + typeof fromDebugger);</script>";

/// Runs the page with `script` as the debugger; returns the console lines (realm label
/// first) and the errors.
fn run(name: &str, script: &str) -> (Vec<String>, Vec<String>) {
    run_pages(name, &[("a.test/index.html", PAGE), ("a.test/child.html", CHILD)], script)
}

/// Runs `https://a.test/` from `files` with `script` as the debugger, its idle callbacks
/// included; returns the console lines (realm label first) and the errors.
fn run_pages(name: &str, files: &[(&str, &str)], script: &str) -> (Vec<String>, Vec<String>) {
    let root = hosts(name, files);
    let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(root)));
    group.install_debugger(script, "debugger.js").expect("installed");
    group.load(Url::parse("https://a.test/").expect("url"));
    let mut outcome = group.run(Duration::from_secs(60));
    while outcome == Outcome::Idle
        && let Some(next) = group.debugger_idle(Duration::from_secs(60))
    {
        outcome = next;
    }
    assert_eq!(outcome, Outcome::Idle);
    let state = group.state();
    let label = |realm: u64| framescope::runtime::realm::realm_label(realm);
    let logs =
        state.console_messages().into_iter().map(|m| format!("[{}] {}", label(m.realm), m.text)).collect();
    let errors = state
        .errors()
        .into_iter()
        .map(|e| format!("[{}] {}", e.realm.map(|r| label(r.get())).unwrap_or_default(), e.message))
        .collect();
    (logs, errors)
}

#[test]
fn the_debugger_sees_each_realm_before_its_scripts_and_page_scripts_never_see_it() {
    let (logs, errors) = run(
        "debugger-page",
        "console.log('realms at start: ' + page.realms.length);
         page.onNewRealm((g) => { g.fromDebugger = 1; console.log('new realm: ' + g.location.href); });
         page.onIdle(() => console.log('idle: ' + page.realms.map((g) => g.location.pathname).join()));",
    );
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(
        logs,
        [
            "[debugger] realms at start: 0",
            "[debugger] new realm: https://a.test/",
            "[1] page sees Debugger: undefined, gc: undefined, fromDebugger: number",
            // The iframe's document loads after the top's script ran.
            "[debugger] new realm: https://a.test/child.html",
            "[2] child sees fromDebugger: number",
            "[debugger] idle: /,/child.html",
        ]
    );
}

#[test]
fn a_census_counts_the_debuggees_items_exactly_by_constructor_and_class() {
    let (logs, errors) = run(
        "debugger-census",
        "const dbg = new Debugger();
         page.onIdle(() => {
           const [top, child] = page.realms;
           dbg.addDebuggee(top);
           const byConstructor = dbg.memory.takeCensus({ breakdown: { by: 'constructorName' } });
           console.log('Foo ' + byConstructor.Foo.count + ', Bar ' + (byConstructor.Bar ? byConstructor.Bar.count : 'none'));
           const byClass = dbg.memory.takeCensus({ breakdown: { by: 'objectClass', then: { by: 'count', bytes: false } } });
           console.log('Object at least the Foos: ' + (byClass.Object.count >= 10000) + ', no bytes: ' + !('bytes' in byClass.Object));
           const both = dbg.memory.takeCensus({ breakdown: [{ by: 'count' }, { by: 'coarseType' }] });
           console.log('array of breakdowns: ' + both.length + ', objects ' + (both[1].objects.count >= 10000) + ', same total ' + (both[0].count >= both[1].objects.count));
           dbg.addDebuggee(child);
           const withChild = dbg.memory.takeCensus({ breakdown: { by: 'constructorName', then: { by: 'count', bytes: false } } });
           console.log('with the child: Foo ' + withChild.Foo.count + ', Bar ' + withChild.Bar.count);
           const whole = dbg.memory.takeCensus();
           console.log('default: ' + Object.keys(whole).join() + ', Array in objects ' + ('Array' in whole.objects));
           const stacks = dbg.memory.takeCensus({ breakdown: { by: 'allocationStack' } });
           console.log('allocationStack: Map ' + (stacks instanceof Map) + ', noStack ' + stacks.has('noStack'));
           try { dbg.memory.takeCensus({ breakdown: { by: 'nonsense' } }); } catch (e) { console.log('bad breakdown: ' + e.name); }
           const before = dbg.memory.takeCensus({ breakdown: { by: 'coarseType' } });
           // (repeat makes a tree of concatenations; slice makes one flat string of them)
           top.eval(\"window.big = ('y'.repeat(200000) + 'z').slice(1);\");
           const after = dbg.memory.takeCensus({ breakdown: { by: 'coarseType' } });
           console.log('shared items: strings ' + (before.strings.count > 0) + ', scripts ' + (before.scripts.count > 0) + ', a new 200 KB string ' + (after.strings.bytes - before.strings.bytes >= 200000));
         });",
    );
    assert!(errors.is_empty(), "{errors:?}");
    for expected in [
        "[debugger] Foo 10000, Bar none",
        "[debugger] Object at least the Foos: true, no bytes: true",
        "[debugger] array of breakdowns: 2, objects true, same total true",
        "[debugger] with the child: Foo 10000, Bar 2",
        "[debugger] default: objects,scripts,strings,other, Array in objects true",
        "[debugger] allocationStack: Map true, noStack true",
        "[debugger] bad breakdown: TypeError",
        "[debugger] shared items: strings true, scripts true, a new 200 KB string true",
    ] {
        assert!(logs.contains(&expected.to_string()), "{expected:?} not in {logs:#?}");
    }
}

#[test]
fn debugger_objects_reach_debuggee_values() {
    let (logs, errors) = run(
        "debugger-objects",
        "const dbg = new Debugger();
         page.onIdle(() => {
           const top = dbg.addDebuggee(page.realms[0]);
           console.log('same wrapper: ' + (top === dbg.addDebuggee(page.realms[0])) + ', debuggees ' + dbg.getDebuggees().length);
           const keep = top.getOwnPropertyDescriptor('keep').value;
           console.log('keep: ' + keep.class + ' of ' + keep.unsafeDereference().length + ', site ' + keep.allocationSite);
           const first = keep.getOwnPropertyDescriptor('0').value;
           console.log('first: ' + first.class + ', i = ' + first.getOwnPropertyDescriptor('i').value);
           try { dbg.addDebuggee({}); } catch (e) { console.log('not a global: ' + e.name); }
           dbg.removeDebuggee(page.realms[0]);
           console.log('removed: ' + dbg.getDebuggees().length + ', has ' + dbg.hasDebuggee(page.realms[0]));
         });",
    );
    assert!(errors.is_empty(), "{errors:?}");
    for expected in [
        "[debugger] same wrapper: true, debuggees 1",
        "[debugger] keep: Array of 10000, site null",
        "[debugger] first: Object, i = 0",
        "[debugger] not a global: TypeError",
        "[debugger] removed: 0, has false",
    ] {
        assert!(logs.contains(&expected.to_string()), "{expected:?} not in {logs:#?}");
    }
}

#[test]
fn on_garbage_collection_follows_gc_with_increasing_cycle_numbers() {
    let (logs, errors) = run(
        "debugger-gc",
        "const dbg = new Debugger();
         const seen = [];
         page.onNewRealm((g) => dbg.addDebuggee(g));
         console.log('starts undefined: ' + (dbg.memory.onGarbageCollection === undefined));
         try { dbg.memory.onGarbageCollection = 5; } catch (e) { console.log('not a function: ' + e.name); }
         dbg.memory.onGarbageCollection = function (statistics) { seen.push([this === dbg, statistics]); };
         page.onIdle(() => {
           const before = seen.length;
           gc();
           console.log('not inside gc(): ' + (seen.length === before));
           page.onIdle(() => {
             const numbers = seen.map(([, s]) => s.gcCycleNumber);
             console.log('after gc(): ' + (seen.length > before) + ', this is the debugger: ' + seen.every(([self]) => self));
             console.log('increasing: ' + numbers.every((n, i) => i === 0 || n > numbers[i - 1]));
             const last = seen[seen.length - 1][1];
             const slice = last.collections[0];
             console.log('forced: ' + last.reason + ' ' + last.nonincrementalReason + ', timed ' + (slice.startTimestamp <= slice.endTimestamp && slice.endTimestamp <= performance.now()));
           });
         });",
    );
    assert!(errors.is_empty(), "{errors:?}");
    for expected in [
        "[debugger] starts undefined: true",
        "[debugger] not a function: TypeError",
        "[debugger] not inside gc(): true",
        "[debugger] after gc(): true, this is the debugger: true",
        "[debugger] increasing: true",
        "[debugger] forced: API requested, timed true",
    ] {
        assert!(logs.contains(&expected.to_string()), "{expected:?} not in {logs:#?}");
    }
}

#[test]
fn settings_are_checked_and_handler_errors_go_to_the_uncaught_exception_handler() {
    let (logs, errors) = run(
        "debugger-settings",
        "const dbg = new Debugger();
         const memory = dbg.memory;
         try { memory.allocationSamplingProbability = 2; } catch (e) { console.log('probability 2: ' + e.name); }
         memory.allocationSamplingProbability = 0.5;
         console.log('probability: ' + memory.allocationSamplingProbability + ', log length ' + memory.maxAllocationsLogLength);
         try { memory.drainAllocationsLog(); } catch (e) { console.log('drain untracked: ' + e.name); }
         memory.trackingAllocationSites = true;
         console.log('tracking: ' + memory.trackingAllocationSites + ', empty log ' + memory.drainAllocationsLog().length);
         memory.trackingAllocationSites = false;
         memory.trackingTenurePromotions = true;
         console.log('tenure promotions: ' + Array.isArray(memory.drainTenurePromotionsLog()));
         memory.trackingTenurePromotions = false;
         try { memory.drainTenurePromotionsLog(); } catch (e) { console.log('tenure stopped: ' + e.name); }
         page.onNewRealm((g) => dbg.addDebuggee(g));
         dbg.uncaughtExceptionHandler = (e) => console.log('handled: ' + e.message);
         memory.onGarbageCollection = () => { throw new Error('from the handler'); };
         page.onIdle(() => gc());
         page.onIdle(() => { throw new Error('an idle callback threw'); });",
    );
    for expected in [
        "[debugger] probability 2: RangeError",
        "[debugger] probability: 0.5, log length 5000",
        "[debugger] drain untracked: Error",
        "[debugger] tracking: true, empty log 0",
        "[debugger] tenure promotions: true",
        "[debugger] tenure stopped: Error",
        "[debugger] handled: from the handler",
    ] {
        assert!(logs.contains(&expected.to_string()), "{expected:?} not in {logs:#?}");
    }
    assert_eq!(errors, ["[debugger] Error: an idle callback threw"]);
}

#[test]
fn framescope_run_debugger_reports_the_debugger_realm() {
    let root = hosts("debugger-cli", &[("a.test/index.html", PAGE), ("a.test/child.html", CHILD)]);
    let script = root.join("debugger.js");
    std::fs::write(&script, "page.onIdle(() => console.log('census Foo ' + (() => { const d = new Debugger(page.realms[0]); return d.memory.takeCensus({ breakdown: { by: 'constructorName' } }).Foo.count; })()));")
        .expect("script");
    let report = root.join("report.json");
    let output = Command::new(env!("CARGO_BIN_EXE_framescope"))
        .args(["run", "https://a.test/", "--hosts"])
        .arg(&root)
        .arg("--debugger")
        .arg(&script)
        .arg("--report")
        .arg(&report)
        .output()
        .expect("runs");
    assert!(output.status.success(), "{output:?}");
    assert!(
        String::from_utf8_lossy(&output.stdout).contains("[debugger] console.log: census Foo 10000"),
        "{output:?}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).expect("report")).expect("json");
    let console = json["console"].as_array().expect("console");
    assert!(console.iter().any(|m| m["realm"] == "debugger" && m["text"] == "census Foo 10000"), "{json}");

    let missing = Command::new(env!("CARGO_BIN_EXE_framescope"))
        .args(["run", "https://a.test/", "--hosts"])
        .arg(&root)
        .args(["--debugger", "/nonexistent/debugger.js"])
        .output()
        .expect("runs");
    assert_eq!(missing.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&missing.stderr)
            .contains("cannot read the debugger script /nonexistent/debugger.js")
    );
}

#[test]
fn the_allocation_log_names_class_constructor_and_site_of_each_debuggee_allocation() {
    let page = "<!doctype html><iframe src=child.html></iframe><script>
class Foo { constructor(i) { this.i = i; } }
function make(n) {
  const out = []; for (let i = 0; i < n; i++) out.push(new Foo(i));
  return out;
}
window.kept = make(100);
</script>";
    let child = "<script>class Foo { }; window.others = [new Foo(), new Foo(), new Foo()];</script>";
    let script = "const dbg = new Debugger();
        const memory = dbg.memory;
        page.onNewRealm((g) => {
          if (dbg.getDebuggees().length > 0) return;
          dbg.addDebuggee(g);
          memory.trackingAllocationSites = true;
        });
        page.onIdle(() => {
          const before = performance.now();
          const foos = memory.drainAllocationsLog().filter((e) => e.constructor === 'Foo');
          console.log('Foo entries: ' + foos.length + ', class ' + [...new Set(foos.map((e) => e.class))]);
          const e = foos[0];
          console.log('site: ' + e.frame.functionDisplayName + ' ' + e.frame.source + ':' + e.frame.line + ':' + e.frame.column + ', called from line ' + e.frame.parent.line);
          console.log('shared frames: ' + (foos[0].frame === foos[99].frame) + ', sizes ' + foos.every((f) => f.size > 0) + ', nursery ' + typeof e.inNursery);
          console.log('in time order: ' + foos.every((f, i) => i === 0 || f.timestamp >= foos[i - 1].timestamp) + ', before now ' + (foos[99].timestamp <= before));
          const make = dbg.getDebuggees()[0].unsafeDereference().make;
          memory.maxAllocationsLogLength = 10;
          make(100);
          console.log('overflowed: ' + memory.allocationsLogOverflowed);
          console.log('kept: ' + memory.drainAllocationsLog().length + ', then overflowed ' + memory.allocationsLogOverflowed);
          memory.maxAllocationsLogLength = 100000;
          memory.allocationSamplingProbability = 0.25;
          make(4000);
          const sampled = memory.drainAllocationsLog().filter((e) => e.constructor === 'Foo').length;
          console.log('sampled about a quarter: ' + (sampled > 600 && sampled < 1400));
          const top = dbg.getDebuggees()[0];
          const kept = top.getOwnPropertyDescriptor('kept').value.getOwnPropertyDescriptor('0').value;
          const site = kept.allocationSite;
          console.log('allocationSite: ' + site.functionDisplayName + ':' + site.line + ', same as the log ' + (site === e.frame));
          const byStack = memory.takeCensus({ breakdown: { by: 'allocationStack', then: { by: 'constructorName', then: { by: 'count', bytes: false } } } });
          console.log('census at the site: Foo ' + byStack.get(e.frame).Foo.count + ', noStack ' + byStack.has('noStack'));
          memory.trackingTenurePromotions = true;
          memory.maxTenurePromotionsLogLength = 100000;
          memory.allocationSamplingProbability = 1;
          // Young objects that live: a collection promotes them to the old generation.
          top.unsafeDereference().fresh = make(100);
          gc();
          const promoted = memory.drainTenurePromotionsLog().filter((p) => p.frame && p.frame.functionDisplayName === 'make' && p.class === 'Object');
          console.log('promoted from make: ' + (promoted.length >= 100) + ', sizes ' + promoted.every((p) => p.size > 0));
          memory.trackingAllocationSites = false;
          try { memory.drainAllocationsLog(); } catch (error) { console.log('stopped: ' + error.name); }
        });";
    let files = [("a.test/index.html", page), ("a.test/child.html", child)];
    let (logs, errors) = run_pages("debugger-allocations", &files, script);
    assert!(errors.is_empty(), "{errors:?} {logs:?}");
    for expected in [
        // Exactly the top realm's hundred (not the iframe's Foos: it is no debuggee).
        "[debugger] Foo entries: 100, class Object",
        "[debugger] site: make https://a.test/:4:56, called from line 7",
        "[debugger] shared frames: true, sizes true, nursery boolean",
        "[debugger] in time order: true, before now true",
        "[debugger] overflowed: true",
        "[debugger] kept: 10, then overflowed false",
        "[debugger] sampled about a quarter: true",
        // The hundred kept at load (the log's first sites) and the others made since.
        "[debugger] allocationSite: make:4, same as the log true",
        "[debugger] census at the site: Foo 100, noStack true",
        "[debugger] promoted from make: true, sizes true",
        "[debugger] stopped: Error",
    ] {
        assert!(logs.contains(&expected.to_string()), "{expected:?} not in {logs:#?}");
    }
}

/// A realm carries the objects of the interfaces made on first use (`URL`, `fetch`,
/// `TextEncoder`, …: runtime/web/webidl/interface_objects.rs) only once something reads
/// them: two fresh frames hold the same objects until one of them is read from, and the
/// read makes them in the frame it was read from.
#[test]
fn interfaces_made_on_first_use_cost_a_realm_nothing_until_read() {
    let (logs, errors) = run_pages(
        "debugger-lazy-interfaces",
        &[("a.test/index.html", "<!doctype html><iframe></iframe><iframe></iframe>")],
        "page.onIdle(() => {
           const [, first, second] = page.realms;
           const objects = (realm) => {
             const dbg = new Debugger(realm);
             return dbg.memory.takeCensus({ breakdown: { by: 'coarseType' } }).objects.count;
           };
           const before = [objects(first), objects(second)];
           console.log('fresh frames alike: ' + (before[0] === before[1]));
           const names = ['URL', 'Blob', 'Headers', 'TextEncoder', 'AbortController', 'MouseEvent', 'MessageChannel', 'Worker'];
           for (const name of names) if (typeof second[name] !== 'function') console.log('not made: ' + name);
           const made = objects(second) - objects(first);
           console.log('made in the frame read from: ' + (made >= 2 * names.length) + ', the other unchanged: ' + (objects(first) === before[0]));
         });",
    );
    assert!(errors.is_empty(), "{errors:?}");
    for expected in [
        "[debugger] fresh frames alike: true",
        "[debugger] made in the frame read from: true, the other unchanged: true",
    ] {
        assert!(logs.contains(&expected.to_string()), "{expected:?} not in {logs:#?}");
    }
}
