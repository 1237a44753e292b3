// Accessor properties whose functions V8 makes on first read: the part of the lazy
// attribute functions (`runtime/web/webidl/attribute_functions.rs`) that V8's public API
// offers only on templates (`Template::SetAccessorProperty`), done here on an object the
// platform's JavaScript made. Compiled by `build.rs` with the include paths of
// `cxxflags-internal.txt`, like `v8_internal.cc`; tied to this exact V8 (the crate's
// 150.4.0).
#include "bridge.h"
#include "src/api/api-inl.h"
#include "src/objects/js-objects-inl.h"

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
