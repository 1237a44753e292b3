//! Response headers from `.headers` files, as web-platform-tests' server (wptserve) reads
//! them: `<file>.headers` beside a file, and `__dir__.headers` for the files directly in
//! its folder. One `Name: value` per line; a `Status: NNN` line sets the status.
use std::path::{Path, PathBuf};

/// Response headers in order (names keep their case; lookups ignore it).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Headers(pub Vec<(String, String)>);

impl Headers {
    /// The first value of `name`, case-insensitively.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }

    /// Every value of `name`, in order (a response's `Set-Cookie` lines).
    pub fn get_all<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.0.iter().filter(move |(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }

    /// Sets `name`, replacing earlier values.
    pub fn set(&mut self, name: &str, value: &str) {
        self.0.retain(|(n, _)| !n.eq_ignore_ascii_case(name));
        self.0.push((name.to_string(), value.to_string()));
    }
}

/// A `.headers` file that could not be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HeadersError {
    #[error("cannot read headers file {path}: {message}")]
    Unreadable { path: PathBuf, message: String },
    #[error("{path}:{line}: malformed header line {text:?} (expected `Name: value`)")]
    Malformed { path: PathBuf, line: usize, text: String },
}

/// Parses one headers file's text.
pub fn parse(path: &Path, text: &str) -> Result<Headers, HeadersError> {
    let mut headers = Headers::default();
    for (index, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() {
            continue;
        }
        let malformed =
            || HeadersError::Malformed { path: path.to_path_buf(), line: index + 1, text: raw.to_string() };
        let (name, value) = line.split_once(':').ok_or_else(malformed)?;
        let name = name.trim();
        if name.is_empty() || !name.bytes().all(|b| b.is_ascii_graphic() && b != b':') {
            return Err(malformed());
        }
        headers.0.push((name.to_string(), value.trim().to_string()));
    }
    Ok(headers)
}

/// The headers wptserve sends for `file`: its folder's `__dir__.headers`, then its own
/// `<file>.headers` (whose values replace the folder's); only headers files whose
/// canonical path is inside `root` (canonical) count.
pub fn for_file(file: &Path, root: &Path) -> Result<Headers, HeadersError> {
    let mut headers = Headers::default();
    let dir_file = file.parent().map(|dir| dir.join("__dir__.headers"));
    let own_file = file.file_name().map(|name| {
        let mut name = name.to_os_string();
        name.push(".headers");
        file.with_file_name(name)
    });
    for path in [dir_file, own_file].into_iter().flatten() {
        // A headers file (a symlink, say) that leads out of the served folder is not read.
        let inside = path.canonicalize().is_ok_and(|p| p.starts_with(root) && p.is_file());
        if !inside {
            continue;
        }
        let text = std::fs::read_to_string(&path)
            .map_err(|e| HeadersError::Unreadable { path: path.clone(), message: e.to_string() })?;
        // A name the file gives replaces the folder's values; a name given on several
        // lines (`Set-Cookie`) keeps them all.
        let own = parse(&path, &text)?.0;
        headers.0.retain(|(name, _)| !own.iter().any(|(n, _)| n.eq_ignore_ascii_case(name)));
        headers.0.extend(own);
    }
    Ok(headers)
}
