//! A response head the connection's close cuts short: an HTTP/1.1 server that closes the
//! connection before the empty line that ends the header section (wptserve's `.asis`
//! responses, `HTTP/1.1 200 OK\nfoo: 1\n` and no more). Browsers take the headers read
//! so far as the whole head (Chromium's `HttpStreamParser` does so on an EOF while it
//! reads headers), where hyper's parser would call it an incomplete message; so the
//! loader reads the connection through [`ClosedHead`], which ends such a head itself.
use std::io::ErrorKind;
use std::pin::Pin;
use std::task::{Context, Poll};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

/// A connection whose end, before the response head's end, ends the head too.
pub struct ClosedHead<T> {
    inner: T,
    /// Where the reading stands in the head.
    state: Head,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Head {
    /// Nothing read yet.
    Empty,
    /// Inside a line.
    InLine,
    /// Just after a line's LF (an empty line next ends the head).
    LineStart,
    /// The head ended (or was ended): the rest passes through.
    Ended,
}

impl<T> ClosedHead<T> {
    pub fn new(inner: T) -> Self {
        Self { inner, state: Head::Empty }
    }

    /// Follows the head through `bytes`.
    fn scan(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.state = match (self.state, byte) {
                (Head::Ended, _) => return,
                (_, b'\r') => self.state,
                (Head::LineStart, b'\n') => Head::Ended,
                (Head::Empty, b'\n') => Head::Empty,
                (_, b'\n') => Head::LineStart,
                _ => Head::InLine,
            };
        }
    }

    /// What ends a head the connection's close cut short, if it needs ending.
    fn ending(&mut self) -> Option<&'static [u8]> {
        let ending: &'static [u8] = match self.state {
            Head::Empty | Head::Ended => return None,
            Head::InLine => b"\r\n\r\n",
            Head::LineStart => b"\r\n",
        };
        self.state = Head::Ended;
        Some(ending)
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for ClosedHead<T> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        let this = self.get_mut();
        let before = buf.filled().len();
        let had_room = buf.remaining() > 0;
        let result = Pin::new(&mut this.inner).poll_read(cx, buf);
        let closed = match &result {
            Poll::Ready(Ok(())) => had_room && buf.filled().len() == before,
            // A TLS peer that closes without close_notify.
            Poll::Ready(Err(error)) => error.kind() == ErrorKind::UnexpectedEof,
            Poll::Pending => false,
        };
        if closed
            && buf.remaining() >= 4
            && let Some(ending) = this.ending()
        {
            buf.put_slice(ending);
            return Poll::Ready(Ok(()));
        }
        if let Poll::Ready(Ok(())) = result {
            let filled = buf.filled().len();
            let read = buf.filled()[before..filled].to_vec();
            this.scan(&read);
        }
        result
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for ClosedHead<T> {
    fn poll_write(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.get_mut().inner).poll_write(cx, buf)
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_shutdown(cx)
    }
}
