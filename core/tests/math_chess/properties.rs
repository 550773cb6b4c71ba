//! Property tests of the rules core over random positions and random games.

use crate::{reference, support};

use mathchess::{
    games::math_chess::record,
    games::math_chess::{
        notation::MoveText, Division, Game, Move, Op, Piece, Position, Preset, Rules, Square,
        SQUARES,
    },
    record::GameInfo,
    Side,
};
use proptest::prelude::*;

fn rules() -> impl Strategy<Value = Rules> {
    (
        prop::sample::select(Preset::ALL.to_vec()),
        any::<bool>(),
        any::<bool>(),
        prop::option::of(1u8..=45),
    )
        .prop_map(|(preset, remainder_first, zero_support, target)| Rules {
            division: if remainder_first {
                Division::RemainderFirst
            } else {
                Division::Both
            },
            zero_support,
            points_target: target
                .map(|t| mathchess::games::math_chess::PointsTarget::new(t).unwrap()),
            ..preset.rules()
        })
}

/// A random placement, usually with both 0s so that there are moves; pieces
/// may repeat a number, as puzzles may.
fn position() -> impl Strategy<Value = Position> {
    (
        prop::collection::vec((0..SQUARES as u8, any::<bool>(), 0u8..=9), 0..40),
        prop::collection::vec(0..SQUARES as u8, 2),
        any::<bool>(),
        0u8..10,
    )
        .prop_map(|(pieces, zeros, red, drop_zero)| {
            let mut placement = [None; SQUARES];
            for (sq, red, n) in pieces {
                placement[usize::from(sq)] =
                    Some(Piece::new(if red { Side::Red } else { Side::Blue }, n));
            }
            if drop_zero > 0 {
                placement[usize::from(zeros[0])] = Some(Piece::new(Side::Blue, 0));
                placement[usize::from(zeros[1])] = Some(Piece::new(Side::Red, 0));
            }
            Position::from_placement(&placement, if red { Side::Red } else { Side::Blue })
        })
}

fn as_reference(m: Move) -> reference::RefMove {
    (m.from(), m.to(), m.ops().iter().map(Op::symbol).collect())
}

/// Plays `choices` as indices into the legal moves, checking invariants at every ply.
fn random_game(rules: Rules, start: Position, choices: &[usize]) -> Game {
    let mut game = Game::from_position(rules, start);
    for &choice in choices {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[choice % moves.len()];
        let claim = m.ops().iter().nth(choice % m.ops().len().max(1));
        let before = game.position().clone();
        let played = game.play(m, claim).expect("a generated move is legal");
        let after = game.position();
        // The 0s never move; piece counts never grow; the hash is kept right.
        for (sq, piece) in before.pieces().filter(|(_, p)| p.number() == 0) {
            assert!(after.piece_at(sq) == Some(piece) || played.m.to() == sq);
        }
        assert!(after.pieces().count() <= before.pieces().count());
        assert_eq!(after.hash(), after.full_hash());
        // Undo restores position and hash exactly.
        let mut copy = before.clone();
        let captured = copy.play_unchecked(m);
        assert_eq!(&copy, after);
        copy.undo_unchecked(m, captured);
        assert_eq!(copy, before);
        assert_eq!(copy.hash(), before.hash());
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn movegen_matches_the_literal_rules(pos in position(), rules in rules()) {
        let mut moves: Vec<_> = pos.legal_moves(&rules).into_iter().map(as_reference).collect();
        moves.sort_by_key(|(from, to, _)| (*from, *to));
        prop_assert_eq!(&moves, &reference::legal_moves(&pos, &rules));
        prop_assert_eq!(pos.count_moves(&rules), moves.len() as u64);
        for (from, to, _) in &moves {
            prop_assert!(pos.check_move(&rules, *from, *to).is_ok());
            prop_assert_eq!(pos.moves_from(&rules, *from).iter().filter(|m| m.to() == *to).count(), 1);
        }
    }

    #[test]
    fn illegal_pairs_are_explained(pos in position(), rules in rules(), from in 0..SQUARES as u8, to in 0..SQUARES as u8) {
        let (from, to) = (Square::new(from), Square::new(to));
        let legal = reference::legal_moves(&pos, &rules).iter().any(|(f, t, _)| (*f, *t) == (from, to));
        let checked = pos.check_move(&rules, from, to);
        prop_assert_eq!(checked.is_ok(), legal, "{:?}", checked);
        if let Err(why) = checked {
            prop_assert!(!why.to_string().is_empty());
        }
    }

    #[test]
    fn position_strings_round_trip(pos in position()) {
        let text = pos.to_string();
        let parsed: Position = text.parse().unwrap();
        prop_assert_eq!(&parsed, &pos);
        prop_assert_eq!(parsed.to_string(), text);
    }

    #[test]
    fn random_games_keep_the_invariants(rules in rules(), choices in prop::collection::vec(any::<usize>(), 0..120)) {
        random_game(rules, Position::start(rules.first), &choices);
    }

    #[test]
    fn random_positions_keep_the_invariants(pos in position(), rules in rules(), choices in prop::collection::vec(any::<usize>(), 0..40)) {
        random_game(rules, pos, &choices);
    }

    #[test]
    fn records_round_trip(rules in rules(), choices in prop::collection::vec(any::<usize>(), 0..80), resign in any::<bool>()) {
        let mut game = random_game(rules, Position::start(rules.first), &choices);
        if resign {
            let _ = game.resign(game.position().turn());
        }
        support::round_trips(&game)?;
        for text in game.history_text() {
            prop_assert_eq!(text.to_string().parse::<MoveText>().unwrap(), text);
        }
    }

    /// Few pieces and no draw rule: random play repeats positions often.
    #[test]
    fn repetition_count_matches_a_full_recompute(choices in prop::collection::vec(any::<usize>(), 0..150)) {
        let rules = Rules { repetition_draw: false, ..Preset::Chessplayx.rules() };
        let start: Position = "R08/9/9/9/9/9/9/9/9/9/B0B17 b".parse().unwrap();
        let mut game = Game::from_position(rules, start.clone());
        let mut seen = vec![start];
        for choice in choices {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[choice % moves.len()], None).unwrap();
            seen.push(game.position().clone());
            let full = seen.iter().filter(|p| *p == game.position()).count();
            prop_assert_eq!(game.repetitions(), full);
        }
    }

    #[test]
    fn parsers_never_panic_on_text(text in "\\PC{0,80}") {
        let _ = text.parse::<Position>();
        let _ = text.parse::<MoveText>();
        let _ = text.parse::<Square>();
        let _ = text.parse::<Preset>();
        let _ = record::load(&text);
        let mut game = Game::new(Rules::default());
        let before = game.clone();
        if game.play_text(&text).is_err() {
            prop_assert_eq!(game, before);
        }
    }

    #[test]
    fn parsers_never_panic_on_bytes(bytes in prop::collection::vec(any::<u8>(), 0..120)) {
        let _ = Position::from_ascii(&bytes);
        let _ = MoveText::from_ascii(&bytes);
        let _ = Square::from_ascii(&bytes);
    }

    /// Strings built from position-string tokens: whenever one parses, it prints back unchanged.
    #[test]
    fn valid_position_strings_print_back_unchanged(
        ranks in prop::collection::vec(prop::collection::vec(prop::sample::select(vec![
            "1", "2", "3", "4", "5", "8", "9", "0", "B0", "B7", "R0", "R9", "R3", "x",
        ]), 0..10), 9..13),
        turn in prop::sample::select(vec![" b", " r", " x", "", " b "]),
    ) {
        let text = ranks.iter().map(|r| r.concat()).collect::<Vec<_>>().join("/") + turn;
        if let Ok(pos) = text.parse::<Position>() {
            prop_assert_eq!(pos.to_string(), text);
        }
    }

    #[test]
    fn records_never_panic_when_corrupted(choices in prop::collection::vec(any::<usize>(), 0..30), cut in any::<usize>(), byte in any::<u8>()) {
        let game = random_game(Rules::default(), Position::start(Side::Blue), &choices);
        let mut json = record::save(&game, GameInfo::default()).into_bytes();
        let at = cut % json.len();
        json[at] = byte;
        if let Ok(text) = String::from_utf8(json) {
            if let Ok((loaded, _)) = record::load(&text) {
                // Whatever loads is a whole, consistent game.
                prop_assert_eq!(loaded.position().hash(), loaded.position().full_hash());
            }
        }
    }
}

#[test]
fn reference_agrees_on_small_perft() {
    for preset in Preset::ALL {
        let rules = preset.rules();
        let pos = Position::start(Side::Blue);
        assert_eq!(
            reference::perft(&pos, &rules, 2),
            pos.perft(&rules, 2),
            "{preset}"
        );
    }
}
