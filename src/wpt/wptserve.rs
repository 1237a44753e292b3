//! The real wptserve (PyPI's `wptserve`, installed by `make setup` into `.tools/wptserve`)
//! as the server of a `framescope wpt` run: started by `wpt/wptserve_launch.py` for the
//! WPT root, its hosts resolved to 127.0.0.1 through the network loader's host-resolver
//! rules, its test CA trusted, and only its origins allowed (`--server wptserve`).
//!
//! The server never outlives the run: it is killed when [`Wptserve`] is dropped (the
//! run's end, an error, a panic that unwinds); it exits by itself when its stdin, whose
//! other end only this process holds, closes (framescope killed, or crashed), and it asks
//! Linux for SIGTERM when framescope ends (`PR_SET_PDEATHSIG`). It runs in a process
//! group of its own, so a Ctrl-C at the terminal reaches framescope alone, which ends it.
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use crate::network_args::NetworkArgs;

use super::server::{ALT_HOST, HOST, SUBDOMAINS};

/// How long the launcher may take to listen (it makes the test certificates first).
const STARTUP_LIMIT: Duration = Duration::from_secs(60);

/// The ports the server listens on (two of each, as wptserve's `ports` config).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Deserialize)]
pub struct Ports {
    pub http: [u16; 2],
    pub https: [u16; 2],
}

#[derive(serde::Deserialize)]
struct Ready {
    ports: Ports,
    ca_cert: PathBuf,
}

/// A running wptserve.
pub struct Wptserve {
    child: Child,
    /// Held open for the server's life; closing it tells the launcher to exit.
    stdin: Option<ChildStdin>,
    pub ports: Ports,
    pub ca_cert: PathBuf,
    /// What the server writes to stderr (its log).
    pub log: PathBuf,
    /// Where its certificates go.
    state_dir: PathBuf,
}

/// The Python of `make setup`'s venv (`FRAMESCOPE_WPTSERVE_PYTHON` overrides it).
pub fn python() -> PathBuf {
    std::env::var_os("FRAMESCOPE_WPTSERVE_PYTHON")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(".tools/wptserve/bin/python"))
}

/// The launcher script (committed with framescope).
fn launcher() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("wpt/wptserve_launch.py")
}

/// Whether wptserve is installed (the venv's Python exists and the launcher is there):
/// the default server then.
pub fn installed() -> bool {
    python().is_file() && launcher().is_file()
}

/// Every host name the tests reach (not `nonexistent.*`, which must not resolve).
pub fn host_names() -> Vec<String> {
    let mut names = Vec::new();
    for base in [HOST, ALT_HOST] {
        names.push(base.to_string());
        names.extend(SUBDOMAINS.iter().map(|(_, ascii)| format!("{ascii}.{base}")));
    }
    names
}

impl Wptserve {
    /// Starts the launcher for `root`, serving each of `files` (URL path, file) ahead of
    /// the root's, and waits for its ready line.
    pub fn start(root: &Path, files: &[(String, PathBuf)], state_dir: &Path) -> Result<Self, String> {
        std::fs::create_dir_all(state_dir).map_err(|e| format!("{}: {e}", state_dir.display()))?;
        let log = state_dir.join("wptserve.log");
        let log_file = std::fs::File::create(&log).map_err(|e| format!("{}: {e}", log.display()))?;
        let mut command = Command::new(python());
        command
            .arg(launcher())
            .arg("--root")
            .arg(root)
            .arg("--state-dir")
            .arg(state_dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(log_file);
        for (url_path, file) in files {
            let mut arg = std::ffi::OsString::from(format!("{url_path}="));
            arg.push(file);
            command.arg("--file").arg(arg);
        }
        // A group of its own (with the stash server it starts), ended as one.
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        let mut child =
            command.spawn().map_err(|e| format!("cannot start wptserve ({}): {e}", python().display()))?;
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().ok_or("wptserve has no stdout")?;
        let (sender, receiver) = mpsc::channel();
        std::thread::spawn(move || {
            let mut lines = BufReader::new(stdout).lines();
            let ready = lines.find_map(|line| line.ok()?.strip_prefix("ready ").map(String::from));
            let _ = sender.send(ready);
            // (The rest, if any, is read and dropped, so the server never blocks on it.)
            for _ in lines {}
        });
        let mut server = Wptserve {
            child,
            stdin,
            ports: Ports { http: [0; 2], https: [0; 2] },
            ca_cert: PathBuf::new(),
            log,
            state_dir: state_dir.to_path_buf(),
        };
        let line = match receiver.recv_timeout(STARTUP_LIMIT) {
            Ok(Some(line)) => line,
            Ok(None) => return Err(format!("wptserve exited before it listened{}", server.last_words())),
            Err(_) => {
                return Err(format!(
                    "wptserve did not listen within {} s{}",
                    STARTUP_LIMIT.as_secs(),
                    server.last_words()
                ));
            }
        };
        let ready: Ready =
            serde_json::from_str(&line).map_err(|e| format!("wptserve's ready line {line:?}: {e}"))?;
        server.ports = ready.ports;
        server.ca_cert = ready.ca_cert;
        Ok(server)
    }

    /// The launcher's process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// `None` while the server runs; otherwise why it is gone (for the tests that remain).
    pub fn gone(&mut self) -> Option<String> {
        match self.child.try_wait() {
            Ok(None) => None,
            Ok(Some(status)) => Some(format!("wptserve exited mid-run ({status}){}", self.last_words())),
            Err(e) => Some(format!("wptserve cannot be waited for: {e}")),
        }
    }

    /// The network flags that send the tests to this server: its hosts mapped to
    /// 127.0.0.1, exactly its origins allowed, its CA trusted.
    pub fn network_args(&self) -> NetworkArgs {
        let names = host_names();
        let ports: Vec<u16> = self.ports.http.iter().chain(&self.ports.https).copied().collect();
        let allow: Vec<String> =
            names.iter().flat_map(|name| ports.iter().map(move |port| format!("{name}:{port}"))).collect();
        let rules: Vec<String> = names.iter().map(|name| format!("MAP {name} 127.0.0.1")).collect();
        NetworkArgs {
            allow_net: vec![allow.join(",")],
            ca_cert: vec![self.ca_cert.clone()],
            ignore_certificate_errors: false,
            host_resolver_rules: vec![rules.join(", ")],
        }
    }

    /// The tail of the server's log, for an error message.
    fn last_words(&self) -> String {
        let text = std::fs::read_to_string(&self.log).unwrap_or_default();
        let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
        let tail = lines[lines.len().saturating_sub(5)..].join("\n  ");
        if tail.is_empty() {
            format!(" (its log, {}, is empty)", self.log.display())
        } else {
            format!("; the end of its log ({}):\n  {tail}", self.log.display())
        }
    }
}

impl Drop for Wptserve {
    /// Ends the server: its stdin closes (the launcher's own way out), and the launcher is
    /// killed and waited for (the stash server it started dies with it, by the parent-death
    /// signal the launcher gave it).
    fn drop(&mut self) {
        drop(self.stdin.take());
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.state_dir);
    }
}
