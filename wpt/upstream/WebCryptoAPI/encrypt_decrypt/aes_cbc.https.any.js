// META: title=WebCryptoAPI: encrypt() Using AES-CBC
// META: script=aes_cbc_vectors.js
// META: script=aes.js
// META: timeout=long

run_test();
