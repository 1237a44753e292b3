//! Import maps and module specifier resolution: what a `<script type="importmap">` says
//! bare specifiers (`import "lodash"`) and URL prefixes map to, how a specifier becomes
//! a URL, and the integrity metadata it gives module URLs.
//! [HTML §8.1.5.1 Import maps](https://html.spec.whatwg.org/multipage/webappapis.html#import-maps),
//! [resolve a module specifier](https://html.spec.whatwg.org/multipage/webappapis.html#resolve-a-module-specifier),
//! [resolve a module integrity metadata](https://html.spec.whatwg.org/multipage/webappapis.html#resolving-a-module-integrity-metadata)
use url::Url;

/// A specifier map: (specifier key, address; `None` blocks the key), longest key first, as
/// resolution tries them.
type SpecifierMap = Vec<(String, Option<Url>)>;

/// A parsed import map: its `imports`, its `scopes` (scope prefix → specifier map) and
/// its `integrity` (module URL → integrity metadata).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ImportMap {
    imports: SpecifierMap,
    scopes: Vec<(String, SpecifierMap)>,
    integrity: Vec<(String, String)>,
}

impl ImportMap {
    /// [Parse an import map string](https://html.spec.whatwg.org/multipage/webappapis.html#parse-an-import-map-string)
    /// with base URL `base`; `Err` names the problem (a JSON error, or a top level that is
    /// not an object). Invalid entries are left out (HTML warns; framescope says nothing).
    pub fn parse(text: &str, base: &Url) -> Result<Self, String> {
        // 1. Let parsed be the result of parsing a JSON string to an Infra value.
        let parsed: serde_json::Value =
            serde_json::from_str(text).map_err(|e| format!("the import map is not JSON: {e}"))?;
        // 2. If parsed is not an ordered map, throw a TypeError.
        let Some(parsed) = parsed.as_object() else {
            return Err("the import map's top level is not a JSON object".into());
        };
        let mut map = Self::default();
        // 3–4. "imports": a specifier map.
        if let Some(imports) = parsed.get("imports") {
            let Some(imports) = imports.as_object() else {
                return Err("the import map's \"imports\" is not a JSON object".into());
            };
            map.imports = specifier_map(imports, base);
        }
        // 5–6. "scopes": scope prefix → specifier map.
        if let Some(scopes) = parsed.get("scopes") {
            let Some(scopes) = scopes.as_object() else {
                return Err("the import map's \"scopes\" is not a JSON object".into());
            };
            for (prefix, entries) in scopes {
                let (Some(entries), Ok(prefix)) = (entries.as_object(), base.join(prefix)) else { continue };
                map.scopes.push((prefix.to_string(), specifier_map(entries, base)));
            }
            map.scopes.sort_by(|a, b| b.0.cmp(&a.0));
        }
        // 7–8. "integrity": a module integrity map, normalized.
        if let Some(integrity) = parsed.get("integrity") {
            let Some(integrity) = integrity.as_object() else {
                return Err("the import map's \"integrity\" is not a JSON object".into());
            };
            map.integrity = integrity_map(integrity, base);
        }
        Ok(map)
    }

    /// [Merge existing and new import maps](https://html.spec.whatwg.org/multipage/webappapis.html#merge-existing-and-new-import-maps):
    /// `new`'s rules are added to this map's, and none of them overrides one this map has
    /// (a specifier of a scope or of the imports, or a URL of the integrity map, that is
    /// here already keeps its rule). (The resolved module set's rules do not apply:
    /// framescope ignores an import map registered after a module was fetched.)
    pub fn merge(&mut self, new: ImportMap) {
        // 3. Each scope: its specifiers not already in the same scope of the old map.
        for (prefix, imports) in new.scopes {
            match self.scopes.iter_mut().find(|(old, _)| *old == prefix) {
                Some((_, old)) => merge_specifier_maps(old, imports),
                None => self.scopes.push((prefix, imports)),
            }
        }
        self.scopes.sort_by(|a, b| b.0.cmp(&a.0));
        // 4. The integrity map: URLs not already there.
        for (url, metadata) in new.integrity {
            if !self.integrity.iter().any(|(old, _)| *old == url) {
                self.integrity.push((url, metadata));
            }
        }
        // 6–7. The imports: specifiers not already there.
        merge_specifier_maps(&mut self.imports, new.imports);
    }

    /// [Resolve a module integrity metadata](https://html.spec.whatwg.org/multipage/webappapis.html#resolving-a-module-integrity-metadata)
    /// for `url`: the integrity map's metadata for it, if it has any (else the empty
    /// string: `None`).
    pub fn integrity_of(&self, url: &Url) -> Option<&str> {
        // 2–3. If map's integrity[url] does not exist, then return the empty string;
        //    return map's integrity[url].
        let url = url.as_str();
        self.integrity.iter().find(|(key, _)| key == url).map(|(_, metadata)| metadata.as_str())
    }

    /// [Resolve a module specifier](https://html.spec.whatwg.org/multipage/webappapis.html#resolve-a-module-specifier)
    /// `specifier` of a script whose base URL is `base`.
    pub fn resolve(&self, specifier: &str, base: &Url) -> Result<Url, String> {
        // 5. Let asURL be the result of resolving a URL-like module specifier.
        let as_url = url_like(specifier, base);
        // 6. Let normalizedSpecifier be the serialization of asURL, if non-null; otherwise,
        //    specifier.
        let normalized = as_url.as_ref().map(|u| u.to_string()).unwrap_or_else(|| specifier.to_string());
        // 7. For each scopePrefix → scopeImports of importMap's scopes: if it matches base.
        let base_text = base.to_string();
        for (prefix, imports) in &self.scopes {
            let matches =
                prefix == &base_text || (prefix.ends_with('/') && base_text.starts_with(prefix.as_str()));
            if matches && let Some(result) = resolve_imports(&normalized, as_url.as_ref(), imports)? {
                return Ok(result);
            }
        }
        // 8. The top-level imports.
        if let Some(result) = resolve_imports(&normalized, as_url.as_ref(), &self.imports)? {
            return Ok(result);
        }
        // 11–12. A URL-like specifier as it is; a bare one is an error.
        as_url.ok_or_else(|| {
            format!(
                "Failed to resolve module specifier \"{specifier}\". Relative references must start with either \"/\", \"./\", or \"../\"."
            )
        })
    }
}

/// [Resolve a URL-like module specifier](https://html.spec.whatwg.org/multipage/webappapis.html#resolving-a-url-like-module-specifier).
fn url_like(specifier: &str, base: &Url) -> Option<Url> {
    if specifier.starts_with('/') || specifier.starts_with("./") || specifier.starts_with("../") {
        return base.join(specifier).ok();
    }
    Url::parse(specifier).ok()
}

/// [Sort and normalize a specifier map](https://html.spec.whatwg.org/multipage/webappapis.html#sorting-and-normalizing-a-module-specifier-map):
/// keys normalized (URL-like ones as URLs), addresses parsed against `base` (`None`: an
/// invalid address, which blocks resolution), longest key first.
fn specifier_map(
    entries: &serde_json::Map<String, serde_json::Value>,
    base: &Url,
) -> Vec<(String, Option<Url>)> {
    let mut map: Vec<(String, Option<Url>)> = entries
        .iter()
        .filter(|(key, _)| !key.is_empty())
        .map(|(key, value)| {
            let key = url_like(key, base).map(|u| u.to_string()).unwrap_or_else(|| key.clone());
            let address = value.as_str().and_then(|v| url_like(v, base));
            // A key ending in "/" needs an address ending in "/".
            let address = address.filter(|a| !key.ends_with('/') || a.as_str().ends_with('/'));
            (key, address)
        })
        .collect();
    map.sort_by(|a, b| b.0.cmp(&a.0));
    map
}

/// [Normalize a module integrity map](https://html.spec.whatwg.org/multipage/webappapis.html#normalizing-a-module-integrity-map):
/// each key resolved as a URL-like module specifier against `base` (a bare one is left
/// out, as is a value that is not a string).
fn integrity_map(entries: &serde_json::Map<String, serde_json::Value>, base: &Url) -> Vec<(String, String)> {
    // 2. For each key → value of originalMap:
    entries
        .iter()
        .filter_map(|(key, value)| {
            // 2.1–2.2. resolvedURL: key resolved as a URL-like module specifier; null: skip.
            let url = url_like(key, base)?;
            // 2.3. A value that is not a string: skip. 2.4. normalized[resolvedURL] = value.
            Some((url.to_string(), value.as_str()?.to_owned()))
        })
        .collect()
}

/// The specifiers of `new` that `old` does not have, added to it (longest key first).
fn merge_specifier_maps(old: &mut SpecifierMap, new: SpecifierMap) {
    for (key, address) in new {
        if !old.iter().any(|(existing, _)| *existing == key) {
            old.push((key, address));
        }
    }
    old.sort_by(|a, b| b.0.cmp(&a.0));
}

/// [Resolve an imports match](https://html.spec.whatwg.org/multipage/webappapis.html#resolving-an-imports-match):
/// `Ok(None)` when no key matches.
fn resolve_imports(
    normalized: &str,
    as_url: Option<&Url>,
    imports: &[(String, Option<Url>)],
) -> Result<Option<Url>, String> {
    for (key, address) in imports {
        // 1.1. Exact match.
        if key == normalized {
            return address
                .clone()
                .map(Some)
                .ok_or_else(|| format!("the import map blocks \"{normalized}\""));
        }
        // 1.2. A prefix match: key ends with "/", and (a bare specifier, or a URL with a
        //      special scheme).
        let special = as_url.is_none_or(|u| u.is_special());
        if key.ends_with('/') && normalized.starts_with(key.as_str()) && special {
            let Some(address) = address else {
                return Err(format!("the import map blocks \"{normalized}\""));
            };
            let after = &normalized[key.len()..];
            let url = address.join(after).map_err(|e| format!("\"{normalized}\" maps to no URL: {e}"))?;
            // Backtracking above the prefix is an error.
            if !url.as_str().starts_with(address.as_str()) {
                return Err(format!("\"{normalized}\" backtracks above its import map prefix {key}"));
            }
            return Ok(Some(url));
        }
    }
    Ok(None)
}
