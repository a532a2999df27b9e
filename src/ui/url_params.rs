//! The page's query string: `?fen=…` starts from a position, `?orientation=black` turns the
//! board, `?lang=zh-Hans` picks the language, `?overlay=centre,wings` shows teaching overlays. Pure parsing (percent-decoding included) so it is tested natively.

use crate::rules::Color;

/// What the address asks for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct UrlParams {
    pub fen: Option<String>,
    pub orientation: Option<Color>,
    /// `?lang=` as given (see `i18n::Lang::parse`; an unknown tag is ignored there).
    pub lang: Option<String>,
    /// `?overlay=centre,wings`: teaching overlays to show (see `overlays`).
    pub overlay: Option<String>,
}

/// Reads `location.search` (with or without the leading `?`). Unknown keys are ignored.
pub fn parse(search: &str) -> UrlParams {
    let mut params = UrlParams::default();
    for pair in search.trim_start_matches('?').split('&') {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let value = decode(value);
        match decode(key).as_str() {
            "fen" if !value.trim().is_empty() => params.fen = Some(value.trim().to_string()),
            "lang" if !value.trim().is_empty() => params.lang = Some(value.trim().to_string()),
            "overlay" => params.overlay = Some(value.trim().to_string()),
            "orientation" => {
                params.orientation = match value.to_ascii_lowercase().as_str() {
                    "white" => Some(Color::White),
                    "black" => Some(Color::Black),
                    _ => None,
                }
            }
            _ => {}
        }
    }
    params
}

/// Whether the query names `key`, alone or with a value (`?analysis`, `?pgn=…`): how the
/// entry points tell which page to mount.
pub fn has_param(search: &str, key: &str) -> bool {
    search
        .trim_start_matches('?')
        .split('&')
        .any(|p| p.split_once('=').map_or(p, |(k, _)| k) == key)
}

/// Percent-decoding with `+` as a space; malformed escapes are kept as they are.
pub fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let escaped = (bytes[i] == b'%')
            .then(|| bytes.get(i + 1..i + 3))
            .flatten()
            .filter(|hex| hex.iter().all(u8::is_ascii_hexdigit))
            .and_then(|hex| std::str::from_utf8(hex).ok())
            .and_then(|hex| u8::from_str_radix(hex, 16).ok());
        match (escaped, bytes[i]) {
            (Some(byte), _) => {
                out.push(byte);
                i += 3;
            }
            (None, b'+') => {
                out.push(b' ');
                i += 1;
            }
            (None, b) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Percent-encoding for a query value: letters, digits and `-_.~` stay, a space becomes `+`.
pub fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                out.push(b as char)
            }
            b' ' => out.push('+'),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}
