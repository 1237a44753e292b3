//! Unit tests of `runtime::loader::content_codings` (runtime/loader/content_codings.rs).
use framescope::runtime::loader::content_codings::{accept_encoding, decode};
use framescope::runtime::loader::headers::Headers;
use miniz_oxide::deflate::compress_to_vec_zlib;
use url::Url;

fn coded(coding: &str) -> Headers {
    Headers(vec![("Content-Encoding".into(), coding.into())])
}

const TEXT: &[u8] = b"hello hello hello";
const GZIP: [u8; 37] = [
    31, 139, 8, 0, 0, 0, 0, 0, 2, 3, 203, 72, 205, 201, 201, 87, 200, 64, 144, 0, 128, 136, 249, 229, 17, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
];
const ZLIB: [u8; 16] = [120, 156, 203, 72, 205, 201, 201, 87, 200, 64, 144, 0, 58, 46, 6, 125];
const RAW: [u8; 10] = [203, 72, 205, 201, 201, 87, 200, 64, 144, 0];
// (`zstd` 1.5's frame of TEXT, with its checksum.)
const ZSTD: [u8; 25] = [
    0x28, 0xb5, 0x2f, 0xfd, 0x04, 0x58, 0x65, 0x00, 0x00, 0x30, 0x68, 0x65, 0x6c, 0x6c, 0x6f, 0x20, 0x01,
    0x00, 0x31, 0x4a, 0x11, 0xa2, 0xed, 0x1e, 0x0c,
];
// (A skippable frame: its magic, a length of 3, 3 bytes.)
const SKIPPABLE: [u8; 11] = [0x50, 0x2a, 0x4d, 0x18, 3, 0, 0, 0, 1, 2, 3];
// (WPT's fetch/content-encoding/br/resources/foo.text.br: 10500 bytes of "foo…".)
const BROTLI: &[u8] = include_bytes!("../../../wpt/upstream/fetch/content-encoding/br/resources/foo.text.br");
const BIG_WINDOW: &[u8] =
    include_bytes!("../../../wpt/upstream/fetch/content-encoding/zstd/resources/big.window.zst");

#[test]
fn gzip_and_deflate_bodies_decode_and_others_stay_as_they_came() {
    // (The gzip member's 8-byte trailer, then padding after it.)
    let gzip = &GZIP[..28];
    assert_eq!(decode(&coded("gzip"), gzip, 1 << 20), Ok(Some(TEXT.to_vec())));
    assert_eq!(decode(&coded(" GZip "), &GZIP, 1 << 20), Ok(Some(TEXT.to_vec())));
    assert_eq!(decode(&coded("deflate"), &ZLIB, 1 << 20), Ok(Some(TEXT.to_vec())));
    // A raw deflate stream, as some servers send for deflate.
    assert_eq!(decode(&coded("deflate"), &RAW, 1 << 20), Ok(Some(TEXT.to_vec())));
    // No coding, or one not decoded (alone or among others); a "gzip" body that is no gzip
    // stream is kept, as in Chrome.
    assert_eq!(decode(&Headers::default(), gzip, 1 << 20), Ok(None));
    assert_eq!(decode(&coded("dcb"), gzip, 1 << 20), Ok(None));
    assert_eq!(decode(&coded("gzip, identity"), gzip, 1 << 20), Ok(None));
    assert_eq!(decode(&coded("gzip"), b"plain text", 1 << 20), Ok(Some(b"plain text".to_vec())));
    // A broken stream, or one past the limit, is an error naming the coding.
    let broken = decode(&coded("gzip"), &[31, 139, 8, 0, 0, 0, 0, 0, 2, 3, 255, 255], 1 << 20);
    assert!(broken.as_ref().is_err_and(|e| e.contains("does not decode as gzip")), "{broken:?}");
    assert!(decode(&coded("deflate"), &ZLIB, 4).is_err());
    // A small body that inflates to far more than the limit (a decompression bomb: 8 MiB
    // of zeros in about 8 KB) fails at the limit.
    let bomb = compress_to_vec_zlib(&vec![0; 8 << 20], 9);
    assert!(bomb.len() < 64 << 10, "{}", bomb.len());
    let refused = decode(&coded("deflate"), &bomb, 1 << 20);
    assert!(
        refused.as_ref().is_err_and(|e| e.contains("more than 1048576 bytes")),
        "{:?}",
        refused.map(|_| ())
    );
    assert!(decode(&coded("deflate"), b"junk", 1 << 20).is_err());
}

#[test]
fn br_and_zstd_bodies_decode_and_several_codings_decode_last_first() {
    let brotli = decode(&coded("br"), BROTLI, 1 << 20).unwrap().unwrap();
    assert_eq!(brotli.len(), 10500);
    assert!(brotli.starts_with(b"foo"), "{:?}", &brotli[..8]);
    assert_eq!(decode(&coded("ZSTD"), &ZSTD, 1 << 20), Ok(Some(TEXT.to_vec())));
    // Two frames, a skippable one between them.
    let frames = [&ZSTD[..], &SKIPPABLE, &ZSTD].concat();
    assert_eq!(decode(&coded("zstd"), &frames, 1 << 20), Ok(Some([TEXT, TEXT].concat())));
    // gzip applied first, then deflate: deflate is undone first (two header lines too).
    let both = compress_to_vec_zlib(&GZIP[..28], 6);
    assert_eq!(decode(&coded("gzip, deflate"), &both, 1 << 20), Ok(Some(TEXT.to_vec())));
    let lines = Headers(vec![
        ("Content-Encoding".into(), "gzip".into()),
        ("content-encoding".into(), "deflate".into()),
    ]);
    assert_eq!(decode(&lines, &both, 1 << 20), Ok(Some(TEXT.to_vec())));
    // An empty body (a HEAD's, a 304's) is empty whatever it names.
    assert_eq!(decode(&coded("br"), b"", 1 << 20), Ok(None));
}

#[test]
fn br_and_zstd_bodies_that_do_not_decode_are_errors_naming_the_coding() {
    for coding in ["br", "zstd"] {
        let broken = decode(&coded(coding), b"not actually coded", 1 << 20);
        let expected = format!("does not decode as {coding}");
        assert!(broken.as_ref().is_err_and(|e| e.contains(&expected)), "{broken:?}");
    }
    // Cut short, or decoding past the limit.
    assert!(decode(&coded("br"), &BROTLI[..BROTLI.len() - 2], 1 << 20).is_err());
    assert!(decode(&coded("zstd"), &ZSTD[..20], 1 << 20).is_err());
    assert!(decode(&coded("br"), BROTLI, 10499).is_err_and(|e| e.contains("more than 10499 bytes")));
    assert!(decode(&coded("zstd"), &ZSTD, 4).is_err());
    // A zstd window over RFC 9659's 8 MiB.
    let big = decode(&coded("zstd"), BIG_WINDOW, 1 << 30);
    assert!(big.is_err(), "{:?}", big.map(|b| b.map(|b| b.len())));
}

#[test]
fn accept_encoding_offers_br_and_zstd_over_https_and_to_localhost_only() {
    let offered = |url: &str| accept_encoding(&Url::parse(url).unwrap());
    for url in [
        "https://example.test/",
        "http://localhost:8000/",
        "http://a.localhost/",
        "http://127.0.0.2/",
        "http://[::1]/",
    ] {
        assert_eq!(offered(url), "gzip, deflate, br, zstd", "{url}");
    }
    for url in ["http://example.test/", "http://192.168.1.2/", "http://localhost.example/"] {
        assert_eq!(offered(url), "gzip, deflate", "{url}");
    }
}
