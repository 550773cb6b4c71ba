//! The review of a game of Vietnamese Math Chess: the shared review
//! (`search/review.rs`) over this game's moves.

use super::ending::outcome_score;
use crate::{
    games::math_chess::{EndReason, Game, MathChessLine, Move, Outcome, PlayedMove},
    search::{review::ReviewedLine, score::DRAW},
    Side,
};

impl ReviewedLine for MathChessLine {
    fn replay(game: &mut Game, played: &PlayedMove) -> bool {
        game.play(played.m, played.claim).is_ok()
    }

    fn search_move(played: &PlayedMove) -> Move {
        played.m
    }

    fn settled(outcome: Outcome, turn: Side) -> i32 {
        match outcome.reason {
            EndReason::Repetition => DRAW,
            _ => outcome_score(outcome, turn, 0),
        }
    }
}
