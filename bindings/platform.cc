// V8's default platform with two changes: the wall clock it gives V8 (`Date.now()`,
// `new Date()`, `Intl.DateTimeFormat#format()`, `Temporal.Now`) comes from the embedder
// when the embedder has one — framescope's virtual clock — and from the system otherwise;
// and each isolate's foreground task runner counts the non-nestable delayed tasks posted
// to it and not yet run (V8 posts one for each `Atomics.waitAsync` with a finite timeout),
// so that an event loop with nothing else to do knows to wait for them.
// It subclasses V8's `DefaultPlatform` (an internal class of libplatform), so that
// `v8::platform::PumpMessageLoop`, which casts to it, keeps working; `build.rs` compiles
// this file with V8's internal include paths.
#include <algorithm>
#include <atomic>
#include <climits>
#include <cmath>
#include <iterator>
#include <map>
#include <memory>
#include <mutex>

#include "bridge.h"
#include "src/base/sys-info.h"
#include "src/libplatform/default-platform.h"

namespace {

// The embedder's wall clock: ms since the Unix epoch, or NaN to use the system's.
using WallClock = double (*)();

// A task that lowers its runner's count of pending delayed tasks once it has run or is
// dropped unrun (a runner's queue destroyed with its isolate).
class CountedTask final : public v8::Task {
 public:
  CountedTask(std::unique_ptr<v8::Task> task, std::shared_ptr<std::atomic<int>> pending)
      : task_(std::move(task)), pending_(std::move(pending)) {
    pending_->fetch_add(1);
  }
  ~CountedTask() override { pending_->fetch_sub(1); }
  void Run() override { task_->Run(); }

 private:
  std::unique_ptr<v8::Task> task_;
  std::shared_ptr<std::atomic<int>> pending_;
};

// The default platform's foreground task runner of an isolate, counting the
// non-nestable delayed tasks posted through it; everything else passes straight on.
class CountingTaskRunner final : public v8::TaskRunner {
 public:
  explicit CountingTaskRunner(std::shared_ptr<v8::TaskRunner> inner)
      : inner_(std::move(inner)), pending_(std::make_shared<std::atomic<int>>(0)) {}

  const std::shared_ptr<v8::TaskRunner>& inner() const { return inner_; }
  int pending() const { return pending_->load(); }

  bool IdleTasksEnabled() override { return inner_->IdleTasksEnabled(); }
  bool NonNestableTasksEnabled() const override { return inner_->NonNestableTasksEnabled(); }
  bool NonNestableDelayedTasksEnabled() const override {
    return inner_->NonNestableDelayedTasksEnabled();
  }

 protected:
  void PostTaskImpl(std::unique_ptr<v8::Task> task, const v8::SourceLocation& location) override {
    inner_->PostTask(std::move(task), location);
  }
  void PostNonNestableTaskImpl(std::unique_ptr<v8::Task> task,
                               const v8::SourceLocation& location) override {
    inner_->PostNonNestableTask(std::move(task), location);
  }
  void PostDelayedTaskImpl(std::unique_ptr<v8::Task> task, double delay_in_seconds,
                           const v8::SourceLocation& location) override {
    inner_->PostDelayedTask(std::move(task), delay_in_seconds, location);
  }
  void PostNonNestableDelayedTaskImpl(std::unique_ptr<v8::Task> task, double delay_in_seconds,
                                      const v8::SourceLocation& location) override {
    inner_->PostNonNestableDelayedTask(std::make_unique<CountedTask>(std::move(task), pending_),
                                       delay_in_seconds, location);
  }
  void PostIdleTaskImpl(std::unique_ptr<v8::IdleTask> task,
                        const v8::SourceLocation& location) override {
    inner_->PostIdleTask(std::move(task), location);
  }

 private:
  std::shared_ptr<v8::TaskRunner> inner_;
  std::shared_ptr<std::atomic<int>> pending_;
};

class ClockedPlatform final : public v8::platform::DefaultPlatform {
 public:
  ClockedPlatform(int thread_pool_size, WallClock wall_clock)
      : DefaultPlatform(thread_pool_size), wall_clock_(wall_clock) {}

  double CurrentClockTimeMillis() override {
    double ms = wall_clock_();
    return std::isnan(ms) ? DefaultPlatform::CurrentClockTimeMillis() : ms;
  }

  // The default runner wrapped in one counting runner per isolate (V8 150's default
  // platform gives an isolate one runner whatever the priority; made again when the
  // default platform has made its runner anew: a new isolate at a freed isolate's
  // address).
  std::shared_ptr<v8::TaskRunner> GetForegroundTaskRunner(v8::Isolate* isolate,
                                                          v8::TaskPriority priority) override {
    std::shared_ptr<v8::TaskRunner> inner = DefaultPlatform::GetForegroundTaskRunner(isolate, priority);
    std::lock_guard<std::mutex> lock(mutex_);
    auto found = runners_.find(isolate);
    if (found != runners_.end() && found->second->inner() == inner) return found->second;
    // A runner to make: an isolate new to this map (or at a freed one's address). Only
    // then are the runners of isolates the default platform has shut down (nobody but
    // this map holds them or their inner runners) dropped: an isolate's disposal, which
    // `v8::platform::NotifyIsolateShutdown` (not virtual) does not tell this class,
    // shows here, and the map stays as large as the isolates alive.
    for (auto it = runners_.begin(); it != runners_.end();) {
      bool unused = it->second.use_count() == 1 && it->second->inner().use_count() == 1;
      it = unused ? runners_.erase(it) : std::next(it);
    }
    std::shared_ptr<CountingTaskRunner>& runner = runners_[isolate];
    runner = std::make_shared<CountingTaskRunner>(inner);
    return runner;
  }

  // The non-nestable delayed tasks posted for `isolate` and not yet run (its runner's).
  int PendingDelayedTasks(v8::Isolate* isolate) {
    std::lock_guard<std::mutex> lock(mutex_);
    auto found = runners_.find(isolate);
    return found == runners_.end() ? 0 : found->second->pending();
  }

 private:
  WallClock wall_clock_;
  std::mutex mutex_;
  std::map<v8::Isolate*, std::shared_ptr<CountingTaskRunner>> runners_;
};

ClockedPlatform* the_platform = nullptr;

}  // namespace

extern "C" {

// A new platform as `v8::platform::NewDefaultPlatform(0, kDisabled)` makes it (one
// background thread per core but one, 1 to 16), reading the wall clock from `wall_clock`.
// The caller owns it (V8's `Platform` has a virtual destructor).
v8::Platform* framescope__platform__new(WallClock wall_clock) {
  int threads = std::clamp(v8::base::SysInfo::NumberOfProcessors() - 1, 1, 16);
  ClockedPlatform* platform = new ClockedPlatform(threads, wall_clock);
  if (the_platform == nullptr) the_platform = platform;
  return platform;
}

// The non-nestable delayed tasks (`Atomics.waitAsync` timeouts) posted for `isolate` and
// not yet run; 0 when no platform of this file exists.
int framescope__platform__pending_delayed_tasks(v8::Isolate* isolate) {
  return the_platform == nullptr ? 0 : the_platform->PendingDelayedTasks(isolate);
}

}  // extern "C"
