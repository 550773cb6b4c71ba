//! Capture the Flag's move text (`docs/flag-rules.md` §9): what parses prints
//! back byte for byte; against the positions of §9–§11, text that resolves
//! is a legal move of the same squares, and `Game::play_text` accepts
//! exactly what resolves.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mathchess::games::capture_the_flag::{Game, MoveText, Rules};
use mathchess_fuzz::flag_examples;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = MoveText::from_ascii(data) else {
        return;
    };
    assert_eq!(text.to_string().as_bytes(), data);
    assert_eq!(text.to_string().parse(), Ok(text));
    for position in flag_examples::positions() {
        let resolved = position.resolve(&text);
        let mut game = Game::from_position(Rules::default(), position.clone());
        let over = game.outcome().is_some();
        let played = game.play_text(&text.to_string());
        assert_eq!(played.is_ok(), resolved.is_ok() && !over, "{position}");
        let Ok(m) = resolved else {
            let _ = resolved.map_err(|e| e.to_string());
            continue;
        };
        assert!(position.legal_moves().contains(&m));
        // Either separator is accepted (§9); the squares are the text's.
        let written = MoveText::of(m);
        assert_eq!((written.from, written.to), (text.from, text.to));
    }
});
