//! JSON and CSS module scripts: modules whose one export, `default`, is a value made from
//! the fetched text (a synthetic module record, V8's `Module::CreateSyntheticModule`).
//! [HTML §8.1.4.6 Creating a JSON module script](https://html.spec.whatwg.org/multipage/webappapis.html#creating-a-json-module-script),
//! [Creating a CSS module script](https://html.spec.whatwg.org/multipage/webappapis.html#creating-a-css-module-script)
use url::Url;

use crate::bindings::modules;
use crate::runtime::hooks::Hook;
use crate::runtime::module_map::ModuleType;
use crate::runtime::realm_state::RealmState;
use crate::runtime::web::web_error::WebError;

/// Whether a response of `content_type` (a `.json`/`.css` path when it has none:
/// framescope's hosts folder serves files with the headers it is told) is a module script
/// of `kind`, as [fetch a single module script](https://html.spec.whatwg.org/multipage/webappapis.html#fetch-a-single-module-script)
/// step 13 asks: a [JSON MIME type](https://mimesniff.spec.whatwg.org/#json-mime-type) for
/// JSON, `text/css` for CSS.
pub fn mime_type_fits(kind: ModuleType, content_type: Option<&str>, url: &Url) -> bool {
    let essence = content_type.map(|value| value.split(';').next().unwrap_or("").trim().to_ascii_lowercase());
    match (kind, essence) {
        (ModuleType::JavaScript, _) => super::module_scripts::javascript_mime_type(content_type, url),
        (ModuleType::Json, Some(essence)) => {
            let Some((kind, subtype)) = essence.split_once('/') else { return false };
            // (Parse a MIME type: type and subtype are non-empty runs of HTTP token code
            // points, else it is no MIME type at all.)
            let token = |s: &str| !s.is_empty() && s.bytes().all(http_token_byte);
            token(kind)
                && token(subtype)
                && (essence == "application/json" || essence == "text/json" || subtype.ends_with("+json"))
        }
        (ModuleType::Css, Some(essence)) => essence == "text/css",
        (ModuleType::Json, None) => url.path().ends_with(".json"),
        (ModuleType::Css, None) => url.path().ends_with(".css"),
    }
}

/// An [HTTP token code point](https://mimesniff.spec.whatwg.org/#http-token-code-point).
fn http_token_byte(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&byte)
}

/// Creates the module script of `kind` (JSON or CSS) from `text` fetched from `url`: its
/// record, or its parse error (the exception parsing threw).
pub fn create<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    kind: ModuleType,
    text: &str,
    url: &Url,
) -> Result<v8::Local<'s, v8::Module>, v8::Local<'s, v8::Value>> {
    let value = match kind {
        ModuleType::Css => css_style_sheet(scope, text)?,
        _ => json_value(scope, text)?,
    };
    let Some(name) = v8::String::new(scope, url.as_str()) else {
        return Err(too_long(scope, url));
    };
    modules::default_export_module(scope, name, value).ok_or_else(|| too_long(scope, url))
}

/// [Creating a JSON module script](https://html.spec.whatwg.org/multipage/webappapis.html#creating-a-json-module-script),
/// step 2: ParseJSONModule(source) — `JSON.parse` of the text (a SyntaxError is the
/// script's parse error).
fn json_value<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    text: &str,
) -> Result<v8::Local<'s, v8::Value>, v8::Local<'s, v8::Value>> {
    v8::tc_scope!(let tc, scope);
    let parsed = v8::String::new(tc, text).and_then(|text| v8::json::parse(tc, text));
    match parsed {
        Some(value) => Ok(value),
        None => Err(tc.exception().unwrap_or_else(|| v8::undefined(tc).into())),
    }
}

/// [Creating a CSS module script](https://html.spec.whatwg.org/multipage/webappapis.html#creating-a-css-module-script),
/// steps 2–3: a constructed `CSSStyleSheet` of the realm with `replaceSync(text)`'s rules
/// (the platform's own steps, `cssModuleSheet`: nothing a page replaced; what they throw
/// is the script's parse error).
fn css_style_sheet<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    text: &str,
) -> Result<v8::Local<'s, v8::Value>, v8::Local<'s, v8::Value>> {
    v8::tc_scope!(let tc, scope);
    let hooks = RealmState::current(tc).and_then(|realm| realm.hooks());
    let sheet = hooks.and_then(|hooks| {
        let steps = hooks.get(tc, Hook::CssModuleSheet)?;
        let text = v8::String::new(tc, text)?;
        let undefined = v8::undefined(tc).into();
        steps.call(tc, undefined, &[text.into()])
    });
    match sheet {
        Some(sheet) => Ok(sheet),
        None => Err(tc.exception().unwrap_or_else(|| {
            let error = WebError::Type("CSSStyleSheet is not available in this realm".to_string());
            error.to_exception(tc).unwrap_or_else(|| v8::undefined(tc).into())
        })),
    }
}

fn too_long<'s>(scope: &mut v8::PinScope<'s, '_>, url: &Url) -> v8::Local<'s, v8::Value> {
    let error = WebError::Range(format!("the module {url} is too long for V8"));
    error.to_exception(scope).unwrap_or_else(|| v8::undefined(scope).into())
}
