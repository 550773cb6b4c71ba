//! The two sides, Blue and Red, of both games.

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
        by_name(&Side::ALL, Side::name, s).ok_or(ParseSideError)
    }
}

/// The one of `all` whose `name` is `text`: reading any choice made by
/// name (a side, a rule option's value, a preset).
pub(crate) fn by_name<T: Copy>(all: &[T], name: fn(T) -> &'static str, text: &str) -> Option<T> {
    all.iter().copied().find(|&choice| name(choice) == text)
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

#[cfg(test)]
mod tests {
    use super::*;

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
