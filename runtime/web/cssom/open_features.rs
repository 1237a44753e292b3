//! The size and position a window `window.open` makes is given by its features: CSSOM
//! View's [features argument to the open() method](https://drafts.csswg.org/cssom-view/#the-features-argument-to-the-open()-method)
//! (`left`, `top`, `width`, `height`; HTML's tokenizer normalizes `screenx`, `screeny`,
//! `innerwidth` and `innerheight` to them), clamped as Chrome clamps them (Blink's
//! `ChromeClient::CalculateWindowRectWithAdjustment`): a size given (not 0) is at least
//! 100×100 CSS pixels and at most the screen's, and the window is kept on the screen. A
//! headless window has no frame around its viewport, so its outer size is its inner size.
//!
//! The rect is kept per browsing context (a window keeps it across its navigations); the
//! viewport the window's realms see (`viewport.rs`) takes it: a window opened without a
//! size has the group's viewport size, at (0, 0).
use std::cell::RefCell;
use std::collections::HashMap;

use crate::runtime::group::GroupState;
use crate::runtime::realm::RealmId;

/// Chrome's smallest window (Blink's `ChromeClient::MinimumWindowSize`), in CSS pixels.
pub const MINIMUM_WINDOW_SIZE: i64 = 100;

/// An opened window's place on the screen and, when its features gave one, its size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WindowRect {
    /// `screenX`/`screenLeft` and `screenY`/`screenTop`.
    pub x: i64,
    pub y: i64,
    /// Its viewport's width and height (`innerWidth`, `outerWidth`, …); `None`: the
    /// group's viewport's.
    pub width: Option<u32>,
    pub height: Option<u32>,
}

/// Window rects by browsing context number (kept in the group's web state).
#[derive(Default)]
struct WindowRects(RefCell<HashMap<u64, WindowRect>>);

/// [Rules for parsing integers](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-integers):
/// `None` on an error (saturating far outside any screen instead of overflowing).
pub fn parse_integer(input: &str) -> Option<i64> {
    // 1–3. position at the start; sign is "positive". 4. Skip ASCII whitespace.
    let text = input.trim_start_matches(|c: char| c.is_ascii_whitespace());
    // 5. If position is past the end of input, return an error. 6. "-": sign is
    // "negative"; 7. "+": advance.
    let (negative, text) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    // 8. If the character is not an ASCII digit, return an error. 9. Collect the digits
    // and interpret them as a base-ten integer.
    let digits = text.bytes().take_while(u8::is_ascii_digit);
    digits.clone().next()?;
    let value = digits.fold(0i64, |n, d| n.saturating_mul(10).saturating_add(i64::from(d - b'0')));
    // 10–11. Return value, negated when sign is "negative".
    Some(if negative { -value } else { value })
}

/// CSSOM View's steps for the features `left`, `top`, `width` and `height` of
/// `tokenized` (HTML's tokenized features, names normalized; a later feature of a name
/// wins), for a new window on a screen of `screen` (width, height) whose default viewport
/// is `default` (width, height). `None`: no feature of them was given.
pub fn window_rect(
    tokenized: &[(String, String)],
    screen: (u32, u32),
    default: (u32, u32),
) -> Option<WindowRect> {
    let feature = |name: &str| crate::runtime::web::html::window_open::feature(tokenized, name);
    if ["left", "top", "width", "height"].iter().all(|name| feature(name).is_none()) {
        return None;
    }
    // Each of them: "let x be the result of invoking the rules for parsing integers on
    // value; if it returns an error, set x to zero".
    let value = |name: &str| feature(name).map(|v| parse_integer(v).unwrap_or(0));
    let (screen_width, screen_height) = (i64::from(screen.0), i64::from(screen.1));
    // width, height: "if x is not zero, optionally clamp x so that the window does not
    // get too small or bigger than the available space" — Chrome: between 100 and the
    // screen's size; 0 (or no feature) is the default size.
    let size = |requested: Option<i64>, available: i64| match requested {
        Some(0) | None => None,
        Some(n) => Some(n.max(MINIMUM_WINDOW_SIZE).min(available)),
    };
    let width = size(value("width"), screen_width);
    let height = size(value("height"), screen_height);
    // left, top: "optionally clamp x so that the window does not move outside the
    // available space" — Chrome keeps the window's size (the minimum's, for a size of 0)
    // on the screen.
    let extent = |requested: Option<i64>, size: Option<i64>, default: u32| match (requested, size) {
        (_, Some(size)) => size,
        (Some(0), None) => MINIMUM_WINDOW_SIZE,
        _ => i64::from(default),
    };
    let place = |position: Option<i64>, available: i64, extent: i64| {
        position.unwrap_or(0).min(available - extent).max(0)
    };
    let x = place(value("left"), screen_width, extent(value("width"), width, default.0));
    let y = place(value("top"), screen_height, extent(value("height"), height, default.1));
    let to_u32 = |n: i64| u32::try_from(n).ok();
    Some(WindowRect { x, y, width: width.and_then(to_u32), height: height.and_then(to_u32) })
}

/// [Set up browsing context features](https://html.spec.whatwg.org/multipage/nav-history-apis.html#set-up-browsing-context-features)
/// for the new window whose realm is `window`: records its rect.
pub fn set_up_browsing_context_features(state: &GroupState, window: RealmId, tokenized: &[(String, String)]) {
    let viewport = super::viewport::get(state);
    let screen = (viewport.screen_width, viewport.screen_height);
    let Some(rect) = window_rect(tokenized, screen, (viewport.width, viewport.height)) else { return };
    if let Some(browsing_context) = state.browsing_context_of(window) {
        state.web.get::<WindowRects>().0.borrow_mut().insert(browsing_context, rect);
    }
}

/// Forgets the rect of realm `id`'s browsing context, which is being closed.
pub fn forget_rect(state: &GroupState, id: RealmId) {
    if let Some(browsing_context) = state.browsing_context_of(id) {
        state.web.get::<WindowRects>().0.borrow_mut().remove(&browsing_context);
    }
}

/// The rect of the top-level window realm `id` is in, when `window.open`'s features gave it
/// one.
pub fn rect_of(state: &GroupState, id: RealmId) -> Option<WindowRect> {
    let top = state.top_of(id)?;
    let browsing_context = state.browsing_context_of(top)?;
    state.web.get::<WindowRects>().0.borrow().get(&browsing_context).copied()
}
