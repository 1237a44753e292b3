//! wptserve's [pipes](https://web-platform-tests.org/writing-tests/server-pipes.html): a
//! `pipe=` query parameter that changes a static file's response — `header(Name,Value)`
//! (`,True` appends), `status(code)` and `sub` (the `.sub.` substitutions). Of the others,
//! `trickle(...)` (which slows a response down) serves it at once, as every fetch of
//! framescope's is instant, and `gzip` and any unknown pipe leave it as it is.
use url::Url;

use crate::runtime::loader::hosts::Response;

/// One pipe of a `pipe=` parameter: its name and arguments.
#[derive(Debug, PartialEq, Eq)]
pub struct Pipe {
    pub name: String,
    pub args: Vec<String>,
}

/// The pipes of `url`'s `pipe=` query parameter, in order (none without one).
pub fn pipes_of(url: &Url) -> Vec<Pipe> {
    url.query_pairs().filter(|(key, _)| key == "pipe").flat_map(|(_, value)| parse(&value)).collect()
}

/// Parses `name(arg,arg)|name|…`: arguments are split at commas; a backslash escapes the
/// next character (`\,`, `\)`, `\|`).
pub fn parse(text: &str) -> Vec<Pipe> {
    let mut pipes = Vec::new();
    let mut chars = text.chars();
    let (mut name, mut args, mut current) = (String::new(), Vec::new(), String::new());
    let mut in_args = false;
    let finish = |name: &mut String, args: &mut Vec<String>, pipes: &mut Vec<Pipe>| {
        let name = std::mem::take(name).trim().to_string();
        if !name.is_empty() {
            pipes.push(Pipe { name, args: std::mem::take(args) });
        }
        args.clear();
    };
    while let Some(c) = chars.next() {
        match (in_args, c) {
            (true, '\\') => current.extend(chars.next()),
            (true, ',') => args.push(std::mem::take(&mut current)),
            (true, ')') => {
                args.push(std::mem::take(&mut current));
                in_args = false;
            }
            (true, c) => current.push(c),
            (false, '(') => in_args = true,
            (false, '|') => finish(&mut name, &mut args, &mut pipes),
            (false, c) => name.push(c),
        }
    }
    finish(&mut name, &mut args, &mut pipes);
    pipes
}

/// Applies `url`'s pipes to `response` (a static file's, whose type says whether it is
/// HTML for `sub`).
pub fn apply(mut response: Response, url: &Url) -> Response {
    for pipe in pipes_of(url) {
        match (pipe.name.as_str(), pipe.args.as_slice()) {
            ("header", [name, value]) => response.headers.set(name.trim(), value.trim()),
            ("header", [name, value, append]) if append.trim().eq_ignore_ascii_case("true") => {
                // Another value of the header: as a fetch combines them.
                let combined = match response.headers.get(name.trim()) {
                    Some(earlier) => format!("{earlier}, {}", value.trim()),
                    None => value.trim().to_string(),
                };
                response.headers.set(name.trim(), &combined);
            }
            ("header", [name, value, _]) => response.headers.set(name.trim(), value.trim()),
            ("status", [code]) => {
                if let Ok(code) = code.trim().parse::<u16>()
                    && (100..=599).contains(&code)
                {
                    response.status = code;
                }
            }
            ("sub", _) => {
                let html = response.headers.get("content-type").is_some_and(|t| t.contains("html"));
                response.body = super::server::substitute(&response.body, url, html);
            }
            _ => {}
        }
    }
    response
}
