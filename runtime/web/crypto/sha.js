// Web Cryptography's SHA algorithms: digest with SHA-1, SHA-256, SHA-384 and SHA-512.
// https://w3c.github.io/webcrypto/#sha
//
// A module of the realm's bootstrap (see bootstrap.js): it registers the algorithms for
// subtle_crypto.js, which makes them when SubtleCrypto is first used.
(function cryptoShaModule(lib) {
  "use strict";
  lib.cryptoFamilies[lib.cryptoFamilies.length] = (c) => {
    const { natives } = c;
    // https://w3c.github.io/webcrypto/#sha-registration: digest, no parameters.
    const sha = (name) => ({
      __proto__: null, name, params: { __proto__: null, digest: null },
      // https://w3c.github.io/webcrypto/#sha-operations-digest
      digest: (normalized, data) => natives.cryptoDigest(name, data),
    });
    return [sha("SHA-1"), sha("SHA-256"), sha("SHA-384"), sha("SHA-512")];
  };
});
