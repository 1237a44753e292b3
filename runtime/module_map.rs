//! A realm's [module map](https://html.spec.whatwg.org/multipage/webappapis.html#module-map):
//! its modules by (URL, module type), the URL of each module (by V8's identity hash), and
//! its import map.
//! The Web APIs' `module_scripts.rs` fetches, links and evaluates; this is the realm's
//! record of what it has.
use std::collections::HashMap;
use std::rc::Rc;

use url::Url;

use crate::runtime::web::html::import_maps::ImportMap;

/// The source of a module script: inline (the element's text, at its place in the
/// document), or a URL to fetch.
pub enum ModuleSource<'a> {
    /// `base`: the script's base URL (the document base URL when the element was
    /// prepared; a module worker's URL for its script).
    Inline {
        text: &'a str,
        line: u32,
        column: u32,
        base: Url,
    },
    External(Url),
}

/// A module script's type: HTML's [module type from module request](https://html.spec.whatwg.org/multipage/webappapis.html#module-type-from-module-request),
/// once [allowed](https://html.spec.whatwg.org/multipage/webappapis.html#module-type-allowed).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ModuleType {
    /// No `type` attribute: HTML's "javascript-or-wasm" (framescope has no Wasm modules).
    JavaScript,
    Json,
    Css,
}

impl ModuleType {
    /// The module type of an import whose `type` attribute is `value` (`None`: no such
    /// attribute) in a realm that has `CSSStyleSheet` (a window) or not; `Err` names a type
    /// HTML does not allow (`"javascript"` included: only the absence of the attribute
    /// means JavaScript; `"css"` where there are no style sheets).
    pub fn from_attribute(value: Option<&str>, has_style_sheets: bool) -> Result<ModuleType, String> {
        match value {
            None => Ok(ModuleType::JavaScript),
            Some("json") => Ok(ModuleType::Json),
            Some("css") if has_style_sheets => Ok(ModuleType::Css),
            Some("css") => Err("CSS module scripts need a window (a worker has no style sheets)".to_string()),
            Some(other) => Err(format!("\"{other}\" is not a valid module type")),
        }
    }

    /// What a response of this module type must be, for error messages.
    pub fn mime_type_needed(self) -> &'static str {
        match self {
            ModuleType::JavaScript => "a JavaScript MIME type",
            ModuleType::Json => "a JSON MIME type",
            ModuleType::Css => "text/css",
        }
    }
}

/// A module request, resolved: the module map's key.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ModuleRequest {
    pub url: Url,
    pub kind: ModuleType,
}

impl ModuleRequest {
    pub fn javascript(url: Url) -> ModuleRequest {
        ModuleRequest { url, kind: ModuleType::JavaScript }
    }
}

/// What the module map holds for a (URL, module type): a module script whose record was made, one with a
/// parse error (its "error to rethrow": a SyntaxError, or the TypeError of a specifier
/// that does not resolve), or a failed fetch (HTML's null entry: it stays failed).
enum Entry {
    /// The module and the modules it requests (resolved when it was made), in order.
    Module(v8::Global<v8::Module>, Rc<[ModuleRequest]>),
    ParseError(v8::Global<v8::Value>),
    Failed(String),
}

/// [`ModuleMap::lookup`]'s answer, as [`Entry`] in a handle scope.
pub enum Fetched<'s> {
    Module(v8::Local<'s, v8::Module>, Rc<[ModuleRequest]>),
    ParseError(v8::Local<'s, v8::Value>),
    Failed(String),
}

#[derive(Default)]
pub struct ModuleMap {
    by_url: HashMap<ModuleRequest, Entry>,
    urls: HashMap<i32, Vec<(v8::Global<v8::Module>, Url)>>,
    import_map: ImportMap,
    /// Whether a module was fetched: an import map after that is ignored.
    fetched_any: bool,
}

impl ModuleMap {
    /// The module fetched for `request`, if its record was made.
    pub fn get<'s>(
        &self,
        scope: &v8::PinScope<'s, '_>,
        request: &ModuleRequest,
    ) -> Option<v8::Local<'s, v8::Module>> {
        match self.by_url.get(request)? {
            Entry::Module(module, _) => Some(v8::Local::new(scope, module)),
            _ => None,
        }
    }

    /// What was fetched for `request`, if it was.
    pub fn lookup<'s>(&self, scope: &v8::PinScope<'s, '_>, request: &ModuleRequest) -> Option<Fetched<'s>> {
        Some(match self.by_url.get(request)? {
            Entry::Module(module, children) => {
                Fetched::Module(v8::Local::new(scope, module), children.clone())
            }
            Entry::ParseError(error) => Fetched::ParseError(v8::Local::new(scope, error)),
            Entry::Failed(message) => Fetched::Failed(message.clone()),
        })
    }

    /// Enters `module`, fetched for `request` (from `response_url` after redirects), which
    /// requests the modules `children`.
    pub fn insert(
        &mut self,
        scope: &v8::PinScope<'_, '_>,
        request: &ModuleRequest,
        response_url: &Url,
        module: v8::Local<v8::Module>,
        children: Rc<[ModuleRequest]>,
    ) {
        let global = v8::Global::new(scope, module);
        if *response_url != request.url {
            let key = ModuleRequest { url: response_url.clone(), kind: request.kind };
            self.by_url.insert(key, Entry::Module(global.clone(), children.clone()));
        }
        self.by_url.insert(request.clone(), Entry::Module(global, children));
        self.record_base_url(scope, module, response_url);
    }

    /// Records `module`'s base URL, for its imports and `import.meta.url`: its response URL,
    /// or an inline module script's (which is not in the map: nothing imports it).
    pub fn record_base_url(
        &mut self,
        scope: &v8::PinScope<'_, '_>,
        module: v8::Local<v8::Module>,
        base: &Url,
    ) {
        let global = v8::Global::new(scope, module);
        self.urls.entry(module.get_identity_hash().get()).or_default().push((global, base.clone()));
    }

    /// Enters the module script fetched for `request` whose record could not be made.
    pub fn insert_parse_error(
        &mut self,
        scope: &v8::PinScope<'_, '_>,
        request: &ModuleRequest,
        error: v8::Local<v8::Value>,
    ) {
        self.by_url.insert(request.clone(), Entry::ParseError(v8::Global::new(scope, error)));
    }

    /// Enters the failed fetch for `request` (why it failed).
    pub fn insert_failure(&mut self, request: &ModuleRequest, message: String) {
        self.by_url.insert(request.clone(), Entry::Failed(message));
    }

    /// The URL `module` was fetched from (its base URL).
    pub fn url_of(&self, scope: &v8::PinScope<'_, '_>, module: v8::Local<v8::Module>) -> Option<Url> {
        let list = self.urls.get(&module.get_identity_hash().get())?;
        list.iter().find(|(global, _)| v8::Local::new(scope, global) == module).map(|(_, url)| url.clone())
    }

    pub fn import_map(&self) -> &ImportMap {
        &self.import_map
    }

    /// The integrity metadata of a module request for `url`: `attribute` (an element's
    /// `integrity`, even empty), else [resolve a module integrity metadata](https://html.spec.whatwg.org/multipage/webappapis.html#resolving-a-module-integrity-metadata)
    /// of `url` in the import map (`None`: the empty string).
    pub fn integrity_metadata(&self, url: &Url, attribute: Option<&str>) -> Option<String> {
        attribute.or_else(|| self.import_map.integrity_of(url)).map(str::to_owned)
    }

    /// A module is about to be fetched (import maps after this are ignored).
    pub fn set_fetching(&mut self) {
        self.fetched_any = true;
    }

    /// [Register an import map](https://html.spec.whatwg.org/multipage/webappapis.html#register-an-import-map):
    /// `text` parsed against `base`, merged into the realm's import map (what it has
    /// already is not overridden); `Err` says why it was not used.
    pub fn register_import_map(&mut self, text: &str, base: &Url) -> Result<(), String> {
        if self.fetched_any {
            return Err(format!("{base}: an import map after module scripts were fetched is ignored"));
        }
        self.import_map.merge(ImportMap::parse(text, base)?);
        Ok(())
    }
}
