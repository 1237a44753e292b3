//! Control bytes in header values, over HTTP/1.1. Fetch's
//! [header value](https://fetch.spec.whatwg.org/#header-value) may hold any byte but 0x00,
//! 0x0A and 0x0D (and no leading or trailing HTTP whitespace): `fetch()` and XHR send
//! `"x\x01"` as it is, and a response's `X: \x0B\x0C` is read as it is (Chromium sends and
//! keeps both). hyper refuses them both ways: `HeaderValue` takes no control byte but tab,
//! and its HTTP/1.1 parser (httparse) calls a response head with one malformed.
//!
//! So over HTTP/1.1 the loader hands hyper a stand-in of the same length, each control
//! byte ([`is_control`]) replaced by [`STAND_IN`] (an obs-text byte both accept), and
//! [`ControlBytes`], wrapped around the connection, swaps the bytes: in the request head it
//! writes the author's value for each stand-in hyper writes; in the response head it hands
//! hyper the stand-in and keeps the value as it came, which [`Received::restore`] gives
//! back to the parsed header. The byte count never changes, so what hyper wrote is what it
//! counts. A 0x00 stays what it is (httparse's malformed response: a network error, as
//! Fetch and browsers have it); HTTP/2 (HPACK) sends no such value: the request is a
//! network error naming the header.
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

/// What stands for a control byte while hyper holds the value.
pub const STAND_IN: u8 = 0x80;

/// A byte Fetch allows in a header value and hyper does not: 0x01–0x08, 0x0B, 0x0C,
/// 0x0E–0x1F and 0x7F (tab is allowed by both; 0x00, LF and CR by neither).
pub fn is_control(byte: u8) -> bool {
    matches!(byte, 0x01..=0x08 | 0x0B | 0x0C | 0x0E..=0x1F | 0x7F)
}

/// `value` with each control byte replaced by [`STAND_IN`] (`None`: it has none).
pub fn stand_in(value: &[u8]) -> Option<Vec<u8>> {
    value
        .iter()
        .any(|&b| is_control(b))
        .then(|| value.iter().map(|&b| if is_control(b) { STAND_IN } else { b }).collect())
}

/// A header whose value holds control bytes: its lower-cased name, the value hyper holds
/// and the value as it is.
#[derive(Clone, Debug)]
pub struct Swapped {
    pub name: Vec<u8>,
    pub stand_in: Vec<u8>,
    pub value: Vec<u8>,
}

/// The response headers whose values the connection read with control bytes, the
/// final response's reason phrase as it came, and when the response's first byte came.
#[derive(Clone, Debug, Default)]
pub struct Received(
    Arc<Mutex<Vec<Swapped>>>,
    Arc<Mutex<Option<Vec<u8>>>>,
    Arc<Mutex<Option<std::time::Instant>>>,
);

impl Received {
    /// The value of the parsed header `name: value` as it came: the first header read
    /// under that name whose stand-in `value` is, else `value` itself.
    pub fn restore(&self, name: &str, value: &[u8]) -> Vec<u8> {
        let mut swapped = self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let trimmed = trim(value);
        match swapped.iter().position(|s| s.name == name.as_bytes() && s.stand_in == trimmed) {
            Some(index) => swapped.remove(index).value,
            None => value.to_vec(),
        }
    }
}

impl Received {
    /// The final response's reason phrase as its bytes came (`None`: its status line had
    /// none). httparse gives a reason with a byte 0x80–0xFF that is not UTF-8 as empty,
    /// and Fetch's status message is those bytes.
    pub fn reason(&self) -> Option<Vec<u8>> {
        self.1.lock().unwrap_or_else(std::sync::PoisonError::into_inner).clone()
    }

    /// When the connection read the response's first byte (Resource Timing's
    /// [responseStart](https://w3c.github.io/resource-timing/#dom-performanceresourcetiming-responsestart):
    /// "immediately after the user agent receives the first byte of the response", before
    /// the rest of its head, which a server may send later).
    pub fn first_byte(&self) -> Option<std::time::Instant> {
        *self.2.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// `bytes` without leading and trailing spaces and tabs (as httparse gives a value).
fn trim(bytes: &[u8]) -> &[u8] {
    let start = bytes.iter().position(|&b| b != b' ' && b != b'\t').unwrap_or(bytes.len());
    let end = bytes.iter().rposition(|&b| b != b' ' && b != b'\t').map_or(start, |i| i + 1);
    &bytes[start..end.max(start)]
}

/// A connection that swaps control bytes in header values (see the module's comment).
pub struct ControlBytes<T> {
    inner: T,
    /// The request's headers hyper holds with stand-ins.
    sent: Vec<Swapped>,
    /// The request head was written.
    request_head_ended: bool,
    received: Received,
    /// Reading the response: inside a head (an interim 1xx response's head is followed
    /// by another), on its status line, after a header line's colon.
    in_head: bool,
    on_status_line: bool,
    in_value: bool,
    interim: bool,
    /// The bytes of the response head's line being read, as they came.
    line: Vec<u8>,
}

impl<T> ControlBytes<T> {
    /// `sent`: the request's headers whose values hyper holds with stand-ins.
    pub fn new(inner: T, sent: Vec<Swapped>, received: Received) -> Self {
        Self {
            inner,
            request_head_ended: sent.is_empty(),
            sent,
            received,
            in_head: true,
            on_status_line: true,
            in_value: false,
            interim: false,
            line: Vec::new(),
        }
    }

    /// `bytes` (what one write of hyper's gives: hyper writes a request head in one piece)
    /// with the author's values for the stand-ins of its whole header lines, and where its
    /// head ended, if it did.
    fn restore_request(&self, bytes: &[u8]) -> (Vec<u8>, Option<usize>) {
        let mut out = bytes.to_vec();
        // (Each write starts from every swapped header: hyper writes the same bytes again
        // after a write that was not ready.)
        let mut pending = self.sent.clone();
        let mut start = 0;
        while let Some(length) = out[start..].iter().position(|&b| b == b'\n') {
            let end = start + length;
            let line = &out[start..end];
            let line = line.strip_suffix(b"\r").unwrap_or(line);
            if line.is_empty() {
                return (out, Some(end + 1));
            }
            if let Some(colon) = line.iter().position(|&b| b == b':') {
                let name = line[..colon].to_ascii_lowercase();
                let raw = &line[colon + 1..];
                let value = trim(raw);
                let offset = start + colon + 1 + (value.as_ptr() as usize - raw.as_ptr() as usize);
                if let Some(index) = pending.iter().position(|s| s.name == name && s.stand_in == value) {
                    let swapped = pending.remove(index);
                    out[offset..offset + swapped.value.len()].copy_from_slice(&swapped.value);
                }
            }
            start = end + 1;
        }
        (out, None)
    }

    /// Follows the response head through `bytes`, replacing each control byte of a header
    /// value by its stand-in and keeping each such header as it came.
    fn stand_in_response(&mut self, bytes: &mut [u8]) {
        for byte in bytes.iter_mut() {
            if !self.in_head {
                return;
            }
            if *byte != b'\n' {
                self.line.push(*byte);
                if !self.on_status_line && !self.in_value && *byte == b':' {
                    self.in_value = true;
                } else if self.in_value && is_control(*byte) {
                    *byte = STAND_IN;
                }
                continue;
            }
            let line = std::mem::take(&mut self.line);
            let line = line.strip_suffix(b"\r").unwrap_or(&line);
            self.in_value = false;
            if self.on_status_line {
                // "HTTP/1.1 103 Early Hints": an interim response (101 switches protocols).
                let code = line.split(|&b| b == b' ').nth(1).unwrap_or_default();
                self.interim = code.len() == 3 && code[0] == b'1' && code != b"101";
                if !self.interim && !line.is_empty() {
                    let reason = line.splitn(3, |&b| b == b' ').nth(2).map(<[u8]>::to_vec);
                    *self.received.1.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = reason;
                }
                self.on_status_line = line.is_empty();
            } else if line.is_empty() {
                self.in_head = self.interim;
                self.on_status_line = true;
            } else if let Some(colon) = line.iter().position(|&b| b == b':') {
                let value = trim(&line[colon + 1..]);
                if let Some(stand_in) = stand_in(value) {
                    let name = trim(&line[..colon]).to_ascii_lowercase();
                    let swapped = Swapped { name, stand_in, value: value.to_vec() };
                    self.received.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner).push(swapped);
                }
            }
        }
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for ControlBytes<T> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        let this = self.get_mut();
        let before = buf.filled().len();
        let result = Pin::new(&mut this.inner).poll_read(cx, buf);
        // (Only while in the head: its first byte is the response's; no lock per body chunk.)
        if this.in_head && matches!(result, Poll::Ready(Ok(()))) && buf.filled().len() > before {
            let mut first = this.received.2.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            first.get_or_insert_with(std::time::Instant::now);
        }
        if this.in_head && matches!(result, Poll::Ready(Ok(()))) {
            this.stand_in_response(&mut buf.filled_mut()[before..]);
        }
        result
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for ControlBytes<T> {
    fn poll_write(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<std::io::Result<usize>> {
        let this = self.get_mut();
        if this.request_head_ended {
            return Pin::new(&mut this.inner).poll_write(cx, buf);
        }
        let (restored, ended) = this.restore_request(buf);
        let result = Pin::new(&mut this.inner).poll_write(cx, &restored);
        if let (Poll::Ready(Ok(written)), Some(ended)) = (&result, ended) {
            this.request_head_ended = *written >= ended;
        }
        result
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_shutdown(cx)
    }
}
