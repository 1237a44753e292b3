// Web Cryptography's HMAC: generateKey, importKey (raw, jwk), exportKey, sign, verify,
// and its key length for deriveKey.
// https://w3c.github.io/webcrypto/#hmac
//
// A module of the realm's bootstrap (see bootstrap.js): it registers the algorithm for
// subtle_crypto.js, which makes it when SubtleCrypto is first used.
(function cryptoHmacModule(lib) {
  "use strict";
  lib.cryptoFamilies[lib.cryptoFamilies.length] = (c) => {
    const { natives, jwk, newKey, operationError, notSupported, checkUsages } = c;
    const USAGES = ["sign", "verify"];
    // The hash function's block size in bits (the default key length).
    const blockSize = (hash) => (hash === "SHA-384" || hash === "SHA-512" ? 1024 : 512);
    // The JWK alg of each hash.
    const JWK_ALG = { __proto__: null, "SHA-1": "HS1", "SHA-256": "HS256", "SHA-384": "HS384", "SHA-512": "HS512" };
    const algorithmOf = (hash, length) => ({ __proto__: null, name: "HMAC", length, hash });
    // Key bytes of `length` bits: the bits past it in the last byte are zero.
    function truncated(bytes, length) {
      const out = c.slice(bytes, 0, (length + 7) >> 3);
      if (length % 8 !== 0) out[c.size(out) - 1] &= 0xff << (8 - (length % 8));
      return out;
    }
    return [{
      __proto__: null,
      name: "HMAC",
      // https://w3c.github.io/webcrypto/#hmac-registration
      params: {
        __proto__: null, sign: null, verify: null, generateKey: "HmacKeyGenParams", importKey: "HmacImportParams",
        exportKey: null, "get key length": "HmacImportParams",
      },
      // https://w3c.github.io/webcrypto/#hmac-operations-sign
      sign: (normalized, key, data) => natives.cryptoHmacSign(key.algorithm.hash, key.handle.bytes, data),
      // https://w3c.github.io/webcrypto/#hmac-operations-verify
      verify: (normalized, key, signature, data) => natives.cryptoHmacVerify(key.algorithm.hash, key.handle.bytes, signature, data),
      // https://w3c.github.io/webcrypto/#hmac-operations-generate-key
      generateKey(normalized, extractable, usages) {
        // 1. If usages contains an entry which is not "sign" or "verify", a SyntaxError.
        checkUsages(usages, USAGES);
        // 2. The length: the hash's block size when absent; else the length member when
        //    non-zero; else an OperationError.
        let length;
        if (normalized.length === undefined) length = blockSize(normalized.hash.name);
        else if (normalized.length !== 0) length = normalized.length;
        else throw operationError("The HMAC key length cannot be zero.");
        // 3–4. Generate a key of length bits.
        const bytes = truncated(c.randomBytes((length + 7) >> 3), length);
        // 5–13. A secret key with algorithm { name: "HMAC", length, hash }.
        return newKey("secret", extractable, algorithmOf(normalized.hash.name, length), usages, { __proto__: null, bytes });
      },
      // https://w3c.github.io/webcrypto/#hmac-operations-import-key
      importKey(format, keyData, normalized, extractable, usages) {
        // 2. If usages contains an entry which is not "sign" or "verify", a SyntaxError.
        checkUsages(usages, USAGES);
        const hash = normalized.hash.name;
        let data;
        if (format === "raw") {
          // 4. raw: data is keyData.
          data = keyData;
        } else if (format === "jwk") {
          // jwk: kty "oct", k present, alg the hash's if present, use "sig", key_ops, ext.
          jwk.check(keyData, "oct", "sig", extractable, usages);
          data = jwk.bytes(keyData, "k");
          if (keyData.alg !== undefined && keyData.alg !== JWK_ALG[hash]) {
            throw jwk.dataError(`The JWK's alg is not "${JWK_ALG[hash]}".`);
          }
        } else {
          throw notSupported(`HMAC keys cannot be imported as ${format}.`);
        }
        // 5–6. Let length be the bit length of data; zero is a DataError.
        let length = c.size(data) * 8;
        if (length === 0) throw jwk.dataError("The HMAC key is empty.");
        // 7. If the length member is present: greater than length, or not within the
        //    last byte, is a DataError; else it is the length.
        if (normalized.length !== undefined) {
          if (normalized.length > length) throw jwk.dataError("The HMAC key is shorter than the length given.");
          if (normalized.length <= length - 8) throw jwk.dataError("The HMAC key is longer than the length given.");
          length = normalized.length;
        }
        // 8–12. A secret key with algorithm { name: "HMAC", length, hash }.
        return newKey("secret", extractable, algorithmOf(hash, length), usages, { __proto__: null, bytes: truncated(data, length) });
      },
      // https://w3c.github.io/webcrypto/#hmac-operations-export-key
      exportKey(format, key) {
        const bytes = key.handle.bytes;
        if (format === "raw") return c.copy(bytes);
        if (format === "jwk") {
          return jwk.exported({ __proto__: null, kty: "oct", k: jwk.encode(bytes), alg: JWK_ALG[key.algorithm.hash] }, key);
        }
        throw notSupported(`HMAC keys cannot be exported as ${format}.`);
      },
      // https://w3c.github.io/webcrypto/#hmac-operations-get-key-length
      getKeyLength(normalized) {
        if (normalized.length === undefined) return blockSize(normalized.hash.name);
        if (normalized.length !== 0) return normalized.length;
        throw new lib.primordials.TypeError("The HMAC key length cannot be zero.");
      },
    }];
  };
});
