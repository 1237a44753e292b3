//! CSSOM and CSSOM View: the style sheets and declarations (`css_style_sheet.js`,
//! `css_style_declaration.js`), the elements' sheets and the documents' lists of them
//! (`style_sheet_collections.js`), the window's geometry and `matchMedia` (`cssom_view.js`)
//! over the group's viewport (`viewport.rs`), an opened window's size and position
//! (`open_features.rs`).
pub mod open_features;
pub mod viewport;
