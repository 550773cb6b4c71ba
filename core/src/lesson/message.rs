//! A lesson's sentences as data, for the apps to say in their own
//! languages: a stable key their string resources hold, and the
//! arguments in order (numbers, squares, sides, operations, capture
//! rules, endings). The English of each is the [`Display`](std::fmt::Display)
//! of what it describes (a task, a refusal), for the terminal and as the
//! translators' source; `docs/bindings.md` lists the keys. A task's
//! English is made from its message ([`Sentence`]), so that the two say
//! the same.

use std::fmt;

use crate::{
    games::capture_the_flag::{self, CaptureRule as FlagRule},
    games::math_chess::Op,
    session::CaptureRule,
    session::Place,
    Side,
};

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
    Ending(capture_the_flag::EndReason),
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

/// A message written once with its English: the key, the English with
/// `{}` for each argument in order, and the arguments. Its `Display` is
/// the English, each argument said as a sentence of the lessons says it
/// (an operation as `a sum`, a capture rule as the way it takes).
#[derive(Clone, Debug)]
pub struct Sentence {
    pub key: &'static str,
    pub english: &'static str,
    pub args: Vec<Arg>,
}

impl Sentence {
    #[must_use]
    pub fn new(key: &'static str, english: &'static str, args: Vec<Arg>) -> Sentence {
        debug_assert_eq!(
            english.matches("{}").count(),
            args.len(),
            "{key}: one {{}} an argument"
        );
        Sentence { key, english, args }
    }

    /// The sentence as data, for the apps' own words.
    #[must_use]
    pub fn message(self) -> Message {
        Message::new(self.key, self.args)
    }
}

impl fmt::Display for Sentence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut pieces = self.english.split("{}");
        f.write_str(pieces.next().unwrap_or_default())?;
        for (piece, arg) in pieces.zip(&self.args) {
            english(arg, f)?;
            f.write_str(piece)?;
        }
        Ok(())
    }
}

/// An argument in the lessons' English.
fn english(arg: &Arg, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match arg {
        Arg::Number(n) => write!(f, "{n}"),
        Arg::Square(place) => f.write_str(place.name),
        Arg::Squares(places) => {
            let names: Vec<&str> = places.iter().map(|p| p.name).collect();
            f.write_str(&names.join(", "))
        }
        Arg::Side(side) => write!(f, "{side}"),
        Arg::Op(op) | Arg::Rule(CaptureRule::Operation(op)) => f.write_str(op_words(*op)),
        Arg::Rule(CaptureRule::Flag(rule)) => f.write_str(rule_words(*rule)),
        Arg::Ending(reason) => write!(f, "{reason}"),
        Arg::Text(text) => f.write_str(text),
    }
}

/// An operation in words: `a sum`.
fn op_words(op: Op) -> &'static str {
    match op {
        Op::Add => "a sum",
        Op::Sub => "a difference",
        Op::Mul => "a product",
        Op::Div => "a quotient",
        Op::Rem => "a remainder",
    }
}

/// A capture rule of Capture the Flag in words: the way it takes.
fn rule_words(rule: FlagRule) -> &'static str {
    match rule {
        FlagRule::T1 => "moving onto it on a base line (T1)",
        FlagRule::T2 => "moving onto a 2 that stands on your colour (T2)",
        FlagRule::T3 => "moving onto it with a 2 across the line (T3)",
        FlagRule::T4 => "moving onto it on your own base line with a multiple of it (T4)",
        FlagRule::D => "standing between two pieces with a multiple of their sum (D)",
        FlagRule::P => "a pincer of two attackers whose sum is a multiple of it (P)",
        FlagRule::G => "a pincer of a guard and an attacker (G)",
        FlagRule::E => "closing three sides of it on the edge (E)",
        FlagRule::S => "the siege of a guard on its home (S)",
        FlagRule::Q => "closing its four sides (Q)",
    }
}
