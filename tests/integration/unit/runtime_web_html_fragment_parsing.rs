//! Unit tests of `runtime::web::html::fragment_parsing` (runtime/web/html/fragment_parsing.rs).
use framescope::runtime::web::html::fragment_parsing::FragmentNode::{Element, Text};
use framescope::runtime::web::html::fragment_parsing::*;

fn element(name: &str, attrs: &[(&str, &str)], children: Vec<FragmentNode>) -> FragmentNode {
    let attrs = attrs.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect();
    Element(1, name.into(), attrs, children, String::new())
}

#[test]
fn a_fragment_is_the_root_elements_children_with_implied_end_tags() {
    assert_eq!(
        parse("<p class=a>one<p>two<!--c-->", "div"),
        vec![
            element("p", &[("class", "a")], vec![Text(3, "one".into())]),
            element("p", &[], vec![Text(3, "two".into()), Text(8, "c".into())]),
        ]
    );
}

#[test]
fn the_context_element_decides_the_insertion_mode() {
    // In a <tbody>, a <tr> needs no table; in a <div>, a lone <td> is dropped.
    assert_eq!(
        parse("<tr><td>x", "tbody"),
        vec![element("tr", &[], vec![element("td", &[], vec![Text(3, "x".into())])])]
    );
    assert_eq!(parse("<td>x", "div"), vec![Text(3, "x".into())]);
    // Text in a <textarea> context is raw text, not markup.
    assert_eq!(parse("<b>x</b>", "textarea"), vec![Text(3, "<b>x</b>".into())]);
}

#[test]
fn a_document_gets_its_html_head_and_body_and_no_doctype() {
    assert_eq!(
        parse_document("<!doctype html><title>t</title><p>x"),
        vec![element(
            "html",
            &[],
            vec![
                element("head", &[], vec![element("title", &[], vec![Text(3, "t".into())])]),
                element("body", &[], vec![element("p", &[], vec![Text(3, "x".into())])]),
            ]
        )]
    );
    // Scripting disabled: <noscript>'s content is markup.
    let body = parse_document("<body><noscript><b>n</b></noscript>");
    let Element(_, _, _, html, _) = &body[0] else { panic!("no html element: {body:?}") };
    assert_eq!(
        html[1],
        element(
            "body",
            &[],
            vec![element("noscript", &[], vec![element("b", &[], vec![Text(3, "n".into())])])]
        )
    );
}

#[test]
fn table_content_is_fostered_and_text_merged() {
    assert_eq!(
        parse("<table>a<tr><td>b</td></tr>c</table>", "div"),
        vec![
            Text(3, "ac".into()),
            element(
                "table",
                &[],
                vec![element(
                    "tbody",
                    &[],
                    vec![element("tr", &[], vec![element("td", &[], vec![Text(3, "b".into())])])]
                )]
            ),
        ]
    );
}

#[test]
fn foreign_attributes_keep_their_prefix_and_templates_their_contents() {
    let svg = parse("<svg><use xlink:href=#a></use></svg><template><i>t</i></template>", "div");
    let in_svg = |name: &str, attrs: &[(&str, &str)], children| match element(name, attrs, children) {
        Element(t, n, a, c, _) => Element(t, n, a, c, "http://www.w3.org/2000/svg".into()),
        other => other,
    };
    assert_eq!(
        svg,
        vec![
            in_svg("svg", &[], vec![in_svg("use", &[("xlink:href", "#a")], vec![])]),
            element("template", &[], vec![element("i", &[], vec![Text(3, "t".into())])]),
        ]
    );
}
