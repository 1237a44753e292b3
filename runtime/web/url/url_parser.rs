//! The [URL parser](https://url.spec.whatwg.org/#concept-url-parser) and the
//! [URL class's members](https://url.spec.whatwg.org/#urlutils-members) as pages see
//! them: `URL`, `URLSearchParams`, `Location`'s and `<a>`'s setters, every URL the
//! platform's JavaScript resolves against a base.
//!
//! Parsed with Ada (the `ada-url` crate: the parser Node.js uses, kept to the current URL
//! Standard and UTS #46). The loader and the navigation code keep the `url` crate's
//! `Url`: they parse the `href` this parser serialized, so both agree on every URL a page
//! can name except where the `url` crate lags the standard (a `file:` host before a
//! Windows drive letter, spaces at the end of an opaque path): such a URL is exact here,
//! and a navigation to it is the loader's network error.
//!
//! A document whose encoding is not UTF-8 percent-encodes a URL's query from that
//! encoding's bytes ([encoding-parsing](https://url.spec.whatwg.org/#encoding-parsing)),
//! which Ada does not do: such a URL with a code point beyond ASCII goes through the
//! `url` crate's encoding override instead (the one case where pages see the `url`
//! crate's parse).
//!
//! Ada takes an ASCII host's `xn--` labels as they are; the URL Standard's domain to ASCII
//! decodes and validates them (UTS #46's Punycode and validity criteria), and a host that
//! fails is a failure. Such a host is checked here with the `idna` crate (the `url`
//! crate's, its URL deny list).
use std::borrow::Cow;

use encoding_rs::Encoding;

/// The components of a URL, serialized as the URL class's getters give them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UrlParts {
    pub href: String,
    pub origin: String,
    pub protocol: String,
    pub username: String,
    pub password: String,
    pub host: String,
    pub hostname: String,
    pub port: String,
    pub pathname: String,
    pub search: String,
    pub hash: String,
}

impl UrlParts {
    /// The parts of an Ada URL.
    fn of(url: &ada_url::Url) -> Self {
        Self {
            href: url.href().to_owned(),
            origin: url.origin(),
            protocol: url.protocol().to_owned(),
            username: url.username().to_owned(),
            password: url.password().to_owned(),
            host: url.host().to_owned(),
            hostname: url.hostname().to_owned(),
            port: url.port().to_owned(),
            pathname: url.pathname().to_owned(),
            search: url.search().to_owned(),
            hash: url.hash().to_owned(),
        }
    }

    /// The parts of a `url` crate URL (the encoding-override path, a realm's location), its
    /// origin serialized by the same crate.
    pub(crate) fn of_url_crate(url: &url::Url) -> Self {
        let hostname = url.host_str().unwrap_or_default().to_owned();
        let port = url.port().map(|port| port.to_string()).unwrap_or_default();
        let nonempty = |value: Option<&str>, prefix: &str| {
            value.filter(|v| !v.is_empty()).map(|v| format!("{prefix}{v}")).unwrap_or_default()
        };
        Self {
            href: url.as_str().to_owned(),
            origin: url.origin().ascii_serialization(),
            protocol: format!("{}:", url.scheme()),
            username: url.username().to_owned(),
            password: url.password().unwrap_or_default().to_owned(),
            host: if port.is_empty() { hostname.clone() } else { format!("{hostname}:{port}") },
            hostname,
            port,
            pathname: url.path().to_owned(),
            search: nonempty(url.query(), "?"),
            hash: nonempty(url.fragment(), "#"),
        }
    }

    /// The parts as `(name, value)` pairs, in the URL class's order.
    pub fn entries(&self) -> [(&'static str, &str); 11] {
        [
            ("href", &self.href),
            ("origin", &self.origin),
            ("protocol", &self.protocol),
            ("username", &self.username),
            ("password", &self.password),
            ("host", &self.host),
            ("hostname", &self.hostname),
            ("port", &self.port),
            ("pathname", &self.pathname),
            ("search", &self.search),
            ("hash", &self.hash),
        ]
    }
}

/// The [API URL parser](https://url.spec.whatwg.org/#api-url-parser) of `input` against
/// `base` (itself parsed first: a base that does not parse fails the whole), with the
/// document's `encoding` for its query when it is not UTF-8; `None`: failure.
pub fn parse(input: &str, base: Option<&str>, encoding: Option<&'static Encoding>) -> Option<UrlParts> {
    let encoding = encoding.filter(|encoding| *encoding != encoding_rs::UTF_8);
    // (ASCII is itself in every encoding but ISO-2022-JP, whose shift and escape bytes
    // are not.)
    let plain = |c: char| c.is_ascii() && !matches!(c, '\x0E' | '\x0F' | '\x1B');
    if let Some(encoding) = encoding.filter(|_| !input.chars().all(plain)) {
        return parse_with_encoding(input, base, encoding);
    }
    // (A base Ada cannot parse fails the whole in Ada's parse below; one it can, with a
    // Punycode label domain to ASCII rejects, is checked here.)
    if base.is_some_and(|base| has_punycode(base) && parse_ada(base, None).is_none()) {
        return None;
    }
    parse_ada(input, base).map(|url| UrlParts::of(&url))
}

/// Ada's parse of `input` against `base`, failed as well when its host has an `xn--` label
/// that domain to ASCII rejects.
fn parse_ada(input: &str, base: Option<&str>) -> Option<ada_url::Url> {
    ada_url::Url::parse(input, base).ok().filter(host_is_valid)
}

/// Whether `text` has an `xn--` (ASCII case-insensitively) anywhere: a URL whose host may
/// have a Punycode label.
fn has_punycode(text: &str) -> bool {
    text.as_bytes().windows(4).any(|w| w.eq_ignore_ascii_case(b"xn--"))
}

/// Whether a special URL's domain is what domain to ASCII would make of it: Ada gives an
/// ASCII domain as it came, so one with a Punycode label (`xn--`) is validated here.
fn host_is_valid(url: &ada_url::Url) -> bool {
    let special = !matches!(url.scheme_type(), ada_url::SchemeType::NotSpecial);
    let hostname = url.hostname();
    if !special || !matches!(url.host_type(), ada_url::HostType::Domain) {
        return true;
    }
    let punycode =
        hostname.split('.').any(|label| label.len() >= 4 && label[..4].eq_ignore_ascii_case("xn--"));
    !punycode || idna::domain_to_ascii_cow(hostname.as_bytes(), idna::AsciiDenyList::URL).is_ok()
}

/// [`parse`] with an encoding override, by the `url` crate.
fn parse_with_encoding(input: &str, base: Option<&str>, encoding: &'static Encoding) -> Option<UrlParts> {
    let encode: &dyn Fn(&str) -> Cow<'_, [u8]> = &|text| encode_query(encoding, text).into();
    let options = || url::Url::options().encoding_override(Some(encode));
    let parsed = match base {
        None => options().parse(input),
        Some(base) => url::Url::parse(base).and_then(|base| options().base_url(Some(&base)).parse(input)),
    };
    parsed.ok().map(|url| UrlParts::of_url_crate(&url))
}

/// The URL Standard's [percent-encode after encoding](https://url.spec.whatwg.org/#string-percent-encode-after-encoding)
/// of a query in `encoding`, as the url crate then percent-encodes it: a code point the
/// encoding cannot encode is `&#N;` percent-encoded whole (`%26%23N%3B`: the url crate
/// leaves `%` alone, and would not encode `&`, `#` and `;` in a query).
fn encode_query(encoding: &'static Encoding, text: &str) -> Vec<u8> {
    let mut encoder = encoding.output_encoding().new_encoder();
    let mut out = Vec::with_capacity(text.len() * 2);
    let mut rest = text;
    loop {
        let mut buffer = [0u8; 1024];
        let (result, read, written) = encoder.encode_from_utf8_without_replacement(rest, &mut buffer, true);
        out.extend_from_slice(&buffer[..written]);
        rest = &rest[read..];
        match result {
            encoding_rs::EncoderResult::InputEmpty => return out,
            encoding_rs::EncoderResult::OutputFull => {}
            encoding_rs::EncoderResult::Unmappable(c) => {
                out.extend_from_slice(format!("%26%23{}%3B", u32::from(c)).as_bytes());
            }
        }
    }
}

/// The parts of the URL `href` after its `name` setter (`href`, `protocol`, …, `hash`)
/// ran with `value`, as the [URL class's setters](https://url.spec.whatwg.org/#urlutils-members)
/// say: `None` when `href` does not parse, or is set to a URL that does not (a
/// TypeError); a value another setter rejects leaves the URL as it was.
pub fn set_component(href: &str, name: &str, value: &str) -> Option<UrlParts> {
    let original = parse_ada(href, None)?;
    let mut url = original.clone();
    // (The other setters' failures are no-ops, as the standard says.)
    match name {
        "href" => return parse_ada(value, None).map(|url| UrlParts::of(&url)),
        "protocol" => _ = url.set_protocol(value),
        "username" => _ = url.set_username(Some(value)),
        "password" => _ = url.set_password(Some(value)),
        "host" => _ = url.set_host(Some(value)),
        "hostname" => _ = url.set_hostname(Some(value)),
        "port" => _ = url.set_port(Some(value)),
        "pathname" => _ = url.set_pathname(Some(value)),
        "search" => url.set_search(Some(value)),
        "hash" => url.set_hash(Some(value)),
        _ => {}
    }
    Some(UrlParts::of(if host_is_valid(&url) { &url } else { &original }))
}

/// The query of the URL `href` (without its `?`), or `None` when it has none (or `href`
/// does not parse).
pub fn query(href: &str) -> Option<String> {
    let url = ada_url::Url::parse(href, None).ok()?;
    url.has_search().then(|| url.search().strip_prefix('?').unwrap_or_default().to_owned())
}

/// The parts of the URL `href` with its query set to `query` (`None`: no query), as
/// [URLSearchParams's update steps](https://url.spec.whatwg.org/#concept-urlsearchparams-update)
/// set it; `None` when `href` does not parse.
pub fn set_query(href: &str, query: Option<&str>) -> Option<UrlParts> {
    let mut url = parse_ada(href, None)?;
    let Some(query) = query else {
        // (No query: as the search setter's steps leave it, an opaque path's last trailing
        // space kept as %20.)
        url.set_search(None);
        return Some(UrlParts::of(&url));
    };
    // A query, even an empty one (a form's GET with no entries ends in "?", which the
    // search setter would drop): the URL's serialization up to its query, the query, its
    // fragment. (A serialized URL's first "?" or "#" begins its query or fragment.)
    let end = href.find(['?', '#']).unwrap_or(href.len());
    let with_query = format!("{}?{query}{}", &href[..end], url.hash());
    parse_ada(&with_query, None).map(|url| UrlParts::of(&url))
}
