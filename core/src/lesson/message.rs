//! A lesson's sentences as data, for the apps to say in their own
//! languages: a stable key their string resources hold, and the
//! arguments in order (numbers, squares, sides, operations, capture
//! rules, endings). The English of each is the [`Display`](std::fmt::Display)
//! of what it describes (a task, a refusal), for the terminal and as the
//! translators' source; `docs/bindings.md` lists the keys.

use crate::{flag, math_chess::Op, session::CaptureRule, session::Place, Side};

/// A sentence: its key and its arguments.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Message {
    /// `task.math_chess.capture_with`, `illegal.math_chess.too_far`.
    pub key: &'static str,
    pub args: Vec<Arg>,
}

impl Message {
    #[must_use]
    pub fn new(key: &'static str, args: Vec<Arg>) -> Message {
        Message { key, args }
    }
}

/// One argument of a [`Message`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Arg {
    /// A piece's number, a distance, a result.
    Number(u32),
    Square(Place),
    Squares(Vec<Place>),
    Side(Side),
    /// The first game's operation.
    Op(Op),
    /// A capture rule (Capture the Flag's T1 … Q).
    Rule(CaptureRule),
    /// How Capture the Flag is won.
    Ending(flag::EndReason),
    /// Move text or a formula as the game writes it (`d3xd7`, `7-4`).
    Text(String),
}

impl Arg {
    /// A number of either size the rules use.
    #[must_use]
    pub fn number(n: impl Into<u32>) -> Arg {
        Arg::Number(n.into())
    }
}
