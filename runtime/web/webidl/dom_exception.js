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
    Error, ObjectAssign, ObjectDefineProperty, ObjectEntries, ObjectSetPrototypeOf, ReflectConstruct, SafeWeakMap,
    String,
  } = lib.primordials;
  const codes = {
    __proto__: null,
    IndexSizeError: 1, HierarchyRequestError: 3, WrongDocumentError: 4, InvalidCharacterError: 5,
    NoModificationAllowedError: 7, NotFoundError: 8, NotSupportedError: 9, InvalidStateError: 11,
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
  exposeAll({ DOMException });
  ObjectAssign(lib, { DOMException });
  ObjectAssign(hooks, {
    domException(message, name) { return new DOMException(message, name); },
  });
});
