//! Cross-document messaging and structured cloning.
//! [HTML §9.3 Cross-document messaging](https://html.spec.whatwg.org/multipage/web-messaging.html#web-messaging),
//! [§2.7 Safe passing of structured data](https://html.spec.whatwg.org/multipage/structured-data.html#safe-passing-of-structured-data)
use std::cell::RefCell;
use std::rc::Rc;

use url::Url;
use v8::{ValueDeserializerHelper, ValueSerializerHelper};

use crate::bindings::realm;
use crate::bindings::shared_memory::SharedMemory;
use crate::runtime::event_loop::SerializedMessage;
use crate::runtime::event_loop::callbacks::call_hook_with;
use crate::runtime::event_loop::{PostedMessage, Task};
use crate::runtime::group::GroupState;
use crate::runtime::hooks::{Hook, RealmHooks};
use crate::runtime::realm::RealmId;
use crate::runtime::realm_state::RealmState;

use crate::runtime::web::web_error::{WebError, WebResult};

use super::message_ports;
use super::port_links::{self, Toward};
use crate::runtime::web::html::window::Native;

/// The `structuredClone` and `postMessage` natives.
pub fn natives() -> Vec<Native> {
    vec![
        ("structuredClone", v8::MapFnTo::map_fn_to(structured_clone)),
        ("platformPrototype", v8::MapFnTo::map_fn_to(platform_prototype)),
        ("postMessage", v8::MapFnTo::map_fn_to(post_message_native)),
    ]
}

/// The private key that marks the prototypes of the bootstrap's platform objects (event
/// targets — nodes, windows, workers, `performance` —, events, performance entries and
/// observers), which are not [Serializable]: cloning an object with one of them on its
/// prototype chain throws a DataCloneError, where a plain object's properties would be
/// copied. (Marking prototypes, not each object, keeps creating entries and events free
/// of a native call; an object a page makes with such a prototype counts too.)
fn platform_key<'s>(scope: &mut v8::PinScope<'s, '_>) -> v8::Local<'s, v8::Private> {
    // Kept in an isolate slot: making it anew costs a string and a registry look-up.
    if let Some(PlatformKey(key)) = scope.get_slot::<PlatformKey>() {
        let key = key.clone();
        return v8::Local::new(scope, key);
    }
    let name =
        v8::String::new(scope, "framescope:platform-object").unwrap_or_else(|| v8::String::empty(scope));
    let key = v8::Private::for_api(scope, Some(name));
    let global = v8::Global::new(scope, key);
    scope.set_slot(PlatformKey(global));
    key
}

struct PlatformKey(v8::Global<v8::Private>);

/// The `interface` internal slot's key (webidl/internal_slots.rs), kept in an isolate slot.
struct InterfaceKey(v8::Global<v8::Private>);

fn interface_key<'s>(scope: &mut v8::PinScope<'s, '_>) -> Option<v8::Local<'s, v8::Private>> {
    if let Some(InterfaceKey(key)) = scope.get_slot::<InterfaceKey>() {
        let key = key.clone();
        return Some(v8::Local::new(scope, key));
    }
    let name = v8::String::new(scope, "framescope:slot:interface")?;
    let key = v8::Private::for_api(scope, Some(name));
    let global = v8::Global::new(scope, key);
    scope.set_slot(InterfaceKey(global));
    Some(key)
}

/// Drops the isolate's handle on the platform key (an isolate that makes a startup
/// snapshot may hold no global handles when it serializes; the key itself is a registered
/// private symbol, which the snapshot keeps).
pub fn forget_platform_key(isolate: &mut v8::Isolate) {
    isolate.remove_slot::<PlatformKey>();
    isolate.remove_slot::<InterfaceKey>();
}

/// `natives.platformPrototype(prototype)`: marks an interface's prototype object.
fn platform_prototype(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _: v8::ReturnValue<v8::Value>,
) {
    if let Ok(object) = v8::Local::<v8::Object>::try_from(args.get(0)) {
        let key = platform_key(scope);
        let yes = v8::Boolean::new(scope, true).into();
        object.set_private(scope, key, yes);
    }
}

fn is_platform_object(scope: &mut v8::PinScope, object: v8::Local<v8::Object>) -> bool {
    let key = platform_key(scope);
    // (Every interface prototype has its interface's name in the isolate's `interface`
    // internal slot, bootstrap.js's `asInterface`: it counts as marked too.)
    let interface = interface_key(scope);
    let mut next = object.get_prototype(scope);
    // Interface hierarchies are shallow; a longer chain is a page's own.
    for _ in 0..16 {
        let Some(prototype) = next.and_then(|p| v8::Local::<v8::Object>::try_from(p).ok()) else {
            return false;
        };
        if prototype.has_private(scope, key).unwrap_or(false)
            || interface.is_some_and(|interface| prototype.has_private(scope, interface).unwrap_or(false))
        {
            return true;
        }
        next = prototype.get_prototype(scope);
    }
    false
}

/// Calls a hook with the platform steps of structured cloning; an exception they throw (a
/// DataCloneError) stays pending for the caller: `None`.
fn call_steps<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    hooks: &RealmHooks,
    hook: Hook,
    args: &[v8::Local<'s, v8::Value>],
) -> Option<v8::Local<'s, v8::Value>> {
    let function = hooks.get(scope, hook)?;
    let undefined = v8::undefined(scope).into();
    function.call(scope, undefined, args)
}

/// How a host object is written: a tag, then what the tag says.
mod host_tag {
    /// A transferred MessagePort: its index in the message's ports.
    pub const PORT: u32 = 1;
    /// A transferred platform object (a stream): its interface's name, then the index in
    /// the message's ports of the first of the ports its transfer steps made.
    pub const TRANSFERRED: u32 = 2;
    /// A [Serializable] platform object: its interface's name, then its serialization
    /// steps' data (itself written as a value).
    pub const SERIALIZABLE: u32 = 3;
}

/// Serializer callbacks: a value that cannot be cloned throws a DataCloneError;
/// MessagePorts are host objects, written as their index in the transfer list; a
/// transferred stream is written as the index of its ports; other platform objects are
/// host objects, written by their serialization steps (`serializePlatformObject`) or not
/// cloneable; a SharedArrayBuffer is written as the index of its memory in `shared`.
struct Serializer {
    state: Option<Rc<GroupState>>,
    /// The current realm's hooks (a platform object's serialization steps).
    hooks: Option<Rc<RealmHooks>>,
    /// The transferred ports' records, in transfer-list order.
    transferred: Vec<usize>,
    /// The transferred platform objects other than ports and buffers, with their
    /// interface's name and the index of their first port in the message's ports.
    transferred_objects: Vec<(v8::Global<v8::Object>, String, u32)>,
    /// The memory of each SharedArrayBuffer met, by the id written for it (the caller
    /// keeps a clone to take them from).
    shared: Rc<RefCell<Vec<SharedMemory>>>,
}

impl v8::ValueSerializerImpl for Serializer {
    fn has_custom_host_object(&self, _isolate: &v8::Isolate) -> bool {
        true
    }

    fn is_host_object<'s>(
        &self,
        scope: &mut v8::PinScope<'s, '_>,
        object: v8::Local<'s, v8::Object>,
    ) -> Option<bool> {
        // Ports are looked for only in a group that has some.
        let port = self.state.as_ref().is_some_and(|state| {
            !message_ports::ports_of(state).borrow().is_empty()
                && message_ports::port_id_of(scope, state, object).is_some()
        });
        Some(port || is_platform_object(scope, object))
    }

    /// [StructuredSerializeInternal](https://html.spec.whatwg.org/multipage/structured-data.html#structuredserializeinternal)
    /// of a platform object: a transferred one (step 4: memory[value] is its transfer
    /// data holder, written as where its ports are), a [Serializable] one (steps 20–21:
    /// its serialization steps' data), or a DataCloneError (step 25).
    fn write_host_object<'s>(
        &self,
        scope: &mut v8::PinScope<'s, '_>,
        object: v8::Local<'s, v8::Object>,
        helper: &dyn v8::ValueSerializerHelper,
    ) -> Option<bool> {
        let context = scope.get_current_context();
        for (transferred, name, first_port) in &self.transferred_objects {
            if v8::Local::new(scope, transferred) == object {
                helper.write_uint32(host_tag::TRANSFERRED);
                let name = v8::String::new(scope, name)?;
                helper.write_value(context, name.into())?;
                helper.write_uint32(*first_port);
                return Some(true);
            }
        }
        let id = self.state.as_ref().and_then(|state| message_ports::port_id_of(scope, state, object));
        if id.is_none() {
            if let Some(hooks) = &self.hooks {
                let steps = call_steps(scope, hooks, Hook::SerializePlatformObject, &[object.into()])?;
                if let Ok(pair) = v8::Local::<v8::Array>::try_from(steps) {
                    let name = pair.get_index(scope, 0)?;
                    let data = pair.get_index(scope, 1)?;
                    helper.write_uint32(host_tag::SERIALIZABLE);
                    helper.write_value(context, name)?;
                    helper.write_value(context, data)?;
                    return Some(true);
                }
            }
            let name = object.get_constructor_name().to_rust_string_lossy(scope);
            WebError::data_clone(format!("{name} object could not be cloned.")).throw(scope);
            return None;
        }
        match id.and_then(|id| self.transferred.iter().position(|&t| t == id)) {
            Some(index) => {
                helper.write_uint32(host_tag::PORT);
                helper.write_uint32(index as u32);
                Some(true)
            }
            None => {
                WebError::data_clone("A MessagePort could not be cloned because it was not transferred.")
                    .throw(scope);
                None
            }
        }
    }

    fn throw_data_clone_error<'s>(
        &self,
        scope: &mut v8::PinScope<'s, '_>,
        message: v8::Local<'s, v8::String>,
    ) {
        let message = message.to_rust_string_lossy(scope);
        WebError::data_clone(message).throw(scope);
    }

    /// [StructuredSerializeInternal](https://html.spec.whatwg.org/multipage/structured-data.html#structuredserializeinternal),
    /// "Otherwise, if IsSharedArrayBuffer(value) is true":
    fn get_shared_array_buffer_id<'s>(
        &self,
        scope: &mut v8::PinScope<'s, '_>,
        buffer: v8::Local<'s, v8::SharedArrayBuffer>,
    ) -> Option<u32> {
        // 1. If the current principal settings object's cross-origin isolated capability
        //    is false, then throw a "DataCloneError" DOMException.
        let isolated =
            RealmState::current(scope).is_some_and(|r| r.with_info(|info| info.cross_origin_isolated));
        if !isolated {
            WebError::data_clone(
                "A SharedArrayBuffer can be shared only by a cross-origin isolated realm (self.crossOriginIsolated is false).",
            )
            .throw(scope);
            return None;
        }
        // 2. (forStorage is never true here.) 3. Set serialized to { [[Type]]:
        //    "SharedArrayBuffer", [[ArrayBufferData]]: value.[[ArrayBufferData]], … }:
        //    the memory itself goes with the message; the bytes name it by index (a
        //    buffer met twice is written twice: V8 keeps one object per id per message).
        let mut shared = self.shared.borrow_mut();
        shared.push(SharedMemory::of(buffer));
        u32::try_from(shared.len() - 1).ok()
    }

    // Compiled Wasm modules cannot cross agents here: a DataCloneError, as for an
    // uncloneable value.

    fn get_wasm_module_transfer_id(
        &self,
        scope: &mut v8::PinScope<'_, '_>,
        _module: v8::Local<v8::WasmModuleObject>,
    ) -> Option<u32> {
        WebError::data_clone("A WebAssembly.Module cannot be cloned here yet.").throw(scope);
        None
    }
}

/// Deserializer callbacks: a port is the transferred port made anew at its index; a
/// SharedArrayBuffer is a new one over the shared memory at its index; a transferred
/// stream or a [Serializable] platform object is a new object whose interface's steps run
/// once V8 has read the whole value (`received`), since no JavaScript may run while V8
/// deserializes.
struct Deserializer {
    ports: Vec<v8::Global<v8::Object>>,
    shared: Vec<SharedMemory>,
    /// The platform objects read so far, each as (its new object, what made it: the
    /// interface's name, and its data or its ports).
    received: Rc<RefCell<Vec<Received>>>,
}

/// A platform object read from a message, made in full by the receiving realm's
/// `receivePlatformObjects` hook.
struct Received {
    object: v8::Global<v8::Object>,
    transferred: bool,
    name: v8::Global<v8::Value>,
    data: v8::Global<v8::Value>,
}

impl Deserializer {
    fn port<'s>(&self, scope: &mut v8::PinScope<'s, '_>, index: u32) -> Option<v8::Local<'s, v8::Object>> {
        match self.ports.get(index as usize) {
            Some(port) => Some(v8::Local::new(scope, port)),
            None => {
                WebError::data_clone("The message names a port it did not transfer.").throw(scope);
                None
            }
        }
    }
}

fn malformed<T>(scope: &mut v8::PinScope) -> Option<T> {
    WebError::data_clone("The message's data is malformed.").throw(scope);
    None
}

impl v8::ValueDeserializerImpl for Deserializer {
    /// [StructuredDeserialize](https://html.spec.whatwg.org/multipage/structured-data.html#structureddeserialize)
    /// of a platform object: a port; or a transferred object (its transfer-receiving
    /// steps, StructuredDeserializeWithTransfer step 3.4) or a [Serializable] one (step 24:
    /// a new object of its interface in targetRealm, and its deserialization steps), whose
    /// steps run when the whole value has been read ([`deserialize`]).
    fn read_host_object<'s>(
        &self,
        scope: &mut v8::PinScope<'s, '_>,
        helper: &dyn v8::ValueDeserializerHelper,
    ) -> Option<v8::Local<'s, v8::Object>> {
        let context = scope.get_current_context();
        let mut tag = 0u32;
        let mut index = 0u32;
        if !helper.read_uint32(&mut tag) {
            return malformed(scope);
        }
        let (transferred, name, data) = match tag {
            host_tag::PORT if helper.read_uint32(&mut index) => return self.port(scope, index),
            host_tag::TRANSFERRED => {
                let name = helper.read_value(context)?;
                if !helper.read_uint32(&mut index) {
                    return malformed(scope);
                }
                self.port(scope, index)?;
                // (Its further ports follow the first; the steps take what they need.)
                let ports: Vec<v8::Local<v8::Value>> =
                    self.ports[index as usize..].iter().map(|p| v8::Local::new(scope, p).into()).collect();
                (true, name, v8::Array::new_with_elements(scope, &ports).into())
            }
            host_tag::SERIALIZABLE => {
                let name = helper.read_value(context)?;
                let data = helper.read_value(context)?;
                (false, name, data)
            }
            _ => return malformed(scope),
        };
        let object = v8::Object::new(scope);
        self.received.borrow_mut().push(Received {
            object: v8::Global::new(scope, object),
            transferred,
            name: v8::Global::new(scope, name),
            data: v8::Global::new(scope, data),
        });
        Some(object)
    }

    /// [StructuredDeserialize](https://html.spec.whatwg.org/multipage/structured-data.html#structureddeserialize),
    /// "Otherwise, if serialized.[[Type]] is "SharedArrayBuffer"":
    fn get_shared_array_buffer_from_id<'s>(
        &self,
        scope: &mut v8::PinScope<'s, '_>,
        id: u32,
    ) -> Option<v8::Local<'s, v8::SharedArrayBuffer>> {
        // 1. If targetRealm's corresponding agent cluster is not
        //    serialized.[[AgentCluster]], then throw a "DataCloneError" DOMException: a
        //    message that crossed to another agent cluster did not bring the memory.
        // 2. Otherwise, set value to a new SharedArrayBuffer object in targetRealm whose
        //    [[ArrayBufferData]] internal slot value is serialized.[[ArrayBufferData]].
        //    (No JavaScript may run while V8 deserializes, not even a DOMException's
        //    constructor: without an exception V8 throws its own "Unable to deserialize
        //    cloned data", and the receiver fires `messageerror`.)
        self.shared.get(id as usize).map(|memory| memory.buffer(scope))
    }
}

/// A transfer list: its ArrayBuffers, its MessagePorts' records, and its other
/// transferable platform objects (streams) with their interface's name and how many ports
/// their transfer steps make.
struct TransferList<'s> {
    buffers: Vec<v8::Local<'s, v8::ArrayBuffer>>,
    ports: Vec<usize>,
    objects: Vec<(v8::Local<'s, v8::Object>, String, u32)>,
}

/// The transfer list: ArrayBuffers, MessagePorts and transferable platform objects (the
/// `transferKind` hook names them). `forbidden` ports (the sending port and its partner)
/// cannot be listed.
fn transfer_list<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    transfer: v8::Local<'s, v8::Value>,
    forbidden: &[Option<usize>],
) -> WebResult<TransferList<'s>> {
    let mut list = TransferList { buffers: Vec::new(), ports: Vec::new(), objects: Vec::new() };
    // (Undefined is the default, empty list; null fails the sequence conversion.)
    if transfer.is_undefined() {
        return Ok(list);
    }
    let Ok(array) = v8::Local::<v8::Array>::try_from(transfer) else {
        return Err(WebError::Type("The transfer list must be a sequence of transferable objects.".into()));
    };
    let state = GroupState::of(scope).ok_or(WebError::Pending)?;
    let hooks = RealmState::current(scope).and_then(|realm| realm.hooks());
    for i in 0..array.length() {
        let item = array.get_index(scope, i).ok_or(WebError::Pending)?;
        // WebIDL: the list is a sequence<object>; anything else fails its conversion.
        if !item.is_object() {
            return Err(WebError::Type("The transfer list must hold only objects.".into()));
        }
        if let Ok(buffer) = v8::Local::<v8::ArrayBuffer>::try_from(item) {
            if list.buffers.contains(&buffer) || !buffer.is_detachable() {
                return Err(WebError::data_clone("An ArrayBuffer is listed twice or cannot be transferred."));
            }
            list.buffers.push(buffer);
            continue;
        }
        let object = v8::Local::<v8::Object>::try_from(item).map_err(|_| WebError::Pending)?;
        let port = message_ports::port_id_of(scope, &state, object);
        match port {
            Some(id) if forbidden.contains(&Some(id)) || list.ports.contains(&id) => {
                return Err(WebError::data_clone(
                    "A MessagePort is listed twice, or is the sending port or its partner.",
                ));
            }
            // (A closed port is detached: StructuredSerializeWithTransfer step 4.2.)
            Some(id) if message_ports::ports_of(&state).borrow().get(id).is_some_and(|p| p.detached) => {
                return Err(WebError::data_clone("A MessagePort that was closed cannot be transferred."));
            }
            Some(id) => list.ports.push(id),
            None => {
                // [Transferable] platform objects: the hook gives [name, port count].
                let kind = match &hooks {
                    Some(hooks) => {
                        call_steps(scope, hooks, Hook::TransferKind, &[item]).ok_or(WebError::Pending)?
                    }
                    None => v8::undefined(scope).into(),
                };
                let Ok(kind) = v8::Local::<v8::Array>::try_from(kind) else {
                    return Err(WebError::data_clone(
                        "Only ArrayBuffers, MessagePorts and streams can be transferred.",
                    ));
                };
                if list.objects.iter().any(|(o, _, _)| *o == object) {
                    return Err(WebError::data_clone("An object is listed twice in the transfer list."));
                }
                let name = kind.get_index(scope, 0).ok_or(WebError::Pending)?.to_rust_string_lossy(scope);
                let count = kind.get_index(scope, 1).and_then(|c| c.uint32_value(scope)).unwrap_or(1);
                list.objects.push((object, name, count));
            }
        }
    }
    Ok(list)
}

/// [StructuredSerializeWithTransfer](https://html.spec.whatwg.org/multipage/structured-data.html#structuredserializewithtransfer):
/// the bytes of `value`; transferred buffers are copied into the record and detached
/// here.
pub fn serialize_with_transfer<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    value: v8::Local<'s, v8::Value>,
    transfer: v8::Local<'s, v8::Value>,
    forbidden_ports: &[Option<usize>],
) -> WebResult<SerializedMessage> {
    let TransferList { buffers, mut ports, objects } = transfer_list(scope, transfer, forbidden_ports)?;
    let own_ports = ports.len();
    let context = scope.get_current_context();
    let state = GroupState::of(scope);
    let hooks = RealmState::current(scope).and_then(|realm| realm.hooks());
    // Each transferred platform object's ports follow the transferred MessagePorts.
    let mut next_port = ports.len() as u32;
    let mut transferred_objects = Vec::with_capacity(objects.len());
    for (object, name, count) in &objects {
        transferred_objects.push((v8::Global::new(scope, *object), name.clone(), next_port));
        next_port += count;
    }
    let shared = Rc::new(RefCell::new(Vec::new()));
    let serializer = v8::ValueSerializer::new(
        scope,
        Box::new(Serializer {
            state,
            hooks: hooks.clone(),
            transferred: ports.clone(),
            transferred_objects,
            shared: shared.clone(),
        }),
    );
    serializer.write_header();
    // A value that cannot be serialized: the serializer's callbacks threw.
    serializer.write_value(context, value).ok_or(WebError::Pending)?;
    let bytes = serializer.release();
    // Step 5, for the platform objects: their transfer steps (which may throw a
    // DataCloneError: a locked stream), each giving the ports its data holder carries.
    if let (false, Some(hooks), Some(state)) = (objects.is_empty(), &hooks, GroupState::of(scope)) {
        for (object, name, count) in &objects {
            let name = v8::String::new(scope, name).ok_or(WebError::Pending)?;
            let made = call_steps(scope, hooks, Hook::TransferSteps, &[name.into(), (*object).into()])
                .ok_or(WebError::Pending)?;
            let made = v8::Local::<v8::Array>::try_from(made).map_err(|_| WebError::Pending)?;
            for i in 0..*count {
                let port = made.get_index(scope, i).and_then(|p| v8::Local::<v8::Object>::try_from(p).ok());
                let id = port.and_then(|p| message_ports::port_id_of(scope, &state, p));
                ports.push(id.ok_or(WebError::Pending)?);
            }
        }
    }
    for buffer in buffers {
        buffer.detach(None);
    }
    if let Some(state) = GroupState::of(scope) {
        message_ports::begin_transfer(&state, &ports);
    }
    let shared = shared.take();
    let hidden_ports = ports.len() - own_ports;
    Ok(SerializedMessage { bytes, ports, shared, links: Vec::new(), hidden_ports })
}

/// [`serialize_with_transfer`] for a message crossing a worker boundary `toward` the
/// other side: the ports it transfers become links ([`port_links::relink`]). `None` for
/// a boundary ports cannot cross here (a service worker's clients).
pub fn serialize_for_worker<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    value: v8::Local<'s, v8::Value>,
    transfer: v8::Local<'s, v8::Value>,
    toward: Option<Toward>,
) -> WebResult<SerializedMessage> {
    let message = serialize_with_transfer(scope, value, transfer, &[])?;
    match (toward, GroupState::of(scope)) {
        (Some(toward), Some(state)) => Ok(port_links::relink(&state, message, toward)),
        _ if !message.ports.is_empty() => Err(WebError::data_clone(
            "MessagePorts cannot be transferred between a service worker and its clients here.",
        )),
        _ => Ok(message),
    }
}

/// [StructuredDeserialize](https://html.spec.whatwg.org/multipage/structured-data.html#structureddeserialize)
/// of `message` into the current realm, with its transferred `ports` (already made in
/// this realm); `None` when an exception is pending.
pub fn deserialize<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    message: &SerializedMessage,
    ports: &[v8::Local<'s, v8::Object>],
) -> Option<v8::Local<'s, v8::Value>> {
    let context = scope.get_current_context();
    let ports = ports.iter().map(|p| v8::Global::new(scope, *p)).collect();
    let shared = message.shared.clone();
    let received = Rc::new(RefCell::new(Vec::new()));
    let deserializer = v8::ValueDeserializer::new(
        scope,
        Box::new(Deserializer { ports, shared, received: received.clone() }),
        &message.bytes,
    );
    deserializer.read_header(context)?;
    let value = deserializer.read_value(context)?;
    let received = received.take();
    if !received.is_empty() {
        // The platform objects' deserialization and transfer-receiving steps, in the order
        // they were read: [object, transferred, name, data or ports, …].
        let mut list: Vec<v8::Local<v8::Value>> = Vec::with_capacity(received.len() * 4);
        for item in &received {
            list.push(v8::Local::new(scope, &item.object).into());
            list.push(v8::Boolean::new(scope, item.transferred).into());
            list.push(v8::Local::new(scope, &item.name));
            list.push(v8::Local::new(scope, &item.data));
        }
        let list = v8::Array::new_with_elements(scope, &list);
        let Some(hooks) = RealmState::current(scope).and_then(|realm| realm.hooks()) else {
            WebError::data_clone("A platform object cannot be deserialized here.").throw(scope);
            return None;
        };
        call_steps(scope, &hooks, Hook::ReceivePlatformObjects, &[list.into()])?;
    }
    Some(value)
}

/// What every message target does on delivery: deserialize `message` in the current realm
/// (with its transferred `ports`, already made there) and call
/// `hooks[message](...head, data, ...tail, ports)`, or `hooks[error](...head, ...tail)`
/// when the data cannot be deserialized (a `messageerror`).
pub fn fire_message_event<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    hooks: &RealmHooks,
    message: &SerializedMessage,
    ports: &[v8::Local<'s, v8::Object>],
    (on_message, on_error): (Hook, Hook),
    head: &[v8::Local<'s, v8::Value>],
    tail: &[v8::Local<'s, v8::Value>],
) {
    let data = {
        v8::tc_scope!(let tc, scope);
        deserialize(tc, message, ports)
    };
    let mut args = head.to_vec();
    match data {
        Some(data) => {
            // (The event lists the message's own ports, not its streams'.)
            let own = ports.len().saturating_sub(message.hidden_ports);
            let ports: Vec<v8::Local<v8::Value>> = ports[..own].iter().map(|p| (*p).into()).collect();
            args.push(data);
            args.extend_from_slice(tail);
            args.push(v8::Array::new_with_elements(scope, &ports).into());
            call_hook_with(scope, hooks, on_message, &args);
        }
        None => {
            args.extend_from_slice(tail);
            call_hook_with(scope, hooks, on_error, &args);
        }
    }
}

/// `structuredClone(value, { transfer })`.
fn structured_clone<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let serialized =
        transfer_option(scope, args.get(1)).and_then(|t| serialize_with_transfer(scope, args.get(0), t, &[]));
    let message = match serialized {
        Ok(message) => message,
        Err(error) => return error.throw(scope),
    };
    // Deserialized in this's relevant realm: a same-origin window's, when the method is
    // called on it (`otherWindow.structuredClone.call(window, …)`), else the current one.
    let current = scope.get_current_context();
    let context = v8::Local::<v8::Object>::try_from(args.get(2))
        .ok()
        .and_then(|this| this.get_creation_context(scope))
        .filter(|target| same_origin(scope, current, *target))
        .unwrap_or(current);
    let scope = &mut v8::ContextScope::new(scope, context);
    let ports = match (GroupState::of(scope), realm::realm_id(scope, context)) {
        (Some(state), Some(realm)) => match state.hooks(realm) {
            Some(hooks) => message_ports::materialize(scope, &state, realm, &hooks, &message.ports),
            None => Vec::new(),
        },
        _ => Vec::new(),
    };
    if let Some(value) = deserialize(scope, &message, &ports) {
        rv.set(value);
    }
}

/// Whether two contexts' realms have the same origin.
fn same_origin(scope: &mut v8::PinScope, a: v8::Local<v8::Context>, b: v8::Local<v8::Context>) -> bool {
    let Some(state) = GroupState::of(scope) else { return false };
    let (Some(a), Some(b)) = (realm::realm_id(scope, a), realm::realm_id(scope, b)) else { return false };
    matches!((state.info(a), state.info(b)), (Some(a), Some(b)) if a.origin == b.origin)
}

/// `options.transfer` of a `StructuredSerializeOptions`/`WindowPostMessageOptions`.
fn transfer_option<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    options: v8::Local<'s, v8::Value>,
) -> WebResult<v8::Local<'s, v8::Value>> {
    if options.is_null_or_undefined() {
        return Ok(v8::undefined(scope).into());
    }
    let Ok(object) = v8::Local::<v8::Object>::try_from(options) else {
        return Err(WebError::Type("The options must be an object.".into()));
    };
    let key = v8::String::new(scope, "transfer").ok_or(WebError::Pending)?;
    object.get(scope, key.into()).ok_or(WebError::Pending)
}

/// `natives.postMessage(targetWindow, message, targetOriginOrOptions, transfer)`: what
/// every window's `postMessage` calls, same-origin or cross-origin.
fn post_message_native<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Ok(target) = v8::Local::<v8::Object>::try_from(args.get(0)) else { return };
    if let Err(error) = post_message(scope, target, args.get(1), args.get(2), args.get(3), args.length() > 3)
    {
        error.throw(scope);
    }
}

/// The cross-origin `postMessage` (a function the cross-origin handler makes, with the
/// target window as data).
pub fn cross_origin_post_message<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Ok(target) = v8::Local::<v8::Object>::try_from(args.data()) else { return };
    if let Err(error) = post_message(scope, target, args.get(0), args.get(1), args.get(2), args.length() > 2)
    {
        error.throw(scope);
    }
}

/// [Window post message steps](https://html.spec.whatwg.org/multipage/web-messaging.html#window-post-message-steps).
fn post_message<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    target: v8::Local<'s, v8::Object>,
    message: v8::Local<'s, v8::Value>,
    target_origin_or_options: v8::Local<'s, v8::Value>,
    transfer: v8::Local<'s, v8::Value>,
    positional_transfer: bool,
) -> WebResult<()> {
    let Some(state) = GroupState::of(scope) else { return Ok(()) };
    // Step 1. targetRealm: this Window's realm (a Window navigated away from by delivery
    // time gets nothing).
    let Some(target_realm) = target.get_creation_context(scope).and_then(|c| realm::realm_id(scope, c))
    else {
        return Ok(());
    };
    // Step 2. The incumbent settings object: the realm of the page code that called
    // postMessage (not the entered realm: a frame's function the top page calls is the
    // frame's).
    let incumbent = crate::runtime::web::html::incumbent::incumbent_realm(scope);
    let Some(source) = incumbent.and_then(|id| state.info(id)) else { return Ok(()) };
    // The overloads: (message, targetOrigin, transfer) or (message, options).
    let (target_origin, transfer) = if target_origin_or_options.is_string() || positional_transfer {
        (target_origin_or_options.to_rust_string_lossy(scope), transfer)
    } else {
        let options = target_origin_or_options;
        let origin = match v8::Local::<v8::Object>::try_from(options) {
            Ok(object) => {
                let key = v8::String::new(scope, "targetOrigin");
                let value = key.and_then(|k| object.get(scope, k.into()));
                match value {
                    Some(v) if !v.is_undefined() => v.to_rust_string_lossy(scope),
                    _ => "/".to_string(),
                }
            }
            // postMessage(message): the options default, targetOrigin "/".
            Err(_) if options.is_undefined() => "/".to_string(),
            Err(_) => options.to_rust_string_lossy(scope),
        };
        (origin, transfer_option(scope, options)?)
    };
    // Steps 3–5. "/" means the incumbent's origin; "*" any; else a URL's origin.
    let target_origin = match target_origin.as_str() {
        "*" => None,
        "/" => Some(source.origin.clone()),
        text => match Url::parse(text) {
            Ok(url) => Some(url.origin()),
            Err(_) => {
                return Err(WebError::dom(
                    "SyntaxError",
                    format!("Invalid target origin '{text}' in a call to 'postMessage'."),
                ));
            }
        },
    };
    // Steps 6–7. Serialize with transfer (a DataCloneError is thrown to the caller).
    let message = serialize_with_transfer(scope, message, transfer, &[])?;
    let Some(source_window) = state.global_of(scope, source.id) else { return Ok(()) };
    // Step 8. Queue a global task on the posted message task source.
    state.tasks.borrow_mut().push(Task::PostMessage(PostedMessage {
        target: target_realm,
        target_origin,
        message,
        origin: source.origin.ascii_serialization(),
        source: v8::Global::new(scope, source_window),
    }));
    Ok(())
}

/// Step 8 of the window post message steps, as the task runs: checks the target origin,
/// deserializes into the target realm and fires `message` (or `messageerror`).
pub fn deliver(scope: &mut v8::PinScope<'_, '_, ()>, state: &Rc<GroupState>, message: PostedMessage) {
    let realm: RealmId = message.target;
    let Some(context) = state.context(scope, realm) else { return };
    let Some(info) = state.info(realm) else { return };
    if info.detached {
        return;
    }
    // Step 8.1. If targetOrigin is not "*" and not the target document's origin: drop it.
    if message.target_origin.as_ref().is_some_and(|o| *o != info.origin) {
        return;
    }
    let Some(hooks) = state.hooks(realm) else { return };
    let scope = &mut v8::ContextScope::new(scope, context);
    let source = v8::Local::new(scope, &message.source);
    let Some(origin) = v8::String::new(scope, &message.origin) else { return };
    let ports = message_ports::materialize(scope, state, realm, &hooks, &message.message.ports);
    let tail = [origin.into(), source];
    let hooks_names = (Hook::DispatchMessage, Hook::DispatchMessageError);
    fire_message_event(scope, &hooks, &message.message, &ports, hooks_names, &[], &tail);
    crate::runtime::event_loop::callbacks::checkpoint(scope, state);
}
