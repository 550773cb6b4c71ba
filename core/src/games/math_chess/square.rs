//! Squares of the first game's 9 × 11 board, and the eight directions'
//! steps on it.

use std::fmt;

use crate::Direction;

/// Number of files (columns), `a` to `i`.
pub const FILES: u8 = 9;
/// Number of ranks (rows), `1` to `11`.
pub const RANKS: u8 = 11;
/// Number of squares on the board.
pub const SQUARES: usize = (FILES as usize) * (RANKS as usize);

/// The names of the files, `a` to `i`, as square names and board edges show them.
const FILE_NAMES: [&str; FILES as usize] = ["a", "b", "c", "d", "e", "f", "g", "h", "i"];
/// The names of the ranks, `1` to `11`.
const RANK_NAMES: [&str; RANKS as usize] =
    ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"];

/// A square of the board, indexed `(rank − 1) × 9 + file` as in `docs/rules.md` §1.
///
/// ```
/// use mathchess::games::math_chess::Square;
/// let sq: Square = "d3".parse()?;
/// assert_eq!(sq.index(), 21);
/// assert_eq!(sq.to_string(), "d3");
/// # Ok::<_, mathchess::games::math_chess::ParseSquareError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

crate::board_square::square_basics!();

impl Square {
    /// The square of bit `bit` of a [`SquareSet`](crate::games::math_chess::SquareSet), which
    /// holds only squares of the board.
    #[inline]
    pub(crate) const fn from_bit(bit: u32) -> Square {
        debug_assert!(
            (bit as usize) < SQUARES,
            "a square set holds board squares only"
        );
        Square(bit as u8)
    }

    /// The name of the file, `a` to `i`: the square's column label.
    #[must_use]
    pub const fn file_name(self) -> &'static str {
        FILE_NAMES[self.file() as usize]
    }

    /// The name of the rank, `1` to `11`: the square's row label.
    #[must_use]
    pub const fn rank_name(self) -> &'static str {
        RANK_NAMES[self.rank() as usize]
    }

    /// The square `distance` steps away in `dir`, if on the board.
    #[must_use]
    pub const fn offset(self, dir: Direction, distance: u8) -> Option<Square> {
        if distance <= dir.ray_len(self) {
            Some(self.step_unchecked(dir, distance))
        } else {
            None
        }
    }

    /// The square `distance` steps away in `dir`; the caller knows it is on the board.
    #[inline]
    pub(crate) const fn step_unchecked(self, dir: Direction, distance: u8) -> Square {
        Square((self.0 as i16 + dir.delta() as i16 * distance as i16) as u8)
    }

    /// The square seen from the other side of the board (rotated 180°).
    #[must_use]
    pub const fn rotated(self) -> Square {
        Square((SQUARES - 1) as u8 - self.0)
    }

    /// The direction and distance from `self` to `to`, if they share a line.
    #[must_use]
    pub fn line_to(self, to: Square) -> Option<(Direction, u8)> {
        let df = to.file() as i8 - self.file() as i8;
        let dr = to.rank() as i8 - self.rank() as i8;
        if (df, dr) == (0, 0) || (df != 0 && dr != 0 && df.abs() != dr.abs()) {
            return None;
        }
        let dir = Direction::from_signs(df.signum(), dr.signum())?;
        Some((dir, df.abs().max(dr.abs()) as u8))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.file_name())?;
        f.write_str(self.rank_name())
    }
}

/// The text is not a square name (`a1` … `i11`), or the index is not below 99.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a square (a1 … i11)")]
pub struct ParseSquareError;

/// A direction's steps on this board.
impl Direction {
    /// Change of square index for one step.
    #[inline]
    const fn delta(self) -> i8 {
        DELTAS[self as usize]
    }

    /// Does a step in this direction raise the square index?
    #[inline]
    pub(crate) const fn ascends(self) -> bool {
        self.delta() > 0
    }

    /// How many steps fit on the board from `from` in this direction.
    #[inline]
    #[must_use]
    pub const fn ray_len(self, from: Square) -> u8 {
        RAY_LEN[from.index()][self as usize]
    }
}

/// [`Direction::delta`] by direction: a lookup instead of a `match` in the
/// move generator's inner loops.
const DELTAS: [i8; 8] = {
    let mut deltas = [0; 8];
    let mut d = 0;
    while d < 8 {
        let (df, dr) = Direction::ALL[d].signs();
        deltas[d] = dr * FILES as i8 + df;
        d += 1;
    }
    deltas
};

const RAY_LEN: [[u8; 8]; SQUARES] = {
    let mut table = [[0; 8]; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        let mut d = 0;
        while d < 8 {
            let (df, dr) = Direction::ALL[d].signs();
            let (mut f, mut r) = ((sq % 9) as i8, (sq / 9) as i8);
            let mut len = 0;
            loop {
                f += df;
                r += dr;
                if f < 0 || f >= FILES as i8 || r < 0 || r >= RANKS as i8 {
                    break;
                }
                len += 1;
            }
            table[sq][d] = len;
            d += 1;
        }
        sq += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_stay_on_board() {
        let a1 = Square::new(0);
        assert_eq!(a1.offset(Direction::North, 10), "a11".parse().ok());
        assert_eq!(a1.offset(Direction::North, 11), None);
        assert_eq!(a1.offset(Direction::West, 1), None);
        assert_eq!(a1.offset(Direction::NorthEast, 8), "i9".parse().ok());
        let i11: Square = "i11".parse().unwrap();
        assert_eq!(i11.offset(Direction::SouthWest, 8), "a3".parse().ok());
        assert_eq!(i11.offset(Direction::East, 1), None);
    }

    #[test]
    fn lines() {
        let d3: Square = "d3".parse().unwrap();
        let d7: Square = "d7".parse().unwrap();
        assert_eq!(d3.line_to(d7), Some((Direction::North, 4)));
        assert_eq!(d7.line_to(d3), Some((Direction::South, 4)));
        assert_eq!(d3.line_to("e5".parse().unwrap()), None);
        assert_eq!(d3.line_to(d3), None);
        assert_eq!(
            d3.line_to("a6".parse().unwrap()),
            Some((Direction::NorthWest, 3))
        );
    }
}
