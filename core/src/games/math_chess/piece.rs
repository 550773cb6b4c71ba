//! The first game's numbered pieces, 0 to 9 of each side.

use crate::Side;

crate::board_square::piece_basics! {
    /// A piece: its side and its number, 0 to 9.
    ///
    /// ```
    /// use mathchess::{Side, games::math_chess::Piece};
    /// let p = Piece::new(Side::Blue, 7);
    /// assert_eq!(p.to_string(), "B7");
    /// ```
    numbers: 0..=9, "0 to 9"
}

impl Piece {
    /// Compact code 1..=20 (0 is kept for an empty square): the codes of
    /// `side` start at [`Piece::first_code`].
    pub(crate) const fn code(self) -> u8 {
        Piece::first_code(self.side) + self.number
    }

    /// The code of `side`'s 0; its 9 is 9 codes on.
    const fn first_code(side: Side) -> u8 {
        1 + side as u8 * 10
    }

    /// The number of the piece of `side` coded `code`, for callers that know
    /// the code is one of `side`'s (anything else gives a meaningless
    /// number, never a panic): the move generator's fast path.
    #[inline]
    pub(crate) const fn number_in_code(code: u8, side: Side) -> u8 {
        code.wrapping_sub(Piece::first_code(side))
    }

    /// The piece for a code made by [`Piece::code`].
    #[inline]
    pub(crate) const fn from_code(code: u8) -> Option<Piece> {
        // One range test a side (the move generator's inner loop asks this
        // of every neighbour); each range keeps the number within 0..=9.
        const BLUE: u8 = Piece::first_code(Side::Blue);
        const RED: u8 = Piece::first_code(Side::Red);
        const RED_NINE: u8 = RED + 9;
        match code {
            BLUE..RED => Some(Piece {
                side: Side::Blue,
                number: code - BLUE,
            }),
            RED..=RED_NINE => Some(Piece {
                side: Side::Red,
                number: code - RED,
            }),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_past_nine() {
        assert_eq!(Piece::from_code(21), None);
        assert_eq!(Piece::try_new(Side::Red, 10), None);
    }
}
