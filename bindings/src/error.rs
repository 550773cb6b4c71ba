//! The one error type of the boundary. Kotlin sees `FfiException` with one
//! subclass per variant, Swift an `enum FfiError: Error`; apps switch on the
//! variant (and its typed fields) and show their own localised text, while
//! `detail` (the core's English message) is for logs.

use mathchess::{
    games::capture_the_flag,
    games::math_chess::notation::{ParsePositionError, RankError},
    record::{EnvelopeError, ReadError, RecordError, Recorded, ReplayError},
    session::SessionError,
    unwind::catch_panic,
    Side,
};

use crate::snapshot::Rejection;

#[derive(Debug, thiserror::Error, uniffi::Error)]
pub enum FfiError {
    /// A position string that cannot be read.
    #[error("invalid position: {detail}")]
    InvalidPosition {
        problem: PositionProblem,
        detail: String,
    },
    /// A points target outside 1 to 45.
    #[error("points target {points} is not between 1 and 45")]
    InvalidPointsTarget { points: u8 },
    /// A computer level outside `computerLevels()`.
    #[error("computer level {level} does not exist")]
    InvalidLevel { level: u8 },
    /// A saved game that is not a valid record.
    #[error("invalid game record: {detail}")]
    InvalidRecord {
        problem: RecordProblem,
        detail: String,
    },
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
    /// `browseBack` at the start position.
    #[error("already at the start of the game")]
    AtStart,
    /// `browseForward` when not browsing.
    #[error("already at the live position")]
    AtLive,
    /// Answering a draw nobody offered.
    #[error("there is no draw offer to answer")]
    NoDrawOffer,
    /// The side that offered a draw cannot answer it.
    #[error("{side:?} offered the draw: the other player answers it")]
    OwnDrawOffer { side: Side },
    #[error("a draw is already offered")]
    DrawAlreadyOffered,
    /// Only the side to move offers a draw.
    #[error("{side:?} is not to move")]
    NotToMove { side: Side },
    /// Draw offers are for two players on one device.
    #[error("draw offers are for two players on one device")]
    NotTwoPlayers,
    /// The computer's side cannot resign from the device.
    #[error("the computer's side cannot resign")]
    ComputerSide,
    /// The session refused for a reason a tap would show (the game is over,
    /// a player is browsing history, …).
    #[error("refused: {reason:?}")]
    Rejected { reason: Rejection },
    /// The computer's move broke the rules: a defect, `detail` says how.
    #[error("the computer's move is not legal: {detail}")]
    IllegalComputerMove { detail: String },
    /// `showHint` after the game moved on: the hint is not shown.
    #[error("the game has moved on since the hint was asked for")]
    StaleHint,
    /// The computer found no move (its search was stopped before it had one).
    #[error("the computer found no move")]
    NoComputerMove,
    /// The computer's search failed (a bug). The session still works: the
    /// computer's turn can be asked for again, or the last move undone.
    #[error("the computer's search failed: {detail}")]
    ComputerFailed { detail: String },
    /// A bug in the core stopped the call; `detail` is for a log.
    #[error("internal error: {detail}")]
    Internal { detail: String },
    /// A learner's save (`Learner.restore`) that does not load.
    #[error("invalid learner's save: {detail}")]
    InvalidLearnerSave {
        problem: crate::learn::LearnerSaveProblem,
        detail: String,
    },
    /// A lesson id (or number) the course does not have.
    #[error("no lesson {lesson:?}")]
    NoSuchLesson { lesson: String },
    /// A join code that cannot be read (nothing was sent).
    #[error("invalid join code: {detail}")]
    InvalidJoinCode {
        problem: crate::nearby::JoinCodeProblem,
        detail: String,
    },
    /// Playing against another phone: the link, or a call about it, refused.
    #[error("{detail}")]
    Nearby {
        problem: crate::nearby::NearbyProblem,
        detail: String,
    },
}

/// Runs a call into the core; a panic (a bug) becomes [`FfiError::Internal`],
/// an error the apps handle like any other, instead of UniFFI's untyped one.
pub(crate) fn guard<T>(call: impl FnOnce() -> Result<T, FfiError>) -> Result<T, FfiError> {
    catch_panic(call).unwrap_or_else(|detail| Err(FfiError::Internal { detail }))
}

/// What is wrong with a position string.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PositionProblem {
    /// Not 11 ranks.
    RankCount { ranks: u32 },
    /// Rank `rank` (1 to 11) is malformed.
    Rank { rank: u8, problem: RankError },
    /// No side to move after the placement.
    MissingTurn,
    /// The side to move is not `b` or `r`.
    BadTurn,
    /// Not the two fields, placement and side to move.
    FieldCount { fields: u32 },
}

#[uniffi::remote(Enum)]
pub enum RankError {
    TooLong,
    TooShort,
    AdjacentRuns,
    ZeroRun,
    PieceWithoutNumber,
    BadChar,
}

/// What is wrong with a saved game.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum RecordProblem {
    /// An empty file.
    Empty,
    /// Not JSON, or JSON that breaks off.
    NotJson,
    /// JSON, but not an object with the record's fields.
    NotARecord,
    /// The `format` field is not `mathchess-game`.
    WrongFormat { found: String },
    /// A record version this library does not read.
    UnsupportedVersion { version: u32 },
    /// The start position is not a position string.
    BadStart { problem: PositionProblem },
    /// Move `number` (from 1), written `text`, does not parse or is not legal.
    BadMove { number: u32, text: String },
    /// The stored result is not what the moves give.
    WrongResult,
    /// A field of the wrong kind or value: `field` names it (`version`,
    /// `rules.first`, `moves[2]`, or one the session adds: `mode`,
    /// `orientation`, `seed`).
    BadField { field: String },
}

impl From<&ParsePositionError> for PositionProblem {
    fn from(e: &ParsePositionError) -> PositionProblem {
        match *e {
            ParsePositionError::RankCount(ranks) => PositionProblem::RankCount {
                ranks: saturate(ranks),
            },
            ParsePositionError::Rank { rank, kind } => PositionProblem::Rank {
                rank,
                problem: kind,
            },
            ParsePositionError::MissingTurn => PositionProblem::MissingTurn,
            ParsePositionError::BadTurn => PositionProblem::BadTurn,
            ParsePositionError::FieldCount(fields) => PositionProblem::FieldCount {
                fields: saturate(fields),
            },
        }
    }
}

impl From<ParsePositionError> for FfiError {
    fn from(e: ParsePositionError) -> FfiError {
        FfiError::InvalidPosition {
            problem: (&e).into(),
            detail: e.to_string(),
        }
    }
}

impl From<&ReadError> for RecordProblem {
    fn from(e: &ReadError) -> RecordProblem {
        match e {
            ReadError::Empty => RecordProblem::Empty,
            ReadError::NotJson { .. } | ReadError::Incomplete { .. } => RecordProblem::NotJson,
            ReadError::NotARecord(_) => RecordProblem::NotARecord,
            ReadError::Field { path, .. } => RecordProblem::BadField {
                field: path.clone(),
            },
            // A field written twice is a bad field, whichever copy a reader kept.
            ReadError::DuplicateKey { key, .. } => RecordProblem::BadField { field: key.clone() },
        }
    }
}

/// A record's start that a game refuses, as the shells see it.
pub trait StartProblem {
    fn record_problem(&self) -> RecordProblem;
}

impl StartProblem for ParsePositionError {
    fn record_problem(&self) -> RecordProblem {
        RecordProblem::BadStart {
            problem: self.into(),
        }
    }
}

impl StartProblem for capture_the_flag::ParsePositionError {
    /// Capture the Flag's start, in the first game's terms where they fit:
    /// the field named.
    fn record_problem(&self) -> RecordProblem {
        RecordProblem::BadField {
            field: "start".to_owned(),
        }
    }
}

impl<L: Recorded<StartError: StartProblem>> From<&RecordError<L>> for RecordProblem {
    fn from(e: &RecordError<L>) -> RecordProblem {
        match e {
            RecordError::Read(read) => read.into(),
            RecordError::Envelope(EnvelopeError::Format(found)) => RecordProblem::WrongFormat {
                found: found.clone(),
            },
            RecordError::Envelope(EnvelopeError::Game { .. }) => RecordProblem::BadField {
                field: "game".to_owned(),
            },
            RecordError::Envelope(EnvelopeError::Version { found, .. }) => {
                RecordProblem::UnsupportedVersion { version: *found }
            }
            RecordError::Start(start) => start.record_problem(),
            RecordError::Replay(ReplayError::Move { number, text, .. }) => RecordProblem::BadMove {
                number: saturate(*number),
                text: text.clone(),
            },
            RecordError::Replay(ReplayError::Result { .. }) => RecordProblem::WrongResult,
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
            SessionError::AtStart => FfiError::AtStart,
            SessionError::AtLive => FfiError::AtLive,
            SessionError::NoDrawOffer => FfiError::NoDrawOffer,
            SessionError::OwnDrawOffer(side) => FfiError::OwnDrawOffer { side },
            SessionError::DrawAlreadyOffered => FfiError::DrawAlreadyOffered,
            SessionError::NotToMove(side) => FfiError::NotToMove { side },
            SessionError::NotTwoPlayers => FfiError::NotTwoPlayers,
            SessionError::ComputerSide => FfiError::ComputerSide,
            SessionError::StaleHint => FfiError::StaleHint,
            SessionError::NoComputerMove => FfiError::NoComputerMove,
            SessionError::ComputerFailed(detail) => FfiError::ComputerFailed { detail },
            SessionError::Game(_) | SessionError::FlagGame(_) => {
                FfiError::IllegalComputerMove { detail }
            }
            SessionError::Read(read) => FfiError::InvalidRecord {
                problem: (&read).into(),
                detail,
            },
            SessionError::Record(record) => FfiError::InvalidRecord {
                problem: (&record).into(),
                detail,
            },
            SessionError::FlagRecord(record) => FfiError::InvalidRecord {
                problem: (&record).into(),
                detail,
            },
            SessionError::Nearby(nearby) => FfiError::Nearby {
                problem: (&nearby).into(),
                detail,
            },
            SessionError::SavedField { field, .. } => FfiError::InvalidRecord {
                problem: RecordProblem::BadField {
                    field: field.to_owned(),
                },
                detail,
            },
        }
    }
}

fn saturate(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_in_the_core_is_a_typed_error() {
        assert_eq!(guard(|| Ok(7)).ok(), Some(7));
        let failed = guard(|| -> Result<(), FfiError> { panic!("a bug") });
        assert!(
            matches!(&failed, Err(FfiError::Internal { detail }) if detail == "a bug"),
            "{failed:?}"
        );
    }

    #[test]
    fn a_failed_search_keeps_its_kind() {
        let error = FfiError::from(SessionError::ComputerFailed("a bug".into()));
        assert!(matches!(error, FfiError::ComputerFailed { detail } if detail == "a bug"));
    }
}
