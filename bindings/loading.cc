// V8's loading state: `Isolate::SetIsLoading`, which Chrome's renderer calls as its main
// thread scheduler enters and leaves the "load" RAIL mode (runtime/page_loading.rs says when
// framescope does).
#include "bridge.h"
#include "v8-isolate.h"

extern "C" {

void fs_isolate_set_is_loading(v8::Isolate* isolate, bool is_loading) {
  isolate->SetIsLoading(is_loading);
}

}  // extern "C"
