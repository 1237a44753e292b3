// Web Cryptography's elliptic curve algorithms on P-256, P-384 and P-521: ECDSA (sign,
// verify) and ECDH (deriveBits), each with generateKey, importKey and exportKey (spki,
// pkcs8, raw public keys, jwk).
// https://w3c.github.io/webcrypto/#ecdsa, https://w3c.github.io/webcrypto/#ecdh
//
// A module of the realm's bootstrap (see bootstrap.js): it registers the algorithms for
// subtle_crypto.js, which makes them when SubtleCrypto is first used.
(function cryptoEcModule(lib) {
  "use strict";
  lib.cryptoFamilies[lib.cryptoFamilies.length] = (c) => {
    const { natives, jwk, newKey, keyRecord, invalidAccess, operationError, notSupported, checkUsages, intersect } = c;
    const CURVES = { __proto__: null, "P-256": 32, "P-384": 48, "P-521": 66 };
    // The JWK alg of ECDSA on each curve (https://www.rfc-editor.org/rfc/rfc7518#section-3.4).
    const ECDSA_ALG = { __proto__: null, "P-256": "ES256", "P-384": "ES384", "P-521": "ES512" };
    const supportedCurve = (curve) => CURVES[curve] !== undefined;

    function ec(name, publicUsages, privateUsages, use, ops) {
      const all = c.joinLists(privateUsages, publicUsages);
      const algorithmOf = (namedCurve) => ({ __proto__: null, name, namedCurve });
      const privateKey = (curve, extractable, usages, d, point) =>
        newKey("private", extractable, algorithmOf(curve), usages, { __proto__: null, d, point });
      const publicKey = (curve, extractable, usages, point) =>
        newKey("public", extractable, algorithmOf(curve), usages, { __proto__: null, point });
      return {
        __proto__: null,
        name,
        params: { __proto__: null, ...ops.params, generateKey: "EcKeyGenParams", importKey: "EcKeyImportParams", exportKey: null },
        ...ops.operations,
        // https://w3c.github.io/webcrypto/#ecdsa-operations-generate-key
        generateKey(normalized, extractable, usages) {
          // 1. Usages other than the algorithm's: a SyntaxError.
          checkUsages(usages, all);
          // 2–3. A curve other than P-256, P-384 and P-521: a NotSupportedError.
          const curve = normalized.namedCurve;
          if (!supportedCurve(curve)) throw notSupported(`${curve} is not a supported named curve.`);
          const pair = natives.cryptoEcGenerate(curve);
          // 4–19. The public key is extractable, with the public usages; the private key
          //    with the private usages.
          return {
            __proto__: null,
            publicKey: publicKey(curve, true, intersect(usages, publicUsages), pair[1]),
            privateKey: privateKey(curve, extractable, intersect(usages, privateUsages), pair[0], pair[1]),
          };
        },
        // https://w3c.github.io/webcrypto/#ecdsa-operations-import-key
        importKey(format, keyData, normalized, extractable, usages) {
          const curve = normalized.namedCurve;
          if (format === "spki" || format === "raw") {
            // spki, raw: 1. public usages only, else a SyntaxError.
            checkUsages(usages, publicUsages);
            if (!supportedCurve(curve)) throw notSupported(`${curve} is not a supported named curve.`);
            return publicKey(curve, extractable, usages, natives.cryptoEcImport(curve, format, keyData));
          }
          if (format === "pkcs8") {
            // pkcs8: 1. private usages only, else a SyntaxError.
            checkUsages(usages, privateUsages);
            if (!supportedCurve(curve)) throw notSupported(`${curve} is not a supported named curve.`);
            const pair = natives.cryptoEcImport(curve, "pkcs8", keyData);
            return privateKey(curve, extractable, usages, pair[0], pair[1]);
          }
          if (format === "jwk") {
            // jwk: 1. private usages with d, public usages without, else a SyntaxError.
            const isPrivate = keyData.d !== undefined;
            checkUsages(usages, isPrivate ? privateUsages : publicUsages);
            // 2–5. kty "EC", use, key_ops, ext; crv must be the named curve.
            jwk.check(keyData, "EC", use, extractable, usages);
            if (!supportedCurve(curve)) throw notSupported(`${curve} is not a supported named curve.`);
            if (keyData.crv !== curve) throw jwk.dataError(`The JWK's crv is not "${curve}".`);
            // (ECDSA: alg, when present, names the curve's ECDSA; ECDH ignores it.)
            if (name === "ECDSA" && keyData.alg !== undefined && keyData.alg !== ECDSA_ALG[curve]) {
              throw jwk.dataError(`The JWK's alg is not "${ECDSA_ALG[curve]}".`);
            }
            // x and y of the field's size: the point.
            const size = CURVES[curve];
            const x = jwk.bytes(keyData, "x"), y = jwk.bytes(keyData, "y");
            if (c.size(x) !== size || c.size(y) !== size) throw jwk.dataError("The JWK's x and y are not of the curve's size.");
            const point = c.concat([c.bytes([4]), x, y]);
            if (isPrivate) {
              const d = jwk.bytes(keyData, "d");
              if (c.size(d) !== size) throw jwk.dataError("The JWK's d is not of the curve's size.");
              const pair = natives.cryptoEcImport(curve, "jwk-private", d, point);
              return privateKey(curve, extractable, usages, pair[0], pair[1]);
            }
            return publicKey(curve, extractable, usages, natives.cryptoEcImport(curve, "jwk-public", point));
          }
          throw notSupported(`${name} keys cannot be imported as ${format}.`);
        },
        // https://w3c.github.io/webcrypto/#ecdsa-operations-export-key
        exportKey(format, key) {
          const curve = key.algorithm.namedCurve, handle = key.handle;
          if (format === "spki" || format === "raw") {
            // 1. Not a public key: an InvalidAccessError.
            if (key.type !== "public") throw invalidAccess(`Only public ${name} keys can be exported as ${format}.`);
            return natives.cryptoEcExport(curve, format, c.empty(), handle.point);
          }
          if (format === "pkcs8") {
            if (key.type !== "private") throw invalidAccess(`Only private ${name} keys can be exported as pkcs8.`);
            return natives.cryptoEcExport(curve, "pkcs8", handle.d, handle.point);
          }
          if (format === "jwk") {
            // kty "EC", crv, x, y (and d for a private key); no alg.
            const size = CURVES[curve];
            const fields = {
              __proto__: null, kty: "EC", crv: curve,
              x: jwk.encode(c.slice(handle.point, 1, 1 + size)), y: jwk.encode(c.slice(handle.point, 1 + size, 1 + 2 * size)),
            };
            if (key.type === "private") fields.d = jwk.encode(handle.d);
            return jwk.exported(fields, key);
          }
          throw notSupported(`${name} keys cannot be exported as ${format}.`);
        },
      };
    }

    const ecdsa = ec("ECDSA", ["verify"], ["sign"], "sig", {
      params: { sign: "EcdsaParams", verify: "EcdsaParams" },
      operations: {
        // https://w3c.github.io/webcrypto/#ecdsa-operations-sign: 1. only a private key.
        sign(normalized, key, data) {
          if (key.type !== "private") throw invalidAccess("ECDSA signs with a private key.");
          return natives.cryptoEcSign(key.algorithm.namedCurve, normalized.hash.name, key.handle.d, data);
        },
        // https://w3c.github.io/webcrypto/#ecdsa-operations-verify: 1. only a public key.
        verify(normalized, key, signature, data) {
          if (key.type !== "public") throw invalidAccess("ECDSA verifies with a public key.");
          return natives.cryptoEcVerify(key.algorithm.namedCurve, normalized.hash.name, key.handle.point, signature, data);
        },
      },
    });
    const ecdh = ec("ECDH", [], ["deriveKey", "deriveBits"], "enc", {
      params: { deriveBits: "EcdhKeyDeriveParams" },
      operations: {
        // https://w3c.github.io/webcrypto/#ecdh-operations-derive-bits
        deriveBits(normalized, key, length) {
          // 1. Only a private key; 2–5. the public member is a public ECDH key of the same
          //    curve, else an InvalidAccessError.
          if (key.type !== "private") throw invalidAccess("ECDH derives with a private key.");
          const peer = keyRecord(normalized.public);
          if (peer.type !== "public") throw invalidAccess("The ECDH public member is not a public key.");
          if (peer.algorithm.name !== "ECDH") throw invalidAccess("The ECDH public member is not an ECDH key.");
          if (peer.algorithm.namedCurve !== key.algorithm.namedCurve) throw invalidAccess("The ECDH keys are not of the same curve.");
          // 6–8. The shared secret, or its first length bits.
          const secret = natives.cryptoEcdh(key.algorithm.namedCurve, key.handle.d, peer.handle.point);
          return c.firstBits(secret, length);
        },
      },
    });
    return [ecdsa, ecdh];
  };
});
