// One of the files of the bridge that use V8's internal C++ API (`src/...`, namespace
// `v8::internal`): what the public API cannot tell or do. `build.rs` compiles it (and `platform.cc`) with
// the extra include paths of `cxxflags-internal.txt` (V8's sources in the `v8` crate, the
// build's generated headers from `gen-headers.tar.gz`); every other .cc file sees the
// public API only. Internal names and object layouts belong to this exact V8 (the crate's
// 150.4.0): keep this file small, and keep the Rust side (`v8_internal.rs`) the only
// caller.
#include <time.h>

#include <cstdint>
#include <algorithm>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <utility>
#include <memory>
#include <sstream>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "bridge.h"
#include "v8_internal.h"
#include "src/api/api-inl.h"
#include "src/execution/frames-inl.h"
#include "src/heap/heap-layout-inl.h"
#include "src/objects/bigint.h"
#include "src/objects/embedder-data-array-inl.h"
#include "src/objects/embedder-data-slot-inl.h"
#include "src/objects/script-inl.h"
#include "src/execution/isolate.h"
#include "src/flags/flags.h"
#include "src/heap/heap.h"
#include "src/heap/incremental-marking.h"
#include "src/heap/memory-measurement-inl.h"
#include "src/heap/read-only-heap.h"
#include "src/heap/visit-object.h"
#include "src/objects/visitors.h"
#include "src/objects/js-objects-inl.h"
#include "src/objects/shared-function-info-inl.h"

// (Declared in v8_internal.h: realm_snapshot.cc uses it too.)
bool NativeContextOf(v8::internal::NativeContextInferrer& inferrer, v8::internal::PtrComprCageBase cage_base,
                     v8::internal::Tagged<v8::internal::Map> map, v8::internal::Tagged<v8::internal::HeapObject> object,
                     v8::internal::Address* native_context) {
  namespace i = v8::internal;
  return inferrer.Infer(cage_base, map, object, native_context) &&
         i::IsNativeContext(i::Tagged<i::Object>(*native_context));
}

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

// Ends the optimizing compilations under way or queued (Turbofan's and Maglev's), waiting
// for the running ones and discarding their results. A job holds its function (and so that
// function's realm) through persistent handles, a GC root, until it is installed: a
// document gone since would survive a collection while a background thread still compiles
// one of its functions. What V8's own `ContextDisposedNotification` does without waiting.
extern "C" void fs_internal_abort_concurrent_optimization(v8::Isolate* isolate) {
  reinterpret_cast<v8::internal::Isolate*>(isolate)->AbortConcurrentOptimization(
      v8::internal::BlockingBehavior::kBlock);
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
  int64_t site = -1;
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

// Debugger.Memory's allocation log: every allocation (or a sample, with a probability)
// while tracking, with the JavaScript stack that made it. V8 calls a heap object
// allocation tracker right after each allocation (inline allocation in generated code is
// turned off while one is registered), before the object is initialised: so the event
// keeps the address, size, young-generation flag and the allocation site (the stack, raw:
// each frame's function and source position, inlined functions included), and the entry
// is resolved — its class, constructor, realm and frames read from the heap — before the
// object can move or die (at the next GC's prologue) or when the log is drained. Only
// JavaScript objects are logged.
//
// The tracker also follows each sampled object to its site as collections move it (V8
// reports every move, from parallel GC threads too: hence the lock): a Debugger.Object's
// `allocationSite` and the census's `allocationStack` read it. And it can log tenure
// promotions: moves of objects of the realms asked for from the young generation to the
// old one.
namespace {

struct RawFrame {
  v8::internal::Address shared;
  int position;
};

struct ResolvedFrame {
  std::string source;
  std::string function_name;
  int line;
  int column;
};

// An allocation site: its stack, raw until resolved.
struct Site {
  std::vector<RawFrame> raw;
  bool resolved = false;
  std::vector<ResolvedFrame> frames;
};

struct PendingAllocation {
  v8::internal::Address object;
  int size;
  int64_t time_us;
  bool young;
  uint32_t site;
};

struct ResolvedAllocation {
  uint64_t realm;
  int64_t time_us;
  std::string class_name;
  std::string constructor_name;
  int size;
  bool young;
  int64_t site;  // -1: none
};

struct TenurePromotion {
  uint64_t realm;
  int64_t time_us;
  std::string class_name;
  int size;
  int64_t site;  // -1: none
};

constexpr size_t kMaxFrames = 64;
constexpr int64_t kNoSite = -1;

int64_t MonotonicMicros() {
  timespec now{};
  clock_gettime(CLOCK_MONOTONIC, &now);
  return static_cast<int64_t>(now.tv_sec) * 1000000 + now.tv_nsec / 1000;
}

// The realm id stored in a native context (see bridge.h), 0 if none.
uint64_t RealmOfNativeContext(v8::internal::Address address) {
  namespace i = v8::internal;
  i::Tagged<i::Object> object(address);
  if (!i::IsNativeContext(object)) return 0;
  i::Tagged<i::HeapObject> raw = i::Cast<i::NativeContext>(object)->embedder_data();
  if (!i::IsEmbedderDataArray(raw)) return 0;
  i::Tagged<i::EmbedderDataArray> data = i::Cast<i::EmbedderDataArray>(raw);
  if (data->length() <= framescope::kRealmIdEmbedderIndex) return 0;
  i::Tagged<i::Object> id = i::EmbedderDataSlot(data, framescope::kRealmIdEmbedderIndex).load_tagged();
  if (!i::IsBigInt(id)) return 0;
  return i::Cast<i::BigInt>(id)->AsUint64();
}


class AllocationLog final : public v8::internal::HeapObjectAllocationTracker {
 public:
  explicit AllocationLog(v8::internal::Isolate* isolate) : isolate_(isolate), cage_base_(isolate) {}

  void AllocationEvent(v8::internal::Address address, int size) override {
    namespace i = v8::internal;
    std::lock_guard<std::mutex> lock(mutex_);
    // A new object at this address: whatever was followed there is gone.
    site_of_address_.erase(address);
    if (probability_ < 1.0 && NextRandom() >= probability_) return;
    std::vector<RawFrame> frames;
    // Each physical frame's functions, inlined ones included (optimized code), youngest
    // first; summarizing makes handles only, never a heap object.
    i::HandleScope handles(isolate_);
    for (i::JavaScriptStackFrameIterator it(isolate_); !it.done() && frames.size() < kMaxFrames;
         it.Advance()) {
      i::FrameSummaries summaries = it.frame()->Summarize(i::AllowAllocation::kNo);
      for (int k = summaries.size() - 1; k >= 0 && frames.size() < kMaxFrames; k--) {
        const i::FrameSummary& summary = summaries.frames[k];
        if (!summary.IsJavaScript()) continue;
        const i::FrameSummary::JavaScriptFrameSummary& js = summary.AsJavaScript();
        frames.push_back({js.function()->shared().ptr(), js.SourcePosition()});
      }
    }
    // One site per distinct raw stack until the next collection (which may move functions).
    std::string key(reinterpret_cast<const char*>(frames.data()), frames.size() * sizeof(RawFrame));
    auto known = raw_sites_.find(key);
    uint32_t site;
    if (known != raw_sites_.end()) {
      site = known->second;
    } else {
      site = static_cast<uint32_t>(sites_.size());
      sites_.push_back(Site{std::move(frames), false, {}});
      raw_sites_.emplace(std::move(key), site);
    }
    site_of_address_[address] = site;
    pending_.push_back({address, size, MonotonicMicros(),
                        i::HeapLayout::InYoungGeneration(i::HeapObject::FromAddress(address)), site});
  }

  void MoveEvent(v8::internal::Address from, v8::internal::Address to, int size) override {
    namespace i = v8::internal;
    std::lock_guard<std::mutex> lock(mutex_);

    auto context = realm_of_native_context_.find(from);
    if (context != realm_of_native_context_.end()) realm_of_native_context_[to] = context->second;
    int64_t site = kNoSite;
    auto found = site_of_address_.find(from);
    if (found != site_of_address_.end()) {
      site = found->second;
      site_of_address_.erase(found);
      site_of_address_[to] = static_cast<uint32_t>(site);
    } else {
      site_of_address_.erase(to);
    }
    if (!tracking_tenure_) return;
    i::Tagged<i::HeapObject> moved = i::HeapObject::FromAddress(to);
    if (!i::HeapLayout::InYoungGeneration(i::HeapObject::FromAddress(from)) ||
        i::HeapLayout::InYoungGeneration(moved)) {
      return;
    }
    i::Tagged<i::Map> map = moved->map();
    if (!i::InstanceTypeChecker::IsJSReceiver(map->instance_type())) return;
    i::Address native_context = i::kNullAddress;
    if (!NativeContextOf(inferrer_, cage_base_, map, moved, &native_context)) return;
    // Native contexts may be moving in this collection too: their realms were read
    // before it (and follow their moves, above).
    auto realm = realm_of_native_context_.find(native_context);
    if (realm == realm_of_native_context_.end() || realms_.find(realm->second) == realms_.end()) return;
    if (tenure_.size() >= tenure_capacity_) {
      if (!tenure_.empty()) tenure_.pop_front();
      tenure_overflowed_ = true;
      if (tenure_capacity_ == 0) return;
    }
    tenure_.push_back({realm->second, MonotonicMicros(),
                       ToStdString(i::Cast<i::JSReceiver>(moved)->class_name()), size, site});
  }

  // Reads what the pending entries and new sites need from the heap, while objects and
  // functions are where they were (at a GC's prologue, or when drained).
  void Resolve() {
    namespace i = v8::internal;
    std::lock_guard<std::mutex> lock(mutex_);
    ResolveSites();
    // Every native context's realm, for the moves of the collection that may follow.
    realm_of_native_context_.clear();
    for (i::Tagged<i::Object> context = isolate_->heap()->native_contexts_list(); i::IsNativeContext(context);
         context = i::Cast<i::Context>(context)->next_context_link()) {
      realm_of_native_context_[context.ptr()] = RealmOfNativeContext(context.ptr());
    }
    std::vector<PendingAllocation> pending;
    pending.swap(pending_);
    std::unordered_map<i::Address, std::pair<std::string, std::string>> names_of_map;
    for (const PendingAllocation& entry : pending) {
      i::Tagged<i::HeapObject> object = i::HeapObject::FromAddress(entry.object);
      i::Tagged<i::Map> map = object->map();
      if (!i::InstanceTypeChecker::IsJSReceiver(map->instance_type())) continue;
      // The object's realm: its map's native context (as the census decides). The
      // isolate's current context is no guide: generated code allocates with none.
      i::Address native_context = i::kNullAddress;
      if (!NativeContextOf(inferrer_, cage_base_, map, object, &native_context)) continue;
      uint64_t realm = RealmOfNativeContext(native_context);
      // Only the realms asked for count against the log's capacity.
      if (realms_.find(realm) == realms_.end() || !logging_) continue;
      auto names = names_of_map.find(map.ptr());
      if (names == names_of_map.end()) {
        names = names_of_map
                    .emplace(map.ptr(), std::make_pair(ToStdString(i::Cast<i::JSReceiver>(object)->class_name()),
                                                       ConstructorName(map)))
                    .first;
      }
      if (log_.size() >= capacity_) {
        if (!log_.empty()) log_.pop_front();
        overflowed_ = true;
        if (capacity_ == 0) continue;
      }
      log_.push_back({realm, entry.time_us, names->second.first, names->second.second, entry.size,
                      entry.young, static_cast<int64_t>(entry.site)});
    }
  }

  void Configure(bool logging, double probability, size_t capacity, bool tenure, size_t tenure_capacity,
                 const uint64_t* realms, size_t n) {
    std::lock_guard<std::mutex> lock(mutex_);
    logging_ = logging;
    probability_ = logging ? probability : 0.0;
    capacity_ = capacity;
    tracking_tenure_ = tenure;
    tenure_capacity_ = tenure_capacity;
    realms_.clear();
    for (size_t k = 0; k < n; k++) realms_.insert(realms[k]);
  }

  // The site an object at `address` was allocated at, if it was followed.
  int64_t SiteOf(v8::internal::Address address) {
    std::lock_guard<std::mutex> lock(mutex_);
    auto found = site_of_address_.find(address);
    return found == site_of_address_.end() ? kNoSite : static_cast<int64_t>(found->second);
  }

  // A site's frames (resolving new sites first).
  const std::vector<ResolvedFrame>* Frames(int64_t site) {
    std::lock_guard<std::mutex> lock(mutex_);
    ResolveSites();
    if (site < 0 || static_cast<size_t>(site) >= sites_.size()) return nullptr;
    return &sites_[static_cast<size_t>(site)].frames;
  }

  std::deque<ResolvedAllocation> TakeLog() {
    std::lock_guard<std::mutex> lock(mutex_);
    std::deque<ResolvedAllocation> log;
    log.swap(log_);
    return log;
  }

  std::deque<TenurePromotion> TakeTenure() {
    std::lock_guard<std::mutex> lock(mutex_);
    std::deque<TenurePromotion> tenure;
    tenure.swap(tenure_);
    return tenure;
  }

  bool TakeOverflowed(bool tenure) {
    std::lock_guard<std::mutex> lock(mutex_);
    bool& flag = tenure ? tenure_overflowed_ : overflowed_;
    bool overflowed = flag;
    flag = false;
    return overflowed;
  }

 private:
  // Resolves the sites made since the last resolution (the lock is held).
  void ResolveSites() {
    namespace i = v8::internal;
    std::map<std::pair<i::Address, int>, ResolvedFrame> known;
    for (; resolved_sites_ < sites_.size(); resolved_sites_++) {
      Site& site = sites_[resolved_sites_];
      for (const RawFrame& raw : site.raw) {
        auto cached = known.find({raw.shared, raw.position});
        if (cached != known.end()) {
          site.frames.push_back(cached->second);
          continue;
        }
        i::Tagged<i::SharedFunctionInfo> shared = i::Cast<i::SharedFunctionInfo>(i::Tagged<i::Object>(raw.shared));
        ResolvedFrame frame{std::string(), std::string(), 0, 0};
        std::unique_ptr<char[]> name = shared->DebugNameCStr();
        if (name) frame.function_name = name.get();
        i::Tagged<i::Object> script_object = shared->script();
        if (i::IsScript(script_object)) {
          i::Tagged<i::Script> script = i::Cast<i::Script>(script_object);
          if (i::IsString(script->name())) frame.source = ToStdString(i::Cast<i::String>(script->name()));
          int position = raw.position > 0 ? raw.position : shared->StartPosition();
          i::Script::PositionInfo info;
          if (script->GetPositionInfo(position, &info)) {
            frame.line = info.line + 1;
            frame.column = info.column + 1;
          }
        }
        known.emplace(std::make_pair(raw.shared, raw.position), frame);
        site.frames.push_back(std::move(frame));
      }
      site.raw.clear();
      site.raw.shrink_to_fit();
      site.resolved = true;
    }
    // Functions may move in the collection that follows: raw stacks are not reused.
    raw_sites_.clear();
  }

  double NextRandom() {
    seed_ ^= seed_ << 13;
    seed_ ^= seed_ >> 7;
    seed_ ^= seed_ << 17;
    return static_cast<double>(seed_ >> 11) / 9007199254740992.0;
  }

  v8::internal::Isolate* isolate_;
  v8::internal::PtrComprCageBase cage_base_;
  v8::internal::NativeContextInferrer inferrer_;
  std::mutex mutex_;
  bool logging_ = false;
  double probability_ = 1.0;
  size_t capacity_ = 5000;
  bool tracking_tenure_ = false;
  size_t tenure_capacity_ = 5000;
  uint64_t seed_ = 0x9E3779B97F4A7C15ull;
  bool overflowed_ = false;
  bool tenure_overflowed_ = false;
  std::vector<PendingAllocation> pending_;
  std::deque<ResolvedAllocation> log_;
  std::deque<TenurePromotion> tenure_;
  std::unordered_set<uint64_t> realms_;
  std::vector<Site> sites_;
  size_t resolved_sites_ = 0;
  std::unordered_map<std::string, uint32_t> raw_sites_;
  std::unordered_map<v8::internal::Address, uint32_t> site_of_address_;
  std::unordered_map<v8::internal::Address, uint64_t> realm_of_native_context_;
};

void ResolveBeforeGc(v8::Isolate*, v8::GCType, v8::GCCallbackFlags, void* data) {
  static_cast<AllocationLog*>(data)->Resolve();
}

}  // namespace

// Starts following `isolate`'s allocations (see `fs_internal_allocation_log_configure`
// for what is kept). Returns the log, for the calls below; `..._stop` ends and frees it.
extern "C" void* fs_internal_allocation_log_start(v8::Isolate* isolate) {
  namespace i = v8::internal;
  i::Isolate* internal = reinterpret_cast<i::Isolate*>(isolate);
  // Source positions for every function (V8 collects them lazily otherwise), so frames
  // have their current line: V8 keeps them while it is "profiling", as for its own CPU
  // profiler.
  internal->SetIsProfiling(true);
  AllocationLog* log = new AllocationLog(internal);
  internal->heap()->AddHeapObjectAllocationTracker(log);
  isolate->AddGCPrologueCallback(ResolveBeforeGc, log);
  return log;
}

// What the log keeps: with `logging`, each allocation of an object of `realms` (ids) with
// `probability` (at most `capacity` entries between drains, the oldest dropped); with
// `tenure`, each promotion of one (at most `tenure_capacity`).
extern "C" void fs_internal_allocation_log_configure(void* log, bool logging, double probability,
                                                     size_t capacity, bool tenure,
                                                     size_t tenure_capacity, const uint64_t* realms,
                                                     size_t n) {
  static_cast<AllocationLog*>(log)->Configure(logging, probability, capacity, tenure, tenure_capacity,
                                              realms, n);
}

typedef void (*AllocationSink)(void* data, uint64_t realm, int64_t time_us, const char* class_name,
                               size_t class_len, const char* constructor_name, size_t constructor_len,
                               int size, bool young, int64_t site);
typedef void (*AllocationFrameSink)(void* data, const char* source, size_t source_len,
                                    const char* function_name, size_t function_len, int line,
                                    int column);

// Hands every entry logged since the last drain to `sink` (tenure promotions instead with
// `tenure`: no constructor, `young` false) and empties that log; returns whether entries
// were dropped since the last drain.
extern "C" bool fs_internal_allocation_log_drain(void* log, bool tenure, AllocationSink sink, void* data) {
  AllocationLog* self = static_cast<AllocationLog*>(log);
  self->Resolve();
  if (tenure) {
    for (const TenurePromotion& entry : self->TakeTenure()) {
      sink(data, entry.realm, entry.time_us, entry.class_name.data(), entry.class_name.size(), nullptr, 0,
           entry.size, false, entry.site);
    }
  } else {
    for (const ResolvedAllocation& entry : self->TakeLog()) {
      sink(data, entry.realm, entry.time_us, entry.class_name.data(), entry.class_name.size(),
           entry.constructor_name.data(), entry.constructor_name.size(), entry.size, entry.young,
           entry.site);
    }
  }
  return self->TakeOverflowed(tenure);
}

// The frames of allocation site `site` (youngest first) to `frame_sink`; false when there
// is no such site.
extern "C" bool fs_internal_allocation_site_frames(void* log, int64_t site, AllocationFrameSink frame_sink,
                                                   void* data) {
  const std::vector<ResolvedFrame>* frames = static_cast<AllocationLog*>(log)->Frames(site);
  if (frames == nullptr) return false;
  for (const ResolvedFrame& frame : *frames) {
    frame_sink(data, frame.source.data(), frame.source.size(), frame.function_name.data(),
               frame.function_name.size(), frame.line, frame.column);
  }
  return true;
}

// The allocation site of `object`, if it was allocated (and sampled) while the log ran;
// -1 otherwise.
extern "C" int64_t fs_internal_allocation_site_of(void* log, const v8::Object* object) {
  namespace i = v8::internal;
  i::DirectHandle<i::JSReceiver> receiver = v8::Utils::OpenDirectHandle(object);
  return static_cast<AllocationLog*>(log)->SiteOf((*receiver).address());
}

extern "C" void fs_internal_allocation_log_stop(v8::Isolate* isolate, void* log) {
  namespace i = v8::internal;
  AllocationLog* self = static_cast<AllocationLog*>(log);
  i::Isolate* internal = reinterpret_cast<i::Isolate*>(isolate);
  isolate->RemoveGCPrologueCallback(ResolveBeforeGc, self);
  internal->heap()->RemoveHeapObjectAllocationTracker(self);
  if (internal->num_cpu_profilers() == 0) internal->SetIsProfiling(false);
  delete self;
}

typedef void (*CensusSink)(void* data, uint32_t realm, uint8_t coarse, const char* class_name,
                           size_t class_len, const char* constructor_name, size_t constructor_len,
                           const char* internal_type, size_t internal_len, int64_t site,
                           uint64_t count, uint64_t bytes);

// Walks the heap (after the caller's full GC, so what it finds is live) and reports each
// kind of item of the realms `contexts[0..n)`, split by allocation site when `log` (an
// allocation log, or null) followed the item. Returns the number of heap objects visited.
namespace {

// Calls `reached` with each heap object an object's body points to strongly.
class ReachVisitor final : public v8::internal::ObjectVisitorWithCageBases {
 public:
  template <typename F>
  ReachVisitor(v8::internal::Isolate* isolate, F&& reached)
      : ObjectVisitorWithCageBases(isolate), reached_(std::forward<F>(reached)) {}

  void VisitPointers(v8::internal::Tagged<v8::internal::HeapObject> host, v8::internal::ObjectSlot start,
                     v8::internal::ObjectSlot end) override {
    for (v8::internal::ObjectSlot slot = start; slot < end; ++slot) {
      v8::internal::Tagged<v8::internal::HeapObject> target;
      if (slot.load(cage_base()).GetHeapObject(&target)) reached_(target);
    }
  }
  void VisitPointers(v8::internal::Tagged<v8::internal::HeapObject> host, v8::internal::MaybeObjectSlot start,
                     v8::internal::MaybeObjectSlot end) override {
    for (v8::internal::MaybeObjectSlot slot = start; slot < end; ++slot) {
      v8::internal::Tagged<v8::internal::HeapObject> target;
      if (slot.load(cage_base()).GetHeapObjectIfStrong(&target)) reached_(target);
    }
  }
  void VisitInstructionStreamPointer(v8::internal::Tagged<v8::internal::Code>,
                                     v8::internal::InstructionStreamSlot) override {}
  void VisitMapPointer(v8::internal::Tagged<v8::internal::HeapObject>) override {}

 private:
  std::function<void(v8::internal::Tagged<v8::internal::HeapObject>)> reached_;
};

// A census: counts items per realm (an index into the realms asked for) and kind.
class CensusCounter {
 public:
  CensusCounter(size_t realms, AllocationLog* log) : realms_(realms), log_(log) {}

  void Count(v8::internal::Tagged<v8::internal::HeapObject> object, v8::internal::Tagged<v8::internal::Map> map,
             uint32_t realm) {
    namespace i = v8::internal;
    std::vector<int64_t>& slots = slot_of_map_[map.ptr()];
    if (slots.empty()) slots.assign(realms_, -1);
    int64_t slot = slots[realm];
    if (slot < 0) {
      slot = static_cast<int64_t>(KindOf(object, map, realm));
      slots[realm] = slot;
    }
    uint64_t bytes = static_cast<uint64_t>(object->SizeFromMap(map));
    int64_t site = log_ == nullptr ? kNoSite : log_->SiteOf(object.address());
    if (site != kNoSite) {
      // Items followed to their allocation site are counted per site.
      auto key = std::make_pair(slot, site);
      auto found = by_site_.find(key);
      if (found == by_site_.end()) {
        CensusKind kind = kinds_[static_cast<size_t>(slot)];
        kind.count = 0;
        kind.bytes = 0;
        kind.site = site;
        found = by_site_.emplace(key, std::move(kind)).first;
      }
      found->second.count++;
      found->second.bytes += bytes;
      return;
    }
    kinds_[static_cast<size_t>(slot)].count++;
    kinds_[static_cast<size_t>(slot)].bytes += bytes;
  }

  template <typename F>
  void Report(F&& report) const {
    for (const CensusKind& kind : kinds_) {
      if (kind.count > 0) report(kind);
    }
    for (const auto& entry : by_site_) report(entry.second);
  }

 private:
  size_t KindOf(v8::internal::Tagged<v8::internal::HeapObject> object, v8::internal::Tagged<v8::internal::Map> map,
                uint32_t realm) {
    namespace i = v8::internal;
    CensusKind kind;
    kind.realm = realm;
    i::InstanceType type = map->instance_type();
    if (i::InstanceTypeChecker::IsJSReceiver(type)) {
      kind.coarse = 0;
      kind.class_name = ToStdString(i::Cast<i::JSReceiver>(object)->class_name());
      kind.constructor_name = ConstructorName(map);
    } else if (i::InstanceTypeChecker::IsString(type)) {
      kind.coarse = 2;
    } else if (i::InstanceTypeChecker::IsScript(type) || i::InstanceTypeChecker::IsSharedFunctionInfo(type) ||
               i::InstanceTypeChecker::IsBytecodeArray(type)) {
      kind.coarse = 1;
    } else {
      kind.coarse = 3;
    }
    auto name = type_names_.find(static_cast<int>(type));
    if (name == type_names_.end()) {
      std::ostringstream text;
      text << type;
      name = type_names_.emplace(static_cast<int>(type), text.str()).first;
    }
    kind.internal_type = name->second;
    std::string key = std::to_string(kind.realm) + '\n' + std::to_string(kind.coarse) + '\n' + kind.class_name +
                      '\n' + kind.constructor_name + '\n' + kind.internal_type;
    auto found = kind_index_.find(key);
    if (found == kind_index_.end()) {
      found = kind_index_.emplace(key, kinds_.size()).first;
      kinds_.push_back(std::move(kind));
    }
    return found->second;
  }

  size_t realms_;
  AllocationLog* log_;
  std::vector<CensusKind> kinds_;
  std::unordered_map<std::string, size_t> kind_index_;
  std::unordered_map<v8::internal::Address, std::vector<int64_t>> slot_of_map_;
  std::unordered_map<int, std::string> type_names_;
  std::map<std::pair<int64_t, int64_t>, CensusKind> by_site_;
};

}  // namespace

// Walks the heap (after the caller's full GC, so what it finds is live) and reports each
// kind of item of the realms `contexts[0..n)`, split by allocation site when `log` (an
// allocation log, or null) followed the item. Returns the number of heap objects visited.
//
// Which realm an item belongs to: an item whose map names a native context (a JavaScript
// object, a function, a map, a context…) is that realm's, as V8's per-context memory
// measurement infers it. Any other item (a string, a script, a function's shared info or
// bytecode, an array backing a property store…) belongs to the first realm that reaches
// it through such items: the realms are taken in the order of their ids, each from its
// own items, as V8's measurement attributes what its marking reaches from each context.
// Items of V8's read-only heap, shared by every isolate, belong to none.
extern "C" uint64_t fs_internal_census(v8::Isolate* isolate, const v8::Context* const* contexts,
                                       size_t n, void* log, CensusSink sink, void* data) {
  namespace i = v8::internal;
  i::Isolate* internal = reinterpret_cast<i::Isolate*>(isolate);
  std::unordered_map<i::Address, uint32_t> asked;  // native context → index of the realm asked
  for (size_t k = 0; k < n; k++) {
    i::DirectHandle<i::Context> context = v8::Utils::OpenDirectHandle(contexts[k]);
    asked[(*context)->native_context().ptr()] = static_cast<uint32_t>(k);
  }
  CensusCounter counter(n, static_cast<AllocationLog*>(log));
  // Every realm's own items, by native context: where the walk to shared items starts.
  std::unordered_map<i::Address, std::vector<i::Address>> owned;
  uint64_t visited = 0;
  i::PtrComprCageBase cage_base(internal);
  i::NativeContextInferrer inferrer;
  {
    i::HeapObjectIterator iterator(internal->heap());
    for (i::Tagged<i::HeapObject> object = iterator.Next(); !object.is_null(); object = iterator.Next()) {
      visited++;
      i::Tagged<i::Map> map = object->map();
      i::Address native_context = i::kNullAddress;
      if (!NativeContextOf(inferrer, cage_base, map, object, &native_context)) continue;
      owned[native_context].push_back(object.address());
      auto realm = asked.find(native_context);
      if (realm != asked.end()) counter.Count(object, map, realm->second);
    }
  }
  // Then the shared items, realm after realm in the order of their ids.
  std::vector<std::pair<uint64_t, i::Address>> order;
  for (const auto& entry : owned) order.emplace_back(RealmOfNativeContext(entry.first), entry.first);
  std::sort(order.begin(), order.end());
  std::unordered_set<i::Address> reached;
  i::DisallowGarbageCollection no_gc;
  for (const auto& [id, native_context] : order) {
    auto realm = asked.find(native_context);
    std::vector<i::Address> worklist = std::move(owned[native_context]);
    ReachVisitor visitor(internal, [&](i::Tagged<i::HeapObject> target) {
      if (i::ReadOnlyHeap::Contains(target)) return;
      i::Tagged<i::Map> map = target->map();
      i::Address owner = i::kNullAddress;
      if (NativeContextOf(inferrer, cage_base, map, target, &owner)) return;
      if (!reached.insert(target.address()).second) return;
      if (realm != asked.end()) counter.Count(target, map, realm->second);
      worklist.push_back(target.address());
    });
    while (!worklist.empty()) {
      i::Tagged<i::HeapObject> object = i::HeapObject::FromAddress(worklist.back());
      worklist.pop_back();
      i::VisitObjectBody(internal, object, &visitor);
    }
  }
  counter.Report([&](const CensusKind& kind) {
    sink(data, kind.realm, kind.coarse, kind.class_name.data(), kind.class_name.size(),
         kind.constructor_name.data(), kind.constructor_name.size(), kind.internal_type.data(),
         kind.internal_type.size(), kind.site, kind.count, kind.bytes);
  });
  return visited;
}

// The platform's scripts (`framescope:<file>`) come from the realm snapshot, which marks a
// script "embedded" (no context's debug id in its context data): V8's inspector reports
// such a script to every context group and never ignore-lists it (it finds the sessions
// that would by the script's context id). Gives each the id of `context_id` (a context of
// the inspector's context group); returns how many scripts it changed.
extern "C" size_t fs_internal_set_platform_scripts_context_id(v8::Isolate* isolate, int context_id) {
  namespace i = v8::internal;
  i::Script::Iterator scripts(reinterpret_cast<i::Isolate*>(isolate));
  size_t changed = 0;
  for (i::Tagged<i::Script> script = scripts.Next(); !script.is_null(); script = scripts.Next()) {
    i::Tagged<i::Object> name = script->name();
    if (!i::IsString(name)) continue;
    if (ToStdString(i::Cast<i::String>(name)).rfind("framescope:", 0) != 0) continue;
    script->set_context_data(i::Smi::FromInt(context_id));
    changed++;
  }
  return changed;
}
