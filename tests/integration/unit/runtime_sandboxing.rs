//! Unit tests of `runtime::sandboxing` (runtime/sandboxing.rs).
use framescope::runtime::sandboxing::SandboxingFlags as F;

#[test]
fn an_empty_attribute_sets_every_flag() {
    assert_eq!(F::parse(""), F(F::ALL));
    assert_eq!(F::parse("   bogus  "), F(F::ALL));
}

#[test]
fn tokens_lift_their_flags_case_insensitively() {
    let flags = F::parse("ALLOW-scripts\tallow-same-origin");
    assert!(!flags.has(F::SCRIPTS));
    assert!(!flags.has(F::AUTOMATIC_FEATURES));
    assert!(!flags.has(F::ORIGIN));
    assert!(flags.has(F::AUXILIARY_NAVIGATION));
    assert!(flags.has(F::NAVIGATION));
    assert!(flags.has(F::PLUGINS));
    assert!(flags.has(F::DOCUMENT_DOMAIN));
    let top = F::parse("allow-top-navigation-by-user-activation");
    assert!(top.has(F::TOP_LEVEL_NAVIGATION_WITHOUT_USER_ACTIVATION));
    assert!(!top.has(F::TOP_LEVEL_NAVIGATION_WITH_USER_ACTIVATION));
    assert!(!F::parse("allow-popups").has(F::CUSTOM_PROTOCOLS_NAVIGATION));
}

#[test]
fn a_nested_frame_keeps_its_parents_flags() {
    let parent = F::parse("allow-scripts");
    let child = F::for_navigation(Some("allow-scripts allow-same-origin"), Some(parent), None);
    assert!(child.has(F::ORIGIN));
    assert!(!child.has(F::SCRIPTS));
    assert_eq!(F::for_navigation(None, None, None), F::NONE);
}

#[test]
fn the_csp_sandbox_directive() {
    let flags = F::from_csp("default-src 'self'; sandbox allow-scripts");
    assert!(flags.has(F::ORIGIN));
    assert!(!flags.has(F::SCRIPTS));
    assert_eq!(F::from_csp("default-src 'self'"), F::NONE);
    assert_eq!(F::from_csp("sandbox"), F(F::ALL));
}
