//! How many tests `framescope wpt` runs at once: `--jobs` always, and up to `--max-jobs`
//! while the machine's processors idle.
//!
//! Upstream suites mix tests that compute (WebCryptoAPI's many-iteration derivations, the
//! DOM's large generated files) with tests that mostly wait (on a server's deliberate
//! delays, on `step_timeout`s of several seconds, on their whole harness timeout). A fixed
//! number of test slots is either too few for the waiting ones (the processors idle while
//! every slot waits) or too many for the computing ones (they crowd each other into their
//! timeouts). So the limit starts at `--jobs` and is adjusted once per [`TICK`] from the
//! share of processor time that went idle since the last tick (Linux's `/proc/stat`):
//! more than [`GROW_ABOVE`] idle lets one more test start, less than [`SHRINK_BELOW`]
//! lowers the limit by one again (never under `--jobs`; running tests are never stopped,
//! a lower limit only holds back the next ones). Where `/proc/stat` cannot be read the
//! limit stays at `--jobs`.
use std::time::Duration;

/// How often the idle share is read and the limit adjusted.
pub const TICK: Duration = Duration::from_millis(250);
/// More than this share of processor time idle since the last tick: one more test may run.
const GROW_ABOVE: f64 = 0.25;
/// Less than this share idle: one test fewer may run (down to `--jobs`).
const SHRINK_BELOW: f64 = 0.05;

/// The number of tests that may run at once, adjusted to the machine's idle time.
#[derive(Debug)]
pub struct Admission {
    jobs: usize,
    most: usize,
    limit: usize,
    last: Option<CpuTimes>,
}

/// The processors' time since boot, in clock ticks: idle (with I/O wait) and all.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CpuTimes {
    pub idle: u64,
    pub total: u64,
}

impl Admission {
    /// `jobs` at first; up to `most` (at least `jobs`) while the processors idle.
    pub fn new(jobs: usize, most: usize) -> Admission {
        let jobs = jobs.max(1);
        Admission { jobs, most: most.max(jobs), limit: jobs, last: None }
    }

    /// Whether the limit can ever move (worth a timer).
    pub fn adaptive(&self) -> bool {
        self.most > self.jobs
    }

    /// How many tests may run now.
    pub fn limit(&self) -> usize {
        self.limit
    }

    /// Reads the processors' times and adjusts the limit from the idle share since the
    /// last call; returns the new limit.
    pub fn tick(&mut self) -> usize {
        let now = std::fs::read_to_string("/proc/stat").ok().as_deref().and_then(parse_proc_stat);
        if let (Some(last), Some(now)) = (self.last, now) {
            self.adjust(last, now);
        }
        self.last = now;
        self.limit
    }

    pub fn adjust(&mut self, last: CpuTimes, now: CpuTimes) {
        let total = now.total.saturating_sub(last.total);
        if total == 0 {
            return;
        }
        let idle = now.idle.saturating_sub(last.idle) as f64 / total as f64;
        if idle > GROW_ABOVE {
            self.limit = (self.limit + 1).min(self.most);
        } else if idle < SHRINK_BELOW {
            self.limit = self.limit.saturating_sub(1).max(self.jobs);
        }
    }
}

/// The aggregate `cpu` line of `/proc/stat`: `cpu user nice system idle iowait irq softirq
/// steal …` (proc(5)); idle is idle + iowait, total the sum of the first eight fields
/// (guest time is already counted in user).
pub fn parse_proc_stat(text: &str) -> Option<CpuTimes> {
    let line = text.lines().find(|line| line.starts_with("cpu "))?;
    let fields: Vec<u64> =
        line.split_whitespace().skip(1).take(8).map(|f| f.parse().ok()).collect::<Option<_>>()?;
    if fields.len() < 5 {
        return None;
    }
    Some(CpuTimes { idle: fields[3] + fields[4], total: fields.iter().sum() })
}
