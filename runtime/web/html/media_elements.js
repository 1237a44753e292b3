// Media elements' fetches: an `<audio>` or `<video>` element runs HTML's "resource
// selection algorithm" when it is made with a `src` (by the parser: at the next microtask
// checkpoint, its "await a stable state"), when its `src` is set, or when a `<source>` is
// inserted into it while it has no `src` and has not selected one yet; it fetches the
// chosen resource (its `src`, else the first `<source>` child with a `src` whose `type` is
// empty or a media type Chrome plays), and a `<video>` its `poster`. framescope decodes no
// media: the fetch gives only the Resource Timing entry (initiatorType `audio`/`video`,
// runtime/web/html/media_elements.rs), and no media events fire.
// https://html.spec.whatwg.org/multipage/media.html#concept-media-load-algorithm
// https://html.spec.whatwg.org/multipage/media.html#concept-media-load-resource
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js). elements.js calls `mediaCreated` and `mediaAttributeChanged`,
// node_connection.js `mediaSourceInserted`.
(function mediaElements(lib) {
  "use strict";
  const { data, info, natives } = lib;
  if (info.scope !== "Window") return;
  const { RegExpPrototypeExec, StringPrototypeSplit, StringPrototypeToLowerCase } = lib.primordials;
  const isMedia = (d) => d !== undefined && d.type === 1 && d.ns === undefined && (d.name === "audio" || d.name === "video");
  // Whether Chrome plays a `<source>`'s type (canPlayType "maybe" or "probably").
  function playable(type) {
    if (type === undefined || type === "") return true;
    const essence = StringPrototypeToLowerCase(StringPrototypeSplit(type, ";")[0]);
    return RegExpPrototypeExec(/^[\t\n\f\r ]*(audio\/(wav|wave|x-wav|mpeg|mp3|mp4|ogg|webm|flac|aac|x-m4a)|video\/(mp4|webm|ogg))[\t\n\f\r ]*$/, essence) !== null;
  }
  function fetch(d, value) {
    if (lib.browsingRealm(d.owner ?? lib.document) === undefined) return;
    const url = natives.parseURL(value, lib.baseURL());
    if (url === null) return;
    natives.fetchMedia(url.href, d.attrs.get("crossorigin") ?? null, d.name);
  }
  // https://html.spec.whatwg.org/multipage/media.html#concept-media-load-algorithm, after
  // the stable state: the src attribute's resource, else the first playable source child.
  function selectResource(element) {
    const d = data(element);
    d.mediaSelecting = false;
    const src = d.attrs.get("src");
    if (src !== undefined) {
      if (src !== "") fetch(d, src);
      d.mediaSelected = true;
      return;
    }
    const children = d.children;
    for (let i = 0; i < children.length; i++) {
      const s = data(children[i]);
      if (s.type !== 1 || s.name !== "source" || s.ns !== undefined) continue;
      const source = s.attrs.get("src");
      if (source === undefined || source === "" || !playable(s.attrs.get("type"))) continue;
      d.mediaSelected = true;
      fetch(d, source);
      return;
    }
  }
  // Queue the resource selection for the next microtask checkpoint (once).
  function scheduleSelection(element) {
    const d = data(element);
    if (d.mediaSelecting === true) return;
    d.mediaSelecting = true;
    natives.enqueueMicrotask(() => selectResource(element));
  }
  // A `<video>`'s poster image: fetched when set (Chrome's entry: `video`).
  function fetchPoster(element, d) {
    const poster = d.attrs.get("poster");
    if (d.name === "video" && poster !== undefined && poster !== "") fetch(d, poster);
  }
  lib.mediaCreated = (element) => {
    const d = data(element);
    if (d.attrs.has("src")) scheduleSelection(element);
    if (d.attrs.has("poster")) natives.enqueueMicrotask(() => fetchPoster(element, d));
  };
  lib.mediaAttributeChanged = (element, name) => {
    const d = data(element);
    if (name === "src" && d.attrs.has("src")) scheduleSelection(element);
    else if (name === "poster") fetchPoster(element, d);
  };
  // https://html.spec.whatwg.org/multipage/media.html#sourcing-out-of-band-text-tracks:
  // a `<track>` inserted into a media element. Without user preferences, the automatic
  // text track selection shows the first `default` track (of any kind), so only a track
  // with `default` starts the track processing model, in a task: its URL is fetched
  // (initiator `track`) and `load` or `error` fires at it. A track that is not shown
  // fetches nothing (as in Chrome, until a page sets its mode; framescope keeps no mode).
  lib.trackInserted = (track) => {
    const t = data(track);
    if (t.ns !== undefined || !t.attrs.has("default") || t.trackFetched === true) return;
    const parent = t.parent === undefined || t.parent === null ? undefined : data(t.parent);
    if (!isMedia(parent) || lib.browsingRealm(t.owner ?? lib.document) === undefined) return;
    t.trackFetched = true;
    natives.queueGlobalTask(() => {
      const src = t.attrs.get("src");
      const url = src === undefined || src === "" ? null : natives.parseURL(src, lib.baseURL());
      const loaded = url !== null && natives.fetchMedia(url.href, parent.attrs.get("crossorigin") ?? null, "track");
      lib.dispatch(track, lib.trust(new lib.Event(loaded ? "load" : "error")));
    });
  };
  // https://html.spec.whatwg.org/multipage/embedded-content.html#the-source-element: a
  // source inserted into a media element without src whose network state is empty.
  lib.mediaSourceInserted = (source) => {
    const parent = data(source).parent;
    if (parent === undefined || parent === null) return;
    const p = data(parent);
    if (!isMedia(p) || p.attrs.has("src") || p.mediaSelected === true) return;
    scheduleSelection(parent);
  };
});
