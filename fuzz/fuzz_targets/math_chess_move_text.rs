//! Move text (`docs/rules.md` §5), with and without a formula: what parses
//! prints back byte for byte; against the rules' example positions, what
//! resolves is a legal move that writes back as the same text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mathchess::games::math_chess::{notation::MoveText, Game, Preset};
use mathchess_fuzz::examples;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = MoveText::from_ascii(data) else {
        return;
    };
    assert_eq!(text.to_string().as_bytes(), data);
    let _ = format!("{text:#}");
    for preset in Preset::ALL {
        let rules = preset.rules();
        for position in examples::positions() {
            let resolved = position.resolve(&rules, &text);
            let mut game = Game::from_position(rules, position.clone());
            assert_eq!(game.play_text(&text.to_string()).is_ok(), resolved.is_ok());
            let Ok((m, claim)) = resolved else {
                continue;
            };
            assert!(position.legal_moves(&rules).contains(&m));
            let written = MoveText::of(position, m, claim);
            let formula = text.formula.or(written.formula);
            assert_eq!(MoveText { formula, ..text }, written, "{position}");
        }
    }
});
