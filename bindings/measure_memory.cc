// Isolate::MeasureMemory with a delegate that measures the contexts the caller chose
// (by realm id) and reports per-realm bytes back to Rust.
#include <vector>

#include "bridge.h"
#include "v8-statistics.h"

namespace {

using DoneFn = void (*)(void* data, const uint64_t* realm_ids, const size_t* sizes,
                        size_t count, size_t unattributed, size_t wasm_code,
                        size_t wasm_metadata);
using DropFn = void (*)(void* data);

class Delegate final : public v8::MeasureMemoryDelegate {
 public:
  Delegate(v8::Isolate* isolate, std::vector<uint64_t> realm_ids, bool all, DoneFn done,
           DropFn drop, void* data)
      : isolate_(isolate),
        realm_ids_(std::move(realm_ids)),
        all_(all),
        done_(done),
        drop_(drop),
        data_(data) {}

  ~Delegate() override { drop_(data_); }

  bool ShouldMeasure(v8::Local<v8::Context> context) override {
    uint64_t id = framescope::RealmIdOf(isolate_, context);
    if (id == 0) return false;
    if (all_) return true;
    for (uint64_t wanted : realm_ids_) {
      if (wanted == id) return true;
    }
    return false;
  }

  void MeasurementComplete(Result result) override {
    std::vector<uint64_t> ids;
    std::vector<size_t> sizes;
    ids.reserve(result.contexts.size());
    sizes.reserve(result.contexts.size());
    for (size_t i = 0; i < result.contexts.size(); i++) {
      ids.push_back(framescope::RealmIdOf(isolate_, result.contexts[i]));
      sizes.push_back(result.sizes_in_bytes[i]);
    }
    done_(data_, ids.data(), sizes.data(), ids.size(), result.unattributed_size_in_bytes,
          result.wasm_code_size_in_bytes, result.wasm_metadata_size_in_bytes);
  }

 private:
  v8::Isolate* isolate_;
  std::vector<uint64_t> realm_ids_;
  bool all_;
  DoneFn done_;
  DropFn drop_;
  void* data_;
};

}  // namespace

// Starts a measurement. `execution`: 0 kDefault, 1 kEager, 2 kLazy. With `all`, every
// context that carries a realm id is measured, else those in `realm_ids[0..count]`.
// Returns false when V8 refused (then `drop(data)` has already run).
extern "C" bool fs_measure_memory(v8::Isolate* isolate, const uint64_t* realm_ids,
                                  size_t count, bool all, int execution, DoneFn done,
                                  DropFn drop, void* data) {
  std::vector<uint64_t> ids(realm_ids, realm_ids + count);
  auto delegate =
      std::make_unique<Delegate>(isolate, std::move(ids), all, done, drop, data);
  v8::MeasureMemoryExecution mode = v8::MeasureMemoryExecution::kDefault;
  if (execution == 1) mode = v8::MeasureMemoryExecution::kEager;
  if (execution == 2) mode = v8::MeasureMemoryExecution::kLazy;
  return isolate->MeasureMemory(std::move(delegate), mode);
}
