//! A document's mode as its DOCTYPE decides it: no-quirks, limited-quirks or quirks
//! ([HTML §13.2.6.4.1 The "initial" insertion mode](https://html.spec.whatwg.org/multipage/parsing.html#the-initial-insertion-mode);
//! [DOM's document mode](https://dom.spec.whatwg.org/#concept-document-mode)).
//! `document.compatMode` is `"BackCompat"` in quirks mode, `"CSS1Compat"` otherwise.

/// A [document mode](https://dom.spec.whatwg.org/#concept-document-mode) is html5ever's
/// `QuirksMode` (its tree builder's, which `innerHTML`'s document parsing reports too).
pub use html5ever::interface::QuirksMode;

/// The name the realm's document keeps for `mode` (`runtime/web/dom/document.js`).
pub fn name(mode: QuirksMode) -> &'static str {
    match mode {
        QuirksMode::NoQuirks => "no-quirks",
        QuirksMode::LimitedQuirks => "limited-quirks",
        QuirksMode::Quirks => "quirks",
    }
}

/// The public identifiers a DOCTYPE's public identifier starting with which (ASCII
/// case-insensitively) sets the document to quirks mode.
const QUIRKS_PUBLIC_PREFIXES: [&str; 55] = [
    "+//silmaril//dtd html pro v0r11 19970101//",
    "-//as//dtd html 3.0 aswedit + extensions//",
    "-//advasoft ltd//dtd html 3.0 aswedit + extensions//",
    "-//ietf//dtd html 2.0 level 1//",
    "-//ietf//dtd html 2.0 level 2//",
    "-//ietf//dtd html 2.0 strict level 1//",
    "-//ietf//dtd html 2.0 strict level 2//",
    "-//ietf//dtd html 2.0 strict//",
    "-//ietf//dtd html 2.0//",
    "-//ietf//dtd html 2.1e//",
    "-//ietf//dtd html 3.0//",
    "-//ietf//dtd html 3.2 final//",
    "-//ietf//dtd html 3.2//",
    "-//ietf//dtd html 3//",
    "-//ietf//dtd html level 0//",
    "-//ietf//dtd html level 1//",
    "-//ietf//dtd html level 2//",
    "-//ietf//dtd html level 3//",
    "-//ietf//dtd html strict level 0//",
    "-//ietf//dtd html strict level 1//",
    "-//ietf//dtd html strict level 2//",
    "-//ietf//dtd html strict level 3//",
    "-//ietf//dtd html strict//",
    "-//ietf//dtd html//",
    "-//metrius//dtd metrius presentational//",
    "-//microsoft//dtd internet explorer 2.0 html strict//",
    "-//microsoft//dtd internet explorer 2.0 html//",
    "-//microsoft//dtd internet explorer 2.0 tables//",
    "-//microsoft//dtd internet explorer 3.0 html strict//",
    "-//microsoft//dtd internet explorer 3.0 html//",
    "-//microsoft//dtd internet explorer 3.0 tables//",
    "-//netscape comm. corp.//dtd html//",
    "-//netscape comm. corp.//dtd strict html//",
    "-//o'reilly and associates//dtd html 2.0//",
    "-//o'reilly and associates//dtd html extended 1.0//",
    "-//o'reilly and associates//dtd html extended relaxed 1.0//",
    "-//sq//dtd html 2.0 hotmetal + extensions//",
    "-//softquad software//dtd hotmetal pro 6.0::19990601::extensions to html 4.0//",
    "-//softquad//dtd hotmetal pro 4.0::19971010::extensions to html 4.0//",
    "-//spyglass//dtd html 2.0 extended//",
    "-//sun microsystems corp.//dtd hotjava html//",
    "-//sun microsystems corp.//dtd hotjava strict html//",
    "-//w3c//dtd html 3 1995-03-24//",
    "-//w3c//dtd html 3.2 draft//",
    "-//w3c//dtd html 3.2 final//",
    "-//w3c//dtd html 3.2//",
    "-//w3c//dtd html 3.2s draft//",
    "-//w3c//dtd html 4.0 frameset//",
    "-//w3c//dtd html 4.0 transitional//",
    "-//w3c//dtd html experimental 19960712//",
    "-//w3c//dtd html experimental 970421//",
    "-//w3c//dtd w3 html//",
    "-//w3o//dtd w3 html 3.0//",
    "-//webtechs//dtd mozilla html 2.0//",
    "-//webtechs//dtd mozilla html//",
];

/// The HTML 4.01 Frameset and Transitional prefixes: quirks without a system identifier,
/// limited-quirks with one.
const HTML401_PREFIXES: [&str; 2] =
    ["-//w3c//dtd html 4.01 frameset//", "-//w3c//dtd html 4.01 transitional//"];

/// The prefixes that give limited-quirks mode.
const LIMITED_QUIRKS_PREFIXES: [&str; 2] =
    ["-//w3c//dtd xhtml 1.0 frameset//", "-//w3c//dtd xhtml 1.0 transitional//"];

/// The mode a DOCTYPE token sets a document to, in the "initial" insertion mode of a
/// document that is not an iframe `srcdoc` document (which stays in no-quirks mode): its
/// name, public and system identifiers (`None`: missing) and its force-quirks flag.
pub fn doctype_mode(
    name: Option<&str>,
    public_id: Option<&str>,
    system_id: Option<&str>,
    force_quirks: bool,
) -> QuirksMode {
    let public = public_id.map(str::to_ascii_lowercase);
    let system = system_id.map(str::to_ascii_lowercase);
    let public_starts = |prefixes: &[&str]| {
        public.as_deref().is_some_and(|p| prefixes.iter().any(|prefix| p.starts_with(prefix)))
    };
    // "The force-quirks flag is set to on; the name is not "html"; the public identifier
    // is set to "-//W3O//DTD W3 HTML Strict 3.0//EN//", "-/W3C/DTD HTML 4.0 Transitional/EN"
    // or "HTML"; the system identifier is set to the IBM XHTML 1 transitional DTD's; the
    // public identifier starts with one of the list; the system identifier is missing and
    // the public identifier starts with an HTML 4.01 Frameset or Transitional one."
    let quirks = force_quirks
        || name != Some("html")
        || matches!(
            public.as_deref(),
            Some("-//w3o//dtd w3 html strict 3.0//en//" | "-/w3c/dtd html 4.0 transitional/en" | "html")
        )
        || system.as_deref() == Some("http://www.ibm.com/data/dtd/v11/ibmxhtml1-transitional.dtd")
        || public_starts(&QUIRKS_PUBLIC_PREFIXES)
        || (system.is_none() && public_starts(&HTML401_PREFIXES));
    if quirks {
        return QuirksMode::Quirks;
    }
    // "Otherwise, if the public identifier starts with an XHTML 1.0 Frameset or
    // Transitional one, or the system identifier is not missing and it starts with an HTML
    // 4.01 Frameset or Transitional one: limited-quirks mode."
    if public_starts(&LIMITED_QUIRKS_PREFIXES) || (system.is_some() && public_starts(&HTML401_PREFIXES)) {
        return QuirksMode::LimitedQuirks;
    }
    QuirksMode::NoQuirks
}
