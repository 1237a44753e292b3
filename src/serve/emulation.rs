//! The [Emulation](https://chromedevtools.github.io/devtools-protocol/tot/Emulation/)
//! domain: the overrides a client sets on a page. framescope has no layout, no screen to
//! resize and one fixed media environment (CSSOM View's 1280×720 light screen), so the
//! overrides are checked and kept (what `Framescope.getEmulation` reports) but change
//! nothing a page sees yet; a method whose override would change what scripts do
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
    ("setTimezoneOverride", Some(("timezoneId", "string"))),
    ("setLocaleOverride", None),
    ("setEmulatedMedia", None),
    ("setEmulatedVisionDeficiency", Some(("type", "string"))),
    ("setFocusEmulationEnabled", Some(("enabled", "boolean"))),
    ("setCPUThrottlingRate", Some(("rate", "number"))),
    ("setDefaultBackgroundColorOverride", None),
    ("setIdleOverride", None),
];

/// Answers an `Emulation.*` command.
pub fn command(emulation: &mut Emulation, command: &Command) -> String {
    let name = command.method.trim_start_matches("Emulation.");
    if let Some(cleared) = name.strip_prefix("clear") {
        // clearDeviceMetricsOverride, clearIdleOverride, clearGeolocationOverride: drop
        // what the matching set… kept.
        let set = format!("set{cleared}");
        emulation.overrides.remove(&set);
        return command.reply(json!({}));
    }
    let Some((_, required)) = KEPT.iter().find(|(method, _)| *method == name) else {
        return command.unknown();
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
            return command.fail(protocol::INVALID_PARAMS, &message);
        }
    }
    emulation.overrides.insert(name.to_string(), command.params.clone());
    command.reply(json!({}))
}
