//! The cookie jar of a browsing context group: what `Set-Cookie` stores and `Cookie` and
//! `document.cookie` give back, by the storage model of
//! [RFC 6265bis](https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-storage-model)
//! with Chrome's rules on top.
//!
//! `cookie_store` keeps the cookies (domain and path matching, host-only cookies, expiry,
//! the HttpOnly flag against a non-HTTP API, replacing a cookie of the same name, domain
//! and path) and `cookie` parses a `Set-Cookie` line; this file adds what the crates leave
//! to the user agent, as Chrome does it:
//! - the public suffix list (`psl`, compiled in): no cookie for a public suffix such as
//!   `com` or `github.io`, and the [site](https://html.spec.whatwg.org/multipage/browsers.html#obtain-a-site)
//!   (scheme and registrable domain, Chrome's "schemeful same-site") of URLs and origins;
//! - `Secure`: a secure cookie is set and sent only over a secure scheme (https, or a
//!   loopback host, as Chrome treats `localhost`), the `__Secure-` and `__Host-` prefixes;
//! - `SameSite` (`Lax` when absent, Chrome's "Lax by default"; `None` only with `Secure`)
//!   against the request's [site for cookies](https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-same-site-and-cross-site-re);
//! - `Partitioned` (CHIPS): a partitioned cookie (it needs `Secure`) is stored under the
//!   top-level site of the request and sent only under that top-level site;
//! - third-party cookies allowed: Chrome's default setting ("Allow third-party cookies",
//!   outside Incognito): a `SameSite=None; Secure` cookie is set and sent in a cross-site
//!   frame or request.
//!
//! Cookies with an empty name (`document.cookie = "bare"`) are stored under a placeholder
//! name for the `cookie` crate's parser, which refuses them, and renamed.
//!
//! Not modelled: the cookie count limits (per domain and in all), Chrome's "Lax+POST" two-minute exception,
//! the `Cookie` header's order by creation time across domains (the order is by path
//! length, then by when the cookie was stored in its domain and path), storage across
//! runs.
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use super::cookie_date;
use super::headers::{utf8_byte_string, utf8_decode};
use cookie::SameSite;
use cookie_store::{CookieStore, RawCookie};
use url::{Host, Origin, Url};

/// A [site](https://html.spec.whatwg.org/multipage/browsers.html#concept-site): a
/// scheme and a registrable domain (or the host itself, for an IP address or a name the
/// public suffix list gives no registrable domain for).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Site {
    scheme: String,
    domain: String,
}

impl Site {
    /// The site of a tuple origin; `None` for an opaque one.
    pub fn of_origin(origin: &Origin) -> Option<Self> {
        match origin {
            Origin::Tuple(scheme, host, _) => {
                Some(Self { scheme: scheme.clone(), domain: registrable(host) })
            }
            Origin::Opaque(_) => None,
        }
    }

    /// The site of `url`'s origin.
    pub fn of_url(url: &Url) -> Option<Self> {
        Self::of_origin(&url.origin())
    }

    /// As the report and errors show it (`https://example.test`).
    pub fn serialize(&self) -> String {
        format!("{}://{}", self.scheme, self.domain)
    }
}

/// The registrable domain of `host` (its host string for an IP address, or a host that
/// is itself a public suffix).
fn registrable(host: &Host<String>) -> String {
    match host {
        Host::Domain(domain) => {
            let domain = domain.trim_end_matches('.').to_ascii_lowercase();
            psl::domain_str(&domain).map_or_else(|| domain.clone(), str::to_string)
        }
        other => other.to_string(),
    }
}

/// Whether a request includes credentials (cookies): Fetch's
/// [credentials mode](https://fetch.spec.whatwg.org/#concept-request-credentials-mode),
/// `XMLHttpRequest.withCredentials`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Credentials {
    Omit,
    /// Only for URLs of this origin (a redirect elsewhere sends none).
    SameOrigin(Origin),
    Include,
}

impl Credentials {
    /// The mode as `Request.credentials` names it, for a realm of `origin` ("same-origin"
    /// for anything else).
    pub fn of(name: &str, origin: &Origin) -> Self {
        match name {
            "omit" => Self::Omit,
            "include" => Self::Include,
            _ => Self::SameOrigin(origin.clone()),
        }
    }

    /// Fetch's HTTP-network-or-cache fetch, step 10 ("includeCredentials"): whether a
    /// request of `url` sends cookies and stores what its response sets.
    pub fn includes(&self, url: &Url) -> bool {
        match self {
            Self::Omit => false,
            Self::SameOrigin(origin) => &url.origin() == origin,
            Self::Include => true,
        }
    }
}

/// What the jar needs to know of a request besides its URL.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CookieRequest {
    pub credentials: Credentials,
    /// The client's [site for cookies](https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-document-based-requests):
    /// the top-level site when every ancestor frame is same-site with it, else `None`
    /// (every request is then cross-site).
    pub site_for_cookies: Option<Site>,
    /// The top-level site: the partition key of `Partitioned` cookies (`None`: no
    /// partitioned cookie is set or sent).
    pub top_level_site: Option<Site>,
    /// A navigation of a top-level browsing context (its `SameSite=Lax` cookies go with it
    /// from a cross-site page, as a link's would, when its method is safe). Its site for
    /// cookies is each hop's own URL's: the navigation makes that URL the top level.
    pub top_level_navigation: bool,
    /// A navigation's client, as RFC 6265bis 5.2 reads it: the site of the document that
    /// started the navigation (its initiator origin's; `Some(None)`: an opaque origin),
    /// which must be same-site with the URL for the request to be. `None`: no document
    /// started it (framescope loading its page, a history traversal) or a subresource
    /// request, whose client is the realm `site_for_cookies` is of.
    pub initiator: Option<Option<Site>>,
    /// The sites of the URLs of the request's URL list before its current URL (the hops it
    /// was redirected from): 5.2 step 1, a request is same-site only if each of them is
    /// same-site with its current URL.
    pub redirected_from: Vec<Option<Site>>,
    /// The request's method is [safe](https://httpwg.org/specs/rfc9110.html#safe.methods)
    /// (`GET`, `HEAD`, `OPTIONS`, `TRACE`): only then does a cross-site top-level
    /// navigation send `Lax` cookies (5.8.3, "lax-allowing unsafe" is Chrome's and not
    /// modelled). The loader sets it for each hop (a 303 turns a POST into a GET).
    pub safe_method: bool,
}

impl CookieRequest {
    /// A request of the page itself: a top-level navigation the user made (framescope
    /// loading its page), first-party to `url`, credentials included.
    pub fn top_level(url: &Url) -> Self {
        let site = Site::of_url(url);
        Self {
            credentials: Credentials::Include,
            site_for_cookies: site.clone(),
            top_level_site: site,
            top_level_navigation: true,
            initiator: None,
            redirected_from: Vec::new(),
            safe_method: true,
        }
    }

    /// Whether a request of `url` (its current URL) is [same-site](https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-same-site-and-cross-site-re):
    /// 1. every URL of its URL list is same-site with `url` (no cross-site redirect);
    /// 2. (a reload from the browser's user interface: framescope has none);
    /// 3. `url` is same-site with the client's site for cookies (a top-level navigation's
    ///    is `url`'s own) and, for a navigation a document started, with that document's
    ///    site.
    fn same_site(&self, url: &Url) -> bool {
        let Some(site) = Site::of_url(url) else { return false };
        let site = Some(site);
        let for_cookies = self.top_level_navigation || self.site_for_cookies == site;
        for_cookies
            && self.redirected_from.iter().all(|hop| *hop == site)
            && self.initiator.as_ref().is_none_or(|initiator| *initiator == site)
    }

    /// The request goes on to another URL after a redirect from `from`, with `method`.
    pub fn redirected(&mut self, from: &Url, method: &str) {
        self.redirected_from.push(Site::of_url(from));
        self.safe_method = is_safe_method(method);
    }
}

/// Whether `method` is [safe](https://httpwg.org/specs/rfc9110.html#safe.methods).
pub fn is_safe_method(method: &str) -> bool {
    matches!(method, "GET" | "HEAD" | "OPTIONS" | "TRACE")
}

/// Which API reads or writes: an HTTP response and request, or `document.cookie` (which
/// never sees nor sets an HttpOnly cookie).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Api {
    Http,
    Document,
}

/// The jar. Cloning shares it: every realm and worker of a group holds the same one.
#[derive(Clone, Debug, Default)]
pub struct CookieJar(Arc<Mutex<Stores>>);

#[derive(Debug, Default)]
struct Stores {
    /// Unpartitioned cookies.
    shared: CookieStore,
    /// `Partitioned` cookies, by top-level site.
    partitioned: HashMap<Site, CookieStore>,
}

/// One cookie of the jar, as the report lists it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ListedCookie {
    pub name: String,
    pub value: String,
    pub domain: String,
    pub path: String,
    pub secure: bool,
    pub http_only: bool,
    pub same_site: &'static str,
    /// The top-level site of a `Partitioned` cookie.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub partition: Option<String>,
}

impl CookieJar {
    fn lock(&self) -> std::sync::MutexGuard<'_, Stores> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The `Cookie` header of a request of `url` (`None`: no cookie goes, or credentials
    /// are not included): a byte string of the cookies' UTF-8 bytes (headers.rs).
    pub fn header(&self, url: &Url, request: &CookieRequest) -> Option<String> {
        if !request.credentials.includes(url) {
            return None;
        }
        let text = self.cookie_string(url, request, Api::Http);
        (!text.is_empty()).then(|| utf8_byte_string(&text))
    }

    /// Stores the `Set-Cookie` lines of a response of `url` (none when credentials are not
    /// included). `Set-Cookie2` is not read (no browser does).
    pub fn store_response<'a>(
        &self,
        url: &Url,
        set_cookies: impl IntoIterator<Item = &'a str>,
        request: &CookieRequest,
    ) {
        if !request.credentials.includes(url) {
            return;
        }
        for line in set_cookies {
            // (A header value's bytes are read as UTF-8, as browsers read cookies.)
            let _ = self.set(url, &utf8_decode(line), request, Api::Http);
        }
    }

    /// [Retrieval](https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-retrieval-algorithm):
    /// the `name=value` pairs for `url`, joined by `; `.
    /// 1. Let cookie-list be the cookies of the store that domain-match, path-match,
    ///    are not expired, are not secure for a non-secure URL, and (for a non-HTTP API)
    ///    are not HttpOnly (cookie_store's `matches`; the HttpOnly filter here).
    /// 2. A cross-site request leaves out `Strict` cookies, and `Lax` ones (a cookie
    ///    without `SameSite` is `Lax`) unless it is a top-level navigation.
    /// 3. Partitioned cookies come only from the top-level site's partition.
    /// 4. Sort by path length, longest first (then the order they were stored in).
    pub fn cookie_string(&self, url: &Url, request: &CookieRequest, api: Api) -> String {
        if !matches!(url.scheme(), "http" | "https") {
            return String::new();
        }
        let stores = self.lock();
        let same_site = request.same_site(url);
        let secure_url = is_secure(url);
        let mut list: Vec<(usize, String)> = Vec::new();
        let partition = request.top_level_site.as_ref().and_then(|site| stores.partitioned.get(site));
        for store in std::iter::once(&stores.shared).chain(partition) {
            for cookie in store.matches(url) {
                if cookie.secure() == Some(true) && !secure_url {
                    continue;
                }
                if api == Api::Document && cookie.http_only() == Some(true) {
                    continue;
                }
                if !same_site {
                    match cookie.same_site() {
                        Some(SameSite::None) => {}
                        Some(SameSite::Strict) => continue,
                        Some(SameSite::Lax) | None
                            if !(request.top_level_navigation && request.safe_method) =>
                        {
                            continue;
                        }
                        _ => {}
                    }
                }
                let pair = match cookie.name() {
                    "" => cookie.value().to_string(),
                    name => format!("{name}={}", cookie.value()),
                };
                list.push((cookie.path.len(), pair));
            }
        }
        list.sort_by_key(|(length, _)| std::cmp::Reverse(*length));
        list.into_iter().map(|(_, pair)| pair).collect::<Vec<_>>().join("; ")
    }

    /// [Storage model](https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-storage-model):
    /// stores one `Set-Cookie` line (or `document.cookie`'s value) received for `url`, or
    /// says why it was ignored.
    pub fn set(&self, url: &Url, line: &str, request: &CookieRequest, api: Api) -> Result<(), String> {
        if !matches!(url.scheme(), "http" | "https") {
            return Err("not an http(s) URL".into());
        }
        // 5.6, step 1: a control character (but a tab) makes the whole line ignored.
        if line.chars().any(|c| (c.is_ascii_control() && c != '\t') || c == '\u{7f}') {
            return Err("a control character in the cookie".into());
        }
        // Steps 2–6 and the attributes' size limit (`parsable`); the cookie crate parses
        // `name=value` and the attributes.
        let (parsable, nameless) = parsable(line)?;
        let mut cookie = RawCookie::parse(parsable).map_err(|e| format!("not a cookie: {e}"))?.into_owned();
        if nameless {
            cookie.set_name("");
        }
        let secure = cookie.secure() == Some(true);
        // Step 14 (the secure attribute): a non-secure origin sets no secure cookie.
        if secure && !is_secure(url) {
            return Err("Secure over a non-secure scheme".into());
        }
        // Step 17: a non-HTTP API sets no HttpOnly cookie.
        if api == Api::Document && cookie.http_only() == Some(true) {
            return Err("HttpOnly from document.cookie".into());
        }
        // Chrome: SameSite=None needs Secure.
        if cookie.same_site() == Some(SameSite::None) && !secure {
            return Err("SameSite=None without Secure".into());
        }
        // Step 19: a cross-site request (but a top-level navigation) sets no SameSite
        // cookie but `None` (a cookie without the attribute is Lax).
        if cookie.same_site() != Some(SameSite::None)
            && !request.same_site(url)
            && !(api == Api::Http && request.top_level_navigation)
        {
            return Err("a SameSite cookie set in a cross-site context".into());
        }
        // Steps 20–21: the cookie name prefixes.
        let name = cookie.name().to_ascii_lowercase();
        if name.starts_with("__secure-") && !secure {
            return Err("__Secure- prefix without Secure".into());
        }
        if name.starts_with("__host-") && (!secure || cookie.domain().is_some() || cookie.path() != Some("/"))
        {
            return Err("__Host- prefix with a Domain, a Path other than / or without Secure".into());
        }
        // The `__Http-` and `__Host-Http-` prefixes (an IETF draft Chrome ships): HttpOnly
        // and Secure, so only a response sets one, never `document.cookie` (`__Host-Http-`
        // also has `__Host-`'s rules, above).
        let http_prefix = name.starts_with("__http-") || name.starts_with("__host-http-");
        if http_prefix && (!secure || cookie.http_only() != Some(true)) {
            return Err("__Http- or __Host-Http- prefix without HttpOnly and Secure".into());
        }
        // Step 6 with the public suffix list: a Domain that is a public suffix is ignored
        // (unless it is the host itself, which makes a host-only cookie).
        if let Some(domain) = cookie.domain().map(|d| d.trim_start_matches('.').to_ascii_lowercase()) {
            let is_suffix = psl::suffix_str(&domain).is_some_and(|suffix| suffix == domain);
            if is_suffix {
                if url.host_str().is_some_and(|host| host.eq_ignore_ascii_case(&domain)) {
                    cookie.unset_domain();
                } else {
                    return Err(format!("Domain={domain} is a public suffix"));
                }
            }
        }
        let mut stores = self.lock();
        let store = if cookie.partitioned() == Some(true) {
            // CHIPS: a partitioned cookie needs Secure and goes to the top-level site's
            // partition.
            if !secure {
                return Err("Partitioned without Secure".into());
            }
            let Some(site) = request.top_level_site.clone() else {
                return Err("Partitioned without a top-level site".into());
            };
            stores.partitioned.entry(site).or_default()
        } else {
            &mut stores.shared
        };
        let parsed = cookie_store::Cookie::try_from_raw_cookie(&cookie, url).map_err(|e| e.to_string())?;
        // Step 22 (for a non-HTTP API): an HttpOnly cookie of the same name, domain and
        // path is not overwritten.
        if api == Api::Document
            && let Some(domain) = parsed.domain.as_cow()
            && store
                .get(&domain, &parsed.path, parsed.name())
                .is_some_and(|old| old.http_only() == Some(true))
        {
            return Err("an HttpOnly cookie of that name is stored".into());
        }
        // Step 22 (secure cookies): a non-secure URL does not overwrite a secure cookie of
        // the same name whose domain and path match.
        if !is_secure(url)
            && store.iter_unexpired().any(|old| {
                old.secure() == Some(true) && old.name() == parsed.name() && old.domain.matches(url)
            })
        {
            return Err("a Secure cookie of that name is stored".into());
        }
        store.insert(parsed.into_owned(), url).map(|_| ()).map_err(|e| e.to_string())
    }

    /// Every unexpired cookie, partitioned ones after the others.
    pub fn list(&self) -> Vec<ListedCookie> {
        let stores = self.lock();
        let mut list: Vec<_> = stores.shared.iter_unexpired().map(|c| listed(c, None)).collect();
        let mut partitions: Vec<_> = stores.partitioned.iter().collect();
        partitions.sort_by_key(|(site, _)| site.serialize());
        for (site, store) in partitions {
            list.extend(store.iter_unexpired().map(|c| listed(c, Some(site))));
        }
        list
    }

    /// Every unexpired cookie as [`Self::list`] gives them, each with its expiry time
    /// (seconds since the epoch; `None` for a session cookie): what the DevTools protocol's
    /// `Storage.getCookies` lists.
    pub fn list_with_expiry(&self) -> Vec<(ListedCookie, Option<i64>)> {
        let stores = self.lock();
        let mut list: Vec<_> = stores.shared.iter_unexpired().map(|c| (listed(c, None), expiry(c))).collect();
        let mut partitions: Vec<_> = stores.partitioned.iter().collect();
        partitions.sort_by_key(|(site, _)| site.serialize());
        for (site, store) in partitions {
            list.extend(store.iter_unexpired().map(|c| (listed(c, Some(site)), expiry(c))));
        }
        list
    }

    /// Removes the unpartitioned cookie `name` of `domain` and `path` (as
    /// [`ListedCookie`] names them), and says whether there was one.
    pub fn remove(&self, domain: &str, path: &str, name: &str) -> bool {
        self.lock().shared.remove(domain, path, name).is_some()
    }

    /// Removes every cookie.
    pub fn clear(&self) {
        let mut stores = self.lock();
        stores.shared.clear();
        stores.partitioned.clear();
    }

    /// WebDriver's [associated cookies](https://w3c.github.io/webdriver/#dfn-associated-cookies)
    /// of a document of `url` whose fetches make `request`: the cookies the retrieval
    /// algorithm's first step gives for `url` (domain- and path-matching, unexpired, not
    /// secure for a non-secure URL), HttpOnly ones and those `SameSite` would keep from a
    /// cross-site request included (as Chrome's automation lists them), and the partitioned
    /// ones of the request's top-level site; each with its expiry time (seconds since the
    /// epoch; `None` for a session cookie), in the order of `cookie_string`.
    pub fn associated(&self, url: &Url, request: &CookieRequest) -> Vec<(ListedCookie, Option<i64>)> {
        if !matches!(url.scheme(), "http" | "https") {
            return Vec::new();
        }
        let stores = self.lock();
        let secure_url = is_secure(url);
        let top = request.top_level_site.as_ref();
        let partition = top.and_then(|site| stores.partitioned.get(site).map(|store| (site, store)));
        let mut list: Vec<(ListedCookie, Option<i64>)> = Vec::new();
        for (site, store) in
            std::iter::once((None, &stores.shared)).chain(partition.map(|(s, p)| (Some(s), p)))
        {
            for cookie in store.matches(url) {
                if cookie.secure() == Some(true) && !secure_url {
                    continue;
                }
                list.push((listed(cookie, site), expiry(cookie)));
            }
        }
        list.sort_by_key(|(cookie, _)| std::cmp::Reverse(cookie.path.len()));
        list
    }

    /// WebDriver's [delete cookies](https://w3c.github.io/webdriver/#dfn-delete-cookies)
    /// with no filter (Delete All Cookies): removes every [associated](Self::associated)
    /// cookie of `url` for `request`, and says how many went.
    pub fn delete_associated(&self, url: &Url, request: &CookieRequest) -> usize {
        let doomed = self.associated(url, request);
        let mut stores = self.lock();
        let mut deleted = 0;
        for (cookie, _) in doomed {
            let store = match cookie.partition {
                None => Some(&mut stores.shared),
                Some(_) => request.top_level_site.as_ref().and_then(|site| stores.partitioned.get_mut(site)),
            };
            if store.and_then(|store| store.remove(&cookie.domain, &cookie.path, &cookie.name)).is_some() {
                deleted += 1;
            }
        }
        deleted
    }
}

/// A stored cookie as the report (and WebDriver) lists it.
/// A cookie's expiry time in seconds since the epoch (`None`: a session cookie).
fn expiry(cookie: &cookie_store::Cookie<'static>) -> Option<i64> {
    match &cookie.expires {
        cookie_store::CookieExpiration::AtUtc(at) => Some(at.unix_timestamp()),
        cookie_store::CookieExpiration::SessionEnd => None,
    }
}

fn listed(cookie: &cookie_store::Cookie<'static>, partition: Option<&Site>) -> ListedCookie {
    ListedCookie {
        name: cookie.name().to_string(),
        value: cookie.value().to_string(),
        domain: String::from(&cookie.domain),
        path: String::from(&cookie.path),
        secure: cookie.secure() == Some(true),
        http_only: cookie.http_only() == Some(true),
        same_site: match cookie.same_site() {
            Some(SameSite::Strict) => "Strict",
            Some(SameSite::None) => "None",
            _ => "Lax",
        },
        partition: partition.map(Site::serialize),
    }
}

/// The longest name and value together, and the longest attribute value, RFC 6265bis
/// 5.6 keeps.
const MAX_NAME_AND_VALUE: usize = 4096;
const MAX_ATTRIBUTE_VALUE: usize = 1024;

/// RFC 6265bis 5.6, [parsing a set-cookie-string](https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-the-set-cookie-header-field),
/// the steps the cookie crate does not take: the line for the crate to parse, and whether
/// the cookie's name is empty (the line then has a placeholder name the caller removes: the
/// crate refuses an empty one).
/// 2. The name-value-pair is the line up to the first `;` (all of it when it has none).
/// 3. Without a `=`, the name is empty and the value is the whole pair; else the name is
///    what is before the first `=` and the value what is after it.
/// 4. Leading and trailing whitespace is removed from both.
/// 5. A name and value longer than 4096 octets together: the line is ignored.
/// 6. An empty name and an empty value: the line is ignored (as Chrome does). A nameless
///    cookie whose value starts with a `__Secure-` or `__Host-` prefix is ignored too
///    (the storage model's prefix checks).
///
/// And, for each cookie-av (5.6.1's attributes), one whose value is longer than 1024
/// octets is ignored, and an `Expires` is read as a cookie-date ([`cookie_date`]).
fn parsable(line: &str) -> Result<(String, bool), String> {
    let (pair, attributes) = line.split_once(';').map_or((line, None), |(pair, rest)| (pair, Some(rest)));
    let (name, value) = pair.split_once('=').unwrap_or(("", pair));
    let (name, value) = (name.trim_matches([' ', '\t']), value.trim_matches([' ', '\t']));
    if name.len() + value.len() > MAX_NAME_AND_VALUE {
        return Err(format!("a name and value longer than {MAX_NAME_AND_VALUE} bytes"));
    }
    if name.is_empty() && value.is_empty() {
        return Err("an empty name and value".into());
    }
    let lowercase = value.to_ascii_lowercase();
    if name.is_empty() && (lowercase.starts_with("__secure-") || lowercase.starts_with("__host-")) {
        return Err("a nameless cookie with a __Secure- or __Host- prefix".into());
    }
    let mut parsable = if name.is_empty() { format!("nameless={value}") } else { format!("{name}={value}") };
    for attribute in attributes.into_iter().flat_map(|rest| rest.split(';')) {
        let too_long = attribute
            .split_once('=')
            .is_some_and(|(_, value)| value.trim_matches([' ', '\t']).len() > MAX_ATTRIBUTE_VALUE);
        if too_long {
            continue;
        }
        // 5.6.1: an `Expires` whose value is a cookie-date, given to the crate as an
        // IMF-fixdate (it reads no other shape); one that is none is ignored.
        if let Some((name, value)) = attribute.split_once('=')
            && name.trim_matches([' ', '\t']).eq_ignore_ascii_case("expires")
        {
            if let Some(date) = cookie_date::normalize(value) {
                parsable.push_str(";Expires=");
                parsable.push_str(&date);
            }
            continue;
        }
        parsable.push(';');
        parsable.push_str(attribute);
    }
    Ok((parsable, name.is_empty()))
}

/// Whether `url` is secure for cookies: https, or a loopback host (Chrome treats
/// `http://localhost` as a secure context, and its cookies so).
fn is_secure(url: &Url) -> bool {
    match (url.scheme(), url.host()) {
        ("https", _) => true,
        ("http", Some(Host::Domain(domain))) => {
            domain.eq_ignore_ascii_case("localhost") || domain.to_ascii_lowercase().ends_with(".localhost")
        }
        ("http", Some(Host::Ipv4(address))) => address.is_loopback(),
        ("http", Some(Host::Ipv6(address))) => address.is_loopback(),
        _ => false,
    }
}
