//! Unit tests of `memory_chart` (src/memory_chart.rs).
use framescope::memory_chart::*;
use framescope::runtime::web::measure_memory::measurement::MemoryAttribution;
use framescope::runtime::web::measure_memory::measurement::{MemoryBreakdownEntry, MemoryMeasurement};

fn entry(bytes: u64, url: &str, scope: &str) -> MemoryBreakdownEntry {
    MemoryBreakdownEntry {
        bytes,
        attribution: vec![MemoryAttribution { url: url.into(), container: None, scope: scope.into() }],
        user_agent_specific_types: None,
        types: Some(vec!["JS".into()]),
    }
}

#[test]
fn bars_are_largest_first_and_the_tail_is_summed() {
    let breakdown: Vec<_> =
        (1..=30).map(|i| entry(i * 1000, &format!("https://a.test/{i}"), "Window")).collect();
    let measurement = MemoryMeasurement { bytes: breakdown.iter().map(|e| e.bytes).sum(), breakdown };
    let bars = bars(&measurement);
    assert_eq!(bars.len(), MAX_BARS);
    assert_eq!(bars[0].bytes, 30_000);
    let rest: u64 = (1..=7).map(|i| i * 1000).sum();
    assert_eq!(bars[MAX_BARS - 1].bytes, rest, "the 7 smallest entries summed");
    assert_eq!(bars[MAX_BARS - 1].label, "7 more entries");
}

#[test]
fn the_svg_names_each_realm() {
    let measurement = MemoryMeasurement {
        bytes: 3_000_000,
        breakdown: vec![
            entry(2_000_000, "https://a.test/", "Window"),
            entry(1_000_000, "cross-origin-url", "cross-origin-aggregated"),
        ],
    };
    let svg = render("https://a.test/", &measurement).expect("chart");
    assert!(svg.starts_with("<svg"));
    assert!(
        svg.contains("https://a.test/ [Window]")
            && svg.contains("cross-origin-url [cross-origin-aggregated]")
    );
    assert!(svg.contains("3.00 MB in all"));
}
