//! Moves: steps and captures with their formulas.

use std::fmt;

use arrayvec::ArrayVec;

use crate::{formula::Ops, Square};

/// A legal-move candidate: a step, or a capture with every formula that makes it legal.
///
/// Its `Display` is the move text of `RULES.md` §5 without a claimed formula
/// (`c1-c4`, `d3xd7`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Step { from: Square, to: Square },
    Capture { from: Square, to: Square, ops: Ops },
}

impl Move {
    #[must_use]
    pub const fn from(self) -> Square {
        match self {
            Move::Step { from, .. } | Move::Capture { from, .. } => from,
        }
    }

    #[must_use]
    pub const fn to(self) -> Square {
        match self {
            Move::Step { to, .. } | Move::Capture { to, .. } => to,
        }
    }

    #[must_use]
    pub const fn is_capture(self) -> bool {
        matches!(self, Move::Capture { .. })
    }

    /// The formulas of a capture; empty for a step.
    #[must_use]
    pub const fn ops(self) -> Ops {
        match self {
            Move::Step { .. } => Ops::EMPTY,
            Move::Capture { ops, .. } => ops,
        }
    }

    /// The support square of a capture: the one next to the attacker, toward the target.
    #[must_use]
    pub fn support(self) -> Option<Square> {
        match self {
            Move::Step { .. } => None,
            Move::Capture { from, to, .. } => {
                let (dir, _) = from.line_to(to)?;
                from.offset(dir, 1)
            }
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.is_capture() { 'x' } else { '-' };
        write!(f, "{}{sep}{}", self.from(), self.to())
    }
}

/// Upper bound on legal moves: a piece numbered n has at most n moves in each
/// of 8 directions (a capture only where it has no step), so 8 × (1 + … + 9).
pub const MAX_MOVES: usize = 360;

/// Moves without allocation, for search and perft.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;
