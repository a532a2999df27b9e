//! Where each weight of the evaluation lives in [`super::weights::WEIGHTS`]: one named block per
//! feature, in order. The evaluation adds up `weight × count` for the features a position has;
//! the tuner (`rookery tune`) records the same counts and writes the weights back, block by
//! block, with these names.

macro_rules! layout {
    (@at $offset:expr;) => {
        /// How many weights there are.
        pub const COUNT: usize = $offset;
    };
    (@at $offset:expr; $(#[$doc:meta])* $name:ident : $len:expr, $($rest:tt)*) => {
        $(#[$doc])*
        pub const $name: usize = $offset;
        layout!(@at $offset + $len; $($rest)*);
    };
    ($($(#[$doc:meta])* $name:ident : $len:expr),* $(,)?) => {
        layout!(@at 0; $($(#[$doc])* $name : $len,)*);
        /// Every block: its name, first index and length.
        pub const BLOCKS: &[(&str, usize, usize)] = &[$((stringify!($name), $name, $len)),*];
    };
}

layout! {
    /// Each piece, by role (pawn, knight, bishop, rook, queen, king).
    MATERIAL: 6,
    /// Each piece on each square, by role then square from its owner's side (a1 = 0).
    PST: 6 * 64,
    /// A knight, bishop, rook or queen by how many squares it can go to (not to its own pieces
    /// nor to squares the enemy pawns attack).
    MOBILITY_KNIGHT: 9,
    MOBILITY_BISHOP: 14,
    MOBILITY_ROOK: 15,
    MOBILITY_QUEEN: 28,
    /// A passed pawn, by rank from its owner's side.
    PASSED: 8,
    /// ... with nothing on the square in front of it.
    PASSED_FREE: 8,
    /// ... whose square in front no enemy piece attacks.
    PASSED_SAFE: 8,
    /// × the owner's king's distance to the square in front of it, by rank.
    PASSED_OWN_KING: 8,
    /// × the enemy king's distance to that square, by rank.
    PASSED_ENEMY_KING: 8,
    /// A passed pawn the enemy king cannot catch (rule of the square; the enemy has only pawns).
    PASSED_UNSTOPPABLE: 1,
    /// A pawn defended by a pawn, by rank.
    SUPPORTED: 8,
    /// A pawn beside a pawn of its own, by rank.
    PHALANX: 8,
    /// A pawn with no pawn of its own on the files next to it.
    ISOLATED: 1,
    /// A pawn with a pawn of its own in front of it.
    DOUBLED: 1,
    /// A pawn that cannot safely advance and no pawn of its own can come to defend.
    BACKWARD: 1,
    /// The king's distance to the nearest pawn (endgames: the king goes to the pawns).
    KING_PAWN_DISTANCE: 1,
    BISHOP_PAIR: 1,
    /// × the pawns of its own on the bishop's colour.
    BISHOP_PAWNS: 1,
    /// A knight or bishop on the enemy's side, defended by a pawn, no enemy pawn able to chase it.
    KNIGHT_OUTPOST: 1,
    BISHOP_OUTPOST: 1,
    ROOK_OPEN_FILE: 1,
    ROOK_SEMI_OPEN_FILE: 1,
    /// A rook on the seventh rank.
    ROOK_SEVENTH: 1,
    /// An enemy piece attacked by a pawn, by its role.
    THREAT_BY_PAWN: 6,
    /// ... by a knight or bishop.
    THREAT_BY_MINOR: 6,
    /// ... by a rook.
    THREAT_BY_ROOK: 6,
    /// An enemy piece (not the king) attacked and not defended.
    HANGING: 1,
    /// × the squares next to the enemy king a piece attacks, by its role.
    KING_ZONE_ATTACKS: 6,
    /// How many pieces attack the enemy king's zone (0 to 7).
    KING_ATTACKERS: 8,
    /// × the squares a piece could give check from safely, by its role.
    SAFE_CHECKS: 6,
    /// Pawns in front of the king: on the next rank, the one after, none (per file, the king's
    /// and its neighbours', while the king is on its first two ranks).
    KING_SHIELD: 3,
    /// The king on a file without a pawn of its own.
    KING_OPEN_FILE: 1,
    /// The side to move.
    TEMPO: 1,
    /// How dangerous an attack on the enemy king is, growing with the square of its strength
    /// (squares of the king's zone attacked, weighted by the attacker; safe checks; zone
    /// squares only the king defends): with a queen of our own, then without.
    KING_DANGER: 2,
    /// An enemy pawn on the king's file or a file next to it, 1 to 4 ranks in front of the
    /// king (the nearest on each file), by that distance: a pawn storm.
    PAWN_STORM: 4,
    /// ... the same, with a pawn of the king's side right in front of it (the storm is stuck).
    PAWN_STORM_BLOCKED: 4,
    /// An enemy piece (not a pawn) a pawn of ours would attack after a safe push.
    THREAT_PAWN_PUSH: 1,
    /// Room behind the pawns: squares of the centre files (c to f) on our second to fourth
    /// ranks no enemy pawn attacks and no pawn of ours stands on (those behind a pawn of
    /// ours count twice), × our pieces other than pawns and the king, / 4.
    SPACE: 1,
    /// A knight or bishop with a pawn (either side's) right in front of it.
    MINOR_BEHIND_PAWN: 1,
    /// × a knight's or bishop's distance to its own king, by role (knight, bishop).
    KING_PROTECTOR: 2,
    /// An enemy piece or pawn our king attacks that nothing defends.
    THREAT_BY_KING: 1,
    /// Squares the enemy attacks that we attack too, where no enemy pawn does and the enemy
    /// does not attack them twice while we attack them once: the enemy's pieces are hemmed in.
    RESTRICTED: 1,
    /// A rook on the enemy queen's file.
    ROOK_ON_QUEEN_FILE: 1,
    /// A bishop that sees both centre squares of a long diagonal (looking through pieces but
    /// not pawns).
    BISHOP_LONG_DIAGONAL: 1,
    /// A rook with three squares or fewer to go to, shut in on the corner's side of its own
    /// king: while the king may still castle, then when it may not.
    TRAPPED_ROOK: 2,
    /// A rook on a file through the enemy king's zone that does not attack the zone yet.
    ROOK_ON_KING_RING: 1,
    /// A bishop whose diagonals reach the enemy king's zone through pieces (not pawns) but
    /// that does not attack the zone yet.
    BISHOP_ON_KING_RING: 1,
    /// Squares of the enemy king's flank in the enemy's camp (its five nearest ranks) that
    /// we attack, those we attack twice counting twice.
    FLANK_ATTACKS: 1,
    /// Safe squares from which a knight of ours could attack the enemy's only queen.
    KNIGHT_ON_QUEEN: 1,
    /// ... a bishop or rook of ours, where we are twice as strong.
    SLIDER_ON_QUEEN: 1,
    /// A knight not on an outpost that can go to one.
    REACHABLE_OUTPOST: 1,
    /// A queen on the enemy's half where no enemy pawn can ever attack it.
    QUEEN_INFILTRATION: 1,
    /// A piece standing alone between the enemy king and a bishop, rook or queen of ours:
    /// the enemy's own (pinned), then ours (a discovered check waiting).
    KING_BLOCKERS: 2,
    /// Products of a side's own piece counts (see `imbalance.rs`): each pair of kinds
    /// (the bishop pair, pawn, knight, bishop, rook, queen), then a knight's, bishop's, rook's
    /// and queen's count squared.
    IMBALANCE_OURS: 19,
    /// Our count of one kind times the enemy's of a kind before it.
    IMBALANCE_THEIRS: 15,
}
