//! Unit tests of `runtime::loader::content_codings` (runtime/loader/content_codings.rs).
use framescope::runtime::loader::content_codings::decode;
use framescope::runtime::loader::headers::Headers;

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

#[test]
fn gzip_and_deflate_bodies_decode_and_others_stay_as_they_came() {
    // (The gzip member's 8-byte trailer, then padding after it.)
    let gzip = &GZIP[..28];
    assert_eq!(decode(&coded("gzip"), gzip, 1 << 20), Ok(Some(TEXT.to_vec())));
    assert_eq!(decode(&coded(" GZip "), &GZIP, 1 << 20), Ok(Some(TEXT.to_vec())));
    assert_eq!(decode(&coded("deflate"), &ZLIB, 1 << 20), Ok(Some(TEXT.to_vec())));
    // A raw deflate stream, as some servers send for deflate.
    assert_eq!(decode(&coded("deflate"), &RAW, 1 << 20), Ok(Some(TEXT.to_vec())));
    // No coding, one not decoded, several, or a "gzip" body that is no gzip stream.
    assert_eq!(decode(&Headers::default(), gzip, 1 << 20), Ok(None));
    assert_eq!(decode(&coded("br"), gzip, 1 << 20), Ok(None));
    assert_eq!(decode(&coded("gzip, deflate"), gzip, 1 << 20), Ok(None));
    assert_eq!(decode(&coded("gzip"), b"plain text", 1 << 20), Ok(None));
    // A broken stream, or one past the limit, is an error naming the coding.
    let broken = decode(&coded("gzip"), &[31, 139, 8, 0, 0, 0, 0, 0, 2, 3, 255, 255], 1 << 20);
    assert!(broken.as_ref().is_err_and(|e| e.contains("does not decode as gzip")), "{broken:?}");
    assert!(decode(&coded("deflate"), &ZLIB, 4).is_err());
    assert!(decode(&coded("deflate"), b"junk", 1 << 20).is_err());
}
