//! Capture the Flag through the same session: taps, the board as drawn,
//! duties, the computer, hints, review, save and restore.

use std::sync::Mutex;

use proptest::prelude::*;

use crate::session::*;
use crate::{
    games::capture_the_flag::{self, FlagDuty, FlagNotices, Game, Piece, Position, Square},
    games::math_chess::session_tests::cell,
    record::GameKind,
    search::Level,
    Side,
};

type FlagSession = GameSession<CaptureTheFlag>;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn two_players() -> FlagSession {
    FlagSession::start(capture_the_flag::Rules::default(), Mode::TwoPlayers)
}

#[test]
fn the_board_as_drawn() {
    let s = two_players().snapshot();
    assert_eq!(
        (s.game, s.width, s.height),
        (GameKind::CaptureTheFlag, 11, 12)
    );
    assert_eq!(s.cells.len(), 132);
    assert_eq!(s.divider_below_row, Some(5));
    assert!(!s.scored, "Capture the Flag keeps no score");
    assert!(
        Session::new(crate::games::math_chess::Rules::default(), Mode::TwoPlayers)
            .snapshot()
            .scored
    );
    assert_eq!(s.file_labels.first(), Some(&"a"));
    assert_eq!(s.file_labels.last(), Some(&"k"));
    assert_eq!(s.rank_labels.first(), Some(&"12"));
    assert_eq!(s.rank_labels.last(), Some(&"1"));
    // Top-left is a12 with Blue at the bottom; the cells go row by row.
    assert_eq!(s.cells[0].square, sq("a12"));
    assert_eq!(s.cells[131].square, sq("k1"));
    // The dividing line lies between the halves.
    let above = &s.cells[5 * 11];
    let below = &s.cells[6 * 11];
    assert!(!above.square.in_own_half(Side::Blue));
    assert!(below.square.in_own_half(Side::Blue));
    for side in Side::ALL {
        let flag = capture_the_flag::flag(side);
        assert_eq!(cell(&s, &flag.to_string()).kind.flag, Some(side));
        for home in capture_the_flag::guard_homes(side).iter() {
            assert_eq!(cell(&s, &home.to_string()).kind.guard_home, Some(side));
        }
        for point in capture_the_flag::attack_points(side) {
            assert_eq!(cell(&s, &point.to_string()).kind.attack_point, Some(side));
        }
    }
    assert!(s
        .cells
        .iter()
        .all(|c| c.kind.colour == Some(c.square.colour())));
    let red_bottom = {
        let mut session = two_players();
        session.set_orientation(Orientation::Fixed { bottom: Side::Red });
        session.snapshot()
    };
    assert_eq!(red_bottom.cells[0].square, sq("k1"));
    assert_eq!(red_bottom.rank_labels.first(), Some(&"1"));
    assert_eq!(red_bottom.divider_below_row, Some(5));
}

#[test]
fn taps_select_and_play() {
    let mut session = two_players();
    assert_eq!(session.tap(sq("c1")), Ok(Tapped::Selected));
    let s = session.snapshot();
    assert!(cell(&s, "c1").marks.contains(Mark::Selected));
    assert!(cell(&s, "b2").marks.contains(Mark::StepTarget));
    assert!(matches!(session.tap(sq("b2")), Ok(Tapped::Played(_))));
    let s = session.snapshot();
    assert_eq!(s.history.len(), 1);
    assert_eq!(s.history[0].to_string(), "c1-b2");
    assert_eq!(s.turn, Side::Red);
    assert!(cell(&s, "b2").marks.contains(Mark::LastTo));
    assert!(s.choice.is_none(), "a move is named by its squares");
    // An enemy piece, an empty square, a square out of reach.
    assert_eq!(session.tap(sq("b2")), Err(Rejection::NotYourTurn.into()));
    assert_eq!(session.tap(sq("f6")), Err(Rejection::EmptySquare.into()));
    assert_eq!(session.tap_index(132), Err(SessionError::NoSuchSquare(132)));
    session.undo().unwrap();
    assert_eq!(session.snapshot().history.len(), 0);
    session.redo().unwrap();
    assert_eq!(session.snapshot().history.len(), 1);
}

#[test]
fn moves_typed_as_text() {
    let mut session = two_players();
    let text = |t: &str| t.parse::<capture_the_flag::MoveText>().unwrap();
    assert!(matches!(
        session.play_text(&text("c1-b2")),
        Ok(Tapped::Played(_))
    ));
    let before = session.snapshot();
    assert!(matches!(
        session.play_text(&text("a1-a2")),
        Err(SessionError::FlagGame(_))
    ));
    assert_eq!(session.snapshot(), before, "a refused move changes nothing");
}

/// `docs/flag-rules.md` §10, Example 5: d4-e5 puts the 10 between R2 and R3.
const EXAMPLE_5: &str = "11/5,R18,5/1,B6,2,R17,1,R15,4/5,R16,5/2,R2,8/2,B4,8/7,B3,R7,2/3,R2,1,R3,4,B11/3,B10,1,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";

#[test]
fn a_capture_is_shown_with_its_rule() {
    let position = Position::from_ascii_lenient(EXAMPLE_5.as_bytes()).unwrap();
    let game = Game::from_position(capture_the_flag::Rules::default(), position);
    let mut session = FlagSession::from_game(game, Mode::TwoPlayers);
    session.tap(sq("d4")).unwrap();
    assert!(cell(&session.snapshot(), "e5")
        .marks
        .contains(Mark::CaptureTarget));
    session.tap(sq("e5")).unwrap();
    let s = session.snapshot();
    let taken: Vec<(u8, CaptureRule)> = s
        .last_captures
        .iter()
        .map(|c| (c.piece.number(), c.rules[0].rule))
        .collect();
    let d = CaptureRule::Flag(capture_the_flag::CaptureRule::D);
    assert_eq!(taken, [(2, d), (3, d)]);
    assert_eq!(s.last_captures[0].rules[0].working, "10 = 2 × (2 + 3)");
    assert_eq!(s.players.blue.captured.len(), 2);
    assert_eq!(s.players.blue.score, 5);
    // Browsing back to the start shows no capture.
    session.browse(0).unwrap();
    assert!(session.snapshot().last_captures.is_empty());
}

#[test]
fn the_side_to_moves_duties_are_shown() {
    let s = two_players().snapshot();
    assert_eq!(s.extra, FlagNotices::default());
    // A guard's sortie: on its side's next move, it owes the return (§4.7).
    let mut game = Game::new(capture_the_flag::Rules::default());
    let sortie = game
        .legal_moves()
        .iter()
        .copied()
        .find(|m| {
            game.position()
                .piece_at(m.from())
                .is_some_and(Piece::is_guard)
        })
        .expect("a guard may sortie from the start");
    game.play(sortie).unwrap();
    let reply = game.legal_moves()[0];
    game.play(reply).unwrap();
    let session = FlagSession::from_game(game, Mode::TwoPlayers);
    let owed = session.snapshot().extra.pending_return;
    assert_eq!(owed.map(|r| r.guard), Some(sortie.to()));
    assert_eq!(owed.map(|r| r.home), Some(sortie.from()));
    let duties = session.snapshot().extra.duties();
    assert_eq!(duties, [FlagDuty::ReturnGuard(owed.unwrap())]);
}

#[test]
fn a_siege_is_shown_before_a_guards_return() {
    let guard = sq("f6");
    let notices = FlagNotices {
        pending_return: Some(capture_the_flag::Return {
            guard,
            home: sq("f4"),
        }),
        siege: vec![sq("e4"), sq("g4")],
        ..FlagNotices::default()
    };
    let duties = notices.duties();
    assert_eq!(
        duties,
        [
            FlagDuty::LiftSiege {
                captors: vec![sq("e4"), sq("g4")]
            },
            FlagDuty::ReturnGuard(notices.pending_return.unwrap()),
        ]
    );
    assert!(FlagNotices::default().duties().is_empty());
}

/// Blue is besieged: its guard was taken, and it must capture one of the
/// captors on e4, g4 and f5 (§5.4).
const BESIEGED: &str = "10,R1/R2,4,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/5,R8,5/3,B7,R3,1,R5,4/4,B15,1,B17,4/5,B18,5/B1,10 b - be4g4f5 0";

#[test]
fn the_siege_captors_are_marked() {
    let captors = |s: &Snapshot<CaptureTheFlag>| -> Vec<String> {
        s.cells
            .iter()
            .filter(|c| c.marks.contains(Mark::SiegeCaptor))
            .map(|c| c.square.to_string())
            .collect()
    };
    let position = Position::from_ascii_lenient(BESIEGED.as_bytes()).unwrap();
    let game = Game::from_position(capture_the_flag::Rules::default(), position);
    let mut session = FlagSession::from_game(game, Mode::TwoPlayers);
    let s = session.snapshot();
    let mut marked = captors(&s);
    marked.sort();
    assert_eq!(marked, ["e4", "f5", "g4"]);
    let mut listed: Vec<String> = s.extra.siege.iter().map(ToString::to_string).collect();
    listed.sort();
    assert_eq!(marked, listed, "the marks are the siege's captors");
    // Turned, the same pieces are marked.
    session.set_orientation(Orientation::Fixed { bottom: Side::Red });
    let mut turned = captors(&session.snapshot());
    turned.sort();
    assert_eq!(turned, marked);
    // No siege, no mark: not at the start, nor in the first game.
    assert!(captors(&two_players().snapshot()).is_empty());
    let first =
        Session::new(crate::games::math_chess::Rules::default(), Mode::TwoPlayers).snapshot();
    assert!(first
        .cells
        .iter()
        .all(|c| !c.marks.contains(Mark::SiegeCaptor)));
}

/// `docs/flag-rules.md` §10, Example 2: the 6 on c5 jumps over d6 to e7, and turns.
const EXAMPLE_2: &str = "11/5,R18,5/4,R17,1,R15,4/5,R16,5/3,B5,1,B8,5/11/2,R7,B4,1,B9,5/1,R3,B6,8/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";

#[test]
fn a_jump_chain_is_shown_with_its_path() {
    let names = |s: &Snapshot<CaptureTheFlag>| -> Vec<String> {
        s.last_path.iter().map(ToString::to_string).collect()
    };
    let position = Position::from_ascii_lenient(EXAMPLE_2.as_bytes()).unwrap();
    let game = Game::from_position(capture_the_flag::Rules::default(), position);
    let mut session = FlagSession::from_game(game, Mode::TwoPlayers);
    assert!(
        session.snapshot().last_path.is_empty(),
        "nothing played yet"
    );
    session.tap(sq("c5")).unwrap();
    assert!(
        session.snapshot().last_path.is_empty(),
        "a selection moves nothing"
    );
    session.tap(sq("g9")).unwrap();
    let s = session.snapshot();
    assert_eq!(names(&s), ["c5", "e7", "g9"]);
    assert!(cell(&s, "c5").marks.contains(Mark::LastFrom));
    assert!(cell(&s, "g9").marks.contains(Mark::LastTo));
    assert!(
        !cell(&s, "e7").marks.contains(Mark::LastTo),
        "a landing is no end"
    );
    // Red's step goes straight; browsing back shows the chain again.
    session.tap(sq("b5")).unwrap();
    session.tap(sq("c4")).unwrap();
    assert_eq!(names(&session.snapshot()), ["b5", "c4"]);
    session.browse(1).unwrap();
    assert_eq!(names(&session.snapshot()), ["c5", "e7", "g9"]);
    session.browse(0).unwrap();
    assert!(session.snapshot().last_path.is_empty());
    session.leave_browsing();
    session.undo().unwrap();
    assert_eq!(
        names(&session.snapshot()),
        ["c5", "e7", "g9"],
        "undone to the chain"
    );
    // The first game's moves go straight: their two squares.
    let mut first = Session::new(crate::games::math_chess::Rules::default(), Mode::TwoPlayers);
    first
        .tap(crate::games::math_chess::session_tests::sq("c1"))
        .unwrap();
    first
        .tap(crate::games::math_chess::session_tests::sq("c4"))
        .unwrap();
    let path: Vec<String> = first
        .snapshot()
        .last_path
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(path, ["c1", "c4"]);
}

#[test]
fn save_and_restore_either_game() {
    let mut session = two_players();
    for square in ["c1", "b2", "a12", "b11"] {
        session.tap(sq(square)).unwrap();
    }
    session.set_orientation(Orientation::FaceToFace { bottom: Side::Red });
    let json = session.save();
    assert!(json.contains("\"game\": \"capture-the-flag\""), "{json}");
    let restored = FlagSession::restore(&json, Mode::TwoPlayers).unwrap();
    let shown = |s: Snapshot<CaptureTheFlag>| Snapshot {
        revision: 0,
        last_event: None,
        ..s
    };
    assert_eq!(shown(restored.snapshot()), shown(session.snapshot()));
    // A record of the other game is refused, naming it.
    let first = Session::new(crate::games::math_chess::Rules::default(), Mode::TwoPlayers).save();
    assert!(matches!(
        FlagSession::restore(&first, Mode::TwoPlayers),
        Err(SessionError::FlagRecord(_))
    ));
    assert!(matches!(
        Session::restore(&json, Mode::TwoPlayers),
        Err(SessionError::Record(_))
    ));
}

#[test]
fn the_computer_plays_its_side() {
    let mode = Mode::VsComputer {
        human: Side::Blue,
        level: Level::MIN,
    };
    let session = Mutex::new(FlagSession::start(capture_the_flag::Rules::default(), mode));
    lock(&session).tap(sq("c1")).unwrap();
    lock(&session).tap(sq("b2")).unwrap();
    assert!(lock(&session).snapshot().start_computer);
    let played = play_computer_turn(&session, &LevelPlayer).unwrap();
    assert!(played.is_some());
    let s = lock(&session).snapshot();
    assert_eq!((s.turn, s.history.len()), (Side::Blue, 2));
    // Undo takes back the computer's reply with the player's move.
    lock(&session).undo().unwrap();
    assert_eq!(lock(&session).snapshot().history.len(), 0);
}

/// A game loaded already over has nothing to take back, against the
/// computer as in two-player games (the fuzzer found the computer's case).
#[test]
fn a_game_over_from_its_start_has_nothing_to_undo() {
    let crossed = "5,R1,5/5,R18,5/4,R17,1,R15,4/5,R16,5/1,B8,1,B9,1,B4,1,B10,1,B11,1/B1,1,B2,1,B3,1,B7,1,B5,1,B6/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 r - - 0";
    let position = Position::from_ascii_lenient(crossed.as_bytes()).unwrap();
    let game = Game::from_position(capture_the_flag::Rules::default(), position);
    assert!(game.outcome().is_some(), "all eleven attackers crossed");
    let computer = Mode::VsComputer {
        human: Side::Blue,
        level: Level::MIN,
    };
    for mode in [Mode::TwoPlayers, computer] {
        let mut session = FlagSession::from_game(game.clone(), mode);
        assert!(!session.snapshot().can_undo, "{mode:?}");
        assert_eq!(session.undo(), Err(SessionError::NothingToUndo));
    }
}

#[test]
fn a_hint_and_a_review() {
    let mut session = two_players();
    session.tap(sq("c1")).unwrap();
    session.tap(sq("b2")).unwrap();
    let hint = session.hint_job().run().expect("a move for Red");
    assert_eq!(hint.line.first(), Some(&hint.best));
    assert!(session
        .game()
        .position()
        .legal_move(hint.from, hint.to)
        .is_some());
    let job = session.review_job();
    let view = job.run();
    assert!(view.complete);
    assert_eq!(view.moves.len(), 1);
    let reviewed = &view.moves[0];
    assert_eq!(reviewed.played.to_string(), "c1-b2");
    let place = |square| Place::of::<CaptureTheFlag>(square);
    assert_eq!(
        [reviewed.played_from, reviewed.played_to],
        [place(sq("c1")), place(sq("b2"))]
    );
    assert_eq!(reviewed.played_to.name, "b2");
    assert_eq!(
        [reviewed.best_from, reviewed.best_to],
        [place(reviewed.best.from), place(reviewed.best.to)]
    );
    assert!(session.review_is_current(&view));
    session.undo().unwrap();
    assert!(!session.review_is_current(&view));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Random taps through a whole game: each is accepted or refused with
    /// nothing changed, and the snapshot allows exactly what is accepted.
    #[test]
    fn random_taps_play_whole_games(taps in prop::collection::vec(0u32..132, 1..400)) {
        let mut session = two_players();
        for index in taps {
            let before = session.snapshot();
            match session.tap_index(index) {
                Ok(Tapped::Played(m)) => {
                    let after = session.snapshot();
                    prop_assert_eq!(after.history.len(), before.history.len() + 1);
                    prop_assert_eq!(after.history.last().copied(), Some(capture_the_flag::MoveText::of(m)));
                }
                Ok(_) => {}
                Err(SessionError::Rejected(reason)) => {
                    let after = session.snapshot();
                    prop_assert_eq!(after.rejection, Some(reason));
                    prop_assert_eq!(after.history, before.history);
                    prop_assert_eq!(after.selected, before.selected);
                }
                Err(e) => prop_assert!(false, "{e}"),
            }
            let s = session.snapshot();
            let over = s.outcome.is_some();
            prop_assert_eq!(s.players.get(s.turn).to_move, !over);
        }
        let saved = session.save();
        let restored = FlagSession::restore(&saved, Mode::TwoPlayers).unwrap();
        prop_assert_eq!(restored.snapshot().history, session.snapshot().history);
    }
}

#[test]
fn whole_games_by_taps_end_on_the_board() {
    // Each side taps a piece that can move and one of its targets, picked
    // by a fixed sequence, until the game ends on the board.
    let mut session = two_players();
    let mut pick = 7usize;
    let mut next = |count: usize| {
        pick = pick
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (pick >> 33) % count
    };
    while session.snapshot().outcome.is_none() {
        let s = session.snapshot();
        assert!(s.history.len() < 3_000, "the quiet-move limit ends a game");
        let movable: Vec<Square> = s
            .cells
            .iter()
            .filter(|c| c.piece.is_some_and(|p| p.side() == s.turn))
            .map(|c| c.square)
            .filter(|&sq| CaptureTheFlag::selectable(session.game(), sq).is_ok())
            .collect();
        let from = movable[next(movable.len())];
        assert_eq!(session.tap(from), Ok(Tapped::Selected));
        let targets: Vec<Square> = session
            .snapshot()
            .cells
            .iter()
            .filter(|c| c.marks.contains(Mark::CaptureTarget) || c.marks.contains(Mark::StepTarget))
            .map(|c| c.square)
            .collect();
        let to = targets[next(targets.len())];
        assert!(
            matches!(session.tap(to), Ok(Tapped::Played(m)) if (m.from(), m.to()) == (from, to))
        );
    }
    let json = session.save();
    let restored = FlagSession::restore(&json, Mode::TwoPlayers).unwrap();
    assert_eq!(restored.snapshot().outcome, session.snapshot().outcome);
    assert_eq!(restored.snapshot().history, session.snapshot().history);
}
