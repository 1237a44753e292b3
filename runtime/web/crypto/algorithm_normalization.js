// Web Cryptography's algorithm normalization and the Web IDL conversions of its
// dictionaries: an AlgorithmIdentifier becomes the internal record of the dictionary the
// algorithm registers for the operation, KeyUsage sequences and BufferSources are
// checked and copied.
// https://w3c.github.io/webcrypto/#algorithm-normalization-normalize-an-algorithm,
// https://webidl.spec.whatwg.org/#es-dictionary
//
// A module of the realm's bootstrap (see bootstrap.js): `lib.cryptoBytes` (byte helpers
// the other crypto modules use) and `lib.cryptoNormalization(registry)`, called by
// subtle_crypto.js when SubtleCrypto is first used.
(function algorithmNormalizationModule(lib) {
  "use strict";
  const { natives } = lib;
  // Bytes: `copy` of a Uint8Array, and BufferSource conversion (a copy of the bytes held
  // by an ArrayBuffer or view — https://webidl.spec.whatwg.org/#dfn-get-buffer-source-copy
  // — or undefined for any other value, which Web IDL makes a TypeError).
  lib.cryptoBytes = {
    __proto__: null,
    copy: (bytes) => new lib.primordials.Uint8Array(bytes),
    bufferSource: (value) => natives.cryptoBufferSource(value),
  };

  lib.cryptoNormalization = (registry, keyRecord) => {
    const { DOMException } = lib;
    const {
      FunctionPrototypeCall, MathTrunc, Number, NumberIsFinite, String, SymbolIterator, TypeError,
      TypedArrayPrototypeGetSymbolToStringTag,
    } = lib.primordials;

    // https://webidl.spec.whatwg.org/#es-DOMString
    function toDOMString(value, what) {
      if (typeof value === "symbol") throw new TypeError(`${what}: a Symbol cannot be converted to a string.`);
      return String(value);
    }
    // https://webidl.spec.whatwg.org/#abstract-opdef-converttoint with [EnforceRange].
    function enforceRange(value, max, what) {
      const x = Number(value);
      if (!NumberIsFinite(x)) throw new TypeError(`${what} is not a finite number.`);
      const integer = MathTrunc(x);
      if (integer < 0 || integer > max) throw new TypeError(`${what} is outside the range [0, ${max}].`);
      return integer;
    }
    // Web IDL's unsigned long without [EnforceRange] (modulo 2^32).
    function unsignedLong(value) {
      const x = MathTrunc(Number(value));
      if (!NumberIsFinite(x)) return 0;
      const modulo = x % 4294967296;
      return modulo < 0 ? modulo + 4294967296 : modulo;
    }
    function bufferSource(value, what) {
      const bytes = lib.cryptoBytes.bufferSource(value);
      if (bytes === undefined) throw new TypeError(`${what} is not of type '(ArrayBuffer or ArrayBufferView)'.`);
      return bytes;
    }
    const isObject = (value) => (typeof value === "object" && value !== null) || typeof value === "function";

    // The spec's dictionaries (https://w3c.github.io/webcrypto/#dfn-Algorithm and the
    // algorithms' parameter dictionaries): their members in Web IDL's conversion order
    // (inherited ones first, then by name), each [name, type, required].
    const DICTIONARIES = {
      __proto__: null,
      Algorithm: [],
      AesCbcParams: [["iv", "BufferSource", true]],
      AesCtrParams: [["counter", "BufferSource", true], ["length", "octet", true]],
      AesGcmParams: [["additionalData", "BufferSource", false], ["iv", "BufferSource", true], ["tagLength", "octet", false]],
      AesKeyGenParams: [["length", "unsigned short", true]],
      AesDerivedKeyParams: [["length", "unsigned short", true]],
      HmacImportParams: [["hash", "HashAlgorithmIdentifier", true], ["length", "unsigned long", false]],
      HmacKeyGenParams: [["hash", "HashAlgorithmIdentifier", true], ["length", "unsigned long", false]],
      EcdsaParams: [["hash", "HashAlgorithmIdentifier", true]],
      EcKeyGenParams: [["namedCurve", "DOMString", true]],
      EcKeyImportParams: [["namedCurve", "DOMString", true]],
      EcdhKeyDeriveParams: [["public", "CryptoKey", true]],
      RsaHashedKeyGenParams: [
        ["modulusLength", "unsigned long", true], ["publicExponent", "BigInteger", true], ["hash", "HashAlgorithmIdentifier", true],
      ],
      RsaHashedImportParams: [["hash", "HashAlgorithmIdentifier", true]],
      RsaPssParams: [["saltLength", "unsigned long", true]],
      RsaOaepParams: [["label", "BufferSource", false]],
      HkdfParams: [["hash", "HashAlgorithmIdentifier", true], ["info", "BufferSource", true], ["salt", "BufferSource", true]],
      Pbkdf2Params: [["hash", "HashAlgorithmIdentifier", true], ["iterations", "unsigned long", true], ["salt", "BufferSource", true]],
    };

    // https://webidl.spec.whatwg.org/#es-dictionary: `value` (undefined, null or an
    // object) as the dictionary `type`, its `name` first (Algorithm's member).
    function toDictionary(value, type) {
      if (value !== undefined && value !== null && !isObject(value)) throw new TypeError("The algorithm is not an object.");
      const record = { __proto__: null };
      const nameValue = value == null ? undefined : value.name;
      if (nameValue === undefined) throw new TypeError("Failed to normalize the algorithm: required member name is undefined.");
      record.name = toDOMString(nameValue, "name");
      const members = DICTIONARIES[type];
      for (let i = 0; i < members.length; i++) {
        const member = members[i][0], memberType = members[i][1];
        const memberValue = value[member];
        if (memberValue === undefined) {
          if (members[i][2]) throw new TypeError(`Failed to read the '${member}' property from '${type}': required member ${member} is undefined.`);
          continue;
        }
        record[member] = convertMember(memberValue, memberType, `${type}.${member}`);
      }
      return record;
    }
    function convertMember(value, type, what) {
      switch (type) {
        case "DOMString": return toDOMString(value, what);
        case "BufferSource": return bufferSource(value, what);
        case "octet": return enforceRange(value, 255, what);
        case "unsigned short": return enforceRange(value, 65535, what);
        case "unsigned long": return enforceRange(value, 4294967295, what);
        case "BigInteger": {
          // (typedef Uint8Array BigInteger: the view's bytes.)
          if (TypedArrayPrototypeGetSymbolToStringTag(value) !== "Uint8Array") {
            throw new TypeError(`${what} is not of type 'Uint8Array'.`);
          }
          return bufferSource(value, what);
        }
        case "CryptoKey": {
          if (keyRecord(value) === undefined) throw new TypeError(`${what} is not of type 'CryptoKey'.`);
          return value;
        }
        case "HashAlgorithmIdentifier":
          // (object or DOMString): normalized afterwards, as the spec's step 10 does.
          return isObject(value) ? value : toDOMString(value, what);
      }
      throw new TypeError(`unknown member type ${type}`);
    }

    // https://w3c.github.io/webcrypto/#algorithm-normalization-normalize-an-algorithm:
    // the internal record of `algorithm` (an AlgorithmIdentifier) for operation `op`, or
    // a thrown TypeError (conversion) or NotSupportedError (no such algorithm for op).
    function normalize(algorithm, op) {
      // If alg is an instance of a DOMString: return normalize({ name: alg }, op).
      if (!isObject(algorithm)) {
        const name = toDOMString(algorithm, "algorithm");
        return normalize({ __proto__: null, name }, op);
      }
      // 1. Let registeredAlgorithms be the associative container of op.
      const registered = registry[op];
      // 2–3. Let initialAlg be alg converted to Algorithm (rethrowing errors).
      const initial = toDictionary(algorithm, "Algorithm");
      // 4–5. Let algName be its name; if registeredAlgorithms has a key that is an ASCII
      //    case-insensitive match for algName, set algName to that key and desiredType
      //    to its value; otherwise a NotSupportedError.
      const entry = registered === undefined ? undefined : registered[lib.asciiUppercase(initial.name)];
      if (entry === undefined) throw new DOMException("Unrecognized algorithm name", "NotSupportedError");
      // 6–9. Let normalizedAlgorithm be alg converted to desiredType (rethrowing errors);
      //    set its name to algName.
      const normalized = entry.type === null ? initial : toDictionary(algorithm, entry.type);
      normalized.name = entry.name;
      // 10. Each member of type BufferSource is already a copy of its bytes; each of type
      //    HashAlgorithmIdentifier is normalized with op "digest" (rethrowing errors).
      if (normalized.hash !== undefined) normalized.hash = normalize(normalized.hash, "digest");
      // 11. Return normalizedAlgorithm.
      return normalized;
    }

    // https://w3c.github.io/webcrypto/#enumdef-keyusage in the recognized order.
    const USAGES = ["encrypt", "decrypt", "sign", "verify", "deriveKey", "deriveBits", "wrapKey", "unwrapKey"];
    // A page's sequence<KeyUsage> (an iterable of strings, each a KeyUsage, else a
    // TypeError): the usages in the recognized order, each once (what every algorithm
    // stores in [[usages]]).
    function keyUsages(value) {
      if (!isObject(value)) throw new TypeError("The provided value cannot be converted to a sequence.");
      const method = value[SymbolIterator];
      if (typeof method !== "function") throw new TypeError("The provided value cannot be converted to a sequence.");
      const iterator = FunctionPrototypeCall(method, value);
      const present = { __proto__: null };
      for (;;) {
        const step = iterator.next();
        if (step.done) break;
        const usage = toDOMString(step.value, "usage");
        let valid = false;
        for (let i = 0; i < USAGES.length; i++) if (USAGES[i] === usage) valid = true;
        if (!valid) throw new TypeError(`The provided value '${usage}' is not a valid enum value of type KeyUsage.`);
        present[usage] = true;
      }
      const usages = [];
      for (let i = 0; i < USAGES.length; i++) if (present[USAGES[i]] === true) usages[usages.length] = USAGES[i];
      return usages;
    }
    // https://w3c.github.io/webcrypto/#enumdef-keyformat
    function keyFormat(value) {
      const format = toDOMString(value, "format");
      if (format !== "raw" && format !== "spki" && format !== "pkcs8" && format !== "jwk") {
        throw new TypeError(`The provided value '${format}' is not a valid enum value of type KeyFormat.`);
      }
      return format;
    }
    return {
      __proto__: null, normalize, keyUsages, keyFormat, bufferSource, unsignedLong, toDOMString, isObject, USAGES,
    };
  };
});
