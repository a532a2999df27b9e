//! Reads the translation tables (`src/ui/i18n/*.txt`) and writes them as Rust: one function per
//! message, taking the language and a `&str` per placeholder. Used by `build.rs`; also compiled
//! into `tests/messages.rs`, which checks that bad tables are refused.
//!
//! What makes a table bad (each is an error naming the file and line): a message without one
//! of the three languages, a language twice, a placeholder one language has and another has
//! not, a stray `{` or `}`, an id twice, an id that is not `snake_case`, or a line that is none
//! of `== id`, `LANG: text`, a comment or blank.

use std::collections::BTreeSet;
use std::fmt::Write as _;

/// The languages every message must have, in the order of `Lang`'s variants.
pub const LANGS: [(&str, &str); 3] = [("en", "En"), ("zh-Hans", "ZhHans"), ("zh-Hant", "ZhHant")];

/// One message: its id, its texts in [`LANGS`] order, and its placeholders in the order they
/// first appear in English.
#[derive(Debug, Clone, PartialEq)]
pub struct Message {
    pub id: String,
    pub texts: Vec<String>,
    pub placeholders: Vec<String>,
}

/// The `{name}`s of a text, in order, or what is wrong with its braces.
pub fn placeholders(text: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find(['{', '}']) {
        if rest[open..].starts_with('}') {
            return Err("a '}' without its '{'".into());
        }
        let after = &rest[open + 1..];
        let close = after.find('}').ok_or("a '{' without its '}'")?;
        let name = &after[..close];
        if name.is_empty() || !name.bytes().all(|b| b.is_ascii_lowercase() || b == b'_') {
            return Err(format!(
                "'{{{name}}}' is not a placeholder name (lowercase letters and _)"
            ));
        }
        if !out.iter().any(|n| n == name) {
            out.push(name.to_string());
        }
        rest = &after[close + 1..];
    }
    Ok(out)
}

/// Reads one table file. `file` names it in errors.
pub fn parse(file: &str, source: &str) -> Result<Vec<Message>, String> {
    let mut messages: Vec<Message> = Vec::new();
    let mut current: Option<(String, Vec<Option<String>>, usize)> = None;
    let finish = |current: Option<(String, Vec<Option<String>>, usize)>,
                  messages: &mut Vec<Message>|
     -> Result<(), String> {
        let Some((id, texts, line)) = current else {
            return Ok(());
        };
        let mut full = Vec::new();
        for ((lang, _), text) in LANGS.iter().zip(texts) {
            full.push(
                text.ok_or_else(|| format!("{file}:{line}: message '{id}' has no {lang} text"))?,
            );
        }
        let english =
            placeholders(&full[0]).map_err(|e| format!("{file}:{line}: '{id}' (en): {e}"))?;
        for ((lang, _), text) in LANGS.iter().zip(&full).skip(1) {
            let these =
                placeholders(text).map_err(|e| format!("{file}:{line}: '{id}' ({lang}): {e}"))?;
            let (a, b): (BTreeSet<_>, BTreeSet<_>) =
                (english.iter().collect(), these.iter().collect());
            if a != b {
                return Err(format!(
                    "{file}:{line}: '{id}': {lang} has the placeholders {b:?}, English has {a:?}"
                ));
            }
        }
        if messages.iter().any(|m| m.id == id) {
            return Err(format!("{file}:{line}: message '{id}' is defined twice"));
        }
        messages.push(Message {
            id,
            texts: full,
            placeholders: english,
        });
        Ok(())
    };
    for (i, raw) in source.lines().enumerate() {
        let n = i + 1;
        let line = raw.trim_end();
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(id) = line.strip_prefix("== ") {
            finish(current.take(), &mut messages)?;
            let id = id.trim();
            let ok = id.starts_with(|c: char| c.is_ascii_lowercase())
                && id
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
            if !ok {
                return Err(format!(
                    "{file}:{n}: '{id}' is not an id (lowercase letters, digits, _)"
                ));
            }
            current = Some((id.to_string(), vec![None; LANGS.len()], n));
            continue;
        }
        let Some((lang, text)) = line.split_once(": ") else {
            return Err(format!(
                "{file}:{n}: expected '== id' or 'LANG: text', found '{line}'"
            ));
        };
        let Some(slot) = LANGS.iter().position(|(l, _)| *l == lang) else {
            return Err(format!(
                "{file}:{n}: unknown language '{lang}' (en, zh-Hans, zh-Hant)"
            ));
        };
        let Some((id, texts, _)) = current.as_mut() else {
            return Err(format!("{file}:{n}: a text before any '== id'"));
        };
        if texts[slot].is_some() {
            return Err(format!("{file}:{n}: '{id}' has {lang} twice"));
        }
        texts[slot] = Some(text.trim().to_string());
    }
    finish(current, &mut messages)?;
    Ok(messages)
}

/// The Rust source for `messages`: a function per message (`&'static str` without
/// placeholders, `String` with them, filled by `super::fill`).
pub fn generate(messages: &[Message]) -> String {
    let mut out = String::from("// Generated by build.rs from src/ui/i18n/*.txt. Do not edit.\n");
    for m in messages {
        let arms: String = LANGS
            .iter()
            .zip(&m.texts)
            .map(|((_, variant), text)| format!("Lang::{variant} => {text:?}, "))
            .collect();
        let english = &m.texts[0];
        if m.placeholders.is_empty() {
            writeln!(
                out,
                "/// {english}\npub fn {}(lang: Lang) -> &'static str {{ match lang {{ {arms}}} }}",
                m.id
            )
            .unwrap();
        } else {
            let params: String = m
                .placeholders
                .iter()
                .map(|p| format!(", {p}: &str"))
                .collect();
            let pairs: String = m
                .placeholders
                .iter()
                .map(|p| format!("({p:?}, {p}), "))
                .collect();
            writeln!(
                out,
                "/// {english}\npub fn {}(lang: Lang{params}) -> String {{ super::fill(match lang {{ {arms}}}, &[{pairs}]) }}",
                m.id
            )
            .unwrap();
        }
    }
    out
}
