// Web Cryptography's AES algorithms: AES-CTR, AES-CBC, AES-GCM (encrypt, decrypt) and
// AES-KW (wrapKey, unwrapKey), each with generateKey, importKey and exportKey (raw, jwk)
// and its key length for deriveKey.
// https://w3c.github.io/webcrypto/#aes-ctr, #aes-cbc, #aes-gcm, #aes-kw
//
// A module of the realm's bootstrap (see bootstrap.js): it registers the algorithms for
// subtle_crypto.js, which makes them when SubtleCrypto is first used.
(function cryptoAesModule(lib) {
  "use strict";
  lib.cryptoFamilies[lib.cryptoFamilies.length] = (c) => {
    const { natives, jwk, newKey, operationError, notSupported, checkUsages } = c;
    const validLength = (length) => length === 128 || length === 192 || length === 256;
    // One AES algorithm: its name, the JWK alg suffix, its usages and parameter
    // dictionary, and its cipher operations.
    function aes(name, suffix, usages, params, cipher) {
      return {
        __proto__: null,
        name,
        params: {
          __proto__: null, ...params, generateKey: "AesKeyGenParams", importKey: null, exportKey: null,
          "get key length": "AesDerivedKeyParams",
        },
        ...cipher,
        // e.g. https://w3c.github.io/webcrypto/#aes-gcm-operations-generate-key
        generateKey(normalized, extractable, keyUsages) {
          // 1. Usages other than the algorithm's: a SyntaxError.
          checkUsages(keyUsages, usages);
          // 2. A length other than 128, 192 or 256: an OperationError.
          if (!validLength(normalized.length)) throw operationError("AES key length must be 128, 192 or 256 bits.");
          // 3–11. A random secret key of that length; algorithm { name, length }.
          const bytes = c.randomBytes(normalized.length / 8);
          return newKey("secret", extractable, { __proto__: null, name, length: normalized.length }, keyUsages, { __proto__: null, bytes });
        },
        // e.g. https://w3c.github.io/webcrypto/#aes-gcm-operations-import-key
        importKey(format, keyData, normalized, extractable, keyUsages) {
          // 1. Usages other than the algorithm's: a SyntaxError.
          checkUsages(keyUsages, usages);
          let data;
          if (format === "raw") {
            // raw: 128, 192 or 256 bits, else a DataError.
            data = keyData;
            if (!validLength(c.size(data) * 8)) throw jwk.dataError("AES key data must be 128, 192 or 256 bits.");
          } else if (format === "jwk") {
            // jwk: kty "oct", k of a valid length, alg "A<length><suffix>" if present,
            // use "enc", key_ops, ext.
            jwk.check(keyData, "oct", "enc", extractable, keyUsages);
            data = jwk.bytes(keyData, "k");
            if (!validLength(c.size(data) * 8)) throw jwk.dataError("AES key data must be 128, 192 or 256 bits.");
            const alg = `A${c.size(data) * 8}${suffix}`;
            if (keyData.alg !== undefined && keyData.alg !== alg) throw jwk.dataError(`The JWK's alg is not "${alg}".`);
          } else {
            throw notSupported(`${name} keys cannot be imported as ${format}.`);
          }
          return newKey("secret", extractable, { __proto__: null, name, length: c.size(data) * 8 }, keyUsages, { __proto__: null, bytes: data });
        },
        // e.g. https://w3c.github.io/webcrypto/#aes-gcm-operations-export-key
        exportKey(format, key) {
          const bytes = key.handle.bytes;
          if (format === "raw") return c.copy(bytes);
          if (format === "jwk") {
            return jwk.exported({ __proto__: null, kty: "oct", k: jwk.encode(bytes), alg: `A${c.size(bytes) * 8}${suffix}` }, key);
          }
          throw notSupported(`${name} keys cannot be exported as ${format}.`);
        },
        // e.g. https://w3c.github.io/webcrypto/#aes-gcm-operations-get-key-length
        getKeyLength(normalized) {
          if (!validLength(normalized.length)) throw operationError("AES key length must be 128, 192 or 256 bits.");
          return normalized.length;
        },
      };
    }
    const ENCRYPTION = ["encrypt", "decrypt", "wrapKey", "unwrapKey"];

    // https://w3c.github.io/webcrypto/#aes-ctr-operations-encrypt: 1. the counter is
    // 16 bytes, 2. its length 1 to 128 bits, else an OperationError.
    function ctr(encrypt) {
      return (normalized, key, data) => {
        if (c.size(normalized.counter) !== 16) throw operationError("The AES-CTR counter must be 16 bytes.");
        if (normalized.length === 0 || normalized.length > 128) throw operationError("The AES-CTR counter length must be 1 to 128 bits.");
        const run = encrypt ? natives.cryptoAesEncrypt : natives.cryptoAesDecrypt;
        return run("AES-CTR", key.handle.bytes, data, normalized.counter, normalized.length);
      };
    }
    // https://w3c.github.io/webcrypto/#aes-cbc-operations-encrypt: 1. the iv is 16 bytes,
    // else an OperationError.
    function cbc(encrypt) {
      return (normalized, key, data) => {
        if (c.size(normalized.iv) !== 16) throw operationError("The AES-CBC iv must be 16 bytes.");
        const run = encrypt ? natives.cryptoAesEncrypt : natives.cryptoAesDecrypt;
        return run("AES-CBC", key.handle.bytes, data, normalized.iv);
      };
    }
    // https://w3c.github.io/webcrypto/#aes-gcm-operations-encrypt: the tag length (128 when
    // absent) is one of 32, 64, 96, 104, 112, 120 and 128, else an OperationError.
    function gcm(encrypt) {
      return (normalized, key, data) => {
        const tagLength = normalized.tagLength === undefined ? 128 : normalized.tagLength;
        const valid = [32, 64, 96, 104, 112, 120, 128];
        let ok = false;
        for (let i = 0; i < valid.length; i++) if (valid[i] === tagLength) ok = true;
        if (!ok) throw operationError(`${tagLength} is not a valid AES-GCM tag length.`);
        if (c.size(normalized.iv) === 0) throw operationError("The AES-GCM iv must not be empty.");
        const aad = normalized.additionalData === undefined ? c.empty() : normalized.additionalData;
        const run = encrypt ? natives.cryptoAesEncrypt : natives.cryptoAesDecrypt;
        return run("AES-GCM", key.handle.bytes, data, normalized.iv, aad, tagLength);
      };
    }
    // https://w3c.github.io/webcrypto/#aes-kw-operations-wrap-key
    const kw = (wrap) => (normalized, key, data) => natives.cryptoAesKw(wrap, key.handle.bytes, data);

    return [
      aes("AES-CTR", "CTR", ENCRYPTION, { encrypt: "AesCtrParams", decrypt: "AesCtrParams" }, { encrypt: ctr(true), decrypt: ctr(false) }),
      aes("AES-CBC", "CBC", ENCRYPTION, { encrypt: "AesCbcParams", decrypt: "AesCbcParams" }, { encrypt: cbc(true), decrypt: cbc(false) }),
      aes("AES-GCM", "GCM", ENCRYPTION, { encrypt: "AesGcmParams", decrypt: "AesGcmParams" }, { encrypt: gcm(true), decrypt: gcm(false) }),
      aes("AES-KW", "KW", ["wrapKey", "unwrapKey"], { wrapKey: null, unwrapKey: null }, { wrapKey: kw(true), unwrapKey: kw(false) }),
    ];
  };
});
