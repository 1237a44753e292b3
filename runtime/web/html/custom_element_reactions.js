// Custom element reactions: the agent's custom element reactions stack of element queues,
// its backup element queue, each element's custom element reaction queue, enqueuing and
// invoking reactions, and the [CEReactions] extended attribute on every IDL member that
// carries it.
// https://html.spec.whatwg.org/multipage/custom-elements.html#custom-element-reactions
//
// A module of the realm's bootstrap (see bootstrap.js), run after every other web module
// with its `lib` and `hooks`; like them, it calls only the built-ins captured before any
// page script ran (primordials.js).
//
// The stack is the surrounding agent's (`lib.agent.ceReactions`): the same-origin realms
// of a browsing context group share one DOM and one isolate, so they share it, as a
// similar-origin window agent's realms do (a cross-origin realm shares it too, harmlessly:
// it can reach none of the others' elements). A reaction is invoked in the realm whose
// function it calls (the definition's constructor or callback), and an exception it throws
// is reported to that realm's global.
//
// [CEReactions] members are not listed by hand: custom_element_reactions_table.js (made
// from the vendored Web IDL by wpt/ce-reactions-table.js) names them, by interface, and
// each interface's members are wrapped where the interface is installed — at the end of
// the boot for the interfaces the boot made (every module has then added its members), and
// as each interface made on first use is made (bootstrap.js's `asInterface`). A wrapper
// pushes an element queue, runs the member, and pops and invokes the queue, also when the
// member throws. Until a custom element is defined in the agent (`lib.agent.customElements`),
// nothing can be enqueued, and a wrapper only calls its member: no stack work, no
// allocation of its own. (CustomElementRegistry's members always push: define() is what
// makes the first definition, and its upgrades run when it returns.)
(function customElementReactions(lib, hooks) {
  "use strict";
  const { data, natives } = lib;
  const {
    FunctionPrototypeCall, FunctionPrototypeToString, ObjectDefineProperty, ObjectGetOwnPropertyDescriptor, ObjectGetPrototypeOf,
    ReflectApply, StringPrototypeSlice, StringPrototypeSplit,
  } = lib.primordials;
  const UPGRADE = { __proto__: null };

  // The agent's reactions state: the stack (`stack[0 … depth - 1]`, each an element queue),
  // the backup element queue and its "processing the backup element queue" flag, and
  // element queues popped and emptied, kept to be pushed again.
  // (The agent's, made with its makers: bootstrap.js's `lib.agentObject`.)
  const reactionsOf = (agent) => {
    if (agent.ceReactions === undefined) {
      const r = lib.agentObject("record");
      r.stack = lib.agentObject("array");
      r.depth = 0;
      r.backup = lib.agentObject("array");
      r.processingBackup = false;
      r.spare = lib.agentObject("array");
      agent.ceReactions = r;
    }
    return agent.ceReactions;
  };
  // Pushes a new element queue onto the agent's custom element reactions stack.
  function push(agent) {
    const r = reactionsOf(agent);
    let queue;
    if (r.spare.length > 0) {
      queue = r.spare[r.spare.length - 1];
      r.spare.length--;
    } else {
      queue = lib.agentObject("array");
    }
    r.stack[r.depth++] = queue;
    return queue;
  }
  // Pops the element queue from the stack, and invokes custom element reactions in it.
  function pop(agent, queue) {
    const r = agent.ceReactions;
    r.stack[--r.depth] = undefined;
    if (queue.length > 0) invoke(queue);
    if (r.spare.length < 8) r.spare[r.spare.length] = queue;
  }
  // Platform code that is not an IDL member but does what [CEReactions] does (the parser's
  // "create an element for a token" and "insert an element at the adjusted insertion
  // location"): `pushElementQueue()` gives what `popElementQueue` takes; nothing happens
  // while the agent has no custom element definition.
  lib.pushElementQueue = () => (lib.agent.customElements === true ? push(lib.agent) : undefined);
  lib.popElementQueue = (queue) => {
    if (queue !== undefined) pop(lib.agent, queue);
  };

  // https://html.spec.whatwg.org/multipage/custom-elements.html#enqueue-an-element-on-the-appropriate-element-queue
  function enqueueElement(element) {
    // 1. Let reactionsStack be element's relevant agent's custom element reactions stack.
    const r = reactionsOf(lib.agent);
    // 3. Otherwise, add element to element's relevant agent's current element queue.
    if (r.depth > 0) {
      const queue = r.stack[r.depth - 1];
      queue[queue.length] = element;
      return;
    }
    // 2. If reactionsStack is empty: 1. Add element to the backup element queue. 2. If the
    //    processing the backup element queue flag is set, then return. 3. Set it. 4. Queue
    //    a microtask to invoke custom element reactions in the backup element queue, then
    //    unset the flag.
    r.backup[r.backup.length] = element;
    if (r.processingBackup) return;
    r.processingBackup = true;
    natives.enqueueMicrotask(processBackup);
  }
  function processBackup() {
    const r = lib.agent.ceReactions;
    try {
      invoke(r.backup);
    } finally {
      r.processingBackup = false;
    }
  }
  // An element's custom element reaction queue: `ce.reactions`, pairs of (callback,
  // arguments) or (UPGRADE, definition), consumed from `ce.head` (every invocation takes
  // the first one left, so an element's reactions run in order even when a nested queue
  // reaches the element first).
  function addReaction(ce, what, detail) {
    const list = (ce.reactions ??= []);
    ce.head ??= 0;
    list[list.length] = what;
    list[list.length] = detail;
  }
  // https://html.spec.whatwg.org/multipage/custom-elements.html#enqueue-a-custom-element-callback-reaction
  // `ce` is element's record's `ce` (its custom element state and definition).
  lib.enqueueCallbackReaction = (element, callbackName, args) => {
    const ce = data(element).ce;
    // 1. Let definition be element's custom element definition. 2. Let callback be
    //    definition's lifecycle callbacks[callbackName].
    let callback = ce.definition.callbacks[callbackName];
    // 3. If callbackName is "connectedMoveCallback" and callback is null: the
    //    disconnectedCallback and connectedCallback, one after the other (none: return).
    if (callbackName === "connectedMoveCallback" && callback === undefined) {
      const disconnected = ce.definition.callbacks.disconnectedCallback;
      const connected = ce.definition.callbacks.connectedCallback;
      if (disconnected === undefined && connected === undefined) return;
      callback = function connectedMoveCallback() {
        if (disconnected !== undefined) ReflectApply(disconnected, this, []);
        if (connected !== undefined) ReflectApply(connected, this, []);
      };
    }
    // 4. If callback is null, then return.
    if (callback === undefined) return;
    // 5. If callbackName is "attributeChangedCallback": if definition's observed attributes
    //    do not contain the attribute's local name (args[0]), then return.
    if (callbackName === "attributeChangedCallback" && !ce.definition.observed.has(args[0])) return;
    // 6. Add a new callback reaction to element's custom element reaction queue.
    addReaction(ce, callback, args);
    // 7. Enqueue an element on the appropriate element queue given element.
    enqueueElement(element);
  };
  // https://html.spec.whatwg.org/multipage/custom-elements.html#enqueue-a-custom-element-upgrade-reaction
  lib.enqueueUpgradeReaction = (element, definition) => {
    // 1. Add a new upgrade reaction to element's custom element reaction queue.
    addReaction(data(element).ce, UPGRADE, definition);
    // 2. Enqueue an element on the appropriate element queue given element.
    enqueueElement(element);
  };
  // https://html.spec.whatwg.org/multipage/custom-elements.html#empty-a-custom-element-reaction-queue
  // (an upgrade that threw).
  lib.emptyReactionQueue = (ce) => {
    if (ce.reactions !== undefined) ce.reactions.length = 0;
    ce.head = 0;
  };
  // https://html.spec.whatwg.org/multipage/custom-elements.html#invoke-custom-element-reactions
  function invoke(queue) {
    // 1. While queue is not empty (a backup queue grows while it is processed):
    for (let i = 0; i < queue.length; i++) {
      // 1.1. Let element be the result of dequeuing from queue.
      const element = queue[i];
      queue[i] = undefined;
      // 1.2. Let reactions be element's custom element reaction queue. 1.3. Repeat until
      //      reactions is empty: remove its first element, reaction, and:
      const ce = data(element).ce;
      const list = ce.reactions;
      while (list !== undefined && ce.head < list.length) {
        const what = list[ce.head], detail = list[ce.head + 1];
        list[ce.head] = list[ce.head + 1] = undefined;
        ce.head += 2;
        if (ce.head === list.length) {
          list.length = 0;
          ce.head = 0;
        }
        if (what === UPGRADE) {
          // An upgrade reaction: upgrade element using reaction's definition; an exception
          // is reported for the definition's constructor's realm's global.
          const thrown = lib.upgradeElement(element, detail);
          if (thrown !== undefined) lib.realmOfObject(detail.constructor).reportException(thrown[0]);
        } else {
          // A callback reaction: invoke its callback with its arguments and "report", with
          // element as the callback this value. (The native catches, as uncaught for V8's
          // debugger: webidl/callbacks.rs.)
          const outcome = natives.callCatching(what, element, detail);
          if (!outcome[0]) lib.realmOfObject(what).reportException(outcome[1]);
        }
      }
    }
    queue.length = 0;
  }

  // [CEReactions] (https://html.spec.whatwg.org/multipage/custom-elements.html#cereactions):
  // the wrappers. An operation's keeps its member's name (a computed method name) and
  // length (a parameter list of that length, up to 4; more are defined), and is no
  // constructor, as Web IDL's operations are not; an attribute's setter is "set <name>".
  // `always`: push even while the agent has no definition (CustomElementRegistry's).
  function wrapOperation(key, original, always) {
    const { length } = original;
    let wrapper;
    // (Each variant's source is the same text for every wrapper of its arity: isWrapper.
    // The fast path passes `arguments` to Reflect.apply alone, which V8's optimizing
    // compilers turn into a call that forwards them: no arguments object is made.)
    switch (length) {
      case 0: wrapper = { [key]() { return fast(always) ? ReflectApply(original, this, arguments) : withReactions(original, this, arguments); } }[key]; break;
      case 1: wrapper = { [key](a) { return fast(always) ? ReflectApply(original, this, arguments) : withReactions(original, this, arguments); } }[key]; break;
      case 2: wrapper = { [key](a, b) { return fast(always) ? ReflectApply(original, this, arguments) : withReactions(original, this, arguments); } }[key]; break;
      case 3: wrapper = { [key](a, b, c) { return fast(always) ? ReflectApply(original, this, arguments) : withReactions(original, this, arguments); } }[key]; break;
      default:
        wrapper = { [key]() { return fast(always) ? ReflectApply(original, this, arguments) : withReactions(original, this, arguments); } }[key];
        ObjectDefineProperty(wrapper, "length", { __proto__: null, value: length, configurable: true });
    }
    return wrapper;
  }
  // Whether a wrapper may just run its member: no custom element is defined in the agent,
  // so nothing can be enqueued (`always`: CustomElementRegistry's members push anyway).
  const fast = (always) => lib.agent.customElements !== true && !always;
  // A [CEReactions] member's steps: 1. Push a new element queue onto this object's relevant
  // agent's custom element reactions stack. 2. Run the member's steps (`original` with
  // `self` and `args`). 3. Pop the element queue from the stack, and invoke custom element
  // reactions in it — also when the steps threw. (One function for every wrapper.)
  function withReactions(original, self, args) {
    const agent = lib.agent;
    const queue = push(agent);
    try {
      return ReflectApply(original, self, args);
    } finally {
      pop(agent, queue);
    }
  }
  // A [CEReactions] attribute setter whose function V8 makes from a template
  // (webidl/attribute_functions.rs) is no wrapper: the template says so, and its steps
  // (`steps(self, argument, value, true)`, bootstrap.js's attributeSteps) run here.
  lib.ceReactionsSteps = (steps, self, argument, value) => {
    if (fast(false)) return steps(self, argument, value, true);
    return withReactions(steps, undefined, [self, argument, value, true]);
  };
  function wrapSetter(key, original, always) {
    return ObjectGetOwnPropertyDescriptor({
      set [key](value) {
        if (fast(always)) {
          FunctionPrototypeCall(original, this, value);
          return;
        }
        const agent = lib.agent;
        const queue = push(agent);
        try {
          FunctionPrototypeCall(original, this, value);
        } finally {
          pop(agent, queue);
        }
      },
    }, key).set;
  }
  // The sources of the wrappers, one per variant above (made when needed, not kept: a
  // realm carries no copy of them), and whether `fn` is a wrapper: its source is one.
  function wrapperSources() {
    const sources = { __proto__: null };
    for (let n = 0; n <= 4; n++) sources[FunctionPrototypeToString(wrapOperation("x", { __proto__: null, length: n }, false))] = true;
    sources[FunctionPrototypeToString(wrapSetter("x", () => {}, false))] = true;
    return sources;
  }
  const isWrapper = (fn, sources) => typeof fn === "function" && sources[FunctionPrototypeToString(fn)] === true;
  // The [CEReactions] members of interface `name` (the generated table): a list of
  // [key, kind] with kind "()" (an operation), "=" (an attribute's setter) or a special
  // operation ("[setter]", "[deleter]").
  function membersOf(name) {
    const text = lib.ceReactionsMembers(name);
    if (text === undefined) return [];
    const entries = StringPrototypeSplit(text, " ");
    const list = [];
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i];
      if (entry[0] === "[") list[list.length] = [entry, entry];
      else if (entry[entry.length - 1] === "=") list[list.length] = [StringPrototypeSlice(entry, 0, entry.length - 1), "="];
      else list[list.length] = [StringPrototypeSlice(entry, 0, entry.length - 2), "()"];
    }
    return list;
  }
  // The [CEReactions] members of interface `name` and of the interfaces it inherits from
  // (its prototype's chain): an interface that has its own copy of an inherited member
  // (Attr's textContent, say) has it wrapped too.
  function membersWithInherited(name, prototype) {
    const list = membersOf(name);
    for (let p = ObjectGetPrototypeOf(prototype); p !== null; p = ObjectGetPrototypeOf(p)) {
      const inherited = lib.interfaceNameOfPrototype(p);
      if (inherited === undefined) continue;
      const more = membersOf(inherited);
      for (let i = 0; i < more.length; i++) list[list.length] = more[i];
    }
    return list;
  }
  // Wraps the [CEReactions] members interface `name`'s prototype has (its own: a member an
  // interface inherits is wrapped on the prototype that has it).
  function wrapInterface(name, cls) {
    const prototype = cls.prototype;
    const members = membersWithInherited(name, prototype);
    if (members.length === 0) return;
    const always = name === "CustomElementRegistry";
    const sources = wrapperSources();
    for (let i = 0; i < members.length; i++) {
      const key = members[i][0], kind = members[i][1];
      if (kind !== "()" && kind !== "=") continue;
      // (An attribute function's setter V8 has not made yet: its template becomes a
      // [CEReactions] one, and no function is made.)
      if (kind === "=" && !always && natives.ceReactionsSetter(prototype, key)) continue;
      const descriptor = ObjectGetOwnPropertyDescriptor(prototype, key);
      if (descriptor === undefined) continue;
      if (kind === "()" && typeof descriptor.value === "function" && !isWrapper(descriptor.value, sources)) {
        descriptor.value = wrapOperation(key, descriptor.value, always);
      } else if (kind === "=" && typeof descriptor.set === "function" && !isWrapper(descriptor.set, sources)) {
        descriptor.set = wrapSetter(key, descriptor.set, always);
      } else {
        continue;
      }
      descriptor.__proto__ = null;
      ObjectDefineProperty(prototype, key, descriptor);
    }
  }
  // A legacy platform object's named or indexed property setter or deleter (a proxy's trap:
  // DOMStringMap's, HTMLOptionsCollection's, HTMLSelectElement's), wrapped when interface
  // `name`'s IDL gives that special operation [CEReactions] (`special`: "[setter]" or
  // "[deleter]"). CSSStyleDeclaration's camel-cased and dashed attributes, which CSSOM
  // defines in prose for each property, are its "=" members (`special`: "=").
  lib.ceReactionsTrap = (name, special, trap) => {
    const text = lib.ceReactionsMembers(name);
    if (text === undefined) return trap;
    if (special !== "=" && StringPrototypeSplit(text, special).length < 2) return trap;
    return function ceReactionsTrap(a, b, c, d) {
      const agent = lib.agent;
      if (agent.customElements !== true) return FunctionPrototypeCall(trap, this, a, b, c, d);
      const queue = push(agent);
      try {
        return FunctionPrototypeCall(trap, this, a, b, c, d);
      } finally {
        pop(agent, queue);
      }
    };
  };

  // The interfaces made so far (bootstrap.js kept them): wrapped now that every module has
  // added its members; from now on each is wrapped as it is made.
  lib.ceReactionsInstalled(wrapInterface);

  // For tests (tests/integration/one_dom.rs): each [CEReactions] member of the table for
  // every interface the realm's global exposes (reading each interface object makes those
  // made on first use), and what it is here — "wrapped", "unwrapped" (the interface's
  // prototype has it, and it is no wrapper), "elsewhere" (the interface has it from another
  // prototype than its own), "missing" (framescope has no such member) or "special" (a
  // named or indexed setter or deleter: a proxy's trap) — and each member an interface has
  // its own copy of although an interface it inherits from carries the [CEReactions]
  // (wrapped or unwrapped), as JSON [[interface, member, state], …].
  hooks.ceReactionsCoverage = () => {
    const { JSON, ReflectGetOwnPropertyDescriptor, ReflectOwnKeys } = lib.primordials;
    const report = [];
    const sources = wrapperSources();
    const keys = ReflectOwnKeys(lib.global);
    for (let n = 0; n < keys.length; n++) {
      const name = keys[n];
      if (typeof name !== "string") continue;
      const cls = ReflectGetOwnPropertyDescriptor(lib.global, name)?.value;
      if (lib.interfaceNameOf(cls) !== name) continue;
      const prototype = cls.prototype;
      const own = membersOf(name);
      const members = membersWithInherited(name, prototype);
      for (let i = 0; i < members.length; i++) {
        const key = members[i][0], kind = members[i][1];
        const inherited = i >= own.length;
        let state;
        if (kind !== "()" && kind !== "=") {
          if (inherited) continue;
          state = "special";
        } else {
          const descriptor = ReflectGetOwnPropertyDescriptor(prototype, key);
          if (descriptor === undefined) {
            if (inherited) continue;
            state = key in prototype ? "elsewhere" : "missing";
          } else {
            const fn = kind === "()" ? descriptor.value : descriptor.set;
            if (fn === undefined && inherited) continue;
            const wrapped = isWrapper(fn, sources) || (kind === "=" && natives.isCEReactionsSetter(prototype, key));
            state = fn === undefined ? "missing" : wrapped ? "wrapped" : "unwrapped";
          }
        }
        report[report.length] = [name, key + (kind === "()" ? "()" : kind === "=" ? "=" : ""), state];
      }
    }
    return JSON.stringify(report);
  };
});
