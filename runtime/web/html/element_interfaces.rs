//! Which interface an HTML element of a given local name has: HTML's element index (and
//! its obsolete elements), `HTMLUnknownElement` for other names that are not valid custom
//! element names. The realm's JavaScript asks through `natives.htmlElementInterface`, so no
//! realm carries the table.
//! [HTML §3.2.2 Elements in the DOM](https://html.spec.whatwg.org/multipage/dom.html#elements-in-the-dom),
//! [HTML §16 Obsolete features](https://html.spec.whatwg.org/multipage/obsolete.html),
//! [HTML Index: Elements](https://html.spec.whatwg.org/multipage/indices.html#elements-3)

use super::window::Native;

/// The natives of element interfaces.
pub fn natives() -> Vec<Native> {
    vec![("htmlElementInterface", v8::MapFnTo::map_fn_to(html_element_interface))]
}

/// `natives.htmlElementInterface(localName)`: the name of the interface an HTML element
/// with that local name has, or undefined for `HTMLElement` itself.
fn html_element_interface(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let name = args.get(0).to_rust_string_lossy(scope);
    if let Some(interface) = interface_of(&name)
        && let Some(text) = v8::String::new(scope, interface)
    {
        rv.set(text.into());
    }
}

/// [HTML §3.2.2](https://html.spec.whatwg.org/multipage/dom.html#elements-in-the-dom):
/// "The element interface for an HTML element with local name `name`": the interface the
/// element's definition names, `HTMLElement` (None) for a valid custom element name,
/// else `HTMLUnknownElement`.
pub fn interface_of(name: &str) -> Option<&'static str> {
    Some(match name {
        "a" => "HTMLAnchorElement",
        "area" => "HTMLAreaElement",
        "audio" => "HTMLAudioElement",
        "base" => "HTMLBaseElement",
        "blockquote" | "q" => "HTMLQuoteElement",
        "body" => "HTMLBodyElement",
        "br" => "HTMLBRElement",
        "button" => "HTMLButtonElement",
        "canvas" => "HTMLCanvasElement",
        "caption" => "HTMLTableCaptionElement",
        "col" | "colgroup" => "HTMLTableColElement",
        "data" => "HTMLDataElement",
        "datalist" => "HTMLDataListElement",
        "del" | "ins" => "HTMLModElement",
        "details" => "HTMLDetailsElement",
        "dialog" => "HTMLDialogElement",
        "dir" => "HTMLDirectoryElement",
        "div" => "HTMLDivElement",
        "dl" => "HTMLDListElement",
        "embed" => "HTMLEmbedElement",
        "fieldset" => "HTMLFieldSetElement",
        "font" => "HTMLFontElement",
        "form" => "HTMLFormElement",
        "frame" => "HTMLFrameElement",
        "frameset" => "HTMLFrameSetElement",
        "h1" | "h2" | "h3" | "h4" | "h5" | "h6" => "HTMLHeadingElement",
        "head" => "HTMLHeadElement",
        "hr" => "HTMLHRElement",
        "html" => "HTMLHtmlElement",
        "iframe" => "HTMLIFrameElement",
        "img" => "HTMLImageElement",
        "input" => "HTMLInputElement",
        "label" => "HTMLLabelElement",
        "legend" => "HTMLLegendElement",
        "li" => "HTMLLIElement",
        "link" => "HTMLLinkElement",
        "map" => "HTMLMapElement",
        "marquee" => "HTMLMarqueeElement",
        "menu" => "HTMLMenuElement",
        "meta" => "HTMLMetaElement",
        "meter" => "HTMLMeterElement",
        "object" => "HTMLObjectElement",
        "ol" => "HTMLOListElement",
        "optgroup" => "HTMLOptGroupElement",
        "option" => "HTMLOptionElement",
        "output" => "HTMLOutputElement",
        "p" => "HTMLParagraphElement",
        "param" => "HTMLParamElement",
        "picture" => "HTMLPictureElement",
        "pre" | "listing" | "xmp" => "HTMLPreElement",
        "progress" => "HTMLProgressElement",
        "script" => "HTMLScriptElement",
        "select" => "HTMLSelectElement",
        "selectedcontent" => "HTMLSelectedContentElement",
        "slot" => "HTMLSlotElement",
        "source" => "HTMLSourceElement",
        "span" => "HTMLSpanElement",
        "style" => "HTMLStyleElement",
        "table" => "HTMLTableElement",
        "tbody" | "thead" | "tfoot" => "HTMLTableSectionElement",
        "td" | "th" => "HTMLTableCellElement",
        "template" => "HTMLTemplateElement",
        "textarea" => "HTMLTextAreaElement",
        "time" => "HTMLTimeElement",
        "title" => "HTMLTitleElement",
        "tr" => "HTMLTableRowElement",
        "track" => "HTMLTrackElement",
        "ul" => "HTMLUListElement",
        "video" => "HTMLVideoElement",
        // Elements whose interface is HTMLElement itself (and obsolete ones HTML maps so).
        "abbr" | "address" | "article" | "aside" | "b" | "bdi" | "bdo" | "cite" | "code" | "dd" | "dfn"
        | "dt" | "em" | "figcaption" | "figure" | "footer" | "header" | "hgroup" | "i" | "kbd" | "main"
        | "mark" | "nav" | "noscript" | "rp" | "rt" | "ruby" | "s" | "samp" | "search" | "section"
        | "small" | "strong" | "sub" | "summary" | "sup" | "u" | "var" | "wbr" | "acronym" | "basefont"
        | "big" | "center" | "nobr" | "noembed" | "noframes" | "plaintext" | "rb" | "rtc" | "strike"
        | "tt" => return None,
        _ if is_valid_custom_element_name(name) => return None,
        _ => "HTMLUnknownElement",
    })
}

/// [HTML §4.13.3](https://html.spec.whatwg.org/multipage/custom-elements.html#valid-custom-element-name):
/// an ASCII lower alpha first, a hyphen, no ASCII upper alpha, and none of the reserved
/// names (all of which hold a hyphen).
fn is_valid_custom_element_name(name: &str) -> bool {
    const RESERVED: [&str; 8] = [
        "annotation-xml",
        "color-profile",
        "font-face",
        "font-face-src",
        "font-face-uri",
        "font-face-format",
        "font-face-name",
        "missing-glyph",
    ];
    name.starts_with(|c: char| c.is_ascii_lowercase())
        && name.contains('-')
        && !name.chars().any(|c| c.is_ascii_uppercase())
        && !RESERVED.contains(&name)
}
