//! The viewport and media environment a group's windows see: CSSOM View's
//! [window geometry](https://drafts.csswg.org/cssom-view/#extensions-to-the-window-interface)
//! (`innerWidth`, `innerHeight`, `outerWidth`, `outerHeight`, `devicePixelRatio`, `screen`)
//! and the [media features](https://drafts.csswg.org/mediaqueries/#media-descriptor-table)
//! `matchMedia` evaluates (`runtime/web/cssom/cssom_view.js`). framescope renders nothing,
//! so it is a fixed 1280×720 screen at a device pixel ratio of 1, screen media, light —
//! unless an embedder emulates another (`framescope serve`'s
//! `Emulation.setDeviceMetricsOverride` and `setEmulatedMedia`, as DevTools does in
//! Chrome), after which the windows read the new values and get a `resize` event when the
//! size changed.
use std::cell::RefCell;

use crate::runtime::group::GroupState;

use super::super::html::window::Native;

/// What the windows see.
#[derive(Clone, Debug, PartialEq)]
pub struct Viewport {
    /// The viewport's size in CSS pixels (`innerWidth`, `innerHeight`, media `width`).
    pub width: u32,
    pub height: u32,
    /// `devicePixelRatio` (media `resolution`, in dppx).
    pub device_scale_factor: f64,
    /// The screen's size (`screen.width`, `screen.height`, media `device-width`).
    pub screen_width: u32,
    pub screen_height: u32,
    /// The media type `matchMedia` matches (`"screen"` or `"print"`).
    pub media: String,
    /// Media features given other values (`prefers-color-scheme: dark`, …).
    pub features: Vec<(String, String)>,
}

impl Default for Viewport {
    fn default() -> Self {
        Viewport {
            width: 1280,
            height: 720,
            device_scale_factor: 1.0,
            screen_width: 1280,
            screen_height: 720,
            media: "screen".into(),
            features: Vec::new(),
        }
    }
}

/// The group's viewport (kept in [`GroupState::web`]).
#[derive(Default)]
struct Current(RefCell<Viewport>);

/// The group's viewport.
pub fn get(state: &GroupState) -> Viewport {
    state.web.get::<Current>().0.borrow().clone()
}

/// Sets the group's viewport; returns whether its size changed (its windows are then due
/// a `resize` event, which the embedder fires by running `hooks.viewportResized` — see
/// `cssom_view.js`).
pub fn set(state: &GroupState, viewport: Viewport) -> bool {
    let current = state.web.get::<Current>();
    let old = current.0.replace(viewport);
    let new = current.0.borrow();
    (old.width, old.height) != (new.width, new.height)
}

/// The natives of `cssom_view.js`.
pub fn natives() -> Vec<Native> {
    vec![("viewport", v8::MapFnTo::map_fn_to(viewport))]
}

/// `natives.viewport()`: `{width, height, screenX, screenY, devicePixelRatio, screenWidth,
/// screenHeight, media, features}` (features: a null-prototype object of the overridden
/// ones; the size and place: the current realm's window's, `open_features.rs`).
fn viewport(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, id)) = GroupState::current(scope) else { return };
    let viewport = get(&state);
    // (A window `window.open` gave a size or a place: its own, for its realms.)
    let rect = super::open_features::rect_of(&state, id).unwrap_or_default();
    let object = v8::Object::new(scope);
    let null = v8::null(scope).into();
    object.set_prototype(scope, null);
    let features = v8::Object::new(scope);
    features.set_prototype(scope, null);
    for (name, value) in &viewport.features {
        let (Some(name), Some(value)) = (v8::String::new(scope, name), v8::String::new(scope, value)) else {
            return;
        };
        features.set(scope, name.into(), value.into());
    }
    let numbers = [
        ("width", f64::from(rect.width.unwrap_or(viewport.width))),
        ("height", f64::from(rect.height.unwrap_or(viewport.height))),
        ("screenX", rect.x as f64),
        ("screenY", rect.y as f64),
        ("devicePixelRatio", viewport.device_scale_factor),
        ("screenWidth", f64::from(viewport.screen_width)),
        ("screenHeight", f64::from(viewport.screen_height)),
    ];
    for (name, value) in numbers {
        let (Some(name), value) = (v8::String::new(scope, name), v8::Number::new(scope, value)) else {
            return;
        };
        object.set(scope, name.into(), value.into());
    }
    let (Some(media_name), Some(media), Some(features_name)) = (
        v8::String::new(scope, "media"),
        v8::String::new(scope, &viewport.media),
        v8::String::new(scope, "features"),
    ) else {
        return;
    };
    object.set(scope, media_name.into(), media.into());
    object.set(scope, features_name.into(), features.into());
    rv.set(object.into());
}
