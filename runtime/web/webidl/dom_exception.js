// DOMException.
// https://webidl.spec.whatwg.org/#idl-DOMException
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function domException(lib, hooks) {
  "use strict";
  const { exposeAll, fieldsOf } = lib;
  const {
    Error, Number, NumberIsFinite, ObjectAssign, ObjectDefineProperty, ObjectEntries, ObjectSetPrototypeOf, RangeError,
    ReflectConstruct, SafeWeakMap, String, TypeError,
  } = lib.primordials;
  const codes = {
    __proto__: null,
    IndexSizeError: 1, HierarchyRequestError: 3, WrongDocumentError: 4, InvalidCharacterError: 5,
    NoModificationAllowedError: 7, NotFoundError: 8, NotSupportedError: 9, InUseAttributeError: 10, InvalidStateError: 11,
    SyntaxError: 12, InvalidModificationError: 13, NamespaceError: 14, InvalidAccessError: 15,
    TypeMismatchError: 17, SecurityError: 18, NetworkError: 19, AbortError: 20, URLMismatchError: 21,
    QuotaExceededError: 22, TimeoutError: 23, InvalidNodeTypeError: 24, DataCloneError: 25,
  };
  const exceptions = lib.internalSlots("dom_exception.exceptions");
  class DOMException extends Error {
    constructor(message = "", name = "Error") {
      message = String(message);
      const exception = ReflectConstruct(Error, [message], new.target);
      exceptions.set(exception, { __proto__: null, message, name: String(name) });
      // Error's own `message` property would shadow the prototype getter.
      delete exception.message;
      return exception;
    }
    get name() { return fieldsOf(exceptions, this).name; }
    get message() { return fieldsOf(exceptions, this).message; }
    get code() { return codes[fieldsOf(exceptions, this).name] ?? 0; }
  }
  const constants = {
    INDEX_SIZE_ERR: 1, DOMSTRING_SIZE_ERR: 2, HIERARCHY_REQUEST_ERR: 3, WRONG_DOCUMENT_ERR: 4,
    INVALID_CHARACTER_ERR: 5, NO_DATA_ALLOWED_ERR: 6, NO_MODIFICATION_ALLOWED_ERR: 7, NOT_FOUND_ERR: 8,
    NOT_SUPPORTED_ERR: 9, INUSE_ATTRIBUTE_ERR: 10, INVALID_STATE_ERR: 11, SYNTAX_ERR: 12,
    INVALID_MODIFICATION_ERR: 13, NAMESPACE_ERR: 14, INVALID_ACCESS_ERR: 15, VALIDATION_ERR: 16,
    TYPE_MISMATCH_ERR: 17, SECURITY_ERR: 18, NETWORK_ERR: 19, ABORT_ERR: 20, URL_MISMATCH_ERR: 21,
    QUOTA_EXCEEDED_ERR: 22, TIMEOUT_ERR: 23, INVALID_NODE_TYPE_ERR: 24, DATA_CLONE_ERR: 25,
  };
  for (const [constant, code] of ObjectEntries(constants)) {
    ObjectDefineProperty(DOMException, constant, { __proto__: null, value: code, enumerable: true });
    ObjectDefineProperty(DOMException.prototype, constant, { __proto__: null, value: code, enumerable: true });
  }
  // https://webidl.spec.whatwg.org/#idl-DOMException: DOMException is [Serializable]: its
  // serialization steps carry its name and message, its deserialization steps make a
  // DOMException of the receiving realm with them.
  lib.serializableInterface("DOMException", {
    __proto__: null,
    has: (value) => exceptions.has(value),
    serialize: (value) => ({ __proto__: null, name: exceptions.get(value).name, message: exceptions.get(value).message }),
    deserialize(object, data) {
      ObjectSetPrototypeOf(object, DOMException.prototype);
      exceptions.set(object, { __proto__: null, message: String(data.message), name: String(data.name) });
    },
  });
  // https://webidl.spec.whatwg.org/#quotaexceedederror: a DOMException named
  // "QuotaExceededError" with what was requested and the quota, when known (null when not).
  const quotas = lib.internalSlots("dom_exception.quotas");
  const quotaOption = (options, member) => {
    const value = options?.[member];
    if (value === undefined) return null;
    const number = Number(value);
    if (!NumberIsFinite(number)) throw new TypeError(`Failed to construct 'QuotaExceededError': The provided ${member} is not a finite number.`);
    return number;
  };
  class QuotaExceededError extends DOMException {
    constructor(message = "", options = undefined) {
      if (options !== undefined && options !== null && typeof options !== "object" && typeof options !== "function") {
        throw new TypeError("Failed to construct 'QuotaExceededError': The provided value is not of type 'QuotaExceededErrorOptions'.");
      }
      // 1. Set this's name to "QuotaExceededError". 2. Set this's message to message.
      const error = ReflectConstruct(DOMException, [message, "QuotaExceededError"], new.target);
      // 3–4. quota and requested, when given: not negative (a RangeError).
      const quota = quotaOption(options, "quota"), requested = quotaOption(options, "requested");
      if (quota !== null && quota < 0) throw new RangeError("Failed to construct 'QuotaExceededError': The quota must not be negative.");
      if (requested !== null && requested < 0) throw new RangeError("Failed to construct 'QuotaExceededError': The requested amount must not be negative.");
      // 5. If both are given and requested is less than quota, then throw a RangeError.
      if (quota !== null && requested !== null && requested < quota) {
        throw new RangeError("Failed to construct 'QuotaExceededError': The requested amount must not be less than the quota.");
      }
      quotas.set(error, { __proto__: null, quota, requested });
      return error;
    }
    get quota() { return fieldsOf(quotas, this).quota; }
    get requested() { return fieldsOf(quotas, this).requested; }
  }
  // (The platform's: `lib.quotaExceeded(message, quota, requested)`, either null.)
  lib.quotaExceeded = (message, quota = null, requested = null) => {
    const error = new QuotaExceededError(message);
    quotas.get(error).quota = quota;
    quotas.get(error).requested = requested;
    return error;
  };
  exposeAll({ DOMException, QuotaExceededError });
  ObjectAssign(lib, { DOMException, QuotaExceededError });
  ObjectAssign(hooks, {
    domException(message, name) { return new DOMException(message, name); },
  });
});
