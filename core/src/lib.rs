//! Vietnamese Math Chess (Cờ toán Việt Nam): the rules of `docs/rules.md`, their
//! notation and game records.
//!
//! Layers, as in `docs/design.md`: rules (squares, pieces, positions, moves,
//! games), records (`notation`, `record`), the computer opponent (`engine`)
//! and the interaction session (`session`) that the apps and the terminal
//! game drive.

mod formula;
mod game;
mod moves;
mod named_fields;
mod occurrences;
mod piece;
mod position;
mod rays;
mod rules;
mod square;
mod square_set;
mod zobrist;

pub mod engine;
pub mod flag;
pub mod history;
pub mod legality;
pub mod notation;
pub mod record;
pub mod session;
pub mod unwind;

pub use formula::{Formula, Op, Ops};
pub use game::{EndReason, Game, GameError, Outcome, PlayedMove, Undone};
pub use moves::{Move, MoveList, MAX_MOVES};
pub use piece::{ParseSideError, Piece, Side};
pub use position::Position;
pub use rules::{Division, NoMove, PointsTarget, Preset, RuleName, RuleOption, Rules, RulesError};
pub use square::{Direction, ParseSquareError, Square, FILES, RANKS, SQUARES};
pub use square_set::SquareSet;
