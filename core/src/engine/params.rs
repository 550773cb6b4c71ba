//! Every tunable value of the engine, in one place: the search's margins,
//! reductions and extensions, and the evaluation's weights.
//!
//! Scores are in hundredths of a small piece (a 1 is worth 100).

// The search (`search.rs`).

/// Plies added to the search of a node whose side to move has a 0 under attack.
pub(crate) const DANGER_EXTENSION: i32 = 1;
/// Quiescence plies in which a side whose 0 is attacked may answer with any move.
pub(crate) const EVASION_PLIES: u32 = 4;
/// Quiescence: a capture must be able to come this close to alpha.
pub(crate) const DELTA_MARGIN: i32 = 200;
/// Futility: per remaining ply, what a quiet move may gain at most.
pub(crate) const FUTILITY_MARGIN: i32 = 160;
/// Futility pruning applies up to this many remaining plies.
pub(crate) const FUTILITY_DEPTH: i32 = 2;
/// Null-move pruning applies from this many remaining plies.
pub(crate) const NULL_MOVE_DEPTH: i32 = 3;
/// The null move is searched `NULL_MOVE_REDUCTION + depth / NULL_MOVE_DIVISOR` plies less deep.
pub(crate) const NULL_MOVE_REDUCTION: i32 = 2;
pub(crate) const NULL_MOVE_DIVISOR: i32 = 4;
/// Late-move reductions apply from this many remaining plies …
pub(crate) const LMR_DEPTH: i32 = 3;
/// … to quiet moves from this index in the move order on …
pub(crate) const LMR_INDEX: usize = 3;
/// … by `ln(depth) × ln(index) / LMR_DIVISOR` plies.
pub(crate) const LMR_DIVISOR: f64 = 2.0;
/// The bound of the history counters of quiet moves.
pub(crate) const HISTORY_MAX: i32 = 1_000_000;

// The evaluation (`eval.rs`).

/// A piece's worth by its number: every piece blocks and supports; a larger
/// number steps farther. The 0 is priceless and is handled by the search.
pub(crate) const PIECE_VALUE: [i32; 10] = [0, 100, 106, 112, 118, 124, 130, 136, 142, 148];
/// The difference between consecutive numbers in [`PIECE_VALUE`].
pub(crate) const PIECE_STEP: i32 = 6;
/// Per free neighbour square, weighted by how far the piece steps.
pub(crate) const MOBILITY: i32 = 1;
/// Per enemy piece under capture, in 1/8 of its value.
pub(crate) const ATTACK_SHARE: i32 = 8;
/// A capture line onto the enemy 0 that the enemy must answer.
pub(crate) const ZERO_THREAT: i32 = 80;
/// An own piece right next to the own 0 closes that line.
pub(crate) const SHIELD: i32 = 14;
/// An own piece farther out on a line of the own 0 still blocks it.
pub(crate) const BLOCKER: i32 = 6;
/// A line of the own 0 with nothing on it.
pub(crate) const OPEN_LINE: i32 = 8;
/// An enemy piece first on a line of the own 0: a possible support.
pub(crate) const ENEMY_ON_LINE: i32 = 12;
/// An enemy support with an enemy attacker behind it, on a line of the own 0
/// (twice this when the pair can capture there now).
pub(crate) const PAIR_ON_LINE: i32 = 40;
/// For the side to move.
pub(crate) const TEMPO: i32 = 8;
/// Per point of score difference when a points target is set, and when the
/// score decides a game without moves.
pub(crate) const TARGET_POINT: i32 = 25;
pub(crate) const SCORE_POINT: i32 = 4;
/// Typical largest size of the placement terms (all but material, score and
/// tempo): a lazy evaluation trusts the material alone when it is this far
/// outside the window.
pub(crate) const PLACEMENT_BOUND: i32 = 300;

// The game review (`review.rs`): what a move may lose before it is marked.

/// Nodes searched in each position of a reviewed game.
pub(crate) const REVIEW_NODES: u64 = 50_000;
/// A move that loses this much against the best is an inaccuracy …
pub const INACCURACY: i32 = 50;
/// … a mistake …
pub const MISTAKE: i32 = 120;
/// … or a blunder (as is any move that loses a 0 or a won game).
pub const BLUNDER: i32 = 250;
