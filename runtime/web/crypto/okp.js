// Web Cryptography's curve25519 algorithms: Ed25519 (sign, verify) and X25519
// (deriveBits), each with generateKey, importKey and exportKey (raw public keys, spki,
// pkcs8, jwk).
// https://w3c.github.io/webcrypto/#ed25519, https://w3c.github.io/webcrypto/#x25519
//
// A module of the realm's bootstrap (see bootstrap.js): it registers the algorithms for
// subtle_crypto.js, which makes them when SubtleCrypto is first used.
(function cryptoOkpModule(lib) {
  "use strict";
  lib.cryptoFamilies[lib.cryptoFamilies.length] = (c) => {
    const { natives, jwk, newKey, keyRecord, invalidAccess, notSupported, checkUsages, intersect } = c;

    function okp(name, publicUsages, privateUsages, ops) {
      const all = c.joinLists(privateUsages, publicUsages);
      const algorithm = () => ({ __proto__: null, name });
      const privateKey = (pair, extractable, usages) =>
        newKey("private", extractable, algorithm(), usages, { __proto__: null, private: pair[0], public: pair[1] });
      const publicKey = (bytes, extractable, usages) =>
        newKey("public", extractable, algorithm(), usages, { __proto__: null, public: bytes });
      return {
        __proto__: null,
        name,
        params: { __proto__: null, ...ops.params, generateKey: null, importKey: null, exportKey: null },
        ...ops.operations,
        // https://w3c.github.io/webcrypto/#ed25519-operations-generate-key
        generateKey(normalized, extractable, usages) {
          // 1. Usages other than the algorithm's: a SyntaxError.
          checkUsages(usages, all);
          // 2–14. A random key pair; the public key extractable with the public usages.
          const pair = natives.cryptoOkpGenerate(name);
          return {
            __proto__: null,
            publicKey: publicKey(pair[1], true, intersect(usages, publicUsages)),
            privateKey: privateKey(pair, extractable, intersect(usages, privateUsages)),
          };
        },
        // https://w3c.github.io/webcrypto/#ed25519-operations-import-key
        importKey(format, keyData, normalized, extractable, usages) {
          if (format === "spki" || format === "raw") {
            // spki, raw: 1. public usages only, else a SyntaxError.
            checkUsages(usages, publicUsages);
            return publicKey(natives.cryptoOkpImport(name, format, keyData), extractable, usages);
          }
          if (format === "pkcs8") {
            checkUsages(usages, privateUsages);
            return privateKey(natives.cryptoOkpImport(name, "pkcs8", keyData), extractable, usages);
          }
          if (format === "jwk") {
            // jwk: 1. private usages with d, public usages without, else a SyntaxError.
            const isPrivate = keyData.d !== undefined;
            checkUsages(usages, isPrivate ? privateUsages : publicUsages);
            // 2–6. kty "OKP", crv the algorithm's name, use, key_ops, ext; Ed25519's alg,
            //    when present, "Ed25519" or "EdDSA" (X25519 ignores it).
            if (keyData.kty !== "OKP") throw jwk.dataError('The JWK\'s kty is not "OKP".');
            if (keyData.crv !== name) throw jwk.dataError(`The JWK's crv is not "${name}".`);
            if (name === "Ed25519" && keyData.alg !== undefined && keyData.alg !== "Ed25519" && keyData.alg !== "EdDSA") {
              throw jwk.dataError('The JWK\'s alg is not "Ed25519" or "EdDSA".');
            }
            jwk.check(keyData, "OKP", ops.use, extractable, usages);
            const x = jwk.bytes(keyData, "x");
            if (isPrivate) {
              return privateKey(natives.cryptoOkpImport(name, "jwk-private", jwk.bytes(keyData, "d"), x), extractable, usages);
            }
            return publicKey(natives.cryptoOkpImport(name, "jwk-public", x), extractable, usages);
          }
          throw notSupported(`${name} keys cannot be imported as ${format}.`);
        },
        // https://w3c.github.io/webcrypto/#ed25519-operations-export-key
        exportKey(format, key) {
          const handle = key.handle;
          if (format === "spki" || format === "raw") {
            if (key.type !== "public") throw invalidAccess(`Only public ${name} keys can be exported as ${format}.`);
            return natives.cryptoOkpExport(name, format, c.empty(), handle.public);
          }
          if (format === "pkcs8") {
            if (key.type !== "private") throw invalidAccess(`Only private ${name} keys can be exported as pkcs8.`);
            return natives.cryptoOkpExport(name, "pkcs8", handle.private, handle.public);
          }
          if (format === "jwk") {
            // kty "OKP", crv, x (and d); Ed25519's alg is "Ed25519".
            const fields = { __proto__: null, kty: "OKP", crv: name, x: jwk.encode(handle.public) };
            if (name === "Ed25519") fields.alg = "Ed25519";
            if (key.type === "private") fields.d = jwk.encode(handle.private);
            return jwk.exported(fields, key);
          }
          throw notSupported(`${name} keys cannot be exported as ${format}.`);
        },
      };
    }

    const ed25519 = okp("Ed25519", ["verify"], ["sign"], {
      use: "sig",
      params: { sign: null, verify: null },
      operations: {
        // https://w3c.github.io/webcrypto/#ed25519-operations-sign: 1. a private key.
        sign(normalized, key, data) {
          if (key.type !== "private") throw invalidAccess("Ed25519 signs with a private key.");
          return natives.cryptoEd25519Sign(key.handle.private, data);
        },
        // https://w3c.github.io/webcrypto/#ed25519-operations-verify: 1. a public key.
        verify(normalized, key, signature, data) {
          if (key.type !== "public") throw invalidAccess("Ed25519 verifies with a public key.");
          return natives.cryptoEd25519Verify(key.handle.public, signature, data);
        },
      },
    });
    const x25519 = okp("X25519", [], ["deriveKey", "deriveBits"], {
      use: "enc",
      params: { deriveBits: "EcdhKeyDeriveParams" },
      operations: {
        // https://w3c.github.io/webcrypto/#x25519-operations-derive-bits
        deriveBits(normalized, key, length) {
          // 1. A private key; 2–5. the public member is a public X25519 key, else an
          //    InvalidAccessError.
          if (key.type !== "private") throw invalidAccess("X25519 derives with a private key.");
          const peer = keyRecord(normalized.public);
          if (peer.type !== "public") throw invalidAccess("The X25519 public member is not a public key.");
          if (peer.algorithm.name !== "X25519") throw invalidAccess("The X25519 public member is not an X25519 key.");
          // 6–10. The shared secret (all zeros is an OperationError), or its first length bits.
          return c.firstBits(natives.cryptoX25519(key.handle.private, peer.handle.public), length);
        },
      },
    });
    return [ed25519, x25519];
  };
});
