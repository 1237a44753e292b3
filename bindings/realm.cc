// Realm ids in context embedder data, read by the MeasureMemory delegate and by tests.
#include "bridge.h"

#include "v8-primitive.h"
#include "v8-script.h"

namespace framescope {

uint64_t RealmIdOf(v8::Isolate* isolate, v8::Local<v8::Context> context) {
  if (context.IsEmpty() ||
      context->GetNumberOfEmbedderDataFields() <=
          static_cast<uint32_t>(kRealmIdEmbedderIndex)) {
    return 0;
  }
  v8::HandleScope handle_scope(isolate);
  v8::Local<v8::Value> value = context->GetEmbedderData(kRealmIdEmbedderIndex);
  if (value.IsEmpty() || !value->IsBigInt()) return 0;
  return value.As<v8::BigInt>()->Uint64Value();
}

std::string Utf8(v8::Isolate* isolate, v8::Local<v8::Value> value) {
  if (value.IsEmpty()) return std::string();
  v8::String::Utf8Value utf8(isolate, value);
  return *utf8 == nullptr ? std::string() : std::string(*utf8, utf8.length());
}

}  // namespace framescope

extern "C" uint64_t fs_context_realm_id(v8::Isolate* isolate,
                                        const v8::Context* context) {
  return framescope::RealmIdOf(isolate, framescope::ToLocal(context));
}

extern "C" int fs_script_id(v8::Isolate* isolate, const v8::Script* script) {
  v8::HandleScope handle_scope(isolate);
  return framescope::ToLocal(script)->GetUnboundScript()->GetId();
}

// The realm of the code running now: the isolate's current context, or — when V8 has
// none at this point (inside a runtime function's garbage collection, say) — the context
// last entered (by the embedder, to run the task, or for a microtask). 0 when neither
// carries a realm id. Safe inside V8's near-heap-limit callback, which V8 calls on the
// isolate's thread with a HandleScope open and GC allowed.
extern "C" uint64_t fs_current_realm_id(v8::Isolate* isolate) {
  v8::HandleScope handle_scope(isolate);
  if (isolate->InContext()) {
    uint64_t current = framescope::RealmIdOf(isolate, isolate->GetCurrentContext());
    if (current != 0) return current;
  }
  return framescope::RealmIdOf(isolate, isolate->GetEnteredOrMicrotaskContext());
}
