//! The memory of a `SharedArrayBuffer` (V8's `BackingStore`), as a value that can cross
//! to another thread: what a message to or from a dedicated worker carries for each
//! SharedArrayBuffer in it, so that the receiving isolate makes a SharedArrayBuffer over
//! the same memory ([HTML §2.7: SharedArrayBuffer
//! serialization](https://html.spec.whatwg.org/multipage/structured-data.html#structuredserializeinternal)).

/// One SharedArrayBuffer's memory, shared (not copied) between the isolates that hold it.
#[derive(Clone)]
pub struct SharedMemory(v8::SharedRef<v8::BackingStore>);

// SAFETY: a shared backing store is made to be used by several isolates on their own
// threads at once (V8 shares SharedArrayBuffers' memory between workers this way; its
// contents are accessed only through JavaScript's shared memory model), and the reference
// count of the `std::shared_ptr` that `SharedRef` wraps is atomic. The crate marks
// `BackingStore` `Send` but not `Sync`, so its `SharedRef` is not `Send` by itself; only
// backing stores of SharedArrayBuffers are wrapped here.
unsafe impl Send for SharedMemory {}

impl SharedMemory {
    /// The memory of `buffer`.
    pub fn of(buffer: v8::Local<v8::SharedArrayBuffer>) -> Self {
        Self(buffer.get_backing_store())
    }

    /// A new SharedArrayBuffer of the current isolate over this memory.
    pub fn buffer<'s>(&self, scope: &mut v8::PinScope<'s, '_>) -> v8::Local<'s, v8::SharedArrayBuffer> {
        v8::SharedArrayBuffer::with_backing_store(scope, &self.0)
    }

    /// Its length in bytes.
    pub fn byte_length(&self) -> usize {
        self.0.byte_length()
    }
}
