//! [Web Cryptography](https://w3c.github.io/webcrypto/)'s `crypto.getRandomValues` and
//! `randomUUID` (`crypto.js`): the operating system's random bytes.
use crate::runtime::web::html::window::Native;

/// The natives of `crypto`.
pub fn natives() -> Vec<Native> {
    vec![("randomFill", v8::MapFnTo::map_fn_to(random_fill))]
}

/// `natives.randomFill(view)`: fills the typed array's bytes from the kernel's random
/// source (`getrandom`). The caller checked the view's type and size.
fn random_fill(scope: &mut v8::PinScope, args: v8::FunctionCallbackArguments, _: v8::ReturnValue<v8::Value>) {
    let Ok(view) = v8::Local::<v8::ArrayBufferView>::try_from(args.get(0)) else { return };
    let mut bytes = vec![0u8; view.byte_length()];
    if !crate::bindings::random::fill(&mut bytes) {
        let message = v8::String::new(scope, "the operating system gave no random bytes")
            .unwrap_or_else(|| v8::String::empty(scope));
        let error = v8::Exception::error(scope, message);
        scope.throw_exception(error);
        return;
    }
    // The bytes go in through a Uint8Array over the same memory (no unsafe access here).
    let (Some(buffer), offset) = (view.buffer(scope), view.byte_offset()) else { return };
    let Some(target) = v8::Uint8Array::new(scope, buffer, offset, bytes.len()) else { return };
    for (i, byte) in bytes.iter().enumerate() {
        let value = v8::Integer::new_from_unsigned(scope, u32::from(*byte));
        target.set_index(scope, i as u32, value.into());
    }
}
