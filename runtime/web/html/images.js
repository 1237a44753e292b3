// Images: an `<img>` element fetches its `src` when it is made with one or the attribute
// (or `crossorigin`) changes, and fires `load` or `error`, as HTML's "update the image
// data" says — not waiting for the element to be connected (`new Image().src = …` loads).
// The fetch and its Resource Timing entry are runtime/web/html/images.rs; framescope reads
// an image's dimensions from its header and decodes no pixels.
// https://html.spec.whatwg.org/multipage/images.html#updating-the-image-data
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function images(lib) {
  "use strict";
  const { Event, data, dispatch, info, natives, trust } = lib;
  if (info.scope !== "Window") return;
  // https://html.spec.whatwg.org/multipage/images.html#list-of-available-images: the
  // images this document has loaded, by CORS mode and URL ([width, height]).
  let available;
  lib.onDocument(() => { available = undefined; });
  // https://html.spec.whatwg.org/multipage/images.html#update-the-image-data (the source
  // chosen from srcset, sizes and a picture's sources by image_source_selection.js; the
  // stable state is now, or, for an element the parser made, the next microtask
  // checkpoint: `imageCreated`). An `<input type=image>` fetches its src the same way
  // (initiatorType "input"):
  // https://html.spec.whatwg.org/multipage/input.html#image-button-state-(type=image)
  function updateImageData(element) {
    const d = data(element);
    // 1. If the element's node document is not fully active, then … return: a document
    //    without a browsing context (DOMParser's, DOMImplementation's) loads nothing.
    if (lib.browsingRealm(d.owner ?? lib.document) === undefined) return;
    // (Each update replaces the one before: only the latest request fires its event.)
    const request = (d.imageRequest ?? 0) + 1;
    d.imageRequest = request;
    d.imageSize = null;
    const input = d.name === "input";
    if (input && (d.attrs.get("type") === undefined || lib.lowercase(d.attrs.get("type")) !== "image")) return;
    // 10–11. The selected source (an img's from its source set; an input's src).
    let src = input ? d.attrs.get("src") : lib.selectImageSource(element);
    if (src === undefined && d.attrs.get("src") === "") src = "";
    // 12. No source: the current request is broken, and no event fires.
    if (src === undefined) {
      d.imageComplete = true;
      d.currentSrc = "";
      return;
    }
    d.imageComplete = false;
    // 17–18. An empty src, or one that does not parse: error. 23–25. Else fetch it: its
    //    response is an image (load) or not (error).
    const url = src === "" ? null : natives.parseURL(src, lib.baseURL());
    // (currentSrc: the current request's current URL.)
    d.currentSrc = url === null ? "" : url.href;
    // (The element's event, once its size is known: a task of the DOM manipulation task
    // source.)
    const respond = (size) => {
      natives.queueGlobalTask(() => {
        if (d.imageRequest !== request) return;
        d.imageComplete = true;
        d.imageSize = size;
        dispatch(element, trust(new Event(size === null ? "error" : "load")));
      });
    };
    if (url === null) return respond(null);
    // 6. An image in the document's list of available images (one this document loaded
    //    before, with the same CORS mode) is not fetched again.
    const crossorigin = d.attrs.get("crossorigin") ?? null;
    const key = (crossorigin === null ? "no-cors " : "cors ") + url.href;
    available ??= new lib.primordials.SafeMap();
    const known = available.get(key) ?? null;
    if (known !== null) return respond(known);
    // (Over the network, the fetch runs in parallel: processResponse gets the size.)
    const processResponse = (size) => {
      if (size !== null) available.set(key, size);
      respond(size);
    };
    const size = natives.fetchImage(url.href, crossorigin, d.attrs.get("referrerpolicy") ?? null, input ? "input" : "img", processResponse);
    if (size !== undefined) processResponse(size);
  }
  lib.updateImageData = updateImageData;
  // An img (or input) element made with its attributes — by the parser, or a clone —
  // updates its image data at the next microtask checkpoint, once the parser has inserted
  // it (into a picture, perhaps): HTML's "await a stable state". An update before then
  // (an attribute set by script) makes this one nothing.
  lib.imageCreated = (element) => {
    const d = data(element);
    const request = d.imageRequest ?? 0;
    if (d.name === "img") d.imageComplete = false;
    natives.enqueueMicrotask(() => {
      if ((d.imageRequest ?? 0) === request) updateImageData(element);
    });
  };
});
