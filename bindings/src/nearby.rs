//! Nearby play across the boundary: the link's state and problems as plain
//! enums, so that a shell shows them in its own words and parses nothing.

use mathchess::{
    link::{self, CodeError, JoinCode, LinkError, Role},
    session::{self, NearbyError},
    Side,
};

/// Which end of the link this phone holds.
#[uniffi::remote(Enum)]
pub enum Role {
    /// Shows the code and decides the game.
    Host,
    /// Joined with the host's code.
    Guest,
}

/// Why a phone refused the other, as it said.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Refusal {
    /// The two phones run versions of the app that cannot play each other.
    Version,
    /// The pairing number is wrong: the code was mistyped.
    Pairing,
    /// Too many wrong codes in the last minute: wait, then try again.
    TooManyTries,
    /// Another phone has joined this game.
    Busy,
    /// The two phones' games went apart: neither continues the other.
    Conflict,
    /// The other phone sent something this phone's rules refused.
    Refused,
    /// The other phone did not say hello first.
    NoHello,
}

impl From<link::Refusal> for Refusal {
    fn from(refusal: link::Refusal) -> Refusal {
        match refusal {
            link::Refusal::Version { .. } => Refusal::Version,
            link::Refusal::Pairing => Refusal::Pairing,
            link::Refusal::TooManyTries => Refusal::TooManyTries,
            link::Refusal::Busy => Refusal::Busy,
            link::Refusal::Conflict => Refusal::Conflict,
            link::Refusal::Refused => Refusal::Refused,
            link::Refusal::NoHello => Refusal::NoHello,
        }
    }
}

/// Why the link is down, or why joining failed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum LinkProblem {
    /// The other phone closed the link (app closed, network lost).
    Closed,
    /// The other player left the game.
    Left,
    /// The other phone has been silent too long.
    Silent,
    /// The other phone sent a line that is no message of this app.
    BadLine,
    /// The other phone refused this one.
    Refused { refusal: Refusal },
    /// No game is hosted at the code's address.
    Unreachable,
    /// This phone cannot listen on its network (host).
    CannotListen,
    /// This phone is on no network a friend could reach.
    NoNetwork,
    /// The network failed.
    Network,
}

impl From<&LinkError> for LinkProblem {
    fn from(error: &LinkError) -> LinkProblem {
        match error {
            LinkError::Closed => LinkProblem::Closed,
            LinkError::Left => LinkProblem::Left,
            LinkError::Silent => LinkProblem::Silent,
            LinkError::LineTooLong
            | LinkError::NotUtf8
            | LinkError::NotAMessage(_)
            | LinkError::Unexpected(_) => LinkProblem::BadLine,
            LinkError::Refused(refusal) => LinkProblem::Refused {
                refusal: (*refusal).into(),
            },
            LinkError::Unreachable(_) => LinkProblem::Unreachable,
            LinkError::CannotListen { .. } => LinkProblem::CannotListen,
            LinkError::Network(_) => LinkProblem::Network,
        }
    }
}

/// The link as a screen shows it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Connection {
    /// The host waits for the other phone, to join or to come back.
    Waiting,
    Connected,
    /// The guest lost the host: it may rejoin (`GameSession.rejoin()`).
    Lost {
        problem: LinkProblem,
    },
}

impl From<&session::Connection> for Connection {
    fn from(connection: &session::Connection) -> Connection {
        match connection {
            session::Connection::Waiting => Connection::Waiting,
            session::Connection::Connected => Connection::Connected,
            session::Connection::Lost(error) => Connection::Lost {
                problem: error.into(),
            },
        }
    }
}

/// A game against another phone, as the snapshot shows it. Each `may…`
/// is exactly what the session accepts now.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct NearbyView {
    pub role: Role,
    /// The join code: the host shows it large; the guest keeps it to rejoin.
    pub code: String,
    pub connection: Connection,
    /// `GameSession.rejoin()` may be tried.
    pub may_rejoin: bool,
    /// The side that asked to take back its last move.
    pub undo_asked: Option<Side>,
    /// `GameSession.askUndo()` would succeed.
    pub may_ask_undo: bool,
    /// `GameSession.answerUndo(accept)` would succeed.
    pub may_answer_undo: bool,
}

impl From<session::NearbyView> for NearbyView {
    fn from(view: session::NearbyView) -> NearbyView {
        NearbyView {
            role: view.role,
            code: view.code.to_string(),
            connection: (&view.connection).into(),
            may_rejoin: view.may_rejoin,
            undo_asked: view.undo_asked,
            may_ask_undo: view.may_ask_undo,
            may_answer_undo: view.may_answer_undo,
        }
    }
}

/// What is wrong with a typed join code.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum JoinCodeProblem {
    /// A code has 16 letters and digits; this one has `count`.
    Length { count: u32 },
    /// `character` is not a letter or digit of a join code.
    Character { character: String },
    /// A character is mistyped: the check does not match.
    Mistyped,
}

impl From<CodeError> for JoinCodeProblem {
    fn from(error: CodeError) -> JoinCodeProblem {
        match error {
            CodeError::Length(count) => JoinCodeProblem::Length {
                count: u32::try_from(count).unwrap_or(u32::MAX),
            },
            CodeError::Character(c) => JoinCodeProblem::Character {
                character: c.to_string(),
            },
            CodeError::Mistyped => JoinCodeProblem::Mistyped,
        }
    }
}

/// Why a call about the other phone was refused, or what it sent.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum NearbyProblem {
    /// The link failed: `problem` says how.
    Link { problem: LinkProblem },
    /// The other phone sent a move, offer or answer this phone's rules refuse.
    PeerBroke,
    /// The two phones' games went apart.
    Conflict,
    /// This game is not played against another phone.
    NotNearby,
    /// That side is the other phone's to play.
    OtherPhonesSide,
    /// Against another phone, ask it to take back a move (`askUndo`).
    AskToUndo,
    /// A request to take back a move is already open.
    UndoAlreadyAsked,
    /// Only the player of the last move asks, in a live game, connected.
    NoUndoToAsk,
    /// Nothing was asked or offered to answer.
    NothingToAnswer,
    /// The other phone is connected: nothing to rejoin.
    Connected,
    /// Only the phone that joined rejoins; the host waits.
    HostWaits,
}

impl From<&NearbyError> for NearbyProblem {
    fn from(error: &NearbyError) -> NearbyProblem {
        match error {
            NearbyError::OutOfTurn
            | NearbyError::WrongPly { .. }
            | NearbyError::BadMove { .. }
            | NearbyError::Unexpected(_)
            | NearbyError::BadRecord(_) => NearbyProblem::PeerBroke,
            NearbyError::NothingToAnswer | NearbyError::NoUndoAsked => {
                NearbyProblem::NothingToAnswer
            }
            NearbyError::Conflict => NearbyProblem::Conflict,
            NearbyError::NotNearby => NearbyProblem::NotNearby,
            NearbyError::OtherPhonesSide(_) => NearbyProblem::OtherPhonesSide,
            NearbyError::AskToUndo => NearbyProblem::AskToUndo,
            NearbyError::UndoAlreadyAsked => NearbyProblem::UndoAlreadyAsked,
            NearbyError::NoUndoToAsk => NearbyProblem::NoUndoToAsk,
            NearbyError::Connected => NearbyProblem::Connected,
            NearbyError::HostWaits => NearbyProblem::HostWaits,
            NearbyError::Link(error) => NearbyProblem::Link {
                problem: error.into(),
            },
        }
    }
}

/// A typed join code, read: the same code written as the host shows it
/// (`R0MA-0Q2F-H2XP-3K7C`), for a join screen that checks as the player
/// types. Nothing is sent.
///
/// # Errors
/// [`crate::FfiError::InvalidJoinCode`] saying what is wrong.
#[uniffi::export]
pub fn check_join_code(code: String) -> Result<String, crate::FfiError> {
    crate::error::guard(|| Ok(read_code(&code)?.to_string()))
}

pub(crate) fn read_code(code: &str) -> Result<JoinCode, crate::FfiError> {
    code.parse()
        .map_err(|error: CodeError| crate::FfiError::InvalidJoinCode {
            detail: error.to_string(),
            problem: error.into(),
        })
}
