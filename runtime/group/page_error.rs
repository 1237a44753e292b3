//! What went wrong in a page: recorded on the group, the run goes on (`errors` in reports).
use serde::Serialize;

use crate::runtime::realm::RealmId;

/// What kind of thing went wrong in a page (`script`, `load` or `memory` in reports).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PageErrorKind {
    /// An uncaught exception.
    Script,
    /// A document, script or worker that failed to load: a missing file, a refused URL, a
    /// bad URL, a bad headers file, a document over the size limit.
    Load,
    /// A realm or worker reached the heap limit (see `runtime/heap_limit.rs`).
    Memory,
}

impl std::fmt::Display for PageErrorKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Self::Script => "script",
            Self::Load => "load",
            Self::Memory => "memory",
        })
    }
}

fn serialize_page_error_realm<S: serde::Serializer>(
    realm: &Option<RealmId>,
    s: S,
) -> Result<S::Ok, S::Error> {
    match realm {
        Some(id) => crate::runtime::realm::serialize_realm_id(&id.get(), s),
        None => s.serialize_none(),
    }
}

/// Something that went wrong in the page (recorded; the run goes on).
#[derive(Clone, Debug, Serialize)]
pub struct PageError {
    /// The realm it happened in, if any ("debugger" in JSON for the debugger realm).
    #[serde(serialize_with = "serialize_page_error_realm")]
    pub realm: Option<RealmId>,
    pub kind: PageErrorKind,
    pub message: String,
    /// `url:line:column` for script errors.
    pub location: Option<String>,
    #[serde(skip)]
    pub position: Option<(String, u32, u32)>,
}
