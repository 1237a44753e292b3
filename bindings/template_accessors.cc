// Accessor properties whose functions V8 makes on first read: the part of the lazy
// attribute functions (`runtime/web/webidl/attribute_functions.rs`) that V8's public API
// offers only on templates (`Template::SetAccessorProperty`), done here on an object the
// platform's JavaScript made. Compiled by `build.rs` with the include paths of
// `cxxflags-internal.txt`, like `v8_internal.cc`; tied to this exact V8 (the crate's
// 150.4.0).
#include <cstdint>

#include "bridge.h"
#include "src/api/api-inl.h"
#include "src/objects/js-function-inl.h"
#include "src/objects/js-objects-inl.h"
#include "src/objects/lookup.h"
#include "src/objects/shared-function-info-inl.h"
#include "src/objects/struct-inl.h"
#include "src/objects/templates-inl.h"

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

namespace {

// The AccessorPair of `object`'s own accessor property `name` (and the property's
// attributes), or an empty handle when it has none.
v8::internal::DirectHandle<v8::internal::AccessorPair> OwnAccessorPair(v8::internal::Isolate* internal,
                                                                       const v8::Object* object,
                                                                       const v8::Name* name,
                                                                       v8::internal::PropertyAttributes* attributes) {
  namespace i = v8::internal;
  i::DirectHandle<i::JSReceiver> receiver = v8::Utils::OpenDirectHandle(object);
  if (!i::IsJSObject(*receiver)) return {};
  i::LookupIterator it(internal, receiver, v8::Utils::OpenDirectHandle(name), receiver,
                       i::LookupIterator::OWN_SKIP_INTERCEPTOR);
  if (it.state() != i::LookupIterator::ACCESSOR) return {};
  i::DirectHandle<i::Object> accessors = it.GetAccessors();
  if (!i::IsAccessorPair(*accessors)) return {};
  *attributes = it.property_attributes();
  return i::Cast<i::AccessorPair>(accessors);
}

}  // namespace

// The data of the setter of `object`'s own accessor property `name` when that setter is
// an attribute function (`runtime/web/webidl/attribute_functions.rs`): a template's
// non-negative integer data, plus 2^32 when V8 has made the function already (its
// FunctionTemplateInfo then read through the function); -1 when it is no such setter.
// Makes nothing.
extern "C" int64_t fs_internal_template_setter_data(v8::Isolate* isolate, const v8::Object* object,
                                                    const v8::Name* name) {
  namespace i = v8::internal;
  i::Isolate* internal = reinterpret_cast<i::Isolate*>(isolate);
  i::HandleScope handles(internal);
  i::PropertyAttributes attributes = i::NONE;
  i::DirectHandle<i::AccessorPair> pair = OwnAccessorPair(internal, object, name, &attributes);
  if (pair.is_null()) return -1;
  i::Tagged<i::Object> setter = pair->setter();
  int64_t made = 0;
  if (i::IsJSFunction(setter)) {
    i::Tagged<i::SharedFunctionInfo> shared = i::Cast<i::JSFunction>(setter)->shared();
    if (!shared->IsApiFunction()) return -1;
    setter = shared->api_func_data();
    made = int64_t{1} << 32;
  }
  if (!i::IsFunctionTemplateInfo(setter)) return -1;
  i::Tagged<i::Object> data = i::Cast<i::FunctionTemplateInfo>(setter)->callback_data(v8::kAcquireLoad);
  if (!i::IsSmi(data) || i::Smi::ToInt(data) < 0) return -1;
  return made + i::Smi::ToInt(data);
}

// Gives `object`'s own accessor property `name`, whose setter V8 has not made yet (still
// a FunctionTemplateInfo), the setter template `setter` instead, keeping its getter
// (template or function) and its attributes. Returns false when the property is no such
// accessor, or V8 threw.
extern "C" bool fs_internal_replace_template_setter(v8::Isolate* isolate, const v8::Object* object,
                                                    const v8::Name* name, const v8::FunctionTemplate* setter) {
  namespace i = v8::internal;
  i::Isolate* internal = reinterpret_cast<i::Isolate*>(isolate);
  i::HandleScope handles(internal);
  i::PropertyAttributes attributes = i::NONE;
  i::DirectHandle<i::AccessorPair> pair = OwnAccessorPair(internal, object, name, &attributes);
  if (pair.is_null() || !i::IsFunctionTemplateInfo(pair->setter())) return false;
  i::DirectHandle<i::Object> get(pair->getter(), internal);
  i::DirectHandle<i::Object> set = v8::Utils::OpenDirectHandle(setter);
  i::DirectHandle<i::JSObject> holder = i::Cast<i::JSObject>(v8::Utils::OpenDirectHandle(object));
  return !i::JSObject::DefineOwnAccessorIgnoreAttributes(holder, v8::Utils::OpenDirectHandle(name), get, set,
                                                         attributes)
              .is_null();
}
