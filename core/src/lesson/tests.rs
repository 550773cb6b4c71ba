//! Every step of both courses, checked from the course data: its position
//! is valid, its solution does the task, and each wrong try is refused
//! with the kind of reason the data names. Then the runner, and its
//! answers to bad input.

use std::collections::HashSet;

use super::*;
use crate::session::{CaptureTheFlag, MathChess, PositionOf, SquareOf};

/// Checks a course step by step, every fault listed at once; returns every
/// refusal said, for a look.
fn check_course<G: Teach>() -> Vec<String> {
    let course = G::COURSE;
    let mut said = Vec::new();
    let mut faults = Vec::new();
    let mut keys = HashSet::new();
    assert!(
        (8..=12).contains(&course.lessons.len()),
        "about ten lessons"
    );
    for lesson in course.lessons {
        assert!(keys.insert(lesson.key()), "{} twice", lesson.id);
        assert!(
            (3..=6).contains(&lesson.steps.len()),
            "{}: three to six steps",
            lesson.id
        );
        for (i, step) in lesson.steps.iter().enumerate() {
            let key = lesson.step_key(i);
            let position: PositionOf<G> = match step.position.parse() {
                Ok(position) => position,
                Err(e) => {
                    faults.push(format!("{key}: position: {e}"));
                    continue;
                }
            };
            if let Err(refusal) = G::judge(&position, step.setup, step.task, step.solution) {
                faults.push(format!("{key}: {} refused: {refusal}", step.solution));
            }
            if step.wrong.is_empty() {
                faults.push(format!("{key}: no wrong try"));
            }
            for wrong in step.wrong {
                match G::judge(&position, step.setup, step.task, wrong.text) {
                    Ok(_) => faults.push(format!("{key}: {} accepted", wrong.text)),
                    Err(refusal) if refusal.kind() != wrong.kind => faults.push(format!(
                        "{key}: {} refused as {:?}, not {:?}: {refusal}",
                        wrong.text,
                        refusal.kind(),
                        wrong.kind
                    )),
                    Err(refusal) => said.push(format!("{key}: {} -> {refusal}", wrong.text)),
                }
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
    said
}

#[test]
fn the_first_games_course_checks_out() {
    let said = check_course::<MathChess>();
    assert!(said.iter().any(|s| s.ends_with(
        "a1xa5=7+4 -> 7 + 4 = 11, whose units digit 1 is not the 3 squares to the Red 6"
    )));
    // No formula of the pair reaches the target: the sum asked for, worked out.
    assert!(said.iter().any(|s| s
        .ends_with("a1xa5 -> 8 + 4 = 12, whose units digit 2 is not the 3 squares to the Red 6")));
}

#[test]
fn capture_the_flags_course_checks_out() {
    let said = check_course::<CaptureTheFlag>();
    assert!(said.iter().any(|s| s.ends_with(
        "e9-f10 -> the 1 on e9 is attacked: it may not enter the flag while an enemy move could take it"
    )));
}

/// Every step's task message names the piece its board has: the number
/// and the square first named, of the side named (the opponent's) or else
/// of the side to move. A task naming no square (a way to win) is passed.
fn check_named_pieces<G: Teach>() {
    use crate::{BoardPiece, BoardPosition, BoardSquare};
    for lesson in G::COURSE.lessons {
        for step in lesson.steps {
            let args = G::task_message(step.task).args;
            let first = |of: fn(&Arg) -> Option<u32>| args.iter().find_map(of);
            let number = first(|a| match a {
                Arg::Number(n) => Some(*n),
                _ => None,
            });
            let index = first(|a| match a {
                Arg::Square(place) => Some(u32::from(place.index)),
                _ => None,
            });
            let (Some(number), Some(index)) = (number, index) else {
                continue;
            };
            let position: PositionOf<G> = step.position.parse().unwrap_or_else(|e| panic!("{e}"));
            let game = G::board(&position, step.setup);
            let position = game.start();
            let turn = position.turn();
            let side = match args.iter().find_map(|a| match a {
                Arg::Side(side) => Some(*side),
                _ => None,
            }) {
                Some(side) => {
                    assert_eq!(side, !turn, "{}", step.text);
                    side
                }
                None => turn,
            };
            let square = <SquareOf<G>>::from_index(index).expect(step.text);
            let piece = position.piece_at(square).expect(step.text);
            assert_eq!(
                (u32::from(piece.number()), piece.side()),
                (number, side),
                "{}",
                step.text
            );
        }
    }
}

#[test]
fn every_tasks_message_names_the_piece_on_the_board() {
    check_named_pieces::<MathChess>();
    check_named_pieces::<CaptureTheFlag>();
}

#[test]
fn the_working_says_why_the_arithmetic_misses() {
    use crate::games::math_chess::lesson::Working;
    use crate::{games::math_chess::Formula, Side};
    let said = |a, op, b, distance| {
        let formula = Formula {
            attacker: a,
            op,
            support: b,
        };
        Working {
            formula,
            distance,
            target_side: Side::Red,
            target_number: 6,
        }
        .to_string()
    };
    use crate::games::math_chess::Op;
    assert_eq!(
        said(3, Op::Add, 2, 4),
        "3 + 2 = 5, not the 4 squares to the Red 6"
    );
    assert_eq!(
        said(6, Op::Add, 4, 1),
        "6 + 4 = 10, whose units digit is 0: no capture"
    );
    assert_eq!(
        said(9, Op::Mul, 9, 2),
        "9 × 9 = 81, whose units digit 1 is not the 2 squares to the Red 6"
    );
    assert_eq!(said(3, Op::Mul, 0, 1), "3 × 0 = 0: no capture");
    assert_eq!(
        said(7, Op::Sub, 4, 1),
        "7 − 4 = 3, not the 1 square to the Red 6"
    );
    assert_eq!(said(4, Op::Sub, 4, 1), "4 − 4 = 0: no capture");
    assert!(said(3, Op::Sub, 8, 1).starts_with("3 − 8 is below 0"));
    assert_eq!(said(6, Op::Div, 0, 1), "6 ÷ 0: there is no division by 0");
    assert_eq!(said(8, Op::Rem, 4, 2), "8 % 4 = 0: no capture");
    assert_eq!(
        said(9, Op::Div, 5, 4),
        "9 ÷ 5 = 1, not the 4 squares to the Red 6"
    );
}

/// The units lesson's first step tried with a sum: what the judge says.
const SEVEN_PLUS_FOUR: &str = "7 + 4 = 11, whose units digit 1 is not the 3 squares to the Red 6";

#[test]
fn a_lesson_is_played_through_the_runner() {
    let mut runner = Runner::<MathChess>::new().unwrap();
    runner.start("units").unwrap();
    assert_eq!(runner.lesson().id, "units");
    let before = runner.position().clone();
    let refused = runner.try_move("a1xa5=7+4").unwrap_err();
    assert_eq!(refused.to_string(), SEVEN_PLUS_FOUR);
    assert_eq!(runner.position(), &before);
    assert_eq!(runner.step_index(), 0);
    assert_eq!(
        runner.try_move("e1-e2").unwrap_err().to_string(),
        "legal, but not the task: the task is to capture the Red 6 on a5 with a sum"
    );
    let steps = runner.lesson().steps;
    for (i, step) in steps.iter().enumerate() {
        let progress = runner.try_move(step.solution).unwrap();
        if i + 1 < steps.len() {
            assert_eq!(progress, Progress::StepDone { next: i + 1 });
        } else {
            assert_eq!(progress, Progress::LessonDone);
        }
    }
    assert!(runner.is_over());
    assert_eq!(runner.try_move("a1-a2"), Err(Refusal::LessonOver));
    let units = runner.course().find("units").unwrap();
    assert!(runner.done()[units]);
    assert_eq!(runner.done().iter().filter(|&&d| d).count(), 1);
    // A lesson by its number, from 1.
    runner.start("1").unwrap();
    assert_eq!(runner.lesson().id, "steps");
    assert!(!runner.is_over());
    assert!(runner.done()[units]);
}

#[test]
fn bad_input_is_typed_and_changes_nothing() {
    let mut runner = Runner::<CaptureTheFlag>::new().unwrap();
    runner.start("siege").unwrap();
    let before = runner.position().clone();
    let unknown = runner.start("sieges").unwrap_err();
    assert!(matches!(unknown, LessonError::UnknownLesson(..)));
    assert!(unknown.to_string().contains("steps, jumps, gates"));
    assert!(matches!(
        runner.start("0"),
        Err(LessonError::UnknownLesson(..))
    ));
    assert!(matches!(
        runner.start("99"),
        Err(LessonError::UnknownLesson(..))
    ));
    assert_eq!(runner.lesson().id, "siege");
    for text in ["", "g6", "g6xz9", "x", "g6-g6-g6", "😀"] {
        let refused = runner.try_move(text).unwrap_err();
        assert_eq!(refused.kind(), RefusalKind::Unreadable, "{text:?}");
    }
    assert_eq!(runner.position(), &before);
    assert_eq!(runner.step_index(), 0);
    // Either game, the same answers.
    let mut first = Runner::<MathChess>::new().unwrap();
    assert_eq!(
        first.try_move("c1c4").unwrap_err().kind(),
        RefusalKind::Unreadable
    );
    assert_eq!(
        first.try_move("c1-c4").unwrap(),
        Progress::StepDone { next: 1 }
    );
}

#[test]
fn refusals_and_tasks_are_messages_too() {
    use crate::{games::math_chess::Op, session::Place, Side};
    let units = &MathChess::COURSE.lessons[MathChess::COURSE.find("units").unwrap()];
    let step = &units.steps[0];
    let position = step.position.parse().unwrap();
    let refusal = MathChess::judge(&position, step.setup, step.task, "a1xa5=7+4").unwrap_err();
    let n = Arg::Number;
    assert_eq!(
        refusal.message(),
        Message::new(
            "working.units_miss",
            vec![
                n(7),
                Arg::Op(Op::Add),
                n(4),
                n(11),
                n(1),
                n(3),
                Arg::Side(Side::Red),
                n(6)
            ]
        )
    );
    let a5 = Place::of::<MathChess>("a5".parse().unwrap());
    assert_eq!(
        MathChess::task_message(step.task),
        Message::new(
            "task.math_chess.capture_with",
            vec![
                Arg::Side(Side::Red),
                n(6),
                Arg::Square(a5),
                Arg::Op(Op::Add)
            ]
        )
    );
    let too_far = MathChess::judge(&position, step.setup, step.task, "e1-e5").unwrap_err();
    assert_eq!(too_far.message().key, "illegal.math_chess.too_far");
    let other = MathChess::judge(&position, step.setup, step.task, "e1-e2").unwrap_err();
    assert_eq!(
        other.message(),
        Message::new("lesson.refusal.not_the_task", vec![])
    );
    // Every task of both courses, and every wrong try's reason, has one.
    fn each<G: Teach>() -> usize {
        let mut keys = HashSet::new();
        for lesson in G::COURSE.lessons {
            for step in lesson.steps {
                keys.insert(G::task_message(step.task).key);
                let position: PositionOf<G> = step.position.parse().ok().unwrap();
                for wrong in step.wrong {
                    let refusal = G::judge(&position, step.setup, step.task, wrong.text);
                    let message = refusal.err().unwrap().message();
                    assert!(message.key.contains('.'), "{}", message.key);
                    keys.insert(message.key);
                }
            }
        }
        keys.len()
    }
    assert!(each::<MathChess>() > 5);
    assert!(each::<CaptureTheFlag>() > 5);
}

/// The English of the tasks of the steps named (lesson, step from 0),
/// among them a task of each of `keys`; and every task's English names
/// the squares and numbers of its message.
fn check_task_english<G: Teach>(rows: &[((&str, usize), &str)], keys: &[&str]) {
    let course = G::COURSE;
    let mut seen = HashSet::new();
    for &((lesson, step), want) in rows {
        let task = course.lessons[course.find(lesson).unwrap()].steps[step].task;
        assert_eq!(task.to_string(), want, "{lesson} step {}", step + 1);
        seen.insert(G::task_message(task).key);
    }
    assert_eq!(seen, keys.iter().copied().collect(), "a row of each key");
    for lesson in course.lessons {
        for step in lesson.steps {
            let english = step.task.to_string();
            assert!(english.starts_with("the task is to "), "{english}");
            for arg in G::task_message(step.task).args {
                let named = match arg {
                    Arg::Number(n) => n.to_string(),
                    Arg::Square(place) => place.name.to_owned(),
                    _ => continue,
                };
                assert!(english.contains(&named), "{english}: no {named}");
            }
        }
    }
}

#[test]
fn a_tasks_english_is_its_message_in_english() {
    check_task_english::<MathChess>(
        &[
            (
                ("steps", 0),
                "the task is to move the 3 on c1 to c4 in one step",
            ),
            (("supports", 0), "the task is to capture the Red 9 on a5"),
            (
                ("remainder", 0),
                "the task is to capture the Red 6 on a5 with a remainder",
            ),
        ],
        &[
            "task.math_chess.step",
            "task.math_chess.capture",
            "task.math_chess.capture_with",
        ],
    );
    check_task_english::<CaptureTheFlag>(
        &[
            (("steps", 0), "the task is to move the 6 on c1 to b2"),
            (
                ("surround", 2),
                "the task is to take the Red 1 on d9 by closing its four sides (Q)",
            ),
            (
                ("winning", 0),
                "the task is to win at once: the 1 entered the flag",
            ),
        ],
        &["task.flag.reach", "task.flag.capture", "task.flag.win"],
    );
}

mod sessions {
    use super::*;
    use crate::{learner::Learner, record::GameKind, session::Tapped};

    fn tap<G: Teach>(
        s: &mut LessonSession<G>,
        learner: &mut Learner,
        square: &str,
    ) -> Tapped<Judged<G>>
    where
        SquareOf<G>: FromStr<Err: fmt::Debug>,
    {
        s.tap(square.parse().unwrap(), learner).unwrap()
    }

    fn refusal<G: Teach>(tapped: Tapped<Judged<G>>) -> Refusal<G> {
        match tapped {
            Tapped::Played(judged) => refused(judged),
            other => panic!("{other:?}"),
        }
    }

    fn refused<G: Teach>(judged: Judged<G>) -> Refusal<G> {
        match judged {
            Judged::Refused(refusal) => refusal,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn the_units_lesson_played_by_taps() {
        let mut learner = Learner::new();
        let mut s = LessonSession::<MathChess>::new("units").unwrap();
        let start = s.snapshot(&learner);
        assert_eq!((start.lesson_id, start.step, start.steps), ("units", 0, 4));
        assert_eq!(start.step_key, "lesson.math_chess.units.step1");
        assert_eq!(start.title_key, "lesson.math_chess.units");
        assert_eq!(
            start.task.to_string(),
            "the task is to capture the Red 6 on a5 with a sum"
        );
        assert_eq!(start.done.len(), MathChess::COURSE.lessons.len());
        // 7 − 4 reaches the 6, but the task asks for a sum: worked out.
        assert!(matches!(tap(&mut s, &mut learner, "a1"), Tapped::Selected));
        assert!(matches!(
            tap(&mut s, &mut learner, "a5"),
            Tapped::ChoiceOpened
        ));
        // A difference is not the sum asked for.
        let wrong = refused(s.choose(0, &mut learner).unwrap());
        assert_eq!(wrong.to_string(), SEVEN_PLUS_FOUR);
        let told = s.snapshot(&learner);
        assert!(told.board.selected.is_none() && told.board.choice.is_none());
        assert!(told.board.history.is_empty(), "nothing moved");
        // Too far for the 2: the rule it breaks, not only "cannot reach".
        tap(&mut s, &mut learner, "e1");
        let too_far = refusal(tap(&mut s, &mut learner, "e5"));
        assert_eq!(too_far.kind(), RefusalKind::Illegal);
        assert_eq!(
            too_far.to_string(),
            "a 2 steps at most 2 squares, and e5 is 4 away"
        );
        assert_eq!(s.snapshot(&learner).board.rejection, None, "said once");
        // The right move: the next step on the board.
        tap(&mut s, &mut learner, "e1");
        assert!(matches!(
            tap(&mut s, &mut learner, "a5"),
            Tapped::Played(Judged::StepDone)
        ));
        let second = s.snapshot(&learner);
        assert_eq!(second.step, 1);
        assert!(matches!(
            second.told.as_ref().map(|t| &t.judged),
            Some(Judged::StepDone)
        ));
        // No formula of the 8 and the 4 reaches the 6: the sum worked out.
        tap(&mut s, &mut learner, "a1");
        let missed = refusal(tap(&mut s, &mut learner, "a5"));
        assert_eq!(
            missed.to_string(),
            "8 + 4 = 12, whose units digit 2 is not the 3 squares to the Red 6"
        );
        tap(&mut s, &mut learner, "e1");
        tap(&mut s, &mut learner, "a5");
        // 9 × 9 or 9 ÷ 9: the product is the task.
        tap(&mut s, &mut learner, "a1");
        assert!(matches!(
            tap(&mut s, &mut learner, "a3"),
            Tapped::ChoiceOpened
        ));
        assert!(matches!(s.choose(0, &mut learner), Ok(Judged::StepDone)));
        assert!(!learner.lesson_done(GameKind::MathChess, "units"));
        tap(&mut s, &mut learner, "a1");
        assert!(matches!(
            tap(&mut s, &mut learner, "a3"),
            Tapped::Played(Judged::LessonDone)
        ));
        let done = s.snapshot(&learner);
        assert!(done.over && learner.lesson_done(GameKind::MathChess, "units"));
        let units = MathChess::COURSE.find("units").unwrap();
        assert!(done.done[units]);
        assert_eq!(done.board.history.len(), 1, "the last move stands");
        // Over, and here the game too: Red has only its 0 left.
        assert!(s.tap("a3".parse().unwrap(), &mut learner).is_err());
    }

    #[test]
    fn a_move_typed_is_judged_as_a_tap_s_move() {
        let mut learner = Learner::new();
        let mut s = LessonSession::<MathChess>::new("units").unwrap();
        // A piece selected first: the typed move drops it.
        tap(&mut s, &mut learner, "a1");
        let wrong = refused(s.play_text("a1xa5=7+4", &mut learner));
        assert_eq!(wrong.to_string(), SEVEN_PLUS_FOUR);
        let told = s.snapshot(&learner);
        assert!(told.board.selected.is_none() && told.board.history.is_empty());
        assert!(matches!(
            s.play_text("e1xa5", &mut learner),
            Judged::StepDone
        ));
        assert_eq!(s.snapshot(&learner).step, 1);
    }

    #[test]
    fn capture_the_flags_first_step_played_by_taps() {
        let mut learner = Learner::new();
        let mut s = LessonSession::<CaptureTheFlag>::new("1").unwrap();
        assert_eq!(s.snapshot(&learner).title_key, "lesson.flag.steps");
        tap(&mut s, &mut learner, "a1");
        let colour = refusal(tap(&mut s, &mut learner, "a2"));
        assert_eq!(colour.kind(), RefusalKind::Illegal);
        tap(&mut s, &mut learner, "c1");
        let other = refusal(tap(&mut s, &mut learner, "d2"));
        assert_eq!(other.kind(), RefusalKind::NotTheTask);
        tap(&mut s, &mut learner, "c1");
        assert!(matches!(
            tap(&mut s, &mut learner, "b2"),
            Tapped::Played(Judged::StepDone)
        ));
        assert_eq!(s.snapshot(&learner).step, 1);
        assert!(LessonSession::<CaptureTheFlag>::new("castling").is_err());
        assert!(s.snapshot(&learner).has_next);
        s.next_lesson().unwrap();
        let second = s.snapshot(&learner);
        assert_eq!(
            (second.lesson, second.step, second.lesson_id),
            (1, 0, "jumps")
        );
        let last = CaptureTheFlag::COURSE.lessons.len();
        s.start(&last.to_string()).unwrap();
        assert!(!s.snapshot(&learner).has_next);
        assert!(s.next_lesson().is_err());
        assert_eq!(s.snapshot(&learner).lesson, last - 1, "unchanged");
    }
}
