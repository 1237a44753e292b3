// Operations whose functions are made on first use: what the realm snapshot maker does to
// each interface prototype of a booted realm before it serializes it
// (`runtime/web/html/realm_snapshot.rs`, through `v8_internal.rs`). Web IDL gives every
// realm its own function object per operation
// (https://webidl.spec.whatwg.org/#es-operations); the platform's are JavaScript methods,
// and a realm that no page script touches never reads them. So each such method becomes a
// V8 lazy data property whose data names its SharedFunctionInfo (one per isolate, in the
// startup object cache, like the AccessorInfo itself) and the method's closure context
// (an index into the holder's list of contexts, which the realm keeps instead of the
// closures): the first get, or `Object.getOwnPropertyDescriptor`, makes a closure of that
// SharedFunctionInfo in that context. The function is then an ordinary data property; it
// is the same code in the same scope as the method it replaces, so its name, length,
// source text and behaviour are the method's. A method whose name is computed when it is
// made (`{ [key]() {…} }`, as a [CEReactions] wrapper's in
// `html/custom_element_reactions.js`) keeps that name with its data, and the first get
// names the new closure as V8 named the method (`JSFunction::SetName`, what
// `DefineKeyedOwnPropertyInLiteral` does for a computed method name): it is made lazy only
// when a closure so made and named has the method's very map.
// Compiled by `build.rs` with the include paths of `cxxflags-internal.txt`, like
// `v8_internal.cc`; tied to this exact V8 (the crate's 150.4.0).
#include <vector>

#include "bridge.h"
#include "v8_internal.h"
#include "src/api/api-inl.h"
#include "src/heap/factory.h"
#include "src/heap/heap.h"
#include "src/objects/js-objects-inl.h"
#include "src/objects/keys.h"
#include "src/objects/lookup.h"

namespace {

namespace i = v8::internal;

// The private symbol under which an object with lazy methods keeps their closure
// contexts: a JS array whose elements are V8 contexts (never read by JavaScript: only
// platform code could name the symbol, and none does).
v8::Local<v8::Private> ContextsKey(v8::Isolate* isolate) {
  return v8::Private::ForApi(isolate, v8::String::NewFromUtf8Literal(isolate, "framescope:lazyMethodContexts"));
}

// The lazy property's getter: the method's closure, made in its own context (of the
// holder's realm), whichever realm reads it.
void LazyMethodGetter(v8::Local<v8::Name>, const v8::PropertyCallbackInfo<v8::Value>& info) {
  v8::Isolate* isolate = info.GetIsolate();
  i::Isolate* internal = reinterpret_cast<i::Isolate*>(isolate);
  i::DirectHandle<i::Object> data = v8::Utils::OpenDirectHandle(*info.Data());
  if (!i::IsFixedArray(*data)) return;
  i::DirectHandle<i::FixedArray> pair = i::Cast<i::FixedArray>(data);
  int length = pair->length().value();
  if (length < 2 || length > 3 || !i::IsSharedFunctionInfo(pair->get(0)) || !i::IsSmi(pair->get(1))) return;
  if (length == 3 && !i::IsString(pair->get(2))) return;
  v8::Local<v8::Object> holder = info.HolderV2();
  v8::Local<v8::Context> context;
  if (!holder->GetCreationContext(isolate).ToLocal(&context)) return;
  v8::Local<v8::Value> list;
  if (!holder->GetPrivate(context, ContextsKey(isolate)).ToLocal(&list) || !list->IsArray()) return;
  i::DirectHandle<i::JSArray> array = i::Cast<i::JSArray>(v8::Utils::OpenDirectHandle(*list));
  int index = i::Smi::ToInt(pair->get(1));
  if (!i::IsFixedArray(array->elements())) return;
  i::Tagged<i::FixedArray> elements = i::Cast<i::FixedArray>(array->elements());
  if (index < 0 || index >= static_cast<int>(elements->length().value()) || !i::IsContext(elements->get(index))) return;
  i::DirectHandle<i::Context> scope(i::Cast<i::Context>(elements->get(index)), internal);
  i::DirectHandle<i::SharedFunctionInfo> shared(i::Cast<i::SharedFunctionInfo>(pair->get(0)), internal);
  i::Handle<i::JSFunction> function = i::Factory::JSFunctionBuilder{internal, shared, scope}.Build();
  if (length == 3) {
    i::DirectHandle<i::String> name(i::Cast<i::String>(pair->get(2)), internal);
    if (!i::JSFunction::SetName(internal, function, name, internal->factory()->empty_string())) return;
  }
  info.GetReturnValue().Set(v8::Utils::ToLocal(i::Cast<i::Object>(function)));
}

// Whether `function` can be made again from its SharedFunctionInfo and context with
// nothing lost: a JavaScript method or function of a script, no class constructor, with
// no elements and no `prototype` object made yet, and either its initial map (no property
// added or changed: `length`, `name`) or — a method of a computed name — the map a closure
// made and named as V8 named it has (its `name` then in `*computed_name`).
bool Remakeable(i::Isolate* internal, i::DirectHandle<i::JSFunction> function, i::Handle<i::String>* computed_name) {
  i::Tagged<i::SharedFunctionInfo> shared = function->shared();
  if (shared->IsApiFunction() || !i::IsScript(shared->script()) || shared->native()) return false;
  if (i::IsClassConstructor(shared->kind())) return false;
  if (function->elements() != i::ReadOnlyRoots(internal).empty_fixed_array()) return false;
  if (function->has_prototype_slot() && !i::IsTheHole(function->prototype_or_initial_map(v8::kAcquireLoad))) return false;
  if (shared->HasSharedName()) {
    i::Tagged<i::NativeContext> native = function->native_context();
    return function->map() == native->GetNoCell(shared->function_map_index());
  }
  // (A method of a computed name is named when it is made, not by its code: its `name` is
  // an own data property.)
  i::LookupIterator it(internal, function, internal->factory()->name_string(), function,
                       i::LookupIterator::OWN_SKIP_INTERCEPTOR);
  if (it.state() != i::LookupIterator::DATA) return false;
  i::DirectHandle<i::Object> name = it.GetDataValue();
  if (!i::IsString(*name)) return false;
  i::Handle<i::SharedFunctionInfo> code(shared, internal);
  i::Handle<i::Context> scope(function->context(), internal);
  i::Handle<i::JSFunction> trial = i::Factory::JSFunctionBuilder{internal, code, scope}.Build();
  i::DirectHandle<i::String> name_string = i::Cast<i::String>(name);
  if (!i::JSFunction::SetName(internal, trial, name_string, internal->factory()->empty_string())) return false;
  if (trial->map() != function->map()) return false;
  *computed_name = i::handle(i::Cast<i::String>(*name), internal);
  return true;
}

// Makes the remakeable methods of `holder` (own data properties, string-named) lazy.
// Returns how many, or -1 when V8 threw.
int MakeLazy(v8::Isolate* isolate, v8::Local<v8::Context> context, i::Handle<i::JSObject> holder) {
  i::Isolate* internal = reinterpret_cast<i::Isolate*>(isolate);
  i::DirectHandle<i::FixedArray> keys;
  if (!i::KeyAccumulator::GetKeys(internal, holder, i::KeyCollectionMode::kOwnOnly, i::SKIP_SYMBOLS,
                                  i::GetKeysConversion::kConvertToString)
           .ToHandle(&keys)) {
    return -1;
  }
  std::vector<i::Handle<i::Context>> contexts;
  struct Lazy {
    i::Handle<i::Name> name;
    i::Handle<i::SharedFunctionInfo> shared;
    int context;
    i::PropertyAttributes attributes;
    i::Handle<i::String> computed_name;  // (null unless the method's name is computed)
  };
  std::vector<Lazy> lazy;
  for (int k = 0; k < static_cast<int>(keys->length().value()); k++) {
    if (!i::IsName(keys->get(k))) continue;
    i::Handle<i::Name> name(i::Cast<i::Name>(keys->get(k)), internal);
    i::LookupIterator it(internal, holder, name, holder, i::LookupIterator::OWN_SKIP_INTERCEPTOR);
    if (it.state() != i::LookupIterator::DATA) continue;
    i::DirectHandle<i::Object> value = it.GetDataValue();
    if (!i::IsJSFunction(*value)) continue;
    i::Handle<i::JSFunction> function(i::Cast<i::JSFunction>(*value), internal);
    i::Handle<i::String> computed_name;
    if (!Remakeable(internal, function, &computed_name)) continue;
    int index = -1;
    for (size_t c = 0; c < contexts.size(); c++) {
      if (*contexts[c] == function->context()) index = static_cast<int>(c);
    }
    if (index < 0) {
      index = static_cast<int>(contexts.size());
      contexts.push_back(i::handle(function->context(), internal));
    }
    lazy.push_back(Lazy{name, i::handle(function->shared(), internal), index, it.property_attributes(), computed_name});
  }
  if (lazy.empty()) return 0;
  i::DirectHandle<i::FixedArray> elements =
      internal->factory()->NewFixedArray(static_cast<int>(contexts.size()), i::AllocationType::kOld);
  for (size_t c = 0; c < contexts.size(); c++) elements->set(static_cast<int>(c), *contexts[c]);
  i::DirectHandle<i::JSArray> list =
      internal->factory()->NewJSArrayWithElements(elements, i::PACKED_ELEMENTS, elements->length().value());
  v8::Local<v8::Object> object = v8::Utils::ToLocal(i::Cast<i::JSObject>(holder));
  if (object->SetPrivate(context, ContextsKey(isolate), v8::Utils::ToLocal(i::Cast<i::Object>(list))).IsNothing()) {
    return -1;
  }
  int count = 0;
  for (const auto& method : lazy) {
    bool named = !method.computed_name.is_null();
    i::DirectHandle<i::FixedArray> data = internal->factory()->NewFixedArray(named ? 3 : 2, i::AllocationType::kOld);
    data->set(0, *method.shared);
    data->set(1, i::Smi::FromInt(method.context));
    if (named) data->set(2, *method.computed_name);
    v8::Maybe<bool> defined = object->SetLazyDataProperty(context, v8::Utils::ToLocal(method.name), LazyMethodGetter,
                                                          v8::Utils::ToLocal(i::Cast<i::Object>(data)),
                                                          static_cast<v8::PropertyAttribute>(method.attributes));
    if (defined.IsNothing()) return -1;
    if (defined.FromJust()) count++;
  }
  return count;
}

}  // namespace

// The getter's address, for the snapshot's external references.
extern "C" void* fs_internal_lazy_method_getter() { return reinterpret_cast<void*>(&LazyMethodGetter); }

// Makes the methods of the interface prototypes among `objects` (each an object with the
// private symbol `framescope:slot:interface`) and of the realm's global object lazy, as
// said above; `context` is entered. The realm snapshot maker gives it every object of
// the realm (`realm_snapshot.cc`, one heap walk for this and for making dictionaries fast).
int MakeMethodsLazy(v8::Isolate* isolate, v8::Local<v8::Context> local,
                    const std::vector<i::Handle<i::JSObject>>& objects) {
  i::Isolate* internal = reinterpret_cast<i::Isolate*>(isolate);
  v8::Local<v8::Private> tag =
      v8::Private::ForApi(isolate, v8::String::NewFromUtf8Literal(isolate, "framescope:slot:interface"));
  int count = 0;
  for (const auto& prototype : objects) {
    if (i::IsJSFunction(*prototype)) continue;
    v8::Local<v8::Object> object = v8::Utils::ToLocal(i::Cast<i::JSObject>(prototype));
    v8::Maybe<bool> tagged = object->HasPrivate(local, tag);
    if (tagged.IsNothing()) return -1;
    if (!tagged.FromJust()) continue;
    int made = MakeLazy(isolate, local, prototype);
    if (made < 0) return -1;
    count += made;
  }
  i::Handle<i::JSObject> global(i::Cast<i::JSObject>(v8::Utils::OpenHandle(*local)->global_object()), internal);
  int made = MakeLazy(isolate, local, global);
  if (made < 0) return -1;
  return count + made;
}
