//! The [Emulation](https://chromedevtools.github.io/devtools-protocol/tot/Emulation/)
//! domain: the overrides a client sets on a page, checked and kept (what
//! `Framescope.getEmulation` reports). Three change what the page sees:
//! `setDeviceMetricsOverride` (the viewport and screen of every window: `innerWidth`,
//! `innerHeight`, `outerWidth`, `outerHeight`, `devicePixelRatio`, `screen`, the sizes
//! `matchMedia` evaluates, and a `resize` event when the size changed;
//! `runtime/web/cssom/viewport.rs`), `setEmulatedMedia` (the media type and features
//! `matchMedia` evaluates: `prefers-color-scheme`, …) and `setUserAgentOverride` (as
//! `Network.setUserAgentOverride`: the requests' `User-Agent` and `navigator.userAgent`).
//! The others are kept only: framescope has no layout to reflow, no touch input. V8 reads
//! one time zone and one default locale for the whole process, through ICU (from `TZ`
//! and `LC_ALL`/`LANG` when `framescope serve` starts), which every page thread shares: so
//! `setTimezoneOverride` and `setLocaleOverride` are honoured only when they name what
//! the process has already (or clear the override); an invalid id fails as in Chrome, and
//! any other says that one page's zone or locale cannot be changed, and how to start the
//! server with it, rather than pretend (`time_zone_or_locale`). A method
//! whose override would change what scripts do and which is not kept
//! (`setScriptExecutionDisabled`, `setGeolocationOverride`, …) is not acknowledged: it
//! answers -32601, so a client knows it did not happen.
use serde_json::{Map, Value, json};

use super::protocol::{self, Command};

/// The overrides set on a page, by method (their parameters as sent).
#[derive(Default)]
pub struct Emulation {
    overrides: Map<String, Value>,
}

impl Emulation {
    pub fn to_json(&self) -> Value {
        Value::Object(self.overrides.clone())
    }
}

/// The methods kept, with the parameter each needs (checked as Chrome does).
const KEPT: &[(&str, Option<(&str, &str)>)] = &[
    ("setDeviceMetricsOverride", Some(("width", "integer"))),
    ("setTouchEmulationEnabled", Some(("enabled", "boolean"))),
    ("setUserAgentOverride", Some(("userAgent", "string"))),
    ("setEmulatedMedia", None),
    ("setEmulatedVisionDeficiency", Some(("type", "string"))),
    ("setFocusEmulationEnabled", Some(("enabled", "boolean"))),
    ("setCPUThrottlingRate", Some(("rate", "number"))),
    ("setDefaultBackgroundColorOverride", None),
    ("setIdleOverride", None),
];

/// Answers an `Emulation.*` command, and whether it was taken (not an error).
pub fn command(emulation: &mut Emulation, command: &Command) -> (String, bool) {
    let name = command.method.trim_start_matches("Emulation.");
    if let Some(cleared) = name.strip_prefix("clear") {
        // clearDeviceMetricsOverride, clearIdleOverride, clearGeolocationOverride: drop
        // what the matching set… kept.
        let set = format!("set{cleared}");
        emulation.overrides.remove(&set);
        return (command.reply(json!({})), true);
    }
    let Some((_, required)) = KEPT.iter().find(|(method, _)| *method == name) else {
        return (command.unknown(), false);
    };
    if let Some((param, kind)) = required {
        let value = command.params.get(*param);
        let ok = match *kind {
            "integer" => value.is_some_and(Value::is_i64),
            "boolean" => value.is_some_and(Value::is_boolean),
            "string" => value.is_some_and(Value::is_string),
            _ => value.is_some_and(Value::is_number),
        };
        if !ok {
            let message = format!("Invalid parameters: {param}: {kind} value expected");
            return (command.fail(protocol::INVALID_PARAMS, &message), false);
        }
    }
    emulation.overrides.insert(name.to_string(), command.params.clone());
    (command.reply(json!({})), true)
}

impl super::page::Page {
    /// Applies a kept `Emulation.*` override to what the page sees (see the module's
    /// documentation); other methods change nothing.
    pub(super) fn apply_emulation(&mut self, command: &Command) {
        use crate::runtime::web::cssom::viewport::{self, Viewport};
        let params = &command.params;
        let name = command.method.trim_start_matches("Emulation.");
        if name == "setUserAgentOverride"
            && let (Some(agent), Some(observer)) =
                (command.string("userAgent"), self.group.state().hosts.observer().cloned())
        {
            super::network::override_user_agent(&observer, agent);
            return;
        }
        let mut next = viewport::get(self.group.state());
        let number = |key: &str| params.get(key).and_then(Value::as_f64).filter(|n| *n > 0.0);
        match name {
            "setDeviceMetricsOverride" => {
                // Chrome's 0 (for a size or the scale) keeps the default.
                let default = Viewport::default();
                let size = |key: &str, fallback: u32| number(key).map_or(fallback, |n| n.min(1e7) as u32);
                next.width = size("width", default.width);
                next.height = size("height", default.height);
                next.device_scale_factor = number("deviceScaleFactor").unwrap_or(default.device_scale_factor);
                next.screen_width = size("screenWidth", next.width);
                next.screen_height = size("screenHeight", next.height);
            }
            "clearDeviceMetricsOverride" => {
                let default = Viewport::default();
                (next.width, next.height, next.device_scale_factor) =
                    (default.width, default.height, default.device_scale_factor);
                (next.screen_width, next.screen_height) = (default.screen_width, default.screen_height);
            }
            "setEmulatedMedia" => {
                let media = params.get("media").and_then(Value::as_str).unwrap_or("");
                next.media = if media.is_empty() { "screen".into() } else { media.to_ascii_lowercase() };
                next.features = params
                    .get("features")
                    .and_then(Value::as_array)
                    .map(|features| {
                        features
                            .iter()
                            .filter_map(|f| Some((f.get("name")?.as_str()?, f.get("value")?.as_str()?)))
                            .filter(|(_, value)| !value.is_empty())
                            .map(|(name, value)| (name.to_ascii_lowercase(), value.to_ascii_lowercase()))
                            .collect()
                    })
                    .unwrap_or_default();
            }
            _ => return,
        }
        if viewport::set(self.group.state(), next) {
            for realm in self.window_realms() {
                self.group.viewport_resized(realm);
            }
        }
    }
}

/// The ICU probe run in a bare context of the page's isolate (pristine `Intl`, whatever
/// the page did to its own): for `[kind, value]`, the canonical form of the requested
/// time zone or locale ("" when ICU refuses it), a newline, and the process's own.
const PROBE: &str = r#"(([kind, value]) => {
  const own = Intl.DateTimeFormat().resolvedOptions();
  try {
    if (kind === "zone") {
      return new Intl.DateTimeFormat("en", { timeZone: value }).resolvedOptions().timeZone + "\n" + own.timeZone;
    }
    return new Intl.Locale(value).toString() + "\n" + own.locale;
  } catch {
    return "\n" + (kind === "zone" ? own.timeZone : own.locale);
  }
})"#;

impl super::page::Page {
    /// `Emulation.setTimezoneOverride` and `setLocaleOverride` (`None` for the other
    /// methods): honoured when they clear the override or name the zone or locale the
    /// process has; else an error, since V8 has one of each per process.
    pub(super) fn time_zone_or_locale(&mut self, command: &Command) -> Option<String> {
        let (kind, param, variable) = match command.method.as_str() {
            "Emulation.setTimezoneOverride" => ("zone", "timezoneId", "TZ"),
            "Emulation.setLocaleOverride" => ("locale", "locale", "LC_ALL"),
            _ => return None,
        };
        let value = match command.params.get(param) {
            None if kind == "locale" => "",
            Some(Value::String(value)) => value.as_str(),
            _ => {
                let message = format!("Invalid parameters: {param}: string value expected");
                return Some(command.fail(protocol::INVALID_PARAMS, &message));
            }
        };
        if value.is_empty() {
            self.emulation.overrides.remove(command.method.trim_start_matches("Emulation."));
            return Some(command.reply(json!({})));
        }
        let probe = match self.icu_probe(kind, value) {
            Ok(probe) => probe,
            Err(error) => return Some(command.fail(protocol::SERVER_ERROR, &error)),
        };
        let (requested, own) = probe.split_once('\n').unwrap_or(("", ""));
        if requested.is_empty() {
            let what = if kind == "zone" { "Invalid timezone id" } else { "Invalid locale name" };
            return Some(command.fail(protocol::INVALID_PARAMS, &format!("{what}: {value}")));
        }
        if requested != own {
            let what = if kind == "zone" { "time zone" } else { "locale" };
            let message = format!(
                "framescope cannot give one page the {what} {requested}: V8 reads one {what} for the \
                 whole process through ICU (this one's is {own}); start framescope serve with \
                 {variable}={value} to give it to every page"
            );
            return Some(command.fail(protocol::SERVER_ERROR, &message));
        }
        let name = command.method.trim_start_matches("Emulation.");
        self.emulation.overrides.insert(name.to_string(), command.params.clone());
        Some(command.reply(json!({})))
    }

    /// Runs [`PROBE`] for `kind` and `value` in a bare context of the page's isolate.
    fn icu_probe(&mut self, kind: &str, value: &str) -> Result<String, String> {
        let isolate: &mut v8::Isolate = self.group.isolate_mut();
        v8::scope!(let scope, isolate);
        let context = v8::Context::new(scope, Default::default());
        let scope = &mut v8::ContextScope::new(scope, context);
        v8::tc_scope!(let tc, scope);
        let source = format!("{PROBE}({})", json!([kind, value]));
        v8::String::new(tc, &source)
            .and_then(|source| v8::Script::compile(tc, source, None))
            .and_then(|script| script.run(tc))
            .map(|result| result.to_rust_string_lossy(tc))
            .ok_or_else(|| "cannot ask ICU about it".to_string())
    }
}
