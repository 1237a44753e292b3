//! Whether an isolate still exists, for bridge objects that must be disposed before it.
//!
//! An object such as a `CpuProfiler` lives with its owner, who may drop it before or after
//! the isolate. It checks this flag on drop: while the isolate lives it disposes the V8
//! object; after, it leaks it rather than touch freed memory. (The crate drops an
//! isolate's slots while tearing the isolate down, just before V8's own dispose, so the
//! flag turns false at that point.)
use std::cell::Cell;
use std::rc::Rc;

struct Liveness(Rc<Cell<bool>>);

impl Drop for Liveness {
    fn drop(&mut self) {
        self.0.set(false);
    }
}

/// A flag that is `true` while `isolate` lives.
pub(crate) fn liveness(isolate: &mut v8::Isolate) -> Rc<Cell<bool>> {
    if let Some(existing) = isolate.get_slot::<Liveness>() {
        return existing.0.clone();
    }
    let flag = Rc::new(Cell::new(true));
    isolate.set_slot(Liveness(flag.clone()));
    flag
}
