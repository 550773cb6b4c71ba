//! The versioned JSON game record.
//!
//! ```json
//! {
//!   "format": "mathchess-game",
//!   "version": 2,
//!   "rules": { "division": "both", "zero_support": true, "no_move": "loses",
//!              "points_target": null, "repetition_draw": true, "first": "blue" },
//!   "start": "R9R8R7R6R5R4R3R2R1/4R04/9/9/9/9/9/9/9/4B04/B1B2B3B4B5B6B7B8B9 b",
//!   "moves": ["c1-c4", "a11-a10"],
//!   "result": null,
//!   "blue": "Lan", "red": "Minh", "date": "2026-11-29"
//! }
//! ```
//!
//! Loading replays and checks every move; a bad record is refused whole.

use serde::{Deserialize, Serialize};

use crate::{notation::ParsePositionError, EndReason, Game, GameError, Outcome, Position, Rules};

/// The `format` field of every record.
pub const FORMAT: &str = "mathchess-game";
/// The record version this code writes. Version 2 adds optional fields that
/// the interaction session writes (`mathchess::session`); a version 1 record
/// is a version 2 record without them.
pub const VERSION: u32 = 2;
/// The oldest record version this code reads.
pub const OLDEST_VERSION: u32 = 1;

/// A game record as stored. Unknown top-level fields are ignored, so that a
/// later version may add optional facts; the rule options admit no unknown field.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub format: String,
    pub version: u32,
    pub rules: Rules,
    /// The start position string.
    pub start: String,
    /// Move text of every move, captures with their claimed formula.
    pub moves: Vec<String>,
    pub result: Option<Outcome>,
    #[serde(flatten)]
    pub info: GameInfo,
}

/// Optional facts about a game: who played it and when.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameInfo {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blue: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub red: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
}

/// Why a record was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error("not a game record: {0}")]
    Json(String),
    #[error("field \"format\": expected \"{FORMAT}\", found {0:?}")]
    Format(String),
    #[error("field \"version\": version {0} is not supported (this app reads versions {OLDEST_VERSION} to {VERSION})")]
    Version(u32),
    #[error("field \"start\": {0}")]
    Start(ParsePositionError),
    #[error("move {number} ({text}): {error}")]
    Move {
        /// 1-based index into `moves`.
        number: usize,
        text: String,
        error: GameError,
    },
    #[error("field \"result\": the moves give {replayed:?}, the record says {stored:?}")]
    Result {
        replayed: Option<Outcome>,
        stored: Option<Outcome>,
    },
}

impl GameRecord {
    /// The record of `game`.
    #[must_use]
    pub fn of(game: &Game, info: GameInfo) -> GameRecord {
        GameRecord {
            format: FORMAT.to_owned(),
            version: VERSION,
            rules: *game.rules(),
            start: game.start().to_string(),
            moves: game
                .history_text()
                .iter()
                .map(ToString::to_string)
                .collect(),
            result: game.outcome(),
            info,
        }
    }

    /// Reads a record from JSON, without replaying it.
    ///
    /// # Errors
    /// [`RecordError::Json`] naming the line, column and field at fault.
    pub fn from_json(json: &str) -> Result<GameRecord, RecordError> {
        serde_json::from_str(json).map_err(|e| RecordError::Json(e.to_string()))
    }

    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a record always serializes")
    }

    /// Replays the record into a game, checking every move and the result.
    ///
    /// # Errors
    /// [`RecordError`] naming the field or move number at fault.
    pub fn to_game(&self) -> Result<Game, RecordError> {
        if self.format != FORMAT {
            return Err(RecordError::Format(self.format.clone()));
        }
        if !(OLDEST_VERSION..=VERSION).contains(&self.version) {
            return Err(RecordError::Version(self.version));
        }
        let start: Position = self.start.parse().map_err(RecordError::Start)?;
        let mut game = Game::from_position(self.rules, start);
        for (i, text) in self.moves.iter().enumerate() {
            game.play_text(text).map_err(|error| RecordError::Move {
                number: i + 1,
                text: text.clone(),
                error,
            })?;
        }
        let replayed = game.outcome();
        let mismatch = || RecordError::Result {
            replayed,
            stored: self.result,
        };
        match (replayed, self.result) {
            (None, Some(stored)) => match stored.reason {
                EndReason::Resignation => {
                    let loser = stored.winner.map(|w| !w).ok_or_else(mismatch)?;
                    game.resign(loser).map_err(|_| mismatch())?;
                }
                EndReason::AgreedDraw if stored.winner.is_none() => {
                    game.agree_draw().map_err(|_| mismatch())?;
                }
                _ => return Err(mismatch()),
            },
            (replayed, stored) if replayed != stored => return Err(mismatch()),
            _ => {}
        }
        Ok(game)
    }
}

/// Loads a game from a JSON record.
///
/// # Errors
/// [`RecordError`] if the JSON is malformed or any move or the result does not check.
pub fn load(json: &str) -> Result<(Game, GameInfo), RecordError> {
    let record = GameRecord::from_json(json)?;
    let game = record.to_game()?;
    Ok((game, record.info))
}

/// Saves a game as a JSON record.
#[must_use]
pub fn save(game: &Game, info: GameInfo) -> String {
    GameRecord::of(game, info).to_json()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Preset, Side};

    fn sample() -> Game {
        let mut game = Game::new(Preset::Classic.rules());
        for text in ["c1-c4", "a11-a10"] {
            game.play_text(text).unwrap();
        }
        game
    }

    #[test]
    fn round_trip() {
        let game = sample();
        let info = GameInfo {
            blue: Some("Lan".into()),
            red: None,
            date: Some("2026-11-29".into()),
        };
        let json = save(&game, info.clone());
        assert!(json.contains("\"blue\": \"Lan\""));
        assert!(!json.contains("\"red\""));
        assert_eq!(load(&json), Ok((game, info)));
    }

    #[test]
    fn resignation_round_trips() {
        let mut game = sample();
        game.resign(Side::Red).unwrap();
        let (loaded, _) = load(&save(&game, GameInfo::default())).unwrap();
        assert_eq!(loaded.outcome(), game.outcome());
    }

    fn edited(edit: impl FnOnce(&mut GameRecord)) -> Result<(Game, GameInfo), RecordError> {
        let mut record = GameRecord::of(&sample(), GameInfo::default());
        edit(&mut record);
        load(&record.to_json())
    }

    #[test]
    fn bad_records_name_the_field_or_move() {
        assert!(matches!(load("{"), Err(RecordError::Json(_))));
        assert!(matches!(load("[]"), Err(RecordError::Json(_))));
        assert!(matches!(
            edited(|r| r.format = "chess".into()),
            Err(RecordError::Format(_))
        ));
        assert_eq!(edited(|r| r.version = 3), Err(RecordError::Version(3)));
        assert_eq!(edited(|r| r.version = 0), Err(RecordError::Version(0)));
        assert!(edited(|r| r.version = 1).is_ok(), "version 1 still loads");
        assert!(matches!(
            edited(|r| r.start = "9/9 b".into()),
            Err(RecordError::Start(_))
        ));
        let err = edited(|r| r.moves.push("c4-c9".into())).unwrap_err();
        assert!(matches!(err, RecordError::Move { number: 3, .. }), "{err}");
        assert!(err.to_string().starts_with("move 3 (c4-c9): "), "{err}");
        let err = edited(|r| {
            r.result = Some(Outcome {
                winner: Some(Side::Blue),
                reason: EndReason::ZeroCaptured,
            })
        });
        assert!(matches!(err, Err(RecordError::Result { .. })));
        let json = save(&sample(), GameInfo::default()).replace("\"first\"", "\"frist\"");
        let err = load(&json).unwrap_err().to_string();
        assert!(err.contains("frist"), "{err}");
    }
}
