//! Static exchange evaluation: what a capture sequence on one square wins or loses if both
//! sides keep recapturing with their least valuable piece (x-rays included).

use super::eval::PIECE_VALUES;
use crate::rules::attacks;
use crate::rules::{Move, MoveKind, Position, Role};

/// Whether `mv` wins at least `threshold` centipawns of material by exchange.
pub fn see_ge(pos: &Position, mv: Move, threshold: i32) -> bool {
    if matches!(mv.kind(), MoveKind::Castle | MoveKind::EnPassant) {
        return 0 >= threshold;
    }
    let from = mv.from();
    let to = mv.to();
    let Some(mover) = pos.piece_at(from) else {
        return false;
    };
    let mut swap = pos.piece_at(to).map_or(0, |p| PIECE_VALUES[p.role.index()]) - threshold;
    if let Some(promo) = mv.promotion_role() {
        swap += PIECE_VALUES[promo.index()] - PIECE_VALUES[Role::Pawn.index()];
    }
    if swap < 0 {
        return false;
    }
    let first = mv.promotion_role().unwrap_or(mover.role);
    swap = PIECE_VALUES[first.index()] - swap;
    if swap <= 0 {
        return true;
    }
    let mut occupied = pos.occupied() - from - to;
    let mut attackers = pos.attackers_to(to, occupied) & occupied;
    let mut side = mover.color.other();
    let rooks = pos.by_role(Role::Rook) | pos.by_role(Role::Queen);
    let bishops = pos.by_role(Role::Bishop) | pos.by_role(Role::Queen);
    let mut result = true;
    loop {
        let ours = attackers & pos.by_color(side);
        if ours.is_empty() {
            break;
        }
        result = !result;
        // The least valuable attacker captures next.
        let mut next = None;
        for role in Role::ALL {
            if let Some(sq) = (ours & pos.by_role(role)).first() {
                next = Some((role, sq));
                break;
            }
        }
        let Some((role, sq)) = next else { break };
        if role == Role::King {
            // The king may capture only if nothing defends.
            return if (attackers & pos.by_color(side.other())).any() {
                !result
            } else {
                result
            };
        }
        swap = PIECE_VALUES[role.index()] - swap;
        if swap < i32::from(result) {
            break;
        }
        occupied = occupied - sq;
        // Uncover sliders behind the piece that just captured.
        if matches!(role, Role::Pawn | Role::Bishop | Role::Queen) {
            attackers |= attacks::bishop_attacks(to, occupied) & bishops;
        }
        if matches!(role, Role::Rook | Role::Queen) {
            attackers |= attacks::rook_attacks(to, occupied) & rooks;
        }
        attackers &= occupied;
        side = side.other();
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(fen: &str, uci: &str, threshold: i32) -> bool {
        let pos = Position::from_fen(fen).unwrap();
        let mv = pos.parse_uci_move(uci).unwrap();
        see_ge(&pos, mv, threshold)
    }

    #[test]
    fn winning_and_losing_exchanges() {
        // Pawn takes an undefended knight: wins a knight.
        assert!(check("4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5", 300));
        // Queen takes a pawn defended by a pawn: loses.
        assert!(!check("4k3/8/2p5/3p4/8/8/3Q4/4K3 w - - 0 1", "d2d5", 0));
        // Rook takes a rook defended once, with a second rook behind (x-ray): even trade.
        assert!(check("3rk3/3r4/8/8/8/8/3R4/3RK3 w - - 0 1", "d2d7", 0));
        assert!(!check("3rk3/3r4/8/8/8/8/3R4/3RK3 w - - 0 1", "d2d7", 1));
        // Quiet move to an attacked square loses the piece.
        assert!(!check("4k3/8/8/4p3/8/8/8/2B1K3 w - - 0 1", "c1f4", 0));
        assert!(check("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", "c1f4", 0));
    }
}
