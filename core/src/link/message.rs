//! The messages two phones exchange: one JSON object a line, named by its
//! `type` (`docs/nearby.md`). The game travels as its record and as move
//! text, never as anything the receiver trusts: its own core checks each.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::{record::GameKind, Side};

/// The protocol's version, in the hello and the welcome: phones of two
/// versions refuse each other rather than misread each other.
pub const PROTOCOL: u32 = 1;

/// The longest line either phone reads, newline included: a record of
/// hundreds of moves fits several times over.
pub const MAX_LINE: usize = 16 * 1024;

/// One line of the link.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Message {
    /// The guest's first line: its version, the pairing number from the
    /// code, and the game it had, when it comes back to one.
    Hello {
        protocol: u32,
        pairing: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        resume: Option<Resume>,
    },
    /// The host's answer to a good hello: the game as it stands (a game
    /// record) and the side the host plays.
    Welcome {
        protocol: u32,
        game: GameKind,
        record: Value,
        host: Side,
    },
    /// Why the sender closes the link.
    Refused { reason: Refusal },
    /// The move that makes ply `ply + 1`, as move text.
    Move { ply: usize, text: String },
    /// The sender, to move, offers a draw.
    OfferDraw,
    /// The answer to the other's draw offer.
    AnswerDraw { accept: bool },
    /// The sender resigns.
    Resign,
    /// The sender asks to take back its last move, the game at `ply`
    /// plies: a request that crossed a move of the other's is stale.
    AskUndo { ply: usize },
    /// The answer to the other's request to take back a move.
    AnswerUndo { accept: bool },
    /// Nothing to say: the link is alive.
    Ping,
    /// The sender leaves; it may come back with the same code.
    Bye,
}

/// The game a guest had, to compare with the host's.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Resume {
    pub game: GameKind,
    pub record: Value,
}

/// Why a phone closed the link, as it tells the other.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Refusal {
    #[error("the other phone speaks version {theirs} of the link, this one {ours}")]
    Version { ours: u32, theirs: u32 },
    #[error("the pairing number is wrong: check the code")]
    Pairing,
    #[error("too many wrong codes: wait a minute and try again")]
    TooManyTries,
    #[error("another phone has joined this game")]
    Busy,
    #[error("the two phones' games differ: neither is a continuation of the other")]
    Conflict,
    #[error("the other phone sent something this phone refused")]
    Refused,
    #[error("the other phone expected the hello first")]
    NoHello,
}

impl Message {
    /// The message as one line, newline included.
    #[must_use]
    pub fn to_line(&self) -> String {
        let mut line = serde_json::to_string(self).expect("a message always serialises");
        line.push('\n');
        line
    }
}
