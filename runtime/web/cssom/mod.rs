//! CSSOM and CSSOM View: the style sheets and declarations (`css_style_sheet.js`,
//! `css_style_declaration.js`), the window's geometry and `matchMedia` (`cssom_view.js`)
//! over the group's viewport (`viewport.rs`).
pub mod viewport;
