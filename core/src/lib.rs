//! Vietnamese Math Chess (Cờ toán Việt Nam): the rules of `docs/rules.md`, their
//! notation and game records.
//!
//! Layers, as in `docs/design.md`: rules (squares, pieces, positions, moves,
//! games), records (`notation`, `record`), the computer opponent (`engine`)
//! and the interaction session (`session`) that the apps and the terminal
//! game drive.

mod direction;
mod named_fields;
mod occurrences;
mod rng;
mod side;

pub mod flag;
pub mod history;
pub mod math_chess;
pub mod record;
pub mod search;
pub mod session;
pub mod unwind;

pub use direction::Direction;
pub use math_chess::{
    engine, legality, notation, Division, EndReason, Formula, Game, GameError, Move, MoveList,
    NoMove, Op, Ops, Outcome, ParseSquareError, Piece, PlayedMove, PointsTarget, Position, Preset,
    RuleName, RuleOption, Rules, RulesError, Square, SquareSet, Undone, FILES, MAX_MOVES, RANKS,
    SQUARES,
};
pub use side::{ParseSideError, Side};
