//! `framescope bench --chart FILE.svg`: every suite's headline metric as a horizontal bar
//! chart — one panel per suite, one bar per variant at its median, a whisker for its 95 %
//! interval — drawn with `plotters`' SVG backend.
use std::path::Path;

use plotters::coord::Shift;
use plotters::prelude::*;

use super::harness::{BenchReport, Row, Suite};
use crate::atomic_file;

/// Each panel's height per bar, and its fixed part, in pixels.
const BAR_HEIGHT: u32 = 26;
const PANEL_EXTRA: u32 = 80;

/// A suite's headline rows: its overhead rows when it has some, else those of its first
/// row's metric.
fn headline(suite: &Suite) -> Vec<&Row> {
    let metric = if suite.rows.iter().any(|r| r.metric == "overhead_pct") {
        "overhead_pct"
    } else {
        suite.rows.first().map_or("", |r| r.metric.as_str())
    };
    suite.rows.iter().filter(|r| r.metric == metric).collect()
}

/// Writes the chart of `report` to `path` (whole or not at all).
pub fn write(path: &Path, report: &BenchReport) -> Result<(), String> {
    let svg = render(report)?;
    atomic_file::write(path, svg.as_bytes())
        .map_err(|e| format!("cannot write the chart {}: {e}", path.display()))
}

/// The chart as SVG text.
pub fn render(report: &BenchReport) -> Result<String, String> {
    let panels: Vec<(&Suite, Vec<&Row>)> =
        report.suites.iter().map(|s| (s, headline(s))).filter(|(_, rows)| !rows.is_empty()).collect();
    let heights: Vec<u32> =
        panels.iter().map(|(_, rows)| PANEL_EXTRA + BAR_HEIGHT * rows.len() as u32).collect();
    let total = heights.iter().sum::<u32>().max(PANEL_EXTRA);
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (1000, total)).into_drawing_area();
        root.fill(&WHITE).map_err(|e| format!("cannot draw the chart: {e}"))?;
        let mut rest = root.clone();
        for ((suite, rows), height) in panels.iter().zip(&heights) {
            let (panel, below) = rest.split_vertically(*height);
            draw(&panel, suite, rows).map_err(|e| format!("cannot draw the chart: {e}"))?;
            rest = below;
        }
        root.present().map_err(|e| format!("cannot draw the chart: {e}"))?;
    }
    Ok(svg)
}

fn draw(
    area: &DrawingArea<SVGBackend, Shift>,
    suite: &Suite,
    rows: &[&Row],
) -> Result<(), Box<dyn std::error::Error>> {
    let low = rows.iter().map(|r| r.ci95[0].min(r.median)).fold(0.0f64, f64::min);
    let high = rows.iter().map(|r| r.ci95[1].max(r.median)).fold(0.0f64, f64::max).max(f64::MIN_POSITIVE);
    let span = (high - low).max(f64::MIN_POSITIVE);
    let metric = rows.first().map(|r| format!("{} ({})", r.metric, r.unit)).unwrap_or_default();
    let mut chart = ChartBuilder::on(area)
        .caption(format!("{} — {metric}, median and 95 % interval", suite.name), ("sans-serif", 16))
        .margin(10)
        .x_label_area_size(30)
        .y_label_area_size(220)
        .build_cartesian_2d((low - span * 0.05)..(high + span * 0.1), (0..rows.len()).into_segmented())?;
    chart
        .configure_mesh()
        .disable_y_mesh()
        .y_label_formatter(&|value| match value {
            SegmentValue::CenterOf(i) => rows.get(*i).map(|r| r.label()).unwrap_or_default(),
            _ => String::new(),
        })
        .y_labels(rows.len())
        .draw()?;
    chart.draw_series(rows.iter().enumerate().map(|(i, row)| {
        let mut bar = Rectangle::new(
            [(0.0, SegmentValue::Exact(i)), (row.median, SegmentValue::Exact(i + 1))],
            RGBColor(66, 133, 244).filled(),
        );
        bar.set_margin(4, 4, 0, 0);
        bar
    }))?;
    chart.draw_series(rows.iter().enumerate().map(|(i, row)| {
        PathElement::new(
            vec![(row.ci95[0], SegmentValue::CenterOf(i)), (row.ci95[1], SegmentValue::CenterOf(i))],
            BLACK.stroke_width(2),
        )
    }))?;
    Ok(())
}
