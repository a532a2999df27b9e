//! The messages between the page and the engine Web Worker, and the worker's side of the
//! conversation.
//!
//! Messages are single lines of `key=value` fields separated by `;` (a FEN has spaces but no
//! `;`). The page sends a [`SearchRequest`]; the worker answers with [`Reply::Info`] lines
//! while it thinks and one [`Reply::BestMove`] (or [`Reply::Error`]) at the end. Every search
//! carries an id, so the page can ignore answers to a search it no longer wants. Pure code:
//! `src/bin/worker.rs` only glues [`answer`] to `postMessage`, and the tests run natively.

use crate::search::{Engine, Info, Level, Limits, Score};

/// One search the page asks for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SearchRequest {
    pub id: u32,
    /// The game's starting position.
    pub fen: String,
    /// The moves played since, in UCI notation (so the engine sees repetitions).
    pub moves: Vec<String>,
    /// Playing level 1–8.
    pub level: u8,
    /// Seed for the weaker levels' choices.
    pub seed: u64,
    pub wtime: Option<u64>,
    pub btime: Option<u64>,
    pub winc: Option<u64>,
    pub binc: Option<u64>,
    pub movetime: Option<u64>,
    /// How many best lines to report (the analysis board's; 0 or 1: one). At most
    /// [`MAX_LINES`].
    pub lines: u8,
}

/// The most best lines one request may ask for.
pub const MAX_LINES: u8 = 5;

/// The worker's answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// The worker has loaded and waits for requests.
    Ready,
    /// Progress of search `id`.
    Info {
        id: u32,
        /// Which of the best lines: 1 for the best.
        line: u32,
        depth: u32,
        score: Score,
        nodes: u64,
        pv: Vec<String>,
    },
    /// The move chosen in search `id` (`None`: no legal move) and its score for the side
    /// to move.
    BestMove {
        id: u32,
        mv: Option<String>,
        score: Score,
    },
    /// The request could not be carried out.
    Error { id: u32, message: String },
}

impl SearchRequest {
    /// The request as one message line.
    pub fn encode(&self) -> String {
        let mut out = format!(
            "search;id={};level={};seed={};fen={};moves={}",
            self.id,
            self.level,
            self.seed,
            self.fen,
            self.moves.join(" ")
        );
        if self.lines > 1 {
            out.push_str(&format!(";lines={}", self.lines));
        }
        for (key, value) in [
            ("wtime", self.wtime),
            ("btime", self.btime),
            ("winc", self.winc),
            ("binc", self.binc),
            ("movetime", self.movetime),
        ] {
            if let Some(v) = value {
                out.push_str(&format!(";{key}={v}"));
            }
        }
        out
    }

    /// Reads a request line; a clear message for anything malformed.
    pub fn decode(line: &str) -> Result<SearchRequest, String> {
        let mut fields = line.split(';');
        if fields.next() != Some("search") {
            return Err(format!("not a search request: '{}'", short(line)));
        }
        let mut req = SearchRequest::default();
        let (mut has_id, mut has_fen) = (false, false);
        for field in fields {
            let (key, value) = field
                .split_once('=')
                .ok_or_else(|| format!("field '{}' has no '='", short(field)))?;
            match key {
                "id" => {
                    req.id = number(key, value)?;
                    has_id = true;
                }
                "level" => req.level = number(key, value)?,
                "seed" => req.seed = number(key, value)?,
                "fen" => {
                    req.fen = value.to_string();
                    has_fen = true;
                }
                "moves" => req.moves = value.split_whitespace().map(str::to_string).collect(),
                "wtime" => req.wtime = Some(number(key, value)?),
                "btime" => req.btime = Some(number(key, value)?),
                "winc" => req.winc = Some(number(key, value)?),
                "binc" => req.binc = Some(number(key, value)?),
                "movetime" => req.movetime = Some(number(key, value)?),
                "lines" => req.lines = number(key, value)?,
                _ => return Err(format!("unknown field '{}'", short(key))),
            }
        }
        if !has_id {
            return Err("the request has no id".to_string());
        }
        if !has_fen {
            return Err("the request has no fen".to_string());
        }
        if !(Level::MIN..=Level::MAX).contains(&req.level) {
            return Err(format!("level {} is not between 1 and 8", req.level));
        }
        if req.lines > MAX_LINES {
            return Err(format!("lines {} is more than {MAX_LINES}", req.lines));
        }
        Ok(req)
    }

    fn limits(&self) -> Limits {
        Limits {
            wtime: self.wtime,
            btime: self.btime,
            winc: self.winc,
            binc: self.binc,
            movetime: self.movetime,
            multipv: u32::from(self.lines),
            ..Limits::default()
        }
    }
}

impl Reply {
    pub fn encode(&self) -> String {
        match self {
            Reply::Ready => "ready".to_string(),
            Reply::Info {
                id,
                line,
                depth,
                score,
                nodes,
                pv,
            } => format!(
                "info;id={id};line={line};depth={depth};score={};nodes={nodes};pv={}",
                score_text(*score),
                pv.join(" ")
            ),
            Reply::BestMove { id, mv, score } => format!(
                "bestmove;id={id};move={};score={}",
                mv.as_deref().unwrap_or("none"),
                score_text(*score)
            ),
            Reply::Error { id, message } => {
                format!("error;id={id};message={}", message.replace(';', ","))
            }
        }
    }

    pub fn decode(line: &str) -> Result<Reply, String> {
        let mut fields = line.split(';');
        let kind = fields.next().unwrap_or_default();
        let mut get = std::collections::HashMap::new();
        for field in fields {
            let (key, value) = field
                .split_once('=')
                .ok_or_else(|| format!("field '{}' has no '='", short(field)))?;
            get.insert(key, value);
        }
        let field = |key: &str| {
            get.get(key)
                .copied()
                .ok_or_else(|| format!("'{kind}' without '{key}'"))
        };
        match kind {
            "ready" => Ok(Reply::Ready),
            "info" => Ok(Reply::Info {
                id: number("id", field("id")?)?,
                line: get.get("line").map_or(Ok(1), |v| number("line", v))?,
                depth: number("depth", field("depth")?)?,
                score: parse_score(field("score")?)?,
                nodes: number("nodes", field("nodes")?)?,
                pv: field("pv")?
                    .split_whitespace()
                    .map(str::to_string)
                    .collect(),
            }),
            "bestmove" => Ok(Reply::BestMove {
                id: number("id", field("id")?)?,
                mv: Some(field("move")?)
                    .filter(|m| *m != "none")
                    .map(str::to_string),
                score: parse_score(field("score")?)?,
            }),
            "error" => Ok(Reply::Error {
                id: number("id", field("id")?)?,
                message: field("message")?.to_string(),
            }),
            _ => Err(format!("unknown reply '{}'", short(kind))),
        }
    }
}

/// The worker's whole job: decode a request, search, and send each reply through `send`
/// (infos first, the best move last). `now` is the clock in milliseconds.
pub fn answer(engine: &mut Engine, line: &str, now: &dyn Fn() -> f64, send: &mut dyn FnMut(Reply)) {
    let req = match SearchRequest::decode(line) {
        Ok(req) => req,
        Err(message) => {
            send(Reply::Error { id: 0, message });
            return;
        }
    };
    let moves: Vec<&str> = req.moves.iter().map(String::as_str).collect();
    if let Err(message) = engine.set_position(Some(&req.fen), &moves) {
        send(Reply::Error {
            id: req.id,
            message,
        });
        return;
    }
    engine.level = Level::new(req.level);
    engine.seed = req.seed;
    let id = req.id;
    let result = engine.go(&req.limits(), now, &mut |info: &Info| {
        send(Reply::Info {
            id,
            line: info.multipv,
            depth: info.depth,
            score: info.score,
            nodes: info.nodes,
            pv: info.pv.iter().map(|m| m.to_uci(false)).collect(),
        })
    });
    send(Reply::BestMove {
        id,
        mv: result.best_move.map(|m| m.to_uci(false)),
        score: Score::from_internal(result.score),
    });
}

fn score_text(score: Score) -> String {
    match score {
        Score::Cp(cp) => format!("cp {cp}"),
        Score::Mate(n) => format!("mate {n}"),
    }
}

fn parse_score(text: &str) -> Result<Score, String> {
    match text.split_once(' ') {
        Some(("cp", v)) => Ok(Score::Cp(number("score", v)?)),
        Some(("mate", v)) => Ok(Score::Mate(number("score", v)?)),
        _ => Err(format!("bad score '{}'", short(text))),
    }
}

fn number<T: std::str::FromStr>(key: &str, value: &str) -> Result<T, String> {
    value
        .parse()
        .map_err(|_| format!("{key} '{}' is not a number in range", short(value)))
}

/// At most 40 characters of untrusted text, for error messages.
fn short(text: &str) -> String {
    text.chars().take(40).collect()
}
