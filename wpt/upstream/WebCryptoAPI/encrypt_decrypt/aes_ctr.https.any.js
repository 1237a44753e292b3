// META: title=WebCryptoAPI: encrypt() Using AES-CTR
// META: script=aes_ctr_vectors.js
// META: script=aes.js
// META: timeout=long

run_test();
