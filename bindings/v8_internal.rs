//! What only V8's internal C++ API (`v8::internal`, the `src/...` headers) can tell or do,
//! behind safe functions. The C++ half is `bindings/v8_internal.cc` (and
//! `bindings/realm_snapshot.cc`), among the files `build.rs` compiles with V8's internal
//! include paths; it is tied to this exact V8
//! (the `v8` crate 150.4.0), so keep what goes through it small.
//!
//! Today: what an eager memory measurement needs from the heap. V8's *incremental marking*
//! (the concurrent first half of a major, mark-compact, garbage collection, which V8 starts
//! on its own when the heap grows) attributes objects to contexts only when it started
//! after a `MeasureMemory` request, so a marking under way is finished first
//! ([`finish_major_marking`]); and the page's *pending allocations* are published
//! ([`publish_pending_allocations`]) so that concurrent marking does not set its newest
//! large object aside and count it for no realm.
//!
//! And Debugger.Memory's census ([`census`]): a walk of the whole heap that counts each
//! realm's items by kind; and its allocation log ([`AllocationLog`]): every allocation
//! (or a sample) with the JavaScript stack that made it.
use std::cell::Cell;
use std::ffi::{c_char, c_int, c_void};
use std::rc::Rc;

use super::ffi;

/// What the realm snapshot does to a booted realm (`context`, entered) before it
/// serializes it (`web::html::realm_snapshot`), after one heap walk that collects the
/// realm's objects (`bindings/realm_snapshot.cc`): its operations are made on first use
/// (`bindings/lazy_methods.cc`: each method whose closure can be made again from its code
/// and scope becomes a V8 lazy data property, so a realm made from the snapshot carries no
/// closure for an operation its pages never read), then its objects that keep their
/// properties in a dictionary get fast properties (a map and descriptors), as V8 does to
/// a prototype once an inline cache looks through it (a dictionary takes about twice the
/// room; behaviour is the same either way). Returns how many methods were made lazy, or
/// `None` when V8 threw.
pub fn prepare_realm_for_snapshot(
    isolate: &mut v8::Isolate,
    context: v8::Local<v8::Context>,
) -> Option<usize> {
    // SAFETY: the isolate is alive and mutably borrowed on its own thread; `context` is a
    // live handle of it, entered. The C++ side collects the objects before it changes any.
    let count = unsafe {
        ffi::fs_internal_prepare_realm_for_snapshot(
            super::raw_isolate(isolate),
            &*context as *const v8::Context,
        )
    };
    usize::try_from(count).ok()
}

/// The lazy methods' getter (`bindings/lazy_methods.cc`), for a startup snapshot's external
/// references.
pub fn lazy_method_getter() -> *mut c_void {
    // SAFETY: returns the address of a function of the bridge; no state is touched.
    unsafe { ffi::fs_internal_lazy_method_getter() }
}

/// Defines `name` on `object` as an accessor property whose getter and setter are
/// function templates (`setter`: none for a read-only attribute), with `attributes`: V8
/// makes each function in the holder's realm on its first use and keeps it
/// (`bindings/template_accessors.cc`; what `Template::SetAccessorProperty` does for a
/// template's instances). Returns false when V8 threw (an exception is then pending in
/// `scope`).
pub fn define_template_accessor(
    scope: &mut v8::PinScope,
    object: v8::Local<v8::Object>,
    name: v8::Local<v8::Name>,
    getter: v8::Local<v8::FunctionTemplate>,
    setter: Option<v8::Local<v8::FunctionTemplate>>,
    attributes: v8::PropertyAttribute,
) -> bool {
    let setter = setter.map_or(std::ptr::null(), |setter| &*setter as *const v8::FunctionTemplate);
    // SAFETY: the isolate is alive and entered on its own thread; every pointer is a live
    // handle of `scope` (or null for no setter), read during the call only.
    unsafe {
        ffi::fs_internal_define_template_accessor(
            super::raw_isolate(scope),
            &*object as *const v8::Object,
            &*name as *const v8::Name,
            &*getter as *const v8::FunctionTemplate,
            setter,
            attributes.as_u32() as i32,
        )
    }
}

/// The data of the setter of `object`'s own accessor property `name` when that setter is
/// an attribute function made from a template (`define_template_accessor`), and whether V8
/// has made the function already; `None` when it is no such setter. Makes nothing
/// (`bindings/template_accessors.cc`).
pub fn template_setter_data(
    scope: &mut v8::PinScope,
    object: v8::Local<v8::Object>,
    name: v8::Local<v8::Name>,
) -> Option<(u32, bool)> {
    // SAFETY: the isolate is alive and entered on its own thread; both pointers are live
    // handles of `scope`, read during the call only.
    let data = unsafe {
        ffi::fs_internal_template_setter_data(
            super::raw_isolate(scope),
            &*object as *const v8::Object,
            &*name as *const v8::Name,
        )
    };
    (data >= 0).then_some(((data & 0xffff_ffff) as u32, data >> 32 == 1))
}

/// Gives `object`'s own accessor property `name`, whose setter is a template V8 has not
/// made a function of yet, the setter template `setter`, keeping its getter and
/// attributes; false when it is no such property (`bindings/template_accessors.cc`).
pub fn replace_template_setter(
    scope: &mut v8::PinScope,
    object: v8::Local<v8::Object>,
    name: v8::Local<v8::Name>,
    setter: v8::Local<v8::FunctionTemplate>,
) -> bool {
    // SAFETY: the isolate is alive and entered on its own thread; every pointer is a live
    // handle of `scope`, read during the call only.
    unsafe {
        ffi::fs_internal_replace_template_setter(
            super::raw_isolate(scope),
            &*object as *const v8::Object,
            &*name as *const v8::Name,
            &*setter as *const v8::FunctionTemplate,
        )
    }
}

/// Makes `object` an [immutable prototype exotic object](https://tc39.es/ecma262/#sec-immutable-prototype-exotic-objects):
/// `Object.setPrototypeOf` with another value then throws (and `Reflect.setPrototypeOf`
/// answers false), as V8 does for `Object.prototype` and for a template's instances after
/// `SetImmutableProto()` (`bindings/immutable_prototype.cc`). Returns false when `object`
/// is no JS object (a proxy).
pub fn set_immutable_prototype(isolate: &mut v8::Isolate, object: v8::Local<v8::Object>) -> bool {
    // SAFETY: the isolate is alive and mutably borrowed on its own thread; `object` is a
    // live handle of it, read during the call only.
    unsafe {
        ffi::fs_internal_set_immutable_proto(super::raw_isolate(isolate), &*object as *const v8::Object)
    }
}

/// Whether a major incremental marking is under way in `isolate` (V8's
/// `Heap::incremental_marking()->IsMajorMarking()`).
pub fn is_major_marking(isolate: &v8::Isolate) -> bool {
    // SAFETY: the isolate is alive and borrowed on its own thread; the call only reads
    // the heap's marking state.
    unsafe { ffi::fs_internal_is_major_marking(super::raw_isolate(isolate)) }
}

/// Finishes a major incremental marking under way with one atomic full garbage collection
/// (`Heap::FinalizeIncrementalMarkingAtomically`), and returns whether there was one.
/// Without one it does nothing: unlike `Isolate::low_memory_notification` (two to seven
/// full collections), it costs nothing when no marking runs.
pub fn finish_major_marking(isolate: &mut v8::Isolate) -> bool {
    // SAFETY: the isolate is alive and mutably borrowed on its own thread, as for the
    // crate's own `low_memory_notification`; a GC keeps every handle valid.
    unsafe { ffi::fs_internal_finish_major_marking(super::raw_isolate(isolate)) }
}

/// Ends the optimizing compilations under way or queued in `isolate`'s background threads,
/// waiting for the running ones and discarding their results (`Isolate::
/// AbortConcurrentOptimization` with `kBlock`): a job keeps its function's realm alive
/// until it is installed, so a collection that must not find gone documents waits for
/// them first. V8 compiles those functions again when they are hot again.
pub fn abort_concurrent_optimization(isolate: &mut v8::Isolate) {
    // SAFETY: the isolate is alive and mutably borrowed on its own thread; V8 joins its
    // own compiler threads' jobs.
    unsafe { ffi::fs_internal_abort_concurrent_optimization(super::raw_isolate(isolate)) }
}

/// Starts a major incremental marking, as a page's allocation does when the heap reaches
/// its limit (for tests that need one under way). Returns whether one is under way
/// afterwards.
pub fn start_major_marking(isolate: &mut v8::Isolate) -> bool {
    // SAFETY: as for `finish_major_marking`: V8 starts marking on this thread.
    unsafe { ffi::fs_internal_start_major_marking(super::raw_isolate(isolate)) }
}

/// Publishes the isolate's pending allocations (`Heap::PublishMainThreadPendingAllocations`;
/// no garbage collection): V8 treats the newest object of each large-object space, and
/// those at the top of each allocation buffer, as still being initialised. Concurrent
/// marking sets such young objects aside and marks them later outside the context that
/// reached them, so a measurement could attribute a page's newest large array to no realm.
pub fn publish_pending_allocations(isolate: &mut v8::Isolate) {
    // SAFETY: the isolate is alive and mutably borrowed on its own (main) thread, the
    // only thread V8 allows this on; no JavaScript object is initialising across the call.
    unsafe { ffi::fs_internal_publish_pending_allocations(super::raw_isolate(isolate)) }
}

/// A census's coarse type of an item (Debugger.Memory's `coarseType` breakdown).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CoarseType {
    Objects,
    Scripts,
    Strings,
    Other,
}

/// One kind of item a census found in one realm: how many, and their own bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CensusKind {
    /// The index of the realm's context in the list given to [`census`].
    pub realm: usize,
    pub coarse: CoarseType,
    /// An object's [[Class]] (`JSReceiver::class_name`: "Object", "Array", "Function"…);
    /// empty for other items.
    pub class_name: String,
    /// An object's constructor's name ("Foo" for `new Foo()`; "Object" for a prototype
    /// object); empty when there is none.
    pub constructor_name: String,
    /// V8's instance type (`JS_OBJECT_TYPE`, `JS_ARRAY_TYPE`…).
    pub internal_type: String,
    /// The allocation site the items were followed to, if any.
    pub site: Option<u32>,
    pub count: u64,
    pub bytes: u64,
}

/// What a census found, and how many heap objects it looked at.
#[derive(Clone, Debug, Default)]
pub struct Census {
    pub kinds: Vec<CensusKind>,
    pub visited: u64,
}

/// Bytes at `pointer` (`len` of them) as a string.
fn text(pointer: *const c_char, len: usize) -> String {
    if pointer.is_null() || len == 0 {
        return String::new();
    }
    // SAFETY: the C++ side passes `len` bytes at `pointer`, alive during the call.
    let bytes = unsafe { std::slice::from_raw_parts(pointer.cast::<u8>(), len) };
    String::from_utf8_lossy(bytes).into_owned()
}

unsafe extern "C" fn census_sink(
    data: *mut c_void,
    realm: u32,
    coarse: u8,
    class_name: *const c_char,
    class_len: usize,
    constructor_name: *const c_char,
    constructor_len: usize,
    internal_type: *const c_char,
    internal_len: usize,
    site: i64,
    count: u64,
    bytes: u64,
) {
    // SAFETY: `data` is the `Vec` `census` passes, borrowed for the call.
    let kinds = unsafe { &mut *data.cast::<Vec<CensusKind>>() };
    kinds.push(CensusKind {
        realm: realm as usize,
        coarse: match coarse {
            0 => CoarseType::Objects,
            1 => CoarseType::Scripts,
            2 => CoarseType::Strings,
            _ => CoarseType::Other,
        },
        class_name: text(class_name, class_len),
        constructor_name: text(constructor_name, constructor_len),
        internal_type: text(internal_type, internal_len),
        site: u32::try_from(site).ok(),
        count,
        bytes,
    });
}

/// A census of the realms of `contexts`: walks the whole heap (`HeapObjectIterator`, no
/// allocation on the JavaScript heap meanwhile) and counts, per realm, each kind of item
/// whose map names that realm's native context (as V8's per-context memory measurement
/// infers it), split by allocation site where `log` followed the item. Garbage is counted
/// too: collect it first for a census of live items.
pub fn census(
    isolate: &mut v8::Isolate,
    contexts: &[v8::Local<v8::Context>],
    log: Option<&AllocationLog>,
) -> Census {
    let pointers: Vec<*const v8::Context> = contexts.iter().map(|c| &**c as *const v8::Context).collect();
    let mut kinds: Vec<CensusKind> = Vec::new();
    let log =
        log.filter(|l| l.isolate == super::raw_isolate(isolate)).map_or(std::ptr::null_mut(), |l| l.raw);
    // SAFETY: the isolate is alive and mutably borrowed on its own thread; the contexts are
    // live handles of it; `log` is null or a live log of it; the sink writes only into
    // `kinds`, which outlives the call.
    let visited = unsafe {
        ffi::fs_internal_census(
            super::raw_isolate(isolate),
            pointers.as_ptr(),
            pointers.len(),
            log,
            census_sink,
            (&mut kinds as *mut Vec<CensusKind>).cast::<c_void>(),
        )
    };
    Census { kinds, visited }
}

/// One frame of an allocation site's stack.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AllocationFrame {
    /// The script's name (its URL).
    pub source: String,
    pub function_name: String,
    /// 1-based; 0 when unknown.
    pub line: u32,
    pub column: u32,
}

/// One logged allocation of a JavaScript object, or tenure promotion of one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AllocationEntry {
    /// The realm id of the object's realm.
    pub realm: u64,
    /// When, in µs on the monotonic clock (`cpu_profiler::monotonic_now_us`).
    pub time_us: i64,
    pub class_name: String,
    /// Empty for promotions.
    pub constructor_name: String,
    pub size: u32,
    pub in_nursery: bool,
    /// Its allocation site ([`AllocationLog::site_frames`]), if it was followed.
    pub site: Option<u32>,
}

/// What an [`AllocationLog`] keeps.
#[derive(Clone, Debug, Default)]
pub struct LogSettings {
    /// Log allocations (else only follow the objects already followed).
    pub logging: bool,
    pub probability: f64,
    pub capacity: usize,
    /// Log tenure promotions.
    pub tenure: bool,
    pub tenure_capacity: usize,
    /// The realms (ids) whose objects are logged.
    pub realms: Vec<u64>,
}

/// An allocation log of an isolate (V8's heap object allocation tracker): allocations with
/// their sites, objects followed to their sites as collections move them, tenure
/// promotions. Stop it with [`AllocationLog::stop`] while the isolate lives.
pub struct AllocationLog {
    raw: *mut c_void,
    isolate: *mut c_void,
    isolate_alive: Rc<Cell<bool>>,
}

unsafe extern "C" fn allocation_sink(
    data: *mut c_void,
    realm: u64,
    time_us: i64,
    class_name: *const c_char,
    class_len: usize,
    constructor_name: *const c_char,
    constructor_len: usize,
    size: c_int,
    young: bool,
    site: i64,
) {
    // SAFETY: `data` is the `Vec` `drain` passes, borrowed for the call.
    let entries = unsafe { &mut *data.cast::<Vec<AllocationEntry>>() };
    entries.push(AllocationEntry {
        realm,
        time_us,
        class_name: text(class_name, class_len),
        constructor_name: text(constructor_name, constructor_len),
        size: u32::try_from(size).unwrap_or(0),
        in_nursery: young,
        site: u32::try_from(site).ok(),
    });
}

unsafe extern "C" fn allocation_frame_sink(
    data: *mut c_void,
    source: *const c_char,
    source_len: usize,
    function_name: *const c_char,
    function_len: usize,
    line: c_int,
    column: c_int,
) {
    // SAFETY: `data` is the `Vec` `site_frames` passes, borrowed for the call.
    let frames = unsafe { &mut *data.cast::<Vec<AllocationFrame>>() };
    frames.push(AllocationFrame {
        source: text(source, source_len),
        function_name: text(function_name, function_len),
        line: u32::try_from(line).unwrap_or(0),
        column: u32::try_from(column).unwrap_or(0),
    });
}

impl AllocationLog {
    /// Starts following `isolate`'s allocations as `settings` say. Also makes V8 keep
    /// source positions for every function, so frames have their current lines.
    pub fn start(isolate: &mut v8::Isolate, settings: &LogSettings) -> Self {
        let isolate_ptr = super::raw_isolate(isolate);
        // SAFETY: a live isolate on its thread; the log is stopped (or leaked) before it goes.
        let raw = unsafe { ffi::fs_internal_allocation_log_start(isolate_ptr) };
        let log =
            Self { raw, isolate: isolate_ptr, isolate_alive: super::isolate_liveness::liveness(isolate) };
        log.configure(settings);
        log
    }

    /// Changes what is kept.
    pub fn configure(&self, settings: &LogSettings) {
        // SAFETY: `raw` is the live log (stopped only by consuming `self`); `realms` is read
        // during the call only.
        unsafe {
            ffi::fs_internal_allocation_log_configure(
                self.raw,
                settings.logging,
                settings.probability.clamp(0.0, 1.0),
                settings.capacity,
                settings.tenure,
                settings.tenure_capacity,
                settings.realms.as_ptr(),
                settings.realms.len(),
            )
        }
    }

    /// The allocations (or, with `tenure`, the promotions) logged since the last drain,
    /// and whether some were dropped meanwhile.
    pub fn drain(&self, isolate: &mut v8::Isolate, tenure: bool) -> (Vec<AllocationEntry>, bool) {
        let mut entries: Vec<AllocationEntry> = Vec::new();
        if super::raw_isolate(isolate) != self.isolate || !self.isolate_alive.get() {
            return (entries, false);
        }
        // SAFETY: the log is live on this isolate, borrowed on its thread; the sink writes
        // only into `entries`, which outlives the call.
        let overflowed = unsafe {
            ffi::fs_internal_allocation_log_drain(
                self.raw,
                tenure,
                allocation_sink,
                (&mut entries as *mut Vec<AllocationEntry>).cast::<c_void>(),
            )
        };
        (entries, overflowed)
    }

    /// The frames of allocation site `site`, youngest first.
    pub fn site_frames(&self, site: u32) -> Option<Vec<AllocationFrame>> {
        let mut frames: Vec<AllocationFrame> = Vec::new();
        if !self.isolate_alive.get() {
            return None;
        }
        // SAFETY: the log is live; the sink writes only into `frames`.
        let found = unsafe {
            ffi::fs_internal_allocation_site_frames(
                self.raw,
                i64::from(site),
                allocation_frame_sink,
                (&mut frames as *mut Vec<AllocationFrame>).cast::<c_void>(),
            )
        };
        found.then_some(frames)
    }

    /// The allocation site of `object`, if it was allocated (and sampled) while the log ran.
    pub fn site_of(&self, object: v8::Local<v8::Object>) -> Option<u32> {
        if !self.isolate_alive.get() {
            return None;
        }
        // SAFETY: the log is live; `object` is a live handle of its isolate.
        let site = unsafe { ffi::fs_internal_allocation_site_of(self.raw, &*object) };
        u32::try_from(site).ok()
    }

    /// Stops following and frees the log.
    pub fn stop(self, isolate: &mut v8::Isolate) {
        if super::raw_isolate(isolate) == self.isolate && self.isolate_alive.get() {
            // SAFETY: the log is registered with this live isolate; this unregisters and frees it.
            unsafe { ffi::fs_internal_allocation_log_stop(self.isolate, self.raw) };
        }
        // Otherwise (another isolate, or this one gone) the log is left as it is.
    }
}

/// An object's [[Class]] as V8 names it (`JSReceiver::class_name`): "Object" for
/// `new Foo()`, "Array", "Function", "Date", "Map"…
pub fn class_name(object: v8::Local<v8::Object>) -> String {
    let mut buffer = [0u8; 256];
    // SAFETY: `object` is a live handle; the C++ side writes at most `buffer.len()` bytes.
    let length =
        unsafe { ffi::fs_internal_class_name(&*object, buffer.as_mut_ptr().cast::<c_char>(), buffer.len()) };
    String::from_utf8_lossy(&buffer[..length.min(buffer.len())]).into_owned()
}

/// Gives the platform's scripts (`framescope:<file>`, from the realm snapshot, where V8
/// marks them as no context's) the inspector's execution context id `context_id`, so that
/// V8's inspector can ignore-list them for that context's group (it finds a script's
/// sessions by its context); returns how many scripts it changed.
///
/// # Safety
/// `isolate` is a live isolate's raw pointer, on its thread, not in a garbage collection.
pub(crate) unsafe fn set_platform_scripts_context_id(isolate: ffi::Isolate, context_id: i32) -> usize {
    // SAFETY: as the caller promises; the C++ side only writes a small integer into each
    // platform script's context data.
    unsafe { ffi::fs_internal_set_platform_scripts_context_id(isolate, context_id as c_int) }
}
