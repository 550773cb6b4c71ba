//! The numbered pieces of Capture the Flag: attackers 1–11 and guards 15–18.

use crate::Side;

crate::board_square::piece_basics! {
    /// A piece: its side and its number, an attacker 1 to 11 or a guard 15 to 18.
    ///
    /// ```
    /// use mathchess::{games::capture_the_flag::Piece, Side};
    /// let guard = Piece::new(Side::Red, 16);
    /// assert!(guard.is_guard());
    /// assert_eq!(guard.to_string(), "R16");
    /// ```
    numbers: 1..=11 | 15..=18, "1 to 11 or 15 to 18"
}

impl Piece {
    /// A guard, 15 to 18 (the patent's 護衛子).
    #[must_use]
    pub const fn is_guard(self) -> bool {
        self.number >= 15
    }

    /// Compact code: the number, plus 32 for Red (0 is kept for an empty square).
    pub(crate) const fn code(self) -> u8 {
        self.number | (self.side as u8) << 5
    }

    /// The piece for a code made by [`Piece::code`]; `None` for 0.
    pub(crate) const fn from_code(code: u8) -> Option<Piece> {
        if code == 0 {
            return None;
        }
        let side = if code >> 5 == 0 {
            Side::Blue
        } else {
            Side::Red
        };
        Some(Piece {
            side,
            number: code & 31,
        })
    }
}

/// The side of a piece code, for callers that know it is not empty.
#[inline]
pub(crate) const fn code_side(code: u8) -> usize {
    (code >> 5) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guards_and_code_sides() {
        for side in Side::ALL {
            for n in (1..=11).chain(15..=18) {
                let p = Piece::new(side, n);
                assert_eq!(code_side(p.code()), side.index());
                assert_eq!(p.is_guard(), n >= 15);
            }
        }
        for bad in [0, 12, 14, 19] {
            assert_eq!(Piece::try_new(Side::Blue, bad), None);
        }
    }
}
