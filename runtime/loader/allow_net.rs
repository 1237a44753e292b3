//! `--allow-net HOST[:PORT][,…]`: the origins the network loader may reach, as Deno's
//! `--allow-net` reads them (`localhost`, `127.0.0.1:5173`, `[::1]:8443`, and, beyond
//! Deno, `*.example.test` for every subdomain of a name). Without the flag nothing leaves
//! the process: the sandbox is the default.
use url::{Host, Url};

/// One allowed host, with or without a port.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Allowed {
    /// A lowercase domain, an IPv4 address or a bracketed IPv6 address.
    host: String,
    /// `*.name`: `name`'s subdomains (not `name` itself).
    subdomains: bool,
    /// Any port when `None`.
    port: Option<u16>,
}

/// The parsed allow-list.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AllowNet(Vec<Allowed>);

impl AllowNet {
    /// Parses a comma-separated list; an empty entry, a bad port or a host with a path,
    /// scheme or other character a host cannot hold is an error naming the entry.
    pub fn parse(text: &str) -> Result<Self, String> {
        let mut list = Vec::new();
        for entry in text.split(',').map(str::trim) {
            if entry.is_empty() {
                return Err(format!("--allow-net {text:?}: an empty entry (expected HOST[:PORT][,…])"));
            }
            list.push(parse_entry(entry)?);
        }
        Ok(Self(list))
    }

    /// Adds another list's entries (the flag given more than once).
    pub fn extend(&mut self, other: Self) {
        self.0.extend(other.0);
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether `url` (http or https) is to an allowed host and port.
    pub fn allows(&self, url: &Url) -> bool {
        if !matches!(url.scheme(), "http" | "https") {
            return false;
        }
        let (Some(host), Some(port)) = (url.host(), url.port_or_known_default()) else {
            return false;
        };
        let host = match host {
            Host::Domain(domain) => domain.trim_end_matches('.').to_ascii_lowercase(),
            Host::Ipv4(address) => address.to_string(),
            Host::Ipv6(address) => format!("[{address}]"),
        };
        self.0.iter().any(|allowed| {
            let host_matches = if allowed.subdomains {
                host.strip_suffix(&allowed.host).is_some_and(|rest| rest.len() > 1 && rest.ends_with('.'))
            } else {
                host == allowed.host
            };
            host_matches && allowed.port.is_none_or(|p| p == port)
        })
    }
}

fn parse_entry(entry: &str) -> Result<Allowed, String> {
    let bad = |why: &str| {
        format!(
            "--allow-net entry {entry:?}: {why} (expected HOST[:PORT], as `localhost`, `127.0.0.1:5173` or `*.example.test`)"
        )
    };
    let (subdomains, rest) = match entry.strip_prefix("*.") {
        Some(rest) => (true, rest),
        None => (false, entry),
    };
    if rest.contains("://") || rest.contains('/') {
        return Err(bad("a host, not a URL"));
    }
    // Let the URL parser read the host and port as a URL's would be read.
    let url = Url::parse(&format!("http://{rest}/")).map_err(|e| bad(&e.to_string()))?;
    let host = match url.host() {
        Some(Host::Domain(domain)) if !domain.is_empty() && !domain.contains('*') => domain.to_string(),
        Some(Host::Domain(_)) | None => return Err(bad("not a host name")),
        Some(Host::Ipv4(_) | Host::Ipv6(_)) if subdomains => return Err(bad("`*.` goes before a name")),
        Some(Host::Ipv4(address)) => address.to_string(),
        Some(Host::Ipv6(address)) => format!("[{address}]"),
    };
    // `url.port()` drops 80; read the port as written.
    let port = match rest.rsplit_once(':') {
        Some((before, port))
            if !before.ends_with(':') && (!rest.starts_with('[') || before.ends_with(']')) =>
        {
            Some(port.parse::<u16>().map_err(|_| bad("the port must be a number from 0 to 65535"))?)
        }
        _ => None,
    };
    Ok(Allowed { host: host.trim_end_matches('.').to_string(), subdomains, port })
}
