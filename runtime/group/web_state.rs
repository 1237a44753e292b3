//! What the Web APIs keep for the whole group (MessagePorts, blob: URLs, …), by type, as
//! deno_core's `OpState` keeps ops' state: the page model holds it without knowing its
//! types, and each API owns its own.
use std::any::{Any, TypeId};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// The Web APIs' group-wide state, one value per type.
#[derive(Default)]
pub struct WebState(RefCell<HashMap<TypeId, Rc<dyn Any>>>);

impl WebState {
    /// The group's `T`, made with `T::default()` the first time it is asked for.
    pub fn get<T: Default + 'static>(&self) -> Rc<T> {
        let mut values = self.0.borrow_mut();
        let value =
            values.entry(TypeId::of::<T>()).or_insert_with(|| Rc::new(T::default()) as Rc<dyn Any>).clone();
        drop(values);
        // The map's value for T's TypeId is always a T.
        value.downcast::<T>().unwrap_or_else(|_| Rc::new(T::default()))
    }

    /// Drops every value (their V8 handles go while the isolate still lives).
    pub fn clear(&self) {
        let values = std::mem::take(&mut *self.0.borrow_mut());
        drop(values);
    }
}
