// v8::HeapProfiler: the sampling heap profiler (start, allocation profile, stop) and a
// heap snapshot walked in C++ (no JSON), each handed to Rust node by node.
#include <unordered_map>

#include "bridge.h"
#include "v8-profiler.h"

extern "C" {

struct FsAllocationNode {
  uint32_t id;
  uint32_t parent_id;  // 0 for the root
  const char* function_name;
  size_t function_name_len;
  const char* script_name;
  size_t script_name_len;
  int32_t script_id;
  int32_t start_position;
  int32_t line;    // 1-based, 0 when unknown
  int32_t column;  // 1-based, 0 when unknown
};

using AllocationNodeFn = void (*)(void* sink, const FsAllocationNode* node);
using AllocationFn = void (*)(void* sink, uint32_t node_id, size_t size, uint32_t count);
using AllocationSampleFn = void (*)(void* sink, uint32_t node_id, size_t size,
                                    uint32_t count, uint64_t sample_id);

// flags: bit 0 kSamplingForceGC, bit 1 kSamplingIncludeObjectsCollectedByMajorGC,
// bit 2 kSamplingIncludeObjectsCollectedByMinorGC (V8's own values).
bool fs_heap_start_sampling(v8::Isolate* isolate, uint64_t interval_bytes, int stack_depth,
                            int flags) {
  return isolate->GetHeapProfiler()->StartSamplingHeapProfiler(
      interval_bytes, stack_depth, static_cast<v8::HeapProfiler::SamplingFlags>(flags));
}

void fs_heap_stop_sampling(v8::Isolate* isolate) {
  isolate->GetHeapProfiler()->StopSamplingHeapProfiler();
}

static void WalkAllocationNode(v8::Isolate* isolate, v8::AllocationProfile::Node* node,
                               uint32_t parent_id, void* sink, AllocationNodeFn on_node,
                               AllocationFn on_allocation) {
  std::string name = framescope::Utf8(isolate, node->name);
  std::string script = framescope::Utf8(isolate, node->script_name);
  FsAllocationNode out{};
  out.id = node->node_id;
  out.parent_id = parent_id;
  out.function_name = name.data();
  out.function_name_len = name.size();
  out.script_name = script.data();
  out.script_name_len = script.size();
  out.script_id = node->script_id;
  out.start_position = node->start_position;
  out.line = node->line_number;
  out.column = node->column_number;
  on_node(sink, &out);
  for (const auto& allocation : node->allocations) {
    on_allocation(sink, out.id, allocation.size, allocation.count);
  }
  for (auto* child : node->children) {
    WalkAllocationNode(isolate, child, out.id, sink, on_node, on_allocation);
  }
}

// Walks the current allocation profile of the sampling heap profiler: every node
// parent-first with its allocations, then every sample. Returns false when the sampling
// profiler is not running.
bool fs_heap_allocation_profile(v8::Isolate* isolate, void* sink, AllocationNodeFn on_node,
                                AllocationFn on_allocation, AllocationSampleFn on_sample) {
  v8::HandleScope handle_scope(isolate);
  std::unique_ptr<v8::AllocationProfile> profile(
      isolate->GetHeapProfiler()->GetAllocationProfile());
  if (!profile) return false;
  WalkAllocationNode(isolate, profile->GetRootNode(), 0, sink, on_node, on_allocation);
  for (const auto& sample : profile->GetSamples()) {
    on_sample(sink, sample.node_id, sample.size, sample.count, sample.sample_id);
  }
  return true;
}

struct FsHeapNode {
  int32_t type;  // v8::HeapGraphNode::Type
  const char* name;
  size_t name_len;
  uint32_t id;  // SnapshotObjectId: stable across snapshots of one isolate
  size_t self_size;
  int32_t edge_count;
};

struct FsHeapEdge {
  int32_t type;  // v8::HeapGraphEdge::Type
  uint32_t from;  // node index
  uint32_t to;    // node index
  const char* name;  // property or variable name; null for element/hidden edges
  size_t name_len;
  int64_t index;  // element/hidden index; -1 for named edges
};

using HeapNodeFn = void (*)(void* sink, const FsHeapNode* node);
using HeapEdgeFn = void (*)(void* sink, const FsHeapEdge* edge);

// Takes a heap snapshot and walks it: every node (index = call order, the root first),
// then every edge. The snapshot is deleted before returning.
bool fs_heap_snapshot(v8::Isolate* isolate, void* sink, HeapNodeFn on_node,
                      HeapEdgeFn on_edge) {
  v8::HandleScope handle_scope(isolate);
  v8::HeapProfiler* profiler = isolate->GetHeapProfiler();
  const v8::HeapSnapshot* snapshot = profiler->TakeHeapSnapshot();
  if (snapshot == nullptr) return false;
  int count = snapshot->GetNodesCount();
  std::unordered_map<const v8::HeapGraphNode*, uint32_t> index_of;
  index_of.reserve(static_cast<size_t>(count));
  for (int i = 0; i < count; i++) {
    v8::HandleScope node_scope(isolate);
    const v8::HeapGraphNode* node = snapshot->GetNode(i);
    index_of.emplace(node, static_cast<uint32_t>(i));
    std::string name = framescope::Utf8(isolate, node->GetName());
    FsHeapNode out{static_cast<int32_t>(node->GetType()), name.data(), name.size(),
                   node->GetId(), node->GetShallowSize(), node->GetChildrenCount()};
    on_node(sink, &out);
  }
  for (int i = 0; i < count; i++) {
    const v8::HeapGraphNode* node = snapshot->GetNode(i);
    int edges = node->GetChildrenCount();
    for (int j = 0; j < edges; j++) {
      v8::HandleScope edge_scope(isolate);
      const v8::HeapGraphEdge* edge = node->GetChild(j);
      auto to = index_of.find(edge->GetToNode());
      if (to == index_of.end()) continue;
      v8::Local<v8::Value> edge_name = edge->GetName();
      std::string name;
      int64_t index = -1;
      if (!edge_name.IsEmpty() && edge_name->IsNumber()) {
        index = static_cast<int64_t>(edge_name.As<v8::Number>()->Value());
      } else {
        name = framescope::Utf8(isolate, edge_name);
      }
      FsHeapEdge out{static_cast<int32_t>(edge->GetType()), static_cast<uint32_t>(i),
                     to->second, index < 0 ? name.data() : nullptr,
                     index < 0 ? name.size() : 0, index};
      on_edge(sink, &out);
    }
  }
  const_cast<v8::HeapSnapshot*>(snapshot)->Delete();
  return true;
}

}  // extern "C"
