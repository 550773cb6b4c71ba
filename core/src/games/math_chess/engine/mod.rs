//! The computer opponent and hints (`docs/design.md`, layer 3).
//!
//! [`Engine::search`] is an iterative deepening principal variation search
//! over the rules core's move generator, with a transposition table, killer
//! and history move ordering, null-move pruning, late-move reductions and a
//! quiescence search over captures, bounded by a [`Limits`](crate::search::Limits)
//! budget and a stop flag that another thread may raise. [`best_move`]
//! plays at a [`Level`](crate::search::Level) of this game's [`LEVELS`];
//! [`hint`] suggests a move with its principal line.

pub(crate) mod ending;
mod eval;
pub(crate) mod node;
mod review;
mod threats;
#[cfg(feature = "tuning")]
pub mod tuning;
mod weights;
mod zero;

pub use crate::search::{best_move, hint, review::review};
use crate::search::{level::Mistakes, random_moves, GameEngine, Levels, SearchResult};
pub use eval::Term;

/// The computer opponent of the first game ([`GameEngine`]).
pub type Engine = GameEngine<Move>;

use crate::games::math_chess::{notation::MoveText, Game, Move, Op, Position, Rules};

impl SearchResult<Move> {
    /// The formula to claim when `best` is a capture (its first one).
    #[must_use]
    pub fn claim(&self) -> Option<Op> {
        self.best.ops().iter().next()
    }

    /// The principal line as move text, played out from `position` (where
    /// the search began); each capture claims its first formula, as `claim` does.
    #[must_use]
    pub fn line_text(&self, position: &Position) -> Vec<MoveText> {
        let mut position = position.clone();
        self.pv
            .iter()
            .map(|&m| {
                let text = MoveText::of(&position, m, m.ops().iter().next());
                position.play_unchecked(m);
                text
            })
            .collect()
    }
}

/// The levels in this game. Node budgets: about four times more per level
/// up to 6; levels 6 to 8 are held to the CPU time they took before the
/// checks around the 0 made a node dearer (level 8: about one second).
/// Each level wins most games against the one below (`docs/engine-log.md`).
pub const LEVELS: Levels = Levels {
    nodes: [1_500, 6_000, 25_000, 90_000, 280_000, 1_100_000],
    mistakes: [Mistakes::new(450, 120), Mistakes::new(600, 90)],
};

/// A game from the start position of `rules` after `plies` random legal
/// moves drawn from `seed` (fewer if every move would end the game): varied
/// openings for matches between levels.
#[must_use]
pub fn random_opening(rules: Rules, plies: usize, seed: u64) -> Game {
    random_moves(Game::new(rules), plies, seed)
}
