//! The session's save: one JSON document, the game record
//! (`mathchess::record`) with the fields the session adds to it, so that one
//! file restores a game as it was on the device. Each added field is
//! optional, so that a plain game record (or a version 1 one) loads.
//!
//! ```json
//! {
//!   "format": "mathchess-game",
//!   "version": 2,
//!   "rules": { … }, "start": "…", "moves": ["c1-c4"], "result": null,
//!   "mode": { "kind": "vs-computer", "human": "blue", "level": 3 },
//!   "orientation": { "kind": "face-to-face", "bottom": "red" },
//!   "seed": 1234567890
//! }
//! ```
//!
//! `mode` is `{"kind": "two-players"}` or as above (levels 1 to 8);
//! `orientation` is `{"kind": "follow-turn"}`, `{"kind": "fixed", "bottom": …}`
//! or as above; `seed` draws the mistakes of computer levels 1 and 2.

use serde::{de::DeserializeOwned, Serialize};
use serde_json::Value;

use super::{History, Mode, Orientation, Session, SessionError};
use crate::{
    record::{self, GameInfo, GameRecord},
    Game, Outcome, Position, Rules,
};

/// The document written by [`Session::save`].
#[derive(Serialize)]
struct Document {
    #[serde(flatten)]
    record: GameRecord,
    mode: Mode,
    orientation: Orientation,
    seed: u64,
}

/// What a saved document restores.
#[derive(Debug)]
pub(super) struct Saved {
    pub game: Game,
    pub info: GameInfo,
    pub mode: Option<Mode>,
    pub orientation: Option<Orientation>,
    pub seed: Option<u64>,
}

/// What [`Session::save`] writes, taken from the session: the document is
/// written out by [`PendingSave::to_json`] after the session is released
/// (a shell that shares the session keeps its lock for the copy only; the
/// moves are shared, not copied).
#[derive(Clone, Debug)]
pub struct PendingSave {
    rules: Rules,
    start: Position,
    moves: History,
    result: Option<Outcome>,
    info: GameInfo,
    mode: Mode,
    orientation: Orientation,
    seed: u64,
}

impl PendingSave {
    pub(super) fn of(session: &Session) -> PendingSave {
        PendingSave {
            rules: *session.game.rules(),
            start: session.game.start().clone(),
            moves: session.played.texts(),
            result: session.game.outcome(),
            info: session.info.clone(),
            mode: session.mode,
            orientation: session.orientation,
            seed: session.seed,
        }
    }

    /// The saved document.
    #[must_use]
    pub fn to_json(&self) -> String {
        let record = GameRecord::of_parts(
            self.rules,
            &self.start,
            &self.moves,
            self.result,
            self.info.clone(),
        );
        let document = Document {
            record,
            mode: self.mode,
            orientation: self.orientation,
            seed: self.seed,
        };
        serde_json::to_string_pretty(&document).expect("a record always serializes")
    }
}

/// Reads a document: the game record first (its errors name the field or
/// the move at fault), then the session's fields.
pub(super) fn load(json: &str) -> Result<Saved, SessionError> {
    let (game, info) = record::load(json)?;
    // The record read, the text is JSON: the default (null) is never used.
    let document: Value = serde_json::from_str(json).unwrap_or_default();
    Ok(Saved {
        game,
        info,
        mode: field(&document, "mode")?,
        orientation: field(&document, "orientation")?,
        seed: field(&document, "seed")?,
    })
}

/// The field `name` of `document`, if present and not null.
fn field<T: DeserializeOwned>(
    document: &Value,
    name: &'static str,
) -> Result<Option<T>, SessionError> {
    match document.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(value) => T::deserialize(value)
            .map(Some)
            .map_err(|e| SessionError::SavedField {
                field: name,
                detail: e.to_string(),
            }),
    }
}
