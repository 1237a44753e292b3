//! Unit tests of `bench::workloads` (src/bench/workloads.rs).
use framescope::bench::workloads::*;

#[test]
fn the_names_are_the_workloads() {
    assert_eq!(WORKLOADS.map(|w| w.name), NAMES);
}

#[test]
fn every_workload_script_defines_workload_and_parses() {
    for workload in WORKLOADS {
        assert!(workload.script.contains("function workload(scale)"), "{}", workload.name);
        framescope::bench::instrument::instrument(workload.name, workload.script).expect("parses");
    }
}

#[test]
fn a_package_that_cannot_be_installed_is_skipped_with_the_reason() {
    let dir = std::env::temp_dir().join(format!("framescope-workloads-test-{}", std::process::id()));
    let missing = dir.join("no-npm-here");
    let (ready, skipped) = prepare_with(&dir, &["compute".into(), "acorn".into()], &missing);
    assert_eq!(ready.iter().map(|r| r.workload.name).collect::<Vec<_>>(), ["compute"]);
    assert_eq!(skipped.len(), 1);
    assert_eq!(skipped[0].0, "acorn");
    assert!(skipped[0].1.contains("acorn@8.14.0 could not be installed"), "{:?}", skipped[0]);
    let _ = std::fs::remove_dir_all(&dir);
}
