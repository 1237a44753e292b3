//! The `js-profiling` [document policy](https://wicg.github.io/document-policy/): whether
//! a realm may start profilers. Its default value is false: only a document served with
//! `Document-Policy: js-profiling` (or a dedicated worker it owns) may profile.
//! [JS Self-Profiling §6 Document Policy](https://wicg.github.io/js-self-profiling/#document-policy)

/// Whether `policy` (a `Document-Policy` header's value, a structured-fields dictionary)
/// enables `js-profiling`: the bare key, or `js-profiling=?1`, with any parameters.
pub fn allows_js_profiling(policy: Option<&str>) -> bool {
    let Some(policy) = policy else { return false };
    policy.split(',').any(|member| {
        let member = member.split(';').next().unwrap_or("").trim();
        let (key, value) = match member.split_once('=') {
            Some((key, value)) => (key.trim(), Some(value.trim())),
            None => (member, None),
        };
        key == "js-profiling" && matches!(value, None | Some("?1"))
    })
}
