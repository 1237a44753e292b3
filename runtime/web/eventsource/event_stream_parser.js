// The event stream parser: HTML's server-sent events, §9.2.6 "Parsing an event stream"
// and §9.2.7 "Interpreting an event stream", for EventSource (event_source.js).
// https://html.spec.whatwg.org/multipage/server-sent-events.html#parsing-an-event-stream
// https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation
//
// A module of the realm's bootstrap (see bootstrap.js), run after it with its `lib`; like
// it, it calls only the built-ins captured before any page script ran.
// `lib.eventStreamParser(sink, lastEventId)` makes a parser of one connection's body: `push(bytes)` for each chunk as it
// arrives (UTF-8, decoded across chunk boundaries; a leading BOM skipped), `end()` at its
// end (an event not ended by a blank line is dropped). `sink.event(type, data, lastEventId)`
// gets each event to dispatch, `sink.lastEventId(id)` each new last event ID string (set
// when an event is dispatched, even one without data), `sink.retry(ms)` each valid retry.
(function eventStreamParser(lib) {
  "use strict";
  lib.lazily({ shared: ["eventStreamParser"] }, () => {
    const { natives } = lib;
    const {
      StringPrototypeCharCodeAt, StringPrototypeIndexOf, StringPrototypeSlice, TypedArrayPrototypeGetByteLength,
      TypedArrayPrototypeSet, TypedArrayPrototypeSubarray, Uint8Array,
    } = lib.primordials;
    const LF = 0x0a, CR = 0x0d;

    // How many bytes at the end of `bytes` begin a UTF-8 sequence the chunk cuts short
    // (kept for the next chunk; a stream's bytes that never complete decode as U+FFFD).
    function incompleteTail(bytes) {
      const length = TypedArrayPrototypeGetByteLength(bytes);
      for (let back = 1; back <= 3 && back <= length; back++) {
        const byte = bytes[length - back];
        if (byte < 0x80) return 0;
        if (byte >= 0xc0) {
          const needs = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
          return needs > back ? back : 0;
        }
      }
      return 0;
    }

    function eventStreamParser(sink, lastEventId) {
      // (UTF-8 decode: the bytes of a sequence a chunk cut short; whether the stream's
      // start, where a BOM is skipped, is still to come.)
      let pending = new Uint8Array(0);
      let atStart = true;
      // (Line splitting: the text of the line so far; whether a CR just ended a line, so
      // that an LF next is the same line end.)
      let line = "";
      let afterCR = false;
      // §9.2.7: the data buffer, event type buffer and last event ID buffer (the last
      // one starts as the event source's last event ID string, as Chrome's parser does:
      // a reconnection's events keep the ID until a new one comes).
      let data = "", type = "", lastEventIdBuffer = lastEventId;

      // https://html.spec.whatwg.org/multipage/server-sent-events.html#dispatchMessage
      function dispatchEvent() {
        // 1. Set the last event ID string of the event source to the value of the last
        //    event ID buffer.
        sink.lastEventId(lastEventIdBuffer);
        // 2. If the data buffer is an empty string, set the data buffer and the event type
        //    buffer to the empty string and return.
        if (data === "") {
          type = "";
          return;
        }
        // 3. If the data buffer's last character is a U+000A LINE FEED (LF) character, then
        //    remove the last character from the data buffer.
        if (StringPrototypeCharCodeAt(data, data.length - 1) === LF) data = StringPrototypeSlice(data, 0, -1);
        // 4–8. A MessageEvent of the event type buffer (or "message"), the data and the last
        //    event ID string, queued for dispatch; then both buffers are emptied.
        const eventType = type === "" ? "message" : type;
        const eventData = data;
        data = "";
        type = "";
        sink.event(eventType, eventData, lastEventIdBuffer);
      }

      // https://html.spec.whatwg.org/multipage/server-sent-events.html#processField
      function processField(field, value) {
        switch (field) {
          case "event":
            type = value;
            break;
          case "data":
            data += value + "\n";
            break;
          case "id":
            // (A value with U+0000 NULL is ignored.)
            if (StringPrototypeIndexOf(value, "\0") === -1) lastEventIdBuffer = value;
            break;
          case "retry": {
            // Only ASCII digits: the reconnection time, in base ten; otherwise ignored.
            if (value === "") break;
            let ms = 0;
            for (let i = 0; i < value.length; i++) {
              const code = StringPrototypeCharCodeAt(value, i);
              if (code < 0x30 || code > 0x39) return;
              ms = ms * 10 + (code - 0x30);
            }
            sink.retry(ms);
            break;
          }
          default:
            // Otherwise, the field is ignored.
        }
      }

      // §9.2.7, for each line.
      function processLine(text) {
        // An empty line: dispatch the event.
        if (text === "") return dispatchEvent();
        const colon = StringPrototypeIndexOf(text, ":");
        // A line that starts with a colon is a comment: ignored.
        if (colon === 0) return undefined;
        // A line with a colon: the field name before it, the value after it (without one
        // leading U+0020 SPACE).
        if (colon > 0) {
          let value = StringPrototypeSlice(text, colon + 1);
          if (StringPrototypeCharCodeAt(value, 0) === 0x20) value = StringPrototypeSlice(value, 1);
          return processField(StringPrototypeSlice(text, 0, colon), value);
        }
        // Otherwise: the whole line is the field name, the value is empty.
        return processField(text, "");
      }

      // §9.2.6: lines end with CRLF, LF or CR.
      function processText(text) {
        let start = 0;
        for (let i = 0; i < text.length; i++) {
          const code = StringPrototypeCharCodeAt(text, i);
          if (code === LF && afterCR && i === start && line === "") {
            // (The LF of a CRLF whose CR ended the line before.)
            afterCR = false;
            start = i + 1;
            continue;
          }
          afterCR = false;
          if (code !== LF && code !== CR) continue;
          const whole = line + StringPrototypeSlice(text, start, i);
          line = "";
          start = i + 1;
          afterCR = code === CR;
          processLine(whole);
        }
        line += StringPrototypeSlice(text, start);
      }

      return {
        __proto__: null,
        push(bytes) {
          let all = bytes;
          const held = TypedArrayPrototypeGetByteLength(pending);
          if (held > 0) {
            all = new Uint8Array(held + TypedArrayPrototypeGetByteLength(bytes));
            TypedArrayPrototypeSet(all, pending, 0);
            TypedArrayPrototypeSet(all, bytes, held);
          }
          const length = TypedArrayPrototypeGetByteLength(all);
          const cut = length - incompleteTail(all);
          pending = TypedArrayPrototypeSubarray(all, cut, length);
          if (cut === 0) return;
          // (UTF-8 decode, invalid bytes as U+FFFD; the BOM kept here, skipped below.)
          let text = natives.decodeUtf8(TypedArrayPrototypeSubarray(all, 0, cut), false, true);
          if (atStart && text !== "") {
            atStart = false;
            if (StringPrototypeCharCodeAt(text, 0) === 0xfeff) text = StringPrototypeSlice(text, 1);
          }
          processText(text);
        },
        // The stream's end: an event not ended by a blank line is not dispatched.
        end() {
          pending = new Uint8Array(0);
          line = "";
          data = "";
          type = "";
        },
      };
    }
    return { __proto__: null, eventStreamParser };
  });
});
