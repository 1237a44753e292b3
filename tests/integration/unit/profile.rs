//! Unit tests of `profile` (src/profile/mod.rs).
use framescope::profile::*;
use framescope::runtime::web::js_self_profiling::trace::ProfilerTrace;
use framescope::runtime::web::js_self_profiling::trace::{ProfilerFrame, ProfilerSample, ProfilerStack};

fn frame(name: &str, resource: Option<u32>, line: u32) -> ProfilerFrame {
    let position = resource.map(|_| line);
    ProfilerFrame { name: name.into(), resource_id: resource, line: position, column: position }
}

fn sample(timestamp: f64, stack_id: Option<u32>) -> ProfilerSample {
    ProfilerSample { timestamp, stack_id, marker: None }
}

/// main → work → now (an operation): 3 samples in work, 1 in now, 1 with no stack.
fn trace() -> ProfilerTrace {
    ProfilerTrace {
        resources: vec!["https://a.test/".into()],
        frames: vec![frame("main", Some(0), 1), frame("work;x", Some(0), 5), frame("now", None, 0)],
        stacks: vec![
            ProfilerStack { parent_id: None, frame_id: 0 },
            ProfilerStack { parent_id: Some(0), frame_id: 1 },
            ProfilerStack { parent_id: Some(1), frame_id: 2 },
        ],
        samples: vec![
            sample(1.0, Some(1)),
            sample(2.0, Some(1)),
            sample(3.0, Some(2)),
            sample(4.0, None),
            sample(5.5, Some(1)),
        ],
    }
}

#[test]
fn samples_last_until_the_next_and_stacks_read_root_first() {
    let trace = trace();
    let profile = Profile { name: "t", title: "t", sample_interval_ms: Some(1.0), trace: &trace };
    assert_eq!(profile.durations(), [1.0, 1.0, 1.0, 1.5, 1.0]);
    assert_eq!(profile.sample_frames(2), [0, 1, 2]);
    assert!(profile.sample_frames(3).is_empty());
    assert_eq!(trace.self_samples(), [(1, 3), (2, 1)]);
    assert_eq!(trace.frame_label(1), "work;x https://a.test/:5:5");
}

#[test]
fn every_format_is_written_for_a_trace_and_for_an_empty_one() {
    let dir = std::env::temp_dir().join(format!("framescope-profile-unit-{}", std::process::id()));
    for (name, trace) in [("full", trace()), ("empty", ProfilerTrace::default())] {
        let profile = Profile { name, title: "a title", sample_interval_ms: None, trace: &trace };
        let written = export(&dir, &profile).expect("exported");
        assert_eq!(written.len(), EXPORTS.len());
        let cpuprofile = cpuprofile::cpuprofile(&profile);
        assert_eq!(cpuprofile["samples"].as_array().map(Vec::len), Some(trace.samples.len()));
        let svg = std::fs::read_to_string(dir.join(format!("{name}.svg"))).expect("svg");
        assert!(svg.contains("</svg>"));
        if name == "full" {
            // `;` separates inferno's frames: a name holding one is not split.
            assert!(svg.contains("work,x https://a.test/:5:5"), "{svg}");
            // The stackless sample is a (program) node's; the rest are their stacks'.
            assert_eq!(cpuprofile["samples"], serde_json::json!([3, 3, 4, 5, 3]));
            assert_eq!(cpuprofile["timeDeltas"], serde_json::json!([0, 1000, 1000, 1000, 1500]));
        }
    }
    let _ = std::fs::remove_dir_all(dir);
}
