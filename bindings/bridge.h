// The native bridge: C entry points over V8 APIs that the `v8` crate does not bind.
//
// Conventions (the same as the crate's own binding.cc):
// - A `const T*` from Rust is a `v8::Local<T>`: the crate's `&*local as *const T` is the
//   handle's slot address, which is exactly what a `v8::Local<T>` holds.
// - Every entry point is `extern "C"` and named `fs_<area>_<verb>`.
// - Callbacks into Rust are plain function pointers plus a `void* data` that Rust owns;
//   every object that holds such a pointer calls the matching `drop` function exactly once.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>

#include "v8-context.h"
#include "v8-isolate.h"
#include "v8-local-handle.h"
#include "v8-primitive.h"

namespace framescope {

template <class T>
inline v8::Local<T> ToLocal(const T* ptr) {
  static_assert(sizeof(v8::Local<T>) == sizeof(T*), "Local<T> is one pointer");
  v8::Local<T> local;
  std::memcpy(static_cast<void*>(&local), &ptr, sizeof ptr);
  return local;
}

template <class T>
inline const T* FromLocal(v8::Local<T> local) {
  return local.IsEmpty() ? nullptr : *local;
}

// Embedder-data indexes shared with the Rust side (bindings/realm.rs). The crate's
// `Context::set_embedder_data(slot, ..)` writes V8 index `slot + 2` (it reserves 0 and 1).
constexpr int kRealmIdEmbedderIndex = 3;             // crate slot 1: BigInt realm id
constexpr int kSecurityErrorFactoryEmbedderIndex = 4;  // crate slot 2: JS function
// (crate slot 3, V8 index 5: the realm's hooks object, runtime/hooks.rs; not read here.)

// The realm id the runtime stored in `context`, or 0 when it stored none.
uint64_t RealmIdOf(v8::Isolate* isolate, v8::Local<v8::Context> context);

// A V8 value's string form as UTF-8 (lone surrogates replaced); "" for an empty handle.
std::string Utf8(v8::Isolate* isolate, v8::Local<v8::Value> value);

}  // namespace framescope
