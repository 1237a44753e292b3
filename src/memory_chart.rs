//! `framescope run --memory-chart FILE.svg`: the memory measurement as a horizontal bar
//! chart, one bar per breakdown entry (largest first), coloured by scope, drawn with
//! `plotters`' SVG backend.
use std::path::Path;

use plotters::coord::Shift;
use plotters::prelude::*;

use crate::atomic_file;
use crate::runtime::web::measure_memory::measurement::{MemoryBreakdownEntry, MemoryMeasurement};

/// The most bars drawn; smaller entries are summed into one "others" bar.
pub const MAX_BARS: usize = 24;
/// The longest label, in characters (longer ones are cut in the middle).
const MAX_LABEL: usize = 60;

/// One bar: its label, its scope (for the colour) and its bytes.
pub struct Bar {
    pub label: String,
    pub scope: String,
    pub bytes: u64,
}

/// Writes the chart of `measurement` (of the page at `page`) to `path` as SVG (whole or
/// not at all: see [`atomic_file`]).
pub fn write(path: &Path, page: &str, measurement: &MemoryMeasurement) -> Result<(), String> {
    let svg = render(page, measurement)?;
    atomic_file::write(path, svg.as_bytes())
        .map_err(|e| format!("cannot write the memory chart {}: {e}", path.display()))
}

/// The chart as SVG text.
pub fn render(page: &str, measurement: &MemoryMeasurement) -> Result<String, String> {
    let bars = bars(measurement);
    let height = 90 + 28 * bars.len().max(1) as u32;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (1000, height)).into_drawing_area();
        draw(&root, page, measurement.bytes, &bars)
            .map_err(|e| format!("cannot draw the memory chart: {e}"))?;
        root.present().map_err(|e| format!("cannot draw the memory chart: {e}"))?;
    }
    Ok(svg)
}

fn draw(
    root: &DrawingArea<SVGBackend, Shift>,
    page: &str,
    total: u64,
    bars: &[Bar],
) -> Result<(), Box<dyn std::error::Error>> {
    root.fill(&WHITE)?;
    let max = bars.iter().map(|b| b.bytes).max().unwrap_or(0).max(1);
    let caption = format!("Memory by realm: {} in all — {}", megabytes(total), shorten(page));
    let mut chart = ChartBuilder::on(root)
        .caption(caption, ("sans-serif", 18))
        .margin(12)
        .x_label_area_size(36)
        .y_label_area_size(420)
        .build_cartesian_2d(0f64..(max as f64 / 1e6) * 1.1, (0..bars.len()).into_segmented())?;
    chart
        .configure_mesh()
        .disable_y_mesh()
        .x_desc("MB (V8 heap, as measureMemory reports it)")
        .y_label_formatter(&|value| match value {
            SegmentValue::CenterOf(i) => bars.get(*i).map(|b| b.label.clone()).unwrap_or_default(),
            _ => String::new(),
        })
        .y_labels(bars.len())
        .draw()?;
    chart.draw_series(bars.iter().enumerate().map(|(i, bar)| {
        let end = bar.bytes as f64 / 1e6;
        let mut rectangle = Rectangle::new(
            [(0.0, SegmentValue::Exact(i)), (end, SegmentValue::Exact(i + 1))],
            colour(&bar.scope).filled(),
        );
        rectangle.set_margin(3, 3, 0, 0);
        rectangle
    }))?;
    Ok(())
}

/// The bars, largest first; past [`MAX_BARS`], the rest summed into one.
pub fn bars(measurement: &MemoryMeasurement) -> Vec<Bar> {
    let mut bars: Vec<Bar> = measurement.breakdown.iter().filter(|e| e.bytes > 0).map(bar).collect();
    bars.sort_by(|a, b| b.bytes.cmp(&a.bytes).then_with(|| a.label.cmp(&b.label)));
    if bars.len() > MAX_BARS {
        let rest: Vec<Bar> = bars.split_off(MAX_BARS - 1);
        let label = format!("{} more entries", rest.len());
        bars.push(Bar { label, scope: String::new(), bytes: rest.iter().map(|b| b.bytes).sum() });
    }
    bars
}

fn bar(entry: &MemoryBreakdownEntry) -> Bar {
    let Some(first) = entry.attribution.first() else {
        let types = entry.types.as_ref().or(entry.user_agent_specific_types.as_ref());
        return Bar {
            label: format!("({})", types.map(|t| t.join(", ")).unwrap_or_default()),
            scope: String::new(),
            bytes: entry.bytes,
        };
    };
    let container = first.container.as_ref().filter(|c| !c.id.is_empty()).map(|c| format!(" #{}", c.id));
    let more = match entry.attribution.len() {
        1 => String::new(),
        n => format!(" +{} realms", n - 1),
    };
    Bar {
        label: shorten(&format!("{}{}{more} [{}]", first.url, container.unwrap_or_default(), first.scope)),
        scope: first.scope.clone(),
        bytes: entry.bytes,
    }
}

/// Windows blue, workers green, aggregated cross-origin realms orange, the rest grey.
fn colour(scope: &str) -> RGBColor {
    match scope {
        "Window" => RGBColor(66, 133, 244),
        "cross-origin-aggregated" => RGBColor(244, 160, 0),
        s if s.ends_with("WorkerGlobalScope") => RGBColor(15, 157, 88),
        _ => RGBColor(154, 160, 166),
    }
}

fn megabytes(bytes: u64) -> String {
    format!("{:.2} MB", bytes as f64 / 1e6)
}

/// `text` cut in the middle to at most [`MAX_LABEL`] characters.
fn shorten(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() <= MAX_LABEL {
        return text.to_string();
    }
    let half = (MAX_LABEL - 1) / 2;
    let head: String = chars[..half].iter().collect();
    let tail: String = chars[chars.len() - half..].iter().collect();
    format!("{head}…{tail}")
}
