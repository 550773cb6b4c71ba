//! Game records (`mathchess::record`), every version, and the session's
//! save built on them: what reads writes back to a record that reads the
//! same; a record that replays saves a game that loads the same; a save
//! that restores a session restores from that session's save to the same.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mathchess::{
    games::math_chess::record::{self, GameRecord},
    session::{Mode, Session, Snapshot},
};

fuzz_target!(|data: &[u8]| {
    let Ok(json) = std::str::from_utf8(data) else {
        return;
    };
    let loaded = match GameRecord::from_json(json) {
        Ok(read) => {
            assert_eq!(GameRecord::from_json(&read.to_json()).as_ref(), Ok(&read));
            let game = read.to_game().ok();
            if let Some(game) = &game {
                let saved = record::save(game, read.info.clone());
                assert_eq!(record::load(&saved), Ok((game.clone(), read.info)));
            }
            game
        }
        Err(error) => {
            let _ = error.to_string();
            None
        }
    };
    assert_eq!(record::load(json).ok().map(|(game, _)| game), loaded);
    let Ok(session) = Session::restore(json, Mode::TwoPlayers) else {
        return;
    };
    assert_eq!(Some(session.game()), loaded.as_ref());
    let save = session.save();
    let again = Session::restore(&save, Mode::TwoPlayers).expect("a session's save restores");
    assert_eq!(again.save(), save);
    let shown = |snapshot: Snapshot| Snapshot {
        revision: 0,
        ..snapshot
    };
    assert_eq!(shown(again.snapshot()), shown(session.snapshot()));
});
