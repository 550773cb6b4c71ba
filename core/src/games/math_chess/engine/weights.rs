//! The weights of the first game's evaluation (`eval.rs`), in hundredths
//! of a small piece (a 1 is worth 100).

use super::eval::Term;

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
