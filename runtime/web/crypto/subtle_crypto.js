// Web Cryptography's SubtleCrypto: crypto.subtle's methods, each returning a promise,
// over the algorithms the family modules register (sha.js, hmac.js, aes.js, ec.js,
// rsa.js, okp.js, kdf.js), whose cryptography is Rust's (runtime/web/crypto/*.rs).
// https://w3c.github.io/webcrypto/#subtlecrypto-interface
//
// A module of the realm's bootstrap (see bootstrap.js), made on first use (`lib.lazily`):
// a realm that never reads `crypto.subtle`, `SubtleCrypto` or `CryptoKey` carries none of
// it. SubtleCrypto and CryptoKey are [SecureContext]: gone from the global of a realm that
// is not one (and `crypto.subtle` with them, crypto.js).
//
// Each method runs the spec's synchronous steps (argument conversion, algorithm
// normalization: their errors reject the promise it returns), then the steps the spec
// runs in parallel, at once here (an RSA key is generated before the method returns), and
// settles the promise in a task it queues, as the spec's "queue a global task on the
// crypto task source" does.
(function subtleCryptoModule(lib) {
  "use strict";
  const { global, info } = lib;
  lib.cryptoFamilies = [];
  lib.lazily({ interfaces: ["SubtleCrypto", "CryptoKey"], shared: ["subtleCrypto", "cryptoKeys", "cryptoKeySerialization"] }, () => {
    const { DOMException, illegal, internalSlots, natives } = lib;
    const {
      ObjectKeys, Promise, PromiseReject, TypeError, TypedArrayPrototypeGetBuffer, TypedArrayPrototypeGetLength, Uint8Array,
      createDataProperty,
    } = lib.primordials;
    const { CryptoKey, newKey, keyRecord } = lib.cryptoKeyInterface();
    // registry[op][NAME]: the algorithm registered for op under an upper-case NAME ({ name,
    // type: its parameter dictionary, null for Algorithm }); algorithms[name]: its steps.
    const registry = { __proto__: null };
    const algorithms = { __proto__: null };
    const idl = lib.cryptoNormalization(registry, keyRecord);
    const jwk = lib.cryptoJsonWebKey(idl);

    const error = (name) => (message) => new DOMException(message, name);
    const operationError = error("OperationError");
    const notSupported = error("NotSupportedError");
    const invalidAccess = error("InvalidAccessError");
    const syntaxError = error("SyntaxError");
    const contains = (list, value) => {
      for (let i = 0; i < list.length; i++) if (list[i] === value) return true;
      return false;
    };
    // What the algorithm modules share: bytes, usages, errors, keys.
    const shared = {
      __proto__: null, natives, jwk, newKey, keyRecord, operationError, notSupported, invalidAccess, syntaxError,
      copy: (bytes) => new Uint8Array(bytes),
      // A Uint8Array's length (its getter as captured: a page may replace
      // %TypedArray%.prototype.length).
      size: (bytes) => TypedArrayPrototypeGetLength(bytes),
      empty: () => new Uint8Array(0),
      bytes(values) {
        const out = new Uint8Array(values.length);
        for (let i = 0; i < values.length; i++) out[i] = values[i];
        return out;
      },
      slice(bytes, start, end) {
        const out = new Uint8Array(end - start);
        for (let i = start; i < end; i++) out[i - start] = bytes[i];
        return out;
      },
      concat(parts) {
        let length = 0;
        for (let i = 0; i < parts.length; i++) length += TypedArrayPrototypeGetLength(parts[i]);
        const out = new Uint8Array(length);
        let offset = 0;
        for (let i = 0; i < parts.length; i++) {
          const size = TypedArrayPrototypeGetLength(parts[i]);
          for (let j = 0; j < size; j++) out[offset + j] = parts[i][j];
          offset += size;
        }
        return out;
      },
      randomBytes(count) {
        const out = new Uint8Array(count);
        natives.randomFill(out);
        return out;
      },
      joinLists(a, b) {
        const out = [];
        for (let i = 0; i < a.length; i++) out[out.length] = a[i];
        for (let i = 0; i < b.length; i++) out[out.length] = b[i];
        return out;
      },
      // The usages of `usages` that are in `allowed` (the usage intersection: in the
      // recognized order, which `usages` already is).
      intersect(usages, allowed) {
        const out = [];
        for (let i = 0; i < usages.length; i++) if (contains(allowed, usages[i])) out[out.length] = usages[i];
        return out;
      },
      // "If usages contains an entry which is not one of `allowed`, throw a SyntaxError."
      checkUsages(usages, allowed) {
        for (let i = 0; i < usages.length; i++) {
          if (!contains(allowed, usages[i])) throw syntaxError(`Cannot create a key using the specified key usages ('${usages[i]}').`);
        }
      },
      // A derived secret, or its first `length` bits (the rest of the last byte zero):
      // ECDH's and X25519's derive bits steps; more bits than the secret has is an
      // OperationError.
      firstBits(secret, length) {
        if (length === null) return secret;
        if (length > TypedArrayPrototypeGetLength(secret) * 8) throw operationError("The length is more than the derived secret's bits.");
        const out = shared.slice(secret, 0, (length + 7) >> 3);
        if (length % 8 !== 0) out[TypedArrayPrototypeGetLength(out) - 1] &= 0xff << (8 - (length % 8));
        return out;
      },
    };
    const families = lib.cryptoFamilies;
    for (let f = 0; f < families.length; f++) {
      const list = families[f](shared);
      for (let i = 0; i < list.length; i++) {
        const algorithm = list[i];
        algorithms[algorithm.name] = algorithm;
        const ops = ObjectKeys(algorithm.params);
        for (let k = 0; k < ops.length; k++) {
          const op = ops[k];
          const entries = (registry[op] ??= { __proto__: null });
          entries[lib.asciiUppercase(algorithm.name)] = { __proto__: null, name: algorithm.name, type: algorithm.params[op] };
        }
      }
    }

    const subtles = internalSlots("subtleCrypto");
    // The spec's method steps for a promise-returning operation: `steps` are the
    // synchronous ones and return the ones run "in parallel"; an exception in either
    // rejects the promise (the synchronous ones' at once, Web IDL's conversion of an
    // exception into a rejected promise), the result resolves it in a queued task.
    function run(self, method, given, required, steps) {
      try {
        if (subtles.get(self) !== true) throw new TypeError("Illegal invocation");
        if (given < required) {
          throw new TypeError(`Failed to execute '${method}' on 'SubtleCrypto': ${required} arguments required, but only ${given} present.`);
        }
        const parallel = steps();
        return new Promise((resolve, reject) => {
          let result, failed = false;
          try {
            result = parallel();
          } catch (thrown) {
            failed = true;
            result = thrown;
          }
          natives.queueGlobalTask(() => (failed ? reject(result) : resolve(result)));
        });
      } catch (thrown) {
        return PromiseReject(thrown);
      }
    }
    // A CryptoKey argument's record (Web IDL: a TypeError for anything else).
    function keyArgument(value, method, index) {
      const record = keyRecord(value);
      if (record === undefined) {
        throw new TypeError(`Failed to execute '${method}' on 'SubtleCrypto': parameter ${index} is not of type 'CryptoKey'.`);
      }
      return record;
    }
    function bytesArgument(value, method, index) {
      return idl.bufferSource(value, `Failed to execute '${method}' on 'SubtleCrypto': parameter ${index}`);
    }
    // "If the name member of normalizedAlgorithm is not equal to the name attribute of
    // the [[algorithm]] internal slot of key, or the [[usages]] internal slot of key does
    // not contain an entry that is `usage`, then throw an InvalidAccessError."
    function checkKey(normalized, key, usage) {
      if (normalized.name !== key.algorithm.name) throw invalidAccess("The requested operation is not valid for the provided key.");
      if (!contains(key.usages, usage)) throw invalidAccess(`The key does not support the '${usage}' operation.`);
    }
    const arrayBuffer = (bytes) => TypedArrayPrototypeGetBuffer(bytes);
    // "If the [[type]] of result is "secret" or "private" and usages is empty, then throw
    // a SyntaxError."
    function checkUsable(key) {
      const record = keyRecord(key);
      if ((record.type === "secret" || record.type === "private") && record.usages.length === 0) {
        throw syntaxError("Usages cannot be empty when creating a key.");
      }
      return key;
    }
    // The generateKey result: a key, or a CryptoKeyPair dictionary as an object (the
    // algorithms give a pair as a null-prototype record).
    function keyOrPair(result) {
      if (keyRecord(result) !== undefined) return checkUsable(result);
      checkUsable(result.privateKey);
      const pair = {};
      createDataProperty(pair, "privateKey", result.privateKey);
      createDataProperty(pair, "publicKey", result.publicKey);
      return pair;
    }
    const supports = (name, op) => registry[op]?.[lib.asciiUppercase(name)] !== undefined;
    // The key as the bytes exportKey gives (or the JWK object).
    function exported(format, key) {
      // "If the name member of the [[algorithm]] internal slot of key does not identify a
      // registered algorithm that supports the export key operation, then throw a
      // NotSupportedError. If the [[extractable]] internal slot of key is false, then
      // throw an InvalidAccessError."
      if (!supports(key.algorithm.name, "exportKey")) throw notSupported(`${key.algorithm.name} keys cannot be exported.`);
      if (!key.extractable) throw invalidAccess("The key is not extractable.");
      return algorithms[key.algorithm.name].exportKey(format, key);
    }
    // The normalized wrap or unwrap algorithm: registered for `op`, else for `fallback`.
    function normalizeEither(algorithm, op, fallback) {
      try {
        return idl.normalize(algorithm, op);
      } catch {
        return idl.normalize(algorithm, fallback);
      }
    }
    // keyData as the format asks: bytes, or a JsonWebKey record.
    function keyDataArgument(format, keyData) {
      const bytes = lib.cryptoBytes.bufferSource(keyData);
      if (format === "jwk") {
        if (bytes !== undefined) throw new TypeError("Failed to execute 'importKey' on 'SubtleCrypto': a JsonWebKey is needed for the jwk format.");
        return jwk.toJsonWebKey(keyData);
      }
      if (bytes === undefined) {
        // (Converted to JsonWebKey by Web IDL, which may throw on its own.)
        jwk.toJsonWebKey(keyData);
        throw new TypeError(`Failed to execute 'importKey' on 'SubtleCrypto': a BufferSource is needed for the ${format} format.`);
      }
      return bytes;
    }

    class SubtleCrypto {
      constructor() { illegal(); }
      // https://w3c.github.io/webcrypto/#SubtleCrypto-method-encrypt
      encrypt(algorithm, key, data) {
        return run(this, "encrypt", arguments.length, 3, () => cipher("encrypt", algorithm, key, data));
      }
      // https://w3c.github.io/webcrypto/#SubtleCrypto-method-decrypt
      decrypt(algorithm, key, data) {
        return run(this, "decrypt", arguments.length, 3, () => cipher("decrypt", algorithm, key, data));
      }
      // https://w3c.github.io/webcrypto/#SubtleCrypto-method-sign
      sign(algorithm, key, data) {
        return run(this, "sign", arguments.length, 3, () => cipher("sign", algorithm, key, data));
      }
      // https://w3c.github.io/webcrypto/#SubtleCrypto-method-verify
      verify(algorithm, key, signature, data) {
        return run(this, "verify", arguments.length, 4, () => {
          const record = keyArgument(key, "verify", 2);
          // 3–4. A copy of the signature and of the data.
          const signatureBytes = bytesArgument(signature, "verify", 3);
          const dataBytes = bytesArgument(data, "verify", 4);
          // 5–6. Normalize with op "verify".
          const normalized = idl.normalize(algorithm, "verify");
          return () => {
            // 9–10. The key's algorithm and "verify" usage; 11–12. the boolean.
            checkKey(normalized, record, "verify");
            return algorithms[normalized.name].verify(normalized, record, signatureBytes, dataBytes);
          };
        });
      }
      // https://w3c.github.io/webcrypto/#SubtleCrypto-method-digest
      digest(algorithm, data) {
        return run(this, "digest", arguments.length, 2, () => {
          // 2. A copy of the data; 3–4. normalize with op "digest".
          const bytes = bytesArgument(data, "digest", 2);
          const normalized = idl.normalize(algorithm, "digest");
          // 8–9. The digest, as an ArrayBuffer.
          return () => arrayBuffer(algorithms[normalized.name].digest(normalized, bytes));
        });
      }
      // https://w3c.github.io/webcrypto/#SubtleCrypto-method-generateKey
      generateKey(algorithm, extractable, keyUsages) {
        return run(this, "generateKey", arguments.length, 3, () => {
          const flag = !!extractable;
          const usages = idl.keyUsages(keyUsages);
          // 2–3. Normalize with op "generateKey".
          const normalized = idl.normalize(algorithm, "generateKey");
          // 7–9. The algorithm's generate key steps; a secret or private key (a pair's
          //    private key) without usages is a SyntaxError.
          return () => keyOrPair(algorithms[normalized.name].generateKey(normalized, flag, usages));
        });
      }
      // https://w3c.github.io/webcrypto/#SubtleCrypto-method-deriveKey
      deriveKey(algorithm, baseKey, derivedKeyType, extractable, keyUsages) {
        return run(this, "deriveKey", arguments.length, 5, () => {
          const record = keyArgument(baseKey, "deriveKey", 2);
          const flag = !!extractable;
          const usages = idl.keyUsages(keyUsages);
          // 2–7. Normalize algorithm with op "deriveBits", derivedKeyType with
          //    "importKey" and with "get key length".
          const normalized = idl.normalize(algorithm, "deriveBits");
          const importAlgorithm = idl.normalize(derivedKeyType, "importKey");
          const lengthAlgorithm = idl.normalize(derivedKeyType, "get key length");
          return () => {
            // 11–12. The base key's algorithm and "deriveKey" usage.
            checkKey(normalized, record, "deriveKey");
            // 13–14. The derived key type's length; the bits of that length.
            const length = algorithms[lengthAlgorithm.name].getKeyLength(lengthAlgorithm);
            const secret = algorithms[normalized.name].deriveBits(normalized, record, length);
            // 15–17. The secret imported as raw key data of the derived key type.
            return checkUsable(algorithms[importAlgorithm.name].importKey("raw", secret, importAlgorithm, flag, usages));
          };
        });
      }
      // https://w3c.github.io/webcrypto/#SubtleCrypto-method-deriveBits
      deriveBits(algorithm, baseKey, length = null) {
        return run(this, "deriveBits", arguments.length, 2, () => {
          const record = keyArgument(baseKey, "deriveBits", 2);
          // (optional unsigned long? length = null.)
          const bits = length === null || length === undefined ? null : idl.unsignedLong(length);
          // 2–3. Normalize with op "deriveBits".
          const normalized = idl.normalize(algorithm, "deriveBits");
          return () => {
            // 7–8. The base key's algorithm and "deriveBits" usage; 9–10. the bits.
            checkKey(normalized, record, "deriveBits");
            return arrayBuffer(algorithms[normalized.name].deriveBits(normalized, record, bits));
          };
        });
      }
      // https://w3c.github.io/webcrypto/#SubtleCrypto-method-importKey
      importKey(format, keyData, algorithm, extractable, keyUsages) {
        return run(this, "importKey", arguments.length, 5, () => {
          const keyFormat = idl.keyFormat(format);
          const data = keyDataArgument(keyFormat, keyData);
          const flag = !!extractable;
          const usages = idl.keyUsages(keyUsages);
          // 2–3. Normalize with op "importKey".
          const normalized = idl.normalize(algorithm, "importKey");
          // 8–11. The algorithm's import key steps; a secret or private key without usages
          //    is a SyntaxError; [[extractable]] and [[usages]] are the arguments'.
          return () => checkUsable(algorithms[normalized.name].importKey(keyFormat, data, normalized, flag, usages));
        });
      }
      // https://w3c.github.io/webcrypto/#SubtleCrypto-method-exportKey
      exportKey(format, key) {
        return run(this, "exportKey", arguments.length, 2, () => {
          const keyFormat = idl.keyFormat(format);
          const record = keyArgument(key, "exportKey", 2);
          return () => {
            // 5–7. NotSupportedError, InvalidAccessError, the export key steps.
            const result = exported(keyFormat, record);
            return keyFormat === "jwk" ? result : arrayBuffer(result);
          };
        });
      }
      // https://w3c.github.io/webcrypto/#SubtleCrypto-method-wrapKey
      wrapKey(format, key, wrappingKey, wrapAlgorithm) {
        return run(this, "wrapKey", arguments.length, 4, () => {
          const keyFormat = idl.keyFormat(format);
          const record = keyArgument(key, "wrapKey", 2);
          const wrapping = keyArgument(wrappingKey, "wrapKey", 3);
          // 2–4. Normalize with op "wrapKey", else "encrypt".
          const normalized = normalizeEither(wrapAlgorithm, "wrapKey", "encrypt");
          return () => {
            // 8–9. The wrapping key's algorithm and "wrapKey" usage.
            checkKey(normalized, wrapping, "wrapKey");
            // 10–13. The key exported (a JWK as UTF-8 JSON).
            let bytes = exported(keyFormat, record);
            if (keyFormat === "jwk") bytes = jwk.serialize(bytes);
            // 14–15. Wrapped by the algorithm's wrap key steps, else its encrypt steps.
            const steps = algorithms[normalized.name];
            const wrapped = supports(normalized.name, "wrapKey")
              ? steps.wrapKey(normalized, wrapping, bytes)
              : steps.encrypt(normalized, wrapping, bytes);
            return arrayBuffer(wrapped);
          };
        });
      }
      // https://w3c.github.io/webcrypto/#SubtleCrypto-method-unwrapKey
      unwrapKey(format, wrappedKey, unwrappingKey, unwrapAlgorithm, unwrappedKeyAlgorithm, extractable, keyUsages) {
        return run(this, "unwrapKey", arguments.length, 7, () => {
          const keyFormat = idl.keyFormat(format);
          const wrappedBytes = bytesArgument(wrappedKey, "unwrapKey", 2);
          const unwrapping = keyArgument(unwrappingKey, "unwrapKey", 3);
          const flag = !!extractable;
          const usages = idl.keyUsages(keyUsages);
          // 2–7. Normalize unwrapAlgorithm with op "unwrapKey", else "decrypt", and
          //    unwrappedKeyAlgorithm with "importKey".
          const normalized = normalizeEither(unwrapAlgorithm, "unwrapKey", "decrypt");
          const importAlgorithm = idl.normalize(unwrappedKeyAlgorithm, "importKey");
          return () => {
            // 11–12. The unwrapping key's algorithm and "unwrapKey" usage.
            checkKey(normalized, unwrapping, "unwrapKey");
            // 13–14. The key's bytes by the unwrap key steps, else the decrypt steps.
            const steps = algorithms[normalized.name];
            const bytes = supports(normalized.name, "unwrapKey")
              ? steps.unwrapKey(normalized, unwrapping, wrappedBytes)
              : steps.decrypt(normalized, unwrapping, wrappedBytes);
            // 15. A JWK is parsed from the bytes (a DataError if it is not one).
            const keyData = keyFormat === "jwk" ? jwk.parse(bytes) : bytes;
            // 16–20. Imported; a secret or private key without usages is a SyntaxError.
            return checkUsable(algorithms[importAlgorithm.name].importKey(keyFormat, keyData, importAlgorithm, flag, usages));
          };
        });
      }
    }
    // encrypt, decrypt and sign: 2. a copy of the data; 3–4. normalize with op;
    // 8–9. the key's algorithm and usage `op`; 10–11. the operation's bytes.
    function cipher(op, algorithm, key, data) {
      const record = keyArgument(key, op, 2);
      const bytes = bytesArgument(data, op, 3);
      const normalized = idl.normalize(algorithm, op);
      return () => {
        checkKey(normalized, record, op);
        return arrayBuffer(algorithms[normalized.name][op](normalized, record, bytes));
      };
    }
    const subtle = { __proto__: SubtleCrypto.prototype };
    subtles.set(subtle, true);
    const cryptoKeySerialization = {
      __proto__: null,
      CryptoKey: {
        __proto__: null,
        serialize(value) {
          const record = keyRecord(value);
          return {
            __proto__: null, type: record.type, extractable: record.extractable, algorithm: record.algorithm,
            usages: record.usages, handle: record.handle,
          };
        },
        deserialize(object, data) {
          newKey(data.type, data.extractable, data.algorithm, data.usages, data.handle, object);
        },
      },
    };
    return {
      __proto__: null, SubtleCrypto, CryptoKey, subtleCrypto: subtle, cryptoKeys: { __proto__: null, newKey, keyRecord }, cryptoKeySerialization,
    };
  });
  // https://w3c.github.io/webcrypto/#cryptokey-interface-clone: CryptoKey is
  // [Serializable]. Its serialization steps carry [[type]], [[extractable]], [[algorithm]],
  // [[usages]] and [[handle]] (the key material's bytes); its deserialization steps make a
  // key of the receiving realm with them — which must be a secure context (CryptoKey is
  // [SecureContext]: not exposed elsewhere, so a DataCloneError there).
  lib.serializableInterface("CryptoKey", {
    __proto__: null, slot: lib.internalSlots("cryptoKey"), steps: "cryptoKeySerialization", secureContext: true,
  });
  // [SecureContext]: the interfaces are gone from the global of a realm that is not one.
  lib.onRealm(() => {
    if (info.isSecureContext) return;
    delete global.SubtleCrypto;
    delete global.CryptoKey;
  });
});
