//! The versioned JSON game record.
//!
//! ```json
//! {
//!   "format": "mathchess-game",
//!   "version": 1,
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
use serde_json::error::Category;

use crate::{notation::ParsePositionError, EndReason, Game, GameError, Outcome, Position, Rules};

/// The `format` field of every record.
pub const FORMAT: &str = "mathchess-game";
/// The record version this code writes and reads.
pub const VERSION: u32 = 1;

/// A game record as stored. Unknown top-level fields are ignored, so that a
/// later version may add optional facts; the rule options admit no unknown field.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(expecting = "a saved game")]
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

/// Why a record was refused, in words for the player who picked the file:
/// what is wrong and where (a line and column, an entry, a move number).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error("the file is empty")]
    Empty,
    /// The text is not JSON at all.
    #[error("this is not a saved game: its text is unreadable at line {line}, column {column}")]
    NotJson { line: usize, column: usize },
    #[error("the saved game breaks off at line {line}: the file is incomplete")]
    Incomplete { line: usize },
    /// JSON, but not shaped like a record: `problem` says how.
    #[error("line {line}, column {column}: {problem}")]
    Content {
        line: usize,
        column: usize,
        problem: String,
    },
    #[error("this is not a Math Chess game: its \"format\" is {0:?}, not \"{FORMAT}\"")]
    Format(String),
    #[error("the game is saved in record version {0}, and this app reads version {VERSION}")]
    Version(u32),
    #[error("the start position is not valid: {0}")]
    Start(ParsePositionError),
    #[error("move {number} ({text}): {error}")]
    Move {
        /// 1-based index into `moves`.
        number: usize,
        text: String,
        error: GameError,
    },
    #[error(
        "the result says {}, but the moves give {}",
        result_text(*stored),
        result_text(*replayed)
    )]
    Result {
        replayed: Option<Outcome>,
        stored: Option<Outcome>,
    },
}

/// `Blue wins (resignation)`, or a game still going.
fn result_text(outcome: Option<Outcome>) -> String {
    outcome.map_or_else(|| "a game still going".to_owned(), |o| o.to_string())
}

impl RecordError {
    /// A JSON error in the words of [`RecordError`]: the parser's position
    /// kept, its vocabulary (types, sequences, variants) replaced.
    fn from_json(json: &str, error: &serde_json::Error) -> RecordError {
        let (line, column) = (error.line(), error.column());
        match error.classify() {
            _ if json.trim().is_empty() => RecordError::Empty,
            Category::Eof => RecordError::Incomplete { line },
            Category::Syntax | Category::Io => RecordError::NotJson { line, column },
            Category::Data => {
                let text = error.to_string();
                let suffix = format!(" at line {line} column {column}");
                let mut problem = text.strip_suffix(&suffix).unwrap_or(&text).to_owned();
                for (jargon, words) in [
                    ("invalid type: ", "found "),
                    ("invalid value: ", "found "),
                    ("integer ", "the number "),
                    ("string ", "the text "),
                    ("expected u32", "expected a whole number"),
                    ("expected u8", "expected a number from 1 to 45"),
                    ("a sequence", "a list"),
                    ("found sequence", "found a list"),
                    ("found map", "found a group of entries"),
                    ("unknown variant", "unknown value"),
                    ("missing field", "missing entry"),
                    ("unknown field", "unknown entry"),
                    ("`", "\""),
                ] {
                    problem = problem.replace(jargon, words);
                }
                RecordError::Content {
                    line,
                    column,
                    problem,
                }
            }
        }
    }
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
    /// [`RecordError`] naming the line and column at fault.
    pub fn from_json(json: &str) -> Result<GameRecord, RecordError> {
        serde_json::from_str(json).map_err(|e| RecordError::from_json(json, &e))
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
        if self.version != VERSION {
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
        assert_eq!(load(" \n"), Err(RecordError::Empty));
        assert_eq!(load("{"), Err(RecordError::Incomplete { line: 1 }));
        assert_eq!(
            load("{\n  \"format\": mathchess\n}"),
            Err(RecordError::NotJson {
                line: 2,
                column: 13
            })
        );
        assert!(matches!(
            edited(|r| r.format = "chess".into()),
            Err(RecordError::Format(_))
        ));
        assert_eq!(edited(|r| r.version = 2), Err(RecordError::Version(2)));
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
        assert!(err.starts_with("line 10, column "), "{err}");
    }

    #[test]
    fn messages_are_for_players() {
        let json = save(&sample(), GameInfo::default());
        let cases = [
            (
                json.replace("\"version\": 1", "\"version\": \"one\""),
                r#"found the text "one", expected a whole number"#,
            ),
            (
                json.replace("\"both\"", "\"half\""),
                r#"unknown value "half", expected "both" or "remainder-first""#,
            ),
            (
                json.replace("\"points_target\": 20", "\"points_target\": 50"),
                "points target 50 is not between 1 and 45",
            ),
            (
                json.replace("\"moves\": [", "\"moves\": 3, \"x\": ["),
                r#"found the number "3", expected a list"#,
            ),
            (
                json.replace("\"start\"", "\"begin\""),
                r#"missing entry "start""#,
            ),
            ("[]".to_owned(), "found a list, expected a saved game"),
        ];
        for (json, problem) in cases {
            match load(&json) {
                Err(RecordError::Content { problem: found, .. }) => {
                    assert_eq!(found, problem, "{json}");
                }
                other => panic!("{other:?} for {json}"),
            }
        }
        let err = edited(|r| {
            r.result = Some(Outcome {
                winner: Some(Side::Blue),
                reason: EndReason::ZeroCaptured,
            })
        })
        .unwrap_err();
        assert_eq!(
            err.to_string(),
            "the result says Blue wins (a 0 was captured), but the moves give a game still going"
        );
    }
}
