// META: title=WebCryptoAPI: encrypt() Using AES-GCM w/ 256-bit iv
// META: script=aes_gcm_256_iv_fixtures.js
// META: script=aes_gcm_vectors.js
// META: script=aes.js
// META: timeout=long

run_test();
