//! Every tunable value of the generic search, in one place: its margins,
//! reductions and extensions, and the review's marks. Each game's
//! evaluation weights are its own (`games/math_chess/engine/weights.rs`,
//! `games/capture_the_flag/engine/eval.rs`).
//!
//! Scores are in hundredths of a small piece (a 1 is worth 100).

// The search (`mod.rs`, `negamax.rs`, `quiescence.rs`, `root.rs`).

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
/// A root move that drops this much below the last iteration's score …
pub(crate) const PANIC_DROP: i32 = 150;
/// … multiplies the node budget by this.
pub(crate) const PANIC_FACTOR: u64 = 2;
/// The bound of the history counters of quiet moves.
pub(crate) const HISTORY_MAX: i32 = 1_000_000;

// The game review (`review.rs`): what a move may lose before it is marked.

/// Nodes searched in each position of a reviewed game.
pub(crate) const REVIEW_NODES: u64 = 50_000;
/// A move that loses this much against the best is an inaccuracy …
pub const INACCURACY: i32 = 50;
/// … a mistake …
pub const MISTAKE: i32 = 120;
/// … or a blunder (as is any move that loses a 0 or a won game).
pub const BLUNDER: i32 = 250;
