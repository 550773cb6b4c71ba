//! The computer opponent and hints (`docs/design.md`, layer 3).
//!
//! [`Engine::search`] is an iterative deepening principal variation search
//! over the rules core's move generator, with a transposition table, killer
//! and history move ordering, null-move pruning, late-move reductions and a
//! quiescence search over captures, bounded by a [`Limits`] budget and a stop
//! flag that another thread may raise. [`best_move`] plays at a [`Level`];
//! [`hint`] suggests a move with its principal line.

pub(crate) mod ending;
mod eval;
pub(crate) mod node;
mod threats;
#[cfg(feature = "tuning")]
pub mod tuning;
mod zero;

use std::{sync::atomic::AtomicBool, time::Duration};

use crate::search::{level, score};
pub use crate::search::{
    level::{best_move, Level, LevelError},
    params::{BLUNDER, INACCURACY, MISTAKE},
    review::{review, GameReview, MoveReview, ReviewMark, REVIEW_LIMITS},
    GameEngine,
};
pub use eval::Term;

/// The computer opponent of the first game ([`GameEngine`]).
pub type Engine = GameEngine<Move>;

use crate::{notation::MoveText, Game, Move, Op, Position, Rules};

/// A search budget: the search ends at the first limit reached (or when the
/// stop flag is raised). With no limit at all it ends at its deepest
/// iteration (64 plies), which in practice means when stopped.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Limits {
    /// The deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Positions visited. Deterministic: the same budget gives the same move.
    pub nodes: Option<u64>,
    /// Wall-clock time; depends on the machine and its load.
    pub time: Option<Duration>,
}

impl Limits {
    #[must_use]
    pub const fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            nodes: None,
            time: None,
        }
    }

    #[must_use]
    pub const fn nodes(nodes: u64) -> Limits {
        Limits {
            depth: None,
            nodes: Some(nodes),
            time: None,
        }
    }

    #[must_use]
    pub const fn time(time: Duration) -> Limits {
        Limits {
            depth: None,
            nodes: None,
            time: Some(time),
        }
    }
}

/// What a search found, in a game whose moves are `M` (the first game's
/// by default).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<M = Move> {
    /// The move to play; always legal in the searched position.
    pub best: M,
    /// For the side to move, in hundredths of a small piece (of the first
    /// game's; `docs/engine.md`); beyond ±29 000 a won or lost game
    /// (30 000 − plies to the end).
    pub score: i32,
    /// The expected line of play, starting with `best`.
    pub pv: Vec<M>,
    /// The last iteration completed.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
}

impl<M> SearchResult<M> {
    /// Moves to the end of the game when the score says it is decided:
    /// positive when the side to move wins.
    #[must_use]
    pub fn plies_to_end(&self) -> Option<i32> {
        score::plies_to_end(self.score)
    }
}

impl SearchResult {
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

/// The move the strongest level would play, with its principal line, for a
/// player who asks for help; `None` when the game is over.
#[must_use]
pub fn hint(game: &Game, stop: &AtomicBool) -> Option<SearchResult> {
    Engine::new().search(game, &Level::MAX.limits(), stop)
}

/// A game from the start position of `rules` after `plies` random legal
/// moves drawn from `seed` (fewer if every move would end the game): varied
/// openings for matches between levels.
#[must_use]
pub fn random_opening(rules: Rules, plies: usize, seed: u64) -> Game {
    random_moves(
        Game::new(rules),
        plies,
        seed,
        |game| game.legal_moves().to_vec(),
        |game, m| game.play(m, None).is_ok() && game.outcome().is_none(),
    )
}

/// `game` after `plies` random moves drawn from `seed` among its `moves`,
/// each kept only if `play` (on a copy) says the game goes on.
pub(crate) fn random_moves<G: Clone, M>(
    mut game: G,
    plies: usize,
    seed: u64,
    moves: impl Fn(&G) -> Vec<M>,
    play: impl Fn(&mut G, M) -> bool,
) -> G {
    let mut rng = level::SplitMix64::new(seed);
    for _ in 0..plies {
        let mut moves = moves(&game);
        while !moves.is_empty() {
            let m = moves.swap_remove(rng.below(moves.len()));
            let mut next = game.clone();
            if play(&mut next, m) {
                game = next;
                break;
            }
        }
    }
    game
}
