//! The translation tables' checker (`build/messages.rs`, run by `build.rs`): good tables pass,
//! and each kind of mistake a translator can make is refused with its file and line — so a
//! message can never reach the app with a language or a placeholder missing.

#[path = "../build/messages.rs"]
#[allow(dead_code)]
mod messages;

use messages::{generate, parse, placeholders};

const GOOD: &str = "# a comment\n\n== pawn_blocked\nen: Blocked on {square}.\nzh-Hans: {square}上的兵被挡住了。\nzh-Hant: {square}上的兵被擋住了。\n== hello\nen: Hello\nzh-Hans: 你好\nzh-Hant: 你好\n";

#[test]
fn good_tables_pass_and_become_functions() {
    let found = parse("t.txt", GOOD).unwrap();
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].placeholders, ["square"]);
    let code = generate(&found);
    assert!(code.contains("pub fn pawn_blocked(lang: Lang, square: &str) -> String"));
    assert!(code.contains("pub fn hello(lang: Lang) -> &'static str"));
}

#[test]
fn mistakes_are_refused_with_their_place() {
    let cases = [
        ("== a\nen: x\nzh-Hans: y\n", "no zh-Hant text"),
        (
            "== a\nen: {n}\nzh-Hans: {n}\nzh-Hant: {m}\n",
            "placeholders",
        ),
        ("== a\nen: {n}\nzh-Hans: y\nzh-Hant: {n}\n", "placeholders"),
        ("== a\nen: x\nen: x\nzh-Hans: y\nzh-Hant: z\n", "en twice"),
        (
            "== a\nen: x\nzh-Hans: y\nzh-Hant: z\n== a\nen: x\nzh-Hans: y\nzh-Hant: z\n",
            "twice",
        ),
        ("== Bad-Id\nen: x\nzh-Hans: y\nzh-Hant: z\n", "not an id"),
        ("== a\nfr: x\n", "unknown language"),
        ("en: x\n", "before any"),
        ("== a\nen x\n", "expected"),
        ("== a\nen: {open\nzh-Hans: y\nzh-Hant: z\n", "without its"),
        ("== a\nen: close}\nzh-Hans: y\nzh-Hant: z\n", "without its"),
        (
            "== a\nen: {Bad}\nzh-Hans: {Bad}\nzh-Hant: {Bad}\n",
            "not a placeholder name",
        ),
    ];
    for (table, expected) in cases {
        let error = parse("t.txt", table).unwrap_err();
        assert!(error.contains(expected), "{table:?}: {error}");
        assert!(error.starts_with("t.txt:"), "{error}");
    }
}

#[test]
fn placeholders_in_order_once_each() {
    assert_eq!(placeholders("{b} {a} {b}").unwrap(), ["b", "a"]);
    assert!(placeholders("no braces").unwrap().is_empty());
}

#[test]
fn the_apps_own_tables_pass() {
    for file in ["src/ui/i18n/messages.txt", "src/ui/i18n/fen_errors.txt"] {
        let source = std::fs::read_to_string(file).unwrap();
        let found = parse(file, &source).unwrap();
        assert!(found.len() > 20, "{file}");
        for m in &found {
            // A Chinese text that is still the English one was not translated.
            assert_ne!(
                m.texts[1], m.texts[0],
                "{file}: {} (zh-Hans) is English",
                m.id
            );
            assert!(!m.texts[2].is_empty());
        }
    }
}
