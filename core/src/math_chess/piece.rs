//! The two sides and their numbered pieces.

use std::{fmt, ops::Not, str::FromStr};

use serde::{Deserialize, Serialize};

/// One of the two players. Blue sits at rank 1, Red at rank 11.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Blue,
    Red,
}

impl Side {
    pub const ALL: [Side; 2] = [Side::Blue, Side::Red];

    /// 0 for Blue, 1 for Red.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The letter used in position strings and piece codes: `b` or `r`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Side::Blue => 'b',
            Side::Red => 'r',
        }
    }

    /// The side's name in rule options and on the command line: `blue` or `red`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Side::Blue => "blue",
            Side::Red => "red",
        }
    }

    /// The side for a position string's side-to-move letter.
    #[must_use]
    pub const fn from_letter(letter: u8) -> Option<Side> {
        match letter {
            b'b' => Some(Side::Blue),
            b'r' => Some(Side::Red),
            _ => None,
        }
    }
}

impl Not for Side {
    type Output = Side;
    fn not(self) -> Side {
        match self {
            Side::Blue => Side::Red,
            Side::Red => Side::Blue,
        }
    }
}

impl FromStr for Side {
    type Err = ParseSideError;
    /// `blue` or `red`, as [`Side::name`] writes them.
    fn from_str(s: &str) -> Result<Side, ParseSideError> {
        Side::ALL
            .into_iter()
            .find(|side| side.name() == s)
            .ok_or(ParseSideError)
    }
}

/// The text is not `blue` or `red`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a side (blue or red)")]
pub struct ParseSideError;

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Blue => "Blue",
            Side::Red => "Red",
        })
    }
}

/// A piece: its side and its number, 0 to 9.
///
/// ```
/// use mathchess::{Piece, Side};
/// let p = Piece::new(Side::Blue, 7);
/// assert_eq!(p.to_string(), "B7");
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    side: Side,
    number: u8,
}

impl Piece {
    /// # Panics
    /// If `number > 9`. Use [`Piece::try_new`] for untrusted input.
    #[track_caller]
    #[must_use]
    pub const fn new(side: Side, number: u8) -> Piece {
        assert!(number <= 9, "piece numbers are 0 to 9");
        Piece { side, number }
    }

    /// The piece, if `number` is 0 to 9.
    #[must_use]
    pub const fn try_new(side: Side, number: u8) -> Option<Piece> {
        if number <= 9 {
            Some(Piece { side, number })
        } else {
            None
        }
    }

    #[must_use]
    pub const fn side(self) -> Side {
        self.side
    }

    #[must_use]
    pub const fn number(self) -> u8 {
        self.number
    }

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

impl fmt::Display for Piece {
    /// `B7`, `R0`: the piece code of position strings.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = self.side.letter().to_ascii_uppercase();
        write!(f, "{letter}{}", self.number)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for side in Side::ALL {
            for n in 0..=9 {
                let p = Piece::new(side, n);
                assert_eq!(Piece::from_code(p.code()), Some(p));
            }
        }
        assert_eq!(Piece::from_code(0), None);
        assert_eq!(Piece::from_code(21), None);
        assert_eq!(Piece::try_new(Side::Red, 10), None);
    }

    #[test]
    fn sides() {
        assert_eq!(!Side::Blue, Side::Red);
        assert_eq!(Side::from_letter(b'r'), Some(Side::Red));
        assert_eq!(Side::from_letter(b'R'), None);
        for side in Side::ALL {
            assert_eq!(side.name().parse(), Ok(side));
            // The same names as the records use.
            assert_eq!(
                serde_json::to_string(&side).unwrap(),
                format!("\"{}\"", side.name())
            );
        }
        assert_eq!("Blue".parse::<Side>(), Err(ParseSideError));
    }
}
