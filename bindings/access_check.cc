// Cross-origin access: access checks with named/indexed handlers on global templates
// (HTML's CrossOriginProperties stay reachable), a failed-access callback that throws the
// realm's SecurityError, and Context::DetachGlobal for removed and navigated frames.
#include "bridge.h"
#include "v8-exception.h"
#include "v8-function.h"
#include "v8-object.h"
#include "v8-template.h"

namespace {

// Access is allowed exactly when the accessed object's realm has the accessing realm's
// security token. (For a window proxy V8 has already compared tokens before calling this,
// and denies detached proxies itself; other access-checked objects come here every time.)
bool SameSecurityToken(v8::Local<v8::Context> accessing_context,
                       v8::Local<v8::Object> accessed_object, v8::Local<v8::Value> data) {
  v8::Isolate* isolate = v8::Isolate::GetCurrent();
  // The privileged debugger realm (realm id 2^64-1, `framescope run --debugger`) reaches
  // every realm.
  if (!accessing_context.IsEmpty() &&
      accessing_context->GetNumberOfEmbedderDataFields() >
          static_cast<uint32_t>(framescope::kRealmIdEmbedderIndex)) {
    v8::Local<v8::Value> id = accessing_context->GetEmbedderData(framescope::kRealmIdEmbedderIndex);
    if (!id.IsEmpty() && id->IsBigInt() && id.As<v8::BigInt>()->Uint64Value() == UINT64_MAX) {
      return true;
    }
  }
  v8::Local<v8::Context> accessed_context;
  if (!accessed_object->GetCreationContext(isolate).ToLocal(&accessed_context)) {
    return false;
  }
  return accessed_context->GetSecurityToken()->StrictEquals(
      accessing_context->GetSecurityToken());
}

const char* AccessTypeName(v8::AccessType type) {
  switch (type) {
    case v8::ACCESS_GET: return "get";
    case v8::ACCESS_SET: return "set";
    case v8::ACCESS_HAS: return "has";
    case v8::ACCESS_DELETE: return "delete";
    case v8::ACCESS_KEYS: return "keys";
  }
  return "access";
}

// Throws what the accessing realm's security-error factory returns for the access type,
// or, when the realm has none, an Error named "SecurityError".
void ThrowSecurityError(v8::Local<v8::Object> target, v8::AccessType type,
                        v8::Local<v8::Value> data) {
  v8::Isolate* isolate = v8::Isolate::GetCurrent();
  v8::HandleScope handle_scope(isolate);
  v8::Local<v8::Context> context = isolate->GetCurrentContext();
  v8::Local<v8::String> kind =
      v8::String::NewFromUtf8(isolate, AccessTypeName(type)).ToLocalChecked();
  if (!context.IsEmpty() &&
      context->GetNumberOfEmbedderDataFields() >
          static_cast<uint32_t>(framescope::kSecurityErrorFactoryEmbedderIndex)) {
    v8::Local<v8::Value> factory =
        context->GetEmbedderData(framescope::kSecurityErrorFactoryEmbedderIndex);
    if (!factory.IsEmpty() && factory->IsFunction()) {
      v8::Local<v8::Value> args[] = {kind};
      v8::Local<v8::Value> error;
      if (factory.As<v8::Function>()
              ->Call(context, v8::Undefined(isolate), 1, args)
              .ToLocal(&error)) {
        isolate->ThrowException(error);
      }
      // Else the factory threw, and that exception is already pending.
      return;
    }
  }
  v8::Local<v8::String> message =
      v8::String::NewFromUtf8Literal(isolate, "Blocked a frame from accessing a cross-origin frame.");
  v8::Local<v8::Value> error = v8::Exception::Error(message);
  if (!context.IsEmpty() && error->IsObject()) {
    error.As<v8::Object>()
        ->Set(context, v8::String::NewFromUtf8Literal(isolate, "name"),
              v8::String::NewFromUtf8Literal(isolate, "SecurityError"))
        .Check();
  }
  isolate->ThrowException(error);
}

}  // namespace

extern "C" {

// Installs the access check (same security token ⇒ allowed) and the handlers V8 calls for
// a denied access; a handler that does not intercept leads to the failed-access callback.
void fs_object_template_set_access_check(
    const v8::ObjectTemplate* templ, v8::NamedPropertyGetterCallback named_getter,
    v8::NamedPropertySetterCallback named_setter, v8::NamedPropertyQueryCallback named_query,
    v8::NamedPropertyDeleterCallback named_deleter,
    v8::NamedPropertyEnumeratorCallback named_enumerator,
    v8::NamedPropertyDefinerCallback named_definer,
    v8::NamedPropertyDescriptorCallback named_descriptor,
    v8::IndexedPropertyGetterCallbackV2 indexed_getter,
    v8::IndexedPropertySetterCallbackV2 indexed_setter,
    v8::IndexedPropertyQueryCallbackV2 indexed_query,
    v8::IndexedPropertyDeleterCallbackV2 indexed_deleter,
    v8::IndexedPropertyEnumeratorCallback indexed_enumerator,
    v8::IndexedPropertyDefinerCallbackV2 indexed_definer,
    v8::IndexedPropertyDescriptorCallbackV2 indexed_descriptor,
    const v8::Value* data) {
  v8::Local<v8::Value> handler_data;
  if (data != nullptr) handler_data = framescope::ToLocal(data);
  framescope::ToLocal(templ)->SetAccessCheckCallbackAndHandler(
      SameSecurityToken,
      v8::NamedPropertyHandlerConfiguration(named_getter, named_setter, named_query,
                                            named_deleter, named_enumerator, named_definer,
                                            named_descriptor, handler_data),
      v8::IndexedPropertyHandlerConfiguration(
          indexed_getter, indexed_setter, indexed_query, indexed_deleter, indexed_enumerator,
          indexed_definer, indexed_descriptor, handler_data),
      handler_data);
}

void fs_isolate_throw_security_errors(v8::Isolate* isolate) {
  isolate->SetFailedAccessCheckCallbackFunction(ThrowSecurityError);
}

void fs_context_detach_global(const v8::Context* context) {
  framescope::ToLocal(context)->DetachGlobal();
}

// The access-check callback's address, for the external references of a startup snapshot
// whose contexts come from an access-checked template.
void* fs_access_check_callback() {
  return reinterpret_cast<void*>(&SameSecurityToken);
}

}  // extern "C"
