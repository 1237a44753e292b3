//! `framescope run` for now: one document in one realm. The page model (frames, origins,
//! the event loop) replaces this.
use std::num::NonZeroU64;
use std::path::{Path, PathBuf};

use serde::Serialize;

use super::console::{self, ConsoleLog, ConsoleMessage};
use super::loader::html;
use super::platform::{init_v8, pump_platform};
use super::script::{ScriptSource, UncaughtError, run_classic_script};

/// Why a page could not be run at all.
#[derive(Debug, thiserror::Error)]
pub enum PageError {
    #[error("cannot read {path}: {source}")]
    Read { path: PathBuf, source: std::io::Error },
    #[error("{path} is not UTF-8 text")]
    NotText { path: PathBuf },
}

/// What running a page produced.
#[derive(Debug, Default, Serialize)]
pub struct PageRun {
    pub console: Vec<ConsoleMessage>,
    pub errors: Vec<UncaughtError>,
    /// `<script src>` that could not be read.
    pub load_errors: Vec<String>,
}

fn read_text(path: &Path) -> Result<String, PageError> {
    let bytes = std::fs::read(path).map_err(|source| PageError::Read { path: path.to_path_buf(), source })?;
    String::from_utf8(bytes).map_err(|_| PageError::NotText { path: path.to_path_buf() })
}

/// Loads a local `.html` file (its inline and `src` scripts, in document order) or a
/// `.js` file into one realm, runs it, and returns its console output and errors.
pub fn run_file(path: &Path) -> Result<PageRun, PageError> {
    let text = read_text(path)?;
    let is_html =
        path.extension().is_some_and(|e| e.eq_ignore_ascii_case("html") || e.eq_ignore_ascii_case("htm"));
    let name = path.display().to_string();
    let base = path.parent().unwrap_or(Path::new("."));
    let realm_id = NonZeroU64::MIN;

    init_v8();
    let isolate = &mut v8::Isolate::new(v8::CreateParams::default());
    let log = ConsoleLog::default();
    let mut run = PageRun::default();
    {
        v8::scope!(let scope, isolate);
        let context = v8::Context::new(scope, Default::default());
        crate::bindings::realm::set_realm_id(scope, context, realm_id);
        {
            let scope = &mut v8::ContextScope::new(scope, context);
            console::install(scope, context, log.clone());
        }
        let scripts = if is_html {
            html::scripts(&text)
        } else {
            vec![html::ScriptElement { src: None, crossorigin: None, text: text.clone(), line: 0, column: 0 }]
        };
        for script in scripts {
            let (source_text, source_name, line, column) = match &script.src {
                Some(src) => {
                    let file = base.join(src.trim_start_matches('/'));
                    match read_text(&file) {
                        Ok(t) => (t, file.display().to_string(), 0, 0),
                        Err(e) => {
                            run.load_errors.push(e.to_string());
                            continue;
                        }
                    }
                }
                None => (script.text.clone(), name.clone(), script.line, script.column),
            };
            let source = ScriptSource {
                text: &source_text,
                name: &source_name,
                line,
                column,
                shared_cross_origin: true,
            };
            if let Err(error) = run_classic_script(scope, context, realm_id, &source) {
                run.errors.push(error);
            }
            pump_platform(scope);
        }
    }
    run.console = log.messages();
    Ok(run)
}
