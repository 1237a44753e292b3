//! [CEReactions] on every member that carries it: the table of those members is made from
//! the vendored Web IDL (`wpt/ce-reactions-table.js` writes
//! `runtime/web/html/custom_element_reactions_table.js`), and every member of it that a
//! window's interfaces have is wrapped (`BrowsingContextGroup::ce_reactions_coverage`,
//! html/custom_element_reactions.js).
use std::path::Path;
use std::process::Command;
use std::time::Duration;

use framescope::runtime::event_loop::Outcome;
use framescope::runtime::group::BrowsingContextGroup;
use framescope::runtime::loader::hosts::VirtualHosts;
use framescope::runtime::realm::RealmId;
use url::Url;

use super::page::hosts;

#[test]
fn the_cereactions_table_is_the_vendored_idls() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let output = Command::new("node")
        .arg(root.join("wpt/ce-reactions-table.js"))
        .arg("--check")
        .output()
        .expect("node (which `make setup` needs for the WPT harness) runs wpt/ce-reactions-table.js");
    assert!(
        output.status.success(),
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn every_cereactions_member_a_window_has_is_wrapped() {
    let root = hosts("ce-reactions-coverage", &[("a.test/index.html", "<!DOCTYPE html><p>page</p>")]);
    let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(root)));
    group.load(Url::parse("https://a.test/").expect("url"));
    assert_eq!(group.run(Duration::from_secs(60)), Outcome::Idle);
    let json = group.ce_reactions_coverage(RealmId::MIN).expect("the coverage hook");
    let report: Vec<(String, String, String)> = serde_json::from_str(&json).expect("JSON");
    let with = |state: &str| -> Vec<String> {
        report.iter().filter(|(_, _, s)| s == state).map(|(i, m, _)| format!("{i}.{m}")).collect()
    };
    // Nothing framescope has is left unwrapped, on its own interface or on one that has its
    // own copy of an inherited member (Attr's textContent).
    assert_eq!(with("unwrapped"), Vec::<String>::new());
    // Every member framescope has is where the IDL puts it (an interface that inherits a
    // member from a prototype other than its own interface's would miss the wrapper).
    assert_eq!(with("elsewhere"), Vec::<String>::new());
    let wrapped = with("wrapped");
    for member in [
        "Node.appendChild()",
        "Node.textContent=",
        "Element.setAttribute()",
        "Element.innerHTML=",
        "Element.remove()",
        "CharacterData.before()",
        "Document.createElement()",
        "Document.body=",
        "DocumentFragment.append()",
        "HTMLElement.title=",
        "HTMLFormElement.reset()",
        "HTMLInputElement.value=",
        "Range.insertNode()",
        "DOMTokenList.add()",
        "NamedNodeMap.removeNamedItemNS()",
        "ShadowRoot.innerHTML=",
        "CustomElementRegistry.define()",
        "Attr.textContent=",
    ] {
        assert!(wrapped.contains(&member.to_string()), "{member} is not wrapped: {wrapped:?}");
    }
    assert!(wrapped.len() > 300, "only {} members wrapped", wrapped.len());
}
