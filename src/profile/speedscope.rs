//! A trace in [speedscope's file format](https://www.speedscope.app/file-format-schema.json):
//! one `sampled` profile whose samples are stacks of indexes into the shared frames, root
//! first, each weighted by how long it lasted (ms). Samples with no stack are empty stacks
//! (idle time on speedscope's timeline).
use serde_json::{Value, json};

use super::Profile;

/// The schema speedscope files name.
pub const SCHEMA: &str = "https://www.speedscope.app/file-format-schema.json";

pub fn speedscope(profile: &Profile<'_>) -> Value {
    let trace = profile.trace;
    let frames: Vec<Value> = trace
        .frames
        .iter()
        .map(|frame| {
            let mut value =
                json!({ "name": if frame.name.is_empty() { "(anonymous)" } else { &frame.name } });
            if let Some(url) = frame.resource_id.and_then(|r| trace.resources.get(r as usize)) {
                value["file"] = json!(url);
            }
            if let Some(line) = frame.line {
                value["line"] = json!(line);
            }
            if let Some(column) = frame.column {
                value["col"] = json!(column);
            }
            value
        })
        .collect();
    let samples: Vec<Vec<u32>> = (0..trace.samples.len()).map(|i| profile.sample_frames(i)).collect();
    let weights = profile.durations();
    let start = trace.samples.first().map_or(0.0, |s| s.timestamp);
    let end = start + weights.iter().sum::<f64>();
    json!({
        "$schema": SCHEMA,
        "exporter": concat!("framescope ", env!("CARGO_PKG_VERSION")),
        "name": profile.title,
        "activeProfileIndex": 0,
        "shared": { "frames": frames },
        "profiles": [{
            "type": "sampled",
            "name": profile.title,
            "unit": "milliseconds",
            "startValue": start,
            "endValue": end,
            "samples": samples,
            "weights": weights,
        }],
    })
}
