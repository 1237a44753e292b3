//! Response headers from `.headers` files, as web-platform-tests' server (wptserve) reads
//! them: `<file>.headers` beside a file, and `__dir__.headers` for the files directly in
//! its folder. One `Name: value` per line; a `Status: NNN` line sets the status.
use std::path::{Path, PathBuf};

/// Response headers in order (names keep their case; lookups ignore it).
///
/// A value is a Fetch [header value](https://fetch.spec.whatwg.org/#header-value), a byte
/// sequence, kept as a byte string: a `String` of code points U+0000–U+00FF, one per byte
/// (the bytes' [isomorphic decoding](https://infra.spec.whatwg.org/#isomorphic-decode), what
/// `Headers` and XMLHttpRequest expose). [`isomorphic_encode`] gives the bytes back; a
/// header whose text is UTF-8 (`Location`, `Set-Cookie`) is read through [`utf8_decode`].
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

/// [Isomorphic decoding](https://infra.spec.whatwg.org/#isomorphic-decode): each byte
/// becomes the code point of its value (a header value's byte string).
pub fn isomorphic_decode(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| char::from(b)).collect()
}

/// [Isomorphic encoding](https://infra.spec.whatwg.org/#isomorphic-encode) of a byte
/// string: each code point becomes the byte of its value (`None`: one is above U+00FF,
/// so `value` is no byte string).
pub fn isomorphic_encode(value: &str) -> Option<Vec<u8>> {
    value.chars().map(|c| u8::try_from(u32::from(c)).ok()).collect()
}

/// The text of a byte string whose bytes are UTF-8 ([UTF-8 decode without BOM](https://encoding.spec.whatwg.org/#utf-8-decode-without-bom),
/// an invalid sequence becoming U+FFFD), as browsers read `Location` and cookies. A value
/// that is no byte string is already text.
pub fn utf8_decode(value: &str) -> String {
    match isomorphic_encode(value) {
        Some(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        None => value.to_string(),
    }
}

/// The byte string of `text`'s UTF-8 bytes (what a header made of text sends).
pub fn utf8_byte_string(text: &str) -> String {
    isomorphic_decode(text.as_bytes())
}

/// A `.headers` file that could not be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HeadersError {
    #[error("cannot read headers file {path}: {message}")]
    Unreadable { path: PathBuf, message: String },
    #[error("{path}:{line}: malformed header line {text:?} (expected `Name: value`)")]
    Malformed { path: PathBuf, line: usize, text: String },
}

/// Parses one headers file's text (a byte string: its bytes isomorphic-decoded, so each
/// value is the bytes wptserve sends).
pub fn parse(path: &Path, text: &str) -> Result<Headers, HeadersError> {
    let mut headers = Headers::default();
    for (index, raw) in text.lines().enumerate() {
        // (ASCII whitespace only: U+0085 and U+00A0 are bytes of a value.)
        let line = raw.trim_matches(|c: char| c.is_ascii_whitespace());
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
        headers.0.push((name.to_string(), value.trim_matches(|c: char| c.is_ascii_whitespace()).to_string()));
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
        let bytes = std::fs::read(&path)
            .map_err(|e| HeadersError::Unreadable { path: path.clone(), message: e.to_string() })?;
        let text = isomorphic_decode(&bytes);
        // A name the file gives replaces the folder's values; a name given on several
        // lines (`Set-Cookie`) keeps them all.
        let own = parse(&path, &text)?.0;
        headers.0.retain(|(name, _)| !own.iter().any(|(n, _)| n.eq_ignore_ascii_case(name)));
        headers.0.extend(own);
    }
    Ok(headers)
}
