//! The puzzle session: puzzles solved and failed through it, as a player
//! would tap them, and what each does to the learner.

use super::*;
use crate::{
    games::math_chess::{notation::MoveText, Square},
    learner::{Learner, PuzzleResult},
    puzzle::rating::Rating,
    record::GameKind,
    session::{MathChess, Tapped},
    Side,
};

/// Red's quiet e3-f2 leaves Blue's 0 on e2 lost in two (`tests.rs`).
const FOUND: &str = "math-chess | 1B95R2R1/4R04/4R3R43/2B64R51/9/9/9/2R91B4B2R62/4R72B81/1B12B01R82/9 r | e3-f2 b2-b3 g2xe2=8-7 | quiet-move,subtraction,zero-captured | 1100 | seed 1 game 2 ply 37 levels 2/6";

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn session(line: &str) -> PuzzleSession<MathChess> {
    PuzzleSession::new(line.parse().unwrap()).unwrap()
}

/// Taps `from` then `to`; the verdict of the move they pick (the first
/// formula when a choice opens).
fn tap_move(
    s: &mut PuzzleSession<MathChess>,
    learner: &mut Learner,
    from: &str,
    to: &str,
) -> Verdict<MathChess> {
    assert_eq!(s.tap(sq(from), learner), Ok(Tapped::Selected), "{from}");
    match s.tap(sq(to), learner).unwrap() {
        Tapped::Played(verdict) => verdict,
        Tapped::ChoiceOpened => s.choose(0, learner).unwrap(),
        other => panic!("{from}-{to}: {other:?}"),
    }
}

fn history(s: &PuzzleSession<MathChess>) -> Vec<String> {
    let snapshot = s.snapshot(&Learner::new());
    snapshot
        .board
        .history
        .iter()
        .map(ToString::to_string)
        .collect()
}

#[test]
fn a_puzzle_solved_through_the_session() {
    let mut learner = Learner::new();
    let mut s = session(FOUND);
    let start = s.snapshot(&learner);
    assert_eq!((start.solver, start.moves_left), (Side::Red, 2));
    assert_eq!(start.state, PuzzleState::Playing);
    assert!(start.may_hint && start.may_show_solution && start.result.is_none());
    assert!(start.help_fails, "help would cost the win");
    // The board faces the player, and the defence is the computer's.
    assert_eq!(start.board.bottom, Side::Red);
    assert!(start.board.players.blue.computer && !start.board.players.red.computer);

    let first = tap_move(&mut s, &mut learner, "e3", "f2");
    assert_eq!(first.to_string(), "Right: e3-f2; the defence answers b2-b3");
    assert_eq!(history(&s), ["e3-f2", "b2-b3"]);
    let s1 = s.snapshot(&learner);
    assert_eq!((s1.moves_left, s1.result), (1, None));
    assert!(matches!(
        s1.board.last_event.map(|e| e.event),
        Some(crate::session::Event::Played {
            by_computer: true,
            ..
        })
    ));

    let last = tap_move(&mut s, &mut learner, "g2", "e2");
    assert!(matches!(last, Verdict::Right { reply: None, .. }), "{last}");
    let end = s.snapshot(&learner);
    assert_eq!(end.state, PuzzleState::Over);
    assert_eq!(end.result, Some(PuzzleResult::Solved));
    assert_eq!((end.solved, end.failed), (1, 0));
    assert!(!end.may_hint && !end.may_show_solution && !end.help_fails);
    let change = end.change.unwrap();
    assert_eq!(change.before, Rating::NEW);
    assert!(change.after.rating > change.before.rating);
    assert_eq!(end.rating, change.after);
    assert_eq!(
        learner
            .track(GameKind::MathChess)
            .puzzles
            .get(&s.puzzle().id()),
        Some(&PuzzleResult::Solved)
    );
    // Over: the board takes no move, and nothing more is shown.
    assert!(s.tap(sq("f2"), &mut learner).is_err());
    assert_eq!(s.hint(&mut learner), Err(PuzzleError::Over));
    assert_eq!(s.show_solution(&mut learner), Err(PuzzleError::Over));
}

#[test]
fn a_puzzle_failed_through_the_session() {
    let mut learner = Learner::new();
    let mut s = session(FOUND);
    // h11-h10 lets the win go (`tests.rs`): not played, and refuted.
    let wrong = tap_move(&mut s, &mut learner, "h11", "h10");
    let Verdict::Wrong {
        ref tried,
        goal: Goal::Win,
        from,
        to,
        within,
        miss: Miss::Refuted { ref reply, .. },
    } = wrong
    else {
        panic!("{wrong:?}");
    };
    assert_eq!(
        (tried.to_string(), from, to),
        ("h11-h10".into(), sq("h11"), sq("h10"))
    );
    assert_eq!(within, 3);
    assert_eq!(
        wrong.to_string(),
        format!("Not h11-h10: it does not win in 3 moves or fewer; the defence answers {reply}")
    );
    assert!(history(&s).is_empty(), "taken back");
    let after = s.snapshot(&learner);
    assert_eq!(after.board.selected, None);
    assert_eq!(after.result, Some(PuzzleResult::Failed));
    assert!(!after.help_fails, "failed already: help costs nothing more");
    assert_eq!((after.failed, after.solved), (1, 0));
    assert!(after.rating.rating < Rating::NEW.rating);
    let said = after.said.unwrap().id;

    // The puzzle goes on; solved now, it still counts as failed, once.
    tap_move(&mut s, &mut learner, "e3", "f2");
    assert_ne!(s.snapshot(&learner).said.unwrap().id, said);
    tap_move(&mut s, &mut learner, "g2", "e2");
    let end = s.snapshot(&learner);
    assert_eq!(end.state, PuzzleState::Over);
    assert_eq!(end.result, Some(PuzzleResult::Failed));
    assert_eq!((end.failed, end.solved), (1, 0));
}

#[test]
fn a_hint_marks_the_piece_and_the_solution_plays_out() {
    let mut learner = Learner::new();
    let mut s = session(FOUND);
    assert_eq!(s.hint(&mut learner), Ok(sq("e3")));
    let hinted = s.snapshot(&learner);
    assert_eq!(hinted.hint, Some(sq("e3")));
    assert!(!hinted.may_hint && hinted.may_show_solution && !hinted.help_fails);
    assert_eq!(
        hinted.result,
        Some(PuzzleResult::Failed),
        "a hint costs the win"
    );
    assert_eq!(s.hint(&mut learner), Ok(sq("e3")), "asked again, the same");

    let shown = s.show_solution(&mut learner).unwrap();
    assert_eq!(
        shown.to_string(),
        "The solution: e3-f2; the defence answers b2-b3"
    );
    assert_eq!(s.snapshot(&learner).hint, None, "a move clears the hint");
    let shown = s.show_solution(&mut learner).unwrap();
    assert!(matches!(shown, Verdict::Shown { reply: None, .. }));
    assert_eq!(history(&s), ["e3-f2", "b2-b3", "g2xe2=8-7"]);
    let end = s.snapshot(&learner);
    assert_eq!(end.state, PuzzleState::Over);
    assert_eq!((end.failed, end.solved), (1, 0), "counted once");
}

#[test]
fn the_next_puzzle_is_near_the_rating_and_not_the_same() {
    let mut learner = Learner::new();
    let mut s = PuzzleSession::<MathChess>::first(&learner).unwrap();
    let first = s.puzzle().clone();
    assert_eq!(
        Some(first.clone()),
        learner
            .next_puzzle(GameKind::MathChess, None)
            .map(|i| library(GameKind::MathChess)[i].clone())
    );
    // Left undecided, it counts as failed; the next is another.
    s.next_puzzle(&mut learner).unwrap();
    assert_ne!(s.puzzle(), &first);
    assert_eq!(learner.track(GameKind::MathChess).failed, 1);
    assert!(PuzzleSession::<MathChess>::new(library(GameKind::CaptureTheFlag)[0].clone()).is_err());
}

/// Blue's 1 on g9 enters Red's flag at once; f6-g7 wins too, a move later
/// (found by weighing every other first move of the committed puzzles).
const FLAG_IN_ONE: &str = "capture-the-flag | 1,R9,1,R5,1,R1,1,R4,3/1,R10,1,R3,1,R18,5/R7,3,R17,1,R15,1,R6,2/3,R11,1,R16,B1,R8,1,R2,1/7,B10,3/11/5,B6,5/11/5,B16,5/4,B15,1,B17,4/3,B2,1,B18,5/1,B8,1,B4,2,B3,B5,B7,B9,B11 b - - 22 | g9-f10 | flag-entered | 820 | seed 2 game 5 ply 22 levels 4/2";

#[test]
fn a_slower_win_is_played_said_slower_and_goes_on() {
    use crate::session::CaptureTheFlag;
    let slower = |learner: &mut Learner| {
        let mut s = PuzzleSession::<CaptureTheFlag>::new(FLAG_IN_ONE.parse().unwrap()).unwrap();
        let verdict = match s.play_text(&"f6-g7".parse().unwrap(), learner) {
            Ok(Tapped::Played(verdict)) => verdict,
            other => panic!("{other:?}"),
        };
        (s, verdict)
    };
    let mut learner = Learner::new();
    let (mut s, verdict) = slower(&mut learner);
    let Verdict::Slower {
        ref played,
        goal: Goal::Win,
        moves: 2,
        fastest: 1,
        reply: Some(ref reply),
    } = verdict
    else {
        panic!("{verdict:?}");
    };
    assert_eq!(played.to_string(), "f6-g7");
    assert_eq!(
        verdict.to_string(),
        format!("f6-g7 wins too, but in 2 moves where 1 would do; the defence answers {reply}")
    );
    let after = s.snapshot(&learner);
    assert_eq!((after.moves_left, after.result), (1, None), "not a mistake");
    assert_eq!(after.board.history.len(), 2);
    // The prover's line goes on: its move (seen in a twin session) wins.
    let (mut twin, _) = slower(&mut Learner::new());
    let Ok(Verdict::Shown { played: win, .. }) = twin.show_solution(&mut Learner::new()) else {
        panic!("a move left");
    };
    let last = s.play_text(&win, &mut learner).unwrap();
    assert!(matches!(
        last,
        Tapped::Played(Verdict::Right { reply: None, .. })
    ));
    let end = s.snapshot(&learner);
    assert_eq!(end.state, PuzzleState::Over);
    assert_eq!(end.result, Some(PuzzleResult::Solved));
}

/// A puzzle of material from the library (`core/data/puzzles/`): Red's
/// quiet c10-c4, and whatever Blue answers, Red takes a piece and keeps
/// it; the game goes on.
const MATERIAL: &str = "math-chess | 2R71R5R41R2R1/2R6R3R04/9/9/5B73/9/1R84R92/B48/8B8/1B32B04/B1B22B5B62B9 r | c10-c4 b1-d3 b5xd3=8/6 | material-gain,quiet-move,quotient | 1100 | seed 2 game 6 ply 13 levels 1/3";

/// Each legal move's text at the session's position, but `except`.
fn other_moves(s: &PuzzleSession<MathChess>, except: &str) -> Vec<MoveText> {
    let game = s.board().game();
    game.legal_moves()
        .into_iter()
        .map(|m| MoveText::of(game.position(), m, m.ops().iter().next()))
        .filter(|text| text.to_string() != except)
        .collect()
}

#[test]
fn a_puzzle_of_material_ends_on_the_gain_and_is_judged_by_it() {
    let mut learner = Learner::new();
    let mut s = session(MATERIAL);
    let start = s.snapshot(&learner);
    assert_eq!((start.goal, start.moves_left), (Goal::Material, 2));
    // Another first move does not win material in time: said so, in
    // the goal's words.
    let wrong = other_moves(&s, "c10-c4")
        .into_iter()
        .find_map(
            |text| match session(MATERIAL).play_text(&text, &mut Learner::new()) {
                Ok(Tapped::Played(v @ Verdict::Wrong { .. })) => Some(v),
                _ => None,
            },
        )
        .expect("a first move that lets the gain go");
    assert!(
        matches!(
            wrong,
            Verdict::Wrong {
                goal: Goal::Material,
                miss: Miss::Refuted { .. },
                ..
            }
        ),
        "{wrong:?}"
    );
    assert!(
        wrong.to_string().contains(": it does not win material in "),
        "{wrong}"
    );

    let first = tap_move(&mut s, &mut learner, "c10", "c4");
    assert_eq!(
        first.to_string(),
        "Right: c10-c4; the defence answers b1-d3"
    );
    // The gain: the puzzle ends solved, the game still on.
    let last = tap_move(&mut s, &mut learner, "b5", "d3");
    assert!(matches!(last, Verdict::Right { reply: None, .. }), "{last}");
    let end = s.snapshot(&learner);
    assert_eq!(end.state, PuzzleState::Over);
    assert_eq!(end.result, Some(PuzzleResult::Solved));
    assert!(s.board().game().outcome().is_none(), "the game goes on");
}
