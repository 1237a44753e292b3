// Choosing an image's source from `srcset`, `sizes` and a `<picture>`'s `<source>`
// elements: HTML's "update the source set" and "select an image source", for
// framescope's fixed viewport (the group's, 1280×720 unless an embedder emulates another)
// at a device pixel ratio of 1. images.js fetches what it chooses.
// https://html.spec.whatwg.org/multipage/images.html#select-an-image-source
// https://html.spec.whatwg.org/multipage/images.html#update-the-source-set
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js).
(function imageSourceSelection(lib) {
  "use strict";
  const { data, info } = lib;
  if (info.scope !== "Window") return;
  const { RegExpPrototypeExec, StringPrototypeSlice, StringPrototypeToLowerCase } = lib.primordials;
  const isSpace = (c) => c === " " || c === "\t" || c === "\n" || c === "\f" || c === "\r";
  // https://html.spec.whatwg.org/multipage/images.html#parse-a-srcset-attribute: the
  // candidates [{ url, width, density }] of a srcset value (width or density undefined
  // when its descriptor is absent); a candidate whose descriptors are in error is dropped.
  function parseSrcset(input) {
    const candidates = [];
    const n = input.length;
    let pos = 0;
    for (;;) {
      // 4. Skip whitespace and commas. 5. If at the end, return candidates.
      while (pos < n && (isSpace(input[pos]) || input[pos] === ",")) pos++;
      if (pos >= n) return candidates;
      // 6. Collect a sequence of code points that are not whitespace: url.
      const start = pos;
      while (pos < n && !isSpace(input[pos])) pos++;
      let url = StringPrototypeSlice(input, start, pos);
      const descriptors = [];
      // 8. If url ends with commas, remove them (no descriptors); else 8.1–8.3 tokenize
      //    the descriptors up to a comma outside parentheses.
      if (url[url.length - 1] === ",") {
        let end = url.length;
        while (end > 0 && url[end - 1] === ",") end--;
        url = StringPrototypeSlice(url, 0, end);
      } else {
        let current = "";
        let inParens = false;
        for (; pos < n; pos++) {
          const c = input[pos];
          if (inParens) {
            current += c;
            if (c === ")") inParens = false;
          } else if (isSpace(c)) {
            if (current !== "") descriptors[descriptors.length] = current;
            current = "";
          } else if (c === ",") {
            pos++;
            break;
          } else {
            if (c === "(") inParens = true;
            current += c;
          }
        }
        if (current !== "") descriptors[descriptors.length] = current;
      }
      // 10–13. Parse the descriptors: "Nw" (a valid non-negative integer above zero),
      //    "Nx" (a valid floating-point number, not negative), "Nh" (with a width only).
      let error = false;
      let width;
      let density;
      let height;
      for (let i = 0; i < descriptors.length; i++) {
        const d = descriptors[i];
        const last = d[d.length - 1];
        const value = StringPrototypeSlice(d, 0, d.length - 1);
        if (last === "w" && width === undefined && density === undefined && RegExpPrototypeExec(/^[0-9]+$/, value) !== null && +value > 0) width = +value;
        else if (last === "x" && width === undefined && density === undefined && height === undefined &&
          RegExpPrototypeExec(/^-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/, value) !== null && +value >= 0) density = +value;
        else if (last === "h" && height === undefined && density === undefined && RegExpPrototypeExec(/^[0-9]+$/, value) !== null && +value > 0) height = +value;
        else error = true;
      }
      if (height !== undefined && width === undefined) error = true;
      if (!error && url !== "") candidates[candidates.length] = { __proto__: null, url, width, density };
    }
  }
  // https://html.spec.whatwg.org/multipage/images.html#parse-a-sizes-attribute: the
  // source size in CSS pixels — the first entry whose media condition matches (framescope
  // evaluates what matchMedia does), with a length in px, em, rem, vw or vh; else 100vw.
  function sourceSize(sizes) {
    const viewport = lib.viewport;
    if (sizes !== undefined) {
      const entries = lib.primordials.StringPrototypeSplit(sizes, ",");
      for (let i = 0; i < entries.length; i++) {
        const m = RegExpPrototypeExec(/^[\t\n\f\r ]*(.*?)[\t\n\f\r ]*([0-9]*\.?[0-9]+)(px|em|rem|vw|vh)[\t\n\f\r ]*$/, StringPrototypeToLowerCase(entries[i]));
        if (m === null) continue;
        if (m[1] !== "" && !lib.mediaMatches(m[1])) continue;
        const n = +m[2];
        if (m[3] === "px") return n;
        if (m[3] === "em" || m[3] === "rem") return n * 16;
        if (m[3] === "vw") return (n * viewport.width) / 100;
        return (n * viewport.height) / 100;
      }
    }
    return viewport.width;
  }
  // A source set (its candidates and sizes) as [{ url, density }]: a width descriptor's
  // density is its width over the source size; none is 1x.
  function normalize(candidates, sizes) {
    const size = sourceSize(sizes);
    const set = [];
    for (let i = 0; i < candidates.length; i++) {
      const c = candidates[i];
      const density = c.width !== undefined ? c.width / size : c.density ?? 1;
      set[set.length] = { __proto__: null, url: c.url, density };
    }
    return set;
  }
  // Whether a <source>'s type names an image format framescope reads (imagesize's).
  function supportedType(type) {
    const essence = StringPrototypeToLowerCase(lib.primordials.StringPrototypeSplit(type, ";")[0]);
    return RegExpPrototypeExec(/^[\t\n\f\r ]*image\/(png|gif|jpeg|jpg|webp|bmp|avif|svg\+xml|x-icon|vnd\.microsoft\.icon|apng|tiff|heic|heif|jxl)[\t\n\f\r ]*$/, essence) !== null;
  }
  // https://html.spec.whatwg.org/multipage/images.html#update-the-source-set and "select
  // an image source": the URL (unparsed) of the image the `img` element `element`
  // presents, or undefined when its source set is empty.
  function selectImageSource(element) {
    const d = data(element);
    let set = null;
    // 5. If the element's parent is a picture element, each <source> child before it:
    const parent = d.parent === undefined || d.parent === null ? undefined : data(d.parent);
    if (parent !== undefined && parent.type === 1 && parent.name === "picture" && parent.ns === undefined) {
      const children = parent.children;
      for (let i = 0; i < children.length && children[i] !== element; i++) {
        const s = data(children[i]);
        if (s.type !== 1 || s.name !== "source" || s.ns !== undefined) continue;
        // 5.2–5.5. No srcset, or one with no candidates, or a media that does not match,
        //    or a type that is no supported image format: next source.
        const srcset = s.attrs.get("srcset");
        if (srcset === undefined) continue;
        const candidates = parseSrcset(srcset);
        if (candidates.length === 0) continue;
        const media = s.attrs.get("media");
        if (media !== undefined && !lib.mediaMatches(media)) continue;
        const type = s.attrs.get("type");
        if (type !== undefined && !supportedType(type)) continue;
        set = normalize(candidates, s.attrs.get("sizes"));
        break;
      }
    }
    // 4. Otherwise, the img's own srcset and sizes, and its src as a 1x candidate when
    //    the set has no 1x and no width-descriptor candidate.
    if (set === null) {
      const srcset = d.attrs.get("srcset");
      const candidates = srcset === undefined ? [] : parseSrcset(srcset);
      const src = d.attrs.get("src");
      let has1x = false;
      for (let i = 0; i < candidates.length; i++) {
        if (candidates[i].width !== undefined || (candidates[i].density ?? 1) === 1) has1x = true;
      }
      if (src !== undefined && src !== "" && !has1x) candidates[candidates.length] = { __proto__: null, url: src, width: undefined, density: 1 };
      set = normalize(candidates, d.attrs.get("sizes"));
    }
    if (set.length === 0) return undefined;
    // Select an image source: the user agent's choice; framescope's device pixel ratio is
    // 1, and it takes, as Blink does, the smallest density at least 1 (else the largest);
    // the first of equal ones.
    let best;
    for (let i = 0; i < set.length; i++) {
      const c = set[i];
      if (best === undefined) best = c;
      else if (best.density < 1) { if (c.density > best.density) best = c; }
      else if (c.density >= 1 && c.density < best.density) best = c;
    }
    return best.url;
  }
  lib.selectImageSource = selectImageSource;
});
