//! Capture the Flag (數學游樂棋, 奪標法): the second game, from the 1988
//! patent CN88212575U, by the rules of `docs/flag-rules.md`.
//!
//! It shares nothing of its rules with the first game, only the sides
//! ([`Side`](crate::Side)), the directions ([`Direction`](crate::Direction))
//! and the shape of its API: squares, pieces, positions with legal move
//! generation and perft, notation, and illegal moves explained in words.

mod captured;
mod engine;
mod game;
mod legality;
pub mod lesson;
mod movegen;
mod moves;
mod notation;
mod piece;
mod position;
mod puzzle;
pub mod record;
mod rules;
mod session;
#[cfg(test)]
mod session_tests;
mod square;

pub use captured::{Capture, FlagThreat, Reason};
pub(crate) use engine::FlagNode;
pub use engine::{best_move, hint, random_opening, review, Engine, LEVELS};
pub use game::{EndReason, FlagLine, Game, GameError, Outcome, Undone};
pub use legality::IllegalMove;
pub use moves::{CaptureRule, CaptureRules, Move, MoveList, MAX_MOVES};
pub use notation::{
    move_list, InvalidPosition, MoveLine, MoveText, ParseMoveError, ParsePositionError, RankError,
};
pub use piece::Piece;
pub use position::{Position, Return, Undo};
pub use rules::{Repetition, Rules};
pub use session::{FlagDuty, FlagNotices};
pub use square::{
    attack_points, flag, guard_homes, orthogonal_neighbours, ParseSquareError, Square, SquareSet,
    FILES, RANKS, SQUARES,
};
