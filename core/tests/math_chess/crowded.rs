//! Crowded placements: many high pieces give more moves than a game from the
//! start ever has. Move lists and perft against the literal reference
//! generator, and the line-by-line bound behind `MAX_MOVES`.

use crate::reference;

use std::sync::{atomic::AtomicBool, Mutex};

use mathchess::{
    games::math_chess::{
        engine, notation, Game, Move, Op, Piece, Position, Preset, Rules, Square, MAX_MOVES,
        SQUARES,
    },
    record,
    search::Level,
    session::{self, LevelPlayer, Mode, Session},
    Direction, Side,
};
use proptest::prelude::*;

/// 362 moves: the placement that overflowed the old bound of 360.
const FOUND_BY_FUZZING: &str =
    "1B7B9B7R0B9B9B71/B67B9/B75B72/B76B61/B63B42B41/B56B81/B76B71/B97B8/3B82B72/9/4B04 b";
/// 492 moves: 9s on every edge square but two corners, which hold the 0s;
/// the most that a search over placements found.
const RING_OF_NINES: &str =
    "R0B9B9B9B9B9B9B9B9/B97B9/B97B9/B97B9/B97B9/B97B9/B97B9/B97B9/B97B9/B97B9/B0B9B9B9B9B9B9B9B9 b";
/// Crowded with captures: high pieces of both sides side by side.
const MIXED: &str =
    "R9R9R9R9R9R9R9R9R9/R81R81R81R81R8/9/B9R9B9R9B9R9B9R9B9/9/R03B04/9/B9R9B9R9B9R9B9R9B9/9/B81B81B81B81B8/B9B9B9B9B9B9B9B9B9 b";

fn sorted_moves(pos: &Position, rules: &Rules) -> Vec<reference::RefMove> {
    let mut moves: Vec<_> = pos
        .legal_moves(rules)
        .into_iter()
        .map(|m| (m.from(), m.to(), m.ops().iter().map(Op::symbol).collect()))
        .collect();
    moves.sort_by_key(|(from, to, _)| (*from, *to));
    moves
}

/// The same placement with the other side to move.
fn other_side_to_move(pos: &Position) -> Position {
    let mut placement = [None; SQUARES];
    for (sq, piece) in pos.pieces() {
        placement[sq.index()] = Some(piece);
    }
    Position::from_placement(&placement, !pos.turn())
}

/// The lemma of `MAX_MOVES`: on a line of `L` squares with own pieces at
/// places `p` … `q` (`m` of them), at most `L + 1 − 2m + (q − p)` moves run
/// along it.
fn check_line_bound(pos: &Position, moves: &[Move]) {
    for start in Square::ALL {
        for d in 0..4 {
            let (dir, back) = (Direction::ALL[d], Direction::ALL[d + 4]);
            if back.ray_len(start) > 0 {
                continue;
            }
            let line: Vec<Square> = (0..=dir.ray_len(start))
                .filter_map(|k| start.offset(dir, k))
                .collect();
            let own: Vec<usize> = (1..=line.len())
                .filter(|&place| {
                    pos.piece_at(line[place - 1])
                        .is_some_and(|p| p.side() == pos.turn())
                })
                .collect();
            let along = moves
                .iter()
                .filter(|m| line.contains(&m.from()) && line.contains(&m.to()))
                .count();
            let bound = match (own.first(), own.last()) {
                (Some(p), Some(q)) => line.len() + 1 + (q - p) - 2 * own.len(),
                _ => 0,
            };
            assert!(along <= bound, "{pos}: {along} moves along {start} {dir:?}");
        }
    }
}

#[test]
fn crowded_move_lists_match_the_reference() {
    for (text, blue_moves) in [(FOUND_BY_FUZZING, 362), (RING_OF_NINES, 492), (MIXED, 0)] {
        let blue: Position = text.parse().unwrap();
        for pos in [other_side_to_move(&blue), blue.clone()] {
            for preset in Preset::ALL {
                let rules = preset.rules();
                let moves = sorted_moves(&pos, &rules);
                assert_eq!(
                    moves,
                    reference::legal_moves(&pos, &rules),
                    "{preset} {pos}"
                );
                assert_eq!(pos.count_moves(&rules), moves.len() as u64);
                check_line_bound(&pos, &pos.legal_moves(&rules));
            }
        }
        let rules = Preset::Chessplayx.rules();
        let count = blue.legal_moves(&rules).len();
        assert!(count <= MAX_MOVES);
        if blue_moves > 0 {
            assert_eq!(count, blue_moves, "{blue}");
        }
        assert_eq!(notation::move_list(&blue, &rules).len(), count);
    }
}

#[test]
fn crowded_perft_matches_the_reference() {
    let rules = Preset::Chessplayx.rules();
    for text in [FOUND_BY_FUZZING, RING_OF_NINES, MIXED] {
        let pos: Position = text.parse().unwrap();
        assert_eq!(
            pos.perft(&rules, 2),
            reference::perft(&pos, &rules, 2),
            "{pos}"
        );
    }
}

/// The computer, a hint, and a record all start from crowded positions.
#[test]
fn sessions_start_and_play_from_crowded_positions() {
    let rules = Preset::Chessplayx.rules();
    let computer_blue = Mode::VsComputer {
        human: Side::Red,
        level: Level::MIN,
    };
    for text in [FOUND_BY_FUZZING, RING_OF_NINES, MIXED] {
        let game = Game::from_position(rules, text.parse().unwrap());
        let hint = engine::hint(&game, &AtomicBool::new(false)).expect("a move");
        assert!(game.legal_moves().contains(&hint.best));
        let json = mathchess::games::math_chess::record::save(&game, record::GameInfo::default());
        let (restored, _) = mathchess::games::math_chess::record::load(&json).unwrap();
        let session = Mutex::new(Session::from_game(restored, computer_blue));
        assert!(session::lock(&session).snapshot().thinking);
        let played = session::play_computer_turn(&session, &LevelPlayer).unwrap();
        assert!(played.is_some(), "{text}");
        assert!(!session::lock(&session).snapshot().thinking);
    }
}

/// Up to 25 pieces a side, mostly high numbers, each side with its 0 most of
/// the time: placements far more crowded than games reach.
fn crowded() -> impl Strategy<Value = Position> {
    let side = || {
        (
            prop::collection::vec((0..SQUARES as u8, prop_oneof![Just(9u8), 0u8..=9]), 0..25),
            prop::option::weighted(0.9, 0..SQUARES as u8),
        )
    };
    (side(), side(), any::<bool>()).prop_map(|(blue, red, red_to_move)| {
        let mut placement = [None; SQUARES];
        for (side, (pieces, zero)) in [(Side::Blue, blue), (Side::Red, red)] {
            let zero = zero.map(|sq| (sq, 0));
            for (sq, n) in pieces.into_iter().chain(zero) {
                placement[usize::from(sq)] = Some(Piece::new(side, n));
            }
        }
        let turn = if red_to_move { Side::Red } else { Side::Blue };
        Position::from_placement(&placement, turn)
    })
}

/// One of the crowded positions above with a few squares changed: placements
/// near the most moves found.
fn near_the_most() -> impl Strategy<Value = Position> {
    let piece = (any::<bool>(), prop_oneof![Just(9u8), 0u8..=9])
        .prop_map(|(red, n)| Piece::new(if red { Side::Red } else { Side::Blue }, n));
    (
        prop::sample::select(vec![FOUND_BY_FUZZING, RING_OF_NINES, MIXED]),
        prop::collection::vec((0..SQUARES, prop::option::of(piece)), 0..6),
    )
        .prop_map(|(text, edits)| {
            let pos: Position = text.parse().expect("a position string");
            let mut placement = [None; SQUARES];
            for (sq, piece) in pos.pieces() {
                placement[sq.index()] = Some(piece);
            }
            for (sq, piece) in edits {
                placement[sq] = piece;
            }
            Position::from_placement(&placement, pos.turn())
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn crowded_placements_match_the_reference(pos in prop_oneof![crowded(), near_the_most()], preset in prop::sample::select(Preset::ALL.to_vec())) {
        let rules = preset.rules();
        let moves = pos.legal_moves(&rules);
        prop_assert_eq!(sorted_moves(&pos, &rules), reference::legal_moves(&pos, &rules));
        prop_assert_eq!(pos.count_moves(&rules), moves.len() as u64);
        check_line_bound(&pos, &moves);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn crowded_perft_2_matches_the_reference(pos in prop_oneof![crowded(), near_the_most()]) {
        let rules = Preset::Chessplayx.rules();
        prop_assert_eq!(pos.perft(&rules, 2), reference::perft(&pos, &rules, 2));
    }
}
