// What the bridge's files that use V8's internal C++ API (`v8_internal.cc`,
// `realm_snapshot.cc`) share. Only those files include it: it needs V8's `src/...` headers
// (the include paths of `cxxflags-internal.txt`).
#ifndef FRAMESCOPE_V8_INTERNAL_H_
#define FRAMESCOPE_V8_INTERNAL_H_

#include <vector>

#include "v8-context.h"
#include "src/handles/handles.h"
#include "src/heap/memory-measurement-inl.h"
#include "src/objects/objects.h"

// The native context an object belongs to (its map's, as V8's per-context memory
// measurement infers it), checked to be one: V8's inference takes any non-null value of
// the meta map's slot, which for maps of no context (read-only ones: strings', arrays')
// is not a native context. Defined in v8_internal.cc.
bool NativeContextOf(v8::internal::NativeContextInferrer& inferrer, v8::internal::PtrComprCageBase cage_base,
                     v8::internal::Tagged<v8::internal::Map> map, v8::internal::Tagged<v8::internal::HeapObject> object,
                     v8::internal::Address* native_context);

// Makes the methods of those of `objects` (a realm's: `context`, entered) that are
// interface prototypes, and of the realm's global object, made on first use; returns how
// many, or -1 when V8 threw. Defined in lazy_methods.cc.
int MakeMethodsLazy(v8::Isolate* isolate, v8::Local<v8::Context> context,
                    const std::vector<v8::internal::Handle<v8::internal::JSObject>>& objects);

#endif  // FRAMESCOPE_V8_INTERNAL_H_
