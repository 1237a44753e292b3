//! Unit tests of `atomic_file` (src/atomic_file.rs).
use framescope::atomic_file::*;

#[test]
fn replaces_the_file_whole_and_leaves_no_temporary_behind() {
    let dir = std::env::temp_dir().join(format!("framescope-atomic-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let target = dir.join("report.json");
    std::fs::write(&target, "old").expect("old");
    check_writable(&target).expect("writable");
    assert_eq!(std::fs::read_to_string(&target).expect("read"), "old", "checking keeps the old file");
    write(&target, b"new").expect("write");
    assert_eq!(std::fs::read_to_string(&target).expect("read"), "new");
    let left: Vec<_> = std::fs::read_dir(&dir).expect("list").flatten().map(|e| e.file_name()).collect();
    assert_eq!(left.len(), 1, "{left:?}");
    assert!(check_writable(&dir).is_err());
    assert!(write(&dir.join("missing/x.json"), b"x").is_err());
}
