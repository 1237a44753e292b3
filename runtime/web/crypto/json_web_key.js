// Web Cryptography's JsonWebKey: the dictionary's conversion, the checks every
// algorithm's "jwk" import makes (kty, use, key_ops, ext), the exported object, and
// parsing a JWK from bytes (unwrapKey).
// https://w3c.github.io/webcrypto/#JsonWebKey-dictionary, https://www.rfc-editor.org/rfc/rfc7517
//
// A module of the realm's bootstrap (see bootstrap.js): `lib.cryptoJsonWebKey()` is called
// by subtle_crypto.js when SubtleCrypto is first used.
(function jsonWebKeyModule(lib) {
  "use strict";
  lib.cryptoJsonWebKey = (idl) => {
    const { DOMException, natives } = lib;
    const { FunctionPrototypeCall, JSONParse, SymbolIterator, TypeError, createDataProperty } = lib.primordials;
    const dataError = (message) => new DOMException(message, "DataError");

    // https://webidl.spec.whatwg.org/#es-dictionary for JsonWebKey: its members by name
    // (RsaOtherPrimesInfo's `oth` is only noted: keys with more primes are not supported).
    const STRINGS = ["alg", "crv", "d", "dp", "dq", "e"];
    const STRINGS_AFTER_KEY_OPS = ["kty", "n"];
    const STRINGS_LAST = ["p", "q", "qi", "use", "x", "y"];
    function readStrings(value, jwk, names) {
      for (let i = 0; i < names.length; i++) {
        const member = value[names[i]];
        if (member !== undefined) jwk[names[i]] = idl.toDOMString(member, `JsonWebKey.${names[i]}`);
      }
    }
    function toJsonWebKey(value) {
      const jwk = { __proto__: null };
      if (value === undefined || value === null) return jwk;
      if (!idl.isObject(value)) throw new TypeError("The key data is not a JsonWebKey dictionary.");
      readStrings(value, jwk, STRINGS);
      const ext = value.ext;
      if (ext !== undefined) jwk.ext = !!ext;
      const k = value.k;
      if (k !== undefined) jwk.k = idl.toDOMString(k, "JsonWebKey.k");
      const keyOps = value.key_ops;
      if (keyOps !== undefined) {
        if (!idl.isObject(keyOps) || typeof keyOps[SymbolIterator] !== "function") {
          throw new TypeError("JsonWebKey.key_ops cannot be converted to a sequence.");
        }
        const iterator = FunctionPrototypeCall(keyOps[SymbolIterator], keyOps);
        const list = [];
        for (;;) {
          const step = iterator.next();
          if (step.done) break;
          list[list.length] = idl.toDOMString(step.value, "JsonWebKey.key_ops");
        }
        jwk.key_ops = list;
      }
      readStrings(value, jwk, STRINGS_AFTER_KEY_OPS);
      if (value.oth !== undefined) jwk.oth = true;
      readStrings(value, jwk, STRINGS_LAST);
      return jwk;
    }

    // The checks of an algorithm's "jwk" import (e.g. https://w3c.github.io/webcrypto/#hmac-operations-import-key):
    // - the kty field is `kty` (else a DataError);
    // - if usages is non-empty and the use field is present, it is `use`;
    // - the key_ops field, if present, holds no duplicate and every usage;
    // - if the ext field is present and false, extractable is false.
    function check(jwk, kty, use, extractable, usages) {
      if (jwk.kty !== kty) throw dataError(`The JWK's kty is not "${kty}".`);
      if (usages.length !== 0 && jwk.use !== undefined && use !== undefined && jwk.use !== use) {
        throw dataError(`The JWK's use is not "${use}".`);
      }
      if (jwk.key_ops !== undefined) {
        const ops = jwk.key_ops;
        const seen = { __proto__: null };
        for (let i = 0; i < ops.length; i++) {
          if (seen[ops[i]] === true) throw dataError("The JWK's key_ops has a duplicate.");
          seen[ops[i]] = true;
        }
        for (let i = 0; i < usages.length; i++) {
          if (seen[usages[i]] !== true) throw dataError(`The JWK's key_ops does not allow '${usages[i]}'.`);
        }
      }
      if (jwk.ext === false && extractable) throw dataError("The JWK is not extractable (ext is false).");
    }
    // A member's bytes (base64url), a DataError when missing or not base64url.
    function bytes(jwk, member) {
      const text = jwk[member];
      if (text === undefined) throw dataError(`The JWK has no ${member}.`);
      return natives.cryptoBase64UrlDecode(text);
    }
    const encode = (data) => natives.cryptoBase64UrlEncode(data);
    // The exported JsonWebKey as an ECMAScript object (https://webidl.spec.whatwg.org/#es-dictionary:
    // members by name): `fields` a record of its members, `key` the key's record (for
    // key_ops and ext).
    const ORDER = ["alg", "crv", "d", "dp", "dq", "e", "ext", "k", "key_ops", "kty", "n", "p", "q", "qi", "use", "x", "y"];
    function exported(fields, key) {
      fields.key_ops = key.usages;
      fields.ext = key.extractable;
      const object = {};
      for (let i = 0; i < ORDER.length; i++) {
        const name = ORDER[i];
        let value = fields[name];
        if (value === undefined) continue;
        if (name === "key_ops") {
          const list = [];
          for (let j = 0; j < value.length; j++) createDataProperty(list, j, value[j]);
          value = list;
        }
        createDataProperty(object, name, value);
      }
      return object;
    }
    // https://w3c.github.io/webcrypto/#concept-parse-a-jwk: bytes as UTF-8 JSON, converted
    // to JsonWebKey; bytes that are not one are a DataError.
    function parse(data) {
      let value;
      try {
        value = JSONParse(natives.decodeUtf8(data, false, false));
      } catch {
        throw dataError("The unwrapped key is not JSON.");
      }
      const jwk = toJsonWebKey(value);
      if (jwk.kty === undefined) throw dataError("The unwrapped JWK has no kty.");
      return jwk;
    }
    // The UTF-8 of the JSON of an exported JWK (wrapKey).
    const serialize = (object) => natives.encodeUtf8(lib.primordials.JSONStringify(object));
    return { __proto__: null, toJsonWebKey, check, bytes, encode, exported, parse, serialize, dataError };
  };
});
