//! Prints random games as PGN, biased towards pawn advances and promotions so that several
//! queens (and knights, rooks, bishops) appear and every kind of SAN disambiguation occurs.
//! Used to cross-check `rookery pgn --fen` against an independent implementation
//! (`scripts/crosscheck_pgn.py`).
//!
//! ```text
//! cargo run --release --example random_games -- [GAMES] [SEED]
//! ```

use rookery::rules::{Game, Move, Role};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

/// How much the generator likes a move: promotions and pawn pushes most, captures of
/// promoted-looking pieces least, so boards fill up with extra queens and knights.
fn weight(game: &Game, mv: Move) -> u64 {
    let pos = game.position();
    let mover = pos.piece_at(mv.from()).map(|p| p.role);
    let victim = pos.piece_at(mv.to()).map(|p| p.role);
    let mut w = 4;
    if mover == Some(Role::Pawn) {
        w += 12;
    }
    if mv.is_promotion() {
        w += 40;
    }
    if matches!(
        victim,
        Some(Role::Queen | Role::Knight | Role::Bishop | Role::Rook)
    ) {
        w = 1;
    }
    if victim == Some(Role::Pawn) {
        w = 2;
    }
    w
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = args.first().and_then(|s| s.parse().ok()).unwrap_or(300);
    let seed: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1);
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    for n in 1..=games {
        let mut game = Game::new();
        let mut sans = Vec::new();
        while game.outcome().is_none() && sans.len() < 400 {
            let moves = game.position().legal_moves();
            let total: u64 = moves.iter().map(|&m| weight(&game, m)).sum();
            let mut pick = rng.below(total);
            let mut chosen = moves[0];
            for &m in moves.iter() {
                let w = weight(&game, m);
                if pick < w {
                    chosen = m;
                    break;
                }
                pick -= w;
            }
            sans.push(game.position().san(chosen));
            if game.play(chosen).is_err() {
                break;
            }
        }
        let result = game.outcome().map_or("*", |o| o.result());
        println!("[Event \"Random game {n}\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"{n}\"]\n[White \"random\"]\n[Black \"random\"]\n[Result \"{result}\"]\n");
        let mut line = String::new();
        for (i, san) in sans.iter().enumerate() {
            let token = if i % 2 == 0 {
                format!("{}. {san}", i / 2 + 1)
            } else {
                san.clone()
            };
            if line.len() + token.len() + 1 > 79 {
                println!("{line}");
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&token);
        }
        if line.len() + result.len() + 1 > 79 {
            println!("{line}");
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        println!("{line}{result}\n");
    }
}
