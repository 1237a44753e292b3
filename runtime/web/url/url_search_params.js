// URLSearchParams, and URL's searchParams.
// https://url.spec.whatwg.org/#interface-urlsearchparams
//
// A module of the realm's bootstrap, run after url.js, which makes it with URL. The
// application/x-www-form-urlencoded parser and serializer are the runtime's
// (url_search_params.rs, the url crate).
(function urlSearchParams(lib) {
  "use strict";
  // Made with URL (url.js makes both on first use): URLSearchParams, and the
  // searchParams getter this adds to URL's prototype.
  lib.makeURLSearchParams = (URL, urlQuery, setUrlQuery) => {
    const { natives, primordials } = lib;
    // (urlQuery(url): the URL's query or null; setUrlQuery(url, query): sets it.)
    const {
      ArrayPrototypePush, FunctionPrototypeCall, ArrayPrototypeSort, ObjectDefineProperty, ObjectGetOwnPropertyDescriptor,
      ReflectOwnKeys, SafeWeakMap, String, StringPrototypeSlice, StringPrototypeToWellFormed, SymbolIterator, SymbolToStringTag,
      TypeError,
    } = primordials;

    // Web IDL's USVString: a lone surrogate becomes U+FFFD.
    const usv = (value) => StringPrototypeToWellFormed(String(value));
    // The list of name-value pairs and the URL object of each URLSearchParams.
    const lists = lib.internalSlots("url_search_params.lists");
    const urls = lib.internalSlots("url_search_params.urls");
    const listOf = (params, member) => {
      const list = lists.get(params);
      if (list === undefined) throw new TypeError(`Failed to execute '${member}' on 'URLSearchParams': Illegal invocation`);
      return list;
    };
    const pairs = (flat) => {
      const list = [];
      for (let i = 0; i + 1 < flat.length; i += 2) ArrayPrototypePush(list, [flat[i], flat[i + 1]]);
      return list;
    };
    const flatten = (list) => {
      const flat = [];
      for (let i = 0; i < list.length; i++) ArrayPrototypePush(flat, list[i][0], list[i][1]);
      return flat;
    };
    const required = (count, member, args) => {
      if (args.length < count) {
        throw new TypeError(`Failed to execute '${member}' on 'URLSearchParams': ${count} argument${count > 1 ? "s" : ""} required, but only ${args.length} present.`);
      }
    };
    // https://url.spec.whatwg.org/#concept-urlsearchparams-update
    const update = (params) => {
      const url = urls.get(params);
      // 1. If query's URL object is null, then return.
      if (url === undefined) return;
      // 2. Let serializedQuery be the serialization of query's list.
      // 3. If serializedQuery is the empty string, then set serializedQuery to null.
      // 4. Set query's URL object's URL's query to serializedQuery.
      const serialized = natives.serializeFormUrlencoded(flatten(lists.get(params)));
      setUrlQuery(url, serialized === "" ? null : serialized);
    };

    class URLSearchParams {
      // https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams
      constructor(init = "") {
        let list = [];
        // 1. If init is a string and starts with "?", remove the first code point.
        if (typeof init === "object" && init !== null || typeof init === "function") {
          const iterator = init[SymbolIterator];
          if (iterator !== undefined && iterator !== null) {
            // 2. A sequence<sequence<USVString>>: each pair must have exactly two items.
            for (const pair of init) {
              if (typeof pair !== "object" || pair === null) throw new TypeError("Failed to construct 'URLSearchParams': The provided value cannot be converted to a sequence.");
              const items = [];
              for (const item of pair) ArrayPrototypePush(items, usv(item));
              if (items.length !== 2) throw new TypeError("Failed to construct 'URLSearchParams': Sequence initializer must only contain pair elements");
              ArrayPrototypePush(list, items);
            }
          } else {
            // 3. A record<USVString, USVString>: its own enumerable string keys. (Web IDL's
            //    record conversion: two keys that convert to one USVString, such as two
            //    lone surrogates, are one entry, at the first's place, with the last value.)
            const keys = ReflectOwnKeys(init), at = { __proto__: null };
            for (let i = 0; i < keys.length; i++) {
              if (typeof keys[i] !== "string") continue;
              const descriptor = ObjectGetOwnPropertyDescriptor(init, keys[i]);
              if (descriptor === undefined || !descriptor.enumerable) continue;
              const key = usv(keys[i]), value = usv(init[keys[i]]);
              if (key in at) list[at[key]][1] = value;
              else at[key] = ArrayPrototypePush(list, [key, value]) - 1;
            }
          }
        } else {
          // 4. Otherwise, init is a string: parse it.
          let text = usv(init);
          if (text[0] === "?") text = StringPrototypeSlice(text, 1);
          list = pairs(natives.parseFormUrlencoded(text));
        }
        lists.set(this, list);
      }
      // https://url.spec.whatwg.org/#dom-urlsearchparams-size
      get size() { return listOf(this, "size").length; }
      // https://url.spec.whatwg.org/#dom-urlsearchparams-append
      append(name, value) {
        const list = listOf(this, "append");
        required(2, "append", arguments);
        ArrayPrototypePush(list, [usv(name), usv(value)]);
        update(this);
      }
      // https://url.spec.whatwg.org/#dom-urlsearchparams-delete
      delete(name, value = undefined) {
        const list = listOf(this, "delete");
        required(1, "delete", arguments);
        name = usv(name);
        if (value !== undefined) value = usv(value);
        const kept = [];
        for (let i = 0; i < list.length; i++) {
          if (list[i][0] === name && (value === undefined || list[i][1] === value)) continue;
          ArrayPrototypePush(kept, list[i]);
        }
        lists.set(this, kept);
        update(this);
      }
      // https://url.spec.whatwg.org/#dom-urlsearchparams-get
      get(name) {
        const list = listOf(this, "get");
        required(1, "get", arguments);
        name = usv(name);
        for (let i = 0; i < list.length; i++) if (list[i][0] === name) return list[i][1];
        return null;
      }
      // https://url.spec.whatwg.org/#dom-urlsearchparams-getall
      getAll(name) {
        const list = listOf(this, "getAll");
        required(1, "getAll", arguments);
        name = usv(name);
        const values = [];
        for (let i = 0; i < list.length; i++) if (list[i][0] === name) ArrayPrototypePush(values, list[i][1]);
        return values;
      }
      // https://url.spec.whatwg.org/#dom-urlsearchparams-has
      has(name, value = undefined) {
        const list = listOf(this, "has");
        required(1, "has", arguments);
        name = usv(name);
        if (value !== undefined) value = usv(value);
        for (let i = 0; i < list.length; i++) {
          if (list[i][0] === name && (value === undefined || list[i][1] === value)) return true;
        }
        return false;
      }
      // https://url.spec.whatwg.org/#dom-urlsearchparams-set
      set(name, value) {
        const list = listOf(this, "set");
        required(2, "set", arguments);
        name = usv(name);
        value = usv(value);
        const result = [];
        let found = false;
        for (let i = 0; i < list.length; i++) {
          if (list[i][0] !== name) ArrayPrototypePush(result, list[i]);
          else if (!found) { found = true; ArrayPrototypePush(result, [name, value]); }
        }
        if (!found) ArrayPrototypePush(result, [name, value]);
        lists.set(this, result);
        update(this);
      }
      // https://url.spec.whatwg.org/#dom-urlsearchparams-sort: stable, by code units of
      // the names.
      sort() {
        const list = listOf(this, "sort");
        ArrayPrototypeSort(list, (a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
        update(this);
      }
      // https://url.spec.whatwg.org/#urlsearchparams-stringification-behavior
      toString() { return natives.serializeFormUrlencoded(flatten(listOf(this, "toString"))); }
      // The iterable declaration's members (https://webidl.spec.whatwg.org/#es-iterable).
      // (Over the live list: each step reads the list as it is then.)
      *entries() { for (let i = 0; i < listOf(this, "entries").length; i++) { const pair = lists.get(this)[i]; yield [pair[0], pair[1]]; } }
      *keys() { for (let i = 0; i < listOf(this, "keys").length; i++) yield lists.get(this)[i][0]; }
      *values() { for (let i = 0; i < listOf(this, "values").length; i++) yield lists.get(this)[i][1]; }
      forEach(callback, thisArg = undefined) {
        const list = listOf(this, "forEach");
        if (typeof callback !== "function") throw new TypeError("Failed to execute 'forEach' on 'URLSearchParams': parameter 1 is not of type 'Function'.");
        for (let i = 0; i < list.length; i++) FunctionPrototypeCall(callback, thisArg, list[i][1], list[i][0], this);
      }
    }
    ObjectDefineProperty(URLSearchParams.prototype, SymbolIterator, {
      __proto__: null, value: URLSearchParams.prototype.entries, writable: true, configurable: true,
    });
    ObjectDefineProperty(URLSearchParams.prototype, SymbolToStringTag, { __proto__: null, value: "URLSearchParams", configurable: true });

    // https://url.spec.whatwg.org/#dom-url-searchparams: the same object each time, its list
    // from the URL's query.
    const ofURL = lib.internalSlots("url_search_params.ofURL");
    // (An accessor of an object literal: named "get searchParams", as Web IDL's.)
    const accessors = {
      get searchParams() {
        let params = ofURL.get(this);
        if (params === undefined) {
          // (The query's list as it is: a query "?a" is the name "?a", not "a".)
          params = new URLSearchParams();
          lists.set(params, pairs(natives.parseFormUrlencoded(urlQuery(this) ?? "")));
          urls.set(params, this);
          ofURL.set(this, params);
        }
        return params;
      },
    };
    const { get } = ObjectGetOwnPropertyDescriptor(accessors, "searchParams");
    ObjectDefineProperty(URL.prototype, "searchParams", { __proto__: null, get, enumerable: true, configurable: true });
    // https://url.spec.whatwg.org/#dom-url-search and #dom-url-href: when a URL's query
    // changes, its URLSearchParams object (if made) takes the new query's list.
    const refreshFromURL = (url) => {
      const params = ofURL.get(url);
      if (params !== undefined) lists.set(params, pairs(natives.parseFormUrlencoded(urlQuery(url) ?? "")));
    };
    return { __proto__: null, URLSearchParams, refreshFromURL };
  };
});
