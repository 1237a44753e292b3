//! V8's inspector (the DevTools protocol's JavaScript domains) with framescope's client
//! (`inspector.cc`): unlike the `v8` crate's, it tells the inspector which objects are DOM
//! nodes (`valueSubtype`), so their RemoteObjects have subtype "node".
use std::ffi::{c_int, c_void};

use super::ffi;
use super::raw_isolate;

/// What the inspector asks of its embedder.
pub trait InspectorClient {
    /// The debugger paused: run a nested loop of protocol messages until told to quit.
    fn run_message_loop_on_pause(&self, context_group_id: i32);
    fn quit_message_loop_on_pause(&self);
}

/// Where a session's messages (responses and notifications, as JSON text) go.
pub type SendMessage = Box<dyn Fn(String)>;

/// An inspector on one isolate. It must be dropped before the isolate, and after its
/// sessions.
pub struct Inspector {
    raw: *mut ffi::FsInspector,
    /// Its isolate (which outlives it).
    isolate: ffi::Isolate,
    // (Dropped after `raw` is deleted: `Drop` deletes it first.)
    client: *mut Box<dyn InspectorClient>,
}

impl Inspector {
    pub fn new(isolate: &mut v8::Isolate, client: Box<dyn InspectorClient>) -> Self {
        let client = Box::into_raw(Box::new(client));
        // SAFETY: `client` stays valid until after the inspector is deleted (Drop).
        let isolate = raw_isolate(isolate);
        let raw = unsafe { ffi::fs_inspector_new(isolate, client.cast(), pause, quit) };
        Self { raw, isolate, client }
    }

    /// A protocol session on the contexts of `context_group_id`; `waiting`: it starts as a
    /// target that waits for the debugger (`Runtime.runIfWaitingForDebugger`).
    pub fn connect(&self, context_group_id: i32, send: SendMessage, waiting: bool) -> Session {
        let channel = Box::into_raw(Box::new(send));
        // SAFETY: `channel` stays valid until after the session is deleted (its Drop).
        let raw = unsafe {
            ffi::fs_inspector_connect(self.raw, context_group_id, channel.cast(), deliver, waiting)
        };
        Session { raw, channel }
    }

    /// Registers a context (`Runtime.executionContextCreated` to the sessions); returns
    /// its execution context id.
    pub fn context_created(
        &self,
        context: v8::Local<v8::Context>,
        context_group_id: i32,
        name: &str,
        origin: &str,
        aux_data: &str,
    ) -> i64 {
        let name: Vec<u16> = name.encode_utf16().collect();
        let origin: Vec<u16> = origin.encode_utf16().collect();
        let aux: Vec<u16> = aux_data.encode_utf16().collect();
        // SAFETY: the context is a live handle of the inspector's isolate; the strings
        // outlive the call.
        let id = unsafe {
            ffi::fs_inspector_context_created(
                self.raw,
                &*context,
                context_group_id as c_int,
                name.as_ptr(),
                name.len(),
                origin.as_ptr(),
                origin.len(),
                aux.as_ptr(),
                aux.len(),
            )
        };
        i64::from(id)
    }

    /// Makes the platform's scripts (`framescope:<file>`) scripts of the registered
    /// context `context_id` for V8's inspector, which ignore-lists a script only for the
    /// sessions of its context's group (`hidden_platform_scripts`); the snapshot's scripts
    /// are no context's. Any context of the group does, as long as it is registered.
    pub fn adopt_platform_scripts(&self, context_id: i64) {
        let Ok(id) = i32::try_from(context_id) else { return };
        // SAFETY: the isolate outlives its inspector and is used on its own thread; this
        // is called outside garbage collection, between scripts or in a paused one.
        unsafe { super::v8_internal::set_platform_scripts_context_id(self.isolate, id) };
    }

    pub fn context_destroyed(&self, context: v8::Local<v8::Context>) {
        // SAFETY: as context_created.
        unsafe { ffi::fs_inspector_context_destroyed(self.raw, &*context) }
    }

    /// Forgets every context of `context_group_id` and resets its sessions (those with
    /// Runtime enabled get `Runtime.executionContextsCleared`), as for a top-level
    /// navigation in Chrome.
    pub fn reset_context_group(&self, context_group_id: i32) {
        // SAFETY: the inspector is live; no handle is passed.
        unsafe { ffi::fs_inspector_reset_context_group(self.raw, context_group_id as c_int) }
    }
}

impl Drop for Inspector {
    fn drop(&mut self) {
        // SAFETY: created by fs_inspector_new, deleted once; the client after it.
        unsafe {
            ffi::fs_inspector_delete(self.raw);
            drop(Box::from_raw(self.client));
        }
    }
}

/// A protocol session.
pub struct Session {
    raw: *mut ffi::FsInspectorSession,
    channel: *mut SendMessage,
}

impl Session {
    /// Hands a command's JSON text to the session.
    pub fn dispatch(&self, message: &str) {
        // SAFETY: the session is live; the buffer outlives the call. (8-bit text is
        // Latin-1 to V8: other text goes as UTF-16.)
        unsafe {
            if message.is_ascii() {
                ffi::fs_inspector_session_dispatch(
                    self.raw,
                    message.as_ptr(),
                    std::ptr::null(),
                    message.len(),
                );
            } else {
                let utf16: Vec<u16> = message.encode_utf16().collect();
                ffi::fs_inspector_session_dispatch(self.raw, std::ptr::null(), utf16.as_ptr(), utf16.len());
            }
        }
    }

    /// The object a `Runtime.RemoteObjectId` of this session names, with its context.
    pub fn unwrap<'s>(
        &self,
        _scope: &mut v8::PinScope<'s, '_, ()>,
        object_id: &str,
    ) -> Option<(v8::Local<'s, v8::Value>, v8::Local<'s, v8::Context>)> {
        let mut value: *const v8::Value = std::ptr::null();
        let mut context: *const v8::Context = std::ptr::null();
        // SAFETY: the session is live; V8 writes handles of the current handle scope
        // (`_scope`'s), which the returned locals are bound to.
        unsafe {
            if !ffi::fs_inspector_session_unwrap(
                self.raw,
                object_id.as_ptr(),
                object_id.len(),
                &mut value,
                &mut context,
            ) || value.is_null()
                || context.is_null()
            {
                return None;
            }
            Some((
                std::mem::transmute::<*const v8::Value, v8::Local<'s, v8::Value>>(value),
                std::mem::transmute::<*const v8::Context, v8::Local<'s, v8::Context>>(context),
            ))
        }
    }

    /// Whether V8's inspector answers `method` (its domains: Runtime, Debugger, Profiler,
    /// HeapProfiler, Console, Schema).
    pub fn can_dispatch(method: &str) -> bool {
        // SAFETY: the bytes outlive the call.
        unsafe { ffi::fs_inspector_can_dispatch(method.as_ptr(), method.len()) }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        // SAFETY: created by fs_inspector_connect, deleted once; the channel after it.
        unsafe {
            ffi::fs_inspector_session_delete(self.raw);
            drop(Box::from_raw(self.channel));
        }
    }
}

unsafe extern "C" fn pause(data: *mut c_void, context_group_id: c_int) {
    // SAFETY: `data` is the Inspector's client, alive while the inspector is.
    let client = unsafe { &*data.cast::<Box<dyn InspectorClient>>() };
    client.run_message_loop_on_pause(context_group_id);
}

unsafe extern "C" fn quit(data: *mut c_void) {
    // SAFETY: as pause.
    let client = unsafe { &*data.cast::<Box<dyn InspectorClient>>() };
    client.quit_message_loop_on_pause();
}

unsafe extern "C" fn deliver(data: *mut c_void, latin1: *const u8, utf16: *const u16, length: usize) {
    // SAFETY: `data` is the session's channel, alive while the session is; the text is
    // `length` readable units for the duration of the call.
    let (send, text) = unsafe {
        let send = &*data.cast::<SendMessage>();
        let text = if latin1.is_null() {
            String::from_utf16_lossy(std::slice::from_raw_parts(utf16, length))
        } else {
            std::slice::from_raw_parts(latin1, length).iter().map(|&b| char::from(b)).collect()
        };
        (send, text)
    };
    send(text);
}
