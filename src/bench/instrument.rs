//! The instrumentation of `framescope bench profiler-overhead`'s in-page profiler peer: the
//! kind of sampling profiler a page could build for itself without JS Self-Profiling, as
//! the explainer describes it (a worker sets a flag in a SharedArrayBuffer every interval;
//! every function, on entry, looks at the flag and, when it is set, clears it and takes a
//! stack with `new Error().stack`).
//!
//! [`instrument`] rewrites a script with the `oxc` parser: it parses the script, visits
//! every function — declarations, expressions, methods, accessors, constructors, arrow
//! functions — and inserts the probe at the start of its body (after its directive
//! prologue), or wraps an arrow function's expression body in a comma expression. The
//! rest of the text is left as it was, byte for byte.
use oxc_allocator::Allocator;
use oxc_ast::ast::{ArrowFunctionBody, ArrowFunctionExpression, Function};
use oxc_ast_visit::{Visit, walk};
use oxc_parser::Parser;
use oxc_span::{GetSpan, SourceType};
use oxc_syntax::scope::ScopeFlags;

/// The global the flag is read from (an `Int32Array` whose element 0 is the flag).
pub const PROBE_FLAG: &str = "__fsProbe";
/// The global function that takes a sample (and clears the flag).
pub const PROBE_SAMPLE: &str = "__fsSample";

/// The probe as a statement, at the start of a function body.
fn probe_statement() -> String {
    format!("if({PROBE_FLAG}[0]!==0){PROBE_SAMPLE}();")
}

/// The probe as the head of a comma expression, before an arrow function's expression
/// body.
fn probe_expression() -> String {
    format!("({PROBE_FLAG}[0]!==0&&{PROBE_SAMPLE}(),")
}

/// What [`instrument`] did.
#[derive(Debug)]
pub struct Instrumented {
    /// The instrumented script.
    pub text: String,
    /// How many functions got a probe.
    pub functions: usize,
}

/// Each function's insertion points: byte offsets into the script and what goes there.
#[derive(Default)]
struct Probes {
    inserts: Vec<(u32, String)>,
    functions: usize,
}

impl Probes {
    /// A probe at the start of a block body: after `{`, or after its last directive.
    fn block(&mut self, body_start: u32, last_directive_end: Option<u32>) {
        match last_directive_end {
            // A directive may lack its semicolon: the probe's own `;` ends the prologue.
            Some(end) => self.inserts.push((end, format!(";{}", probe_statement()))),
            None => self.inserts.push((body_start + 1, probe_statement())),
        }
        self.functions += 1;
    }
}

impl<'a> Visit<'a> for Probes {
    fn visit_function(&mut self, function: &Function<'a>, flags: ScopeFlags) {
        if let Some(body) = &function.body {
            self.block(body.span.start, body.directives.last().map(|d| d.span.end));
        }
        walk::walk_function(self, function, flags);
    }

    fn visit_arrow_function_expression(&mut self, arrow: &ArrowFunctionExpression<'a>) {
        match &arrow.body {
            ArrowFunctionBody::FunctionBody(body) => {
                self.block(body.span.start, body.directives.last().map(|d| d.span.end));
            }
            // `x => e` is `x => (probe, e)`.
            expression => {
                let span = expression.span();
                self.inserts.push((span.start, probe_expression()));
                self.inserts.push((span.end, ")".to_string()));
                self.functions += 1;
            }
        }
        walk::walk_arrow_function_expression(self, arrow);
    }
}

/// Instruments `script` (a classic script: `name` says which, in errors).
pub fn instrument(name: &str, script: &str) -> Result<Instrumented, String> {
    let allocator = Allocator::default();
    let parsed = Parser::new(&allocator, script, SourceType::script()).parse();
    if parsed.panicked || parsed.diagnostics.has_errors() {
        let first = parsed
            .diagnostics
            .errors()
            .next()
            .map(|e| e.to_string())
            .unwrap_or_else(|| "it could not be parsed".into());
        return Err(format!("{name}: not a script oxc can parse: {first}"));
    }
    let mut probes = Probes::default();
    probes.visit_program(&parsed.program);
    // Inserted from the end, so earlier offsets stay right; at one offset, in the order
    // found (an expression body's closing parenthesis before a later probe's opening).
    let mut inserts = probes.inserts;
    inserts.sort_by_key(|(offset, _)| *offset);
    let mut text = String::with_capacity(script.len() + inserts.len() * 40);
    let mut from = 0usize;
    for (offset, insert) in &inserts {
        let offset = *offset as usize;
        text.push_str(
            script
                .get(from..offset)
                .ok_or_else(|| format!("{name}: a span is not on a character boundary"))?,
        );
        text.push_str(insert);
        from = offset;
    }
    text.push_str(&script[from..]);
    Ok(Instrumented { text, functions: probes.functions })
}
