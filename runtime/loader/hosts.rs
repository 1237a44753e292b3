//! Virtual hosts: a folder `HOSTS/<host>/<path>` serves `https://<host>/<path>` (and
//! `http:`), with wptserve-style `.headers` files and server redirects; `file:` URLs read
//! the file system directly.
use std::path::{Path, PathBuf};

use url::Url;

use super::headers::{self, Headers, HeadersError};

/// How many redirects a fetch follows before giving up (as browsers: 20).
pub const MAX_REDIRECTS: usize = 20;

/// A response after redirects.
#[derive(Clone, Debug)]
pub struct Response {
    /// The URL after redirects.
    pub url: Url,
    /// Every URL that redirected, in order.
    pub redirects: Vec<Url>,
    pub status: u16,
    pub headers: Headers,
    pub body: String,
}

/// Why a fetch failed (the page then shows an empty document, as browsers do).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FetchError {
    #[error("404 Not Found: {url} (no file {path})")]
    NotFound { url: String, path: PathBuf },
    #[error("{url}: {source}")]
    Headers { url: String, source: Box<HeadersError> },
    #[error("redirect loop: {url} redirected more than {MAX_REDIRECTS} times")]
    RedirectLoop { url: String },
    #[error("{url}: status {status} redirect without a valid Location header")]
    BadRedirect { url: String, status: u16 },
    #[error("{url}: cannot read {path}: {message}")]
    Unreadable { url: String, path: PathBuf, message: String },
    #[error("{url}: the scheme {scheme}: is not served here")]
    UnsupportedScheme { url: String, scheme: String },
}

/// A server in front of the folders: it answers the URLs it knows (generated test
/// wrappers, say) and leaves the rest (`None`) to the files. Shared with worker threads.
pub type Resolver = std::sync::Arc<dyn Fn(&Url) -> Option<Result<Response, FetchError>> + Send + Sync>;

/// The folder of virtual hosts (`None`: only `file:` URLs are served).
#[derive(Clone, Default)]
pub struct VirtualHosts {
    root: Option<PathBuf>,
    resolver: Option<Resolver>,
}

impl std::fmt::Debug for VirtualHosts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("VirtualHosts")
            .field("root", &self.root)
            .field("resolver", &self.resolver.is_some())
            .finish()
    }
}

impl VirtualHosts {
    pub fn new(root: Option<PathBuf>) -> Self {
        Self { root, resolver: None }
    }

    /// Hosts served by `resolver` (see [`Resolver`]).
    pub fn with_resolver(resolver: Resolver) -> Self {
        Self { root: None, resolver: Some(resolver) }
    }

    pub fn root(&self) -> Option<&Path> {
        self.root.as_deref()
    }

    /// The file that serves `url`, if the URL maps to one (not whether it exists).
    pub fn file_for(&self, url: &Url) -> Result<PathBuf, FetchError> {
        match url.scheme() {
            "file" => url
                .to_file_path()
                .map_err(|_| FetchError::NotFound { url: url.to_string(), path: PathBuf::from(url.path()) }),
            "http" | "https" => {
                let host = url.host_str().unwrap_or_default();
                let root = self.root.as_deref().unwrap_or(Path::new("."));
                let folder = root.join(host);
                let mut path = path_under(&folder, url.path())
                    .ok_or_else(|| FetchError::NotFound { url: url.to_string(), path: folder.clone() })?;
                if url.path().ends_with('/') {
                    path.push("index.html");
                }
                Ok(path)
            }
            scheme => Err(FetchError::UnsupportedScheme { url: url.to_string(), scheme: scheme.to_string() }),
        }
    }

    /// Fetches `url`, following server redirects.
    pub fn fetch(&self, url: &Url) -> Result<Response, FetchError> {
        if let Some(answer) = self.resolver.as_ref().and_then(|r| r(url)) {
            return answer;
        }
        let mut current = url.clone();
        let mut redirects = Vec::new();
        loop {
            let path = self.file_for(&current)?;
            if !path.is_file() {
                return Err(FetchError::NotFound { url: current.to_string(), path });
            }
            let headers = headers::for_file(&path).map_err(|source| FetchError::Headers {
                url: current.to_string(),
                source: Box::new(source),
            })?;
            let status =
                headers.get("Status").and_then(|s| s.split_whitespace().next()?.parse().ok()).unwrap_or(200);
            if matches!(status, 301 | 302 | 303 | 307 | 308) {
                let location = headers
                    .get("Location")
                    .and_then(|l| current.join(l).ok())
                    .ok_or_else(|| FetchError::BadRedirect { url: current.to_string(), status })?;
                redirects.push(current);
                if redirects.len() > MAX_REDIRECTS {
                    return Err(FetchError::RedirectLoop { url: url.to_string() });
                }
                current = location;
                continue;
            }
            let body = std::fs::read(&path).map_err(|e| FetchError::Unreadable {
                url: current.to_string(),
                path: path.clone(),
                message: e.to_string(),
            })?;
            return Ok(Response {
                url: current,
                redirects,
                status,
                headers,
                body: String::from_utf8_lossy(&body).into_owned(),
            });
        }
    }
}

/// The file under `folder` that a URL path names, or `None` when a percent-decoded
/// segment would reach outside it (`..`, `/`, `\`, NUL).
pub fn path_under(folder: &Path, url_path: &str) -> Option<PathBuf> {
    let mut path = folder.to_path_buf();
    for segment in url_path.split('/').filter(|s| !s.is_empty()) {
        let decoded = percent_decode(segment);
        if matches!(decoded.as_str(), "." | "..") || decoded.contains(['/', '\\', '\0']) {
            return None;
        }
        path.push(decoded);
    }
    Some(path)
}

fn percent_decode(segment: &str) -> String {
    let bytes = segment.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let escaped = if bytes[i] == b'%' { segment.get(i + 1..i + 3) } else { None };
        if let Some(byte) = escaped.and_then(|h| u8::from_str_radix(h, 16).ok()) {
            out.push(byte);
            i += 3;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hosts(name: &str) -> (VirtualHosts, PathBuf) {
        let root = std::env::temp_dir().join(format!("framescope-hosts-{name}-{}", std::process::id()));
        let site = root.join("a.test");
        std::fs::create_dir_all(site.join("sub")).expect("dirs");
        std::fs::write(site.join("index.html"), "home").expect("write");
        std::fs::write(site.join("start.html"), "").expect("write");
        std::fs::write(site.join("start.html.headers"), "Status: 302\nLocation: sub/end.html?x=1\n")
            .expect("write");
        std::fs::write(site.join("sub/end.html"), "end").expect("write");
        std::fs::write(site.join("sub/__dir__.headers"), "X-Dir: yes\nX-Both: dir\n").expect("write");
        std::fs::write(site.join("sub/end.html.headers"), "X-Both: file\n").expect("write");
        std::fs::write(site.join("loop.html"), "").expect("write");
        std::fs::write(site.join("loop.html.headers"), "Status: 301\nLocation: /loop.html\n").expect("write");
        (VirtualHosts::new(Some(root.clone())), root)
    }

    #[test]
    fn serves_files_follows_redirects_and_merges_headers() {
        let (hosts, _) = hosts("serve");
        let home = hosts.fetch(&Url::parse("https://a.test/").expect("url")).expect("home");
        assert_eq!(home.body, "home");
        let end = hosts.fetch(&Url::parse("https://a.test/start.html").expect("url")).expect("end");
        assert_eq!(end.url.as_str(), "https://a.test/sub/end.html?x=1");
        assert_eq!(end.redirects.len(), 1);
        assert_eq!((end.headers.get("x-dir"), end.headers.get("x-both")), (Some("yes"), Some("file")));
    }

    #[test]
    fn reports_missing_files_and_redirect_loops() {
        let (hosts, _) = hosts("errors");
        let missing = hosts.fetch(&Url::parse("https://a.test/nope.html").expect("url")).expect_err("404");
        assert!(missing.to_string().starts_with("404 Not Found: https://a.test/nope.html"), "{missing}");
        let looped = hosts.fetch(&Url::parse("https://a.test/loop.html").expect("url")).expect_err("loop");
        assert!(matches!(looped, FetchError::RedirectLoop { .. }), "{looped}");
        let other = hosts.fetch(&Url::parse("https://b.test/x").expect("url")).expect_err("no host");
        assert!(matches!(other, FetchError::NotFound { .. }));
        for escape in [
            "https://a.test/..%2F..%2Fetc%2Fhostname",
            "https://a.test/%2Fetc%2Fhostname",
            "https://a.test/sub/%2e%2e/%2e%2e/x",
        ] {
            let err = hosts.fetch(&Url::parse(escape).expect("url")).expect_err("outside the hosts folder");
            assert!(matches!(err, FetchError::NotFound { .. }), "{escape}: {err}");
        }
    }
}
