// What the bridge's files that use V8's internal C++ API (`v8_internal.cc`,
// `realm_snapshot.cc`) share. Only those files include it: it needs V8's `src/...` headers
// (the include paths of `cxxflags-internal.txt`).
#ifndef FRAMESCOPE_V8_INTERNAL_H_
#define FRAMESCOPE_V8_INTERNAL_H_

#include "src/heap/memory-measurement-inl.h"
#include "src/objects/objects.h"

// The native context an object belongs to (its map's, as V8's per-context memory
// measurement infers it), checked to be one: V8's inference takes any non-null value of
// the meta map's slot, which for maps of no context (read-only ones: strings', arrays')
// is not a native context. Defined in v8_internal.cc.
bool NativeContextOf(v8::internal::NativeContextInferrer& inferrer, v8::internal::PtrComprCageBase cage_base,
                     v8::internal::Tagged<v8::internal::Map> map, v8::internal::Tagged<v8::internal::HeapObject> object,
                     v8::internal::Address* native_context);

#endif  // FRAMESCOPE_V8_INTERNAL_H_
