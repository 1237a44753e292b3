// Immutable prototype exotic objects made of objects the platform's JavaScript built
// (`runtime/web/webidl/immutable_prototypes.rs`): V8's public API sets the bit only on a
// template (`ObjectTemplate::SetImmutableProto`). Compiled by `build.rs` with the include
// paths of `cxxflags-internal.txt`, like `v8_internal.cc`; tied to this exact V8 (the
// crate's 150.4.0). The Rust side is `set_immutable_prototype` in `v8_internal.rs`.
#include "bridge.h"
#include "src/api/api-inl.h"
#include "src/objects/js-objects-inl.h"
#include "src/objects/map-inl.h"

// Makes `object`'s prototype immutable (an "immutable prototype exotic object": its
// [[SetPrototypeOf]] succeeds only with the value it has), as V8 does to
// `Object.prototype` and to the instances of a template with `SetImmutableProto()`, here
// for an object the platform's JavaScript made: it gets a copy of its map with the
// immutable-prototype bit set. Returns false for no JS object.
extern "C" bool fs_internal_set_immutable_proto(v8::Isolate* isolate, const v8::Object* object) {
  namespace i = v8::internal;
  i::Isolate* internal = reinterpret_cast<i::Isolate*>(isolate);
  i::HandleScope handles(internal);
  i::DirectHandle<i::JSReceiver> receiver = v8::Utils::OpenDirectHandle(object);
  if (!i::IsJSObject(*receiver)) return false;
  i::DirectHandle<i::JSObject> js_object = i::Cast<i::JSObject>(receiver);
  // A WindowProxy (global proxy): its global object, the hidden prototype V8's
  // [[SetPrototypeOf]] looks through to.
  if (i::IsJSGlobalProxy(*js_object)) {
    i::Tagged<i::Object> global = js_object->map()->prototype();
    if (!i::IsJSGlobalObject(global)) return false;
    js_object = i::direct_handle(i::Cast<i::JSObject>(global), internal);
  }
  i::DirectHandle<i::Map> map(js_object->map(), internal);
  if (map->is_immutable_proto()) return true;
  // `JSObject::SetImmutableProto` (a copy of the map with the bit, stored as is) is for a
  // template's fresh instance; an object that is some other object's prototype must move
  // to the new map as V8's own migrations do (`MigrateToMap`: its prototype users'
  // registrations move with it).
  i::DirectHandle<i::Map> new_map = i::Map::TransitionToImmutableProto(internal, map);
  i::JSObject::MigrateToMap(internal, js_object, new_map);
  return true;
}
