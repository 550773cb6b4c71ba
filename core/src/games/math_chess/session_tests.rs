use std::sync::{atomic::AtomicBool, Mutex};

use proptest::prelude::*;

use crate::session::{view_tests::assert_views_consistent, SquareOf, *};
use crate::{
    games::math_chess::record,
    games::math_chess::{
        notation::MoveText, EndReason, Game, Move, Op, Outcome, Piece, Position, Preset, Rules,
        Square,
    },
    record::GameInfo,
    search::Level,
    Side,
};

pub(crate) fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// The cell of the square named `name` in `snapshot`, of either game.
pub(crate) fn cell<'a, G: Playable>(snapshot: &'a Snapshot<G>, name: &str) -> &'a Cell<G>
where
    SquareOf<G>: std::str::FromStr<Err: std::fmt::Debug>,
{
    let square: SquareOf<G> = name.parse().unwrap();
    snapshot.cells.iter().find(|c| c.square == square).unwrap()
}

fn place(name: &str) -> Place {
    Place::of::<MathChess>(sq(name))
}

pub(crate) fn session_at(position: &str, mode: Mode) -> Session {
    let position: Position = position.parse().unwrap();
    Session::from_game(Game::from_position(Rules::default(), position), mode)
}

/// A two-player game at the start after Blue's first step, c1-c4.
pub(crate) fn after_first_step() -> Session {
    let mut session = session_at(START, Mode::TwoPlayers);
    play_by_taps(&mut session, &[("c1", "c4", None)]);
    session
}

pub(crate) use crate::test_support::MATH_CHESS_START as START;
/// `docs/rules.md` §6: Blue 7 on a1 with 4 on a2 takes a5 by 7 − 4 or 7 % 4.
pub(crate) const CHOICE: &str = "8R0/9/9/9/9/9/R98/9/9/B48/B77B0 b";
/// Blue 1 on a1 walled in by its own 2, 3 and 4: it has no move.
const WALLED: &str = "8R0/9/9/9/9/9/9/9/9/B2B37/B1B46B0 b";
/// A short game: a1xa5 (a move choice), e9-e8, i7-i8, e8-e7, i8xi11=2%3.
const SHORT_GAME: &str = "8R0/9/4R13B3/9/8B2/9/R98/9/9/B48/B77B0 b";

pub(crate) fn level(n: u8) -> Level {
    Level::new(n).unwrap()
}

pub(crate) const HUMAN_BLUE: Mode = Mode::VsComputer {
    human: Side::Blue,
    level: Level::MAX,
};

/// A stand-in for the engine: the first legal move, its first formula.
pub(crate) struct FirstLegal;

impl ComputerPlayer for FirstLegal {
    fn pick(&self, game: &Game, _: Level, _: &AtomicBool, _: u64) -> Option<(Move, Option<Op>)> {
        let m = *game.legal_moves().first()?;
        Some((m, m.ops().iter().next()))
    }
}

/// Finds no move: a search stopped before it had one.
pub(crate) struct Nothing;

impl ComputerPlayer for Nothing {
    fn pick(&self, _: &Game, _: Level, _: &AtomicBool, _: u64) -> Option<(Move, Option<Op>)> {
        None
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Expect {
    Selected,
    Deselected,
    ChoiceOpened,
    Played,
    Cleared(Rejection),
    Rejected(Rejection),
}

fn expect_of(result: &Result<Tapped, SessionError>) -> Expect {
    match result {
        Ok(Tapped::Selected) => Expect::Selected,
        Ok(Tapped::Deselected) => Expect::Deselected,
        Ok(Tapped::ChoiceOpened) => Expect::ChoiceOpened,
        Ok(Tapped::Played(_)) => Expect::Played,
        Ok(Tapped::Cleared(reason)) => Expect::Cleared(*reason),
        Err(SessionError::Rejected(reason)) => Expect::Rejected(*reason),
        Err(other) => panic!("unexpected error {other}"),
    }
}

struct TapCase {
    name: &'static str,
    position: &'static str,
    mode: Mode,
    /// Taps before the one under test; each must succeed.
    before: &'static [&'static str],
    tap: &'static str,
    expect: Expect,
    selected_after: Option<&'static str>,
}

const fn case(
    name: &'static str,
    position: &'static str,
    before: &'static [&'static str],
    tap: &'static str,
    expect: Expect,
    selected_after: Option<&'static str>,
) -> TapCase {
    TapCase {
        name,
        position,
        mode: Mode::TwoPlayers,
        before,
        tap,
        expect,
        selected_after,
    }
}

#[test]
fn tap_state_machine() {
    use Expect::*;
    let cases = [
        case("select", START, &[], "c1", Selected, Some("c1")),
        case("deselect", START, &["c1"], "c1", Deselected, None),
        case("reselect", START, &["c1"], "d1", Selected, Some("d1")),
        case("step", START, &["c1"], "c4", Played, None),
        case(
            "out of reach clears",
            START,
            &["a1"],
            "a5",
            Cleared(Rejection::CannotReach {
                side: Side::Blue,
                number: 1,
                from: place("a1"),
                to: place("a5"),
            }),
            None,
        ),
        case(
            "an enemy out of reach clears",
            START,
            &["c1"],
            "a11",
            Cleared(Rejection::CannotReach {
                side: Side::Blue,
                number: 3,
                from: place("c1"),
                to: place("a11"),
            }),
            None,
        ),
        case(
            "zero keeps selection",
            START,
            &["c1"],
            "e2",
            Rejected(Rejection::ZeroCannotMove),
            Some("c1"),
        ),
        case(
            "zero",
            START,
            &[],
            "e2",
            Rejected(Rejection::ZeroCannotMove),
            None,
        ),
        case(
            "enemy",
            START,
            &[],
            "a11",
            Rejected(Rejection::NotYourTurn),
            None,
        ),
        case(
            "empty",
            START,
            &[],
            "e6",
            Rejected(Rejection::EmptySquare),
            None,
        ),
        case(
            "no moves",
            WALLED,
            &[],
            "a1",
            Rejected(Rejection::NoMoves),
            None,
        ),
        case(
            "no moves keeps selection",
            WALLED,
            &["b2"],
            "a1",
            Rejected(Rejection::NoMoves),
            Some("b2"),
        ),
        case("choice", CHOICE, &["a1"], "a5", ChoiceOpened, Some("a1")),
        case(
            "tap during choice",
            CHOICE,
            &["a1", "a5"],
            "a2",
            Rejected(Rejection::ChoicePending),
            Some("a1"),
        ),
        case(
            "after a move, the other side",
            START,
            &["c1", "c4"],
            "c4",
            Rejected(Rejection::NotYourTurn),
            None,
        ),
        TapCase {
            mode: Mode::VsComputer {
                human: Side::Red,
                level: level(1),
            },
            ..case(
                "computer to move",
                START,
                &[],
                "a11",
                Rejected(Rejection::ComputerThinking),
                None,
            )
        },
        case(
            "game over",
            "8R1/9/9/9/9/9/9/9/9/9/B1B07 b",
            &[],
            "a1",
            Rejected(Rejection::GameOver),
            None,
        ),
    ];
    for case in cases {
        let mut session = session_at(case.position, case.mode);
        for tap in case.before {
            session.tap(sq(tap)).expect(case.name);
        }
        let before = session.snapshot();
        let result = session.tap(sq(case.tap));
        assert_eq!(expect_of(&result), case.expect, "{}", case.name);
        let after = session.snapshot();
        assert_eq!(after.selected, case.selected_after.map(sq), "{}", case.name);
        assert_consistent(&after);
        if let Rejected(reason) = case.expect {
            assert_eq!(after.rejection, Some(reason), "{}", case.name);
            assert_eq!(
                Snapshot {
                    rejection: None,
                    last_event: before.last_event.clone(),
                    ..after
                },
                before,
                "{}: a rejected tap changes nothing but tells it",
                case.name
            );
        } else if let Cleared(reason) = case.expect {
            assert_eq!(after.rejection, Some(reason), "{}", case.name);
        } else {
            assert_eq!(after.rejection, None, "{}", case.name);
        }
    }
}

#[test]
fn a_tap_out_of_reach_says_why() {
    let mut session = session_at(START, Mode::TwoPlayers);
    session.tap(sq("a1")).unwrap();
    let tapped = session.tap(sq("a5")).unwrap();
    assert!(matches!(tapped, Tapped::Cleared(_)));
    let snapshot = session.snapshot();
    assert_eq!(snapshot.selected, None);
    let reason = snapshot.rejection.unwrap();
    assert_eq!(reason.to_string(), "the 1 on a1 cannot reach a5");
    session.tap(sq("c1")).unwrap();
    assert_eq!(session.snapshot().rejection, None, "the next tap clears it");
}

#[test]
fn tap_on_no_square_is_an_error_that_changes_nothing() {
    let mut session = session_at(START, Mode::TwoPlayers);
    session.tap(sq("c1")).unwrap();
    let before = session.snapshot();
    for index in [99, 120, 255, 256, u32::MAX] {
        assert_eq!(
            session.tap_index(index),
            Err(SessionError::NoSuchSquare(index))
        );
        assert_eq!(session.snapshot(), before);
    }
    assert_eq!(session.tap_index(2), Ok(Tapped::Deselected), "c1 again");
}

#[test]
fn browsing_refuses_taps() {
    let mut session = session_at(START, Mode::TwoPlayers);
    session.tap(sq("c1")).unwrap();
    session.tap(sq("c4")).unwrap();
    session.browse_back().unwrap();
    assert_eq!(
        session.tap(sq("a11")),
        Err(SessionError::Rejected(Rejection::Browsing))
    );
    assert_eq!(session.snapshot().rejection, Some(Rejection::Browsing));
}

#[test]
fn a_refusal_dismissed_leaves_the_rest_as_it_was() {
    let mut session = session_at(START, Mode::TwoPlayers);
    session.tap(sq("c1")).unwrap();
    assert!(session.tap(sq("e2")).is_err(), "the 0 never moves");
    let refused = session.snapshot();
    assert_eq!(refused.rejection, Some(Rejection::ZeroCannotMove));
    session.dismiss_rejection();
    let dismissed = session.snapshot();
    assert_eq!(dismissed.rejection, None);
    assert_eq!(
        Snapshot {
            rejection: None,
            ..refused
        },
        dismissed
    );
}

/// Plays `moves` (from, to, option to pick if a choice opens) by taps alone.
pub(crate) fn play_by_taps(session: &mut Session, moves: &[(&str, &str, Option<usize>)]) {
    for &(from, to, option) in moves {
        assert_eq!(session.tap(sq(from)), Ok(Tapped::Selected), "{from}");
        match option {
            None => assert!(matches!(session.tap(sq(to)), Ok(Tapped::Played(_)))),
            Some(index) => {
                assert_eq!(session.tap(sq(to)), Ok(Tapped::ChoiceOpened), "{to}");
                session.choose(index).unwrap();
            }
        }
        assert_consistent(&session.snapshot());
    }
}

#[test]
fn a_complete_game_by_taps() {
    let mut session = session_at(SHORT_GAME, Mode::TwoPlayers);
    session.tap(sq("a1")).unwrap();
    let snapshot = session.snapshot();
    let marked = |mark| {
        let mut squares: Vec<Square> = snapshot
            .cells
            .iter()
            .filter(|c| c.marks.contains(mark))
            .map(|c| c.square)
            .collect();
        squares.sort();
        squares.iter().map(ToString::to_string).collect::<Vec<_>>()
    };
    assert_eq!(marked(Mark::Selected), ["a1"]);
    assert_eq!(marked(Mark::CaptureTarget), ["a5"]);
    assert_eq!(
        marked(Mark::StepTarget),
        ["b1", "c1", "d1", "e1", "f1", "g1", "h1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"]
    );

    assert_eq!(session.tap(sq("a5")), Ok(Tapped::ChoiceOpened));
    let choice = session.snapshot().choice.unwrap();
    assert_eq!((choice.from, choice.to), (sq("a1"), sq("a5")));
    let texts: Vec<_> = choice.options.iter().map(|o| o.text.as_str()).collect();
    assert_eq!(texts, ["7 − 4 = 3", "7 % 4 = 3"]);
    assert!(choice.options.iter().all(|o| o.support == sq("a2")));
    assert_eq!(
        session.choose(2),
        Err(SessionError::NoSuchOption { index: 2, count: 2 })
    );
    session.cancel_choice().unwrap();
    assert_eq!(
        session.snapshot().selected,
        Some(sq("a1")),
        "dismissing keeps the selection"
    );
    assert_eq!(session.cancel_choice(), Err(SessionError::NoChoice));
    assert_eq!(session.tap(sq("a5")), Ok(Tapped::ChoiceOpened));
    let played = session.choose(1).unwrap();
    assert_eq!(
        (played.claim, played.captured),
        (Some(Op::Rem), Some(Piece::new(Side::Red, 9)))
    );

    play_by_taps(&mut session, &[("e9", "e8", None), ("i7", "i8", None)]);
    let snapshot = session.snapshot();
    assert!(cell(&snapshot, "i11").marks.contains(Mark::ZeroInDanger));
    assert!(cell(&snapshot, "i8").marks.contains(Mark::LastTo));

    play_by_taps(&mut session, &[("e8", "e7", None), ("i8", "i11", None)]);
    let end = session.snapshot();
    assert_eq!(
        end.outcome,
        Some(Outcome {
            winner: Some(Side::Blue),
            reason: EndReason::ZeroCaptured
        })
    );
    let history: Vec<_> = end.history.iter().map(ToString::to_string).collect();
    assert_eq!(
        history,
        ["a1xa5=7%4", "e9-e8", "i7-i8", "e8-e7", "i8xi11=2%3"]
    );
    assert_eq!((end.players.blue.score, end.players.red.score), (9, 0));
    assert_eq!(
        end.players.blue.captured,
        [Piece::new(Side::Red, 9), Piece::new(Side::Red, 0)]
    );
    assert!(end.can_undo && !end.can_redo);
    assert_eq!(session.tap(sq("e7")), Err(Rejection::GameOver.into()));
}

/// What a screen shows: the snapshot but its revision, which changes with
/// any change to the game, even one that is later taken back.
/// A snapshot without what tells one session's history from another's:
/// its revision and its last event.
fn shown(snapshot: Snapshot) -> Snapshot {
    Snapshot {
        revision: 0,
        last_event: None,
        ..snapshot
    }
}

#[test]
fn restore_after_save_gives_the_same_snapshot() {
    let mut session = session_at(SHORT_GAME, Mode::TwoPlayers);
    play_by_taps(&mut session, &[("a1", "a5", Some(0)), ("e9", "e8", None)]);
    session.tap(sq("i7")).unwrap();
    let json = session.save();

    let mut restored = Session::new(Preset::Classic.rules(), Mode::TwoPlayers);
    restored.load(&json).unwrap();
    session.tap(sq("i7")).unwrap(); // selection aside
    assert_eq!(shown(restored.snapshot()), shown(session.snapshot()));
    assert_eq!(restored.game(), session.game());

    session.resign(Side::Red).unwrap();
    restored.load(&session.save()).unwrap();
    assert_eq!(shown(restored.snapshot()), shown(session.snapshot()));
}

#[test]
fn each_new_game_has_its_own_seed_and_a_restored_game_keeps_it() {
    let beginner = Mode::VsComputer {
        human: Side::Red,
        level: level(1),
    };
    let mut session = Session::new(Rules::default(), beginner);
    let first = session.seed;
    session.new_game(Rules::default(), beginner);
    assert_ne!(session.seed, first, "a new game, a new seed");
    assert_ne!(Session::new(Rules::default(), beginner).seed, session.seed);

    let mut restored = Session::new(Rules::default(), beginner);
    restored.load(&session.save()).unwrap();
    assert_eq!(restored.seed, session.seed);
    for _ in 0..6 {
        let ours = session.computer_turn().unwrap().run(&LevelPlayer);
        let theirs = restored.computer_turn().unwrap().run(&LevelPlayer);
        let played = session.apply_computer_move(ours).unwrap();
        assert_eq!(restored.apply_computer_move(theirs).unwrap(), played);
        let Some(&m) = session.game().legal_moves().first() else {
            break; // the computer won
        };
        for s in [&mut session, &mut restored] {
            s.tap(m.from()).unwrap();
            assert!(matches!(
                s.tap(m.to()),
                Ok(Tapped::Played(_) | Tapped::ChoiceOpened)
            ));
            if s.snapshot().choice.is_some() {
                s.choose(0).unwrap();
            }
        }
    }
    assert_eq!(restored.game(), session.game());
}

#[test]
fn a_record_without_a_seed_loads_with_a_new_one() {
    let session = after_first_step();
    let plain = record::save(session.game(), GameInfo::default());
    assert!(!plain.contains("seed"));
    let mut restored = session_at(START, Mode::TwoPlayers);
    restored.load(&plain).unwrap();
    assert_eq!(restored.game(), session.game());
    let version_1 = plain.replace("\"version\": 2", "\"version\": 1");
    restored.load(&version_1).unwrap();
    assert_eq!(restored.game(), session.game());
}

#[test]
fn mode_and_orientation_round_trip() {
    let modes = [
        Mode::TwoPlayers,
        Mode::VsComputer {
            human: Side::Red,
            level: level(5),
        },
    ];
    let orientations = [
        Orientation::FollowTurn,
        Orientation::Fixed { bottom: Side::Red },
        Orientation::FaceToFace { bottom: Side::Blue },
    ];
    for mode in modes {
        for orientation in orientations {
            let mut session = session_at(START, mode);
            session.set_orientation(orientation);
            let json = session.save();
            let restored = Session::restore(&json, HUMAN_BLUE).unwrap();
            assert_eq!(
                (restored.mode(), restored.orientation()),
                (mode, orientation)
            );
            assert_eq!(shown(restored.snapshot()), shown(session.snapshot()));
            let mut loaded = session_at(CHOICE, HUMAN_BLUE);
            loaded.load(&json).unwrap();
            assert_eq!(shown(loaded.snapshot()), shown(session.snapshot()));
        }
    }
    let json = session_at(START, HUMAN_BLUE).save();
    assert!(json.contains("\"mode\": {\n    \"kind\": \"vs-computer\",\n    \"human\": \"blue\",\n    \"level\": 8\n  }"), "{json}");
}

#[test]
fn a_record_without_mode_or_orientation_keeps_the_sessions() {
    let game = after_first_step();
    let version_1 =
        record::save(game.game(), GameInfo::default()).replace("\"version\": 2", "\"version\": 1");
    let mut session = session_at(START, HUMAN_BLUE);
    session.set_orientation(Orientation::FaceToFace { bottom: Side::Red });
    session.load(&version_1).unwrap();
    assert_eq!(session.game(), game.game());
    assert_eq!(
        (session.mode(), session.orientation()),
        (HUMAN_BLUE, Orientation::FaceToFace { bottom: Side::Red })
    );
    let restored = Session::restore(&version_1, HUMAN_BLUE).unwrap();
    assert_eq!(
        (restored.mode(), restored.orientation()),
        (HUMAN_BLUE, Orientation::Fixed { bottom: Side::Blue }),
        "the mode given, its default orientation"
    );
    let two = game.save().replace("\"version\": 2", "\"version\": 1");
    assert_eq!(
        Session::restore(&two, HUMAN_BLUE).unwrap().mode(),
        Mode::TwoPlayers
    );
}

/// Loads `good` with `from` replaced by `to` into a session with a move
/// choice open: refused for a bad saved field, and the session as it
/// was. The field named, and the error's words.
fn bad_field(good: &str, from: &str, to: &str) -> (&'static str, String) {
    let mut session = session_at(CHOICE, Mode::TwoPlayers);
    let before = session.snapshot();
    let error = session.load(&good.replace(from, to)).unwrap_err();
    assert_eq!(session.snapshot(), before, "{error}");
    match error {
        SessionError::SavedField { field, .. } => (field, error.to_string()),
        other => panic!("{other}"),
    }
}

#[test]
fn bad_session_fields_are_named() {
    let good = session_at(START, HUMAN_BLUE).save();
    for (from, to, field) in [
        ("\"level\": 8", "\"level\": 9", "mode"),
        ("\"vs-computer\"", "\"vs-robot\"", "mode"),
        (
            "\"kind\": \"fixed\"",
            "\"kind\": \"sideways\"",
            "orientation",
        ),
    ] {
        assert_eq!(bad_field(&good, from, to).0, field, "{to}");
    }
}

#[test]
fn the_moves_taken_back_are_redone_after_a_restart() {
    let mut session = session_at(SHORT_GAME, Mode::TwoPlayers);
    play_by_taps(
        &mut session,
        &[
            ("a1", "a5", Some(0)),
            ("e9", "e8", None),
            ("i7", "i8", None),
        ],
    );
    let played = session.game().clone();
    session.undo().unwrap();
    session.undo().unwrap();
    let json = session.save();
    assert!(
        json.contains("\"redo\": [\n    \"e9-e8\",\n    \"i7-i8\"\n  ]"),
        "{json}"
    );

    let mut restored = Session::restore(&json, HUMAN_BLUE).unwrap();
    assert_eq!(shown(restored.snapshot()), shown(session.snapshot()));
    assert!(restored.snapshot().can_redo);
    restored.redo().unwrap();
    restored.redo().unwrap();
    assert_eq!(restored.game(), &played);
    assert_eq!(restored.redo(), Err(SessionError::NothingToRedo));
}

#[test]
fn a_save_without_a_redo_line_loads_with_nothing_to_redo() {
    let mut session = after_first_step();
    let json = session.save();
    assert!(
        !json.contains("redo"),
        "nothing taken back, nothing written"
    );
    session.undo().unwrap();
    let old = record::save(session.game(), GameInfo::default());
    let restored = Session::restore(&old, Mode::TwoPlayers).unwrap();
    assert_eq!(restored.game().plies(), 0);
    assert!(!restored.snapshot().can_redo);
}

#[test]
fn a_bad_redo_line_is_named_and_changes_nothing() {
    let mut game = session_at(START, Mode::TwoPlayers);
    play_by_taps(&mut game, &[("c1", "c4", None), ("a11", "a10", None)]);
    game.undo().unwrap();
    let good = game.save();
    for (to, says) in [
        ("\"a11-a12\"", "move 1 (a11-a12)"),
        ("\"c1-c2\"", "move 1 (c1-c2)"),
        ("7", "redo"),
        ("\"a11-a10\", \"a10-a9\"", "move 2 (a10-a9)"),
    ] {
        let (field, error) = bad_field(&good, "\"a11-a10\"", to);
        assert_eq!(field, "redo", "{error}");
        assert!(error.contains(says), "{error}");
    }
}

#[test]
fn a_snapshot_keeps_its_history_while_the_game_goes_on() {
    let mut session = after_first_step();
    let held = session.snapshot();
    play_by_taps(&mut session, &[("a11", "a10", None)]);
    session.undo().unwrap();
    session.undo().unwrap();
    play_by_taps(&mut session, &[("d1", "d2", None)]);
    let texts = |s: &Snapshot| {
        s.history
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
    };
    assert_eq!(texts(&held), ["c1-c4"]);
    assert_eq!(texts(&session.snapshot()), ["d1-d2"]);
}

#[test]
fn names_and_date_survive_restore_and_the_next_save() {
    let game = after_first_step();
    let info = GameInfo {
        blue: Some("Lan".into()),
        red: Some("Minh".into()),
        date: Some("2026-11-29".into()),
    };
    let json = record::save(game.game(), info.clone());
    let mut restored = Session::restore(&json, Mode::TwoPlayers).unwrap();
    play_by_taps(&mut restored, &[("a11", "a10", None)]);
    let (_, kept) = record::load(&restored.save()).unwrap();
    assert_eq!(kept, info);
    let mut loaded = session_at(START, Mode::TwoPlayers);
    loaded.load(&json).unwrap();
    assert_eq!(record::load(&loaded.save()).unwrap().1, info);
    loaded.new_game(Rules::default(), Mode::TwoPlayers);
    assert_eq!(record::load(&loaded.save()).unwrap().1, GameInfo::default());
}

#[test]
fn a_corrupt_record_changes_nothing() {
    let mut session = after_first_step();
    let before = session.snapshot();
    let good = session.save();
    for bad in [
        String::new(),
        "{".to_owned(),
        good.replace("c1-c4", "c1-c9"),
        good.replace("\"version\": 2", "\"version\": 7"),
        good.replace("\"seed\": ", "\"seed\": -"),
    ] {
        assert!(
            matches!(
                session.load(&bad),
                Err(SessionError::Record(_) | SessionError::SavedField { .. })
            ),
            "{bad}"
        );
        assert_eq!(session.snapshot(), before);
        assert_eq!(session.save(), good);
    }
    let bad_seed = good.replace("\"seed\": ", "\"seed\": -");
    let error = session.load(&bad_seed).unwrap_err();
    assert!(error.to_string().starts_with("field \"seed\": "), "{error}");
}

#[test]
fn undo_redo_and_new_game() {
    let mut session = session_at(START, Mode::TwoPlayers);
    assert_eq!(session.undo(), Err(SessionError::NothingToUndo));
    assert_eq!(session.redo(), Err(SessionError::NothingToRedo));
    play_by_taps(&mut session, &[("c1", "c4", None), ("a11", "a10", None)]);
    session.undo().unwrap();
    let snapshot = session.snapshot();
    assert_eq!((snapshot.history.len(), snapshot.can_redo), (1, true));
    assert_eq!(snapshot.turn, Side::Red);
    session.redo().unwrap();
    assert_eq!(session.snapshot().history.len(), 2);
    session.new_game(Preset::Wikipedia.rules(), Mode::TwoPlayers);
    let snapshot = session.snapshot();
    assert!(snapshot.history.is_empty() && !snapshot.can_undo && !snapshot.can_redo);
    assert_eq!(session.game().rules(), &Preset::Wikipedia.rules());
}

#[test]
fn browsing_history() {
    let mut session = session_at(SHORT_GAME, Mode::TwoPlayers);
    assert_eq!(session.browse_back(), Err(SessionError::AtStart));
    play_by_taps(&mut session, &[("a1", "a5", Some(0)), ("e9", "e8", None)]);
    assert_eq!(session.browse_forward(), Err(SessionError::AtLive));
    assert_eq!(
        session.browse(3),
        Err(SessionError::NoSuchPly { ply: 3, plies: 2 })
    );
    session.browse_back().unwrap();
    let after_capture = session.snapshot();
    assert_eq!(after_capture.browsing, Some(1));
    assert_eq!(after_capture.turn, Side::Red);
    // Following the turn, the board stays as it is live (Blue to move).
    assert_eq!(after_capture.bottom, Side::Blue);
    assert_eq!(after_capture.players.blue.score, 9);
    let a5 = cell(&after_capture, "a5");
    assert_eq!(a5.piece, Some(Piece::new(Side::Blue, 7)));
    assert!(a5.marks.contains(Mark::LastTo));
    session.browse(0).unwrap();
    let start = session.snapshot();
    let blue = &start.players.blue;
    assert_eq!((blue.score, blue.captured.len()), (0, 0));
    assert!(start.cells.iter().all(|c| !c.marks.contains(Mark::LastTo)));
    assert_eq!(session.browse_back(), Err(SessionError::AtStart));
    session.browse_forward().unwrap();
    session.browse_forward().unwrap();
    assert_eq!(
        session.snapshot().browsing,
        None,
        "forward from the last move is live"
    );
    session.browse(1).unwrap();
    session.leave_browsing();
    assert_eq!(session.snapshot().browsing, None);
}

#[test]
fn orientations() {
    let mut session = session_at(START, Mode::TwoPlayers);
    let corners = |s: &Session| {
        let snapshot = s.snapshot();
        (
            snapshot.cells[0].square,
            snapshot.cells[98].square,
            snapshot.bottom,
        )
    };
    assert_eq!(corners(&session), (sq("a11"), sq("i1"), Side::Blue));
    play_by_taps(&mut session, &[("c1", "c4", None)]);
    assert_eq!(
        corners(&session),
        (sq("i1"), sq("a11"), Side::Red),
        "follows the turn"
    );
    session.set_orientation(Orientation::Fixed { bottom: Side::Blue });
    assert_eq!(corners(&session), (sq("a11"), sq("i1"), Side::Blue));
    assert!(session.snapshot().cells.iter().all(|c| !c.upside_down));
    session.set_orientation(Orientation::FaceToFace { bottom: Side::Blue });
    let snapshot = session.snapshot();
    for cell in &snapshot.cells {
        assert_eq!(
            cell.upside_down,
            cell.piece.is_some_and(|p| p.side() == Side::Red)
        );
    }
    // Display rows run along ranks: a row of 9 cells shares one rank.
    assert!(snapshot.cells[..9].iter().all(|c| c.square.rank() == 10));
}

#[test]
fn draw_offers_and_resignation() {
    let mut session = session_at(START, Mode::TwoPlayers);
    assert_eq!(
        session.accept_draw(Side::Red),
        Err(SessionError::NoDrawOffer)
    );
    assert_eq!(
        session.offer_draw(Side::Red),
        Err(SessionError::NotToMove(Side::Red))
    );
    session.offer_draw(Side::Blue).unwrap();
    assert_eq!(
        session.offer_draw(Side::Blue),
        Err(SessionError::DrawAlreadyOffered)
    );
    assert_eq!(session.snapshot().draw_offer, Some(Side::Blue));
    let offered = session.snapshot();
    for own in [Session::accept_draw, Session::decline_draw] {
        assert_eq!(
            own(&mut session, Side::Blue),
            Err(SessionError::OwnDrawOffer(Side::Blue))
        );
        assert_eq!(
            session.snapshot(),
            offered,
            "a refused answer changes nothing"
        );
    }
    session.decline_draw(Side::Red).unwrap();
    assert_eq!(
        session.decline_draw(Side::Red),
        Err(SessionError::NoDrawOffer)
    );
    // The offerer waits for the answer: no move crosses it (docs/design.md, pass-and-play),
    // and a piece selected before the offer no longer marks targets (the fuzzer found it).
    session.tap(sq("c1")).unwrap();
    session.offer_draw(Side::Blue).unwrap();
    let offered = session.snapshot();
    assert_eq!(offered.selected, None);
    assert!(!offered.players.blue.may_hint, "no move to hint at");
    assert_eq!(
        session.play_text(&"c1-c4".parse().unwrap()),
        Err(Rejection::AwaitingDrawAnswer.into())
    );
    assert_eq!(
        session.tap(sq("c1")),
        Err(Rejection::AwaitingDrawAnswer.into())
    );
    let refused = session.snapshot();
    assert_eq!(refused.rejection, Some(Rejection::AwaitingDrawAnswer));
    assert_eq!(refused.draw_offer, Some(Side::Blue), "the offer stands");
    assert_eq!(refused.history, offered.history);
    session.decline_draw(Side::Red).unwrap();
    play_by_taps(&mut session, &[("c1", "c4", None)]);
    session.offer_draw(Side::Red).unwrap();
    assert_eq!(session.snapshot().draw_offer, Some(Side::Red));
    session.accept_draw(Side::Blue).unwrap();
    let outcome = session.snapshot().outcome.unwrap();
    assert_eq!(
        (outcome.winner, outcome.reason),
        (None, EndReason::AgreedDraw)
    );
    assert_eq!(
        session.offer_draw(Side::Red),
        Err(Rejection::GameOver.into())
    );
    session.undo().unwrap();
    session.resign(Side::Blue).unwrap();
    assert_eq!(session.snapshot().outcome.unwrap().winner, Some(Side::Red));
    assert_eq!(session.resign(Side::Red), Err(Rejection::GameOver.into()));
}

#[test]
fn undoing_an_ending_takes_back_nothing_more() {
    let mut session = after_first_step();
    let before = shown(session.snapshot());
    type Ending = fn(&mut GameSession<MathChess>) -> Result<(), SessionError>;
    let endings: [(&str, Ending); 2] = [
        ("a resignation", |s| s.resign(Side::Red)),
        ("an agreed draw", |s| {
            s.offer_draw(Side::Red)?;
            s.accept_draw(Side::Blue)
        }),
    ];
    for (ending, end) in endings {
        end(&mut session).unwrap();
        session.undo().unwrap();
        assert_eq!(
            shown(session.snapshot()),
            before,
            "{ending} taken back: after c1-c4"
        );
    }

    // Against the computer: the player's resignation only, not the reply.
    let mut session = session_at(START, HUMAN_BLUE);
    play_by_taps(&mut session, &[("c1", "c4", None)]);
    let turn = session.computer_turn().unwrap();
    session.apply_computer_move(turn.run(&FirstLegal)).unwrap();
    let before = shown(session.snapshot());
    session.resign(Side::Blue).unwrap();
    session.undo().unwrap();
    assert_eq!(shown(session.snapshot()), before);
    assert_eq!(session.game().plies(), 2);
}

#[test]
fn against_the_computer() {
    let session = Mutex::new(session_at(START, HUMAN_BLUE));
    assert_eq!(
        play_computer_turn(&session, &FirstLegal),
        Ok(None),
        "the player moves first"
    );
    play_by_taps(&mut session.lock().unwrap(), &[("c1", "c4", None)]);
    let snapshot = session.lock().unwrap().snapshot();
    assert!(snapshot.thinking);
    assert_eq!(snapshot.bottom, Side::Blue, "the board faces the player");
    assert_eq!(
        session.lock().unwrap().tap(sq("a11")),
        Err(Rejection::ComputerThinking.into())
    );
    let played = play_computer_turn(&session, &FirstLegal).unwrap().unwrap();
    let mut session = session.into_inner().unwrap();
    assert_eq!(session.game().history().last(), Some(&played));
    assert!(!session.snapshot().thinking);
    assert_eq!(
        session.offer_draw(Side::Blue),
        Err(SessionError::NotTwoPlayers)
    );
    assert_eq!(session.resign(Side::Red), Err(SessionError::ComputerSide));
    session.undo().unwrap();
    assert!(
        session.game().history().is_empty(),
        "undo takes back the reply too"
    );
    session.redo().unwrap();
    assert_eq!(session.game().plies(), 2, "redo replays both");
}

#[test]
fn a_late_computer_move_is_ignored() {
    let mut session = session_at(START, HUMAN_BLUE);
    play_by_taps(&mut session, &[("c1", "c4", None)]);
    let turn = session.computer_turn().unwrap();
    assert!(session.computer_turn().is_none(), "one search at a time");
    assert_eq!(turn.level(), Level::MAX);
    assert_eq!(turn.game(), session.game());
    session.undo().unwrap();
    assert!(turn.handle().is_cancelled(), "undo stops the search");
    let before = session.snapshot();
    assert_eq!(session.apply_computer_move(turn.run(&FirstLegal)), Ok(None));
    assert_eq!(session.snapshot(), before);
}

/// Waits for the stop flag, then answers anyway: a search cut short.
struct UntilStopped(std::sync::mpsc::Sender<()>);

impl ComputerPlayer for UntilStopped {
    fn pick(
        &self,
        game: &Game,
        level: Level,
        stop: &AtomicBool,
        seed: u64,
    ) -> Option<(Move, Option<Op>)> {
        self.0.send(()).ok()?;
        while !stop.load(std::sync::atomic::Ordering::Relaxed) {
            std::thread::yield_now();
        }
        FirstLegal.pick(game, level, stop, seed)
    }
}

#[test]
fn undo_cancels_a_search_running_on_another_thread() {
    let session = Mutex::new(session_at(START, HUMAN_BLUE));
    play_by_taps(&mut session.lock().unwrap(), &[("c1", "c4", None)]);
    let (started, search_started) = std::sync::mpsc::channel();
    let picker = UntilStopped(started);
    std::thread::scope(|scope| {
        let search = scope.spawn(|| play_computer_turn(&session, &picker));
        search_started.recv().unwrap();
        assert!(session.lock().unwrap().snapshot().thinking);
        session.lock().unwrap().undo().unwrap();
        assert_eq!(search.join().unwrap(), Ok(None), "the late move is ignored");
    });
    let session = session.into_inner().unwrap();
    assert!(session.game().history().is_empty());
    assert!(!session.snapshot().thinking);
}

#[test]
fn the_computer_may_move_first() {
    let mut session = Session::new(
        Rules::default(),
        Mode::VsComputer {
            human: Side::Red,
            level: level(8),
        },
    );
    assert_eq!(session.snapshot().bottom, Side::Red);
    assert!(session.snapshot().thinking);
    let turn = session.computer_turn().unwrap();
    assert!(session
        .apply_computer_move(turn.run(&FirstLegal))
        .unwrap()
        .is_some());
    assert!(!session.snapshot().thinking);
    assert_eq!(session.resign(Side::Blue), Err(SessionError::ComputerSide));
    // The player has no move to take back: the computer's opening stays
    // (taken back, it would be played again at once).
    let before = session.snapshot();
    assert!(!before.can_undo);
    assert_eq!(session.undo(), Err(SessionError::NothingToUndo));
    assert_eq!(session.snapshot(), before);
    // After the player's move and the computer's reply, undo takes both back.
    play_by_taps(&mut session, &[("a11", "a10", None)]);
    let turn = session.computer_turn().unwrap();
    session.apply_computer_move(turn.run(&FirstLegal)).unwrap();
    assert!(session.snapshot().can_undo);
    session.undo().unwrap();
    assert_eq!(session.game().plies(), 1);
    assert!(!session.snapshot().can_undo);
}

/// What every snapshot must satisfy, whatever led to it.
pub(crate) fn assert_consistent(s: &Snapshot) {
    assert_eq!(s.cells.len(), 99);
    let mut seen = [false; 99];
    for cell in &s.cells {
        assert!(
            !std::mem::replace(&mut seen[cell.square.index()], true),
            "{cell:?} twice"
        );
    }
    for row in s.cells.chunks(9) {
        assert!(row.iter().all(|c| c.square.rank() == row[0].square.rank()));
    }
    let bottom_row = &s.cells[90..];
    let back_rank = if s.bottom == Side::Blue { 0 } else { 10 };
    assert_eq!(bottom_row[0].square.rank(), back_rank);
    match s.orientation {
        // Browsing, the board stays turned to the live side to move.
        Orientation::FollowTurn if s.browsing.is_some() => {}
        Orientation::FollowTurn => assert_eq!(s.bottom, s.turn),
        Orientation::Fixed { bottom } | Orientation::FaceToFace { bottom } => {
            assert_eq!(s.bottom, bottom);
        }
    }
    let with = |mark| s.cells.iter().filter(move |c| c.marks.contains(mark));
    assert_eq!(
        with(Mark::Selected).map(|c| c.square).collect::<Vec<_>>(),
        s.selected.into_iter().collect::<Vec<_>>()
    );
    assert!(with(Mark::LastFrom).count() <= 1 && with(Mark::LastTo).count() <= 1);
    assert!(with(Mark::StepTarget).all(|c| c.piece.is_none()));
    assert!(with(Mark::CaptureTarget).all(|c| c.piece.is_some_and(|p| p.side() != s.turn)));
    assert!(with(Mark::ZeroInDanger).all(|c| c.piece.is_some_and(|p| p.number() == 0)));
    if s.selected.is_none() {
        assert_eq!(
            with(Mark::StepTarget).count() + with(Mark::CaptureTarget).count(),
            0
        );
    } else {
        assert!(s.browsing.is_none() && s.outcome.is_none() && !s.thinking);
        assert!(with(Mark::StepTarget).count() + with(Mark::CaptureTarget).count() > 0);
    }
    if let Some(choice) = &s.choice {
        assert_eq!(s.selected, Some(choice.from));
        assert!(choice.options.len() >= 2);
        assert!(with(Mark::CaptureTarget).any(|c| c.square == choice.to));
    }
    for cell in &s.cells {
        let far = cell.piece.is_some_and(|p| p.side() != s.bottom);
        let face = matches!(s.orientation, Orientation::FaceToFace { .. });
        assert_eq!(cell.upside_down, face && far);
    }
    if let Some(ply) = s.browsing {
        assert!(ply < s.history.len());
    }
    assert!(
        !s.thinking
            || (s.outcome.is_none() && s.mode.computer_side() == Some(s.turn))
            || s.browsing.is_some()
    );
    assert!(s.draw_offer.is_none() || (s.outcome.is_none() && s.mode == Mode::TwoPlayers));
    let declared = s
        .outcome
        .is_some_and(|o| matches!(o.reason, EndReason::Resignation | EndReason::AgreedDraw));
    let shown = s.browsing.unwrap_or(s.history.len());
    let first = if shown % 2 == 0 { s.turn } else { !s.turn };
    let may_undo = match s.mode {
        Mode::TwoPlayers => !s.history.is_empty() || declared,
        // A lone opening of the computer's stays.
        Mode::VsComputer { human, .. } => {
            s.history.len() >= 2 || (s.history.len() == 1 && first == human) || s.outcome.is_some()
        }
        // Asked of the other phone instead.
        Mode::Nearby { .. } => false,
    };
    assert_eq!(s.can_undo, may_undo);
    for side in Side::ALL {
        let player = s.players.get(side);
        assert_eq!(player.side, side);
        let sum: u16 = player.captured.iter().map(|p| u16::from(p.number())).sum();
        assert_eq!(player.score, sum);
        assert!(player.captured.iter().all(|p| p.side() != side));
    }
    assert_views_consistent(s);
}

/// The history and captures a snapshot shares or keeps are the game's.
fn assert_follows_the_game(session: &Session, s: &Snapshot) {
    let game = session.game();
    assert_eq!(&s.history[..], &game.history_text()[..]);
    let ply = s.browsing.unwrap_or(game.plies());
    for side in Side::ALL {
        let captured: Vec<Piece> = game.history()[..ply]
            .iter()
            .filter_map(|p| p.captured)
            .filter(|p| p.side() != side)
            .collect();
        assert_eq!(s.players.get(side).captured, captured);
    }
}

#[derive(Clone, Debug)]
enum Action {
    Tap(u32),
    Choose(usize),
    CancelChoice,
    Undo,
    Redo,
    BrowseBack,
    BrowseForward,
    LeaveBrowsing,
    Resign(bool),
    OfferDraw(bool),
    AcceptDraw(bool),
    DeclineDraw(bool),
    Orient(u8),
    SaveAndLoad,
    /// The computer's turn, if the snapshot says to start it; `false`: its
    /// search finds nothing.
    Computer(bool),
}

fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        12 => (0u32..105).prop_map(Action::Tap),
        2 => (0usize..3).prop_map(Action::Choose),
        1 => Just(Action::CancelChoice),
        1 => Just(Action::Undo),
        1 => Just(Action::Redo),
        1 => Just(Action::BrowseBack),
        1 => Just(Action::BrowseForward),
        1 => Just(Action::LeaveBrowsing),
        1 => any::<bool>().prop_map(Action::Resign),
        1 => any::<bool>().prop_map(Action::OfferDraw),
        1 => any::<bool>().prop_map(Action::AcceptDraw),
        1 => any::<bool>().prop_map(Action::DeclineDraw),
        1 => (0u8..5).prop_map(Action::Orient),
        1 => Just(Action::SaveAndLoad),
        3 => prop_oneof![5 => Just(true), 1 => Just(false)].prop_map(Action::Computer),
    ]
}

fn apply(session: &mut Session, action: &Action) -> Result<(), SessionError> {
    let side = |blue| if blue { Side::Blue } else { Side::Red };
    match *action {
        Action::Tap(index) => session.tap_index(index).map(drop),
        Action::Choose(index) => session.choose(index).map(drop),
        Action::CancelChoice => session.cancel_choice(),
        Action::Undo => session.undo(),
        Action::Redo => session.redo(),
        Action::BrowseBack => session.browse_back(),
        Action::BrowseForward => session.browse_forward(),
        Action::LeaveBrowsing => {
            session.leave_browsing();
            Ok(())
        }
        Action::Resign(blue) => session.resign(side(blue)),
        Action::OfferDraw(blue) => session.offer_draw(side(blue)),
        Action::AcceptDraw(blue) => session.accept_draw(side(blue)),
        Action::DeclineDraw(blue) => session.decline_draw(side(blue)),
        Action::Orient(n) => {
            session.set_orientation(match n {
                0 => Orientation::FollowTurn,
                1 | 2 => Orientation::Fixed {
                    bottom: side(n == 1),
                },
                _ => Orientation::FaceToFace {
                    bottom: side(n == 3),
                },
            });
            Ok(())
        }
        Action::SaveAndLoad => session.load(&session.save()),
        Action::Computer(finds) => {
            let turn = session
                .computer_turn()
                .ok_or(SessionError::NoComputerMove)?;
            let picker: &dyn ComputerPlayer = if finds { &FirstLegal } else { &Nothing };
            session.apply_computer_move(turn.run(picker)).map(drop)
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn random_taps_keep_snapshots_consistent(
        start in prop_oneof![Just(START), Just(CHOICE), Just(SHORT_GAME), Just(WALLED)],
        mode in prop_oneof![
            Just(Mode::TwoPlayers),
            Just(HUMAN_BLUE),
            Just(Mode::VsComputer { human: Side::Red, level: Level::MIN }),
        ],
        actions in prop::collection::vec(action(), 1..60),
    ) {
        let mut session = session_at(start, mode);
        for action in &actions {
            let before = session.snapshot();
            let saved = session.save();
            // The save (from the session's own move list) restores the game as it is.
            let restored = Session::restore(&saved, mode).map(|restored| restored.save());
            prop_assert_eq!(restored, Ok(saved.clone()));
            let result = apply(&mut session, action);
            let after = session.snapshot();
            assert_consistent(&after);
            assert_follows_the_game(&session, &after);
            // A shell that saves on a new revision loses nothing.
            if session.save() != saved {
                prop_assert_ne!(after.revision, before.revision, "{:?} changed the save", action);
            }
            let side = |blue| if blue { Side::Blue } else { Side::Red };
            if let Action::AcceptDraw(blue) | Action::DeclineDraw(blue) = *action {
                if before.draw_offer == Some(side(blue)) {
                    prop_assert_eq!(&result, &Err(SessionError::OwnDrawOffer(side(blue))));
                }
            }
            // What the views allow is exactly what the session accepts.
            let allowed = match *action {
                Action::Resign(blue) => Some(before.players.get(side(blue)).may_resign),
                Action::OfferDraw(blue) => Some(before.players.get(side(blue)).may_offer_draw),
                Action::AcceptDraw(blue) | Action::DeclineDraw(blue) => {
                    Some(before.players.get(side(blue)).may_answer_draw)
                }
                Action::Computer(true) => Some(before.start_computer),
                Action::Undo => Some(before.can_undo),
                _ => None,
            };
            if let Some(allowed) = allowed {
                prop_assert_eq!(result.is_ok(), allowed, "{:?}: {:?}", action, result);
            }
            match result {
                Err(SessionError::Rejected(reason)) if matches!(action, Action::Tap(_)) => {
                    prop_assert_eq!(after.rejection, Some(reason));
                    let told = after.last_event.as_ref().map(|last| &last.event);
                    prop_assert_eq!(told, Some(&Event::Refused(reason)));
                    let last_event = before.last_event.clone();
                    prop_assert_eq!(Snapshot { rejection: before.rejection, last_event, ..after }, before);
                }
                // A search that found nothing is not started again.
                Err(SessionError::NoComputerMove) if before.start_computer => {
                    prop_assert!(!after.start_computer);
                    prop_assert_eq!(Snapshot { start_computer: true, ..after }, before);
                }
                Err(_) => prop_assert_eq!(after, before, "{:?} failed but changed the session", action),
                Ok(()) => {}
            }
        }
    }
}

#[test]
fn moves_typed_as_text() {
    let text = |t: &str| t.parse::<MoveText>().unwrap();
    let mut session = session_at(CHOICE, Mode::TwoPlayers);
    // Written without a formula, a capture with two opens the move choice.
    assert_eq!(session.play_text(&text("a1xa5")), Ok(Tapped::ChoiceOpened));
    assert_eq!(
        session.play_text(&text("a1xa5=7%4")),
        Err(Rejection::ChoicePending.into())
    );
    session.cancel_choice().unwrap();
    let refused = [
        ("a1-a5", "a1xa5 is a capture: write it with x"),
        (
            "a1xa5=7*4",
            "the formula 7*4 does not give this capture under these rules",
        ),
        (
            "a1xa5=4-7",
            "the formula 4-7 does not use the attacker 7 and the support 4",
        ),
        ("e2-e3", "there is no piece on e2"),
        ("i1-i2", "the 0 on i1 never moves"),
    ];
    for (written, reason) in refused {
        let before = session.snapshot();
        let error = session.play_text(&text(written)).unwrap_err();
        assert_eq!(error.to_string(), reason, "{written}");
        assert_eq!(session.snapshot(), before, "{written} changed the session");
    }
    // The claimed formula is the one recorded.
    assert!(matches!(
        session.play_text(&text("a1xa5=7%4")),
        Ok(Tapped::Played(_))
    ));
    assert_eq!(*session.snapshot().history, [text("a1xa5=7%4")]);
    session.browse(0).unwrap();
    assert_eq!(
        session.play_text(&text("i11-i10")),
        Err(Rejection::Browsing.into())
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Move text plays exactly the moves the position allows, and a refused
    /// one changes nothing.
    #[test]
    fn move_text_plays_what_the_position_allows(
        moves in prop::collection::vec(
            (any::<bool>(), any::<prop::sample::Index>(), 0u8..99, 0u8..99, any::<bool>()),
            1..40,
        ),
    ) {
        let mut session = session_at(CHOICE, Mode::TwoPlayers);
        for (pick_legal, index, from, to, capture) in moves {
            let game = session.game().clone();
            let legal_moves = game.legal_moves();
            // Half the time a legal move's squares, else any two squares.
            let text = match legal_moves.get(index.index(legal_moves.len().max(1))) {
                Some(m) if pick_legal => MoveText { from: m.from(), to: m.to(), capture: m.is_capture(), formula: None },
                _ => MoveText {
                    from: Square::try_from(from).unwrap(),
                    to: Square::try_from(to).unwrap(),
                    capture,
                    formula: None,
                },
            };
            let legal = game
                .position()
                .legal_move(game.rules(), text.from, text.to)
                .filter(|m| m.is_capture() == text.capture && game.outcome().is_none());
            let before = session.snapshot();
            match session.play_text(&text) {
                Ok(Tapped::Played(played)) => {
                    prop_assert_eq!(Some(played.m), legal);
                    prop_assert_eq!(session.game().plies(), game.plies() + 1);
                }
                Ok(Tapped::ChoiceOpened) => {
                    prop_assert!(legal.is_some_and(|m| m.ops().len() > 1));
                    session.cancel_choice().unwrap();
                }
                Ok(other) => prop_assert!(false, "{:?}", other),
                Err(_) => {
                    prop_assert_eq!(legal, None);
                    prop_assert_eq!(session.snapshot(), before);
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn an_answer_from_the_offering_side_is_always_refused(
        choices in prop::collection::vec(any::<usize>(), 0..30),
        accept in any::<bool>(),
    ) {
        let mut session = session_at(START, Mode::TwoPlayers);
        for choice in choices {
            let moves = session.game().legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[choice % moves.len()];
            session.tap(m.from()).unwrap();
            if session.tap(m.to()) == Ok(Tapped::ChoiceOpened) {
                session.choose(0).unwrap();
            }
        }
        prop_assume!(session.game().outcome().is_none());
        let offerer = session.game().position().turn();
        session.offer_draw(offerer).unwrap();
        let before = session.snapshot();
        let answer = if accept { Session::accept_draw } else { Session::decline_draw };
        prop_assert_eq!(answer(&mut session, offerer), Err(SessionError::OwnDrawOffer(offerer)));
        prop_assert_eq!(session.snapshot(), before);
        prop_assert_eq!(answer(&mut session, !offerer), Ok(()));
    }
}
