//! Nearby play's messages (`docs/nearby.md`): any bytes read as lines of the
//! link never panic; a message read writes back as a line that reads the
//! same; and fed to a game against another device, whatever arrives changes
//! the game only as its rules allow (its save always loads again).
#![no_main]

use std::io::BufReader;

use libfuzzer_sys::fuzz_target;
use mathchess::{
    link::{read_message, Incoming},
    session::{GameSession, MathChess, Mode},
};

/// A game against another device, Blue here, as a save holds it (no link
/// is made: nothing listens).
const SAVED: &str = r#"{"format": "mathchess-game", "version": 2,
  "rules": {"division": "both", "zero_support": true, "no_move": "loses",
            "points_target": null, "repetition_draw": true, "first": "blue"},
  "start": "R9R8R7R6R5R4R3R2R1/4R04/9/9/9/9/9/9/9/4B04/B1B2B3B4B5B6B7B8B9 b",
  "moves": ["c1-c4"], "result": null,
  "mode": {"kind": "nearby", "local": "blue"},
  "orientation": {"kind": "fixed", "bottom": "blue"}, "seed": 1,
  "nearby": {"role": "host", "code": "FW00-00DD-Z5NH-X81B"}}"#;

fuzz_target!(|data: &[u8]| {
    let mut session =
        GameSession::<MathChess>::restore(SAVED, Mode::TwoPlayers).expect("the seed save loads");
    let mut reader = BufReader::new(data);
    while let Ok(message) = read_message(&mut reader) {
        let line = message.to_line();
        assert_eq!(read_message(&mut line.as_bytes()).as_ref(), Ok(&message));
        let plies = session.game().plies();
        session.receive(Incoming::Message(message));
        assert!(session.game().plies().abs_diff(plies) <= 1);
        let save = session.save();
        assert!(GameSession::<MathChess>::restore(&save, Mode::TwoPlayers).is_ok());
    }
});
