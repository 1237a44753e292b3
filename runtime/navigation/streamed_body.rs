//! A document parsed as its body arrives. HTML's [loading HTML documents](https://html.spec.whatwg.org/multipage/document-lifecycle.html#navigate-html)
//! starts the parser with the response's body as it comes: "each task that the networking
//! task source places on the task queue while fetching runs must then fill the parser's
//! [input byte stream](https://html.spec.whatwg.org/multipage/parsing.html#the-input-byte-stream)
//! with the fetched bytes and cause the HTML parser to perform the appropriate processing
//! of the input stream"; the end of parsing comes after the body's end.
//!
//! Over the network loader, a navigation's fetch thread (`navigation_fetch.rs`) reads an
//! HTML response's body as it comes (`runtime/loader/body_stream.rs`): the document is made
//! once its first [`PRESCAN_BYTES`] bytes are in (or all of it, when shorter), which the
//! encoding is sniffed from (HTML §13.2.3.2's prescan), and each later chunk comes to the
//! page's thread as a task that decodes it (one decoder for the whole body: a character
//! split between chunks is one character) and resumes the parser where it waits for input
//! ([`HtmlParser::for_stream`]). A parser that is suspended (a script fetched in parallel)
//! only has the chunk added to its input. Any other response, and every one from the hosts
//! folder or on the virtual clock, comes whole as before.
//!
//! Backpressure: the fetch thread reads the body while the page parses; what has arrived
//! and is not yet parsed waits in the channel and the parser's input, bounded as the
//! loader bounds every body (`NetworkOptions::max_body_bytes`, 64 MiB unless set: a larger
//! body ends in a network error naming the limit, and the document ends with what came).
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::{Arc, mpsc};

use encoding_rs::{Decoder, Encoding};

use crate::runtime::event_loop::{GlobalSteps, Task};
use crate::runtime::group::GroupState;
use crate::runtime::loader::body_stream;
use crate::runtime::loader::encoding_sniffing::PRESCAN_BYTES;
use crate::runtime::loader::fetch_termination::Termination;
use crate::runtime::loader::hosts::{FetchError, Response};
use crate::runtime::loader::mime_type;
use crate::runtime::realm::RealmId;

use super::html_parser::HtmlParser;
use super::the_end::parse_to_the_end;

/// What a navigation's fetch thread sends of a body after the document was made.
enum BodyPiece {
    Chunk(Vec<u8>),
    /// The body's end, or why it ended short.
    End(Result<(), String>),
}

/// The rest of a document's body, still arriving on its fetch's thread.
pub(crate) struct StreamedBody {
    receiver: mpsc::Receiver<BodyPiece>,
    /// The fetch's terminate: ends the read when the document goes.
    termination: Arc<Termination>,
}

impl Drop for StreamedBody {
    /// No one reads the rest (the document went, its parser was aborted, the run ended,
    /// the response was no document to show): the fetch ends, and its connection closes.
    fn drop(&mut self) {
        self.termination.terminate();
    }
}

/// On a navigation's fetch thread (inside `termination`'s scope): runs `work`, the
/// document's fetch, and gives `respond` its response once it has its head and its first
/// [`PRESCAN_BYTES`] bytes — an HTML document's body from the network loader then
/// follows as the [`StreamedBody`] — or, for any other response, its body whole.
pub(crate) fn fetch(
    work: impl FnOnce() -> Result<Response, FetchError>,
    termination: &Arc<Termination>,
    respond: impl FnOnce(Result<Response, FetchError>, Option<StreamedBody>),
) {
    let (result, stream) = body_stream::streamed(work);
    let (mut response, stream) = match (result, stream) {
        (Ok(response), Some(stream)) => (response, stream),
        (result, _) => return respond(result, None),
    };
    let streams = mime_type::of_response(&response.headers, &response.url) == "text/html";
    let (sender, receiver) = mpsc::channel();
    let mut head = Some((respond, StreamedBody { receiver, termination: termination.clone() }));
    let mut bytes = Vec::new();
    let end = stream.read(&mut |chunk| {
        if head.is_none() {
            let _ = sender.send(BodyPiece::Chunk(chunk));
            return;
        }
        bytes.extend_from_slice(&chunk);
        if streams && bytes.len() >= PRESCAN_BYTES {
            response.set_bytes(std::mem::take(&mut bytes));
            if let Some((respond, rest)) = head.take() {
                respond(Ok(response.clone()), Some(rest));
            }
        }
    });
    match head {
        // (The body ended before its first bytes were sent, or it is no HTML document's:
        // the response is whole.)
        Some((respond, _)) => match end {
            Ok(end) => {
                if let Some(timing) = response.timing.as_deref_mut() {
                    timing.response_end = end.response_end;
                    timing.encoded_body_size = end.encoded_body_size;
                    timing.decoded_body_size = end.decoded_body_size;
                }
                response.set_bytes(bytes);
                respond(Ok(response), None);
            }
            Err(cause) => respond(Err(FetchError::Network { url: response.url.to_string(), cause }), None),
        },
        None => {
            let _ = sender.send(BodyPiece::End(end.map(|_| ())));
        }
    }
}

/// A streamed document's text as it is decoded: its encoding's decoder (kept across
/// chunks) and whether the last chunk ended with a CR (its LF, in the next, is the same
/// newline).
pub(crate) struct IncomingText {
    decoder: Decoder,
    after_cr: bool,
    /// The body's bytes decoded so far.
    received: usize,
    /// The body went over the limit for documents: the rest is not parsed, nor read.
    over: bool,
}

impl IncomingText {
    /// A decoder of `encoding` (a BOM of it is removed).
    pub(crate) fn new(encoding: &'static Encoding) -> Self {
        Self { decoder: encoding.new_decoder_with_bom_removal(), after_cr: false, received: 0, over: false }
    }

    /// `bytes` decoded (`last`: the body's end; malformed sequences replaced) with CR LF
    /// and CR made LF, as the input stream's preprocessing does.
    pub(crate) fn decode(&mut self, bytes: &[u8], last: bool) -> String {
        self.received = self.received.saturating_add(bytes.len());
        let mut text = String::with_capacity(self.decoder.max_utf8_buffer_length(bytes.len()).unwrap_or(0));
        let _ = self.decoder.decode_to_string(bytes, &mut text, last);
        let mut normalized = String::with_capacity(text.len());
        for c in text.chars() {
            let skip = self.after_cr && c == '\n';
            self.after_cr = c == '\r';
            if !skip {
                normalized.push(if c == '\r' { '\n' } else { c });
            }
        }
        normalized
    }
}

/// A document whose body is still arriving.
struct Streaming {
    realm: RealmId,
    parser: Rc<HtmlParser>,
    body: StreamedBody,
    text: Rc<RefCell<IncomingText>>,
}

/// The group's documents whose bodies are still arriving.
#[derive(Default)]
struct Streams(RefCell<Vec<Streaming>>);

/// The document `realm`, whose parser is `parser`, gets the rest of its body as it comes
/// (decoded by `text`); the event loop is not idle until its end.
pub(crate) fn attach(
    state: &GroupState,
    realm: RealmId,
    parser: Rc<HtmlParser>,
    body: StreamedBody,
    text: IncomingText,
) {
    let text = Rc::new(RefCell::new(text));
    state.web.get::<Streams>().0.borrow_mut().push(Streaming { realm, parser, body, text });
    state.pending_platform_work.set(state.pending_platform_work.get() + 1);
}

/// Between tasks: each chunk that came is queued as a task of its document (the
/// networking task source), and so is a body's end; the body of a document that went
/// away, or whose parser was aborted (`document.open()`), is no longer read.
pub(crate) fn poll(state: &Rc<GroupState>) {
    let streams = state.web.get::<Streams>();
    if streams.0.borrow().is_empty() {
        return;
    }
    let mut ended = Vec::new();
    for (index, streaming) in streams.0.borrow().iter().enumerate() {
        // (Its body, dropped, is read no further.)
        if state.is_detached(streaming.realm) || streaming.parser.is_aborted() || streaming.text.borrow().over
        {
            ended.push(index);
            continue;
        }
        loop {
            let piece = match streaming.body.receiver.try_recv() {
                Ok(piece) => piece,
                Err(mpsc::TryRecvError::Empty) => break,
                Err(mpsc::TryRecvError::Disconnected) => {
                    BodyPiece::End(Err("the document's fetch ended without its body's end".into()))
                }
            };
            let last = matches!(piece, BodyPiece::End(_));
            let (group, realm) = (state.clone(), streaming.realm);
            let (parser, text) = (streaming.parser.clone(), streaming.text.clone());
            let steps =
                move |scope: &mut v8::PinScope<'_, '_>| feed(scope, &group, realm, &parser, &text, piece);
            state
                .tasks
                .borrow_mut()
                .push(Task::GlobalTask { realm, steps: GlobalSteps::Native(Box::new(steps)) });
            if last {
                ended.push(index);
                break;
            }
        }
    }
    let mut list = streams.0.borrow_mut();
    for index in ended.into_iter().rev() {
        list.remove(index);
        state.pending_platform_work.set(state.pending_platform_work.get().saturating_sub(1));
    }
}

/// A chunk of the document `realm`'s body, or its end, in its task: decoded into the
/// parser's input, and the parser resumed if it waited for input.
fn feed(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    realm: RealmId,
    parser: &Rc<HtmlParser>,
    text: &RefCell<IncomingText>,
    piece: BodyPiece,
) {
    let Some(info) = state.info(realm).filter(|info| !info.detached) else { return };
    if parser.is_aborted() || state.has_expired() || text.borrow().over {
        return;
    }
    match piece {
        BodyPiece::Chunk(bytes) => {
            let mut text = text.borrow_mut();
            let decoded = text.decode(&bytes, false);
            // A document too large for the heap limit (runtime/heap_limit.rs): the part
            // that came within the limit was parsed already; the rest is not read, and the
            // document ends there, with a load error that says so.
            match state.options.refuse_document(text.received) {
                Some(reason) => {
                    text.over = true;
                    parser.append(&text.decode(&[], true));
                    let why =
                        format!("{}: {reason}; parsed only up to the limit, as it streamed in", info.url);
                    state.record_load_error(Some(realm), why);
                    parser.end_of_input();
                }
                None => parser.append(&decoded),
            }
        }
        BodyPiece::End(end) => {
            parser.append(&text.borrow_mut().decode(&[], true));
            if let Err(why) = end {
                state.record_load_error(Some(realm), format!("{}: the body ended short: {why}", info.url));
            }
            parser.end_of_input();
        }
    }
    if parser.take_waiting_for_input() {
        parse_to_the_end(scope, state, &info, parser);
    }
}
