//! Media documents: a navigation response whose MIME type is an image's, a video's or an
//! audio file's makes an HTML document whose body holds one element that shows it.
//! [HTML §7.4.6.5 Page load processing model for media](https://html.spec.whatwg.org/multipage/document-lifecycle.html#navigate-media),
//! chosen by [navigate](https://html.spec.whatwg.org/multipage/browsing-the-web.html#loading-a-document)
//! ("loading a document", step 3's types; SVG is an XML MIME type, an XML document first).
//!
//! As for text documents (`text_document.rs`), the tree is given to framescope's HTML
//! parser as markup ([`markup`]): `html`, an empty `head`, `body` and in it, as Chrome
//! makes them, an `img` whose `src` is the document's URL for an image, and for a video or
//! an audio file a `video` element with `controls`, `autoplay` and `name="media"` around a
//! `source` of that URL and type (Chrome shows audio in a video element too; HTML says an
//! `audio` element). The document's `contentType` is the response's
//! (`text_document.js`). The element fetches its resource again (Chrome takes the
//! navigation's response): the image's `load`, once its size is read, delays the
//! document's. Chrome's styles and title (the file name and the image's size) are not
//! added.

/// What kind of media document the MIME type `essence` (lowercased) makes, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MediaKind {
    /// An [image MIME type](https://mimesniff.spec.whatwg.org/#image-mime-type): `image/…`.
    Image,
    /// An [audio or video MIME type](https://mimesniff.spec.whatwg.org/#audio-or-video-mime-type):
    /// `audio/…`, `video/…`, `application/ogg`.
    Media,
}

/// The media document kind of a document whose MIME type is `essence` (lowercased), or
/// none. (`image/svg+xml`, an XML MIME type, makes an XML document: its caller asks that
/// first.)
pub fn media_kind(essence: &str) -> Option<MediaKind> {
    let (kind, subtype) = essence.split_once('/')?;
    if subtype.is_empty() {
        return None;
    }
    match kind {
        "image" => Some(MediaKind::Image),
        "audio" | "video" => Some(MediaKind::Media),
        "application" if subtype == "ogg" => Some(MediaKind::Media),
        _ => None,
    }
}

/// The markup whose parsing gives the media document's tree for the resource at `url` of
/// MIME type `essence`.
pub fn markup(kind: MediaKind, url: &str, essence: &str) -> String {
    let url = escape_attribute(url);
    match kind {
        MediaKind::Image => format!("<body><img src=\"{url}\">"),
        MediaKind::Media => format!(
            "<body><video controls autoplay name=\"media\"><source src=\"{url}\" type=\"{}\"></video>",
            escape_attribute(essence)
        ),
    }
}

/// `value` with `&` and `"` escaped, for a double-quoted attribute value.
fn escape_attribute(value: &str) -> String {
    value.replace('&', "&amp;").replace('"', "&quot;")
}
