//! The one error type of the boundary. Kotlin sees `FfiException` with one
//! subclass per variant, Swift an `enum FfiError: Error`; each carries its
//! message so that logs are useful, while apps switch on the variant and show
//! their own localised text.

use mathchess::{notation::ParsePositionError, RulesError};

#[derive(Debug, thiserror::Error, uniffi::Error)]
pub enum FfiError {
    /// A position string that cannot be read.
    #[error("invalid position: {detail}")]
    InvalidPosition { detail: String },
    /// Rule options out of range (e.g. a points target of 0).
    #[error("invalid rules: {detail}")]
    InvalidRules { detail: String },
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
