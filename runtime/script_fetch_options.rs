//! A script's [script fetch options](https://html.spec.whatwg.org/multipage/webappapis.html#script-fetch-options),
//! kept with the script in V8's host-defined options (as Chromium keeps its
//! `ReferrerScriptInfo`): one record per compiled script — classic, module, event handler,
//! timer string, `javascript:` URL — which V8 hands to the dynamic import callback of every
//! `import()` in it and in the code it `eval`s or compiles with `Function`. So each
//! `import()` is fetched with its referencing script's options
//! ([HostLoadImportedModule](https://html.spec.whatwg.org/multipage/webappapis.html#hostloadimportedmodule)
//! step 6) and a timer's string gets its initiating script's
//! ([timer initialization steps](https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#timer-initialisation-steps)
//! step 10.2).
//!
//! The record, after the realm id `bindings/realm.rs` puts first: the script's base URL
//! when it is not its resource name (else undefined), then the credentials mode, the
//! referrer policy, the cryptographic nonce and the parser metadata. (Integrity metadata is
//! not kept: a descendant's is always the import map's. The nonce and the parser metadata
//! only matter to Content Security Policy, which framescope does not enforce: they are
//! kept so that what a script passes on is whole.)
use crate::runtime::loader::cors::CredentialsMode;

/// A script's fetch options (what framescope's requests use of them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptFetchOptions {
    pub credentials: CredentialsMode,
    /// A [referrer policy](https://w3c.github.io/webappsec-referrer-policy/#referrer-policy),
    /// or "" for the settings object's (the document's policy when the request is made).
    pub referrer_policy: String,
    pub nonce: String,
    /// Parser metadata: "parser-inserted" (true) or "not-parser-inserted".
    pub parser_inserted: bool,
}

impl Default for ScriptFetchOptions {
    /// The [default script fetch options](https://html.spec.whatwg.org/multipage/webappapis.html#default-script-fetch-options):
    /// an event handler's, a `javascript:` URL's, a worker's classic script's, and any
    /// script's that has no other.
    fn default() -> Self {
        Self {
            credentials: CredentialsMode::SameOrigin,
            referrer_policy: String::new(),
            nonce: String::new(),
            parser_inserted: false,
        }
    }
}

impl ScriptFetchOptions {
    /// A script element's ([prepare the script element](https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element)
    /// steps 24–29): the credentials mode of its `crossorigin` attribute ("same-origin"
    /// without one, as for a module script), its `referrerpolicy` when that names a policy,
    /// its nonce, and whether the parser inserted it.
    pub fn of_element(
        crossorigin: Option<&str>,
        referrer_policy: Option<&str>,
        nonce: Option<&str>,
        parser_inserted: bool,
    ) -> Self {
        let policy = referrer_policy.map(str::to_ascii_lowercase).unwrap_or_default();
        let known = crate::runtime::loader::referrer_policy::POLICIES.contains(&policy.as_str());
        Self {
            credentials: crossorigin.map_or(CredentialsMode::SameOrigin, CredentialsMode::of_attribute),
            referrer_policy: if known { policy } else { String::new() },
            nonce: nonce.unwrap_or_default().to_string(),
            parser_inserted,
        }
    }

    /// These options with `policy` (a module response's `Referrer-Policy`) when it is not
    /// empty: [fetch a single module script](https://html.spec.whatwg.org/multipage/webappapis.html#fetch-a-single-module-script)
    /// gives it to the module script's fetch options.
    pub fn with_response_policy(&self, policy: &str) -> Self {
        let mut options = self.clone();
        if !policy.is_empty() {
            options.referrer_policy = policy.to_string();
        }
        options
    }

    /// The host-defined options after the realm id of a script whose base URL is `base`
    /// (`None`: its resource name), carrying these options.
    pub fn host_options<'s>(
        &self,
        scope: &v8::PinScope<'s, '_>,
        base: Option<&str>,
    ) -> Option<[v8::Local<'s, v8::Primitive>; 5]> {
        let string = |text: &str| v8::String::new(scope, text).map(v8::Local::<v8::Primitive>::from);
        let base = match base {
            Some(base) => string(base)?,
            None => v8::undefined(scope),
        };
        let credentials = match self.credentials {
            CredentialsMode::Omit => "omit",
            CredentialsMode::SameOrigin => "same-origin",
            CredentialsMode::Include => "include",
        };
        let parser = v8::Boolean::new(scope, self.parser_inserted).into();
        Some([base, string(credentials)?, string(&self.referrer_policy)?, string(&self.nonce)?, parser])
    }

    /// The options a script's host-defined options carry (`options`, as V8 hands them to
    /// the dynamic import callback or gives them for the running script); `None` when they
    /// are not such a record (no page script: the platform's, or none).
    pub fn of_host_defined(scope: &v8::PinScope, options: v8::Local<v8::Data>) -> Option<Self> {
        let options = v8::Local::<v8::FixedArray>::try_from(options).ok()?;
        if options.length() < 6 {
            return None;
        }
        let value = |index: usize| {
            v8::Local::<v8::Value>::try_from(options.get(scope, index)?)
                .ok()
                .filter(|value| value.is_string())
        };
        let text = |index: usize| value(index).map(|value| value.to_rust_string_lossy(scope));
        let parser = v8::Local::<v8::Value>::try_from(options.get(scope, 5)?).ok()?;
        Some(Self {
            credentials: CredentialsMode::of_enum(&text(2)?),
            referrer_policy: text(3)?,
            nonce: text(4)?,
            parser_inserted: parser.is_true(),
        })
    }

    /// The running script's options (HTML's active script's): `None` when no page script
    /// runs.
    pub fn of_running_script(scope: &mut v8::PinScope) -> Option<Self> {
        let options = scope.get_current_host_defined_options()?;
        Self::of_host_defined(scope, options)
    }
}
