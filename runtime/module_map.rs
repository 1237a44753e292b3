//! A realm's [module map](https://html.spec.whatwg.org/multipage/webappapis.html#module-map):
//! its modules by URL, the URL of each module (by V8's identity hash), and its import map.
//! The Web APIs' `module_scripts.rs` fetches, links and evaluates; this is the realm's
//! record of what it has.
use std::collections::HashMap;
use std::rc::Rc;

use url::Url;

use crate::runtime::web::html::import_maps::ImportMap;

/// The source of a module script: inline (the element's text, at its place in the
/// document), or a URL to fetch.
pub enum ModuleSource<'a> {
    Inline { text: &'a str, line: u32, column: u32 },
    External(Url),
}

/// What the module map holds for a URL: a module script whose record was made, one with a
/// parse error (its "error to rethrow": a SyntaxError, or the TypeError of a specifier
/// that does not resolve), or a failed fetch (HTML's null entry: it stays failed).
enum Entry {
    /// The module and the URLs it requests (resolved when it was made), in order.
    Module(v8::Global<v8::Module>, Rc<[Url]>),
    ParseError(v8::Global<v8::Value>),
    Failed(String),
}

/// [`ModuleMap::lookup`]'s answer, as [`Entry`] in a handle scope.
pub enum Fetched<'s> {
    Module(v8::Local<'s, v8::Module>, Rc<[Url]>),
    ParseError(v8::Local<'s, v8::Value>),
    Failed(String),
}

#[derive(Default)]
pub struct ModuleMap {
    by_url: HashMap<String, Entry>,
    urls: HashMap<i32, Vec<(v8::Global<v8::Module>, Url)>>,
    import_map: ImportMap,
    /// Whether a module was fetched: an import map after that is ignored.
    fetched_any: bool,
}

impl ModuleMap {
    /// The module fetched from `url`, if its record was made.
    pub fn get<'s>(&self, scope: &v8::PinScope<'s, '_>, url: &str) -> Option<v8::Local<'s, v8::Module>> {
        match self.by_url.get(url)? {
            Entry::Module(module, _) => Some(v8::Local::new(scope, module)),
            _ => None,
        }
    }

    /// What was fetched from `url`, if it was.
    pub fn lookup<'s>(&self, scope: &v8::PinScope<'s, '_>, url: &str) -> Option<Fetched<'s>> {
        Some(match self.by_url.get(url)? {
            Entry::Module(module, children) => {
                Fetched::Module(v8::Local::new(scope, module), children.clone())
            }
            Entry::ParseError(error) => Fetched::ParseError(v8::Local::new(scope, error)),
            Entry::Failed(message) => Fetched::Failed(message.clone()),
        })
    }

    /// Enters `module`, fetched from `url` (`response_url` after redirects), which requests
    /// the modules at `children`.
    pub fn insert(
        &mut self,
        scope: &v8::PinScope<'_, '_>,
        url: &Url,
        response_url: &Url,
        module: v8::Local<v8::Module>,
        children: Rc<[Url]>,
    ) {
        let global = v8::Global::new(scope, module);
        if response_url != url {
            self.by_url.insert(response_url.to_string(), Entry::Module(global.clone(), children.clone()));
        }
        self.by_url.insert(url.to_string(), Entry::Module(global.clone(), children));
        self.urls.entry(module.get_identity_hash().get()).or_default().push((global, response_url.clone()));
    }

    /// Enters the module script fetched from `url` whose record could not be made.
    pub fn insert_parse_error(
        &mut self,
        scope: &v8::PinScope<'_, '_>,
        url: &Url,
        error: v8::Local<v8::Value>,
    ) {
        self.by_url.insert(url.to_string(), Entry::ParseError(v8::Global::new(scope, error)));
    }

    /// Enters the failed fetch of `url` (why it failed).
    pub fn insert_failure(&mut self, url: &Url, message: String) {
        self.by_url.insert(url.to_string(), Entry::Failed(message));
    }

    /// The URL `module` was fetched from (its base URL).
    pub fn url_of(&self, scope: &v8::PinScope<'_, '_>, module: v8::Local<v8::Module>) -> Option<Url> {
        let list = self.urls.get(&module.get_identity_hash().get())?;
        list.iter().find(|(global, _)| v8::Local::new(scope, global) == module).map(|(_, url)| url.clone())
    }

    pub fn import_map(&self) -> &ImportMap {
        &self.import_map
    }

    /// A module is about to be fetched (import maps after this are ignored).
    pub fn set_fetching(&mut self) {
        self.fetched_any = true;
    }

    /// [Register an import map](https://html.spec.whatwg.org/multipage/webappapis.html#register-an-import-map):
    /// `text` parsed against `base`; `Err` says why it was not used.
    pub fn register_import_map(&mut self, text: &str, base: &Url) -> Result<(), String> {
        if self.fetched_any {
            return Err(format!("{base}: an import map after module scripts were fetched is ignored"));
        }
        self.import_map = ImportMap::parse(text, base)?;
        Ok(())
    }
}
