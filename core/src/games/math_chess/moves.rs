//! Moves: steps and captures with their formulas.

use std::fmt;

use arrayvec::ArrayVec;

use crate::{
    games::math_chess::formula::Ops, games::math_chess::square::SQUARES, games::math_chess::Square,
    Direction,
};

/// A legal-move candidate: a step, or a capture with every formula that makes it legal.
///
/// Its `Display` is the move text of `docs/rules.md` §5 without a claimed formula
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

/// The most legal moves any placement can have: 572. Any placement is a
/// position (`docs/rules.md` §5), with as many 9s as it likes.
///
/// Proof, line by line. Every move runs along one line of the board (a row,
/// a column or a diagonal). Take a line of `L` squares, `m ≥ 1` of them held
/// by the side to move, the first at place `p` and the last at place `q`
/// (counting 1 to `L`). A move along the line in one direction lands beyond
/// the first own piece in that direction, on a square the side does not
/// hold; and no two such moves land on the same square, because the mover
/// is the first piece met looking back from the target (a step) or the
/// second (a capture: the first is its support). So one direction has at
/// most `(L − p) − (m − 1)` moves and the other `(q − 1) − (m − 1)`:
/// together `L + 1 − 2m + (q − p)`, which is `L − 1` for `m = 1` and at most
/// `2L − 2m ≤ 2L − 4` for `m ≥ 2` (a line without own pieces has none).
/// Summed over the lines of the board, `Σ max(L − 1, 2L − 4)` is 572.
///
/// The most found in a search over placements is 492: 9s on every edge
/// square but two corners, which hold the 0s (`tests/math_chess/crowded.rs`).
pub const MAX_MOVES: usize = most_moves_by_lines();

const fn most_moves_by_lines() -> usize {
    let mut total = 0;
    let mut sq = 0;
    while sq < SQUARES {
        let from = Square::new(sq as u8);
        // North, north-east, east and south-east cover each line once; a
        // line starts where the opposite direction leaves the board.
        let mut d = 0;
        while d < 4 {
            if Direction::ALL[d + 4].ray_len(from) == 0 {
                let len = 1 + Direction::ALL[d].ray_len(from) as usize;
                total += if len <= 3 { len - 1 } else { 2 * len - 4 };
            }
            d += 1;
        }
        sq += 1;
    }
    total
}

/// Moves without allocation, for search and perft.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bound_sums_the_lines_of_the_board() {
        // Rows: 11 × (2·9 − 4); columns: 9 × (2·11 − 4); each diagonal
        // direction: lengths 1 to 8 twice and 9 three times.
        let diagonals = 2 * (1 + 2 + 4 + 6 + 8 + 10 + 12) + 3 * 14;
        assert_eq!(MAX_MOVES, 11 * 14 + 9 * 18 + 2 * diagonals);
        assert_eq!(MAX_MOVES, 572);
    }
}
