//! Property tests of the Capture the Flag rules over random positions and
//! random games: the fast generator against the literal reference.

use crate::{
    reference::{self, RefMove},
    support,
};
use mathchess::{
    games::capture_the_flag::{
        guard_homes, move_list, Game, Move, MoveText, Piece, Position, Rules, Square, SQUARES,
    },
    Side,
};
use proptest::prelude::*;

const NUMBERS: [u8; 15] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 15, 16, 17, 18];

fn as_reference(m: Move) -> RefMove {
    let captures = m
        .captures()
        .map(|(sq, rules)| (sq, rules.to_string()))
        .collect();
    (m.from(), m.to(), captures)
}

/// A square, near a flag half of the time: guards on their homes with
/// pieces around them give the sieges and sorties.
fn square() -> impl Strategy<Value = u8> {
    let near: Vec<u8> = Square::ALL
        .into_iter()
        .filter(|sq| {
            [
                mathchess::games::capture_the_flag::flag(Side::Blue),
                mathchess::games::capture_the_flag::flag(Side::Red),
            ]
            .iter()
            .any(|f| f.file().abs_diff(sq.file()) <= 2 && f.rank().abs_diff(sq.rank()) <= 2)
        })
        .map(|sq| sq.index() as u8)
        .collect();
    prop_oneof![0..SQUARES as u8, prop::sample::select(near)]
}

/// A random placement (each number at most once a side, on any square),
/// the side to move, sometimes a siege on some enemy pieces and a pending
/// return for a guard next to an empty home.
fn position() -> impl Strategy<Value = Position> {
    (
        prop::collection::vec((square(), any::<bool>(), 0..15usize), 4..40),
        any::<bool>(),
        any::<u8>(),
        any::<u8>(),
    )
        .prop_map(|(pieces, red, siege_bits, duty)| {
            let mut placement = [None; SQUARES];
            let mut used = [[false; 15]; 2];
            for (sq, side_red, i) in pieces {
                let side = if side_red { Side::Red } else { Side::Blue };
                if !used[side.index()][i] && placement[usize::from(sq)].is_none() {
                    used[side.index()][i] = true;
                    placement[usize::from(sq)] = Some(Piece::new(side, NUMBERS[i]));
                }
            }
            let turn = if red { Side::Red } else { Side::Blue };
            let mut text = Position::from_placement(&placement, turn).to_string();
            let board = text.split(' ').next().unwrap().to_owned();
            let enemy: Vec<Square> = Square::ALL
                .into_iter()
                .filter(|sq| placement[sq.index()].is_some_and(|p| p.side() != turn))
                .collect();
            let siege: String = enemy
                .iter()
                .enumerate()
                .filter(|(i, _)| siege_bits & 1 << (i % 8) != 0 && siege_bits > 200)
                .map(|(_, sq)| sq.to_string())
                .collect();
            let siege = if siege.is_empty() {
                "-".to_owned()
            } else {
                format!("{}{siege}", turn.letter())
            };
            let returns = Side::ALL
                .into_iter()
                .filter(|_| duty > 128)
                .find_map(|side| {
                    guard_homes(side)
                        .iter()
                        .filter(|h| placement[h.index()].is_none())
                        .find_map(|home| {
                            Square::ALL
                                .into_iter()
                                .find(|g| {
                                    g.file().abs_diff(home.file()) <= 1
                                        && g.rank().abs_diff(home.rank()) <= 1
                                        && placement[g.index()]
                                            .is_some_and(|p| p.side() == side && p.is_guard())
                                })
                                .map(|g| format!("{}{g}{home}", side.letter().to_ascii_uppercase()))
                        })
                })
                .unwrap_or_else(|| "-".to_owned());
            text = format!("{board} {} {returns} {siege} 0", turn.letter());
            Position::from_ascii_lenient(text.as_bytes()).unwrap_or_else(|e| panic!("{text}: {e}"))
        })
}

/// The fast generator's moves, sorted, in the reference's terms.
fn fast_moves(pos: &Position) -> Vec<RefMove> {
    let mut moves: Vec<RefMove> = pos.legal_moves().into_iter().map(as_reference).collect();
    moves.sort_by_key(|(from, to, _)| (*from, *to));
    moves
}

/// Checks the fast generator against the reference on `pos`, and every
/// move's result and take-back.
fn agree(pos: &Position) -> Result<Vec<Move>, TestCaseError> {
    let reference = reference::legal_moves(pos);
    prop_assert_eq!(&fast_moves(pos), &reference, "{}", pos);
    prop_assert_eq!(pos.count_moves(), reference.len() as u64);
    prop_assert_eq!(pos.hash(), pos.full_hash());
    let moves: Vec<Move> = pos.legal_moves().to_vec();
    for &m in &moves {
        prop_assert_eq!(pos.legal_move(m.from(), m.to()), Some(m));
        prop_assert_eq!(
            pos.moves_from(m.from())
                .iter()
                .filter(|x| x.to() == m.to())
                .count(),
            1
        );
        let mut after = pos.clone();
        let undo = after.play_unchecked(m);
        prop_assert_eq!(
            after.to_string(),
            reference::play(pos, &as_reference(m)).to_string(),
            "{} after {}",
            pos,
            m
        );
        prop_assert_eq!(after.hash(), after.full_hash());
        after.undo_unchecked(m, undo);
        prop_assert_eq!(&after, pos);
        prop_assert_eq!(after.hash(), pos.hash());
    }
    Ok(moves)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn movegen_matches_the_literal_rules(pos in position()) {
        agree(&pos)?;
    }

    /// Random games from the start, captures preferred now and then so that
    /// they reach sorties, sieges and sparse boards.
    #[test]
    fn random_games_match_the_literal_rules(first_red in any::<bool>(), choices in prop::collection::vec(any::<u32>(), 0..100)) {
        let mut pos = Position::start(if first_red { Side::Red } else { Side::Blue });
        for choice in choices {
            let moves = agree(&pos)?;
            if moves.is_empty() {
                break;
            }
            let captures: Vec<Move> = moves.iter().copied().filter(|m| m.is_capture()).collect();
            let m = if !captures.is_empty() && choice % 2 == 0 {
                captures[(choice as usize / 2) % captures.len()]
            } else {
                moves[choice as usize % moves.len()]
            };
            pos.play_unchecked(m);
        }
    }

    #[test]
    fn illegal_pairs_are_explained(pos in position(), from in 0..SQUARES as u8, to in 0..SQUARES as u8) {
        let (from, to) = (Square::new(from), Square::new(to));
        let legal = reference::legal_moves(&pos).iter().any(|(f, t, _)| (*f, *t) == (from, to));
        let checked = pos.check_move(from, to);
        prop_assert_eq!(checked.is_ok(), legal, "{:?}", checked);
        if let Err(why) = checked {
            prop_assert!(!why.to_string().is_empty());
        }
    }

    /// Random games with undo and redo saved and loaded again.
    #[test]
    fn records_round_trip(choices in prop::collection::vec(any::<u32>(), 0..80), resign in any::<bool>()) {
        let rules = Rules { quiet_limit: 30, ..Rules::default() };
        let mut game = Game::new(rules);
        for choice in choices {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let before = game.clone();
            game.play(moves[choice as usize % moves.len()]).unwrap();
            if choice % 7 == 0 {
                let after = game.clone();
                game.undo();
                prop_assert_eq!(&game.position(), &before.position());
                game.redo();
                prop_assert_eq!(&game, &after);
            }
        }
        if resign {
            let _ = game.resign(game.position().turn());
        }
        support::round_trips(&game)?;
    }

    #[test]
    fn position_strings_round_trip(pos in position()) {
        let text = pos.to_string();
        let parsed = Position::from_ascii_lenient(text.as_bytes()).unwrap();
        prop_assert_eq!(&parsed, &pos);
        prop_assert_eq!(&parsed.to_string(), &text);
        if let Ok(valid) = text.parse::<Position>() {
            prop_assert_eq!(valid, pos);
        }
    }

    #[test]
    fn parsers_never_panic(text in "\\PC{0,80}", bytes in prop::collection::vec(any::<u8>(), 0..120)) {
        let _ = text.parse::<Position>();
        let _ = Position::from_ascii_lenient(text.as_bytes());
        let _ = text.parse::<MoveText>();
        let _ = text.parse::<Square>();
        let _ = Position::from_ascii(&bytes);
        let _ = MoveText::from_ascii(&bytes);
    }
}

#[test]
fn reference_agrees_on_perft() {
    let start = Position::start(Side::Blue);
    assert_eq!(reference::perft(&start, 3), start.perft(3));
    let middle: Position = "R9,6,R11,2,R10/5,R18,5/4,R17,1,R15,4/11/3,B2,R16,6/4,B7,6/2,R7,B5,1,B6,1,B3,R8,2/3,R3,B4,R4,4,B11/1,B8,2,R6,1,R5,4/4,B15,1,B17,1,R2,2/5,B18,3,B9,1/B10,1,B1,3,R1,4 b Re8f9 - 0".parse().unwrap();
    assert_eq!(reference::perft(&middle, 3), 2_510);
    assert_eq!(move_list(&middle).len(), 53);
}
