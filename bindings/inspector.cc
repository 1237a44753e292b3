// v8_inspector: V8's DevTools protocol back end, with framescope's own client and channel.
// The `v8` crate binds V8Inspector, but its client cannot answer `valueSubtype`, which is
// how the inspector learns that an object is a DOM node (a RemoteObject of subtype
// "node": what Puppeteer and Playwright make element handles of). So the inspector, its
// client, its sessions and their channels are made here; the client and the channels call
// Rust through function pointers with a `void* data` that Rust owns and frees after the
// object that holds it is deleted.
#include <memory>

#include "bridge.h"
#include "v8-exception.h"
#include "v8-inspector.h"
#include "v8-object.h"
#include "v8-value.h"

extern "C" {
using FsPauseFn = void (*)(void* data, int context_group_id);
using FsQuitFn = void (*)(void* data);
// A message as V8 wrote it: Latin-1 (`latin1`, when 8-bit) or UTF-16 (`utf16`).
using FsSendFn = void (*)(void* data, const uint8_t* latin1, const uint16_t* utf16, size_t length);
}

namespace {

using v8_inspector::StringBuffer;
using v8_inspector::StringView;

class Client final : public v8_inspector::V8InspectorClient {
 public:
  Client(v8::Isolate* isolate, void* data, FsPauseFn pause, FsQuitFn quit)
      : isolate_(isolate), data_(data), pause_(pause), quit_(quit) {}

  void runMessageLoopOnPause(int context_group_id) override { pause_(data_, context_group_id); }
  void quitMessageLoopOnPause() override { quit_(data_); }

  // A node of any realm carries the isolate-wide internal slot "node" (a private symbol,
  // bindings/private_symbols.rs; runtime/web/dom/nodes.js): such an object is a DOM node.
  // Reading a private symbol runs no JavaScript; a proxy has none.
  std::unique_ptr<StringBuffer> valueSubtype(v8::Local<v8::Value> value) override {
    v8::Local<v8::Object> record;
    if (!NodeRecord(value).ToLocal(&record)) return nullptr;
    return Buffer("node");
  }

  // A node's description, as Chrome's: its node name (an element's local name; #document,
  // #text, #comment, #document-fragment…). Read from the node's record (plain data
  // properties of a null-prototype object: no JavaScript runs).
  std::unique_ptr<StringBuffer> descriptionForValueSubtype(v8::Local<v8::Context> context,
                                                           v8::Local<v8::Value> value) override {
    v8::Local<v8::Object> record;
    if (!NodeRecord(value).ToLocal(&record)) return nullptr;
    v8::TryCatch try_catch(isolate_);
    v8::Local<v8::Value> type;
    v8::Local<v8::Value> name;
    if (!record->Get(context, v8::String::NewFromUtf8Literal(isolate_, "type")).ToLocal(&type)) return nullptr;
    switch (type->IsInt32() ? type.As<v8::Int32>()->Value() : 0) {
      case 1:
        if (record->Get(context, v8::String::NewFromUtf8Literal(isolate_, "name")).ToLocal(&name) &&
            name->IsString()) {
          return Buffer(framescope::Utf8(isolate_, name));
        }
        return Buffer("element");
      case 3: return Buffer("#text");
      case 4: return Buffer("#cdata-section");
      case 7: return Buffer("#processing-instruction");
      case 8: return Buffer("#comment");
      case 9: return Buffer("#document");
      case 10: return Buffer("#doctype");
      case 11: return Buffer("#document-fragment");
      default: return Buffer("node");
    }
  }

 private:
  static std::unique_ptr<StringBuffer> Buffer(const std::string& text) {
    return StringBuffer::create(
        StringView(reinterpret_cast<const uint8_t*>(text.data()), text.size()));
  }

  // The node record of `value` (its "node" slot), or nothing for anything but a node.
  v8::MaybeLocal<v8::Object> NodeRecord(v8::Local<v8::Value> value) {
    if (value.IsEmpty() || !value->IsObject() || value->IsProxy()) return {};
    v8::Local<v8::Object> object = value.As<v8::Object>();
    v8::Local<v8::Context> context;
    if (!object->GetCreationContext(isolate_).ToLocal(&context)) {
      context = isolate_->GetCurrentContext();
      if (context.IsEmpty()) return {};
    }
    v8::TryCatch try_catch(isolate_);
    v8::Local<v8::Private> key =
        v8::Private::ForApi(isolate_, v8::String::NewFromUtf8Literal(isolate_, "framescope:slot:node"));
    v8::Local<v8::Value> record;
    if (!object->GetPrivate(context, key).ToLocal(&record) || !record->IsObject()) return {};
    return record.As<v8::Object>();
  }

 private:
  v8::Isolate* isolate_;
  void* data_;
  FsPauseFn pause_;
  FsQuitFn quit_;
};

class Channel final : public v8_inspector::V8Inspector::Channel {
 public:
  Channel(void* data, FsSendFn send) : data_(data), send_(send) {}
  void sendResponse(int, std::unique_ptr<StringBuffer> message) override { Send(message->string()); }
  void sendNotification(std::unique_ptr<StringBuffer> message) override { Send(message->string()); }
  void flushProtocolNotifications() override {}

 private:
  void Send(StringView view) {
    if (view.is8Bit()) {
      send_(data_, view.characters8(), nullptr, view.length());
    } else {
      send_(data_, nullptr, view.characters16(), view.length());
    }
  }
  void* data_;
  FsSendFn send_;
};

StringView View(const uint8_t* latin1, const uint16_t* utf16, size_t length) {
  return latin1 != nullptr ? StringView(latin1, length) : StringView(utf16, length);
}

}  // namespace

// (Members are destroyed in reverse order: the inspector before its client, a session
// before its channel.)
struct FsInspector {
  std::unique_ptr<Client> client;
  std::unique_ptr<v8_inspector::V8Inspector> inspector;
};

struct FsInspectorSession {
  std::unique_ptr<Channel> channel;
  std::unique_ptr<v8_inspector::V8InspectorSession> session;
};

extern "C" {

FsInspector* fs_inspector_new(v8::Isolate* isolate, void* data, FsPauseFn pause, FsQuitFn quit) {
  auto* result = new FsInspector();
  result->client = std::make_unique<Client>(isolate, data, pause, quit);
  result->inspector = v8_inspector::V8Inspector::create(isolate, result->client.get());
  return result;
}

void fs_inspector_delete(FsInspector* inspector) { delete inspector; }

// `waiting`: the session starts as if the target waits for the debugger
// (`Runtime.runIfWaitingForDebugger` lets it go).
FsInspectorSession* fs_inspector_connect(FsInspector* inspector, int context_group_id, void* data,
                                         FsSendFn send, bool waiting) {
  auto* result = new FsInspectorSession();
  result->channel = std::make_unique<Channel>(data, send);
  result->session = inspector->inspector->connect(
      context_group_id, result->channel.get(), StringView(),
      v8_inspector::V8Inspector::kFullyTrusted,
      waiting ? v8_inspector::V8Inspector::kWaitingForDebugger
              : v8_inspector::V8Inspector::kNotWaitingForDebugger);
  return result;
}

void fs_inspector_session_delete(FsInspectorSession* session) { delete session; }

void fs_inspector_session_dispatch(FsInspectorSession* session, const uint8_t* latin1,
                                   const uint16_t* utf16, size_t length) {
  session->session->dispatchProtocolMessage(View(latin1, utf16, length));
}

// The object a RemoteObject id names in this session (with its context), or false with
// nothing written. The handles are the caller's scope's.
bool fs_inspector_session_unwrap(FsInspectorSession* session, const uint8_t* object_id,
                                 size_t length, const v8::Value** value,
                                 const v8::Context** context) {
  std::unique_ptr<StringBuffer> error;
  std::unique_ptr<StringBuffer> group;
  v8::Local<v8::Value> local_value;
  v8::Local<v8::Context> local_context;
  if (!session->session->unwrapObject(&error, StringView(object_id, length), &local_value,
                                      &local_context, &group)) {
    return false;
  }
  *value = framescope::FromLocal(local_value);
  *context = framescope::FromLocal(local_context);
  return *value != nullptr && *context != nullptr;
}

bool fs_inspector_can_dispatch(const uint8_t* method, size_t length) {
  return v8_inspector::V8InspectorSession::canDispatchMethod(StringView(method, length));
}

// Registers a context; returns its execution context id.
int fs_inspector_context_created(FsInspector* inspector, const v8::Context* context,
                                 int context_group_id, const uint16_t* name, size_t name_length,
                                 const uint16_t* origin, size_t origin_length, const uint16_t* aux,
                                 size_t aux_length) {
  v8::Local<v8::Context> local = framescope::ToLocal(context);
  v8_inspector::V8ContextInfo info(local, context_group_id, StringView(name, name_length));
  info.origin = StringView(origin, origin_length);
  info.auxData = StringView(aux, aux_length);
  inspector->inspector->contextCreated(info);
  return v8_inspector::V8ContextInfo::executionContextId(local);
}

void fs_inspector_context_destroyed(FsInspector* inspector, const v8::Context* context) {
  inspector->inspector->contextDestroyed(framescope::ToLocal(context));
}

// Forgets every context of the group and resets its sessions' agents, as a top-level
// navigation does in Chrome (`Runtime.executionContextsCleared`).
void fs_inspector_reset_context_group(FsInspector* inspector, int context_group_id) {
  inspector->inspector->resetContextGroup(context_group_id);
}

}  // extern "C"
