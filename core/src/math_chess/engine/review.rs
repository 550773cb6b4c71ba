//! The review of a game of Vietnamese Math Chess: the shared review
//! (`search/review.rs`) over this game's moves.

use super::ending::outcome_score;
use crate::{
    math_chess::{EndReason, Game, Move, Undone},
    search::{review::Reviewed, score::DRAW},
    Side,
};

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
