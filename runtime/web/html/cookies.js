// `document.cookie`: the document's cookies as a string, and setting one (name=value with
// RFC 6265's attributes; Max-Age and Expires in the past delete it). framescope keeps a
// realm's cookies in memory: they are not sent with the hosts folder's responses, and
// same-origin frames do not share them yet.
// https://html.spec.whatwg.org/multipage/dom.html#dom-document-cookie
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function cookies(lib) {
  "use strict";
  const { Document, document, info } = lib;
  if (info.scope !== "Window") return;
  // name → value, in the order set.
  let jar = null;
  lib.defineMembers(Document.prototype, {
    get cookie() {
      lib.data(this);
      if (this !== document || jar === null) return "";
      let text = "";
      jar.forEach((value, name) => { text += (text === "" ? "" : "; ") + (name === "" ? value : name + "=" + value); });
      return text;
    },
    set cookie(value) {
      lib.data(this);
      if (this !== document) return;
      const { DateParse, Number, RegExpPrototypeExec, SafeMap, String, StringPrototypeIndexOf, StringPrototypeSlice, StringPrototypeSplit, StringPrototypeToLowerCase } = lib.primordials;
      const trim = (text) => RegExpPrototypeExec(/^[ \t]*(.*?)[ \t]*$/s, text)[1];
      // https://httpwg.org/specs/rfc6265.html#storage-model (the parts a page's script sets)
      const parts = StringPrototypeSplit(String(value), ";");
      const pair = parts[0], equals = StringPrototypeIndexOf(pair, "=");
      const name = equals < 0 ? "" : trim(StringPrototypeSlice(pair, 0, equals));
      const cookieValue = trim(equals < 0 ? pair : StringPrototypeSlice(pair, equals + 1));
      let expired = false;
      for (let i = 1; i < parts.length; i++) {
        const attribute = parts[i], at = StringPrototypeIndexOf(attribute, "=");
        const key = StringPrototypeToLowerCase(trim(at < 0 ? attribute : StringPrototypeSlice(attribute, 0, at)));
        const v = at < 0 ? "" : trim(StringPrototypeSlice(attribute, at + 1));
        if (key === "max-age" && Number(v) <= 0) expired = true;
        if (key === "expires" && DateParse(v) < lib.timeOriginValue + lib.now()) expired = true;
      }
      jar ??= new SafeMap();
      if (expired) jar.delete(name);
      else jar.set(name, cookieValue);
    },
  });
});
