//! Unit tests of `runtime::loader::media_document` (runtime/loader/media_document.rs).
use framescope::runtime::loader::media_document::*;

#[test]
fn kinds_by_mime_type() {
    assert_eq!(media_kind("image/png"), Some(MediaKind::Image));
    assert_eq!(media_kind("video/webm"), Some(MediaKind::Media));
    assert_eq!(media_kind("audio/mpeg"), Some(MediaKind::Media));
    assert_eq!(media_kind("application/ogg"), Some(MediaKind::Media));
    assert_eq!(media_kind("text/html"), None);
    assert_eq!(media_kind("image/"), None);
    assert_eq!(media_kind("image"), None);
}

#[test]
fn markup_escapes_the_url() {
    assert_eq!(
        markup(MediaKind::Image, "http://a.test/x.png?a=1&b=\"2\"", "image/png"),
        "<body><img src=\"http://a.test/x.png?a=1&amp;b=&quot;2&quot;\">"
    );
    assert_eq!(
        markup(MediaKind::Media, "http://a.test/v.webm", "video/webm"),
        "<body><video controls autoplay name=\"media\"><source src=\"http://a.test/v.webm\" type=\"video/webm\"></video>"
    );
}
