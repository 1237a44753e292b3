// FormData: an entry list of names and values (strings, or Files) that XMLHttpRequest
// sends as multipart/form-data.
// https://xhr.spec.whatwg.org/#interface-formdata
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interface is made on first use (`lib.lazily`). A form's
// entry list is constructed by forms.js.
(function formData(lib) {
  "use strict";
  lib.lazily({ interfaces: ["FormData"], shared: ["formData"] }, () => {
    const { fieldsOf, files, is } = lib;
    const {
      ArrayPrototypePush, FunctionPrototypeCall, ObjectDefineProperty, ReflectConstruct, SafeWeakMap, String,
      StringPrototypeToWellFormed, SymbolIterator, TypeError, arrayRemoveAt,
    } = lib.primordials;
    const lists = lib.internalSlots("form_data.lists");
    const usv = (value) => StringPrototypeToWellFormed(String(value));
    const required = (count, member, args) => {
      if (args.length < count) {
        throw new TypeError(`Failed to execute '${member}' on 'FormData': ${count} argument${count > 1 ? "s" : ""} required, but only ${args.length} present.`);
      }
    };
    // https://xhr.spec.whatwg.org/#create-an-entry: [name, value], a Blob value becoming
    // a File (named "blob", or filename).
    function createEntry(name, value, filename, args, member) {
      name = usv(name);
      if (args.length > 2 && !is(value, files.Blob)) {
        throw new TypeError(`Failed to execute '${member}' on 'FormData': parameter 2 is not of type 'Blob'.`);
      }
      if (!is(value, files.Blob)) return [name, usv(value)];
      // 3.1. If value is not a File object, then set value to a new File object,
      //      representing the same bytes, whose name attribute value is "blob". 3.2. If
      //      filename is given, then set value to a new File object, representing the same
      //      bytes, whose name attribute is filename.
      if (!is(value, files.File) || filename !== undefined) {
        value = files.fileOf(value, filename === undefined ? "blob" : usv(filename));
      }
      return [name, value];
    }
    class FormData {
      // https://xhr.spec.whatwg.org/#dom-formdata
      constructor(form = undefined, submitter = null) {
        const forms = lib.info.scope === "Window" ? lib.forms() : undefined;
        if (form !== undefined && (forms === undefined || !forms.isForm(form))) {
          throw new TypeError("Failed to construct 'FormData': parameter 1 is not of type 'HTMLFormElement'.");
        }
        // 1.1–1.3. The form's entry list (forms.js), for a submitter that is one of its
        //         submit buttons.
        if (form !== undefined) forms.checkSubmitter(form, submitter, "Failed to construct 'FormData'");
        lists.set(this, form === undefined ? [] : forms.entryList(form, submitter));
      }
      // https://xhr.spec.whatwg.org/#dom-formdata-append
      append(name, value, filename = undefined) {
        const list = fieldsOf(lists, this);
        required(2, "append", arguments);
        ArrayPrototypePush(list, createEntry(name, value, filename, arguments, "append"));
      }
      // https://xhr.spec.whatwg.org/#dom-formdata-delete
      delete(name) {
        const list = fieldsOf(lists, this);
        required(1, "delete", arguments);
        name = usv(name);
        for (let i = list.length - 1; i >= 0; i--) if (list[i][0] === name) arrayRemoveAt(list, i);
      }
      // https://xhr.spec.whatwg.org/#dom-formdata-get
      get(name) {
        const list = fieldsOf(lists, this);
        required(1, "get", arguments);
        name = usv(name);
        for (let i = 0; i < list.length; i++) if (list[i][0] === name) return list[i][1];
        return null;
      }
      // https://xhr.spec.whatwg.org/#dom-formdata-getall
      getAll(name) {
        const list = fieldsOf(lists, this);
        required(1, "getAll", arguments);
        name = usv(name);
        const values = [];
        for (let i = 0; i < list.length; i++) if (list[i][0] === name) ArrayPrototypePush(values, list[i][1]);
        return values;
      }
      // https://xhr.spec.whatwg.org/#dom-formdata-has
      has(name) {
        const list = fieldsOf(lists, this);
        required(1, "has", arguments);
        name = usv(name);
        for (let i = 0; i < list.length; i++) if (list[i][0] === name) return true;
        return false;
      }
      // https://xhr.spec.whatwg.org/#dom-formdata-set: replaces the first entry of that
      // name and removes the others, or appends.
      set(name, value, filename = undefined) {
        const list = fieldsOf(lists, this);
        required(2, "set", arguments);
        const entry = createEntry(name, value, filename, arguments, "set");
        let found = false;
        for (let i = 0; i < list.length; i++) {
          if (list[i][0] !== entry[0]) continue;
          if (!found) { found = true; list[i] = entry; } else { arrayRemoveAt(list, i); i--; }
        }
        if (!found) ArrayPrototypePush(list, entry);
      }
      // The iterable declaration's members (https://webidl.spec.whatwg.org/#es-iterable),
      // over the live entry list.
      *entries() { const list = fieldsOf(lists, this); for (let i = 0; i < list.length; i++) yield [list[i][0], list[i][1]]; }
      *keys() { const list = fieldsOf(lists, this); for (let i = 0; i < list.length; i++) yield list[i][0]; }
      *values() { const list = fieldsOf(lists, this); for (let i = 0; i < list.length; i++) yield list[i][1]; }
      forEach(callback, thisArg = undefined) {
        const list = fieldsOf(lists, this);
        if (typeof callback !== "function") throw new TypeError("Failed to execute 'forEach' on 'FormData': parameter 1 is not of type 'Function'.");
        for (let i = 0; i < list.length; i++) FunctionPrototypeCall(callback, thisArg, list[i][1], list[i][0], this);
      }
    }
    ObjectDefineProperty(FormData.prototype, SymbolIterator, {
      __proto__: null, value: FormData.prototype.entries, writable: true, configurable: true,
    });
    // For XMLHttpRequest's send() (`lib.formData`): the class, and a FormData's entries
    // as they are now.
    // (fromList: a FormData over an entry list, for the formdata event: forms.js.)
    const fromList = (list) => {
      const data = ReflectConstruct(FormData, [], FormData);
      lists.set(data, list);
      return data;
    };
    // https://fetch.spec.whatwg.org/#dom-body-formdata steps for a body's bytes and its
    // MIME type (a parsed record, or null), by the type's essence: multipart/form-data
    // (its boundary) or application/x-www-form-urlencoded (the url crate's parser on the
    // bytes' UTF-8 decoding, a BOM kept). A FormData of this realm, or null when the
    // body does not parse or has another type (Body's formData() throws then; the
    // navigate event's formData reads text/plain itself: location.js).
    const fromBody = (bytes, mimeType) => {
      const essence = mimeType === null ? "" : lib.mimeTypes.essence(mimeType);
      if (essence === "multipart/form-data") {
        const boundary = lib.mimeTypes.parameter(mimeType, "boundary");
        const entries = boundary === undefined ? null : lib.multipartFormData.parse(bytes, boundary);
        return entries === null ? null : fromList(entries);
      }
      if (essence !== "application/x-www-form-urlencoded") return null;
      const flat = lib.natives.parseFormUrlencoded(lib.natives.decodeUtf8(bytes, false, true));
      const entries = [];
      for (let i = 0; i + 1 < flat.length; i += 2) ArrayPrototypePush(entries, [flat[i], flat[i + 1]]);
      return fromList(entries);
    };
    const formData = { __proto__: null, FormData, entries: (data) => fieldsOf(lists, data), fromList, fromBody };
    return { __proto__: null, FormData, formData };
  });
});
