//! Isolated worlds (`Page.createIsolatedWorld`, and the worlds that
//! `Page.addScriptToEvaluateOnNewDocument` names with `worldName`): a context of the page's
//! isolate beside a frame's document, with JavaScript built-ins of its own, so a client's
//! helper scripts (Puppeteer's utility world) run untouched by what the page replaced.
//!
//! In Chrome an isolated world has its own wrappers for the same DOM. framescope's DOM is
//! JavaScript of the page's realm, so a world here is a bare V8 context with the frame's
//! security token whose global forwards every platform property of the frame's window and
//! its prototype chain (`document`, `window`, the interface objects, `setTimeout`,
//! `addEventListener`, …) to that window: the
//! world's own are only the ECMAScript built-ins (`Object`, `Array`, `Promise`, `JSON`,
//! …). Its functions called on the window (`setTimeout(…)`, `getComputedStyle(…)`) are
//! bound to it. Memory of a world is not attributed to any realm by Measure Memory (it is
//! no realm of the page model).
use serde_json::json;

use super::inspector::Inspector;

/// Defines the forwarding properties on the world's global; called with the frame's
/// WindowProxy. It runs in the world, so it uses the world's own built-ins, captured
/// before anything else runs there.
const FORWARD: &str = r#"(function forward(main) {
  "use strict";
  const { defineProperty, getOwnPropertyNames, getPrototypeOf } = Object;
  const apply = Reflect.apply;
  const bind = Function.prototype.bind;
  const bound = new WeakMap();
  const seen = new Set();
  // The window's own properties and those of its prototype chain (Window.prototype,
  // EventTarget.prototype, …), but none the world has itself (its built-ins, and
  // Object.prototype's members through its own chain).
  for (let object = main; object !== null; object = getPrototypeOf(object)) {
    const names = getOwnPropertyNames(object);
    for (let i = 0; i < names.length; i++) {
      const name = names[i];
      if (seen.has(name) || name in globalThis) continue;
      seen.add(name);
      // Interface objects (capitalised) are returned as they are; the window's methods
      // are bound to the window, as a call of a global function in the world would mean.
      const method = !(name[0] >= "A" && name[0] <= "Z");
      defineProperty(globalThis, name, {
        configurable: true,
        enumerable: false,
        get() {
          const value = main[name];
          if (!method || typeof value !== "function") return value;
          let f = bound.get(value);
          if (f === undefined) {
            f = apply(bind, value, [main]);
            bound.set(value, f);
          }
          return f;
        },
        set(value) {
          main[name] = value;
        },
      });
    }
  }
})"#;

/// Makes a world beside `main` (a frame's context) and returns it, or why not.
fn create<'s>(
    scope: &mut v8::PinScope<'s, '_, ()>,
    main: v8::Local<'s, v8::Context>,
) -> Result<v8::Local<'s, v8::Context>, String> {
    let world = v8::Context::new(scope, Default::default());
    let token = main.get_security_token(scope);
    world.set_security_token(token);
    let window: v8::Local<v8::Value> = main.global(scope).into();
    let scope = &mut v8::ContextScope::new(scope, world);
    v8::tc_scope!(let tc, scope);
    let source = v8::String::new(tc, FORWARD).ok_or("cannot make the world's script")?;
    let forward = v8::Script::compile(tc, source, None)
        .and_then(|script| script.run(tc))
        .and_then(|f| v8::Local::<v8::Function>::try_from(f).ok())
        .ok_or("cannot compile the world's script")?;
    let receiver = v8::undefined(tc).into();
    if forward.call(tc, receiver, &[window]).is_none() {
        let message = tc
            .exception()
            .map(|e| e.to_rust_string_lossy(tc))
            .unwrap_or_else(|| "the world's script was stopped".into());
        return Err(message);
    }
    Ok(world)
}

/// Runs a client's script in a world (its exception is the client's to see, not the
/// page's: it is dropped, as Chrome reports it only to the console of that world).
pub fn run(scope: &mut v8::PinScope<'_, '_, ()>, world: v8::Local<v8::Context>, source: &str) {
    let scope = &mut v8::ContextScope::new(scope, world);
    v8::tc_scope!(let tc, scope);
    if let Some(source) = v8::String::new(tc, source)
        && let Some(script) = v8::Script::compile(tc, source, None)
    {
        let _ = script.run(tc);
    }
}

/// Makes a world `name` beside `main` (the context of frame `frame_id`) and registers it
/// with the inspector (`auxData` `{"isDefault": false, "type": "isolated", "frameId"}`):
/// the world and its execution context id.
pub fn open<'s>(
    scope: &mut v8::PinScope<'s, '_, ()>,
    inspector: &Inspector,
    main: v8::Local<'s, v8::Context>,
    frame_id: &str,
    name: &str,
) -> Result<(v8::Local<'s, v8::Context>, i64), String> {
    let world = create(scope, main)?;
    let aux = json!({ "isDefault": false, "type": "isolated", "frameId": frame_id });
    Ok((world, inspector.context_created(scope, world, name, "", &aux)))
}
