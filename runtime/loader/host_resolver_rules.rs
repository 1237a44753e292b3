//! `--host-resolver-rules`: where the network loader connects for a host name, as
//! Chrome's switch of that name reads it
//! (<https://source.chromium.org/chromium/chromium/src/+/main:net/dns/mapped_host_resolver.h>):
//! comma-separated rules, each `MAP pattern replacement[:port]` or `EXCLUDE pattern`,
//! the first whose pattern matches the host deciding; `*` in a pattern matches any run of
//! characters; a replacement of `~NOTFOUND` makes the name unresolvable. The request keeps
//! its URL (its `Host` header, TLS's server name and the certificate checked are the
//! URL's host): only the address connected to changes, so no one edits `/etc/hosts`.

/// What a host name resolves through.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Resolution {
    /// The system's resolver, for this host and port.
    System(String, u16),
    /// `~NOTFOUND`.
    NotFound,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Rule {
    Map { pattern: String, host: String, port: Option<u16> },
    Exclude { pattern: String },
}

/// The parsed rules, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HostResolverRules(Vec<Rule>);

impl HostResolverRules {
    /// Parses the switch's value; a rule that is neither `MAP a b` nor `EXCLUDE a` is an
    /// error naming it.
    pub fn parse(text: &str) -> Result<Self, String> {
        let mut rules = Vec::new();
        for rule in text.split(',').map(str::trim).filter(|r| !r.is_empty()) {
            let words: Vec<&str> = rule.split_whitespace().collect();
            let bad = |why: &str| {
                format!(
                    "--host-resolver-rules: {rule:?}: {why} (expected `MAP pattern host[:port]` or `EXCLUDE pattern`)"
                )
            };
            match words.as_slice() {
                [kind, pattern, target] if kind.eq_ignore_ascii_case("MAP") => {
                    let (host, port) = split_port(target).map_err(|why| bad(&why))?;
                    rules.push(Rule::Map { pattern: pattern.to_ascii_lowercase(), host, port });
                }
                [kind, pattern] if kind.eq_ignore_ascii_case("EXCLUDE") => {
                    rules.push(Rule::Exclude { pattern: pattern.to_ascii_lowercase() });
                }
                _ => return Err(bad("not a rule")),
            }
        }
        Ok(Self(rules))
    }

    pub fn extend(&mut self, other: Self) {
        self.0.extend(other.0);
    }

    /// Where `host:port` resolves: the first matching rule's mapping, else itself.
    pub fn resolve(&self, host: &str, port: u16) -> Resolution {
        let host = host.to_ascii_lowercase();
        let with_port = format!("{host}:{port}");
        for rule in &self.0 {
            match rule {
                Rule::Exclude { pattern } if matches(pattern, &host) || matches(pattern, &with_port) => break,
                Rule::Map { pattern, host: to, port: to_port }
                    if matches(pattern, &host) || matches(pattern, &with_port) =>
                {
                    if to == "~notfound" {
                        return Resolution::NotFound;
                    }
                    return Resolution::System(to.clone(), to_port.unwrap_or(port));
                }
                _ => {}
            }
        }
        Resolution::System(host, port)
    }
}

/// `host[:port]`, `[v6][:port]`.
fn split_port(target: &str) -> Result<(String, Option<u16>), String> {
    let bad_port = || format!("{target:?} has a bad port");
    if let Some(rest) = target.strip_prefix('[') {
        let (address, after) = rest.split_once(']').ok_or_else(|| format!("{target:?}: no closing ]"))?;
        let port = match after.strip_prefix(':') {
            Some(port) => Some(port.parse().map_err(|_| bad_port())?),
            None if after.is_empty() => None,
            None => return Err(format!("{target:?}: text after ]")),
        };
        return Ok((address.to_string(), port));
    }
    match target.rsplit_once(':') {
        Some((host, port)) => Ok((host.to_ascii_lowercase(), Some(port.parse().map_err(|_| bad_port())?))),
        None => Ok((target.to_ascii_lowercase(), None)),
    }
}

/// A glob where `*` matches any run of characters (none included).
fn matches(pattern: &str, text: &str) -> bool {
    match pattern.split_once('*') {
        None => pattern == text,
        Some((head, tail)) => {
            let Some(rest) = text.strip_prefix(head) else {
                return false;
            };
            (0..=rest.len()).filter(|&i| rest.is_char_boundary(i)).any(|i| matches(tail, &rest[i..]))
        }
    }
}
