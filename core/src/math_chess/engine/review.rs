//! The review of a game of Vietnamese Math Chess: the shared review
//! (`search/review.rs`) over this game's moves.

use std::sync::atomic::AtomicBool;

use super::ending::outcome_score;
use crate::{
    math_chess::{EndReason, Game, Move, Undone},
    search::{
        review::{review_game, Reviewed},
        score::DRAW,
        GameReview, Limits,
    },
    Side,
};

/// Reviews every move of `game` (finished or running), searching each
/// position within `limits` (deterministic under a node or depth budget).
/// Raising `stop` ends the review soon with the moves weighed so far.
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use mathchess::{math_chess::{Game, Rules, engine::review}, search::Limits};
/// let mut game = Game::new(Rules::default());
/// game.play_text("c1-c4")?;
/// let review = review(&game, &Limits::nodes(2_000), &AtomicBool::new(false));
/// assert!(review.complete);
/// assert_eq!(review.moves[0].played.to_string(), "c1-c4");
/// # Ok::<_, mathchess::math_chess::GameError>(())
/// ```
#[must_use]
pub fn review(game: &Game, limits: &Limits, stop: &AtomicBool) -> GameReview<Move> {
    review_game(game, limits, stop)
}

impl Reviewed for Game {
    fn replayed(&self) -> Game {
        let mut replay = Game::from_position(*self.rules(), self.start().clone());
        for played in self.history() {
            if replay.play(played.m, played.claim).is_err() {
                break;
            }
        }
        replay
    }

    fn plies(&self) -> usize {
        self.history().len()
    }

    fn turn(&self) -> Side {
        self.position().turn()
    }

    fn take_back(&mut self) -> Option<Move> {
        match self.undo()? {
            Undone::Move(played) => Some(played.m),
            // The replay holds no resignation or agreed draw to take back.
            Undone::Ending(_) => None,
        }
    }

    fn settled(&self) -> Option<i32> {
        self.outcome().map(|outcome| match outcome.reason {
            EndReason::Repetition => DRAW,
            _ => outcome_score(outcome, self.position().turn(), 0),
        })
    }
}
