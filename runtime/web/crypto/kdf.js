// Web Cryptography's key derivation functions: HKDF and PBKDF2 (importKey raw,
// deriveBits, and so deriveKey).
// https://w3c.github.io/webcrypto/#hkdf, https://w3c.github.io/webcrypto/#pbkdf2
//
// A module of the realm's bootstrap (see bootstrap.js): it registers the algorithms for
// subtle_crypto.js, which makes them when SubtleCrypto is first used.
(function cryptoKdfModule(lib) {
  "use strict";
  lib.cryptoFamilies[lib.cryptoFamilies.length] = (c) => {
    const { natives, newKey, operationError, notSupported, checkUsages, syntaxError } = c;
    function kdf(name, paramsType, derive) {
      return {
        __proto__: null,
        name,
        // https://w3c.github.io/webcrypto/#hkdf-registration: no generateKey, no exportKey.
        params: { __proto__: null, deriveBits: paramsType, importKey: null, "get key length": null },
        // https://w3c.github.io/webcrypto/#hkdf-operations-import-key
        importKey(format, keyData, normalized, extractable, usages) {
          // 1. Only raw; 2. usages other than deriveKey and deriveBits: a SyntaxError;
          //    3. an extractable key: a SyntaxError.
          if (format !== "raw") throw notSupported(`${name} keys can only be imported as raw.`);
          checkUsages(usages, ["deriveKey", "deriveBits"]);
          if (extractable) throw syntaxError(`${name} keys cannot be extractable.`);
          return newKey("secret", false, { __proto__: null, name }, usages, { __proto__: null, bytes: keyData });
        },
        // https://w3c.github.io/webcrypto/#hkdf-operations-derive-bits: 1. a null length or
        // one that is not a multiple of 8 is an OperationError.
        deriveBits(normalized, key, length) {
          if (length === null || length % 8 !== 0) throw operationError(`${name} needs a length that is a multiple of 8.`);
          return derive(normalized, key.handle.bytes, length / 8);
        },
        // https://w3c.github.io/webcrypto/#hkdf-operations-get-key-length: null.
        getKeyLength: () => null,
      };
    }
    return [
      kdf("HKDF", "HkdfParams", (normalized, bytes, count) =>
        natives.cryptoHkdf(normalized.hash.name, bytes, normalized.salt, normalized.info, count)),
      kdf("PBKDF2", "Pbkdf2Params", (normalized, bytes, count) =>
        natives.cryptoPbkdf2(normalized.hash.name, bytes, normalized.salt, normalized.iterations, count)),
    ];
  };
});
