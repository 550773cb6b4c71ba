//! The one error type of the boundary. Kotlin sees `FfiException` with one
//! subclass per variant, Swift an `enum FfiError: Error`; apps switch on the
//! variant and show their own localised text, while `detail` (the core's
//! English message) is for logs.

use mathchess::{notation::ParsePositionError, session::SessionError, RulesError};

use crate::snapshot::Rejection;

#[derive(Debug, thiserror::Error, uniffi::Error)]
pub enum FfiError {
    /// A position string that cannot be read.
    #[error("invalid position: {detail}")]
    InvalidPosition { detail: String },
    /// Rule options out of range (a points target must be 1 to 45).
    #[error("invalid rules: {detail}")]
    InvalidRules { detail: String },
    /// A computer level outside 1 to 8.
    #[error("computer level {level} does not exist (levels are 1 to 8)")]
    InvalidLevel { level: u8 },
    /// A saved game that is not a valid record; `detail` names the field or move.
    #[error("invalid game record: {detail}")]
    InvalidRecord { detail: String },
    /// A tap on an index that is no square (0 to 98).
    #[error("no square has index {index}")]
    NoSuchSquare { index: u32 },
    /// `choose` without an open move choice.
    #[error("no move choice is open")]
    NoChoice,
    #[error("the move choice has only {count} options")]
    NoSuchOption { index: u32, count: u32 },
    #[error("there is no move to undo")]
    NothingToUndo,
    #[error("there is no move to redo")]
    NothingToRedo,
    #[error("ply {ply} is not in the game")]
    NoSuchPly { ply: u32 },
    /// The action does not fit the session's state now (e.g. answering a draw
    /// nobody offered, resigning a finished game).
    #[error("not allowed now: {detail}")]
    NotAllowed { detail: String },
    /// The session refused for a reason a tap would show.
    #[error("refused: {reason:?}")]
    Rejected { reason: Rejection },
    /// A move the rules do not allow.
    #[error("illegal move: {detail}")]
    IllegalMove { detail: String },
    /// The computer found no move (its search was stopped before it had one).
    #[error("the computer found no move")]
    NoComputerMove,
}

impl From<ParsePositionError> for FfiError {
    fn from(e: ParsePositionError) -> FfiError {
        FfiError::InvalidPosition {
            detail: e.to_string(),
        }
    }
}

impl From<RulesError> for FfiError {
    fn from(e: RulesError) -> FfiError {
        FfiError::InvalidRules {
            detail: e.to_string(),
        }
    }
}

impl From<SessionError> for FfiError {
    fn from(e: SessionError) -> FfiError {
        let detail = e.to_string();
        match e {
            SessionError::NoSuchSquare(index) => FfiError::NoSuchSquare { index },
            SessionError::Rejected(reason) => FfiError::Rejected {
                reason: reason.into(),
            },
            SessionError::NoChoice => FfiError::NoChoice,
            SessionError::NoSuchOption { index, count } => FfiError::NoSuchOption {
                index: saturate(index),
                count: saturate(count),
            },
            SessionError::NothingToUndo => FfiError::NothingToUndo,
            SessionError::NothingToRedo => FfiError::NothingToRedo,
            SessionError::NoSuchPly { ply, .. } => FfiError::NoSuchPly { ply: saturate(ply) },
            SessionError::Level(level) => FfiError::InvalidLevel { level },
            SessionError::NoComputerMove => FfiError::NoComputerMove,
            SessionError::Game(_) => FfiError::IllegalMove { detail },
            SessionError::Record(_) | SessionError::SavedField { .. } => {
                FfiError::InvalidRecord { detail }
            }
            SessionError::AtStart
            | SessionError::AtLive
            | SessionError::NoDrawOffer
            | SessionError::OwnDrawOffer(_)
            | SessionError::NotTwoPlayers
            | SessionError::ComputerSide => FfiError::NotAllowed { detail },
        }
    }
}

fn saturate(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}
