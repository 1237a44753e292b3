// The only file of the bridge that uses V8's internal C++ API (`src/...`, namespace
// `v8::internal`): what the public API cannot tell or do. `build.rs` compiles it alone with
// the extra include paths of `cxxflags-internal.txt` (V8's sources in the `v8` crate, the
// build's generated headers from `gen-headers.tar.gz`); every other .cc file sees the
// public API only. Internal names and object layouts belong to this exact V8 (the crate's
// 150.4.0): keep this file small, and keep the Rust side (`v8_internal.rs`) the only
// caller.
#include <cstdint>
#include <memory>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

#include "src/api/api-inl.h"
#include "src/execution/isolate.h"
#include "src/flags/flags.h"
#include "src/heap/heap.h"
#include "src/heap/incremental-marking.h"
#include "src/heap/memory-measurement-inl.h"
#include "src/objects/js-objects-inl.h"
#include "src/objects/shared-function-info-inl.h"

namespace {

v8::internal::Heap* HeapOf(v8::Isolate* isolate) {
  return reinterpret_cast<v8::internal::Isolate*>(isolate)->heap();
}

}  // namespace

// Whether a major (mark-compact) incremental marking is under way: started by the
// embedder's own allocation, a memory reducer, or a MeasureMemory request.
extern "C" bool fs_internal_is_major_marking(v8::Isolate* isolate) {
  return HeapOf(isolate)->incremental_marking()->IsMajorMarking();
}

// Finishes a major incremental marking under way with one atomic full GC (the cheapest
// call that completes it; `LowMemoryNotification` runs two to seven full GCs). Returns
// whether there was one to finish.
extern "C" bool fs_internal_finish_major_marking(v8::Isolate* isolate) {
  v8::internal::Heap* heap = HeapOf(isolate);
  if (!heap->incremental_marking()->IsMajorMarking()) return false;
  heap->FinalizeIncrementalMarkingAtomically(
      v8::internal::GarbageCollectionReason::kMeasureMemory);
  return true;
}

// Starts a major incremental marking, as a page's allocation would when it reaches the
// heap's limit. Returns whether one is under way afterwards (not when incremental marking
// is turned off, or V8 declined, e.g. from inside a GC callback).
extern "C" bool fs_internal_start_major_marking(v8::Isolate* isolate) {
  v8::internal::Heap* heap = HeapOf(isolate);
  if (v8::internal::v8_flags.incremental_marking &&
      heap->incremental_marking()->IsStopped()) {
    heap->StartIncrementalMarking(v8::internal::GCFlag::kNoFlags,
                                  v8::internal::GarbageCollectionReason::kTesting);
  }
  return heap->incremental_marking()->IsMajorMarking();
}


// Publishes the main thread's pending allocations: the newest object of each large-object
// space and the objects at the top of each linear allocation area, which V8 keeps as
// "pending" until the next allocation. Concurrent marking puts pending objects of the
// young generation "on hold" and the main thread later visits them in whatever context it
// is marking then, so a MeasureMemory marking may attribute such an object (a page's
// newest large array) to no realm. Publishing costs no GC.
extern "C" void fs_internal_publish_pending_allocations(v8::Isolate* isolate) {
  HeapOf(isolate)->PublishMainThreadPendingAllocations();
}

// A census of the items of some realms (Debugger.Memory's takeCensus): every heap object
// whose map says which native context it belongs to (as V8's own per-context memory
// measurement infers it: the map's meta map's native context), counted per realm and
// per kind of item. Items of no realm (strings, code, scripts, shared internals) are not
// counted here. Each kind is reported once to `sink`, with its count and its objects' own
// sizes in bytes; no JavaScript object is allocated while the heap is walked.
namespace {

struct CensusKind {
  uint32_t realm;        // index into the contexts given
  uint8_t coarse;        // 0 objects, 1 scripts, 2 strings, 3 other
  std::string class_name;
  std::string constructor_name;
  std::string internal_type;
  uint64_t count = 0;
  uint64_t bytes = 0;
};

std::string ToStdString(v8::internal::Tagged<v8::internal::String> string) {
  std::unique_ptr<char[]> text = string->ToCString();
  return text ? std::string(text.get()) : std::string();
}

// The name of the constructor of objects with map `map`: its constructor function's debug
// name ("Foo" for `new Foo()`, "Object" for literals). A prototype object is an ordinary
// object whatever its constructor property says: "Object".
std::string ConstructorName(v8::internal::Tagged<v8::internal::Map> map) {
  namespace i = v8::internal;
  if (map->is_prototype_map()) return "Object";
  i::Tagged<i::Object> constructor = map->GetConstructor();
  if (i::IsJSFunction(constructor)) {
    std::unique_ptr<char[]> name = i::Cast<i::JSFunction>(constructor)->shared()->DebugNameCStr();
    if (name && name[0] != '\0') return std::string(name.get());
  }
  return std::string();
}

}  // namespace

typedef void (*CensusSink)(void* data, uint32_t realm, uint8_t coarse, const char* class_name,
                           size_t class_len, const char* constructor_name, size_t constructor_len,
                           const char* internal_type, size_t internal_len, uint64_t count,
                           uint64_t bytes);

// Walks the heap (after the caller's full GC, so what it finds is live) and reports each
// kind of item of the realms `contexts[0..n)`. Returns the number of heap objects visited.
extern "C" uint64_t fs_internal_census(v8::Isolate* isolate, const v8::Context* const* contexts,
                                       size_t n, CensusSink sink, void* data) {
  namespace i = v8::internal;
  i::Isolate* internal = reinterpret_cast<i::Isolate*>(isolate);
  std::unordered_map<i::Address, uint32_t> realm_of_context;
  for (size_t k = 0; k < n; k++) {
    i::DirectHandle<i::Context> context = v8::Utils::OpenDirectHandle(contexts[k]);
    realm_of_context[(*context)->native_context().ptr()] = static_cast<uint32_t>(k);
  }
  // Per realm and map: the kind's slot (maps of one realm share a kind when they share
  // names and type).
  std::vector<CensusKind> kinds;
  std::unordered_map<std::string, size_t> kind_index;
  std::unordered_map<i::Address, std::vector<int64_t>> slot_of_map;  // per realm
  std::unordered_map<int, std::string> type_names;
  uint64_t visited = 0;
  i::PtrComprCageBase cage_base(internal);
  i::NativeContextInferrer inferrer;
  i::HeapObjectIterator iterator(internal->heap());
  for (i::Tagged<i::HeapObject> object = iterator.Next(); !object.is_null();
       object = iterator.Next()) {
    visited++;
    i::Tagged<i::Map> map = object->map();
    i::Address native_context = i::kNullAddress;
    if (!inferrer.Infer(cage_base, map, object, &native_context)) continue;
    auto realm = realm_of_context.find(native_context);
    if (realm == realm_of_context.end()) continue;
    std::vector<int64_t>& slots = slot_of_map[map.ptr()];
    if (slots.empty()) slots.assign(n, -1);
    int64_t slot = slots[realm->second];
    if (slot < 0) {
      CensusKind kind;
      kind.realm = realm->second;
      i::InstanceType type = map->instance_type();
      if (i::InstanceTypeChecker::IsJSReceiver(type)) {
        kind.coarse = 0;
        kind.class_name = ToStdString(i::Cast<i::JSReceiver>(object)->class_name());
        kind.constructor_name = ConstructorName(map);
      } else if (i::InstanceTypeChecker::IsString(type)) {
        kind.coarse = 2;
      } else if (i::InstanceTypeChecker::IsScript(type) ||
                 i::InstanceTypeChecker::IsSharedFunctionInfo(type) ||
                 i::InstanceTypeChecker::IsBytecodeArray(type)) {
        kind.coarse = 1;
      } else {
        kind.coarse = 3;
      }
      auto name = type_names.find(static_cast<int>(type));
      if (name == type_names.end()) {
        std::ostringstream text;
        text << type;
        name = type_names.emplace(static_cast<int>(type), text.str()).first;
      }
      kind.internal_type = name->second;
      std::string key = std::to_string(kind.realm) + '\n' + std::to_string(kind.coarse) + '\n' +
                        kind.class_name + '\n' + kind.constructor_name + '\n' + kind.internal_type;
      auto found = kind_index.find(key);
      if (found == kind_index.end()) {
        found = kind_index.emplace(key, kinds.size()).first;
        kinds.push_back(std::move(kind));
      }
      slot = static_cast<int64_t>(found->second);
      slots[realm->second] = slot;
    }
    CensusKind& kind = kinds[static_cast<size_t>(slot)];
    kind.count++;
    kind.bytes += static_cast<uint64_t>(object->SizeFromMap(map));
  }
  for (const CensusKind& kind : kinds) {
    sink(data, kind.realm, kind.coarse, kind.class_name.data(), kind.class_name.size(),
         kind.constructor_name.data(), kind.constructor_name.size(), kind.internal_type.data(),
         kind.internal_type.size(), kind.count, kind.bytes);
  }
  return visited;
}

// An object's [[Class]] as V8 names it (`JSReceiver::class_name`: "Object" for `new Foo()`,
// "Array", "Function", "Date"…), copied into `out` (at most `capacity` bytes); returns its
// length.
extern "C" size_t fs_internal_class_name(const v8::Object* object, char* out, size_t capacity) {
  namespace i = v8::internal;
  i::DirectHandle<i::JSReceiver> receiver = v8::Utils::OpenDirectHandle(object);
  std::string name = ToStdString((*receiver)->class_name());
  size_t length = name.size() < capacity ? name.size() : capacity;
  for (size_t k = 0; k < length; k++) out[k] = name[k];
  return length;
}
