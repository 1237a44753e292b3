//! `/json/protocol`: what `framescope serve` speaks, in the protocol's own JSON form (the
//! form Chrome serves there, which clients such as chrome-remote-interface build their
//! domain objects from): V8's description of the domains its inspector answers (Schema,
//! Runtime, Debugger, Console, Profiler, HeapProfiler — `v8/include/js_protocol-1.3.json`
//! of the pinned `v8` crate, copied by build.rs), then the domains framescope answers
//! itself, each with the commands and events it implements (names only: their parameters
//! are Chrome's, documented in docs/src/serve.md and at chromedevtools.github.io).
use serde_json::{Value, json};

/// V8's description (build.rs copies it into OUT_DIR).
const JS_PROTOCOL: &str = include_str!(concat!(env!("OUT_DIR"), "/js_protocol.json"));

/// framescope's own domains: (domain, commands, events).
const OWN_DOMAINS: &[(&str, &[&str], &[&str])] = &[
    (
        "Browser",
        &["getVersion", "close", "setDownloadBehavior", "getWindowForTarget", "getWindowBounds"],
        &[],
    ),
    (
        "Target",
        &[
            "getTargets",
            "getTargetInfo",
            "setDiscoverTargets",
            "setAutoAttach",
            "createTarget",
            "closeTarget",
            "activateTarget",
            "attachToTarget",
            "detachFromTarget",
            "getBrowserContexts",
            "createBrowserContext",
            "disposeBrowserContext",
        ],
        &[
            "targetCreated",
            "targetInfoChanged",
            "targetDestroyed",
            "targetCrashed",
            "attachedToTarget",
            "detachedFromTarget",
        ],
    ),
    (
        "Page",
        &[
            "enable",
            "disable",
            "getFrameTree",
            "getResourceTree",
            "getResourceContent",
            "navigate",
            "reload",
            "setLifecycleEventsEnabled",
            "addScriptToEvaluateOnNewDocument",
            "removeScriptToEvaluateOnNewDocument",
            "createIsolatedWorld",
            "close",
            "handleJavaScriptDialog",
            "getNavigationHistory",
            "navigateToHistoryEntry",
            "resetNavigationHistory",
        ],
        &[
            "frameAttached",
            "frameStartedLoading",
            "frameNavigated",
            "frameDetached",
            "domContentEventFired",
            "loadEventFired",
            "frameStoppedLoading",
            "lifecycleEvent",
            "javascriptDialogOpening",
            "javascriptDialogClosed",
        ],
    ),
    (
        "Fetch",
        &[
            "enable",
            "disable",
            "continueRequest",
            "fulfillRequest",
            "failRequest",
            "getResponseBody",
            "continueResponse",
            "continueWithAuth",
        ],
        &["requestPaused"],
    ),
    (
        "DOM",
        &[
            "enable",
            "disable",
            "describeNode",
            "resolveNode",
            "getFrameOwner",
            "getDocument",
            "getContentQuads",
            "getBoxModel",
            "scrollIntoViewIfNeeded",
        ],
        &[],
    ),
    ("Input", &["dispatchMouseEvent", "dispatchKeyEvent", "insertText", "setIgnoreInputEvents"], &[]),
    (
        "Emulation",
        &[
            "setDeviceMetricsOverride",
            "clearDeviceMetricsOverride",
            "setTouchEmulationEnabled",
            "setUserAgentOverride",
            "setTimezoneOverride",
            "setLocaleOverride",
            "setEmulatedMedia",
            "setEmulatedVisionDeficiency",
            "setFocusEmulationEnabled",
            "setCPUThrottlingRate",
            "setDefaultBackgroundColorOverride",
            "setIdleOverride",
        ],
        &[],
    ),
    ("Performance", &["enable", "disable", "getMetrics"], &[]),
    ("Memory", &["getDOMCounters"], &[]),
    (
        "Network",
        &[
            "enable",
            "disable",
            "getResponseBody",
            "setExtraHTTPHeaders",
            "setUserAgentOverride",
            "setCacheDisabled",
            "setBypassServiceWorker",
            "getCookies",
            "getAllCookies",
            "setCookie",
            "setCookies",
            "deleteCookies",
            "clearBrowserCookies",
        ],
        &["requestWillBeSent", "responseReceived", "loadingFinished", "loadingFailed"],
    ),
    ("Storage", &["getCookies", "setCookies", "clearCookies"], &[]),
    ("Inspector", &["enable", "disable"], &["targetCrashed", "workerScriptLoaded", "detached"]),
    ("Audits", &["enable", "disable"], &["issueAdded"]),
    (
        "Log",
        &["enable", "disable", "clear", "startViolationsReport", "stopViolationsReport"],
        &["entryAdded"],
    ),
    ("Security", &["enable", "disable", "setIgnoreCertificateErrors"], &["visibleSecurityStateChanged"]),
    ("Framescope", &["getRealms", "measureMemory", "takeCensus", "getProfilerTraces", "getEmulation"], &[]),
];

/// The description: V8's domains, then framescope's.
pub fn protocol_description() -> Value {
    let mut domains: Vec<Value> = serde_json::from_str::<Value>(JS_PROTOCOL)
        .ok()
        .and_then(|v8| v8.get("domains").and_then(Value::as_array).cloned())
        .unwrap_or_default();
    let names = |list: &[&str]| list.iter().map(|name| json!({ "name": name })).collect::<Vec<_>>();
    for (domain, commands, events) in OWN_DOMAINS {
        domains.push(json!({ "domain": domain, "commands": names(commands), "events": names(events) }));
    }
    json!({ "version": { "major": "1", "minor": "3" }, "domains": domains })
}
