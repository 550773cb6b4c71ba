//! Capture the Flag's game records (`mathchess::games::capture_the_flag::record`): what reads
//! writes back to a record that reads the same; a record that replays
//! saves a game that loads the same; `record::load` agrees with both; a
//! record of either game is read by one loader and refused, by name, by
//! the other.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mathchess::{
    games::capture_the_flag::record::{self, GameRecord, RecordError},
    record::{EnvelopeError, GameKind},
};

fuzz_target!(|data: &[u8]| {
    let Ok(json) = std::str::from_utf8(data) else {
        return;
    };
    let loaded = match GameRecord::from_json(json) {
        Ok(read) => {
            assert_eq!(read.envelope.game, GameKind::CaptureTheFlag);
            assert_eq!(GameRecord::from_json(&read.to_json()).as_ref(), Ok(&read));
            let game = read.to_game().map_err(|e| e.to_string()).ok();
            if let Some(game) = &game {
                let saved = record::save(game, read.info.clone());
                assert_eq!(record::load(&saved), Ok((game.clone(), read.info)));
                assert_eq!(
                    GameRecord::of(game, Default::default()).to_game().as_ref(),
                    Ok(game)
                );
                assert!(
                    mathchess::games::math_chess::record::load(json).is_err(),
                    "not a first-game record"
                );
            }
            game
        }
        Err(error) => {
            let _ = error.to_string();
            if mathchess::games::math_chess::record::load(json).is_ok() {
                // A first-game record is named as one.
                assert!(
                    matches!(error, RecordError::Envelope(EnvelopeError::Game { .. })),
                    "{error}"
                );
            }
            None
        }
    };
    assert_eq!(record::load(json).ok().map(|(game, _)| game), loaded);
});
