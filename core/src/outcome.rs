//! How a game ended, written once for both games: the winner and the
//! game's own reason ([`math_chess::EndReason`](crate::games::math_chess::EndReason),
//! [`capture_the_flag::EndReason`](crate::games::capture_the_flag::EndReason)).

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::Side;

/// The end of a game: the winner (`None` for a draw) and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome<R> {
    pub winner: Option<Side>,
    pub reason: R,
}

/// What every game's reasons hold besides its endings on the board: the
/// two that the players declare.
pub trait EndReason: Copy + Eq {
    const RESIGNATION: Self;
    const AGREED_DRAW: Self;
}

impl<R> Outcome<R> {
    /// `winner` won, for `reason`.
    #[must_use]
    pub const fn win(winner: Side, reason: R) -> Outcome<R> {
        Outcome {
            winner: Some(winner),
            reason,
        }
    }

    /// A draw, for `reason`.
    #[must_use]
    pub const fn draw(reason: R) -> Outcome<R> {
        Outcome {
            winner: None,
            reason,
        }
    }
}

impl<R: EndReason> Outcome<R> {
    /// `side` resigned: the other side wins.
    #[must_use]
    pub fn resignation(side: Side) -> Outcome<R> {
        Outcome::win(!side, R::RESIGNATION)
    }

    /// Both players agreed to a draw.
    #[must_use]
    pub fn agreed_draw() -> Outcome<R> {
        Outcome::draw(R::AGREED_DRAW)
    }

    /// The side that resigned, if this is a resignation.
    #[must_use]
    pub fn resigned(&self) -> Option<Side> {
        self.winner
            .filter(|_| self.reason == R::RESIGNATION)
            .map(|winner| !winner)
    }

    /// Is this a resignation or an agreed draw, as the players declare them
    /// (a winner for a resignation, none for a draw)?
    #[must_use]
    pub fn is_declared(&self) -> bool {
        (self.reason == R::RESIGNATION && self.winner.is_some())
            || (self.reason == R::AGREED_DRAW && self.winner.is_none())
    }
}

impl<R: fmt::Display> fmt::Display for Outcome<R> {
    /// For people: `Blue wins (a 0 was captured)`, `draw (agreed)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(side) => write!(f, "{side} wins ({})", self.reason),
            None => write!(f, "draw ({})", self.reason),
        }
    }
}

/// `Blue wins (resignation)`, or a game still going.
pub(crate) fn result_text<R: fmt::Display>(outcome: Option<Outcome<R>>) -> String {
    outcome.map_or_else(|| "a game still going".to_owned(), |o| o.to_string())
}
