// V8's default platform with one change: the wall clock it gives V8 (`Date.now()`,
// `new Date()`, `Intl.DateTimeFormat#format()`, `Temporal.Now`) comes from the embedder
// when the embedder has one — framescope's virtual clock — and from the system otherwise.
// It subclasses V8's `DefaultPlatform` (an internal class of libplatform), so that
// `v8::platform::PumpMessageLoop`, which casts to it, keeps working; `build.rs` compiles
// this file with V8's internal include paths.
#include <algorithm>
#include <cmath>
#include <memory>

#include "bridge.h"
#include "src/base/sys-info.h"
#include "src/libplatform/default-platform.h"

namespace {

// The embedder's wall clock: ms since the Unix epoch, or NaN to use the system's.
using WallClock = double (*)();

class ClockedPlatform final : public v8::platform::DefaultPlatform {
 public:
  ClockedPlatform(int thread_pool_size, WallClock wall_clock)
      : DefaultPlatform(thread_pool_size), wall_clock_(wall_clock) {}

  double CurrentClockTimeMillis() override {
    double ms = wall_clock_();
    return std::isnan(ms) ? DefaultPlatform::CurrentClockTimeMillis() : ms;
  }

 private:
  WallClock wall_clock_;
};

}  // namespace

extern "C" {

// A new platform as `v8::platform::NewDefaultPlatform(0, kDisabled)` makes it (one
// background thread per core but one, 1 to 16), reading the wall clock from `wall_clock`.
// The caller owns it (V8's `Platform` has a virtual destructor).
v8::Platform* framescope__platform__new(WallClock wall_clock) {
  int threads = std::clamp(v8::base::SysInfo::NumberOfProcessors() - 1, 1, 16);
  return new ClockedPlatform(threads, wall_clock);
}

}  // extern "C"
