//! `document.domain`'s setter and `window.originAgentCluster`: [HTML §7.1.1 Relaxing the same-origin restriction](https://html.spec.whatwg.org/multipage/browsers.html#relaxing-the-same-origin-restriction),
//! on the group's agent clusters (`runtime/navigation/agent_clusters.rs`, which says how
//! Chrome decides them).
use crate::runtime::group::GroupState;
use crate::runtime::navigation::agent_clusters::{
    AgentClusters, domain_of, origin_holder, origin_keyed, token,
};

use super::window::Native;

/// `natives.originAgentCluster()`, `natives.setDocumentDomain(domain)` and
/// `natives.documentDomain()`.
pub fn natives() -> Vec<Native> {
    vec![
        ("originAgentCluster", v8::MapFnTo::map_fn_to(origin_agent_cluster)),
        ("setDocumentDomain", v8::MapFnTo::map_fn_to(set_document_domain)),
        ("documentDomain", v8::MapFnTo::map_fn_to(document_domain)),
    ]
}

/// `natives.originAgentCluster()`: `window.originAgentCluster`
/// ([HTML](https://html.spec.whatwg.org/multipage/browsers.html#dom-originagentcluster)).
fn origin_agent_cluster(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current_realm(scope) else { return };
    rv.set_bool(origin_keyed(&state, &realm.info()));
}

/// `natives.setDocumentDomain(domain)`: [the setter](https://html.spec.whatwg.org/multipage/browsers.html#dom-document-domain)'s
/// steps 6–7 for the current realm's document, once `document.js` checked steps 1–5:
/// 6. if its agent cluster is origin-keyed, return (false: the caller warns);
/// 7. set its origin's domain to `domain` (its security token follows: true).
fn set_document_domain(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current_realm(scope) else { return };
    let info = realm.info();
    if origin_keyed(&state, &info) {
        rv.set_bool(false);
        return;
    }
    let domain = args.get(0).to_rust_string_lossy(scope);
    let token = token(&info.origin, &domain);
    let holder = origin_holder(&state, &info);
    state.web.get::<AgentClusters>().domains.borrow_mut().insert(holder, domain);
    let Some(token) = v8::String::new_from_utf8(scope, token.as_bytes(), v8::NewStringType::Internalized)
    else {
        return;
    };
    // (Every live document that shares the origin gets the token.)
    for other in state.realms() {
        if other.detached || origin_holder(&state, &other) != holder {
            continue;
        }
        if let Some(context) = state.context(scope, other.id) {
            context.set_security_token(token.into());
        }
    }
    rv.set_bool(true);
}

/// `natives.documentDomain()`: the domain `document.domain` set on the current realm's
/// document's origin (perhaps through another document sharing it), or undefined.
fn document_domain(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current(scope) else { return };
    if let Some(domain) = domain_of(&state, realm).and_then(|d| v8::String::new(scope, &d)) {
        rv.set(domain.into());
    }
}
