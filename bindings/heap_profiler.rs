//! `v8::HeapProfiler`: the sampling heap profiler and heap snapshots, copied out of V8.
//!
//! Debugger.Memory (allocation log, census) is built on these.
use std::ffi::{c_int, c_void};

use serde::Serialize;

use super::{ffi, guard, owned_string, raw_isolate};

/// `v8::HeapProfiler::SamplingFlags`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SamplingFlags {
    /// Force a GC before each sample is reported (`kSamplingForceGC`).
    pub force_gc: bool,
    /// Keep samples of objects a major GC has since collected.
    pub include_objects_collected_by_major_gc: bool,
    /// Keep samples of objects a minor GC has since collected.
    pub include_objects_collected_by_minor_gc: bool,
}

impl SamplingFlags {
    fn bits(self) -> c_int {
        (self.force_gc as c_int)
            | (self.include_objects_collected_by_major_gc as c_int) << 1
            | (self.include_objects_collected_by_minor_gc as c_int) << 2
    }
}

/// Starts the sampling heap profiler: on average one sample every `interval_bytes`
/// allocated, each with up to `stack_depth` frames. `false` if it was already running.
pub fn start_sampling(
    isolate: &mut v8::Isolate,
    interval_bytes: u64,
    stack_depth: u32,
    flags: SamplingFlags,
) -> bool {
    let depth = c_int::try_from(stack_depth).unwrap_or(c_int::MAX);
    // SAFETY: a live isolate.
    unsafe { ffi::fs_heap_start_sampling(raw_isolate(isolate), interval_bytes, depth, flags.bits()) }
}

/// Stops the sampling heap profiler (a no-op when it is not running).
pub fn stop_sampling(isolate: &mut v8::Isolate) {
    // SAFETY: a live isolate.
    unsafe { ffi::fs_heap_stop_sampling(raw_isolate(isolate)) }
}

/// Sampled allocations of one size at one node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Allocation {
    pub size: usize,
    pub count: u32,
}

/// A node of the allocation call tree (`v8::AllocationProfile::Node`).
#[derive(Clone, Debug, Serialize)]
pub struct AllocationNode {
    pub id: u32,
    /// `None` for the root.
    pub parent_id: Option<u32>,
    pub function_name: String,
    pub script_name: String,
    pub script_id: i32,
    pub start_position: i32,
    /// 1-based; `None` when unknown.
    pub line: Option<u32>,
    /// 1-based; `None` when unknown.
    pub column: Option<u32>,
    pub allocations: Vec<Allocation>,
}

impl AllocationNode {
    pub fn self_bytes(&self) -> usize {
        self.allocations.iter().map(|a| a.size * a.count as usize).sum()
    }
}

/// One live sample (`v8::AllocationProfile::Sample`).
#[derive(Clone, Copy, Debug, Serialize)]
pub struct AllocationSample {
    pub node_id: u32,
    pub size: usize,
    pub count: u32,
    /// Time-ordered and unique.
    pub sample_id: u64,
}

/// The allocation profile at one moment.
#[derive(Clone, Debug, Default, Serialize)]
pub struct AllocationProfile {
    /// Parent before child; the root first.
    pub nodes: Vec<AllocationNode>,
    pub samples: Vec<AllocationSample>,
}

/// The current allocation profile; `None` when the sampling profiler is not running.
pub fn allocation_profile(isolate: &mut v8::Isolate) -> Option<AllocationProfile> {
    let mut profile = AllocationProfile::default();
    // SAFETY: a live isolate; `sink` is `profile`, only used during the call.
    let found = unsafe {
        ffi::fs_heap_allocation_profile(
            raw_isolate(isolate),
            (&mut profile as *mut AllocationProfile).cast::<c_void>(),
            add_allocation_node,
            add_allocation,
            add_allocation_sample,
        )
    };
    found.then_some(profile)
}

fn positive(value: i32) -> Option<u32> {
    u32::try_from(value).ok().filter(|&v| v > 0)
}

unsafe extern "C" fn add_allocation_node(sink: *mut c_void, node: *const ffi::FsAllocationNode) {
    guard("AllocationProfile walk", || {
        // SAFETY: `sink` is the profile of `allocation_profile`; `node` valid for the call.
        let (profile, node) = unsafe { (&mut *sink.cast::<AllocationProfile>(), &*node) };
        profile.nodes.push(AllocationNode {
            id: node.id,
            parent_id: (node.parent_id != 0).then_some(node.parent_id),
            function_name: owned_string(node.function_name, node.function_name_len),
            script_name: owned_string(node.script_name, node.script_name_len),
            script_id: node.script_id,
            start_position: node.start_position,
            line: positive(node.line),
            column: positive(node.column),
            allocations: Vec::new(),
        });
    })
}

unsafe extern "C" fn add_allocation(sink: *mut c_void, node_id: u32, size: usize, count: u32) {
    guard("AllocationProfile walk", || {
        // SAFETY: as in `add_allocation_node`; the node was added just before.
        let profile = unsafe { &mut *sink.cast::<AllocationProfile>() };
        if let Some(node) = profile.nodes.iter_mut().rev().find(|n| n.id == node_id) {
            node.allocations.push(Allocation { size, count });
        }
    })
}

unsafe extern "C" fn add_allocation_sample(
    sink: *mut c_void,
    node_id: u32,
    size: usize,
    count: u32,
    sample_id: u64,
) {
    guard("AllocationProfile walk", || {
        // SAFETY: as in `add_allocation_node`.
        let profile = unsafe { &mut *sink.cast::<AllocationProfile>() };
        profile.samples.push(AllocationSample { node_id, size, count, sample_id });
    })
}

/// The kind of a heap snapshot node (`v8::HeapGraphNode::Type`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum HeapNodeType {
    Hidden,
    Array,
    String,
    Object,
    Code,
    Closure,
    RegExp,
    HeapNumber,
    Native,
    Synthetic,
    ConsString,
    SlicedString,
    Symbol,
    BigInt,
    ObjectShape,
    Unknown,
}

impl HeapNodeType {
    fn from_raw(raw: i32) -> Self {
        use HeapNodeType::*;
        [
            Hidden,
            Array,
            String,
            Object,
            Code,
            Closure,
            RegExp,
            HeapNumber,
            Native,
            Synthetic,
            ConsString,
            SlicedString,
            Symbol,
            BigInt,
            ObjectShape,
        ]
        .get(raw as usize)
        .copied()
        .unwrap_or(Unknown)
    }
}

/// The kind of a heap snapshot edge (`v8::HeapGraphEdge::Type`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum HeapEdgeType {
    ContextVariable,
    Element,
    Property,
    Internal,
    Hidden,
    Shortcut,
    Weak,
    Unknown,
}

impl HeapEdgeType {
    fn from_raw(raw: i32) -> Self {
        use HeapEdgeType::*;
        [ContextVariable, Element, Property, Internal, Hidden, Shortcut, Weak]
            .get(raw as usize)
            .copied()
            .unwrap_or(Unknown)
    }
}

/// A heap snapshot node. For objects, `name` is the constructor's (class) name.
#[derive(Clone, Debug, Serialize)]
pub struct HeapNode {
    pub kind: HeapNodeType,
    pub name: String,
    /// `SnapshotObjectId`: the same object keeps its id across snapshots of one isolate.
    pub id: u32,
    pub self_size: usize,
    /// This node's outgoing edges are `edges[first_edge..first_edge + edge_count]`.
    pub first_edge: usize,
    pub edge_count: usize,
}

/// What an edge is called: a property or variable name, or an element index.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum EdgeName {
    Name(String),
    Index(i64),
}

/// A heap snapshot edge between two node indexes.
#[derive(Clone, Debug, Serialize)]
pub struct HeapEdge {
    pub kind: HeapEdgeType,
    pub from: usize,
    pub to: usize,
    pub name: EdgeName,
}

/// A heap snapshot: nodes (index 0 is the root) and edges grouped by source node.
#[derive(Clone, Debug, Default, Serialize)]
pub struct HeapSnapshot {
    pub nodes: Vec<HeapNode>,
    pub edges: Vec<HeapEdge>,
}

impl HeapSnapshot {
    /// The outgoing edges of node `index`.
    pub fn edges_of(&self, index: usize) -> &[HeapEdge] {
        self.nodes.get(index).map_or(&[], |n| &self.edges[n.first_edge..n.first_edge + n.edge_count])
    }
}

/// Takes a heap snapshot (a full GC first) and copies it out; `None` if V8 failed.
pub fn take_heap_snapshot(isolate: &mut v8::Isolate) -> Option<HeapSnapshot> {
    let mut snapshot = HeapSnapshot::default();
    // SAFETY: a live isolate; `sink` is `snapshot`, only used during the call.
    let taken = unsafe {
        ffi::fs_heap_snapshot(
            raw_isolate(isolate),
            (&mut snapshot as *mut HeapSnapshot).cast::<c_void>(),
            add_heap_node,
            add_heap_edge,
        )
    };
    if !taken {
        return None;
    }
    // The bridge reports edges grouped by source node, in node order; some edges to nodes
    // outside the snapshot are skipped, so recount the groups from what arrived.
    let mut counts = vec![0usize; snapshot.nodes.len()];
    for edge in &snapshot.edges {
        counts[edge.from] += 1;
    }
    let mut first = 0;
    for (node, count) in snapshot.nodes.iter_mut().zip(counts) {
        node.first_edge = first;
        node.edge_count = count;
        first += count;
    }
    Some(snapshot)
}

unsafe extern "C" fn add_heap_node(sink: *mut c_void, node: *const ffi::FsHeapNode) {
    guard("heap snapshot walk", || {
        // SAFETY: `sink` is the snapshot of `take_heap_snapshot`; `node` valid for the call.
        let (snapshot, node) = unsafe { (&mut *sink.cast::<HeapSnapshot>(), &*node) };
        snapshot.nodes.push(HeapNode {
            kind: HeapNodeType::from_raw(node.kind),
            name: owned_string(node.name, node.name_len),
            id: node.id,
            self_size: node.self_size,
            first_edge: 0,
            edge_count: 0,
        });
    })
}

unsafe extern "C" fn add_heap_edge(sink: *mut c_void, edge: *const ffi::FsHeapEdge) {
    guard("heap snapshot walk", || {
        // SAFETY: as in `add_heap_node`.
        let (snapshot, edge) = unsafe { (&mut *sink.cast::<HeapSnapshot>(), &*edge) };
        let name = if edge.index >= 0 {
            EdgeName::Index(edge.index)
        } else {
            EdgeName::Name(owned_string(edge.name, edge.name_len))
        };
        snapshot.edges.push(HeapEdge {
            kind: HeapEdgeType::from_raw(edge.kind),
            from: edge.from as usize,
            to: edge.to as usize,
            name,
        });
    })
}
