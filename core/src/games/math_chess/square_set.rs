//! Sets of squares, one bit per square: what the move generator, the
//! evaluation and the search's checks around the 0s work with.

use std::{
    fmt,
    ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Sub},
};

use crate::{games::math_chess::square::SQUARES, games::math_chess::Square};

/// A set of squares: bit `i` for the square of index `i`.
///
/// Iterating yields the squares in index order (and empties the copy
/// iterated).
///
/// ```
/// use mathchess::games::math_chess::{Square, SquareSet};
/// let (a1, e5): (Square, Square) = ("a1".parse()?, "e5".parse()?);
/// let set = SquareSet::EMPTY.with(e5).with(a1);
/// assert!(set.contains(a1) && set.len() == 2);
/// assert_eq!(set.without(a1).first(), Some(e5));
/// assert_eq!(set.collect::<Vec<_>>(), [a1, e5]);
/// # Ok::<_, mathchess::games::math_chess::ParseSquareError>(())
/// ```
#[derive(Copy, Clone, Default, PartialEq, Eq, Hash)]
pub struct SquareSet(u128);

impl SquareSet {
    pub const EMPTY: SquareSet = SquareSet(0);
    /// Every square of the board.
    pub const ALL: SquareSet = SquareSet((1 << SQUARES) - 1);

    /// The set of one square.
    #[inline]
    #[must_use]
    pub const fn from_square(sq: Square) -> SquareSet {
        SquareSet(1 << sq.index())
    }

    #[inline]
    #[must_use]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & 1 << sq.index() != 0
    }

    #[inline]
    #[must_use]
    pub const fn with(self, sq: Square) -> SquareSet {
        SquareSet(self.0 | 1 << sq.index())
    }

    #[inline]
    #[must_use]
    pub const fn without(self, sq: Square) -> SquareSet {
        SquareSet(self.0 & !(1 << sq.index()))
    }

    /// How many squares the set holds.
    #[inline]
    #[must_use]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    #[inline]
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Does the set share a square with `other`?
    #[inline]
    #[must_use]
    pub const fn meets(self, other: SquareSet) -> bool {
        self.0 & other.0 != 0
    }

    /// The square of lowest index.
    #[inline]
    #[must_use]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_bit(self.0.trailing_zeros()))
        }
    }

    /// The square of highest index.
    #[inline]
    #[must_use]
    pub const fn last(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_bit(127 - self.0.leading_zeros()))
        }
    }

    /// The set of its square of lowest index (empty if it is empty).
    #[inline]
    #[must_use]
    pub const fn lowest(self) -> SquareSet {
        SquareSet(self.0 & self.0.wrapping_neg())
    }

    /// The bits, for the few computations that shift them (a window of
    /// neighbours counted by table).
    #[inline]
    pub(crate) const fn bits(self) -> u128 {
        self.0
    }
}

impl Iterator for SquareSet {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        let first = self.first()?;
        self.0 &= self.0 - 1;
        Some(first)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let count = self.0.count_ones() as usize;
        (count, Some(count))
    }
}

impl ExactSizeIterator for SquareSet {}

impl From<Square> for SquareSet {
    #[inline]
    fn from(sq: Square) -> SquareSet {
        SquareSet::from_square(sq)
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(squares: I) -> SquareSet {
        squares.into_iter().fold(SquareSet::EMPTY, SquareSet::with)
    }
}

/// Union, intersection, symmetric difference, and difference (`a - b`:
/// the squares of `a` not in `b`). No complement: it would hold the bits
/// beyond the board.
macro_rules! set_operator {
    ($op:ident, $method:ident, $assign:ident, $assign_method:ident, $tok:tt) => {
        impl $op for SquareSet {
            type Output = SquareSet;
            #[inline]
            fn $method(self, other: SquareSet) -> SquareSet {
                SquareSet(self.0 $tok other.0)
            }
        }
        impl $assign for SquareSet {
            #[inline]
            fn $assign_method(&mut self, other: SquareSet) {
                *self = *self $tok other;
            }
        }
    };
}

set_operator!(BitOr, bitor, BitOrAssign, bitor_assign, |);
set_operator!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
set_operator!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Sub for SquareSet {
    type Output = SquareSet;
    #[inline]
    fn sub(self, other: SquareSet) -> SquareSet {
        SquareSet(self.0 & !other.0)
    }
}

impl fmt::Debug for SquareSet {
    /// `SquareSet{a1, e5}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SquareSet")?;
        f.debug_set().entries(*self).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(names: &[&str]) -> SquareSet {
        names.iter().map(|n| n.parse::<Square>().unwrap()).collect()
    }

    #[test]
    fn squares_come_out_in_index_order() {
        let squares: Vec<String> = set(&["i11", "a1", "e5"]).map(|sq| sq.to_string()).collect();
        assert_eq!(squares, ["a1", "e5", "i11"]);
        assert_eq!(SquareSet::ALL.len(), 99);
        assert!(SquareSet::ALL.eq(Square::ALL));
        let mut empty = SquareSet::EMPTY;
        assert_eq!(empty.next(), None);
    }

    #[test]
    fn set_algebra() {
        let (ab, bc) = (set(&["a1", "b1"]), set(&["b1", "c1"]));
        assert_eq!(ab | bc, set(&["a1", "b1", "c1"]));
        assert_eq!(ab & bc, set(&["b1"]));
        assert_eq!(ab ^ bc, set(&["a1", "c1"]));
        assert_eq!(ab - bc, set(&["a1"]));
        assert!(ab.meets(bc) && !ab.meets(set(&["c1"])));
        assert_eq!(ab.first(), "a1".parse().ok());
        assert_eq!(ab.last(), "b1".parse().ok());
        assert_eq!(ab.lowest(), set(&["a1"]));
        assert_eq!(SquareSet::EMPTY.lowest(), SquareSet::EMPTY);
        assert_eq!(SquareSet::EMPTY.last(), None);
        assert_eq!(format!("{ab:?}"), "SquareSet{Square(0), Square(1)}");
    }
}
