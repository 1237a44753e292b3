//! Booting a realm's platform JavaScript with nothing of any one realm: the natives, the
//! console, `primordials.js`, `bootstrap.js` and the modules after it, for a window or a
//! worker. `runtime/web/html/realm_snapshot.rs` boots one realm of each kind this way into a V8
//! startup snapshot, once per process; every realm is then deserialized from it, and
//! `window::bootstrap` gives it its own facts.
use crate::runtime::console;
use crate::runtime::platform_scripts::{PlatformScript, PlatformScripts};
use crate::runtime::realm::Scope;
use crate::runtime::script::{self, UncaughtError};
use crate::runtime::web::messaging::{broadcast_channel, message_ports, post_message as messaging};
use crate::runtime::web::webidl::interface_objects;
use crate::runtime::web::{
    crypto, encoding, fetch, js_self_profiling, measure_memory, performance, timers, url, xhr,
};

use super::window::{Native, natives_of_window, set, set_function, set_string};
use super::{
    element_interfaces, fragment_parsing, frames, scripting, service_workers, shared_workers, window_open,
    workers,
};

const PRIMORDIALS: PlatformScript =
    PlatformScript { name: "framescope:primordials.js", text: include_str!("../primordials.js") };
const BOOTSTRAP: PlatformScript =
    PlatformScript { name: "framescope:bootstrap.js", text: include_str!("../bootstrap.js") };

/// The web platform's modules, run in this order after the bootstrap (and before the
/// performance modules), each with the bootstrap's `lib` and `hooks`: each defines one
/// area's interfaces and adds what later modules use to `lib`.
const WEB_MODULES: [PlatformScript; 142] = [
    PlatformScript {
        name: "framescope:messaging/serializable_objects.js",
        text: include_str!("../messaging/serializable_objects.js"),
    },
    PlatformScript {
        name: "framescope:webidl/dom_exception.js",
        text: include_str!("../webidl/dom_exception.js"),
    },
    PlatformScript { name: "framescope:dom/events.js", text: include_str!("../dom/events.js") },
    PlatformScript {
        name: "framescope:uievents/ui_events.js",
        text: include_str!("../uievents/ui_events.js"),
    },
    PlatformScript {
        name: "framescope:uievents/composition_events.js",
        text: include_str!("../uievents/composition_events.js"),
    },
    PlatformScript {
        name: "framescope:uievents/pointer_event.js",
        text: include_str!("../uievents/pointer_event.js"),
    },
    PlatformScript { name: "framescope:html/event_handlers.js", text: include_str!("event_handlers.js") },
    PlatformScript { name: "framescope:dom/abort.js", text: include_str!("../dom/abort.js") },
    PlatformScript {
        name: "framescope:messaging/message_event.js",
        text: include_str!("../messaging/message_event.js"),
    },
    PlatformScript { name: "framescope:html/location.js", text: include_str!("location.js") },
    PlatformScript { name: "framescope:html/history.js", text: include_str!("history.js") },
    PlatformScript { name: "framescope:html/indicated_part.js", text: include_str!("indicated_part.js") },
    PlatformScript { name: "framescope:html/navigate_event.js", text: include_str!("navigate_event.js") },
    PlatformScript { name: "framescope:html/navigation.js", text: include_str!("navigation.js") },
    PlatformScript { name: "framescope:dom/nodes.js", text: include_str!("../dom/nodes.js") },
    PlatformScript {
        name: "framescope:dom/character_data.js",
        text: include_str!("../dom/character_data.js"),
    },
    PlatformScript {
        name: "framescope:dom/node_connection.js",
        text: include_str!("../dom/node_connection.js"),
    },
    PlatformScript { name: "framescope:dom/node_cloning.js", text: include_str!("../dom/node_cloning.js") },
    PlatformScript { name: "framescope:dom/selectors.js", text: include_str!("../dom/selectors.js") },
    PlatformScript { name: "framescope:dom/elements.js", text: include_str!("../dom/elements.js") },
    PlatformScript { name: "framescope:html/reflection_table.js", text: include_str!("reflection_table.js") },
    PlatformScript {
        name: "framescope:html/html_element_interfaces.js",
        text: include_str!("html_element_interfaces.js"),
    },
    PlatformScript { name: "framescope:html/forms.js", text: include_str!("forms.js") },
    PlatformScript { name: "framescope:html/input_element.js", text: include_str!("input_element.js") },
    PlatformScript { name: "framescope:html/form_elements.js", text: include_str!("form_elements.js") },
    PlatformScript {
        name: "framescope:html/svg_animated_string.js",
        text: include_str!("svg_animated_string.js"),
    },
    PlatformScript { name: "framescope:html/element_apis.js", text: include_str!("element_apis.js") },
    PlatformScript {
        name: "framescope:html/constraint_validation.js",
        text: include_str!("constraint_validation.js"),
    },
    PlatformScript {
        name: "framescope:html/interactive_elements.js",
        text: include_str!("interactive_elements.js"),
    },
    PlatformScript { name: "framescope:html/tables.js", text: include_str!("tables.js") },
    PlatformScript {
        name: "framescope:html/image_source_selection.js",
        text: include_str!("image_source_selection.js"),
    },
    PlatformScript { name: "framescope:html/images.js", text: include_str!("images.js") },
    PlatformScript { name: "framescope:html/media_elements.js", text: include_str!("media_elements.js") },
    PlatformScript { name: "framescope:html/link_stylesheets.js", text: include_str!("link_stylesheets.js") },
    PlatformScript { name: "framescope:html/link_preload.js", text: include_str!("link_preload.js") },
    PlatformScript {
        name: "framescope:html/declarative_refresh.js",
        text: include_str!("declarative_refresh.js"),
    },
    PlatformScript { name: "framescope:html/meta_referrer.js", text: include_str!("meta_referrer.js") },
    PlatformScript { name: "framescope:dom/document.js", text: include_str!("../dom/document.js") },
    PlatformScript { name: "framescope:dom/namespaces.js", text: include_str!("../dom/namespaces.js") },
    PlatformScript { name: "framescope:dom/document_type.js", text: include_str!("../dom/document_type.js") },
    PlatformScript { name: "framescope:html/parsing.js", text: include_str!("parsing.js") },
    PlatformScript { name: "framescope:html/the_end.js", text: include_str!("the_end.js") },
    PlatformScript { name: "framescope:html/scripting.js", text: include_str!("scripting.js") },
    PlatformScript { name: "framescope:html/xml_parser.js", text: include_str!("xml_parser.js") },
    PlatformScript { name: "framescope:html/text_document.js", text: include_str!("text_document.js") },
    PlatformScript { name: "framescope:html/dom_parsing.js", text: include_str!("dom_parsing.js") },
    PlatformScript {
        name: "framescope:dom/dom_token_list.js",
        text: include_str!("../dom/dom_token_list.js"),
    },
    PlatformScript {
        name: "framescope:dom/named_node_map.js",
        text: include_str!("../dom/named_node_map.js"),
    },
    PlatformScript { name: "framescope:dom/traversal.js", text: include_str!("../dom/traversal.js") },
    PlatformScript { name: "framescope:dom/range.js", text: include_str!("../dom/range.js") },
    PlatformScript {
        name: "framescope:selection/selection.js",
        text: include_str!("../selection/selection.js"),
    },
    PlatformScript { name: "framescope:dom/xpath_syntax.js", text: include_str!("../dom/xpath_syntax.js") },
    PlatformScript {
        name: "framescope:dom/xpath_functions.js",
        text: include_str!("../dom/xpath_functions.js"),
    },
    PlatformScript { name: "framescope:dom/xpath.js", text: include_str!("../dom/xpath.js") },
    PlatformScript { name: "framescope:dom/collections.js", text: include_str!("../dom/collections.js") },
    PlatformScript { name: "framescope:dom/shadow_root.js", text: include_str!("../dom/shadow_root.js") },
    PlatformScript { name: "framescope:dom/slots.js", text: include_str!("../dom/slots.js") },
    PlatformScript { name: "framescope:dom/node_move.js", text: include_str!("../dom/node_move.js") },
    PlatformScript { name: "framescope:html/custom_elements.js", text: include_str!("custom_elements.js") },
    PlatformScript { name: "framescope:html/aria_mixin.js", text: include_str!("aria_mixin.js") },
    PlatformScript {
        name: "framescope:html/custom_element_registry.js",
        text: include_str!("custom_element_registry.js"),
    },
    PlatformScript {
        name: "framescope:html/element_internals.js",
        text: include_str!("element_internals.js"),
    },
    PlatformScript {
        name: "framescope:dom/mutation_observer.js",
        text: include_str!("../dom/mutation_observer.js"),
    },
    PlatformScript {
        name: "framescope:dom/dom_implementation.js",
        text: include_str!("../dom/dom_implementation.js"),
    },
    PlatformScript { name: "framescope:html/dom_parser.js", text: include_str!("dom_parser.js") },
    PlatformScript {
        name: "framescope:html/dynamic_markup_insertion.js",
        text: include_str!("dynamic_markup_insertion.js"),
    },
    PlatformScript { name: "framescope:html/dom_string_map.js", text: include_str!("dom_string_map.js") },
    PlatformScript { name: "framescope:html/all_collection.js", text: include_str!("all_collection.js") },
    PlatformScript { name: "framescope:html/focusable_area.js", text: include_str!("focusable_area.js") },
    PlatformScript { name: "framescope:html/style_resources.js", text: include_str!("style_resources.js") },
    PlatformScript { name: "framescope:html/focus.js", text: include_str!("focus.js") },
    PlatformScript { name: "framescope:html/autofocus.js", text: include_str!("autofocus.js") },
    PlatformScript { name: "framescope:html/focus_navigation.js", text: include_str!("focus_navigation.js") },
    PlatformScript { name: "framescope:html/user_input.js", text: include_str!("user_input.js") },
    PlatformScript {
        name: "framescope:html/global_attributes.js",
        text: include_str!("global_attributes.js"),
    },
    PlatformScript { name: "framescope:html/editing.js", text: include_str!("editing.js") },
    PlatformScript { name: "framescope:html/popover.js", text: include_str!("popover.js") },
    PlatformScript { name: "framescope:html/inner_text.js", text: include_str!("inner_text.js") },
    PlatformScript { name: "framescope:html/dialog_element.js", text: include_str!("dialog_element.js") },
    PlatformScript { name: "framescope:html/drag_and_drop.js", text: include_str!("drag_and_drop.js") },
    PlatformScript { name: "framescope:html/fullscreen.js", text: include_str!("fullscreen.js") },
    PlatformScript {
        name: "framescope:html/page_transition_events.js",
        text: include_str!("page_transition_events.js"),
    },
    PlatformScript { name: "framescope:html/page_visibility.js", text: include_str!("page_visibility.js") },
    PlatformScript {
        name: "framescope:html/unloading_documents.js",
        text: include_str!("unloading_documents.js"),
    },
    PlatformScript { name: "framescope:html/cookies.js", text: include_str!("cookies.js") },
    PlatformScript {
        name: "framescope:webstorage/web_storage.js",
        text: include_str!("../webstorage/web_storage.js"),
    },
    PlatformScript { name: "framescope:crypto/crypto.js", text: include_str!("../crypto/crypto.js") },
    PlatformScript {
        name: "framescope:crypto/subtle_crypto.js",
        text: include_str!("../crypto/subtle_crypto.js"),
    },
    PlatformScript { name: "framescope:crypto/crypto_key.js", text: include_str!("../crypto/crypto_key.js") },
    PlatformScript {
        name: "framescope:crypto/algorithm_normalization.js",
        text: include_str!("../crypto/algorithm_normalization.js"),
    },
    PlatformScript {
        name: "framescope:crypto/json_web_key.js",
        text: include_str!("../crypto/json_web_key.js"),
    },
    PlatformScript { name: "framescope:crypto/sha.js", text: include_str!("../crypto/sha.js") },
    PlatformScript { name: "framescope:crypto/hmac.js", text: include_str!("../crypto/hmac.js") },
    PlatformScript { name: "framescope:crypto/aes.js", text: include_str!("../crypto/aes.js") },
    PlatformScript { name: "framescope:crypto/ec.js", text: include_str!("../crypto/ec.js") },
    PlatformScript { name: "framescope:crypto/rsa.js", text: include_str!("../crypto/rsa.js") },
    PlatformScript { name: "framescope:crypto/okp.js", text: include_str!("../crypto/okp.js") },
    PlatformScript { name: "framescope:crypto/kdf.js", text: include_str!("../crypto/kdf.js") },
    PlatformScript { name: "framescope:cssom/cssom_view.js", text: include_str!("../cssom/cssom_view.js") },
    PlatformScript {
        name: "framescope:cssom/css_style_sheet.js",
        text: include_str!("../cssom/css_style_sheet.js"),
    },
    PlatformScript {
        name: "framescope:cssom/style_sheet_collections.js",
        text: include_str!("../cssom/style_sheet_collections.js"),
    },
    PlatformScript {
        name: "framescope:cssom/xml_stylesheet.js",
        text: include_str!("../cssom/xml_stylesheet.js"),
    },
    PlatformScript {
        name: "framescope:cssom/css_style_declaration.js",
        text: include_str!("../cssom/css_style_declaration.js"),
    },
    PlatformScript { name: "framescope:html/window.js", text: include_str!("window.js") },
    PlatformScript {
        name: "framescope:html/global_event_handlers.js",
        text: include_str!("global_event_handlers.js"),
    },
    PlatformScript { name: "framescope:html/workers.js", text: include_str!("workers.js") },
    PlatformScript { name: "framescope:timers/timers.js", text: include_str!("../timers/timers.js") },
    PlatformScript { name: "framescope:html/animation_frames.js", text: include_str!("animation_frames.js") },
    PlatformScript {
        name: "framescope:resize_observer/resize_observer.js",
        text: include_str!("../resize_observer/resize_observer.js"),
    },
    PlatformScript {
        name: "framescope:intersection_observer/intersection_observer.js",
        text: include_str!("../intersection_observer/intersection_observer.js"),
    },
    PlatformScript { name: "framescope:html/navigator.js", text: include_str!("navigator.js") },
    PlatformScript { name: "framescope:url/url.js", text: include_str!("../url/url.js") },
    PlatformScript { name: "framescope:fileapi/blob.js", text: include_str!("../fileapi/blob.js") },
    PlatformScript {
        name: "framescope:fileapi/file_reader.js",
        text: include_str!("../fileapi/file_reader.js"),
    },
    PlatformScript {
        name: "framescope:url/url_search_params.js",
        text: include_str!("../url/url_search_params.js"),
    },
    PlatformScript {
        name: "framescope:messaging/message_ports.js",
        text: include_str!("../messaging/message_ports.js"),
    },
    PlatformScript {
        name: "framescope:messaging/broadcast_channel.js",
        text: include_str!("../messaging/broadcast_channel.js"),
    },
    PlatformScript { name: "framescope:html/shared_workers.js", text: include_str!("shared_workers.js") },
    PlatformScript { name: "framescope:html/service_workers.js", text: include_str!("service_workers.js") },
    PlatformScript { name: "framescope:fetch/headers.js", text: include_str!("../fetch/headers.js") },
    PlatformScript { name: "framescope:fetch/mime_type.js", text: include_str!("../fetch/mime_type.js") },
    PlatformScript {
        name: "framescope:fetch/multipart_form_data.js",
        text: include_str!("../fetch/multipart_form_data.js"),
    },
    PlatformScript { name: "framescope:fetch/body.js", text: include_str!("../fetch/body.js") },
    PlatformScript { name: "framescope:fetch/request.js", text: include_str!("../fetch/request.js") },
    PlatformScript { name: "framescope:fetch/response.js", text: include_str!("../fetch/response.js") },
    PlatformScript {
        name: "framescope:fetch/fetch_method.js",
        text: include_str!("../fetch/fetch_method.js"),
    },
    PlatformScript {
        name: "framescope:eventsource/event_stream_parser.js",
        text: include_str!("../eventsource/event_stream_parser.js"),
    },
    PlatformScript {
        name: "framescope:eventsource/event_source.js",
        text: include_str!("../eventsource/event_source.js"),
    },
    PlatformScript { name: "framescope:xhr/xhr.js", text: include_str!("../xhr/xhr.js") },
    PlatformScript { name: "framescope:xhr/form_data.js", text: include_str!("../xhr/form_data.js") },
    PlatformScript { name: "framescope:encoding/encoding.js", text: include_str!("../encoding/encoding.js") },
    PlatformScript {
        name: "framescope:streams/queuing_strategies.js",
        text: include_str!("../streams/queuing_strategies.js"),
    },
    PlatformScript {
        name: "framescope:streams/writable_stream.js",
        text: include_str!("../streams/writable_stream.js"),
    },
    PlatformScript {
        name: "framescope:streams/readable_byte_stream.js",
        text: include_str!("../streams/readable_byte_stream.js"),
    },
    PlatformScript {
        name: "framescope:streams/readable_stream.js",
        text: include_str!("../streams/readable_stream.js"),
    },
    PlatformScript {
        name: "framescope:streams/readable_stream_pipe.js",
        text: include_str!("../streams/readable_stream_pipe.js"),
    },
    PlatformScript {
        name: "framescope:streams/readable_stream_tee.js",
        text: include_str!("../streams/readable_stream_tee.js"),
    },
    PlatformScript {
        name: "framescope:streams/transform_stream.js",
        text: include_str!("../streams/transform_stream.js"),
    },
    PlatformScript {
        name: "framescope:streams/encoding_streams.js",
        text: include_str!("../streams/encoding_streams.js"),
    },
    PlatformScript {
        name: "framescope:streams/transferable_streams.js",
        text: include_str!("../streams/transferable_streams.js"),
    },
    // (Last: every other module has installed its interfaces and their members.)
    PlatformScript {
        name: "framescope:html/custom_element_reactions_table.js",
        text: include_str!("custom_element_reactions_table.js"),
    },
    PlatformScript {
        name: "framescope:html/custom_element_reactions.js",
        text: include_str!("custom_element_reactions.js"),
    },
];

/// Every platform script, in the order a realm runs them (and [`BootRecord::scripts`]
/// holds their functions).
pub fn platform_scripts() -> impl Iterator<Item = PlatformScript> {
    [PRIMORDIALS, BOOTSTRAP]
        .into_iter()
        .chain(WEB_MODULES)
        .chain(performance::MODULES)
        .chain(measure_memory::MODULES)
        .chain(js_self_profiling::MODULES)
        .chain([WORKER_GLOBAL_SCOPE_MEMBERS, IMMUTABLE_PROTOTYPES])
}

/// Last of all in a worker: WorkerGlobalScope's members, which the other modules define on
/// the global, moved to its prototype.
const WORKER_GLOBAL_SCOPE_MEMBERS: PlatformScript = PlatformScript {
    name: "framescope:html/worker_global_scope_members.js",
    text: include_str!("worker_global_scope_members.js"),
};

/// After everything: the global and the prototypes on its chain keep their prototypes
/// (Web IDL's [Global]).
const IMMUTABLE_PROTOTYPES: PlatformScript = PlatformScript {
    name: "framescope:webidl/immutable_prototypes.js",
    text: include_str!("../webidl/immutable_prototypes.js"),
};

/// Each area's natives table (name → Rust function), beside its JavaScript.
pub fn natives() -> Vec<Native> {
    [
        natives_of_window(),
        interface_objects::natives(),
        crate::runtime::web::webidl::attribute_functions::natives(),
        crate::runtime::web::webidl::internal_slots::natives(),
        crate::runtime::web::webidl::immutable_prototypes::natives(),
        crate::runtime::web::webidl::callbacks::natives(),
        timers::natives(),
        frames::natives(),
        super::history_traversal::natives(),
        super::navigation_api_entries::natives(),
        scripting::natives(),
        fragment_parsing::natives(),
        super::xml_parsing::natives(),
        element_interfaces::natives(),
        super::event_handlers::natives(),
        super::images::natives(),
        super::link_stylesheets::natives(),
        super::stylesheet_imports::natives(),
        super::style_resources::natives(),
        super::link_preload::natives(),
        super::media_elements::natives(),
        crate::runtime::web::dom::selectors::natives(),
        super::dynamic_markup_insertion::natives(),
        super::all_collection::natives(),
        super::legacy_platform_objects::natives(),
        window_open::natives(),
        super::cross_origin_location::natives(),
        super::document_domain::natives(),
        super::simple_dialogs::natives(),
        super::referrer::natives(),
        super::cookies::natives(),
        super::navigator::natives(),
        crate::runtime::web::cssom::viewport::natives(),
        messaging::natives(),
        workers::natives(),
        shared_workers::natives(),
        service_workers::natives(),
        url::natives(),
        encoding::natives(),
        crypto::natives(),
        message_ports::natives(),
        broadcast_channel::natives(),
        crate::runtime::web::webstorage::natives(),
        fetch::natives(),
        xhr::natives(),
        performance::natives(),
        measure_memory::natives(),
        js_self_profiling::natives(),
    ]
    .concat()
}

/// What a booted realm keeps for its per-realm set-up, in the snapshot's context data:
/// the hooks object, the `natives` and `info` objects the JavaScript captured, and the
/// function each platform script evaluated to (their script ids name platform frames).
pub struct BootRecord<'s> {
    pub hooks: v8::Local<'s, v8::Object>,
    pub natives: v8::Local<'s, v8::Object>,
    pub info: v8::Local<'s, v8::Object>,
    pub scripts: Vec<(&'static str, v8::Local<'s, v8::Function>)>,
}

impl<'s> BootRecord<'s> {
    /// The record as one array (what the snapshot keeps).
    pub fn to_array(&self, scope: &v8::PinScope<'s, '_>) -> v8::Local<'s, v8::Array> {
        let mut elements: Vec<v8::Local<v8::Value>> =
            vec![self.hooks.into(), self.natives.into(), self.info.into()];
        elements.extend(self.scripts.iter().map(|(_, f)| v8::Local::<v8::Value>::from(*f)));
        v8::Array::new_with_elements(scope, &elements)
    }

    /// The record from its array, or `None` when it is not one.
    pub fn from_array(scope: &mut v8::PinScope<'s, '_>, array: v8::Local<'s, v8::Array>) -> Option<Self> {
        let object =
            |i: u32| array.get_index(scope, i).and_then(|v| v8::Local::<v8::Object>::try_from(v).ok());
        let (hooks, natives, info) = (object(0)?, object(1)?, object(2)?);
        let mut scripts = Vec::new();
        for (i, script) in platform_scripts().enumerate() {
            let function = array.get_index(scope, 3 + i as u32)?;
            scripts.push((script.name, v8::Local::<v8::Function>::try_from(function).ok()?));
        }
        Some(Self { hooks, natives, info, scripts })
    }
}

/// Boots the platform JavaScript of a realm of kind `kind` in the current context: the
/// console and natives, then every platform script (compiled in `scripts`), with an
/// `info` that says only the kind. Nothing here may depend on one realm: the result is
/// what every realm of that kind starts from.
pub fn boot<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    scripts: &PlatformScripts,
    kind: Scope,
) -> Result<BootRecord<'s>, UncaughtError> {
    let context = scope.get_current_context();
    console::install(scope, context);
    let info = v8::Object::new(scope);
    let kind_name = kind.interface_name();
    set_string(scope, info, "scope", kind_name);
    let natives_object = v8::Object::new(scope);
    install_natives(scope, natives_object, &natives());
    let natives = natives_object;

    let mut functions = Vec::new();
    // The built-ins the platform's JavaScript uses, captured before any page script runs.
    let primordials = call_script(scope, scripts, PRIMORDIALS, &[], &mut functions)?;
    set(scope, natives, "primordials", primordials);
    // Each realm's `parent` and `top` (`window::bootstrap`), here its own global until
    // then: made at boot, the properties are in the natives object's shape in the snapshot,
    // and a realm's set-up stores into them. Added per realm, they went past V8's limit of
    // fast properties (~190 natives) and turned the object into a dictionary in every
    // realm: about 3 % of a touched frame's CPU.
    let global = context.global(scope);
    set(scope, natives, "parent", global.into());
    set(scope, natives, "top", global.into());
    let hooks = call_script(scope, scripts, BOOTSTRAP, &[info.into(), natives.into()], &mut functions)?;
    let hooks = v8::Local::<v8::Object>::try_from(hooks)
        .map_err(|_| script::internal_error("the bootstrap returned no hooks"))?;
    let key = v8::String::new(scope, "lib").ok_or_else(|| script::internal_error("no lib"))?;
    let lib =
        hooks.get(scope, key.into()).ok_or_else(|| script::internal_error("the bootstrap gave no lib"))?;
    let modules = WEB_MODULES.into_iter().chain(performance::MODULES).chain(measure_memory::MODULES);
    let last = [WORKER_GLOBAL_SCOPE_MEMBERS, IMMUTABLE_PROTOTYPES];
    for module in modules.chain(js_self_profiling::MODULES).chain(last) {
        call_script(scope, scripts, module, &[lib, hooks.into()], &mut functions)?;
    }
    Ok(BootRecord { hooks, natives, info, scripts: functions })
}

/// Runs a platform script (compiled once per isolate, in `scripts`) whose completion
/// value is a function, keeps that function in `functions` and calls it with `args`.
fn call_script<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    scripts: &PlatformScripts,
    module: PlatformScript,
    args: &[v8::Local<'s, v8::Value>],
    functions: &mut Vec<(&'static str, v8::Local<'s, v8::Function>)>,
) -> Result<v8::Local<'s, v8::Value>, UncaughtError> {
    let function = scripts.run(scope, module)?;
    let function = v8::Local::<v8::Function>::try_from(function)
        .map_err(|_| script::internal_error(&format!("{} is not a function", module.name)))?;
    functions.push((module.name, function));
    v8::tc_scope!(let tc, scope);
    let undefined = v8::undefined(tc).into();
    function.call(tc, undefined, args).ok_or_else(|| script::uncaught(tc))
}

/// Installs natives on the bootstrap's `natives` object; a name given twice is a bug in
/// the tables (the later one would silently win), so debug builds check for it.
fn install_natives(scope: &mut v8::PinScope, natives: v8::Local<v8::Object>, table: &[Native]) {
    let mut names = std::collections::HashSet::new();
    for (name, callback) in table {
        debug_assert!(names.insert(*name), "the native {name} is declared twice");
        set_function(scope, natives, name, *callback);
    }
}

/// Every native function a booted realm refers to, for a startup snapshot's external
/// references: the natives, the console's, the window template's callbacks.
pub fn external_references() -> Vec<v8::ExternalReference> {
    let mut references: Vec<v8::ExternalReference> =
        natives().into_iter().map(|(_, function)| v8::ExternalReference { function }).collect();
    references.extend(console::external_references());
    references.extend(super::window::external_references());
    references.extend(interface_objects::external_references());
    references.extend(super::all_collection::external_references());
    references.extend(super::legacy_platform_objects::external_references());
    references.extend(crate::runtime::web::webidl::attribute_functions::external_references());
    references.push(v8::ExternalReference { pointer: crate::bindings::v8_internal::lazy_method_getter() });
    let mut seen = std::collections::HashSet::new();
    // Once each (their Debug form is their address): `clearTimeout` and `clearInterval`
    // share one function.
    references.retain(|r| seen.insert(format!("{r:?}")));
    references
}
