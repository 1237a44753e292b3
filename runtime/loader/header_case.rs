//! The author's header names, in the case the author wrote them. Fetch's header list keeps
//! a name as it was first given (`setRequestHeader("x-Test", …)` sends `x-Test`), and
//! browsers send it so over HTTP/1.1; hyper keeps names lower-cased and writes them
//! title-cased (`X-Test`), with no public way to give it another case. [`HeaderCase`]
//! wraps the connection and gives each header line of the request head the case of the
//! author's name it matches: only the case of the bytes changes, never their number, so
//! what hyper wrote is what it counts. (A name that one write of hyper's splits keeps
//! hyper's case; hyper writes a request head in one piece.) HTTP/2 sends names
//! lower-cased, as every browser does.
use std::collections::HashMap;
use std::pin::Pin;
use std::task::{Context, Poll};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

/// A connection whose request head's header names take the author's case.
pub struct HeaderCase<T> {
    inner: T,
    /// The author's names, by their lower-case form.
    names: HashMap<Vec<u8>, Vec<u8>>,
    /// The request line is behind.
    past_request_line: bool,
    /// At the start of a line of the head.
    at_line_start: bool,
    /// The head ended (the body, if any, passes as it is).
    head_ended: bool,
}

impl<T> HeaderCase<T> {
    /// `names`: the author's header names, each as first given.
    pub fn new<'a>(inner: T, names: impl IntoIterator<Item = &'a str>) -> Self {
        let mut map = HashMap::new();
        for name in names {
            map.entry(name.to_ascii_lowercase().into_bytes()).or_insert_with(|| name.as_bytes().to_vec());
        }
        Self { inner, names: map, past_request_line: false, at_line_start: false, head_ended: false }
    }

    /// `bytes` (what one write gives) with the header names of its whole lines in the
    /// author's case.
    pub fn recase(&mut self, bytes: &[u8]) -> Vec<u8> {
        let mut out = bytes.to_vec();
        let mut i = 0;
        while i < out.len() && !self.head_ended {
            if self.at_line_start {
                self.at_line_start = false;
                if out[i] == b'\r' || out[i] == b'\n' {
                    self.head_ended = true;
                    break;
                }
                if self.past_request_line
                    && let Some(colon) = out[i..].iter().position(|&b| b == b':' || b == b'\n')
                    && out[i + colon] == b':'
                    && let Some(name) = self.names.get(&out[i..i + colon].to_ascii_lowercase())
                    && name.len() == colon
                {
                    out[i..i + colon].copy_from_slice(name);
                }
            }
            if out[i] == b'\n' {
                self.at_line_start = true;
                self.past_request_line = true;
            }
            i += 1;
        }
        out
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for HeaderCase<T> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_read(cx, buf)
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for HeaderCase<T> {
    fn poll_write(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<std::io::Result<usize>> {
        let this = self.get_mut();
        if this.head_ended || this.names.is_empty() {
            return Pin::new(&mut this.inner).poll_write(cx, buf);
        }
        // (The state moves on only for the bytes the connection took.)
        let saved = (this.past_request_line, this.at_line_start, this.head_ended);
        let recased = this.recase(buf);
        let result = Pin::new(&mut this.inner).poll_write(cx, &recased);
        (this.past_request_line, this.at_line_start, this.head_ended) = saved;
        if let Poll::Ready(Ok(written)) = result {
            this.recase(&buf[..written]);
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
