// Web Cryptography's RSA algorithms: RSASSA-PKCS1-v1_5 and RSA-PSS (sign, verify) and
// RSA-OAEP (encrypt, decrypt), each with generateKey, importKey and exportKey (spki,
// pkcs8, jwk).
// https://w3c.github.io/webcrypto/#rsassa-pkcs1, #rsa-pss, #rsa-oaep
//
// A module of the realm's bootstrap (see bootstrap.js): it registers the algorithms for
// subtle_crypto.js, which makes them when SubtleCrypto is first used.
(function cryptoRsaModule(lib) {
  "use strict";
  lib.cryptoFamilies[lib.cryptoFamilies.length] = (c) => {
    const { natives, jwk, newKey, invalidAccess, notSupported, checkUsages, intersect } = c;
    // The JWK alg of each algorithm and hash (https://www.rfc-editor.org/rfc/rfc7518#section-3.1, §4.1).
    const JWK_ALG = {
      __proto__: null,
      "RSASSA-PKCS1-v1_5": { __proto__: null, "SHA-1": "RS1", "SHA-256": "RS256", "SHA-384": "RS384", "SHA-512": "RS512" },
      "RSA-PSS": { __proto__: null, "SHA-1": "PS1", "SHA-256": "PS256", "SHA-384": "PS384", "SHA-512": "PS512" },
      "RSA-OAEP": { __proto__: null, "SHA-1": "RSA-OAEP", "SHA-256": "RSA-OAEP-256", "SHA-384": "RSA-OAEP-384", "SHA-512": "RSA-OAEP-512" },
    };
    const PRIVATE_MEMBERS = ["d", "p", "q", "dp", "dq", "qi"];

    function rsa(name, publicUsages, privateUsages, use, ops) {
      const all = c.joinLists(privateUsages, publicUsages);
      // The key algorithm { name, modulusLength, publicExponent, hash } of a native's
      // description of a key ([der, modulusLength, publicExponent, …]).
      const algorithmOf = (described, hash) => ({
        __proto__: null, name, modulusLength: described[1], publicExponent: described[2], hash,
      });
      const privateKey = (described, hash, extractable, usages) =>
        newKey("private", extractable, algorithmOf(described, hash), usages, { __proto__: null, der: described[0] });
      const publicKey = (described, hash, extractable, usages) =>
        newKey("public", extractable, algorithmOf(described, hash), usages, { __proto__: null, der: described[0] });
      return {
        __proto__: null,
        name,
        params: {
          __proto__: null, ...ops.params, generateKey: "RsaHashedKeyGenParams", importKey: "RsaHashedImportParams", exportKey: null,
        },
        ...ops.operations,
        // https://w3c.github.io/webcrypto/#rsassa-pkcs1-operations-generate-key
        generateKey(normalized, extractable, usages) {
          // 1. Usages other than the algorithm's: a SyntaxError.
          checkUsages(usages, all);
          // 2–3. A key pair of modulusLength bits and publicExponent (an OperationError
          //    when it cannot be made).
          const described = natives.cryptoRsaGenerate(normalized.modulusLength, normalized.publicExponent);
          const hash = normalized.hash.name;
          const publicDescribed = [described[3], described[1], described[2]];
          // 4–19. The public key is extractable with the public usages; the private key
          //    with the private ones.
          return {
            __proto__: null,
            publicKey: publicKey(publicDescribed, hash, true, intersect(usages, publicUsages)),
            privateKey: privateKey(described, hash, extractable, intersect(usages, privateUsages)),
          };
        },
        // https://w3c.github.io/webcrypto/#rsassa-pkcs1-operations-import-key
        importKey(format, keyData, normalized, extractable, usages) {
          const hash = normalized.hash.name;
          if (format === "spki") {
            checkUsages(usages, publicUsages);
            return publicKey(natives.cryptoRsaImport("spki", keyData), hash, extractable, usages);
          }
          if (format === "pkcs8") {
            checkUsages(usages, privateUsages);
            return privateKey(natives.cryptoRsaImport("pkcs8", keyData), hash, extractable, usages);
          }
          if (format === "jwk") {
            // 1. Private usages with d, public usages without, else a SyntaxError.
            const isPrivate = keyData.d !== undefined;
            checkUsages(usages, isPrivate ? privateUsages : publicUsages);
            // 2–5. kty "RSA", use, key_ops, ext; alg, when present, the algorithm's and hash's.
            jwk.check(keyData, "RSA", use, extractable, usages);
            const alg = JWK_ALG[name][hash];
            if (keyData.alg !== undefined && keyData.alg !== alg) throw jwk.dataError(`The JWK's alg is not "${alg}".`);
            // 6–8. n and e; a private key has d, p, q, dp, dq and qi too (JWA §6.3.2; keys
            //    of more than two primes, oth, are not supported).
            if (!isPrivate) {
              return publicKey(natives.cryptoRsaImport("jwk-public", c.empty(), jwk.bytes(keyData, "n"), jwk.bytes(keyData, "e")), hash, extractable, usages);
            }
            if (keyData.oth !== undefined) throw notSupported("RSA keys of more than two primes are not supported.");
            const parts = [jwk.bytes(keyData, "n"), jwk.bytes(keyData, "e")];
            for (let i = 0; i < PRIVATE_MEMBERS.length; i++) parts[parts.length] = jwk.bytes(keyData, PRIVATE_MEMBERS[i]);
            const described = natives.cryptoRsaImport("jwk-private", c.empty(), parts[0], parts[1], parts[2], parts[3], parts[4], parts[5], parts[6], parts[7]);
            return privateKey(described, hash, extractable, usages);
          }
          throw notSupported(`${name} keys cannot be imported as ${format}.`);
        },
        // https://w3c.github.io/webcrypto/#rsassa-pkcs1-operations-export-key
        exportKey(format, key) {
          const isPrivate = key.type === "private";
          if (format === "spki") {
            if (isPrivate) throw invalidAccess(`Only public ${name} keys can be exported as spki.`);
            return natives.cryptoRsaExport("spki", key.handle.der, false);
          }
          if (format === "pkcs8") {
            if (!isPrivate) throw invalidAccess(`Only private ${name} keys can be exported as pkcs8.`);
            return natives.cryptoRsaExport("pkcs8", key.handle.der, true);
          }
          if (format === "jwk") {
            const parts = natives.cryptoRsaExport("jwk", key.handle.der, isPrivate);
            const fields = {
              __proto__: null, kty: "RSA", alg: JWK_ALG[name][key.algorithm.hash], n: jwk.encode(parts[0]), e: jwk.encode(parts[1]),
            };
            if (isPrivate) {
              for (let i = 0; i < PRIVATE_MEMBERS.length; i++) fields[PRIVATE_MEMBERS[i]] = jwk.encode(parts[2 + i]);
            }
            return jwk.exported(fields, key);
          }
          throw notSupported(`${name} keys cannot be exported as ${format}.`);
        },
      };
    }

    // Signatures: RSASSA-PKCS1-v1_5 (https://w3c.github.io/webcrypto/#rsassa-pkcs1-operations-sign)
    // and RSA-PSS (#rsa-pss-operations-sign, with saltLength): 1. sign with a private key,
    // verify with a public one, else an InvalidAccessError.
    const signatures = (name) => ({
      sign(normalized, key, data) {
        if (key.type !== "private") throw invalidAccess(`${name} signs with a private key.`);
        return natives.cryptoRsaSign(name, key.algorithm.hash, key.handle.der, data, normalized.saltLength ?? 0);
      },
      verify(normalized, key, signature, data) {
        if (key.type !== "public") throw invalidAccess(`${name} verifies with a public key.`);
        return natives.cryptoRsaVerify(name, key.algorithm.hash, key.handle.der, signature, data, normalized.saltLength ?? 0);
      },
    });
    return [
      rsa("RSASSA-PKCS1-v1_5", ["verify"], ["sign"], "sig", { params: { sign: null, verify: null }, operations: signatures("RSASSA-PKCS1-v1_5") }),
      rsa("RSA-PSS", ["verify"], ["sign"], "sig", { params: { sign: "RsaPssParams", verify: "RsaPssParams" }, operations: signatures("RSA-PSS") }),
      rsa("RSA-OAEP", ["encrypt", "wrapKey"], ["decrypt", "unwrapKey"], "enc", {
        params: { encrypt: "RsaOaepParams", decrypt: "RsaOaepParams" },
        operations: {
          // https://w3c.github.io/webcrypto/#rsa-oaep-operations-encrypt: 1. a public key.
          encrypt(normalized, key, data) {
            if (key.type !== "public") throw invalidAccess("RSA-OAEP encrypts with a public key.");
            return natives.cryptoRsaOaep(true, key.algorithm.hash, key.handle.der, data, normalized.label ?? c.empty());
          },
          // https://w3c.github.io/webcrypto/#rsa-oaep-operations-decrypt: 1. a private key.
          decrypt(normalized, key, data) {
            if (key.type !== "private") throw invalidAccess("RSA-OAEP decrypts with a private key.");
            return natives.cryptoRsaOaep(false, key.algorithm.hash, key.handle.der, data, normalized.label ?? c.empty());
          },
        },
      }),
    ];
  };
});
