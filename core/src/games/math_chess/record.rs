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

use super::{
    game::MathChessLine,
    notation::{MoveText, ParsePositionError},
    Game, Position, Rules,
};
use crate::record::{self, GameInfo, GameKind, Recorded};

/// A game record as stored ([`record::GameRecord`]); its envelope names no
/// game (this one came first). Unknown top-level fields are ignored, so that
/// a later version may add optional facts; the rule options admit no
/// unknown field.
pub type GameRecord = record::GameRecord<MathChessLine>;

/// Why a record was refused, in words for the player who picked the file:
/// what is wrong and where (a line, a field, a move number).
pub type RecordError = record::RecordError<MathChessLine>;

impl Recorded for MathChessLine {
    const GAME: GameKind = GameKind::MathChess;
    /// Version 2 adds optional fields that the interaction session writes
    /// (`mathchess::session`); a version 1 record is a version 2 record
    /// without them.
    const VERSION: u32 = 2;
    const OLDEST_VERSION: u32 = 1;
    type MoveText = MoveText;
    type StartError = ParsePositionError;

    fn history_text(game: &Game) -> Vec<MoveText> {
        game.history_text()
    }

    fn read_start(_: &Rules, text: &str) -> Result<Position, ParsePositionError> {
        text.parse()
    }
}

/// Loads a game from a JSON record ([`record::load`]).
///
/// # Errors
/// [`RecordError`] if the JSON is malformed, holds the other game, or any
/// move or the result does not check.
pub fn load(json: &str) -> Result<(Game, GameInfo), RecordError> {
    record::load(json)
}

/// Saves a game as a JSON record.
#[must_use]
pub fn save(game: &Game, info: GameInfo) -> String {
    record::save(game, info)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        games::math_chess::{EndReason, Outcome, Preset},
        record::{EnvelopeError, FieldProblem, ReadError, ReplayError},
        Side,
    };

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
        crate::test_support::edited(&sample(), edit)
    }

    /// Found by the flag_record fuzz target: a record that named Capture
    /// the Flag but held this game's fields (a key repeated, the last one
    /// read) loaded as this game.
    #[test]
    fn a_record_of_the_other_game_is_refused_by_name() {
        let json = save(&sample(), GameInfo::default());
        let named = json.replacen(
            "\"format\": \"mathchess-game\",",
            "\"format\": \"mathchess-game\",\n  \"game\": \"capture-the-flag\",",
            1,
        );
        assert_ne!(named, json);
        assert_eq!(
            load(&named).unwrap_err().to_string(),
            "game: this is a game of Capture the Flag, not of Vietnamese Math Chess"
        );
        let own = json.replacen(
            "\"format\": \"mathchess-game\",",
            "\"format\": \"mathchess-game\",\n  \"game\": \"math-chess\",",
            1,
        );
        assert!(load(&own).is_ok(), "its own name is accepted");
    }

    #[test]
    fn bad_records_name_the_field_or_move() {
        assert_eq!(load(" \n"), Err(RecordError::Read(ReadError::Empty)));
        assert_eq!(
            load("{"),
            Err(RecordError::Read(ReadError::Incomplete { line: 1 }))
        );
        let json = save(&Game::new(Rules::default()), GameInfo::default());
        let twice = json.replacen(
            "\"moves\": [],",
            "\"moves\": [],\n  \"moves\": [\"c1-c4\"],",
            1,
        );
        assert!(
            matches!(load(&twice), Err(RecordError::Read(ReadError::DuplicateKey { ref key, .. })) if key == "moves"),
            "{twice}: {:?}",
            load(&twice)
        );
        let nested = json.replacen(
            "\"first\": \"blue\"",
            "\"first\": \"blue\", \"first\": \"red\"",
            1,
        );
        assert!(
            matches!(load(&nested), Err(RecordError::Read(ReadError::DuplicateKey { ref key, .. })) if key == "first"),
            "{nested}"
        );
        assert_eq!(
            load("{\n  \"format\": mathchess\n}"),
            Err(RecordError::Read(ReadError::NotJson {
                line: 2,
                column: 13
            }))
        );
        assert_eq!(
            load("[]").unwrap_err().to_string(),
            "this is not a saved game: expected an object, found a list"
        );
        assert!(matches!(
            edited(|r| r.envelope.format = "chess".into()),
            Err(RecordError::Envelope(EnvelopeError::Format(_)))
        ));
        for version in [0, 3] {
            assert_eq!(
                edited(|r| r.envelope.version = version),
                Err(RecordError::Envelope(EnvelopeError::Version {
                    found: version,
                    oldest: 1,
                    newest: 2
                }))
            );
        }
        assert!(
            edited(|r| r.envelope.version = 1).is_ok(),
            "version 1 still loads"
        );
        assert!(matches!(
            edited(|r| r.start = "9/9 b".into()),
            Err(RecordError::Start(_))
        ));
        let err = edited(|r| r.moves.push("c4-c9".into())).unwrap_err();
        assert!(
            matches!(
                err,
                RecordError::Replay(ReplayError::Move { number: 3, .. })
            ),
            "{err}"
        );
        assert!(err.to_string().starts_with("move 3 (c4-c9): "), "{err}");
        let err = edited(|r| {
            r.result = Some(Outcome {
                winner: Some(Side::Blue),
                reason: EndReason::ZeroCaptured,
            })
        });
        assert!(matches!(
            err,
            Err(RecordError::Replay(ReplayError::Result { .. }))
        ));
        let json = save(&sample(), GameInfo::default()).replace("\"first\"", "\"frist\"");
        let err = load(&json).unwrap_err().to_string();
        assert!(err.contains("frist"), "{err}");
    }

    /// A record with every field present, as JSON.
    fn full_record() -> serde_json::Value {
        let mut game = sample();
        game.resign(Side::Red).unwrap();
        let info = GameInfo {
            blue: Some("Lan".into()),
            red: Some("Minh".into()),
            date: Some("2026-11-29".into()),
        };
        serde_json::to_value(GameRecord::of(&game, info)).unwrap()
    }

    /// The error of the full record with `value` at `pointer` (`/rules/first`).
    fn error_with(pointer: &str, value: &str) -> String {
        let mut record = full_record();
        *record.pointer_mut(pointer).expect("a field of the record") =
            serde_json::from_str(value).unwrap();
        load(&record.to_string()).unwrap_err().to_string()
    }

    #[test]
    fn a_field_of_the_wrong_kind_is_named() {
        let reasons = r#""zero-captured", "no-legal-move", "points-target", "repetition", "resignation" or "agreed-draw""#;
        for (pointer, value, expected) in [
            (
                "/format",
                "1",
                "format: expected a string, found the number 1",
            ),
            (
                "/version",
                "\"1\"",
                r#"version: expected a whole number, found the text "1""#,
            ),
            (
                "/version",
                "null",
                "version: expected a whole number, found null",
            ),
            (
                "/rules",
                "\"chessplayx\"",
                r#"rules: expected an object, found the text "chessplayx""#,
            ),
            (
                "/rules/division",
                "2",
                r#"rules.division: expected "both" or "remainder-first", found the number 2"#,
            ),
            (
                "/rules/zero_support",
                "\"yes\"",
                r#"rules.zero_support: expected true or false, found the text "yes""#,
            ),
            (
                "/rules/no_move",
                "false",
                r#"rules.no_move: expected "loses" or "score", found false"#,
            ),
            (
                "/rules/points_target",
                "\"20\"",
                r#"rules.points_target: expected a whole number or null, found the text "20""#,
            ),
            (
                "/rules/repetition_draw",
                "1",
                "rules.repetition_draw: expected true or false, found the number 1",
            ),
            (
                "/rules/first",
                "{}",
                r#"rules.first: expected "blue" or "red", found an object"#,
            ),
            ("/start", "[]", "start: expected a string, found a list"),
            (
                "/moves",
                "\"c1-c4\"",
                r#"moves: expected a list, found the text "c1-c4""#,
            ),
            (
                "/moves/1",
                "7",
                "moves[1]: expected a string, found the number 7",
            ),
            (
                "/result",
                "\"draw\"",
                r#"result: expected an object or null, found the text "draw""#,
            ),
            (
                "/result/winner",
                "0",
                r#"result.winner: expected "blue", "red" or null, found the number 0"#,
            ),
            (
                "/result/reason",
                "[]",
                &format!("result.reason: expected {reasons}, found a list"),
            ),
            (
                "/blue",
                "5",
                "blue: expected a string or null, found the number 5",
            ),
            ("/red", "true", "red: expected a string or null, found true"),
            (
                "/date",
                "{}",
                "date: expected a string or null, found an object",
            ),
        ] {
            assert_eq!(error_with(pointer, value), expected);
        }
    }

    #[test]
    fn a_field_of_the_wrong_value_is_named() {
        for (pointer, value, expected) in [
            (
                "/version",
                "-1",
                "version: expected a whole number, found the number -1",
            ),
            (
                "/version",
                "5000000000",
                "version: expected a whole number up to 4294967295, found the number 5000000000",
            ),
            (
                "/rules/division",
                "\"thirds\"",
                r#"rules.division: expected "both" or "remainder-first", found the text "thirds""#,
            ),
            (
                "/rules/points_target",
                "50",
                "rules.points_target: points target 50 is not between 1 and 45",
            ),
            (
                "/rules/first",
                "\"green\"",
                r#"rules.first: expected "blue" or "red", found the text "green""#,
            ),
        ] {
            assert_eq!(error_with(pointer, value), expected);
        }
        let error = error_with("/result/reason", "\"timeout\"");
        assert!(
            error.starts_with(r#"result.reason: expected "zero-captured", "#),
            "{error}"
        );
        assert!(error.ends_with(r#"found the text "timeout""#), "{error}");
        let mut record = full_record();
        record["rules"].as_object_mut().unwrap().remove("first");
        let error = load(&record.to_string()).unwrap_err();
        assert_eq!(
            error,
            RecordError::Read(ReadError::Field {
                path: "rules".into(),
                problem: FieldProblem::Missing("first")
            })
        );
        assert_eq!(error.to_string(), r#"rules: missing entry "first""#);
        let mut record = full_record();
        record.as_object_mut().unwrap().remove("version");
        let error = load(&record.to_string()).unwrap_err().to_string();
        assert_eq!(error, "this is not a saved game: missing entry \"version\"");
        let mut record = full_record();
        record["rules"]["frist"] = serde_json::json!("blue");
        let error = load(&record.to_string()).unwrap_err().to_string();
        assert_eq!(error, r#"rules: unknown entry "frist""#);
    }

    /// Whatever fields the record has, now or later: each one of the wrong
    /// kind is named by its path.
    #[test]
    fn every_field_is_named() {
        fn pointers(value: &serde_json::Value, at: &str, out: &mut Vec<String>) {
            let children: Vec<(String, &serde_json::Value)> = match value {
                serde_json::Value::Object(map) => map.iter().map(|(k, v)| (k.clone(), v)).collect(),
                serde_json::Value::Array(items) => items
                    .iter()
                    .enumerate()
                    .map(|(i, v)| (i.to_string(), v))
                    .collect(),
                _ => Vec::new(),
            };
            for (key, child) in children {
                let pointer = format!("{at}/{key}");
                pointers(child, &pointer, out);
                out.push(pointer);
            }
        }
        let mut all = Vec::new();
        pointers(&full_record(), "", &mut all);
        assert!(all.len() >= 19, "{all:?}");
        for pointer in all {
            // "/moves/1" is named "moves[1]", "/rules/first" "rules.first".
            let mut path = String::new();
            for key in pointer[1..].split('/') {
                if key.parse::<usize>().is_ok() {
                    path += &format!("[{key}]");
                } else {
                    path += &format!("{}{key}", if path.is_empty() { "" } else { "." });
                }
            }
            let kind = |v: &serde_json::Value| std::mem::discriminant(v);
            let field = kind(full_record().pointer(&pointer).unwrap());
            for wrong in ["true", "1.5", "\"x\"", "[]", "{}"] {
                if kind(&serde_json::from_str(wrong).unwrap()) != field {
                    let error = error_with(&pointer, wrong);
                    let named = error.starts_with(&format!("{path}: "));
                    assert!(named, "{pointer} = {wrong}: {error}");
                }
            }
        }
    }
}
