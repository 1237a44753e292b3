// Drag and drop's data: DataTransfer (with its drag data store), DataTransferItemList,
// DataTransferItem, and DragEvent.
// https://html.spec.whatwg.org/multipage/dnd.html
//
// framescope has no user to drag anything: no drag-and-drop operation ever starts, so a
// DataTransfer is one a page makes (`new DataTransfer()`, read/write) and hands to the
// events it dispatches itself, as tests and libraries do.
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js). The interfaces are made on first use (`lib.lazily`).
(function dragAndDrop(lib) {
  "use strict";
  if (lib.info.scope !== "Window") return;
  lib.lazily({ interfaces: ["DataTransfer", "DataTransferItemList", "DataTransferItem", "DragEvent"], shared: ["DragEvent"] }, () => {
    const { DOMException, fieldsOf, illegal, lowercase } = lib;
    const {
      ArrayIntrinsicValues, ObjectCreate, ObjectDefineProperty, ObjectFreeze, Proxy, ReflectConstruct,
      ReflectGet, ReflectGetOwnPropertyDescriptor, ReflectHas, ReflectOwnKeys, String, SymbolIterator, TypeError, arrayRemoveAt,
    } = lib.primordials;
    // https://html.spec.whatwg.org/multipage/dnd.html#drag-data-store: its items ({ kind
    // "string" or "file", type, data }), and the DataTransfer's effects.
    const stores = lib.internalSlots("drag_and_drop.stores");
    const storeOf = (value) => fieldsOf(stores, value);
    const EFFECTS = { __proto__: null, none: true, copy: true, link: true, move: true };
    const ALLOWED = {
      __proto__: null, none: true, copy: true, copyLink: true, copyMove: true, link: true, linkMove: true, move: true, all: true, uninitialized: true,
    };
    // https://html.spec.whatwg.org/multipage/dnd.html#the-datatransfer-interface
    class DataTransfer {
      // https://html.spec.whatwg.org/multipage/dnd.html#dom-datatransfer: a new drag data
      // store in read/write mode, dropEffect "none", effectAllowed "none".
      constructor() {
        stores.set(this, { __proto__: null, items: [], dropEffect: "none", effectAllowed: "none", types: null, files: null, list: null });
      }
      get dropEffect() { return storeOf(this).dropEffect; }
      set dropEffect(value) {
        const store = storeOf(this);
        value = String(value);
        if (EFFECTS[value] === true) store.dropEffect = value;
      }
      get effectAllowed() { return storeOf(this).effectAllowed; }
      set effectAllowed(value) {
        const store = storeOf(this);
        value = String(value);
        if (ALLOWED[value] === true) store.effectAllowed = value;
      }
      // [SameObject]
      get items() {
        const store = storeOf(this);
        return (store.list ??= itemList(store));
      }
      // https://html.spec.whatwg.org/multipage/dnd.html#dom-datatransfer-setdragimage:
      // nothing to show (no drag is under way).
      setDragImage(image, x, y) {
        lib.requireArguments(arguments, 3, "setDragImage", "DataTransfer");
        storeOf(this);
        if (!lib.isTreeNode(image) || lib.data(image).type !== 1) throw new TypeError("Failed to execute 'setDragImage' on 'DataTransfer': parameter 1 is not of type 'Element'.");
      }
      // https://html.spec.whatwg.org/multipage/dnd.html#dom-datatransfer-types: the string
      // items' types in order, then "Files" if there is a file (the same frozen array while
      // the store is unchanged).
      get types() {
        const store = storeOf(this);
        if (store.types === null) {
          const types = [];
          let files = false;
          for (let i = 0; i < store.items.length; i++) {
            if (store.items[i].kind === "string") types[types.length] = store.items[i].type;
            else files = true;
          }
          if (files) types[types.length] = "Files";
          store.types = ObjectFreeze(types);
        }
        return store.types;
      }
      // https://html.spec.whatwg.org/multipage/dnd.html#dom-datatransfer-getdata
      getData(format) {
        lib.requireArguments(arguments, 1, "getData", "DataTransfer");
        const store = storeOf(this);
        const type = normalize(format);
        for (let i = 0; i < store.items.length; i++) {
          const item = store.items[i];
          if (item.kind === "string" && item.type === type) return item.data;
        }
        return "";
      }
      // https://html.spec.whatwg.org/multipage/dnd.html#dom-datatransfer-setdata
      setData(format, data) {
        lib.requireArguments(arguments, 2, "setData", "DataTransfer");
        const store = storeOf(this);
        const type = normalize(format);
        removeStrings(store, type);
        store.items[store.items.length] = { __proto__: null, kind: "string", type, data: String(data) };
        changed(store);
      }
      // https://html.spec.whatwg.org/multipage/dnd.html#dom-datatransfer-cleardata
      clearData(format = undefined) {
        const store = storeOf(this);
        removeStrings(store, format === undefined ? undefined : normalize(format));
        changed(store);
      }
      // https://html.spec.whatwg.org/multipage/dnd.html#dom-datatransfer-files
      get files() {
        const store = storeOf(this);
        if (store.files === null) {
          const files = [];
          for (let i = 0; i < store.items.length; i++) if (store.items[i].kind === "file") files[files.length] = store.items[i].data;
          store.files = lib.files.makeFileList(files);
        }
        return store.files;
      }
    }
    // (A format in ASCII lowercase; "text" is "text/plain" and "url" "text/uri-list".)
    const normalize = (format) => {
      const type = lowercase(format);
      return type === "text" ? "text/plain" : type === "url" ? "text/uri-list" : type;
    };
    const removeStrings = (store, type) => {
      for (let i = store.items.length - 1; i >= 0; i--) {
        const item = store.items[i];
        if (item.kind === "string" && (type === undefined || item.type === type)) arrayRemoveAt(store.items, i);
      }
    };
    const changed = (store) => {
      store.types = null;
      store.files = null;
    };

    // https://html.spec.whatwg.org/multipage/dnd.html#the-datatransferitemlist-interface
    const lists = lib.internalSlots("drag_and_drop.lists");
    const listStore = (value) => fieldsOf(lists, value);
    class DataTransferItemList {
      constructor() { illegal(); }
      get length() { return listStore(this).items.length; }
      // https://html.spec.whatwg.org/multipage/dnd.html#dom-datatransferitemlist-add: a
      // string of a type, or a File.
      add(data, type = undefined) {
        lib.requireArguments(arguments, 1, "add", "DataTransferItemList");
        const store = listStore(this);
        let item;
        if (lib.is(data, lib.files.File)) {
          item = { __proto__: null, kind: "file", type: lowercase(lib.files.blobContent(data)[1]), data };
        } else {
          if (arguments.length < 2) throw new TypeError("Failed to execute 'add' on 'DataTransferItemList': parameter 2 is required with a string.");
          const itemType = lowercase(type);
          for (let i = 0; i < store.items.length; i++) {
            if (store.items[i].kind === "string" && store.items[i].type === itemType) {
              throw new DOMException(`Failed to execute 'add' on 'DataTransferItemList': An item already exists for type '${itemType}'.`, "NotSupportedError");
            }
          }
          item = { __proto__: null, kind: "string", type: itemType, data: String(data) };
        }
        store.items[store.items.length] = item;
        changed(store);
        return itemObject(store, item);
      }
      remove(index) {
        lib.requireArguments(arguments, 1, "remove", "DataTransferItemList");
        const store = listStore(this);
        index = lib.primordials.Number(index) >>> 0;
        if (index < store.items.length) arrayRemoveAt(store.items, index);
        changed(store);
      }
      clear() {
        const store = listStore(this);
        store.items.length = 0;
        changed(store);
      }
    }
    ObjectDefineProperty(DataTransferItemList.prototype, SymbolIterator, { __proto__: null, value: ArrayIntrinsicValues, writable: true, configurable: true });
    // (A legacy platform object: its items by index.)
    function itemList(store) {
      const target = ObjectCreate(DataTransferItemList.prototype);
      const index = (key) => {
        if (typeof key !== "string") return -1;
        const n = +key;
        return n >>> 0 === n && String(n) === key ? n : -1;
      };
      const own = (key) => {
        const i = index(key);
        return i >= 0 && i < store.items.length ? itemObject(store, store.items[i]) : undefined;
      };
      const proxy = new Proxy(target, {
        __proto__: null,
        get(t, key, receiver) { return own(key) ?? ReflectGet(t, key, receiver === proxy ? t : receiver); },
        has(t, key) { return own(key) !== undefined || ReflectHas(t, key); },
        getOwnPropertyDescriptor(t, key) {
          const value = own(key);
          return value === undefined ? ReflectGetOwnPropertyDescriptor(t, key) : { __proto__: null, value, writable: false, enumerable: true, configurable: true };
        },
        ownKeys(t) {
          const keys = [];
          for (let i = 0; i < store.items.length; i++) keys[i] = String(i);
          const rest = ReflectOwnKeys(t);
          for (let i = 0; i < rest.length; i++) keys[keys.length] = rest[i];
          return keys;
        },
      });
      lists.set(proxy, store);
      lists.set(target, store);
      return proxy;
    }
    // https://html.spec.whatwg.org/multipage/dnd.html#the-datatransferitem-interface (one
    // object per item)
    const items = lib.internalSlots("drag_and_drop.items");
    const itemOf = (value) => fieldsOf(items, value);
    function itemObject(store, item) {
      item.object ??= ObjectCreate(DataTransferItem.prototype);
      items.set(item.object, { __proto__: null, store, item });
      return item.object;
    }
    // (An item removed from its store is in disabled mode: kind and type "", no data.)
    const live = (record) => {
      const list = record.store.items;
      for (let i = 0; i < list.length; i++) if (list[i] === record.item) return true;
      return false;
    };
    class DataTransferItem {
      constructor() { illegal(); }
      get kind() { const r = itemOf(this); return live(r) ? r.item.kind : ""; }
      get type() { const r = itemOf(this); return live(r) ? r.item.type : ""; }
      // https://html.spec.whatwg.org/multipage/dnd.html#dom-datatransferitem-getasstring:
      // the callback gets the string in a task.
      getAsString(callback) {
        lib.requireArguments(arguments, 1, "getAsString", "DataTransferItem");
        const r = itemOf(this);
        if (callback === null || (typeof callback !== "function")) return;
        if (!live(r) || r.item.kind !== "string") return;
        const data = r.item.data;
        lib.natives.queueGlobalTask(() => {
          const outcome = lib.natives.callCatching(callback, undefined, [data]);
          if (!outcome[0]) lib.realmOfObject(callback).reportException(outcome[1]);
        });
      }
      getAsFile() {
        const r = itemOf(this);
        return live(r) && r.item.kind === "file" ? r.item.data : null;
      }
    }
    // https://html.spec.whatwg.org/multipage/dnd.html#the-dragevent-interface
    const drags = lib.internalSlots("drag_and_drop.drags");
    class DragEvent extends lib.MouseEvent {
      constructor(type, init = undefined) {
        const event = ReflectConstruct(lib.MouseEvent, [type, init], new.target);
        const transfer = init?.dataTransfer ?? null;
        if (transfer !== null && !lib.is(transfer, DataTransfer)) throw new TypeError("Failed to construct 'DragEvent': Failed to read the 'dataTransfer' property from 'DragEventInit': The provided value is not of type 'DataTransfer'.");
        drags.set(event, { __proto__: null, dataTransfer: transfer });
        return event;
      }
      get dataTransfer() { return fieldsOf(drags, this).dataTransfer; }
    }
    return { __proto__: null, DataTransfer, DataTransferItemList, DataTransferItem, DragEvent };
  });
});
