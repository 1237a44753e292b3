//! Unit tests of `runtime::loader::structured_fields` (runtime/loader/structured_fields.rs).
use framescope::runtime::loader::structured_fields::*;

#[test]
fn a_dictionary_of_items_inner_lists_and_parameters() {
    let parsed = parse_dictionary(r#"a=(x "y" 1), b=?0;p=1.5, c, d=:aGk=:, e=@1659578233, f=%"caf%c3%a9""#)
        .expect("parses");
    let keys: Vec<&str> = parsed.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(keys, ["a", "b", "c", "d", "e", "f"]);
    assert_eq!(
        parsed[0].1,
        Member::InnerList(
            vec![
                (BareItem::Token("x".into()), vec![]),
                (BareItem::String("y".into()), vec![]),
                (BareItem::Integer(1), vec![])
            ],
            vec![]
        )
    );
    assert_eq!(
        parsed[1].1,
        Member::Item(BareItem::Boolean(false), vec![("p".into(), BareItem::Decimal(1.5))])
    );
    assert_eq!(parsed[2].1, Member::Item(BareItem::Boolean(true), vec![]));
    assert_eq!(parsed[3].1, Member::Item(BareItem::ByteSequence("aGk=".into()), vec![]));
    assert_eq!(parsed[4].1, Member::Item(BareItem::Date(1659578233), vec![]));
    assert_eq!(parsed[5].1, Member::Item(BareItem::DisplayString("café".into()), vec![]));
    assert!(parsed[0].1.contains_token("x") && !parsed[0].1.contains_token("y"), "a string is no token");
    assert_eq!(
        parse_dictionary("a=1, a=2").expect("parses"),
        vec![("a".into(), Member::Item(BareItem::Integer(2), vec![]))]
    );
    assert_eq!(parse_dictionary("").expect("empty"), vec![]);
}

#[test]
fn malformed_dictionaries_do_not_parse() {
    for bad in [
        "a=(x",
        "a=(x,y)",
        "a=1,",
        "A=1",
        "a='x'",
        "a=1 b=2",
        "a=\"unterminated",
        "a=1234567890123456",
        "a=1.2345",
        "a=?2",
        "a=é",
    ] {
        assert_eq!(parse_dictionary(bad), None, "{bad}");
    }
}
