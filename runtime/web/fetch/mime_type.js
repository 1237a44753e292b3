// MIME types: parsing and serializing them (MIME Sniffing), and Fetch's "extract a MIME
// type" from a header list.
// https://mimesniff.spec.whatwg.org/#mime-type-representation,
// https://fetch.spec.whatwg.org/#concept-header-extract-mime-type
//
// A module of the realm's bootstrap (see bootstrap.js), run after it with its `lib`; like
// it, it calls only the built-ins captured before any page script ran. Made on first use
// (`lib.mimeTypes`). A MIME type is a record { type, subtype, parameters }, its parameters a
// list of [name, value] pairs in order.
(function mimeTypes(lib) {
  "use strict";
  lib.lazily({ shared: ["mimeTypes"] }, () => {
    const {
      ArrayPrototypePush, RegExpPrototypeExec, StringPrototypeCharCodeAt, StringPrototypeSlice, StringPrototypeToLowerCase,
    } = lib.primordials;
    // https://mimesniff.spec.whatwg.org/#http-token-code-point and
    // #http-quoted-string-token-code-point (tab, 0x20–0x7E, 0x80–0xFF)
    const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
    const QUOTED_STRING_TOKEN = /^[\t\x20-\x7E\x80-\xFF]*$/;
    const isToken = (text) => RegExpPrototypeExec(TOKEN, text) !== null;
    const isHttpWhitespace = (c) => c === 9 || c === 10 || c === 13 || c === 32;
    const codeAt = (text, i) => StringPrototypeCharCodeAt(text, i);
    // The parameter `name`'s value, or undefined.
    function parameter(mimeType, name) {
      const parameters = mimeType.parameters;
      for (let i = 0; i < parameters.length; i++) if (parameters[i][0] === name) return parameters[i][1];
      return undefined;
    }

    // https://mimesniff.spec.whatwg.org/#parse-a-mime-type: a MIME type record, or null
    // for failure.
    function parse(input) {
      // 1. Remove any leading and trailing HTTP whitespace from input. 2. position.
      let start = 0, end = input.length;
      while (start < end && isHttpWhitespace(codeAt(input, start))) start++;
      while (end > start && isHttpWhitespace(codeAt(input, end - 1))) end--;
      input = StringPrototypeSlice(input, start, end);
      let position = 0;
      // 3. Let type be the result of collecting a sequence of code points that are not
      //    U+002F (/). 4. If type is the empty string or does not solely contain HTTP
      //    token code points, then return failure. 5. If position is past the end of
      //    input, then return failure. 6. Advance position by 1 (past the `/`).
      while (position < input.length && input[position] !== "/") position++;
      const type = StringPrototypeSlice(input, 0, position);
      if (!isToken(type) || position >= input.length) return null;
      position++;
      // 7. Let subtype be the code points up to `;`. 8. Remove any trailing HTTP
      //    whitespace from subtype. 9. Empty, or not HTTP token code points: failure.
      start = position;
      while (position < input.length && input[position] !== ";") position++;
      let subtypeEnd = position;
      while (subtypeEnd > start && isHttpWhitespace(codeAt(input, subtypeEnd - 1))) subtypeEnd--;
      const subtype = StringPrototypeSlice(input, start, subtypeEnd);
      if (!isToken(subtype)) return null;
      // 10. Let mimeType be a new MIME type record whose type is type, in ASCII lowercase,
      //     and subtype is subtype, in ASCII lowercase.
      const mimeType = {
        __proto__: null, type: StringPrototypeToLowerCase(type), subtype: StringPrototypeToLowerCase(subtype), parameters: [],
      };
      // 11. While position is not past the end of input:
      while (position < input.length) {
        // 11.1. Advance position by 1 (past the `;`). 11.2. Collect HTTP whitespace.
        position++;
        while (position < input.length && isHttpWhitespace(codeAt(input, position))) position++;
        // 11.3. Let parameterName be the code points up to `;` or `=`. 11.4. In ASCII
        //       lowercase.
        start = position;
        while (position < input.length && input[position] !== ";" && input[position] !== "=") position++;
        const name = StringPrototypeToLowerCase(StringPrototypeSlice(input, start, position));
        // 11.5. If position is not past the end of input: a `;` continues; past the `=`.
        if (position < input.length) {
          if (input[position] === ";") continue;
          position++;
        }
        // 11.6. If position is past the end of input, then break.
        if (position >= input.length) break;
        // 11.7–11.9. The value: a quoted string (and whatever follows up to `;`), or the
        //            code points up to `;` without trailing HTTP whitespace (empty: next).
        let value;
        if (input[position] === "\"") {
          const collected = lib.fetchHeaders.collectQuotedString(input, position);
          value = collected[0];
          position = collected[1];
          while (position < input.length && input[position] !== ";") position++;
        } else {
          start = position;
          while (position < input.length && input[position] !== ";") position++;
          let valueEnd = position;
          while (valueEnd > start && isHttpWhitespace(codeAt(input, valueEnd - 1))) valueEnd--;
          value = StringPrototypeSlice(input, start, valueEnd);
          if (value === "") continue;
        }
        // 11.10. If parameterName is non-empty, solely HTTP token code points, the value
        //        solely HTTP quoted-string token code points, and mimeType's parameters do
        //        not contain parameterName, then set it.
        if (name !== "" && isToken(name) && RegExpPrototypeExec(QUOTED_STRING_TOKEN, value) !== null && parameter(mimeType, name) === undefined) {
          ArrayPrototypePush(mimeType.parameters, [name, value]);
        }
      }
      // 12. Return mimeType.
      return mimeType;
    }
    // https://mimesniff.spec.whatwg.org/#mime-type-essence
    const essence = (mimeType) => mimeType.type + "/" + mimeType.subtype;
    // https://mimesniff.spec.whatwg.org/#serialize-a-mime-type: a value that is empty or
    // not solely HTTP token code points is quoted, `"` and `\` escaped.
    function serialize(mimeType) {
      let serialization = essence(mimeType);
      const parameters = mimeType.parameters;
      for (let i = 0; i < parameters.length; i++) {
        let value = parameters[i][1];
        if (!isToken(value)) {
          let quoted = "\"";
          for (let k = 0; k < value.length; k++) quoted += value[k] === "\"" || value[k] === "\\" ? "\\" + value[k] : value[k];
          value = quoted + "\"";
        }
        serialization += ";" + parameters[i][0] + "=" + value;
      }
      return serialization;
    }
    // Sets the parameter `name` (replacing its value, or appended).
    function setParameter(mimeType, name, value) {
      const parameters = mimeType.parameters;
      for (let i = 0; i < parameters.length; i++) {
        if (parameters[i][0] === name) {
          parameters[i][1] = value;
          return;
        }
      }
      ArrayPrototypePush(parameters, [name, value]);
    }

    // https://fetch.spec.whatwg.org/#concept-header-extract-mime-type: the MIME type of a
    // header list's `Content-Type`, or null for failure.
    function extract(list) {
      // 1–3. Let charset, essence and mimeType be null. 4. Let values be the result of
      //    getting, decoding, and splitting `Content-Type` from headers. 5. If values is
      //    null, then return failure.
      let charset = null, currentEssence = null, mimeType = null;
      const values = lib.fetchHeaders.getDecodeSplit(list, "Content-Type");
      if (values === null) return null;
      // 6. For each value of values:
      for (let i = 0; i < values.length; i++) {
        // 6.1. Let temporaryMimeType be the result of parsing value. 6.2. If it is failure
        //      or its essence is "*/*", then continue. 6.3. Set mimeType to it.
        const temporary = parse(values[i]);
        if (temporary === null || essence(temporary) === "*/*") continue;
        mimeType = temporary;
        // 6.4. If mimeType's essence is not essence: charset is its charset parameter (or
        //      null), essence its essence. 6.5. Otherwise, if mimeType's parameters do not
        //      contain "charset" and charset is non-null, set it to charset.
        if (essence(mimeType) !== currentEssence) {
          charset = parameter(mimeType, "charset") ?? null;
          currentEssence = essence(mimeType);
        } else if (parameter(mimeType, "charset") === undefined && charset !== null) {
          setParameter(mimeType, "charset", charset);
        }
      }
      // 7. If mimeType is null, then return failure. 8. Return mimeType.
      return mimeType;
    }
    const mimeTypes = { __proto__: null, parse, serialize, essence, parameter, setParameter, extract };
    return { __proto__: null, mimeTypes };
  });
});
