//! The app's three languages and every sentence in them.
//!
//! The sentences live in plain tables beside this file (`messages.txt`, `fen_errors.txt`): a
//! block per message with its English, Simplified and Traditional Chinese text. `build.rs`
//! turns them into [`msg`], one function per message, and stops the build when a language or
//! a placeholder is missing, so a message can never be shown half-translated.
//!
//! Choosing the language ([`Lang::choose`]): `?lang=` in the address wins, then the choice
//! stored on this device, then the browser's preferred languages.

/// A language of the app.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    /// 简体中文
    ZhHans,
    /// 繁體中文
    ZhHant,
}

/// Every message, as a function of the language (and of its placeholders' values).
pub mod msg {
    use super::Lang;
    include!(concat!(env!("OUT_DIR"), "/messages.rs"));
}

/// The `localStorage` key of the chosen language.
pub const STORAGE_KEY: &str = "rookery.lang";

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::ZhHans, Lang::ZhHant];

    /// The BCP 47 tag, as in `<html lang>` and `?lang=`: `en`, `zh-Hans`, `zh-Hant`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::ZhHans => "zh-Hans",
            Lang::ZhHant => "zh-Hant",
        }
    }

    /// The language's own name, for the language switch.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::ZhHans => "简体中文",
            Lang::ZhHant => "繁體中文",
        }
    }

    /// A language tag as `?lang=` or a browser gives it: `en…` is English; `zh-Hant`, `zh-TW`,
    /// `zh-HK`, `zh-MO` (any tag with a Hant script or one of those regions) Traditional; any
    /// other `zh…` Simplified. Case does not matter, `_` counts as `-`. Others: `None`.
    pub fn parse(tag: &str) -> Option<Lang> {
        let tag = tag.trim().to_ascii_lowercase().replace('_', "-");
        let mut parts = tag.split('-');
        match parts.next()? {
            "en" => Some(Lang::En),
            "zh" => {
                let traditional = parts.any(|p| matches!(p, "hant" | "tw" | "hk" | "mo"));
                Some(if traditional {
                    Lang::ZhHant
                } else {
                    Lang::ZhHans
                })
            }
            _ => None,
        }
    }

    /// The first of the browser's languages (`navigator.languages`, most preferred first) that
    /// the app speaks; English if none.
    pub fn from_browser<S: AsRef<str>>(tags: &[S]) -> Lang {
        tags.iter()
            .find_map(|t| Lang::parse(t.as_ref()))
            .unwrap_or_default()
    }

    /// The address's `?lang=` (when valid), else the stored choice, else the browser's.
    pub fn choose<S: AsRef<str>>(url: Option<&str>, stored: Option<&str>, browser: &[S]) -> Lang {
        url.and_then(Lang::parse)
            .or_else(|| stored.and_then(Lang::parse))
            .unwrap_or_else(|| Lang::from_browser(browser))
    }
}

/// `template` with each `{name}` replaced by its value; an unknown name is kept as it is.
pub fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                let name = &after[..close];
                match values.iter().find(|(n, _)| *n == name) {
                    Some((_, value)) => out.push_str(value),
                    None => {
                        out.push('{');
                        out.push_str(name);
                        out.push('}');
                    }
                }
                rest = &after[close + 1..];
            }
            None => {
                out.push_str(&rest[open..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}
