//! Random bytes from the kernel (`getrandom(2)`), for `crypto.getRandomValues`. Not a V8
//! API: it is here because all `unsafe` code is.

/// Fills `bytes` from the kernel's random source; false when the kernel fails.
pub fn fill(bytes: &mut [u8]) -> bool {
    let mut filled = 0;
    while filled < bytes.len() {
        let rest = &mut bytes[filled..];
        // SAFETY: getrandom writes at most `rest.len()` bytes at `rest`'s start, which is
        // valid, writable memory of that length.
        let n = unsafe { libc::getrandom(rest.as_mut_ptr().cast(), rest.len(), 0) };
        if n < 0 && std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
            continue;
        }
        let Ok(n) = usize::try_from(n) else { return false };
        if n == 0 {
            return false;
        }
        filled += n;
    }
    true
}
