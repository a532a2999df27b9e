//! The search's margins, depths and divisors: how far above beta a position must look before
//! it is cut, how much a late move is reduced, and the like. Each is read through a function
//! of its own name (`params::rfp_margin()`).
//!
//! A normal build makes every one a constant, so the search compiles exactly as if the number
//! were written in place. A build with the `tune` feature keeps them in a table that UCI's
//! `setoption` changes (each is listed by `uci` as a spin option of the same name), so a tuner
//! (`scripts/bench/spsa.py`) can fit them by self-play; the shipped values are the defaults.

/// One tunable parameter: its name (the UCI option's), its shipped value and the range a
/// tuner may try.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Param {
    pub name: &'static str,
    pub default: i32,
    pub min: i32,
    pub max: i32,
}

macro_rules! params {
    ($($(#[doc = $doc:literal])* $name:ident = $default:literal in $min:literal..=$max:literal;)*) => {
        /// Every parameter, in the order they are declared.
        pub const ALL: &[Param] = &[
            $(Param { name: stringify!($name), default: $default, min: $min, max: $max },)*
        ];

        #[cfg(feature = "tune")]
        static VALUES: [std::sync::atomic::AtomicI32; ALL.len()] =
            [$(std::sync::atomic::AtomicI32::new($default),)*];

        /// Each parameter's place in `VALUES`.
        #[cfg(feature = "tune")]
        #[allow(non_camel_case_types)]
        enum Id {
            $($name,)*
        }

        $(
            $(#[doc = $doc])*
            #[inline(always)]
            pub fn $name() -> i32 {
                #[cfg(feature = "tune")]
                {
                    VALUES[Id::$name as usize].load(std::sync::atomic::Ordering::Relaxed)
                }
                #[cfg(not(feature = "tune"))]
                {
                    $default
                }
            }
        )*
    };
}

params! {
    /// Late-move reductions: the table's constant part, in hundredths of a ply.
    lmr_base = 75 in 0..=200;
    /// ... and the divisor of ln(depth)·ln(move number), in hundredths.
    lmr_divisor = 225 in 100..=400;
    /// A late quiet move is reduced a ply less per this much history (more when negative).
    lmr_history = 8000 in 2000..=20000;
    /// Reverse futility: the margin per ply of depth left.
    rfp_margin = 80 in 30..=160;
    /// ... taken off when the position is improving.
    rfp_improving = 40 in 0..=100;
    /// ... at most this much depth left.
    rfp_depth = 7 in 3..=12;
    /// Null move: the reduction's constant part.
    nmp_base = 3 in 1..=6;
    /// ... a ply more per this much depth.
    nmp_depth = 4 in 2..=8;
    /// ... and a ply more per this much the estimate is above beta (at most three).
    nmp_eval = 200 in 50..=400;
    /// ProbCut: how far above beta a capture must clear in the shallow search.
    probcut_margin = 200 in 80..=400;
    /// Late move pruning: quiet moves searched before the rest are skipped, beyond depth².
    lmp_base = 3 in 1..=8;
    /// Futility pruning of quiet moves: the constant margin.
    futility_base = 100 in 0..=250;
    /// ... and the margin per ply of depth left.
    futility_margin = 90 in 40..=200;
    /// History pruning: a quiet move with history below minus this × depth is skipped.
    history_prune = 4000 in 1000..=10000;
    /// Captures losing more than this × depth by exchange are skipped near the leaves.
    see_capture = 90 in 20..=200;
    /// Singular extensions: the hash move's score less this × depth is what the others must
    /// stay below.
    singular_margin = 2 in 1..=6;
    /// Aspiration windows: the first half-width.
    aspiration_delta = 25 in 8..=60;
    /// Quiescence delta pruning: the margin above the captured piece's value.
    qs_delta = 200 in 50..=400;
}

/// Sets a parameter by name (`tune` builds; any case) from the text `setoption` gave. An
/// error names what was wrong: an unknown name, a value that is not a whole number, or one
/// outside the parameter's range.
#[cfg(feature = "tune")]
pub fn set(name: &str, value: &str) -> Result<(), String> {
    let i = ALL
        .iter()
        .position(|p| p.name.eq_ignore_ascii_case(name))
        .ok_or_else(|| format!("unknown option '{name}'"))?;
    let p = ALL[i];
    let v = value
        .parse::<i32>()
        .map_err(|_| format!("option '{}' needs a whole number, not '{value}'", p.name))?;
    if !(p.min..=p.max).contains(&v) {
        return Err(format!(
            "option '{}' takes {} to {}, not {v}",
            p.name, p.min, p.max
        ));
    }
    VALUES[i].store(v, std::sync::atomic::Ordering::Relaxed);
    Ok(())
}

/// The `option name … type spin …` lines that `uci` prints for the parameters (`tune`
/// builds).
#[cfg(feature = "tune")]
pub fn uci_options() -> String {
    ALL.iter()
        .map(|p| {
            format!(
                "option name {} type spin default {} min {} max {}\n",
                p.name, p.default, p.min, p.max
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every default lies in its range, every range is not empty, and no two share a name.
    #[test]
    fn defaults_lie_in_their_ranges() {
        for (i, p) in ALL.iter().enumerate() {
            assert!(
                p.min < p.max && (p.min..=p.max).contains(&p.default),
                "{p:?}"
            );
            assert!(ALL[..i].iter().all(|q| q.name != p.name), "{p:?}");
        }
        assert_eq!(ALL[0].name, "lmr_base");
        assert_eq!(rfp_margin(), 80);
    }

    /// A tune build takes a value in range by name in any case, and refuses an unknown name, a
    /// value that is no whole number or one out of range without changing anything.
    #[cfg(feature = "tune")]
    #[test]
    fn a_tune_build_sets_values_in_range() {
        assert_eq!(qs_delta(), 200);
        set("QS_DELTA", "150").unwrap();
        assert_eq!(qs_delta(), 150);
        assert!(set("qs_delta", "1000").unwrap_err().contains("50 to 400"));
        assert!(set("qs_delta", "1.5").unwrap_err().contains("whole number"));
        assert!(set("no_such", "1").unwrap_err().contains("unknown option"));
        assert!(set("no_such", "x").unwrap_err().contains("unknown option"));
        assert_eq!(qs_delta(), 150);
        set("qs_delta", "200").unwrap();
        assert!(
            uci_options().contains("option name qs_delta type spin default 200 min 50 max 400\n")
        );
    }
}
