//! The versioned JSON record of a Capture the Flag game, in the envelope
//! both games share ([`record::Envelope`]): it names its game.
//!
//! ```json
//! {
//!   "format": "mathchess-game",
//!   "game": "capture-the-flag",
//!   "version": 1,
//!   "rules": { "first": "blue", "quiet_limit": 200, "repetition": "draw" },
//!   "start": "R11,R9,R7,R5,R3,R1,R2,R4,R6,R8,R10/5,R18,5/… b - - 0",
//!   "moves": ["c1-b2", "a12-b11"],
//!   "result": null,
//!   "blue": "Lan", "red": "Minh", "date": "2026-12-02"
//! }
//! ```
//!
//! Loading replays and checks every move; a bad record is refused whole.

use super::{FlagLine, Game, MoveText, ParsePositionError, Position, Rules};
use crate::record::{self, GameInfo, GameKind, Recorded};

/// A game record as stored ([`record::GameRecord`]); unknown top-level
/// fields are ignored.
pub type GameRecord = record::GameRecord<FlagLine>;

/// Why a record was refused: what is wrong and where.
pub type RecordError = record::RecordError<FlagLine>;

impl Recorded for FlagLine {
    const GAME: GameKind = GameKind::CaptureTheFlag;
    const VERSION: u32 = 1;
    const OLDEST_VERSION: u32 = 1;
    type MoveText = MoveText;
    type StartError = ParsePositionError;

    fn history_text(game: &Game) -> Vec<MoveText> {
        game.history_text()
    }

    /// A start the rules can play: its quiet plies below the limit.
    fn read_start(rules: &Rules, text: &str) -> Result<Position, ParsePositionError> {
        let start = text.parse()?;
        rules.check_start(&start)?;
        Ok(start)
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
        games::capture_the_flag::{EndReason, Outcome},
        record::{Envelope, EnvelopeError, ReadError, ReplayError},
        Side,
    };

    fn sample() -> Game {
        let mut game = Game::new(Rules::default());
        for text in ["c1-b2", "a12-b11", "f4-e5"] {
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
            date: Some("2026-12-02".into()),
        };
        let json = save(&game, info.clone());
        assert!(json.contains("\"game\": \"capture-the-flag\""), "{json}");
        assert!(json.contains("\"quiet_limit\": 200"), "{json}");
        assert_eq!(load(&json), Ok((game.clone(), info)));
        let mut resigned = game;
        resigned.resign(Side::Blue).unwrap();
        let (loaded, _) = load(&save(&resigned, GameInfo::default())).unwrap();
        assert_eq!(loaded.outcome(), resigned.outcome());
    }

    #[test]
    fn the_envelope_names_the_game() {
        let first = crate::games::math_chess::record::save(
            &crate::games::math_chess::Game::new(crate::games::math_chess::Rules::default()),
            GameInfo::default(),
        );
        assert_eq!(
            Envelope::from_json(&first).unwrap().game,
            GameKind::MathChess
        );
        assert_eq!(
            load(&first).unwrap_err().to_string(),
            "game: this is a game of Vietnamese Math Chess, not of Capture the Flag"
        );
        let ours = save(&sample(), GameInfo::default());
        assert_eq!(
            Envelope::from_json(&ours).unwrap().game,
            GameKind::CaptureTheFlag
        );
        // Old records of the first game still load as they did.
        assert!(crate::games::math_chess::record::load(&first).is_ok());
    }

    fn edited(edit: impl FnOnce(&mut GameRecord)) -> Result<(Game, GameInfo), RecordError> {
        crate::test_support::edited(&sample(), edit)
    }

    #[test]
    fn bad_records_name_the_field_or_move() {
        assert_eq!(load(" "), Err(RecordError::Read(ReadError::Empty)));
        assert!(matches!(
            edited(|r| r.envelope.format = "chess".into()),
            Err(RecordError::Envelope(EnvelopeError::Format(_)))
        ));
        assert!(matches!(
            edited(|r| r.envelope.version = 2),
            Err(RecordError::Envelope(EnvelopeError::Version {
                found: 2,
                ..
            }))
        ));
        assert!(matches!(
            edited(|r| r.start = "11 b".into()),
            Err(RecordError::Start(_))
        ));
        // A start at the quiet limit: said so, not "not a whole number".
        let err = edited(|r| r.start = r.start.replace(" 0", " 4294967295")).unwrap_err();
        assert_eq!(
            err,
            RecordError::Start(ParsePositionError::QuietLimit {
                quiet: 4_294_967_295,
                limit: 200
            })
        );
        assert_eq!(
            err.to_string(),
            "start: the start position is not valid: the quiet plies (4294967295) must be below quiet_limit (200): so many plies without a capture draw the game"
        );
        let err = edited(|r| r.moves.push("e5-e9".into())).unwrap_err();
        assert!(err.to_string().starts_with("move 4 (e5-e9): "), "{err}");
        let err = edited(|r| {
            r.result = Some(Outcome {
                winner: Some(Side::Blue),
                reason: EndReason::Flag,
            })
        });
        assert!(matches!(
            err,
            Err(RecordError::Replay(ReplayError::Result { .. }))
        ));
        let json = save(&sample(), GameInfo::default())
            .replace("\"quiet_limit\": 200", "\"quiet_limit\": \"x\"");
        assert_eq!(
            load(&json).unwrap_err().to_string(),
            "rules.quiet_limit: expected a whole number, found the text \"x\""
        );
    }
}
