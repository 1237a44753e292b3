//! [Measure Memory](https://wicg.github.io/performance-measure-memory/).
pub mod attribution_token;
