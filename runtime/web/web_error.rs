//! Exceptions as values: the natives' algorithms return `Result<T, WebError>`, and one
//! place, [`WebError::throw`], turns an error into the exception Web IDL names — a
//! `TypeError`, a `RangeError`, or a `DOMException` of the current realm by its name.
//! [Web IDL §3.14.3 Creating and throwing exceptions](https://webidl.spec.whatwg.org/#es-creating-throwing-exceptions)
use crate::runtime::event_loop::callbacks::call_hook_with;
use crate::runtime::hooks::Hook;
use crate::runtime::realm_state::RealmState;

/// An exception a platform algorithm throws.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WebError {
    #[error("TypeError: {0}")]
    Type(String),
    #[error("RangeError: {0}")]
    Range(String),
    /// A `DOMException` with this name (`DataCloneError`, `SyntaxError`, …).
    #[error("{name}: {message}")]
    Dom { name: &'static str, message: String },
    /// An exception is already pending: V8 threw it, or a callback V8 made did.
    #[error("an exception is pending")]
    Pending,
}

pub type WebResult<T> = Result<T, WebError>;

impl WebError {
    pub fn dom(name: &'static str, message: impl Into<String>) -> Self {
        Self::Dom { name, message: message.into() }
    }

    /// [DataCloneError](https://webidl.spec.whatwg.org/#datacloneerror): what structured
    /// serialization throws for a value it cannot serialize or transfer.
    pub fn data_clone(message: impl Into<String>) -> Self {
        Self::dom("DataCloneError", message)
    }

    /// Throws the exception in the current realm (nothing more for [`Self::Pending`]).
    pub fn throw(self, scope: &mut v8::PinScope) {
        if let Some(exception) = self.to_exception(scope) {
            scope.throw_exception(exception);
        }
    }

    /// The exception as a value of the current realm (to reject a promise with); none for
    /// [`Self::Pending`].
    pub fn to_exception<'s>(self, scope: &mut v8::PinScope<'s, '_>) -> Option<v8::Local<'s, v8::Value>> {
        Some(match self {
            Self::Pending => return None,
            Self::Type(message) => {
                let text = v8::String::new(scope, &message).unwrap_or_else(|| v8::String::empty(scope));
                v8::Exception::type_error(scope, text)
            }
            Self::Range(message) => {
                let text = v8::String::new(scope, &message).unwrap_or_else(|| v8::String::empty(scope));
                v8::Exception::range_error(scope, text)
            }
            Self::Dom { name, message } => dom_exception(scope, name, &message),
        })
    }
}

/// A `DOMException` of the current realm (made by its bootstrap), or a plain `Error` with
/// the name in its message when the realm has none to make.
fn dom_exception<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    name: &str,
    message: &str,
) -> v8::Local<'s, v8::Value> {
    let realm = RealmState::current(scope);
    dom_exception_in(scope, realm.as_deref(), name, message)
}

/// A `DOMException` of `realm` (made by its bootstrap, even detached while the page holds
/// it), or a plain `Error` with the name in its message when it has none to make.
pub fn dom_exception_in<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    realm: Option<&RealmState>,
    name: &str,
    message: &str,
) -> v8::Local<'s, v8::Value> {
    let made = (|| {
        let hooks = realm?.live_hooks(scope)?;
        let text = v8::String::new(scope, message)?;
        let name = v8::String::new(scope, name)?;
        call_hook_with(scope, &hooks, Hook::DomException, &[text.into(), name.into()])
    })();
    made.unwrap_or_else(|| {
        let text =
            v8::String::new(scope, &format!("{name}: {message}")).unwrap_or_else(|| v8::String::empty(scope));
        v8::Exception::error(scope, text)
    })
}
