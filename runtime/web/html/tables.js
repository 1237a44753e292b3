// Tables: HTMLTableElement's caption, sections and rows with their create/delete/insert
// methods, a section's rows, a row's cells and indices, a cell's index.
// https://html.spec.whatwg.org/multipage/tables.html
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). Everything but one function is made when a table interface is
// first made (html_element_interfaces.js asks `lib.tables().members`).
(function tables(lib) {
  "use strict";
  if (lib.info.scope !== "Window") return;
  let made;
  lib.tables = () => (made ??= makeTables());

  function makeTables() {
    const { DOMException, data } = lib;
    const { ArrayPrototypeIndexOf, ArrayPrototypePush, TypeError } = lib.primordials;
    const { isHTML } = lib;
    const children = (element, names) => {
      const out = [], list = data(element).children;
      for (let i = 0; i < list.length; i++) {
        if (isHTML(list[i]) && names[data(list[i]).name] === true) ArrayPrototypePush(out, list[i]);
      }
      return out;
    };
    const set = (...names) => {
      const result = { __proto__: null };
      for (let i = 0; i < names.length; i++) result[names[i]] = true;
      return result;
    };
    const TR = set("tr"), CELLS = set("td", "th"), TBODY = set("tbody"), THEAD = set("thead");
    const TFOOT = set("tfoot"), CAPTION = set("caption");
    const first = (element, names) => children(element, names)[0] ?? null;
    const cached = (element, key, make) => data(element)[key] ??= make();
    // A new element of `element`'s document; inserting returns it.
    const make = (element, name) => lib.makeElement(name, [], undefined, data(element).owner);
    const insert = (parent, node, before) => {
      lib.insertNode(parent, node, before);
      return node;
    };
    const index = (value) => {
      const n = +value;
      return n !== n ? 0 : n < 0 ? -(-n | 0) : n | 0;
    };
    const indexError = (what, i, max) => new DOMException(`Failed to execute '${what}': The index provided (${i}) is outside the range [-1, ${max}].`, "IndexSizeError");

    // https://html.spec.whatwg.org/multipage/tables.html#dom-table-rows: the table's rows
    // in its thead, then its own and its tbodies' (tree order), then its tfoot's.
    function tableRows(table) {
      const out = [], list = data(table).children;
      const add = (rows) => { for (let i = 0; i < rows.length; i++) ArrayPrototypePush(out, rows[i]); };
      for (let i = 0; i < list.length; i++) if (isHTML(list[i], "thead")) add(children(list[i], TR));
      for (let i = 0; i < list.length; i++) {
        if (isHTML(list[i], "tr")) ArrayPrototypePush(out, list[i]);
        else if (isHTML(list[i], "tbody")) add(children(list[i], TR));
      }
      for (let i = 0; i < list.length; i++) if (isHTML(list[i], "tfoot")) add(children(list[i], TR));
      return out;
    }
    // Inserts a new `name` child of `parent` at `at` of `list` (-1 or list.length: last).
    function insertAt(parent, list, at, name, what) {
      const i = index(at);
      if (i < -1 || i > list.length) throw indexError(what, i, list.length);
      const element = make(parent, name);
      const before = i === -1 || i === list.length ? null : list[i];
      return insert(before === null ? parent : data(before).parent, element, before);
    }
    function removeAt(list, at, what) {
      const i = index(at);
      if (i === -1 && list.length === 0) return;
      const target = i === -1 ? list[list.length - 1] : list[i];
      if (target === undefined) throw indexError(what, i, list.length - 1);
      lib.removeNode(data(target).parent, target);
    }
    function remove(element) {
      if (element !== null) lib.removeNode(data(element).parent, element);
    }
    function setSection(table, value, name, names, where) {
      if (value !== null && !(lib.isTreeNode(value) && isHTML(value, name))) {
        throw new TypeError(`Failed to set the '${where}' property on 'HTMLTableElement': The provided value is not a '${name}' element.`);
      }
      remove(first(table, names));
      if (value !== null) lib.insertNode(table, value, name === "caption" ? data(table).children[0] ?? null : null);
    }

    function members(name) {
      switch (name) {
      case "HTMLTableElement": return {
        get caption() { return first(this, CAPTION); },
        set caption(value) { setSection(this, value, "caption", CAPTION, "caption"); },
        createCaption() {
          return first(this, CAPTION) ?? insert(this, make(this, "caption"), data(this).children[0] ?? null);
        },
        deleteCaption() { remove(first(this, CAPTION)); },
        get tHead() { return first(this, THEAD); },
        set tHead(value) { setSection(this, value, "thead", THEAD, "tHead"); },
        createTHead() {
          const existing = first(this, THEAD);
          if (existing !== null) return existing;
          // After any caption and colgroup.
          const list = data(this).children;
          let before = null;
          for (let i = 0; i < list.length && before === null; i++) {
            if (isHTML(list[i]) && data(list[i]).name !== "caption" && data(list[i]).name !== "colgroup") before = list[i];
          }
          return insert(this, make(this, "thead"), before);
        },
        deleteTHead() { remove(first(this, THEAD)); },
        get tFoot() { return first(this, TFOOT); },
        set tFoot(value) { setSection(this, value, "tfoot", TFOOT, "tFoot"); },
        createTFoot() { return first(this, TFOOT) ?? insert(this, make(this, "tfoot"), null); },
        deleteTFoot() { remove(first(this, TFOOT)); },
        get tBodies() { return cached(this, "tBodies", () => lib.htmlCollection(() => children(this, TBODY))); },
        createTBody() {
          const bodies = children(this, TBODY);
          const last = bodies[bodies.length - 1];
          // After the last tbody, else at the end.
          return insert(this, make(this, "tbody"), last === undefined ? null : nextSibling(last));
        },
        get rows() { return cached(this, "tableRows", () => lib.htmlCollection(() => tableRows(this))); },
        // https://html.spec.whatwg.org/multipage/tables.html#dom-table-insertrow
        insertRow(at = -1) {
          const rows = tableRows(this), i = index(at);
          if (i < -1 || i > rows.length) throw indexError("insertRow", i, rows.length);
          if (rows.length === 0) {
            const bodies = children(this, TBODY);
            const body = bodies[bodies.length - 1] ?? insert(this, make(this, "tbody"), null);
            return insert(body, make(this, "tr"), null);
          }
          if (i === -1 || i === rows.length) {
            const last = rows[rows.length - 1];
            return insert(data(last).parent, make(this, "tr"), null);
          }
          return insert(data(rows[i]).parent, make(this, "tr"), rows[i]);
        },
        deleteRow(at) {
          if (arguments.length === 0) throw new TypeError("Failed to execute 'deleteRow' on 'HTMLTableElement': 1 argument required, but only 0 present.");
          removeAt(tableRows(this), at, "deleteRow");
        },
      };
      case "HTMLTableSectionElement": return {
        get rows() { return cached(this, "sectionRows", () => lib.htmlCollection(() => children(this, TR))); },
        insertRow(at = -1) { return insertAt(this, children(this, TR), at, "tr", "insertRow"); },
        deleteRow(at) {
          lib.requireArguments(arguments, 1, "deleteRow", "HTMLTableSectionElement");
          removeAt(children(this, TR), at, "deleteRow");
        },
      };
      case "HTMLTableRowElement": return {
        get cells() { return cached(this, "rowCells", () => lib.htmlCollection(() => children(this, CELLS))); },
        // https://html.spec.whatwg.org/multipage/tables.html#dom-tr-rowindex
        get rowIndex() {
          let table = lib.parentElement(this);
          if (table !== null && !isHTML(table, "table")) table = lib.parentElement(table);
          if (table === null || !isHTML(table, "table")) return -1;
          return ArrayPrototypeIndexOf(tableRows(table), this);
        },
        get sectionRowIndex() {
          const parent = lib.parentElement(this);
          return parent === null ? -1 : ArrayPrototypeIndexOf(children(parent, TR), this);
        },
        insertCell(at = -1) { return insertAt(this, children(this, CELLS), at, "td", "insertCell"); },
        deleteCell(at) {
          lib.requireArguments(arguments, 1, "deleteCell", "HTMLTableRowElement");
          removeAt(children(this, CELLS), at, "deleteCell");
        },
      };
      case "HTMLTableCellElement": return {
        get cellIndex() {
          const parent = lib.parentElement(this);
          return parent === null || !isHTML(parent, "tr") ? -1 : ArrayPrototypeIndexOf(children(parent, CELLS), this);
        },
      };
      default: return undefined;
      }
    }
    function nextSibling(node) {
      const list = data(data(node).parent).children;
      return list[ArrayPrototypeIndexOf(list, node) + 1] ?? null;
    }
    return { __proto__: null, members };
  }
});
