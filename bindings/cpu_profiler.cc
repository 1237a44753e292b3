// v8::CpuProfiler: create, start with CpuProfilingOptions and a DiscardedSamplesDelegate,
// stop, and walk the profile (nodes, then samples) into Rust without keeping any V8
// object alive past the call.
#include <climits>
#include <ctime>
#include <string>

#include "bridge.h"
#include "v8-profiler.h"

namespace {

using NotifyFn = void (*)(void* data);
using DropFn = void (*)(void* data);

// Called by V8 (in a task on the isolate's foreground runner) at the first sample past
// `max_samples`. Owned by V8; dropped with the profile.
class DiscardedSamples final : public v8::DiscardedSamplesDelegate {
 public:
  DiscardedSamples(NotifyFn notify, DropFn drop, void* data)
      : notify_(notify), drop_(drop), data_(data) {}
  ~DiscardedSamples() override { drop_(data_); }
  void Notify() override { notify_(data_); }

 private:
  NotifyFn notify_;
  DropFn drop_;
  void* data_;
};

}  // namespace

extern "C" {

struct FsProfileNode {
  uint32_t id;
  uint32_t parent_id;  // 0 for the root
  const char* function_name;
  size_t function_name_len;
  const char* resource_name;
  size_t resource_name_len;
  int32_t script_id;
  int32_t line;    // 1-based, 0 when unknown
  int32_t column;  // 1-based, 0 when unknown
  uint32_t hit_count;
  int32_t source_type;
  bool shared_cross_origin;
};

using NodeFn = void (*)(void* sink, const FsProfileNode* node);
using SampleFn = void (*)(void* sink, uint32_t node_id, int64_t timestamp_us, int32_t state);

// naming: 0 kStandardNaming, 1 kDebugNaming. logging: 0 kLazyLogging, 1 kEagerLogging.
v8::CpuProfiler* fs_cpu_profiler_new(v8::Isolate* isolate, int naming, int logging) {
  return v8::CpuProfiler::New(
      isolate, naming == 0 ? v8::kStandardNaming : v8::kDebugNaming,
      logging == 0 ? v8::kLazyLogging : v8::kEagerLogging);
}

void fs_cpu_profiler_dispose(v8::CpuProfiler* profiler) { profiler->Dispose(); }

// Stops profile `id` and deletes it, copying nothing out: V8 requires every profile of a
// profiler to be stopped before it is disposed (disposing one that still profiles leaves
// its sampling thread running on an isolate that then goes away).
void fs_cpu_profiler_stop_discard(v8::CpuProfiler* profiler, v8::Isolate* isolate, uint32_t id) {
  v8::HandleScope handle_scope(isolate);
  v8::CpuProfile* profile = profiler->Stop(id);
  if (profile != nullptr) profile->Delete();
}

void fs_cpu_profiler_set_sampling_interval(v8::CpuProfiler* profiler, int interval_us) {
  profiler->SetSamplingInterval(interval_us);
}

// mode: 0 kLeafNodeLineNumbers, 1 kCallerLineNumbers. `max_samples` UINT_MAX means no
// limit (kNoSampleLimit); 0 records no sample.
// `filter_context` may be null. `notify`/`drop`/`data` may be null (no delegate); when
// given, `drop(data)` runs exactly once, here if the start fails. Returns the
// CpuProfilingStatus (0 started, 1 already started, 2 too many profilers).
int fs_cpu_profiler_start(v8::CpuProfiler* profiler, int mode, unsigned max_samples,
                          int interval_us, const v8::Context* filter_context,
                          NotifyFn notify, DropFn drop, void* data, uint32_t* out_id) {
  v8::MaybeLocal<v8::Context> filter;
  if (filter_context != nullptr) filter = framescope::ToLocal(filter_context);
  v8::CpuProfilingOptions options(
      mode == 0 ? v8::kLeafNodeLineNumbers : v8::kCallerLineNumbers,
      max_samples,
      interval_us, filter);
  std::unique_ptr<v8::DiscardedSamplesDelegate> delegate;
  if (notify != nullptr) delegate = std::make_unique<DiscardedSamples>(notify, drop, data);
  v8::CpuProfilingResult result = profiler->Start(std::move(options), std::move(delegate));
  *out_id = result.id;
  return static_cast<int>(result.status);
}

static void WalkNode(const v8::CpuProfileNode* node, uint32_t parent_id, void* sink,
                     NodeFn on_node) {
  const char* name = node->GetFunctionNameStr();
  const char* resource = node->GetScriptResourceNameStr();
  FsProfileNode out{};
  out.id = node->GetNodeId();
  out.parent_id = parent_id;
  out.function_name = name ? name : "";
  out.function_name_len = name ? std::strlen(name) : 0;
  out.resource_name = resource ? resource : "";
  out.resource_name_len = resource ? std::strlen(resource) : 0;
  out.script_id = node->GetScriptId();
  out.line = node->GetLineNumber();
  out.column = node->GetColumnNumber();
  out.hit_count = node->GetHitCount();
  out.source_type = static_cast<int32_t>(node->GetSourceType());
  out.shared_cross_origin = node->IsScriptSharedCrossOrigin();
  on_node(sink, &out);
  int count = node->GetChildrenCount();
  for (int i = 0; i < count; i++) WalkNode(node->GetChild(i), out.id, sink, on_node);
}

// Stops profile `id` and walks it: every node parent-first, then every sample in order.
// The profile is deleted before returning. Returns false when there is no such profile.
bool fs_cpu_profiler_stop(v8::CpuProfiler* profiler, v8::Isolate* isolate, uint32_t id,
                          void* sink, NodeFn on_node, SampleFn on_sample,
                          int64_t* start_time_us, int64_t* end_time_us) {
  v8::HandleScope handle_scope(isolate);
  v8::CpuProfile* profile = profiler->Stop(id);
  if (profile == nullptr) return false;
  WalkNode(profile->GetTopDownRoot(), 0, sink, on_node);
  int samples = profile->GetSamplesCount();
  for (int i = 0; i < samples; i++) {
    on_sample(sink, profile->GetSample(i)->GetNodeId(), profile->GetSampleTimestamp(i),
              static_cast<int32_t>(profile->GetSampleState(i)));
  }
  *start_time_us = profile->GetStartTime();
  *end_time_us = profile->GetEndTime();
  profile->Delete();
  return true;
}

// The clock V8 stamps samples with (`base::TimeTicks::Now`: CLOCK_MONOTONIC on Linux),
// in microseconds.
int64_t fs_monotonic_now_us() {
  timespec now{};
  clock_gettime(CLOCK_MONOTONIC, &now);
  return static_cast<int64_t>(now.tv_sec) * 1000000 + now.tv_nsec / 1000;
}

}  // extern "C"
