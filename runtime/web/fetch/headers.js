// Headers: header names and values, header lists, the forbidden and safelisted headers,
// guards, and the Headers class.
// https://fetch.spec.whatwg.org/#http-headers, https://fetch.spec.whatwg.org/#headers-class
//
// A module of the realm's bootstrap (see bootstrap.js), run after it with its `lib` and
// `hooks`; like it, it calls only the built-ins captured before any page script ran. A
// header list is an array of [name, value] arrays (names as given, values as byte strings:
// one character per byte); a Headers object's record (`fetch.headers` slot) holds the list
// it shares with its request or response, and its guard. `lib.fetchHeaders` gives the
// other fetch modules (and XMLHttpRequest) the list algorithms and the checks.
(function headers(lib) {
  "use strict";
  // %IteratorPrototype%, taken while the realm is set up (a page may change it later).
  const IteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
  lib.lazily({ interfaces: ["Headers"], shared: ["fetchHeaders"] }, () => {
    const { fieldsOf, internalSlots, natives } = lib;
    const {
      ArrayPrototypePush, ArrayPrototypeSort, FunctionPrototypeCall, ObjectCreate, ObjectDefineProperty, ReflectGet,
      ReflectApply, ReflectGetOwnPropertyDescriptor, ReflectOwnKeys, RegExpPrototypeExec, Number, String,
      StringPrototypeCharCodeAt, StringPrototypeSlice, StringPrototypeToLowerCase, SymbolIterator, SymbolToStringTag,
      TypeError, arrayRemoveAt,
    } = lib.primordials;

    // https://fetch.spec.whatwg.org/#header-name: a token.
    const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
    const isToken = (text) => RegExpPrototypeExec(TOKEN, text) !== null;
    // https://fetch.spec.whatwg.org/#header-value: no leading or trailing HTTP tab or
    // space, and no 0x00, 0x0A or 0x0D.
    function isHeaderValue(value) {
      const length = value.length;
      if (length > 0) {
        const first = StringPrototypeCharCodeAt(value, 0), last = StringPrototypeCharCodeAt(value, length - 1);
        if (first === 9 || first === 32 || last === 9 || last === 32) return false;
      }
      for (let i = 0; i < length; i++) {
        const c = StringPrototypeCharCodeAt(value, i);
        if (c === 0 || c === 10 || c === 13) return false;
      }
      return true;
    }
    // https://fetch.spec.whatwg.org/#http-whitespace-byte and #http-tab-or-space-byte
    const isHttpWhitespace = (c) => c === 9 || c === 10 || c === 13 || c === 32;
    const isTabOrSpace = (c) => c === 9 || c === 32;
    const trim = (text, test) => {
      let start = 0, end = text.length;
      while (start < end && test(StringPrototypeCharCodeAt(text, start))) start++;
      while (end > start && test(StringPrototypeCharCodeAt(text, end - 1))) end--;
      return start === 0 && end === text.length ? text : StringPrototypeSlice(text, start, end);
    };
    // https://fetch.spec.whatwg.org/#concept-header-value-normalize: HTTP whitespace
    // removed from both ends.
    const normalizeValue = (value) => trim(value, isHttpWhitespace);
    const trimTabOrSpace = (value) => trim(value, isTabOrSpace);
    // https://infra.spec.whatwg.org/#byte-lowercase (header names are ASCII once checked)
    const lower = (name) => StringPrototypeToLowerCase(name);
    // Web IDL's ByteString: a string of code units 0–255, else a TypeError.
    function byteString(value, what) {
      const text = String(value);
      for (let i = 0; i < text.length; i++) {
        if (StringPrototypeCharCodeAt(text, i) > 255) throw new TypeError(`${what}: Value is not a valid ByteString.`);
      }
      return text;
    }

    // https://fetch.spec.whatwg.org/#concept-method: a token. Forbidden methods are
    // CONNECT, TRACE and TRACK; normalizing uppercases the six common ones.
    const isMethod = isToken;
    const isForbiddenMethod = (method) => {
      const upper = lib.asciiUppercase(method);
      return upper === "CONNECT" || upper === "TRACE" || upper === "TRACK";
    };
    const NORMALIZED_METHODS = ["DELETE", "GET", "HEAD", "OPTIONS", "POST", "PUT"];
    function normalizeMethod(method) {
      const upper = lib.asciiUppercase(method);
      for (let i = 0; i < NORMALIZED_METHODS.length; i++) if (NORMALIZED_METHODS[i] === upper) return upper;
      return method;
    }
    // https://fetch.spec.whatwg.org/#cors-safelisted-method
    const isCorsSafelistedMethod = (method) => method === "GET" || method === "HEAD" || method === "POST";

    // Header lists: https://fetch.spec.whatwg.org/#concept-header-list
    const indexOf = (list, name, from = 0) => {
      const wanted = lower(name);
      for (let i = from; i < list.length; i++) if (lower(list[i][0]) === wanted) return i;
      return -1;
    };
    // https://fetch.spec.whatwg.org/#header-list-contains
    const contains = (list, name) => indexOf(list, name) >= 0;
    // https://fetch.spec.whatwg.org/#concept-header-list-get: the values of every header
    // named name, separated by ", " (null when there is none).
    function get(list, name) {
      let value = null;
      const wanted = lower(name);
      for (let i = 0; i < list.length; i++) {
        if (lower(list[i][0]) === wanted) value = value === null ? list[i][1] : value + ", " + list[i][1];
      }
      return value;
    }
    // https://fetch.spec.whatwg.org/#concept-header-list-append: a name the list has takes
    // the case of its first header.
    function append(list, name, value) {
      const first = indexOf(list, name);
      ArrayPrototypePush(list, [first >= 0 ? list[first][0] : name, value]);
    }
    // https://fetch.spec.whatwg.org/#concept-header-list-delete
    function remove(list, name) {
      const wanted = lower(name);
      for (let i = list.length - 1; i >= 0; i--) if (lower(list[i][0]) === wanted) arrayRemoveAt(list, i);
    }
    // https://fetch.spec.whatwg.org/#concept-header-list-set: 1. If list contains name,
    // then set the value of the first such header to value and remove the others.
    // 2. Otherwise, append (name, value) to list.
    function set(list, name, value) {
      const first = indexOf(list, name);
      if (first < 0) {
        ArrayPrototypePush(list, [name, value]);
        return;
      }
      list[first][1] = value;
      for (let i = list.length - 1; i > first; i--) if (lower(list[i][0]) === lower(name)) arrayRemoveAt(list, i);
    }
    // https://fetch.spec.whatwg.org/#concept-header-list-combine: the value appended to
    // the first header of that name, after ", " (XMLHttpRequest's setRequestHeader).
    function combine(list, name, value) {
      const first = indexOf(list, name);
      if (first < 0) ArrayPrototypePush(list, [name, value]);
      else list[first][1] += ", " + value;
    }
    // https://fetch.spec.whatwg.org/#concept-header-list-sort-and-combine
    const byName = (a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
    function sortAndCombine(list) {
      // 1. Let headers be « ». 2. Let names be the result of convert header names to a
      //    sorted-lowercase set with all the names of the headers in list.
      const names = [];
      for (let i = 0; i < list.length; i++) {
        const name = lower(list[i][0]);
        let seen = false;
        for (let k = 0; k < names.length && !seen; k++) seen = names[k][0] === name;
        if (!seen) ArrayPrototypePush(names, [name]);
      }
      ArrayPrototypeSort(names, byName);
      // 3. For each name of names: set-cookie headers one by one (in order); any other
      //    name once, its value combined.
      const headers = [];
      for (let k = 0; k < names.length; k++) {
        const name = names[k][0];
        if (name === "set-cookie") {
          for (let i = 0; i < list.length; i++) if (lower(list[i][0]) === name) ArrayPrototypePush(headers, [name, list[i][1]]);
        } else {
          ArrayPrototypePush(headers, [name, get(list, name)]);
        }
      }
      // 4. Return headers.
      return headers;
    }
    // https://fetch.spec.whatwg.org/#header-value-get-decode-and-split
    function getDecodeSplit(list, name) {
      // 1. Let value be the result of getting name from list. 2. If value is null, then
      //    return null.
      const value = get(list, name);
      if (value === null) return null;
      // 3. Return the result of getting, decoding, and splitting value: (the value is a
      //    byte string, so isomorphic decoding keeps it).
      const values = [];
      let position = 0, temporary = "";
      while (true) {
        // 5.1. Collect code points that are not `"` or `,`.
        let start = position;
        while (position < value.length && value[position] !== "\"" && value[position] !== ",") position++;
        temporary += StringPrototypeSlice(value, start, position);
        // 5.2. A quoted string is kept whole, quotes included.
        if (position < value.length && value[position] === "\"") {
          start = position;
          position = collectQuotedString(value, position)[1];
          temporary += StringPrototypeSlice(value, start, position);
          if (position < value.length) continue;
        }
        // 5.3–5.5. Trimmed of HTTP tab or space, appended.
        ArrayPrototypePush(values, trimTabOrSpace(temporary));
        temporary = "";
        // 5.6. If position is past the end of input, then return values. 5.7–5.8. Past
        //      the `,`.
        if (position >= value.length) return values;
        position++;
      }
    }
    // https://fetch.spec.whatwg.org/#collect-an-http-quoted-string from `position` (at a
    // `"`): [the value (extract-value), the position after it].
    function collectQuotedString(input, position) {
      let value = "";
      // 4. Advance position by 1. 5. While true:
      position++;
      while (true) {
        // 5.1. Append code points that are not `"` or `\`. 5.2. Past the end: break.
        while (position < input.length && input[position] !== "\"" && input[position] !== "\\") value += input[position++];
        if (position >= input.length) break;
        // 5.3–5.4. The quote or backslash, past it.
        const quoteOrBackslash = input[position++];
        // 5.5. A backslash: past the end, append it and break; else append the next code
        //      point and advance.
        if (quoteOrBackslash === "\\") {
          if (position >= input.length) {
            value += "\\";
            break;
          }
          value += input[position++];
        } else {
          // 5.6. Otherwise (a quote): break.
          break;
        }
      }
      return [value, position];
    }

    // https://fetch.spec.whatwg.org/#forbidden-request-header
    const FORBIDDEN_REQUEST_HEADERS = [
      "accept-charset", "accept-encoding", "access-control-request-headers", "access-control-request-method",
      "connection", "content-length", "cookie", "cookie2", "date", "dnt", "expect", "host", "keep-alive", "origin",
      "referer", "set-cookie", "te", "trailer", "transfer-encoding", "upgrade", "via",
    ];
    const listed = (list, item) => {
      for (let i = 0; i < list.length; i++) if (list[i] === item) return true;
      return false;
    };
    function isForbiddenRequestHeader(name, value) {
      const lowerName = lower(name);
      // 1. If name is a byte-case-insensitive match for one of the listed names, then
      //    return true. 2. If name starts with `proxy-` or `sec-`, then return true.
      if (listed(FORBIDDEN_REQUEST_HEADERS, lowerName)) return true;
      if (StringPrototypeSlice(lowerName, 0, 6) === "proxy-" || StringPrototypeSlice(lowerName, 0, 4) === "sec-") return true;
      // 3. If name is `X-HTTP-Method`, `X-HTTP-Method-Override` or `X-Method-Override`:
      //    the result of getting, decoding and splitting value; if one of them,
      //    isomorphic encoded, is a forbidden method, then return true.
      if (lowerName === "x-http-method" || lowerName === "x-http-method-override" || lowerName === "x-method-override") {
        const methods = getDecodeSplit([[name, value]], name);
        for (let i = 0; i < methods.length; i++) if (isForbiddenMethod(methods[i])) return true;
      }
      // 4. Return false.
      return false;
    }
    // https://fetch.spec.whatwg.org/#forbidden-response-header-name
    const isForbiddenResponseHeaderName = (name) => {
      const lowerName = lower(name);
      return lowerName === "set-cookie" || lowerName === "set-cookie2";
    };
    // https://fetch.spec.whatwg.org/#cors-unsafe-request-header-byte
    const isCorsUnsafeByte = (c) => (c < 0x20 && c !== 0x09) || c === 0x22 || c === 0x28 || c === 0x29 || c === 0x3A ||
      c === 0x3C || c === 0x3E || c === 0x3F || c === 0x40 || c === 0x5B || c === 0x5C || c === 0x5D || c === 0x7B ||
      c === 0x7D || c === 0x7F;
    const hasCorsUnsafeByte = (value) => {
      for (let i = 0; i < value.length; i++) if (isCorsUnsafeByte(StringPrototypeCharCodeAt(value, i))) return true;
      return false;
    };
    // https://fetch.spec.whatwg.org/#cors-safelisted-request-header
    function isCorsSafelistedRequestHeader(name, value) {
      // 1. If value's length is greater than 128, then return false.
      if (value.length > 128) return false;
      // 2. Byte-lowercase name and switch on the result:
      const lowerName = lower(name);
      if (lowerName === "accept") return !hasCorsUnsafeByte(value);
      if (lowerName === "accept-language" || lowerName === "content-language") {
        // (0-9, A-Z, a-z, space, `*`, `,`, `-`, `.`, `;`, `=`.)
        for (let i = 0; i < value.length; i++) {
          const c = StringPrototypeCharCodeAt(value, i);
          const ok = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) ||
            c === 0x20 || c === 0x2A || c === 0x2C || c === 0x2D || c === 0x2E || c === 0x3B || c === 0x3D;
          if (!ok) return false;
        }
        return true;
      }
      if (lowerName === "content-type") {
        // 1. If value contains a CORS-unsafe request-header byte, then return false.
        // 2–3. Its parsed MIME type's essence must be one of the three.
        if (hasCorsUnsafeByte(value)) return false;
        const mimeType = lib.mimeTypes.parse(value);
        if (mimeType === null) return false;
        const essence = lib.mimeTypes.essence(mimeType);
        return essence === "application/x-www-form-urlencoded" || essence === "multipart/form-data" || essence === "text/plain";
      }
      if (lowerName === "range") return isSimpleRange(value);
      // Otherwise: return false.
      return false;
    }
    // The range case: 1. Let rangeValue be the result of parsing a single range header
    // value given value and false (https://fetch.spec.whatwg.org/#simple-range-header-value:
    // `bytes=` start `-` end, start ≤ end). 2. If rangeValue is failure, then return false.
    // 3. If rangeValue[0] is null (a suffix range), then return false.
    const RANGE = /^bytes=([0-9]+)-([0-9]*)$/;
    function isSimpleRange(value) {
      const match = RegExpPrototypeExec(RANGE, value);
      return match !== null && (match[2] === "" || Number(match[1]) <= Number(match[2]));
    }
    // https://fetch.spec.whatwg.org/#no-cors-safelisted-request-header-name and
    // #privileged-no-cors-request-header-name
    const NO_CORS_NAMES = ["accept", "accept-language", "content-language", "content-type"];
    const isNoCorsSafelistedName = (name) => listed(NO_CORS_NAMES, lower(name));
    const isPrivilegedNoCorsName = (name) => lower(name) === "range";
    // https://fetch.spec.whatwg.org/#no-cors-safelisted-request-header
    const isNoCorsSafelistedRequestHeader = (name, value) => isNoCorsSafelistedName(name) && isCorsSafelistedRequestHeader(name, value);

    // https://fetch.spec.whatwg.org/#headers-class
    const records = internalSlots("fetch.headers");
    const recordOf = (headers) => fieldsOf(records, headers);
    const fail = (what, why) => new TypeError(`Failed to execute '${what}' on 'Headers': ${why}`);
    // https://fetch.spec.whatwg.org/#headers-validate
    function validate(record, name, value, what) {
      // 1. If name is not a header name or value is not a header value, then throw a
      //    TypeError.
      if (!isToken(name)) throw fail(what, `Invalid name`);
      if (!isHeaderValue(value)) throw fail(what, `Invalid value`);
      // 2. If headers's guard is "immutable", then throw a TypeError.
      if (record.guard === "immutable") throw fail(what, "Headers are immutable");
      // 3. If headers's guard is "request" and (name, value) is a forbidden
      //    request-header, then return false.
      if (record.guard === "request" && isForbiddenRequestHeader(name, value)) return false;
      // 4. If headers's guard is "response" and name is a forbidden response-header name,
      //    then return false. 5. Return true.
      return !(record.guard === "response" && isForbiddenResponseHeaderName(name));
    }
    // https://fetch.spec.whatwg.org/#concept-headers-remove-privileged-no-cors-request-headers
    const removePrivilegedNoCors = (record) => remove(record.list, "range");
    // https://fetch.spec.whatwg.org/#concept-headers-append
    function headersAppend(record, name, value, what = "append") {
      // 1. Normalize value. 2. If validating (name, value) for headers returns false,
      //    then return.
      value = normalizeValue(value);
      if (!validate(record, name, value, what)) return;
      // 3. If headers's guard is "request-no-cors": the value it would have must make a
      //    no-CORS-safelisted request-header.
      if (record.guard === "request-no-cors") {
        const temporary = get(record.list, name);
        if (!isNoCorsSafelistedRequestHeader(name, temporary === null ? value : temporary + ", " + value)) return;
      }
      // 4. Append (name, value) to headers's header list. 5. If headers's guard is
      //    "request-no-cors", then remove privileged no-CORS request-headers from headers.
      append(record.list, name, value);
      if (record.guard === "request-no-cors") removePrivilegedNoCors(record);
    }
    // https://fetch.spec.whatwg.org/#concept-headers-fill: a converted HeadersInit (a
    // list of [name, value] pairs either way) appended one by one.
    function fill(record, pairs) {
      for (let i = 0; i < pairs.length; i++) headersAppend(record, pairs[i][0], pairs[i][1], "fill");
    }
    // Web IDL: HeadersInit, (sequence<sequence<ByteString>> or record<ByteString,
    // ByteString>), as a list of [name, value] pairs (each pair of a sequence has two
    // items, else a TypeError).
    function convertHeadersInit(init, what) {
      if ((typeof init !== "object" || init === null) && typeof init !== "function") {
        throw new TypeError(`${what}: The provided value is not of type '(record<ByteString, ByteString> or sequence<sequence<ByteString>>)'.`);
      }
      // (Overload resolution: an object with an @@iterator is a sequence.)
      const method = init[SymbolIterator];
      const pairs = [];
      if (method !== undefined && method !== null) {
        const items = sequenceFrom(init, method, what, (item) => {
          if ((typeof item !== "object" || item === null) && typeof item !== "function") {
            throw new TypeError(`${what}: The provided value cannot be converted to a sequence.`);
          }
          return sequenceFrom(item, item[SymbolIterator], what, (value) => byteString(value, what));
        });
        for (let i = 0; i < items.length; i++) {
          if (items[i].length !== 2) throw new TypeError(`${what}: Invalid header: a header must be a pair of a name and a value.`);
          ArrayPrototypePush(pairs, items[i]);
        }
        return pairs;
      }
      // https://webidl.spec.whatwg.org/#js-record: 4. Let keys be ? O.[[OwnPropertyKeys]]().
      const keys = ReflectOwnKeys(init);
      for (let i = 0; i < keys.length; i++) {
        // 5.1. Let desc be ? O.[[GetOwnProperty]](key). 5.2. If desc is not undefined and
        //      desc.[[Enumerable]] is true: the key, then the value, converted.
        const descriptor = ReflectGetOwnPropertyDescriptor(init, keys[i]);
        if (descriptor === undefined || !descriptor.enumerable) continue;
        if (typeof keys[i] === "symbol") throw new TypeError(`${what}: Cannot convert a Symbol value to a string`);
        const name = byteString(keys[i], what);
        ArrayPrototypePush(pairs, [name, byteString(ReflectGet(init, keys[i]), what)]);
      }
      return pairs;
    }

    // https://webidl.spec.whatwg.org/#create-sequence-from-iterable: the page's iterator,
    // stepped through its `next` (each value converted as it comes).
    function sequenceFrom(value, method, what, convert) {
      if (typeof method !== "function") throw new TypeError(`${what}: The provided value cannot be converted to a sequence.`);
      const iterator = ReflectApply(method, value, []);
      if ((typeof iterator !== "object" || iterator === null) && typeof iterator !== "function") {
        throw new TypeError(`${what}: The iterator is not an object.`);
      }
      const next = iterator.next;
      const items = [];
      while (true) {
        const result = ReflectApply(next, iterator, []);
        if ((typeof result !== "object" || result === null) && typeof result !== "function") {
          throw new TypeError(`${what}: The iterator's result is not an object.`);
        }
        if (result.done) return items;
        ArrayPrototypePush(items, convert(result.value));
      }
    }

    class Headers {
      // https://fetch.spec.whatwg.org/#dom-headers
      constructor(init = undefined) {
        // 1. Set this's guard to "none". 2. If init is given, then fill this with init.
        const record = { __proto__: null, list: [], guard: "none" };
        const pairs = init === undefined ? undefined : convertHeadersInit(init, "Failed to construct 'Headers'");
        records.set(this, record);
        if (pairs !== undefined) fill(record, pairs);
      }
      // https://fetch.spec.whatwg.org/#dom-headers-append
      append(name, value) {
        const record = recordOf(this);
        lib.requireArguments(arguments, 2, "append", "Headers");
        headersAppend(record, byteString(name, "Failed to execute 'append' on 'Headers'"), byteString(value, "Failed to execute 'append' on 'Headers'"));
      }
      // https://fetch.spec.whatwg.org/#dom-headers-delete
      delete(name) {
        const record = recordOf(this);
        lib.requireArguments(arguments, 1, "delete", "Headers");
        name = byteString(name, "Failed to execute 'delete' on 'Headers'");
        // 1. If validating (name, ``) for this returns false, then return.
        if (!validate(record, name, "", "delete")) return;
        // 2. If this's guard is "request-no-cors", name is not a no-CORS-safelisted
        //    request-header name, and name is not a privileged no-CORS request-header
        //    name, then return.
        if (record.guard === "request-no-cors" && !isNoCorsSafelistedName(name) && !isPrivilegedNoCorsName(name)) return;
        // 3. If this's header list does not contain name, then return. 4. Delete name.
        if (!contains(record.list, name)) return;
        remove(record.list, name);
        // 5. If this's guard is "request-no-cors", then remove privileged no-CORS
        //    request-headers from this.
        if (record.guard === "request-no-cors") removePrivilegedNoCors(record);
      }
      // https://fetch.spec.whatwg.org/#dom-headers-get
      get(name) {
        const record = recordOf(this);
        lib.requireArguments(arguments, 1, "get", "Headers");
        name = byteString(name, "Failed to execute 'get' on 'Headers'");
        // 1. If name is not a header name, then throw a TypeError. 2. Return the result of
        //    getting name from this's header list.
        if (!isToken(name)) throw fail("get", "Invalid name");
        return get(record.list, name);
      }
      // https://fetch.spec.whatwg.org/#dom-headers-getsetcookie
      getSetCookie() {
        const record = recordOf(this);
        // 1. If this's header list does not contain `Set-Cookie`, then return « ».
        // 2. Return the values of all headers whose name is `Set-Cookie`, in order.
        const values = [];
        for (let i = 0; i < record.list.length; i++) {
          if (lower(record.list[i][0]) === "set-cookie") ArrayPrototypePush(values, record.list[i][1]);
        }
        return values;
      }
      // https://fetch.spec.whatwg.org/#dom-headers-has
      has(name) {
        const record = recordOf(this);
        lib.requireArguments(arguments, 1, "has", "Headers");
        name = byteString(name, "Failed to execute 'has' on 'Headers'");
        // 1. If name is not a header name, then throw a TypeError. 2. Return whether this's
        //    header list contains name.
        if (!isToken(name)) throw fail("has", "Invalid name");
        return contains(record.list, name);
      }
      // https://fetch.spec.whatwg.org/#dom-headers-set
      set(name, value) {
        const record = recordOf(this);
        lib.requireArguments(arguments, 2, "set", "Headers");
        name = byteString(name, "Failed to execute 'set' on 'Headers'");
        // 1. Normalize value. 2. If validating (name, value) for this returns false, then
        //    return.
        value = normalizeValue(byteString(value, "Failed to execute 'set' on 'Headers'"));
        if (!validate(record, name, value, "set")) return;
        // 3. If this's guard is "request-no-cors" and (name, value) is not a
        //    no-CORS-safelisted request-header, then return.
        if (record.guard === "request-no-cors" && !isNoCorsSafelistedRequestHeader(name, value)) return;
        // 4. Set (name, value) in this's header list. 5. If this's guard is
        //    "request-no-cors", then remove privileged no-CORS request-headers from this.
        set(record.list, name, value);
        if (record.guard === "request-no-cors") removePrivilegedNoCors(record);
      }
      // https://webidl.spec.whatwg.org/#es-forEach: over the value pairs to iterate over
      // (sort and combine), read again after each call.
      forEach(callback, thisArg = undefined) {
        const record = recordOf(this);
        lib.requireArguments(arguments, 1, "forEach", "Headers");
        if (typeof callback !== "function") throw new TypeError("Failed to execute 'forEach' on 'Headers': The callback provided as parameter 1 is not a function.");
        let pairs = sortAndCombine(record.list);
        for (let i = 0; i < pairs.length; i++) {
          FunctionPrototypeCall(callback, thisArg, pairs[i][1], pairs[i][0], this);
          pairs = sortAndCombine(record.list);
        }
      }
      entries() { return makeIterator(this, "key+value"); }
      keys() { return makeIterator(this, "key"); }
      values() { return makeIterator(this, "value"); }
    }
    ObjectDefineProperty(Headers.prototype, SymbolIterator, {
      __proto__: null, value: Headers.prototype.entries, writable: true, enumerable: false, configurable: true,
    });
    natives.platformPrototype(Headers.prototype);

    // https://webidl.spec.whatwg.org/#es-default-iterator-object: a default iterator's
    // target, kind and index; its `next` reads the pairs as they are then.
    const iterators = internalSlots("fetch.headersIterator");
    const HeadersIteratorPrototype = ObjectCreate(IteratorPrototype);
    function makeIterator(headers, kind) {
      const record = recordOf(headers);
      const iterator = ObjectCreate(HeadersIteratorPrototype);
      iterators.set(iterator, { __proto__: null, record, kind, index: 0 });
      return iterator;
    }
    // https://webidl.spec.whatwg.org/#es-iterator-prototype-object
    const iteratorMembers = {
      next() {
        const state = iterators.get(this);
        if (state === undefined) throw new TypeError("Failed to execute 'next' on 'Headers Iterator': Illegal invocation");
        const pairs = sortAndCombine(state.record.list);
        if (state.index >= pairs.length) return { value: undefined, done: true };
        const pair = pairs[state.index++];
        const value = state.kind === "key" ? pair[0] : state.kind === "value" ? pair[1] : [pair[0], pair[1]];
        return { value, done: false };
      },
    };
    ObjectDefineProperty(HeadersIteratorPrototype, "next", {
      __proto__: null, value: iteratorMembers.next, writable: true, enumerable: true, configurable: true,
    });
    ObjectDefineProperty(HeadersIteratorPrototype, SymbolToStringTag, { __proto__: null, value: "Headers Iterator", configurable: true });

    // A Headers object (of this realm) over `list` with `guard`, for a request or a
    // response (https://fetch.spec.whatwg.org/#concept-headers-guard).
    function makeHeaders(list, guard) {
      const headers = ObjectCreate(Headers.prototype);
      records.set(headers, { __proto__: null, list, guard });
      return headers;
    }
    const fetchHeaders = {
      __proto__: null, Headers, makeHeaders, recordOf, isHeaders: (value) => records.has(value), convertHeadersInit, fill,
      headersAppend, byteString, isToken, isHeaderValue, normalizeValue, isMethod, isForbiddenMethod, normalizeMethod,
      isCorsSafelistedMethod, isForbiddenRequestHeader, isForbiddenResponseHeaderName, isCorsSafelistedRequestHeader,
      contains, get, append, remove, set, combine, sortAndCombine, getDecodeSplit, collectQuotedString, sequenceFrom,
    };
    return { __proto__: null, Headers, fetchHeaders };
  });
});
