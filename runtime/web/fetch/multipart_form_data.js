// multipart/form-data: an entry list encoded as a body (HTML), and a body parsed back into
// one (Fetch's formData()).
// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#multipart/form-data-encoding-algorithm,
// https://fetch.spec.whatwg.org/#concept-body-package-data (RFC 7578)
//
// A module of the realm's bootstrap (see bootstrap.js), run after it with its `lib`; like
// it, it calls only the built-ins captured before any page script ran. Made on first use
// (`lib.multipartFormData`). Entries are [name, value] pairs, a value a string or a File.
(function multipartFormData(lib) {
  "use strict";
  lib.lazily({ shared: ["multipartFormData"] }, () => {
    const { natives } = lib;
    const {
      ArrayPrototypePush, StringFromCharCode, StringPrototypeIndexOf, StringPrototypeReplaceAll, StringPrototypeSlice,
      StringPrototypeToLowerCase, TypedArrayPrototypeGetBuffer, TypedArrayPrototypeGetByteLength, TypedArrayPrototypeGetByteOffset,
      TypedArrayPrototypeSet, Uint8Array,
    } = lib.primordials;
    // The bytes of `parts` (Uint8Arrays) one after the other.
    function concatenate(parts) {
      let length = 0;
      for (let i = 0; i < parts.length; i++) length += TypedArrayPrototypeGetByteLength(parts[i]);
      const bytes = new Uint8Array(length);
      let at = 0;
      for (let i = 0; i < parts.length; i++) {
        TypedArrayPrototypeSet(bytes, parts[i], at);
        at += TypedArrayPrototypeGetByteLength(parts[i]);
      }
      return bytes;
    }
    // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#multipart/form-data-boundary-string
    // (a counter: bodies of one realm have distinct boundaries).
    let boundaries = 0;
    // CR not followed by LF and LF not preceded by CR become CRLF.
    const normalizeNewlines = (text) => StringPrototypeReplaceAll(
      StringPrototypeReplaceAll(StringPrototypeReplaceAll(text, "\r\n", "\n"), "\r", "\n"), "\n", "\r\n");
    // A field name or filename in a Content-Disposition: LF, CR and `"` percent-encoded.
    const escapeName = (text) => StringPrototypeReplaceAll(
      StringPrototypeReplaceAll(StringPrototypeReplaceAll(text, "\n", "%0A"), "\r", "%0D"), "\"", "%22");

    // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#multipart/form-data-encoding-algorithm
    // with UTF-8: [the body's bytes, its boundary].
    function encode(entries) {
      const boundary = "----formdata-framescope-" + ++boundaries;
      const parts = [];
      const text = (string) => ArrayPrototypePush(parts, natives.encodeUtf8(string));
      for (let i = 0; i < entries.length; i++) {
        // 1. Names (and string values) with their newlines normalized to CRLF. 2. Each
        //    entry a part (RFC 7578): its Content-Disposition names it (and a File's
        //    filename), a File's part has its Content-Type.
        const name = escapeName(normalizeNewlines(entries[i][0]));
        const value = entries[i][1];
        let head = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + name + "\"";
        if (typeof value === "string") {
          text(head + "\r\n\r\n" + normalizeNewlines(value) + "\r\n");
          continue;
        }
        const content = lib.files.blobContent(value);
        const type = content[1] === "" ? "application/octet-stream" : content[1];
        head += "; filename=\"" + escapeName(lib.files.fileName(value)) + "\"\r\nContent-Type: " + type + "\r\n\r\n";
        text(head);
        ArrayPrototypePush(parts, content[0]);
        text("\r\n");
      }
      text("--" + boundary + "--\r\n");
      return [concatenate(parts), boundary];
    }

    // A multipart/form-data body parsed with `boundary` (RFC 7578, as browsers do): its
    // entries, or null for failure. The body is read as a string of one character per
    // byte; a part without a filename is a string (UTF-8 decoded, without BOM), one with a
    // filename a File of its bytes and Content-Type (text/plain when it has none).
    function parse(bytes, boundary) {
      let input = "";
      const length = TypedArrayPrototypeGetByteLength(bytes);
      for (let i = 0; i < length; i += 8192) {
        let chunk = "";
        const end = i + 8192 < length ? i + 8192 : length;
        for (let k = i; k < end; k++) chunk += StringFromCharCode(bytes[k]);
        input += chunk;
      }
      const delimiter = "--" + boundary;
      const entries = [];
      const at = (position, text) => StringPrototypeSlice(input, position, position + text.length) === text;
      // (A preamble before the first delimiter is skipped, as RFC 2046 allows.)
      let position = at(0, delimiter) ? 0 : StringPrototypeIndexOf(input, "\r\n" + delimiter);
      if (position < 0) return null;
      if (position > 0) position += 2;
      while (true) {
        // The delimiter; then `--` ends the body, else CRLF and a part's headers.
        if (!at(position, delimiter)) return null;
        position += delimiter.length;
        if (at(position, "--")) return entries;
        if (!at(position, "\r\n")) return null;
        position += 2;
        let name = null, filename = null, contentType = null;
        while (!at(position, "\r\n")) {
          const lineEnd = StringPrototypeIndexOf(input, "\r\n", position);
          if (lineEnd < 0) return null;
          const line = StringPrototypeSlice(input, position, lineEnd);
          position = lineEnd + 2;
          const colon = StringPrototypeIndexOf(line, ":");
          if (colon <= 0) return null;
          const headerName = StringPrototypeToLowerCase(lib.fetchHeaders.normalizeValue(StringPrototypeSlice(line, 0, colon)));
          if (!lib.fetchHeaders.isToken(headerName)) return null;
          const value = lib.fetchHeaders.normalizeValue(StringPrototypeSlice(line, colon + 1));
          if (headerName === "content-disposition") {
            const disposition = parseDisposition(value);
            if (disposition === null) return null;
            name = disposition[0];
            filename = disposition[1];
          } else if (headerName === "content-type") {
            contentType = value;
          }
        }
        position += 2;
        if (name === null) return null;
        // The part's content, up to CRLF and the next delimiter.
        const end = StringPrototypeIndexOf(input, "\r\n" + delimiter, position);
        if (end < 0) return null;
        const content = new Uint8Array(TypedArrayPrototypeGetBuffer(bytes), TypedArrayPrototypeGetByteOffset(bytes) + position, end - position);
        position = end + 2;
        if (filename === null) {
          ArrayPrototypePush(entries, [name, natives.decodeUtf8(content, false, true)]);
        } else {
          const blob = lib.files.makeBlob(new Uint8Array(content), contentType ?? "text/plain");
          ArrayPrototypePush(entries, [name, lib.files.fileOf(blob, filename)]);
        }
      }
    }
    // `form-data; name="…"` and an optional `; filename="…"` (either quoted value with %0A,
    // %0D and %22 decoded, UTF-8): [name, filename or null], or null.
    function parseDisposition(value) {
      const lower = StringPrototypeToLowerCase(value);
      if (StringPrototypeSlice(lower, 0, 9) !== "form-data") return null;
      let name = null, filename = null;
      let position = 9;
      while (position < value.length) {
        while (value[position] === ";" || value[position] === " " || value[position] === "\t") position++;
        const equals = StringPrototypeIndexOf(value, "=", position);
        if (equals < 0) break;
        const key = StringPrototypeToLowerCase(lib.fetchHeaders.normalizeValue(StringPrototypeSlice(value, position, equals)));
        position = equals + 1;
        let text;
        if (value[position] === "\"") {
          const close = StringPrototypeIndexOf(value, "\"", position + 1);
          if (close < 0) return null;
          text = StringPrototypeSlice(value, position + 1, close);
          position = close + 1;
        } else {
          const semicolon = StringPrototypeIndexOf(value, ";", position);
          const stop = semicolon < 0 ? value.length : semicolon;
          text = lib.fetchHeaders.normalizeValue(StringPrototypeSlice(value, position, stop));
          position = stop;
        }
        text = decodeName(text);
        if (key === "name") name = text;
        else if (key === "filename") filename = text;
      }
      return name === null ? null : [name, filename];
    }
    // %0A, %0D and %22 decoded; the bytes (one per character) decoded as UTF-8.
    function decodeName(text) {
      text = StringPrototypeReplaceAll(StringPrototypeReplaceAll(StringPrototypeReplaceAll(text, "%0A", "\n"), "%0D", "\r"), "%22", "\"");
      const bytes = new Uint8Array(text.length);
      for (let i = 0; i < text.length; i++) bytes[i] = lib.primordials.StringPrototypeCharCodeAt(text, i);
      return natives.decodeUtf8(bytes, false, true);
    }
    const multipartFormData = { __proto__: null, encode, parse };
    return { __proto__: null, multipartFormData };
  });
});
