//! Vietnamese Math Chess (Cờ toán Việt Nam), the first game, by the rules of
//! `docs/rules.md`: squares, pieces, positions with legal move generation
//! and perft, games, notation, records and the computer opponent.

mod formula;
mod game;
pub mod lesson;
mod moves;
mod piece;
mod position;
mod puzzle;
mod rays;
mod rules;
mod session;
#[cfg(test)]
pub(crate) mod session_tests;
mod square;
mod square_set;
pub(crate) mod zobrist;

use crate::{Direction, Side};

pub mod engine;
pub mod legality;
pub mod notation;
pub mod record;

pub use formula::{Formula, Op, Ops};
pub use game::{EndReason, Game, GameError, MathChessLine, Outcome, PlayedMove, Undone};
pub use moves::{Move, MoveList, MAX_MOVES};
pub use piece::Piece;
pub use position::Position;
pub use rules::{Division, NoMove, PointsTarget, Preset, RuleName, RuleOption, Rules, RulesError};
pub use square::{ParseSquareError, Square, FILES, RANKS, SQUARES};
pub use square_set::SquareSet;
