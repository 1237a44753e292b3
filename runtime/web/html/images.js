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
  // https://html.spec.whatwg.org/multipage/images.html#update-the-image-data (no srcset,
  // no picture, no list of available images; the stable state is now)
  function updateImageData(element) {
    const d = data(element);
    // 1. If the element's node document is not fully active, then … return: a document
    //    without a browsing context (DOMParser's, DOMImplementation's) loads nothing.
    if (lib.browsingRealm(d.owner ?? lib.document) === undefined) return;
    // (Each update replaces the one before: only the latest request fires its event.)
    const request = (d.imageRequest ?? 0) + 1;
    d.imageRequest = request;
    d.imageSize = null;
    const src = d.attrs.get("src");
    // 12. No src: the current request is broken, and no event fires.
    if (src === undefined) {
      d.imageComplete = true;
      return;
    }
    d.imageComplete = false;
    // 17–18. An empty src, or one that does not parse: error. 23–25. Else fetch it: its
    //    response is an image (load) or not (error).
    const url = src === "" ? null : natives.parseURL(src, lib.baseURL());
    let size = null;
    if (url !== null) {
      // 6. An image in the document's list of available images (one this document loaded
      //    before, with the same CORS mode) is not fetched again.
      const crossorigin = d.attrs.get("crossorigin") ?? null;
      const key = (crossorigin === null ? "no-cors " : "cors ") + url.href;
      available ??= new lib.primordials.SafeMap();
      size = available.get(key) ?? null;
      if (size === null) {
        size = natives.fetchImage(url.href, crossorigin, d.attrs.get("referrerpolicy") ?? null);
        if (size !== null) available.set(key, size);
      }
    }
    natives.queueGlobalTask(() => {
      if (d.imageRequest !== request) return;
      d.imageComplete = true;
      d.imageSize = size;
      dispatch(element, trust(new Event(size === null ? "error" : "load")));
    });
  }
  lib.updateImageData = updateImageData;
});
