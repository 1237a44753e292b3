// The Encoding Standard's TextEncoderStream and TextDecoderStream (UTF-8), as transform
// streams over the encoder and decoder of encoding/encoding.js.
// https://encoding.spec.whatwg.org/#interface-textencoderstream, #interface-textdecoderstream
//
// A module of the realm's bootstrap (see bootstrap.js), run after it with its `lib` and
// `hooks`; like it, it calls only the built-ins captured before any page script ran.
(function encodingStreams(lib, hooks) {
  "use strict";
  lib.lazily({ interfaces: ["TextEncoderStream", "TextDecoderStream"] }, () => {
    const { fieldsOf, natives, primordials } = lib;
    const { RangeError, RegExpPrototypeExec, SafeWeakMap, String, StringPrototypeCharCodeAt, StringPrototypeSlice, TypeError, Uint8Array, ArrayBufferIsView } = primordials;
    const { createTransform } = lib.transformStreamOps;
    const fields = new SafeWeakMap();
    // https://encoding.spec.whatwg.org/#interface-textencoderstream
    class TextEncoderStream {
      constructor() {
        // A leading surrogate left over from the last chunk.
        let pending = "";
        // https://encoding.spec.whatwg.org/#encode-and-enqueue-a-chunk: 1. Let input be chunk converted to a DOMString.
        const transform = (chunk, enqueue) => {
          let input = pending + String(chunk);
          pending = "";
          // (A chunk that ends in a leading surrogate keeps it for the next chunk.)
          const last = StringPrototypeCharCodeAt(input, input.length - 1);
          if (last >= 0xD800 && last <= 0xDBFF) {
            pending = StringPrototypeSlice(input, input.length - 1);
            input = StringPrototypeSlice(input, 0, input.length - 1);
          }
          // 3–4. Enqueue the UTF-8 encoding of input, unless it is empty.
          if (input.length > 0) enqueue(natives.encodeUtf8(input));
        };
        // https://encoding.spec.whatwg.org/#encode-and-flush: a lone leading surrogate becomes U+FFFD.
        const flush = (enqueue) => {
          if (pending !== "") enqueue(new Uint8Array([0xEF, 0xBF, 0xBD]));
        };
        fields.set(this, createTransform(transform, flush));
      }
      get encoding() { fieldsOf(fields, this); return "utf-8"; }
      get readable() { return fieldsOf(fields, this).readable.object; }
      get writable() { return fieldsOf(fields, this).writable.object; }
    }
    const UTF8_LABELS = { __proto__: null, "unicode-1-1-utf-8": true, "unicode11utf8": true, "unicode20utf8": true, "utf-8": true, "utf8": true, "x-unicode20utf8": true };
    // The bytes of a BufferSource chunk, as a Uint8Array (a TypeError for anything else).
    const bytesOf = (chunk) => {
      const p = primordials;
      if (ArrayBufferIsView(chunk)) {
        try {
          return new Uint8Array(p.TypedArrayPrototypeGetBuffer(chunk), p.TypedArrayPrototypeGetByteOffset(chunk), p.TypedArrayPrototypeGetByteLength(chunk));
        } catch {
          return new Uint8Array(p.DataViewPrototypeGetBuffer(chunk), p.DataViewPrototypeGetByteOffset(chunk), p.DataViewPrototypeGetByteLength(chunk));
        }
      }
      try {
        p.ArrayBufferPrototypeGetByteLength(chunk);
      } catch {
        throw new TypeError("The chunk is not an ArrayBuffer or ArrayBufferView.");
      }
      return new Uint8Array(chunk);
    };
    // https://encoding.spec.whatwg.org/#interface-textdecoderstream
    class TextDecoderStream {
      constructor(label = "utf-8", options = undefined) {
        const trimmed = RegExpPrototypeExec(/^[\t\n\f\r ]*(.*?)[\t\n\f\r ]*$/s, lib.lowercase(label));
        const name = trimmed === null ? "" : trimmed[1];
        if (UTF8_LABELS[name] !== true) throw new RangeError(`Failed to construct 'TextDecoderStream': The encoding label provided ('${String(label)}') is invalid or not supported here (framescope decodes UTF-8).`);
        const fatal = !!options?.fatal, ignoreBOM = !!options?.ignoreBOM;
        // The bytes of an incomplete sequence at the end of the last chunk, and whether
        // the stream's start (where a BOM is removed) was passed.
        let pending = [];
        let started = false;
        const decode = (bytes, enqueue) => {
          const output = natives.decodeUtf8(bytes, fatal, ignoreBOM || started);
          if (bytes.length > 0) started = true;
          if (output.length > 0) enqueue(output);
        };
        // https://encoding.spec.whatwg.org/#decode-and-enqueue-a-chunk
        const transform = (chunk, enqueue) => {
          const input = bytesOf(chunk);
          const all = new Uint8Array(pending.length + input.length);
          for (let i = 0; i < pending.length; i++) all[i] = pending[i];
          for (let i = 0; i < input.length; i++) all[pending.length + i] = input[i];
          // Keep the last sequence when it is incomplete (up to 3 bytes).
          let end = all.length;
          for (let back = 1; back <= 3 && back <= all.length; back++) {
            const byte = all[all.length - back];
            if (byte >= 0x80 && byte < 0xC0) continue;
            if (byte >= 0xC0) {
              const size = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2;
              if (size > back) end = all.length - back;
            }
            break;
          }
          pending = [];
          for (let i = end; i < all.length; i++) pending[pending.length] = all[i];
          // (A BOM split over chunks: wait until there are three bytes.)
          if (!started && !ignoreBOM && end < 3 && all[0] === 0xEF) {
            pending = [];
            for (let i = 0; i < all.length; i++) pending[pending.length] = all[i];
            return;
          }
          decode(new Uint8Array(primordials.TypedArrayPrototypeGetBuffer(all), 0, end), enqueue);
        };
        // https://encoding.spec.whatwg.org/#flush-and-enqueue: an incomplete end is an error (fatal) or U+FFFD.
        const flush = (enqueue) => {
          if (pending.length > 0) decode(new Uint8Array(pending), enqueue);
        };
        const stream = createTransform(transform, flush);
        stream.fatal = fatal;
        stream.ignoreBOM = ignoreBOM;
        fields.set(this, stream);
      }
      get encoding() { fieldsOf(fields, this); return "utf-8"; }
      get fatal() { return fieldsOf(fields, this).fatal; }
      get ignoreBOM() { return fieldsOf(fields, this).ignoreBOM; }
      get readable() { return fieldsOf(fields, this).readable.object; }
      get writable() { return fieldsOf(fields, this).writable.object; }
    }
    return { __proto__: null, TextEncoderStream, TextDecoderStream };
  });
});
