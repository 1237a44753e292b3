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

// Gives every object of `context`'s realm that keeps its properties in a dictionary fast
// properties instead (a map and descriptors), as V8 itself does to a prototype the first
// time an inline cache looks through it (`JSObject::MakePrototypesFast`) and to other
// objects with `MigrateSlowToFast`. For a realm about to be
// serialized into the realm snapshot: the interfaces' prototypes, set up by
// `Object.defineProperty`, and the platform's null-prototype tables are dictionaries until
// then, and a dictionary holds room for twice its properties in every realm made from
// the snapshot. Objects with more properties than a map can describe stay as they are;
// the behaviour of every object is the same either way.
extern "C" void fs_internal_make_properties_fast(v8::Isolate* isolate, const v8::Context* context) {
  namespace i = v8::internal;
  i::Isolate* internal = reinterpret_cast<i::Isolate*>(isolate);
  i::HandleScope handles(internal);
  i::Address wanted = (*v8::Utils::OpenDirectHandle(context))->native_context().ptr();
  std::vector<i::Handle<i::JSObject>> objects;
  {
    // (No allocation during the walk: the objects are collected first.)
    i::PtrComprCageBase cage_base(internal);
    i::NativeContextInferrer inferrer;
    i::HeapObjectIterator iterator(internal->heap());
    for (i::Tagged<i::HeapObject> object = iterator.Next(); !object.is_null(); object = iterator.Next()) {
      if (!i::IsJSObject(object) || i::IsJSGlobalObject(object)) continue;
      i::Tagged<i::JSObject> js = i::Cast<i::JSObject>(object);
      if (js->HasFastProperties()) continue;
      i::Address native_context = i::kNullAddress;
      if (!NativeContextOf(inferrer, cage_base, object->map(), object, &native_context)) continue;
      if (native_context == wanted) objects.push_back(i::handle(js, internal));
    }
  }
  for (const auto& object : objects) {
    if (object->map()->is_prototype_map()) {
      i::JSObject::MakePrototypesFast(object, i::kStartAtReceiver, internal);
    } else {
      i::JSObject::MigrateSlowToFast(object, 0, "framescope: realm snapshot");
    }
  }
}
