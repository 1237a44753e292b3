//! A trace as a flame graph (SVG, drawn by [inferno](https://docs.rs/inferno)): each
//! stack's samples, root at the bottom, a frame as `name url:line:column`. Samples with
//! no stack are left out (they ran none of the realm's code).
use std::collections::BTreeMap;

use inferno::flamegraph::{self, Options};

use super::Profile;

pub fn svg(profile: &Profile<'_>) -> Result<Vec<u8>, String> {
    let trace = profile.trace;
    // inferno's input: "frame;frame;frame count" lines (`;` separates frames, so none
    // may hold one).
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for index in 0..trace.samples.len() {
        let frames = profile.sample_frames(index);
        if frames.is_empty() {
            continue;
        }
        let line: Vec<String> = frames.iter().map(|&f| trace.frame_label(f).replace(';', ",")).collect();
        *counts.entry(line.join(";")).or_default() += 1;
    }
    let lines: Vec<String> = counts.iter().map(|(stack, n)| format!("{stack} {n}")).collect();
    let mut options = Options::default();
    options.title = profile.title.to_string();
    options.count_name = "samples".to_string();
    if lines.is_empty() {
        options.subtitle = Some("no sample ran the realm's own code".to_string());
        // inferno draws nothing from no input: one empty root keeps the SVG well formed.
        return draw(&mut options, &["(no samples) 1".to_string()]);
    }
    draw(&mut options, &lines)
}

fn draw(options: &mut Options<'_>, lines: &[String]) -> Result<Vec<u8>, String> {
    let mut svg = Vec::new();
    flamegraph::from_lines(options, lines.iter().map(String::as_str), &mut svg)
        .map_err(|e| format!("cannot draw the flame graph: {e}"))?;
    Ok(svg)
}
