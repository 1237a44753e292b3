// Accessor properties whose functions V8 makes on first read: the part of the lazy
// attribute functions (`runtime/web/webidl/attribute_functions.rs`) that V8's public API
// offers only on templates (`Template::SetAccessorProperty`), done here on an object the
// platform's JavaScript made. Compiled by `build.rs` with the include paths of
// `cxxflags-internal.txt`, like `v8_internal.cc`; tied to this exact V8 (the crate's
// 150.4.0).
#include "bridge.h"
#include "src/api/api-inl.h"
#include "src/objects/js-objects-inl.h"
#include "src/objects/map-inl.h"

// Defines `name` on `object` as an accessor property (`attributes`: V8's
// PropertyAttribute bits) whose getter and setter are function templates (`setter` may be
// null: no setter), as `api-natives.cc`'s DefineAccessorProperty does for a template's
// accessor: the property's AccessorPair holds the FunctionTemplateInfos, and
// `AccessorPair::GetComponent` makes each function in the holder's realm the first time a
// get, a set or `Object.getOwnPropertyDescriptor` needs it (cached per realm by the
// template). Returns false when V8 threw (a failed access check).
extern "C" bool fs_internal_define_template_accessor(v8::Isolate* isolate, const v8::Object* object,
                                                     const v8::Name* name, const v8::FunctionTemplate* getter,
                                                     const v8::FunctionTemplate* setter, int attributes) {
  namespace i = v8::internal;
  i::Isolate* internal = reinterpret_cast<i::Isolate*>(isolate);
  i::HandleScope handles(internal);
  i::DirectHandle<i::JSReceiver> receiver = v8::Utils::OpenDirectHandle(object);
  if (!i::IsJSObject(*receiver)) return false;
  i::DirectHandle<i::Object> get = v8::Utils::OpenDirectHandle(getter);
  i::DirectHandle<i::Object> set = setter == nullptr ? i::DirectHandle<i::Object>(internal->factory()->null_value())
                                                     : i::DirectHandle<i::Object>(v8::Utils::OpenDirectHandle(setter));
  return !i::JSObject::DefineOwnAccessorIgnoreAttributes(i::Cast<i::JSObject>(receiver),
                                                         v8::Utils::OpenDirectHandle(name), get, set,
                                                         static_cast<i::PropertyAttributes>(attributes))
              .is_null();
}

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
