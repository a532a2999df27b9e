//! Replays the committed fuzz corpora (`fuzz/corpus/<target>/`) through the same checks the
//! fuzz targets run (`fuzz/src/checks.rs`), so plain `cargo test` keeps every seed and every
//! past finding passing without nightly or cargo-fuzz.

#[path = "../fuzz/src/checks.rs"]
mod checks;

use std::path::PathBuf;

fn corpus(target: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz")
        .join("corpus")
        .join(target);
    let mut files: Vec<(PathBuf, Vec<u8>)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("directory entry").path())
        .filter(|path| path.is_file())
        .map(|path| {
            let data = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            (path, data)
        })
        .collect();
    files.sort();
    files
}

fn replay(target: &str, check: fn(&[u8])) {
    let files = corpus(target);
    assert!(!files.is_empty(), "no seeds in fuzz/corpus/{target}");
    for (path, data) in &files {
        let outcome = std::panic::catch_unwind(|| check(data));
        assert!(
            outcome.is_ok(),
            "fuzz/corpus/{target}/{} fails: {:?}",
            path.file_name().unwrap().to_string_lossy(),
            String::from_utf8_lossy(data)
        );
    }
    println!("fuzz/corpus/{target}: {} inputs replayed", files.len());
}

#[test]
fn fen_corpus_replays_cleanly() {
    replay("fen", checks::fen_input);
}

#[test]
fn uci_line_corpus_replays_cleanly() {
    replay("uci_line", checks::uci_input);
}

#[test]
fn san_corpus_replays_cleanly() {
    replay("san", checks::san_input);
}
