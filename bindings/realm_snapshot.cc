// The realm snapshot's use of V8's internal C++ API (`src/...`): what the snapshot maker
// does to a booted realm before it serializes it (`runtime/web/html/realm_snapshot.rs`,
// through `v8_internal.rs`). Compiled by `build.rs` with the include paths of
// `cxxflags-internal.txt`, like `v8_internal.cc`; tied to this exact V8 (the crate's
// 150.4.0).
#include <vector>

#include "bridge.h"
#include "v8_internal.h"
#include "src/api/api-inl.h"
#include "src/heap/heap.h"
#include "src/objects/js-objects-inl.h"

// What the snapshot maker does to a booted realm (`context`, entered) before it serializes
// it, after one walk of the heap that collects the realm's objects (no allocation during
// the walk):
// 1. Its operations are made on first use (`MakeMethodsLazy`, lazy_methods.cc).
// 2. Every object of the realm that keeps its properties in a dictionary gets fast
//    properties instead (a map and descriptors), as V8 itself does to a prototype the
//    first time an inline cache looks through it (`JSObject::MakePrototypesFast`) and to
//    other objects with `MigrateSlowToFast`: the interfaces' prototypes, set up by
//    `Object.defineProperty`, and the platform's null-prototype tables are dictionaries
//    until then, and a dictionary holds room for twice its properties in every realm made
//    from the snapshot. Objects with more properties than a map can describe stay as they
//    are; the behaviour of every object is the same either way.
// Returns how many methods step 1 made lazy, or -1 when V8 threw.
extern "C" int fs_internal_prepare_realm_for_snapshot(v8::Isolate* isolate, const v8::Context* context) {
  namespace i = v8::internal;
  i::Isolate* internal = reinterpret_cast<i::Isolate*>(isolate);
  v8::HandleScope handles(isolate);
  v8::Local<v8::Context> local = framescope::ToLocal(context);
  i::Address wanted = (*v8::Utils::OpenDirectHandle(context))->native_context().ptr();
  std::vector<i::Handle<i::JSObject>> objects;
  {
    i::PtrComprCageBase cage_base(internal);
    i::NativeContextInferrer inferrer;
    i::HeapObjectIterator iterator(internal->heap());
    for (i::Tagged<i::HeapObject> object = iterator.Next(); !object.is_null(); object = iterator.Next()) {
      if (!i::IsJSObject(object) || i::IsJSGlobalObject(object)) continue;
      i::Address native_context = i::kNullAddress;
      if (!NativeContextOf(inferrer, cage_base, object->map(), object, &native_context)) continue;
      if (native_context == wanted) objects.push_back(i::handle(i::Cast<i::JSObject>(object), internal));
    }
  }
  int lazy = MakeMethodsLazy(isolate, local, objects);
  if (lazy < 0) return -1;
  for (const auto& object : objects) {
    if (object->HasFastProperties()) continue;
    if (object->map()->is_prototype_map()) {
      i::JSObject::MakePrototypesFast(object, i::kStartAtReceiver, internal);
    } else {
      i::JSObject::MigrateSlowToFast(object, 0, "framescope: realm snapshot");
    }
  }
  return lazy;
}
