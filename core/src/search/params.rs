//! Every tunable value of the engine, in one place: the search's margins,
//! reductions and extensions, and the evaluation's weights.
//!
//! Scores are in hundredths of a small piece (a 1 is worth 100).

use crate::math_chess::engine::Term;

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
/// A root move that drops this much below the last iteration's score …
pub(crate) const PANIC_DROP: i32 = 150;
/// … multiplies the node budget by this.
pub(crate) const PANIC_FACTOR: u64 = 2;
/// The bound of the history counters of quiet moves.
pub(crate) const HISTORY_MAX: i32 = 1_000_000;

// The evaluation (`eval.rs`).

/// The weight of each term of the evaluation (`eval.rs` says what each
/// counts), in hundredths of a small piece per count. A piece is worth
/// `Piece + Number × its number`; the 0 is priceless and left to the search.
///
/// Fitted to the results of 500 self-play games by
/// `mathchess tune --games 500 --nodes 4000 --seed 7` (`docs/engine.md`).
/// Terms that a quiet position of those games never counts keep their
/// values set by hand: `ZeroThreat` and `LivePair` (a quiet position has no
/// attacked 0), `TargetLead` and `ScoreLead` (other presets).
pub(crate) const fn weight(term: Term) -> i32 {
    match term {
        Term::Piece => 125,
        Term::Number => -1,
        Term::Tempo => 15,
        Term::TargetLead => 25,
        Term::ScoreLead => 4,
        Term::Mobility => 2,
        Term::AttackedPiece => 47,
        Term::AttackedNumber => 0,
        Term::ZeroThreat => 80,
        Term::Shield => 13,
        Term::Blocker => -8,
        Term::OpenLine => 10,
        Term::EnemyOnLine => -24,
        Term::PairOnLine => -70,
        Term::LivePair => -80,
    }
}

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
