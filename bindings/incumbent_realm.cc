// HTML's incumbent realm, which V8 cannot give framescope: V8's `GetIncumbentContext` is
// the context of the topmost JavaScript frame, and in framescope that frame is usually the
// platform's own JavaScript (a realm's copy of `postMessage`'s or Location's steps), not
// the page's code that called it. Compiled by `build.rs` with the include paths of
// `cxxflags-internal.txt`, like `v8_internal.cc`; tied to this exact V8 (the crate's
// 150.4.0). The Rust side is `incumbent_realm.rs`.
#include "bridge.h"
#include "src/api/api-inl.h"
#include "src/execution/frames-inl.h"
#include "src/objects/script-inl.h"
#include "src/objects/shared-function-info-inl.h"

namespace {

// Whether `script` is one of the platform's own (`runtime/platform_scripts.rs`): named
// `framescope:…` and without host-defined options (a page's script carries its realm id
// there, even the `framescope:new-document-script`s a DevTools client adds).
bool IsPlatformScript(v8::internal::Tagged<v8::internal::Script> script) {
  namespace i = v8::internal;
  if (script->host_defined_options()->ulength().value() > 0) return false;
  i::Tagged<i::Object> name = script->name();
  if (!i::IsString(name)) return false;
  static constexpr char kPrefix[] = "framescope:";
  i::Tagged<i::String> string = i::Cast<i::String>(name);
  if (string->length() < static_cast<uint32_t>(sizeof(kPrefix) - 1)) return false;
  for (size_t k = 0; k + 1 < sizeof(kPrefix); k++) {
    if (string->Get(static_cast<uint32_t>(k)) != static_cast<uint16_t>(kPrefix[k])) return false;
  }
  return true;
}

}  // namespace

// The native context of the topmost *script-having* frame on the stack
// (https://html.spec.whatwg.org/multipage/webappapis.html#topmost-script-having-execution-context):
// the youngest JavaScript function, inlined ones included, whose code is a script's (not
// one of V8's built-ins) and not the platform's. Sets `*out` to a handle in the caller's
// HandleScope and returns true, or returns false when no such frame is on the stack above
// the youngest entry from C++ into JavaScript: a task, a microtask, or a callback the
// embedder runs (an event it fires from Rust, with its realm entered) — frames older than
// that entry belong to a script whose call led to it, which HTML's "prepare to run a
// callback" hides from the incumbent (its skip-when-determining-incumbent counter); the
// caller then takes the realm entered for it, as V8's own `GetIncumbentContext` does
// with no JavaScript frame.
extern "C" bool fs_internal_topmost_script_having_context(v8::Isolate* isolate, const v8::Context** out) {
  namespace i = v8::internal;
  i::Isolate* internal = reinterpret_cast<i::Isolate*>(isolate);
  i::Tagged<i::NativeContext> found;
  {
    i::HandleScope handles(internal);
    for (i::StackFrameIterator it(internal); !it.done() && found.is_null(); it.Advance()) {
      i::StackFrame* frame = it.frame();
      if (frame->is_entry() || frame->is_construct_entry()) break;
      if (!frame->is_javascript()) continue;
      i::FrameSummaries summaries = i::CommonFrame::cast(frame)->Summarize(i::AllowAllocation::kNo);
      // Youngest first: the last summary is the innermost inlined function.
      for (int k = summaries.size() - 1; k >= 0; k--) {
        const i::FrameSummary& summary = summaries.frames[k];
        if (!summary.IsJavaScript()) continue;
        i::Tagged<i::JSFunction> function = *summary.AsJavaScript().function();
        i::Tagged<i::Object> script = function->shared()->script();
        if (!i::IsScript(script) || IsPlatformScript(i::Cast<i::Script>(script))) continue;
        found = function->native_context();
        break;
      }
    }
  }
  if (found.is_null()) return false;
  v8::Local<v8::Context> context = v8::Utils::ToLocal(i::direct_handle(found, internal));
  *out = framescope::FromLocal(context);
  return true;
}
