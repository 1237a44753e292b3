// Members of HTML element interfaces beyond reflection that are neither forms' nor
// tables' (forms.js, form_elements.js, input_element.js, tables.js): an image's
// `decode()`, a style element's `disabled`, a video's size and a track's ready state
// (framescope loads no media), a map's `areas`, a button's `command`, and the marquee
// element's `loop`, `start()` and `stop()`.
// https://html.spec.whatwg.org/multipage/semantics.html
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js). Its members are made with their interfaces (`lib.elementAPIs`).
(function elementAPIs(lib) {
  "use strict";
  if (lib.info.scope !== "Window") return;
  const { getAttribute, lowercase, setAttribute } = lib;
  // The members of interface `name` this module gives, or undefined.
  lib.elementAPIs = (name) => {
    switch (name) {
    // https://html.spec.whatwg.org/multipage/embedded-content.html#dom-img-decode: settled
    // once the image is available (fulfilled) or broken ("EncodingError"); framescope
    // decodes no pixels, so an image is decoded when its header was read.
    case "HTMLImageElement": return {
      decode() {
        const { DOMException, primordials } = lib;
        // (A promise-returning operation rejects where it would throw.)
        let d;
        try {
          d = lib.data(this);
        } catch (error) {
          return primordials.PromiseReject(error);
        }
        return new primordials.Promise((resolve, reject) => {
          const settle = () => {
            if (d.imageSize !== null && d.imageSize !== undefined) resolve(undefined);
            else reject(new DOMException("The source image cannot be decoded.", "EncodingError"));
          };
          if (d.imageComplete !== false) settle();
          else {
            const once = { __proto__: null, once: true };
            lib.addListener(this, "load", settle, once);
            lib.addListener(this, "error", settle, once);
          }
        });
      },
    };
    // https://html.spec.whatwg.org/multipage/semantics.html#dom-style-disabled: its CSS
    // style sheet's disabled flag (false, and set to nothing, without one); its `sheet`
    // (LinkStyle: style_sheet_collections.js).
    case "HTMLStyleElement": return {
      get disabled() {
        const sheet = lib.linkStyleSheet(this);
        return sheet !== null && lib.styleSheetFields(sheet).disabled === true;
      },
      set disabled(value) {
        const sheet = lib.linkStyleSheet(this);
        if (sheet !== null) lib.styleSheetFields(sheet).disabled = !!value;
      },
      get sheet() { return lib.linkStyleSheet(this); },
    };
    // https://drafts.csswg.org/cssom/#dom-linkstyle-sheet (style_sheet_collections.js)
    case "HTMLLinkElement": return { get sheet() { return lib.linkStyleSheet(this); } };
    // https://html.spec.whatwg.org/multipage/media.html#dom-video-videowidth: no media
    // resource is ever loaded (framescope plays nothing), so 0.
    case "HTMLVideoElement": return {
      get videoWidth() { lib.data(this); return 0; },
      get videoHeight() { lib.data(this); return 0; },
    };
    // https://html.spec.whatwg.org/multipage/media.html#dom-track-readystate: its text
    // track is never loaded (no media to time it against).
    case "HTMLTrackElement": return { get readyState() { lib.data(this); return 0; } };
    // https://html.spec.whatwg.org/multipage/image-maps.html#dom-map-areas
    case "HTMLMapElement": return {
      get areas() {
        const d = lib.data(this);
        return (d.mapAreas ??= lib.htmlCollection(() => {
          const nodes = lib.inclusiveDescendants(this), found = [];
          for (let i = 1; i < nodes.length; i++) if (lib.isHTML(nodes[i], "area")) found[found.length] = nodes[i];
          return found;
        }));
      },
    };
    // https://html.spec.whatwg.org/multipage/form-elements.html#dom-button-command: its
    // command attribute when it is a known command or a custom one ("--…"), else "".
    case "HTMLButtonElement": return {
      get command() {
        const value = getAttribute(this, "command");
        if (value === null) return "";
        if (lib.primordials.StringPrototypeStartsWith(value, "--")) return value;
        const lower = lowercase(value);
        return lower === "toggle-popover" || lower === "show-popover" || lower === "hide-popover" || lower === "close" ||
          lower === "request-close" || lower === "show-modal" ? lower : "";
      },
      set command(value) { setAttribute(this, "command", value); },
    };
    // https://html.spec.whatwg.org/multipage/obsolete.html#the-marquee-element-2: loop
    // (-1 for any value not above 0 but -1), and start() and stop(), which have nothing
    // to move.
    case "HTMLMarqueeElement": return {
      get loop() {
        const value = lib.parseInteger(getAttribute(this, "loop"), false);
        return value === null || value === 0 || value < -1 ? -1 : value;
      },
      set loop(value) {
        lib.data(this);
        value = lib.primordials.Number(value) | 0;
        if (value === 0 || value < -1) throw new lib.DOMException(`The provided value (${value}) is neither positive nor -1.`, "IndexSizeError");
        setAttribute(this, "loop", lib.primordials.String(value));
      },
      start() { lib.data(this); },
      stop() { lib.data(this); },
    };
    default: return undefined;
    }
  };
});
