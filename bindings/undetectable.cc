// Undetectable, callable object templates (what `document.all` is made of): V8's public
// `ObjectTemplate::MarkAsUndetectable` and `SetCallAsFunctionHandler`, which the `v8`
// crate does not bind. The Rust side is `bindings/undetectable.rs`.
#include "bridge.h"
#include "v8-function-callback.h"
#include "v8-template.h"

// Marks `object_template` undetectable: its instances have [[IsHTMLDDA]] (`typeof` is
// "undefined", they are falsy and loosely equal to null and undefined), and are callable
// by `callback` (with `data`), as V8 requires of an undetectable object.
extern "C" void fs_object_template_make_undetectable(const v8::ObjectTemplate* object_template,
                                                     v8::FunctionCallback callback,
                                                     const v8::Value* data) {
  v8::Local<v8::ObjectTemplate> local = framescope::ToLocal(object_template);
  local->MarkAsUndetectable();
  local->SetCallAsFunctionHandler(callback, framescope::ToLocal(data));
}
