//! Declarations of the C++ entry points in `bindings/*.cc`. Private to the bridge.
use std::ffi::{c_char, c_int, c_void};

pub type Isolate = *mut c_void;
pub type DataFn = unsafe extern "C" fn(data: *mut c_void);

pub type MeasureDoneFn = unsafe extern "C" fn(
    data: *mut c_void,
    realm_ids: *const u64,
    sizes: *const usize,
    count: usize,
    unattributed: usize,
    wasm_code: usize,
    wasm_metadata: usize,
);

#[repr(C)]
pub struct FsProfileNode {
    pub id: u32,
    pub parent_id: u32,
    pub function_name: *const c_char,
    pub function_name_len: usize,
    pub resource_name: *const c_char,
    pub resource_name_len: usize,
    pub script_id: i32,
    pub line: i32,
    pub column: i32,
    pub hit_count: u32,
    pub source_type: i32,
    pub shared_cross_origin: bool,
}
pub type ProfileNodeFn = unsafe extern "C" fn(sink: *mut c_void, node: *const FsProfileNode);
pub type ProfileSampleFn =
    unsafe extern "C" fn(sink: *mut c_void, node_id: u32, timestamp_us: i64, state: i32);

#[repr(C)]
pub struct FsAllocationNode {
    pub id: u32,
    pub parent_id: u32,
    pub function_name: *const c_char,
    pub function_name_len: usize,
    pub script_name: *const c_char,
    pub script_name_len: usize,
    pub script_id: i32,
    pub start_position: i32,
    pub line: i32,
    pub column: i32,
}
pub type AllocationNodeFn = unsafe extern "C" fn(sink: *mut c_void, node: *const FsAllocationNode);
pub type AllocationFn = unsafe extern "C" fn(sink: *mut c_void, node_id: u32, size: usize, count: u32);
pub type AllocationSampleFn =
    unsafe extern "C" fn(sink: *mut c_void, node_id: u32, size: usize, count: u32, sample_id: u64);

#[repr(C)]
pub struct FsHeapNode {
    pub kind: i32,
    pub name: *const c_char,
    pub name_len: usize,
    pub id: u32,
    pub self_size: usize,
    pub edge_count: i32,
}
#[repr(C)]
pub struct FsHeapEdge {
    pub kind: i32,
    pub from: u32,
    pub to: u32,
    pub name: *const c_char,
    pub name_len: usize,
    pub index: i64,
}
pub type HeapNodeFn = unsafe extern "C" fn(sink: *mut c_void, node: *const FsHeapNode);
pub type HeapEdgeFn = unsafe extern "C" fn(sink: *mut c_void, edge: *const FsHeapEdge);

/// inspector.cc's objects (opaque).
#[repr(C)]
pub struct FsInspector {
    _private: [u8; 0],
}
#[repr(C)]
pub struct FsInspectorSession {
    _private: [u8; 0],
}
pub type InspectorPauseFn = unsafe extern "C" fn(data: *mut c_void, context_group_id: c_int);
pub type InspectorSendFn =
    unsafe extern "C" fn(data: *mut c_void, latin1: *const u8, utf16: *const u16, length: usize);

unsafe extern "C" {
    // realm.cc
    pub fn fs_context_realm_id(isolate: Isolate, context: *const v8::Context) -> u64;
    pub fn fs_script_id(isolate: Isolate, script: *const v8::Script) -> i32;
    pub fn fs_current_realm_id(isolate: Isolate) -> u64;

    // loading.cc
    pub fn fs_isolate_set_is_loading(isolate: Isolate, is_loading: bool);

    // measure_memory.cc
    pub fn fs_measure_memory(
        isolate: Isolate,
        realm_ids: *const u64,
        count: usize,
        all: bool,
        execution: c_int,
        done: MeasureDoneFn,
        drop: DataFn,
        data: *mut c_void,
    ) -> bool;

    // cpu_profiler.cc
    pub fn fs_cpu_profiler_new(isolate: Isolate, naming: c_int, logging: c_int) -> *mut c_void;
    pub fn fs_cpu_profiler_dispose(profiler: *mut c_void);
    pub fn fs_cpu_profiler_stop_discard(profiler: *mut c_void, isolate: Isolate, id: u32);
    pub fn fs_cpu_profiler_set_sampling_interval(profiler: *mut c_void, interval_us: c_int);
    pub fn fs_cpu_profiler_start(
        profiler: *mut c_void,
        mode: c_int,
        max_samples: u32,
        interval_us: c_int,
        filter_context: *const v8::Context,
        notify: Option<DataFn>,
        drop: Option<DataFn>,
        data: *mut c_void,
        out_id: *mut u32,
    ) -> c_int;
    pub fn fs_cpu_profiler_stop(
        profiler: *mut c_void,
        isolate: Isolate,
        id: u32,
        sink: *mut c_void,
        on_node: ProfileNodeFn,
        on_sample: ProfileSampleFn,
        start_time_us: *mut i64,
        end_time_us: *mut i64,
    ) -> bool;
    pub fn fs_monotonic_now_us() -> i64;

    // heap_profiler.cc
    pub fn fs_heap_start_sampling(
        isolate: Isolate,
        interval_bytes: u64,
        stack_depth: c_int,
        flags: c_int,
    ) -> bool;
    pub fn fs_heap_stop_sampling(isolate: Isolate);
    pub fn fs_heap_allocation_profile(
        isolate: Isolate,
        sink: *mut c_void,
        on_node: AllocationNodeFn,
        on_allocation: AllocationFn,
        on_sample: AllocationSampleFn,
    ) -> bool;
    pub fn fs_heap_snapshot(
        isolate: Isolate,
        sink: *mut c_void,
        on_node: HeapNodeFn,
        on_edge: HeapEdgeFn,
    ) -> bool;

    // access_check.cc
    pub fn fs_object_template_set_access_check(
        template: *const v8::ObjectTemplate,
        named_getter: Option<v8::NamedPropertyGetterCallback>,
        named_setter: Option<v8::NamedPropertySetterCallback>,
        named_query: Option<v8::NamedPropertyQueryCallback>,
        named_deleter: Option<v8::NamedPropertyDeleterCallback>,
        named_enumerator: Option<v8::NamedPropertyEnumeratorCallback>,
        named_definer: Option<v8::NamedPropertyDefinerCallback>,
        named_descriptor: Option<v8::NamedPropertyDescriptorCallback>,
        indexed_getter: Option<v8::IndexedPropertyGetterCallback>,
        indexed_setter: Option<v8::IndexedPropertySetterCallback>,
        indexed_query: Option<v8::IndexedPropertyQueryCallback>,
        indexed_deleter: Option<v8::IndexedPropertyDeleterCallback>,
        indexed_enumerator: Option<v8::IndexedPropertyEnumeratorCallback>,
        indexed_definer: Option<v8::IndexedPropertyDefinerCallback>,
        indexed_descriptor: Option<v8::IndexedPropertyDescriptorCallback>,
        data: *const v8::Value,
    );
    pub fn fs_isolate_throw_security_errors(isolate: Isolate);
    pub fn fs_context_detach_global(context: *const v8::Context);
    pub fn fs_access_check_callback() -> *mut c_void;

    // v8_internal.cc (V8's internal API)
    pub fn fs_internal_is_major_marking(isolate: Isolate) -> bool;
    pub fn fs_internal_finish_major_marking(isolate: Isolate) -> bool;
    pub fn fs_internal_abort_concurrent_optimization(isolate: Isolate);
    pub fn fs_internal_start_major_marking(isolate: Isolate) -> bool;
    pub fn fs_internal_publish_pending_allocations(isolate: Isolate);
    pub fn fs_internal_allocation_log_start(isolate: Isolate) -> *mut c_void;
    pub fn fs_internal_allocation_log_configure(
        log: *mut c_void,
        logging: bool,
        probability: f64,
        capacity: usize,
        tenure: bool,
        tenure_capacity: usize,
        realms: *const u64,
        n: usize,
    );
    pub fn fs_internal_allocation_log_drain(
        log: *mut c_void,
        tenure: bool,
        sink: AllocationSinkFn,
        data: *mut c_void,
    ) -> bool;
    pub fn fs_internal_allocation_site_frames(
        log: *mut c_void,
        site: i64,
        frame_sink: AllocationFrameSinkFn,
        data: *mut c_void,
    ) -> bool;
    pub fn fs_internal_allocation_site_of(log: *mut c_void, object: *const v8::Object) -> i64;
    pub fn fs_internal_allocation_log_stop(isolate: Isolate, log: *mut c_void);
    pub fn fs_internal_class_name(object: *const v8::Object, out: *mut c_char, capacity: usize) -> usize;
    pub fn fs_internal_set_platform_scripts_context_id(isolate: Isolate, context_id: c_int) -> usize;
    pub fn fs_internal_prepare_realm_for_snapshot(isolate: Isolate, context: *const v8::Context) -> c_int;
    pub fn fs_internal_lazy_method_getter() -> *mut c_void;
    pub fn fs_internal_topmost_script_having_context(isolate: Isolate, out: *mut *const v8::Context) -> bool;
    pub fn fs_internal_set_immutable_proto(isolate: Isolate, object: *const v8::Object) -> bool;
    pub fn fs_object_template_make_undetectable(
        object_template: *const v8::ObjectTemplate,
        callback: v8::FunctionCallback,
        data: *const v8::Value,
    );
    pub fn fs_internal_define_template_accessor(
        isolate: Isolate,
        object: *const v8::Object,
        name: *const v8::Name,
        getter: *const v8::FunctionTemplate,
        setter: *const v8::FunctionTemplate,
        attributes: i32,
    ) -> bool;
    pub fn fs_internal_template_setter_data(
        isolate: Isolate,
        object: *const v8::Object,
        name: *const v8::Name,
    ) -> i64;
    pub fn fs_internal_replace_template_setter(
        isolate: Isolate,
        object: *const v8::Object,
        name: *const v8::Name,
        setter: *const v8::FunctionTemplate,
    ) -> bool;
    pub fn fs_internal_census(
        isolate: Isolate,
        contexts: *const *const v8::Context,
        n: usize,
        log: *mut c_void,
        sink: CensusSinkFn,
        data: *mut c_void,
    ) -> u64;

    // inspector.cc
    pub fn fs_inspector_new(
        isolate: Isolate,
        data: *mut c_void,
        pause: InspectorPauseFn,
        quit: DataFn,
    ) -> *mut FsInspector;
    pub fn fs_inspector_delete(inspector: *mut FsInspector);
    pub fn fs_inspector_connect(
        inspector: *mut FsInspector,
        context_group_id: c_int,
        data: *mut c_void,
        send: InspectorSendFn,
        waiting: bool,
    ) -> *mut FsInspectorSession;
    pub fn fs_inspector_session_delete(session: *mut FsInspectorSession);
    pub fn fs_inspector_session_dispatch(
        session: *mut FsInspectorSession,
        latin1: *const u8,
        utf16: *const u16,
        length: usize,
    );
    pub fn fs_inspector_can_dispatch(method: *const u8, length: usize) -> bool;
    pub fn fs_inspector_session_unwrap(
        session: *mut FsInspectorSession,
        object_id: *const u8,
        length: usize,
        value: *mut *const v8::Value,
        context: *mut *const v8::Context,
    ) -> bool;
    pub fn fs_inspector_context_created(
        inspector: *mut FsInspector,
        context: *const v8::Context,
        context_group_id: c_int,
        name: *const u16,
        name_length: usize,
        origin: *const u16,
        origin_length: usize,
        aux: *const u16,
        aux_length: usize,
    ) -> c_int;
    pub fn fs_inspector_context_destroyed(inspector: *mut FsInspector, context: *const v8::Context);
    pub fn fs_inspector_reset_context_group(inspector: *mut FsInspector, context_group_id: c_int);
}

/// `(data, realm index, coarse type, class name, constructor name, internal type,
/// allocation site (-1: none), count, bytes)`.
pub type CensusSinkFn = unsafe extern "C" fn(
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
);

/// `(data, realm, time µs, class name, constructor name, size, young, site (-1: none))`.
pub type AllocationSinkFn = unsafe extern "C" fn(
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
);
/// `(data, source, function name, line, column)`.
pub type AllocationFrameSinkFn = unsafe extern "C" fn(
    data: *mut c_void,
    source: *const c_char,
    source_len: usize,
    function_name: *const c_char,
    function_len: usize,
    line: c_int,
    column: c_int,
);
