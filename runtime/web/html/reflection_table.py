#!/usr/bin/env python3
"""Generates runtime/web/html/reflection_table.js: the reflected IDL attributes of HTML's
element interfaces, read from HTML's Web IDL as WPT vendors it
(wpt/upstream/interfaces/html.idl), so that the table follows the IDL and cannot rot.

HTML marks an IDL attribute that reflects a content attribute with [Reflect] (the content
attribute's name when it is not the IDL attribute's in lowercase: [Reflect="for"]) and
its kind with [ReflectURL], [ReflectNonNegative], [ReflectPositive],
[ReflectPositiveWithFallback], [ReflectRange=(min, max)] and [ReflectDefault=value]
(https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes).
[ReflectSetter] attributes reflect only when set: their getters are hand-written
(html_element_interfaces.js and the modules it names), so they are left out here.
Enumerated attributes "limited to only known values", CORS settings attributes and the
supported tokens of a DOMTokenList are in the spec's prose, not in the IDL: OVERRIDES below
gives them, and the generator checks that each names an attribute the IDL has.

    python3 runtime/web/html/reflection_table.py          # write the table
    python3 runtime/web/html/reflection_table.py --check  # fail if it is not up to date (make lint)

The table's format (what html_element_interfaces.js's reflect() reads): each interface is
[parent, members]; parent is "" for HTMLElement; members is a space-separated list of
`idl[=content][:type[:default[:keywords]]]` (content: the content attribute, when it is not
`idl` in ASCII lowercase), with type
  s  DOMString                        S  DOMString? (null when absent, null removes)
  N  [LegacyNullToEmptyString] DOMString (null sets "")
  u  USVString, a URL                 b  boolean
  U  a URL that is the document's URL when absent or empty (a form's action, formAction)
  l  long                             L  long limited to only non-negative numbers
  n  unsigned long                    p  unsigned long limited to only positive numbers
  r  unsigned long clamped to keywords' "min|max"
  d  double                           D  double limited to only positive numbers
  c  a CORS settings attribute (DOMString?, limited to known values)
  e  an enumerated attribute limited to `keywords` ("|"-separated); default is
     "missing" or "missing,invalid" (the missing and the invalid value defaults)
  t  a DOMTokenList ([SameObject, PutForwards=value]) whose supported tokens are
     `keywords` (none: it has no supported tokens)
  E  Element? (an element reference: the explicitly set element, else by ID)
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
IDL = ROOT / "wpt/upstream/interfaces/html.idl"
OUT = Path(__file__).with_suffix(".js")

REFERRER = ("no-referrer|no-referrer-when-downgrade|same-origin|origin|strict-origin|origin-when-cross-origin|"
            "strict-origin-when-cross-origin|unsafe-url")
ENCTYPES = "application/x-www-form-urlencoded|multipart/form-data|text/plain"
# https://html.spec.whatwg.org/multipage/links.html#linkTypes: the link types Chrome
# supports, for relList (a, area, form: the hyperlink types it acts on; link: the external
# resource types it processes).
LINK_RELS = ("alternate|dns-prefetch|expect|icon|manifest|modulepreload|next|pingback|preconnect|prefetch|preload|"
             "search|stylesheet|canonical|compression-dictionary")
ANCHOR_RELS = "noreferrer|noopener|opener"
# https://html.spec.whatwg.org/multipage/iframe-embed-object.html#attr-iframe-sandbox
SANDBOX = ("allow-downloads|allow-forms|allow-modals|allow-orientation-lock|allow-pointer-lock|allow-popups|"
           "allow-popups-to-escape-sandbox|allow-presentation|allow-same-origin|allow-scripts|"
           "allow-storage-access-by-user-activation|allow-top-navigation|allow-top-navigation-by-user-activation|allow-top-navigation-to-custom-protocols")
INPUT_TYPES = ("hidden|text|search|tel|url|email|password|date|month|week|time|datetime-local|number|range|color|"
               "checkbox|radio|file|submit|image|reset|button")

# Reflections the IDL does not mark: interface -> members (the format above). Each comes
# from the attribute's definition in the spec's prose (linked in the generated file's
# comments through the interface's section).
OVERRIDES = {
    "HTMLElement": "dir:e::ltr|rtl|auto inputMode=inputmode:e::none|text|tel|url|email|numeric|decimal|search "
                   "enterKeyHint=enterkeyhint:e::enter|done|go|next|previous|search|send",
    "HTMLAnchorElement": f"referrerPolicy:e::{REFERRER} relList=rel:t::{ANCHOR_RELS}",
    "HTMLAreaElement": f"referrerPolicy:e::{REFERRER} relList=rel:t::{ANCHOR_RELS}",
    "HTMLButtonElement": f"formAction=formaction:U formEnctype=formenctype:e:,application/x-www-form-urlencoded:{ENCTYPES} "
                         "formMethod=formmethod:e:,get:get|post|dialog type:e:submit:submit|reset|button "
                         "popoverTargetAction=popovertargetaction:e:toggle:toggle|show|hide",
    "HTMLCanvasElement": "width:n:300 height:n:150",
    "HTMLFormElement": f"action:U autocomplete:e:on:on|off enctype:e:application/x-www-form-urlencoded:{ENCTYPES} "
                       f"encoding=enctype:e:application/x-www-form-urlencoded:{ENCTYPES} method:e:get:get|post|dialog "
                       f"relList=rel:t::{ANCHOR_RELS}",
    "HTMLIFrameElement": f"referrerPolicy:e::{REFERRER} loading:e:eager:lazy|eager sandbox:t::{SANDBOX}",
    "HTMLImageElement": f"crossOrigin:c decoding:e:auto:sync|async|auto loading:e:eager:lazy|eager "
                        f"referrerPolicy:e::{REFERRER} fetchPriority=fetchpriority:e:auto:high|low|auto width:n height:n",
    "HTMLInputElement": f"autocomplete colorSpace=colorspace:e:limited-srgb:limited-srgb|display-p3 size:p:20 formAction=formaction:U type:e:text:{INPUT_TYPES} formEnctype=formenctype:e:,application/x-www-form-urlencoded:{ENCTYPES} "
                        "formMethod=formmethod:e:,get:get|post|dialog width:n height:n "
                        "popoverTargetAction=popovertargetaction:e:toggle:toggle|show|hide",
    "HTMLLinkElement": f"as crossOrigin:c referrerPolicy:e::{REFERRER} fetchPriority=fetchpriority:e:auto:high|low|auto "
                       f"relList=rel:t::{LINK_RELS} blocking:t::render",
    "HTMLMediaElement": "crossOrigin:c preload:e:metadata,metadata:none|metadata|auto",
    "HTMLSelectElement": "autocomplete",
    "HTMLTextAreaElement": "autocomplete",
    "HTMLScriptElement": f"crossOrigin:c referrerPolicy:e::{REFERRER} fetchPriority=fetchpriority:e:auto:high|low|auto "
                         "blocking:t::render",
    "HTMLStyleElement": "blocking:t::render",
    "HTMLTableCellElement": "scope:e::row|col|rowgroup|colgroup",
    "HTMLTemplateElement": "shadowRootMode=shadowrootmode:e::open|closed",
    "HTMLTrackElement": "kind:e:subtitles,metadata:subtitles|captions|descriptions|chapters|metadata",
    "HTMLMeterElement": "value:d min:d max:d:1 low:d high:d optimum:d",
}


def parse(idl):
    """The interfaces and mixins of `idl`: name -> {"parent", "members": [(name, type, attrs)]},
    and the mixins each interface includes."""
    idl = re.sub(r"//[^\n]*", "", idl)
    interfaces, includes = {}, {}
    for m in re.finditer(r"(partial\s+)?interface\s+(mixin\s+)?(\w+)\s*(?::\s*(\w+))?\s*\{(.*?)\n\};", idl, re.S):
        entry = interfaces.setdefault(m.group(3), {"parent": None, "members": []})
        if m.group(4):
            entry["parent"] = m.group(4)
        for a in re.finditer(r"(?:\[([^\]]*)\]\s*)?(readonly\s+)?attribute\s+(\[LegacyNullToEmptyString\]\s*)?(\([^)]*\)\??|[\w<>?]+(?:\s+(?:long|double))?)\s+(\w+);", m.group(5)):
            idl_type = ("[LegacyNullToEmptyString] " if a.group(3) else "") + a.group(4)
            entry["members"].append((a.group(5), idl_type, a.group(1) or ""))
        entry["mixin"] = bool(m.group(2))
    for m in re.finditer(r"(\w+)\s+includes\s+(\w+);", idl):
        includes.setdefault(m.group(1), []).append(m.group(2))
    return interfaces, includes


def member(name, idl_type, attrs):
    """The table's entry for a [Reflect…] attribute, or None (not reflected here)."""
    flags = dict(re.findall(r"(Reflect\w*)(?:=(\"[^\"]*\"|\([^)]*\)|[\w.]+))?", attrs))
    if not flags or "ReflectSetter" in flags:
        return None
    content = name.lower()
    # (An element reference reflects the attribute named as the IDL attribute without its
    # "Element" or "Elements": popoverTargetElement reflects popovertarget.)
    if idl_type in ("Element?", "FrozenArray<Element>?"):
        content = re.sub(r"elements?$", "", content)
    for key in ("Reflect", "ReflectURL"):
        if flags.get(key, "").startswith('"'):
            content = flags[key].strip('"')
    default = flags.get("ReflectDefault", "")
    if default.endswith(".0"):
        default = default[:-2]
    if "ReflectURL" in flags:
        kind = "u"
    elif idl_type in ("DOMString", "USVString"):
        kind = "s"
    elif idl_type == "DOMString?":
        kind = "S"
    elif idl_type == "[LegacyNullToEmptyString] DOMString":
        kind = "N"
    elif idl_type == "boolean":
        kind = "b"
    elif idl_type == "long":
        kind = "L" if "ReflectNonNegative" in flags else "l"
    elif idl_type == "unsigned long":
        kind = "r" if "ReflectRange" in flags else "p" if ("ReflectPositive" in flags or "ReflectPositiveWithFallback" in flags) else "n"
    elif idl_type == "double":
        kind = "D" if "ReflectPositive" in flags else "d"
    elif idl_type == "DOMTokenList":
        kind = "t"
    elif idl_type == "Element?":
        kind = "E"
    else:
        raise SystemExit(f"reflection_table.py: {name}: no reflection of type {idl_type} ({attrs})")
    text = name if content == name.lower() else f"{name}={content}"
    keywords = ""
    if kind == "r":
        low, high = re.match(r"\((\d+),\s*(\d+)\)", flags["ReflectRange"]).groups()
        keywords = f"{low}|{high}"
    if kind == "s" and not default:
        return text
    parts = [text, kind, default, keywords]
    while parts[-1] == "":
        parts.pop()
    return ":".join(parts)


def table(idl):
    interfaces, includes = parse(idl)
    rows = {}
    for name, entry in sorted(interfaces.items()):
        if not re.fullmatch(r"HTML\w*Element", name) or entry.get("mixin"):
            continue
        members = list(entry["members"])
        for mixin in includes.get(name, []):
            members += interfaces.get(mixin, {"members": []})["members"]
        names = {m[0] for m in members}
        reflected = [r for r in (member(*m) for m in members) if r is not None]
        overrides = OVERRIDES.get(name, "").split()
        for o in overrides:
            idl_name = re.match(r"\w+", o).group(0)
            if idl_name not in names:
                raise SystemExit(f"reflection_table.py: OVERRIDES names {name}.{idl_name}, which html.idl does not have")
            reflected = [r for r in reflected if re.match(r"\w+", r).group(0) != idl_name]
        parent = entry["parent"] or "HTMLElement"
        rows[name] = ("" if parent == "HTMLElement" else parent, " ".join(reflected + overrides))
    for name in OVERRIDES:
        if name not in rows:
            raise SystemExit(f"reflection_table.py: OVERRIDES names {name}, which html.idl does not have")
    return rows


def render(rows):
    lines = [
        "// GENERATED by runtime/web/html/reflection_table.py from wpt/upstream/interfaces/html.idl",
        "// (HTML's Web IDL as WPT vendors it): do not edit; run the script. What each member",
        "// means is in the script's docstring; html_element_interfaces.js reflects them.",
        "// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes",
        "//",
        "// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its",
        "// `lib`: it gives `lib.reflectionTable()`, which makes the table when an interface is",
        "// made (a realm keeps the function, not the table).",
        "(function reflectionTable(lib) {",
        '  "use strict";',
        '  if (lib.info.scope !== "Window") return;',
        "  // Each HTML element interface: [its parent (\"\" for HTMLElement), its reflected members].",
        "  lib.reflectionTable = () => ({",
        "    __proto__: null,",
    ]
    for name, (parent, members) in rows.items():
        lines.append(f"    {name}: [{quote(parent)}, {quote(members)}],")
    lines += ["  });", "});", ""]
    return "\n".join(lines)


def quote(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    text = render(table(IDL.read_text()))
    if "--check" in sys.argv[1:]:
        if not OUT.exists() or OUT.read_text() != text:
            sys.exit(f"{OUT.relative_to(ROOT)} is not what {Path(__file__).relative_to(ROOT)} generates from "
                     f"{IDL.relative_to(ROOT)}: run it")
        return
    OUT.write_text(text)


if __name__ == "__main__":
    main()
