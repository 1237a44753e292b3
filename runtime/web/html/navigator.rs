//! The natives of `navigator.js`: the user agent string
//! ([NavigatorID](https://html.spec.whatwg.org/multipage/system-state.html#navigatorid)'s
//! `userAgent`, and `appVersion` made of it): framescope's, or the one a client watching
//! the loader set (`Network.setUserAgentOverride`), which the group's requests send too.
use crate::runtime::group::GroupState;
use crate::runtime::loader::network::DEFAULT_USER_AGENT;

use super::window::Native;

/// The natives of `navigator.js`.
pub fn natives() -> Vec<Native> {
    vec![("userAgent", v8::MapFnTo::map_fn_to(user_agent))]
}

/// The [default `User-Agent` value](https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-useragent)
/// of the current realm's group: the client's override, else framescope's.
fn user_agent(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let agent = GroupState::current(scope)
        .and_then(|(state, _)| state.hosts.observer().and_then(|o| o.overrides().user_agent))
        .unwrap_or_else(|| DEFAULT_USER_AGENT.to_string());
    if let Some(text) = v8::String::new(scope, &agent) {
        rv.set(text.into());
    }
}
