// The Encoding Standard's TextEncoder and TextDecoder (UTF-8, the encoding the web uses),
// and HTML's atob and btoa.
// https://encoding.spec.whatwg.org/#api, https://html.spec.whatwg.org/multipage/webappapis.html#atob
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function encoding(lib, hooks) {
  "use strict";
  lib.lazily({ interfaces: ["TextEncoder", "TextDecoder"], globals: ["atob", "btoa"] }, () => {
    const { fieldsOf, lowercase, natives } = lib;
    const { RangeError, RegExpPrototypeExec, SafeWeakMap, String, TypeError } = lib.primordials;
    // https://encoding.spec.whatwg.org/#interface-textencoder
    class TextEncoder {
      get encoding() { return "utf-8"; }
      // https://encoding.spec.whatwg.org/#dom-textencoder-encode
      encode(input = "") { return natives.encodeUtf8(String(input)); }
      // https://encoding.spec.whatwg.org/#dom-textencoder-encodeinto
      encodeInto(source, destination) {
        if (arguments.length < 2) throw new TypeError("Failed to execute 'encodeInto' on 'TextEncoder': 2 arguments required.");
        const bytes = natives.encodeUtf8(String(source));
        // Whole code points only: stop before one that does not fit.
        let written = 0;
        while (written < bytes.length && written < destination.length) {
          let size = 1;
          const lead = bytes[written];
          if (lead >= 0xF0) size = 4; else if (lead >= 0xE0) size = 3; else if (lead >= 0xC0) size = 2;
          if (written + size > destination.length) break;
          for (let i = 0; i < size; i++) destination[written + i] = bytes[written + i];
          written += size;
        }
        // read: UTF-16 code units of the code points written.
        let read = 0;
        for (let i = 0; i < written; i++) {
          const byte = bytes[i];
          if (byte < 0x80 || byte >= 0xC0) read += byte >= 0xF0 ? 2 : 1;
        }
        return { read, written };
      }
    }
    // https://encoding.spec.whatwg.org/#interface-textdecoder (UTF-8 and its labels)
    const UTF8_LABELS = { __proto__: null, "unicode-1-1-utf-8": true, "unicode11utf8": true, "unicode20utf8": true, "utf-8": true, "utf8": true, "x-unicode20utf8": true };
    const decoders = lib.internalSlots("encoding.decoders");
    class TextDecoder {
      constructor(label = "utf-8", options = undefined) {
        // https://encoding.spec.whatwg.org/#concept-encoding-get (ASCII whitespace trimmed)
        const trimmed = RegExpPrototypeExec(/^[\t\n\f\r ]*(.*?)[\t\n\f\r ]*$/s, lowercase(label));
        const name = trimmed === null ? "" : trimmed[1];
        if (UTF8_LABELS[name] !== true) throw new RangeError(`Failed to construct 'TextDecoder': The encoding label provided ('${String(label)}') is invalid or not supported here (framescope decodes UTF-8).`);
        decoders.set(this, { __proto__: null, fatal: !!options?.fatal, ignoreBOM: !!options?.ignoreBOM });
      }
      get encoding() { fieldsOf(decoders, this); return "utf-8"; }
      get fatal() { return fieldsOf(decoders, this).fatal; }
      get ignoreBOM() { return fieldsOf(decoders, this).ignoreBOM; }
      // https://encoding.spec.whatwg.org/#dom-textdecoder-decode (whole inputs: `stream`
      // is not kept between calls)
      decode(input = undefined, options = undefined) {
        const d = fieldsOf(decoders, this);
        return natives.decodeUtf8(input, d.fatal, d.ignoreBOM);
      }
    }
    // https://html.spec.whatwg.org/multipage/webappapis.html#dom-atob
    function atob(data) {
      if (arguments.length === 0) throw new TypeError("Failed to execute 'atob': 1 argument required, but only 0 present.");
      return natives.atob(String(data));
    }
    function btoa(data) {
      if (arguments.length === 0) throw new TypeError("Failed to execute 'btoa': 1 argument required, but only 0 present.");
      return natives.btoa(String(data));
    }
    return { __proto__: null, TextEncoder, TextDecoder, atob, btoa };
  });
});
