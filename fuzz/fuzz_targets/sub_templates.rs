//! wptserve's `.sub.` template engine (`src/wpt/server.rs` `substitute`: `{{host}}`,
//! `{{ports[https][0]}}`, `{{GET[x]}}`, …) and its `pipe=` parameter (`src/wpt/pipes.rs`),
//! on a text and a URL of the input. Asserts:
//! - nothing panics;
//! - a text without `{{` comes back as it is, and whatever is not a `{{…}}` expression
//!   (the text before the first `{{`) is kept;
//! - escaped substitutions (markup) put no `<`, `>` or `"` in that the text had not;
//! - pipes have trimmed, non-empty names; `status(...)` leaves a status in 100–599.
#![no_main]

use framescope::runtime::loader::headers::Headers;
use framescope::runtime::loader::hosts::Response;
use framescope::wpt::pipes;
use framescope::wpt::server::substitute;
use libfuzzer_sys::fuzz_target;
use url::Url;

/// The input, as text: the file's URL (relative to `http://web-platform.test:8000/`) on
/// the first line, the `pipe=` parameter's value (percent-encoded into the URL's query) on
/// the second, flags on the third (`escape` for markup; `type=<Content-Type>`), the
/// template after.
struct Input<'a> {
    url: &'a str,
    pipe: &'a str,
    escape: bool,
    content_type: Option<&'a str>,
    template: &'a str,
}

impl<'a> Input<'a> {
    fn read(text: &'a str) -> Self {
        let mut parts = text.splitn(4, '\n');
        let (url, pipe, flags) =
            (parts.next().unwrap_or(""), parts.next().unwrap_or(""), parts.next().unwrap_or(""));
        let template = parts.next().unwrap_or("");
        let content_type = flags.split_once("type=").map(|(_, t)| t);
        Input { url, pipe, escape: flags.starts_with("escape"), content_type, template }
    }
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let input = Input::read(&text);
    let Ok(base) = Url::parse("http://web-platform.test:8000/") else { return };
    let Ok(mut url) = base.join(input.url) else { return };

    let out = substitute(input.template, &url, input.escape);
    match input.template.find("{{") {
        None => assert_eq!(out, input.template, "a text without {{{{ is left as it is"),
        Some(start) => assert!(out.starts_with(&input.template[..start]), "the text before {{{{ is kept"),
    }
    if input.escape {
        for special in ['<', '>', '"'] {
            assert!(
                input.template.contains(special) || !out.contains(special),
                "escaped substitution put {special:?} into {out:?}"
            );
        }
    }

    for pipe in pipes::parse(input.pipe) {
        assert!(!pipe.name.is_empty() && pipe.name.trim() == pipe.name, "{pipe:?}");
    }
    url.query_pairs_mut().append_pair("pipe", input.pipe);
    let mut headers = Headers::default();
    if let Some(content_type) = input.content_type {
        headers.set("Content-Type", content_type);
    }
    let response = pipes::apply(Response::text(url.clone(), 200, headers, input.template.to_string()), &url);
    assert!((100..=599).contains(&response.status), "status {}", response.status);
});
