//! A realm's [module map](https://html.spec.whatwg.org/multipage/webappapis.html#module-map):
//! its modules by URL, the URL of each module (by V8's identity hash), and its import map.
//! The Web APIs' `module_scripts.rs` fetches, links and evaluates; this is the realm's
//! record of what it has.
use std::collections::HashMap;

use url::Url;

use crate::runtime::web::html::import_maps::ImportMap;

/// The source of a module script: inline (the element's text, at its place in the
/// document), or a URL to fetch.
pub enum ModuleSource<'a> {
    Inline { text: &'a str, line: u32, column: u32 },
    External(Url),
}

#[derive(Default)]
pub struct ModuleMap {
    by_url: HashMap<String, v8::Global<v8::Module>>,
    urls: HashMap<i32, Vec<(v8::Global<v8::Module>, Url)>>,
    import_map: ImportMap,
    /// Whether a module was fetched: an import map after that is ignored.
    fetched_any: bool,
}

impl ModuleMap {
    /// The module fetched from `url`, if any.
    pub fn get<'s>(&self, scope: &v8::PinScope<'s, '_>, url: &str) -> Option<v8::Local<'s, v8::Module>> {
        self.by_url.get(url).map(|m| v8::Local::new(scope, m))
    }

    /// Enters `module`, fetched from `url` (`response_url` after redirects).
    pub fn insert(
        &mut self,
        scope: &v8::PinScope<'_, '_>,
        url: &Url,
        response_url: &Url,
        module: v8::Local<v8::Module>,
    ) {
        let global = v8::Global::new(scope, module);
        self.by_url.insert(url.to_string(), global.clone());
        if response_url != url {
            self.by_url.insert(response_url.to_string(), global.clone());
        }
        self.urls.entry(module.get_identity_hash().get()).or_default().push((global, response_url.clone()));
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
