//! Capture the Flag's position strings (`docs/flag-rules.md` §9): one string
//! per position, so what parses prints back byte for byte, read strictly
//! or leniently (puzzles); every legal move of it is written as move text
//! that reads back and resolves to the same move, its captures are said
//! without a panic, one reason a rule, the move list agrees
//! with the moves and their count, and making and taking back each move
//! restores the position and its hash.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mathchess::games::capture_the_flag::{move_list, MoveText, Position};

fuzz_target!(|data: &[u8]| {
    let strict = Position::from_ascii(data);
    let Ok(position) = Position::from_ascii_lenient(data) else {
        assert!(strict.is_err(), "what reads strictly reads leniently");
        return;
    };
    if let Ok(strict) = &strict {
        assert_eq!(strict, &position);
    }
    let text = position.to_string();
    assert_eq!(text.as_bytes(), data);
    assert_eq!(position.hash(), position.full_hash());
    let moves = position.legal_moves();
    assert_eq!(position.count_moves(), moves.len() as u64);
    assert_eq!(move_list(&position).len(), moves.len());
    for &m in &moves {
        let written = MoveText::of(m);
        let read: MoveText = written.to_string().parse().expect("move text reads back");
        assert_eq!(read, written);
        assert_eq!(position.resolve(&read), Ok(m));
        assert_eq!(
            position
                .moves_from(m.from())
                .iter()
                .filter(|n| **n == m)
                .count(),
            1
        );
        // Each capture is said with one reason for each of its rules.
        let said = position.captures_of(m);
        assert_eq!(said.len(), m.captures().count());
        for (capture, (square, rules)) in said.iter().zip(m.captures()) {
            assert_eq!(capture.square, square);
            assert!(capture.reasons.iter().map(|r| r.rule).eq(rules.iter()));
            let _ = capture.to_string();
        }
        let mut played = position.clone();
        let undo = played.play_unchecked(m);
        assert_eq!(played.hash(), played.full_hash());
        // What a move leads to prints as a string that reads the same.
        let after = played.to_string();
        assert_eq!(
            Position::from_ascii_lenient(after.as_bytes()).as_ref(),
            Ok(&played),
            "{after}"
        );
        played.undo_unchecked(m, undo);
        assert_eq!(played, position);
    }
});
