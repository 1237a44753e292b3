//! A navigation's request body: what a `<form method=post>` submits.
//! [HTML §7.4.1 POST resource](https://html.spec.whatwg.org/multipage/browsing-the-web.html#post-resource)

/// HTML's [POST resource](https://html.spec.whatwg.org/multipage/browsing-the-web.html#post-resource):
/// a navigation's request body and its `Content-Type` (the form's enctype, with the
/// multipart boundary). A document keeps the one it was fetched with (its document
/// state's request body), so that a reload posts it again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PostResource {
    /// The [request body](https://html.spec.whatwg.org/multipage/browsing-the-web.html#post-resource-request-body).
    pub body: Vec<u8>,
    /// The [request content-type](https://html.spec.whatwg.org/multipage/browsing-the-web.html#post-resource-request-content-type).
    pub content_type: String,
    /// The submitting document's origin, serialized: the `Origin` header a POST sends
    /// ([Fetch §3.1.7](https://fetch.spec.whatwg.org/#append-a-request-origin-header)).
    pub origin: String,
}
