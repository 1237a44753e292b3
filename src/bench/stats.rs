//! Statistics of repeated runs: the median and a 95 % confidence interval for it (from
//! order statistics: no assumption about the runs' distribution, as these machines'
//! timings are anything but normal).

/// The median of `values` (0 for none).
pub fn median(values: &[f64]) -> f64 {
    let sorted = sorted(values);
    match sorted.len() {
        0 => 0.0,
        n if n % 2 == 1 => sorted[n / 2],
        n => (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0,
    }
}

/// A 95 % confidence interval for the median: the order statistics at ranks
/// `n/2 ∓ 1.96·√n/2` (the normal approximation of the binomial), clamped to the runs.
pub fn median_ci95(values: &[f64]) -> [f64; 2] {
    let sorted = sorted(values);
    let n = sorted.len();
    if n == 0 {
        return [0.0, 0.0];
    }
    let half = 1.96 * (n as f64).sqrt() / 2.0;
    let low = ((n as f64 / 2.0 - half).floor().max(0.0) as usize).min(n - 1);
    let high = ((n as f64 / 2.0 + half).ceil() as usize).min(n - 1);
    [sorted[low], sorted[high]]
}

fn sorted(values: &[f64]) -> Vec<f64> {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    sorted
}
