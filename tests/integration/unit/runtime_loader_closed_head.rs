//! Unit tests of `runtime::loader::closed_head` (runtime/loader/closed_head.rs).
use tokio::io::AsyncReadExt;

use framescope::runtime::loader::closed_head::*;

async fn read_all(bytes: &'static [u8]) -> Vec<u8> {
    let mut out = Vec::new();
    ClosedHead::new(bytes).read_to_end(&mut out).await.expect("read");
    out
}

#[test]
fn a_head_cut_short_by_the_close_is_ended() {
    let runtime = tokio::runtime::Builder::new_current_thread().build().expect("runtime");
    runtime.block_on(async {
        assert_eq!(read_all(b"HTTP/1.1 200 OK\nfoo: 1\n").await, b"HTTP/1.1 200 OK\nfoo: 1\n\r\n");
        assert_eq!(read_all(b"HTTP/1.1 200 OK\r\nfoo: 1").await, b"HTTP/1.1 200 OK\r\nfoo: 1\r\n\r\n");
        // A whole head, and a body ended by the close, are left as they are.
        assert_eq!(read_all(b"HTTP/1.1 200 OK\r\n\r\nbody").await, b"HTTP/1.1 200 OK\r\n\r\nbody");
        assert_eq!(read_all(b"HTTP/1.1 200 OK\n\nbody").await, b"HTTP/1.1 200 OK\n\nbody");
        assert_eq!(read_all(b"").await, b"");
    });
}
