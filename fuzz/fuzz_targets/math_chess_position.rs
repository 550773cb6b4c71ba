//! Position strings (`docs/rules.md` §5): one string per placement, so what
//! parses prints back byte for byte; and every move of any placement
//! written out reads back as the same move, and is taken back exactly.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mathchess::games::math_chess::{
    notation::{move_list, MoveText},
    Position, Preset,
};

fuzz_target!(|data: &[u8]| {
    let Ok(position) = Position::from_ascii(data) else {
        return;
    };
    assert_eq!(position.to_string().as_bytes(), data);
    for preset in Preset::ALL {
        let rules = preset.rules();
        let moves = position.legal_moves(&rules);
        assert_eq!(move_list(&position, &rules).len(), moves.len());
        for &m in &moves {
            for claim in m.ops().iter().map(Some).chain([None]) {
                let text = MoveText::of(&position, m, claim);
                let read: MoveText = text.to_string().parse().expect("move text reads back");
                assert_eq!(read, text);
                let resolved = position
                    .resolve(&rules, &read)
                    .expect("a legal move resolves");
                assert_eq!(resolved, (m, claim.or(m.ops().iter().next())));
            }
            let mut played = position.clone();
            let captured = played.play_unchecked(m);
            assert_eq!(captured.is_some(), m.is_capture());
            played.undo_unchecked(m, captured);
            assert_eq!(played, position);
        }
    }
});
