//! Capture the Flag's course (`docs/flag-rules.md`): steps, jumps and jump
//! chains, the gates, each capture rule of §5, the guards and their
//! return, the siege, and each way to win.

use std::{convert::Infallible, fmt};

use crate::lesson::{
    illegal, not_the_task, Arg, Course, Lesson, Message, Refusal, Sentence, Step, Teach,
};
use crate::{
    games::capture_the_flag::{
        CaptureRule, EndReason, Game, IllegalMove, MoveText, Position, Rules, Square,
    },
    session::{self, CaptureTheFlag, Place},
    Side,
};

/// What a step asks, done by one move of the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Task {
    /// Move the `number` on `from` to `to` (a step, a slide or a jump chain).
    Reach {
        number: u8,
        from: Square,
        to: Square,
    },
    /// Take the `side` `number` on `target` by `rule`.
    Capture {
        side: Side,
        number: u8,
        target: Square,
        rule: CaptureRule,
    },
    /// Win the game at once, this way.
    Win(EndReason),
}

impl From<Task> for Sentence {
    /// The task as data and in English, written once.
    fn from(task: Task) -> Sentence {
        match task {
            Task::Reach { number, from, to } => Sentence::new(
                "task.flag.reach",
                "the task is to move the {} on {} to {}",
                vec![Arg::number(number), square(from), square(to)],
            ),
            Task::Capture {
                side,
                number,
                target,
                rule,
            } => Sentence::new(
                "task.flag.capture",
                "the task is to take the {} {} on {} by {}",
                vec![
                    Arg::Side(side),
                    Arg::number(number),
                    square(target),
                    Arg::Rule(session::CaptureRule::Flag(rule)),
                ],
            ),
            Task::Win(reason) => Sentence::new(
                "task.flag.win",
                "the task is to win at once: {}",
                vec![Arg::Ending(reason)],
            ),
        }
    }
}

impl fmt::Display for Task {
    /// `the task is to take the Red 7 on i6 by a pincer …`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Sentence::from(*self).fmt(f)
    }
}

impl Teach for CaptureTheFlag {
    type Setup = ();
    type Task = Task;
    type Illegal = IllegalMove;
    /// Capture the Flag's captures are judged by the rule taken, not by a
    /// distance: no try is refused for its arithmetic alone.
    type Working = Infallible;

    const COURSE: &'static Course<CaptureTheFlag> = &COURSE;

    fn board(position: &Position, (): ()) -> Game {
        Game::from_position(Rules::default(), position.clone())
    }

    /// The keys of the reasons both games give alike are shared
    /// (`illegal.empty_square`); the others are the game's own.
    fn illegal_message(illegal: &IllegalMove) -> Message {
        use IllegalMove as I;
        let (key, args) = match *illegal {
            I::GameOver(winner) => ("illegal.flag.game_over", vec![Arg::Side(winner)]),
            I::EmptySquare(sq) => ("illegal.empty_square", vec![square(sq)]),
            I::NotYourPiece {
                square: sq,
                to_move,
            } => (
                "illegal.not_your_piece",
                vec![square(sq), Arg::Side(to_move)],
            ),
            I::MustReturn { guard, home } => (
                "illegal.flag.must_return",
                vec![square(guard), square(home)],
            ),
            I::Besieged(captors) => (
                "illegal.flag.besieged",
                vec![Arg::Squares(
                    captors.iter().map(Place::of::<CaptureTheFlag>).collect(),
                )],
            ),
            I::FlagOnlyForTheOne(sq) => ("illegal.flag.flag_only_for_the_one", vec![square(sq)]),
            I::FlagFromFront(sq) => ("illegal.flag.flag_from_front", vec![square(sq)]),
            I::FlagAttacked(sq) => ("illegal.flag.flag_attacked", vec![square(sq)]),
            I::Flag(sq) => ("illegal.flag.flag", vec![square(sq)]),
            I::EnemyGuardHome(sq) => ("illegal.flag.enemy_guard_home", vec![square(sq)]),
            I::WrongColour { number, square: sq } => (
                "illegal.flag.wrong_colour",
                vec![Arg::number(number), square(sq)],
            ),
            I::Enclosed(sq) => ("illegal.flag.enclosed", vec![square(sq)]),
            I::OwnPiece(sq) => ("illegal.own_piece", vec![square(sq)]),
            I::CannotTake {
                number,
                target,
                square: sq,
            } => (
                "illegal.flag.cannot_take",
                vec![Arg::number(number), Arg::number(target), square(sq)],
            ),
            I::EnemyBaseLine => ("illegal.flag.enemy_base_line", vec![]),
            I::Gated(a, b, number) => (
                "illegal.flag.gated",
                vec![square(a), square(b), Arg::number(number)],
            ),
            I::Blocked(sq) => ("illegal.blocked", vec![square(sq)]),
            I::FreeTwoStraight => ("illegal.flag.free_two_straight", vec![]),
            I::Unreachable { number, to } => (
                "illegal.flag.unreachable",
                vec![Arg::number(number), square(to)],
            ),
            I::NoMove { number, square: sq } => {
                ("illegal.no_move", vec![Arg::number(number), square(sq)])
            }
        };
        Message::new(key, args)
    }

    fn working_message(working: &Infallible) -> Message {
        match *working {}
    }

    fn judge(
        position: &Position,
        (): (),
        task: Task,
        text: &str,
    ) -> Result<Position, Refusal<CaptureTheFlag>> {
        let typed: MoveText = text.parse().map_err(Refusal::Unreadable)?;
        let m = position.resolve(&typed).map_err(Refusal::Illegal)?;
        let done = match task {
            Task::Reach { from, to, .. } => (m.from(), m.to()) == (from, to),
            Task::Capture { target, rule, .. } => m
                .captures()
                .any(|(square, rules)| square == target && rules.contains(rule)),
            Task::Win(reason) => {
                let mut game = Game::from_position(Rules::default(), position.clone());
                game.play(m).is_ok()
                    && game
                        .outcome()
                        .is_some_and(|o| o.winner == Some(position.turn()) && o.reason == reason)
            }
        };
        if !done {
            return Err(Refusal::NotTheTask(task));
        }
        let mut after = position.clone();
        after.play_unchecked(m);
        Ok(after)
    }
}

/// A square as a message names it.
fn square(square: Square) -> Arg {
    Arg::Square(Place::of::<CaptureTheFlag>(square))
}

crate::lesson::const_square!(Square);

const fn reach(number: u8, from: &str, to: &str) -> Task {
    Task::Reach {
        number,
        from: sq(from),
        to: sq(to),
    }
}

const fn take(side: Side, number: u8, target: &str, rule: CaptureRule) -> Task {
    Task::Capture {
        side,
        number,
        target: sq(target),
        rule,
    }
}

// The positions are the worked examples of docs/flag-rules.md §10, some
// with a piece taken away so that no number is repeated.
const START: &str = "R11,R9,R7,R5,R3,R1,R2,R4,R6,R8,R10/5,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/B10,B8,B6,B4,B2,B1,B3,B5,B7,B9,B11 b - - 0";
const TWO: &str = "11/5,R18,5/4,R17,1,R15,4/5,R16,5/3,B5,1,B8,5/11/2,R7,B4,1,B9,5/1,R3,B6,8/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
const TWO_GATED: &str = "11/5,R18,5/4,R17,1,R15,4/5,R16,5/3,B5,1,B8,5/11/2,R7,B4,1,B9,5/1,R3,B6,R10,7/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
const TWO_THREE: &str = "11/5,R18,5/4,R17,1,R15,4/5,R16,5/3,B5,1,B8,5/11/2,R7,B4,1,B9,5/1,R3,B3,R10,7/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
const THREE: &str = "3,R6,2,R9,4/5,R18,5/4,R17,1,R15,4/1,R8,3,R16,5/2,R4,8/B1,10/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
const THREE_C: &str = "3,R6,2,R9,4/4,B1,R18,5/4,R17,1,R15,4/1,R8,3,R16,5/2,R4,8/11/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
const FOUR: &str = "11/5,R18,5/4,R17,1,R15,4/5,R16,5/11/3,R1,B4,R9,5/2,R4,B5,1,B7,1,B9,3/3,R6,B3,2,R8,B2,2/5,B16,5/4,B15,1,B17,4/5,B18,5/11 r - - 0";
const FOUR_TEN: &str = "11/5,R18,5/4,R17,1,R15,4/5,R16,5/11/3,R1,B4,R9,5/2,R4,B5,1,B7,1,B9,3/3,R6,B3,2,R10,B2,2/5,B16,5/4,B15,1,B17,4/5,B18,5/11 r - - 0";
const FIVE: &str = "11/5,R18,5/1,B6,2,R17,1,R15,4/5,R16,5/11/2,B4,8/7,B3,R7,2/3,R2,1,R3,4,B11/3,B10,1,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
const SIX: &str = "11/5,R18,5/3,B11,R17,1,R15,4/2,B7,R1,B9,R16,5/1,B6,9/4,B4,6/R9,B8,9/B5,10/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
const SEVEN: &str = "R6,10/5,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/11/5,B16,5/2,B11,1,B15,1,B17,4/3,R2,1,B18,1,B6,3/2,R1,B2,B8,B1,1,R3,B4,2 b - - 0";
const SEVEN_RED: &str = "R6,10/5,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/11/5,B16,5/2,B11,1,B15,1,B17,4/3,R2,1,B18,1,B6,3/2,R1,B2,B8,B1,1,R3,B4,2 r - - 0";
const EIGHT: &str = "10,R1/5,R18,5/R9,3,R17,1,R15,4/5,R16,5/11/4,B6,6/4,R5,6/11/5,B16,5/4,B15,1,B17,4/5,B18,5/B1,10 b - - 0";
const EIGHT_OWED: &str = "10,R1/1,R9,3,R18,5/4,R17,1,R15,4/5,R16,5/11/4,B6,6/11/4,B16,6/11/4,B15,1,B17,4/5,B18,5/B1,10 b Be5f4 - 1";
const EIGHT_FILL: &str =
    "10,R1/5,R18,5/R9,3,R17,1,R15,4/5,R16,5/11/4,B6,6/11/11/11/4,B15,1,B17,4/5,B18,5/B1,10 b - - 0";
const NINE: &str = "10,R1/5,R18,5/4,R17,1,R15,4/5,R16,5/11/11/6,R8,4/11/3,B9,R3,B16,R5,4/4,B15,1,B17,4/5,B18,5/B1,10 r - - 0";
const NINE_BESIEGED: &str = "10,R1/5,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/5,R8,5/3,B9,R3,1,R5,4/4,B15,1,B17,4/5,B18,5/B1,10 b - be4g4f5 0";
const NINE_LOST: &str = "10,R1/5,R18,5/4,R17,1,R15,4/5,R16,5/11/11/6,R8,4/11/3,B7,R3,B16,R5,4/4,B15,1,B17,4/5,B18,5/B1,10 r - - 0";
const TEN: &str = "3,R6,2,R9,4/5,R18,5/4,R17,1,R15,4/4,B1,R16,5/2,R4,8/3,R7,7/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
const TEN_ATTACKED: &str = "3,R6,2,R9,4/5,R18,5/4,R17,1,R15,4/3,R4,B1,R16,5/11/3,R7,7/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
const TEN_CROSSING: &str = "5,R1,5/5,R18,5/4,R17,1,R15,4/5,R16,5/1,B8,1,B9,1,B4,1,B10,1,B11,1/B1,1,B2,1,B3,3,B5,1,B6/5,B7,4,R7/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";

static COURSE: Course<CaptureTheFlag> = Course {
    lessons: &[
        Lesson {
            id: "steps",
            title: "Steps and colours",
            steps: &[
                Step {
                    text: "A piece stands only on squares of its own colour, so in the middle of the board it moves diagonally. Move the 6 on c1 to b2.",
                    position: START,
                    setup: (),
                    task: reach(6, "c1", "b2"),
                    solution: "c1-b2",
                    wrong: &[illegal("a1-a2"), not_the_task("c1-d2")],
                },
                Step {
                    text: "The 4 and the 5 may go two squares; the 2, the 3 and 6 to 11 one. Move the 4 on d2 to b4.",
                    position: "10,R1/5,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/11/5,B16,5/4,B15,1,B17,4/3,B4,1,B18,5/2,B6,8 b - - 0",
                    setup: (),
                    task: reach(4, "d2", "b4"),
                    solution: "d2-b4",
                    wrong: &[illegal("d2-a5"), illegal("c1-a3")],
                },
                Step {
                    text: "The 1 slides as far as it likes, and stops on the rank before the enemy base line. Move the 1 to e11.",
                    position: THREE,
                    setup: (),
                    task: reach(1, "a7", "e11"),
                    solution: "a7-e11",
                    wrong: &[illegal("a7-f12")],
                },
            ],
        },
        Lesson {
            id: "jumps",
            title: "Jumps and jump chains",
            steps: &[
                Step {
                    text: "A piece jumps over one of its own pieces to the square beyond. Jump the 6 over the 4 to e7.",
                    position: TWO,
                    setup: (),
                    task: reach(6, "c5", "e7"),
                    solution: "c5-e7",
                    wrong: &[illegal("c5-c7")],
                },
                Step {
                    text: "Jumps chain, and the chain may turn. Make the jump chain that ends on g9.",
                    position: TWO,
                    setup: (),
                    task: reach(6, "c5", "g9"),
                    solution: "c5-g9",
                    wrong: &[not_the_task("c5-c9")],
                },
                Step {
                    text: "The 3 may jump enemy pieces too. Jump the 3 over the Red 7 to c7.",
                    position: TWO_THREE,
                    setup: (),
                    task: reach(3, "c5", "c7"),
                    solution: "c5-c7",
                    wrong: &[illegal("c5-b6")],
                },
            ],
        },
        Lesson {
            id: "gates",
            title: "Gates and the four-square",
            steps: &[
                Step {
                    text: "Two enemy pieces touching at a corner close the way between them if one is greater than the piece passing. Red: move the 8 on h5 to g6.",
                    position: FOUR,
                    setup: (),
                    task: reach(8, "h5", "g6"),
                    solution: "h5-g6",
                    wrong: &[illegal("h5-i6")],
                },
                Step {
                    text: "A 10 is greater than the 9 and the 2: the gate lets it through. Red: move the 10 to i6.",
                    position: FOUR_TEN,
                    setup: (),
                    task: reach(10, "h5", "i6"),
                    solution: "h5-i6",
                    wrong: &[illegal("d5-e6")],
                },
                Step {
                    text: "No gate stops the 1. Red: slide the 1 from d7 through the gate to i2.",
                    position: FOUR,
                    setup: (),
                    task: reach(1, "d7", "i2"),
                    solution: "d7-i2",
                    wrong: &[illegal("f7-e6")],
                },
            ],
        },
        Lesson {
            id: "taking",
            title: "Taking by moving onto a piece",
            steps: &[
                Step {
                    text: "On a base line a 1 or a 2 takes an enemy 1 or 2. Take the Red 1 with your 1's long jump along your base line.",
                    position: SEVEN,
                    setup: (),
                    task: take(Side::Red, 1, "c1", CaptureRule::T1),
                    solution: "f1xc1",
                    wrong: &[not_the_task("e1xc1")],
                },
                Step {
                    text: "An enemy 2 on a square of your colour is taken by your 1, 2 or 11. Take the Red 2 on d2 with the 11.",
                    position: SEVEN,
                    setup: (),
                    task: take(Side::Red, 2, "d2", CaptureRule::T2),
                    solution: "c3xd2",
                    wrong: &[illegal("e1xd2")],
                },
                Step {
                    text: "On your own base line a piece takes an enemy whose number divides its own: 6 = 2 × 3. Take the Red 3 on h1.",
                    position: SEVEN,
                    setup: (),
                    task: take(Side::Red, 3, "h1", CaptureRule::T4),
                    solution: "h2xh1",
                    wrong: &[illegal("i1xh1")],
                },
                Step {
                    text: "A 2 across the dividing line takes a 1, a 2 or an 11. Red: take the Blue 2 on d1 with the 2 on d2.",
                    position: SEVEN_RED,
                    setup: (),
                    task: take(Side::Blue, 2, "d1", CaptureRule::T3),
                    solution: "d2xd1",
                    wrong: &[not_the_task("c1xd1")],
                },
            ],
        },
        Lesson {
            id: "pincers",
            title: "Between two, and pincers",
            steps: &[
                Step {
                    text: "A piece that steps between two enemies takes both when its number is a multiple of their sum: 10 = 2 × (2 + 3). Take the Red 2 and the Red 3.",
                    position: FIVE,
                    setup: (),
                    task: take(Side::Red, 2, "d5", CaptureRule::D),
                    solution: "d4xe5",
                    wrong: &[not_the_task("k5-j4")],
                },
                Step {
                    text: "Two attackers on both sides of an enemy take it when their sum is a multiple of it: 3 + 11 = 14 = 2 × 7. Take the Red 7.",
                    position: FIVE,
                    setup: (),
                    task: take(Side::Red, 7, "i6", CaptureRule::P),
                    solution: "k5xj6",
                    wrong: &[not_the_task("b10-c9")],
                },
                Step {
                    text: "6 + 4 = 10. Take the Red 10 on d5 with a pincer.",
                    position: TWO_GATED,
                    setup: (),
                    task: take(Side::Red, 10, "d5", CaptureRule::P),
                    solution: "c5xd4",
                    wrong: &[illegal("c5-e7")],
                },
            ],
        },
        Lesson {
            id: "surround",
            title: "Surrounding: the edge and four sides",
            steps: &[
                Step {
                    text: "An enemy on the edge is taken when three own pieces close its three sides. Close the third side of the Red 9 with the 8.",
                    position: SIX,
                    setup: (),
                    task: take(Side::Red, 9, "a6", CaptureRule::E),
                    solution: "b8xa7",
                    wrong: &[not_the_task("e7xd8")],
                },
                Step {
                    text: "A jump may close it as well. Close it with the 7's jump.",
                    position: SIX,
                    setup: (),
                    task: take(Side::Red, 9, "a6", CaptureRule::E),
                    solution: "c9xa7",
                    wrong: &[not_the_task("e7xd8")],
                },
                Step {
                    text: "Any piece, even a 1, is taken when four own pieces close its four sides. Take the Red 1.",
                    position: SIX,
                    setup: (),
                    task: take(Side::Red, 1, "d9", CaptureRule::Q),
                    solution: "e7xd8",
                    wrong: &[not_the_task("b8xa7")],
                },
            ],
        },
        Lesson {
            id: "guards",
            title: "The guards and their return",
            steps: &[
                Step {
                    text: "A guard that leaves its home takes with an attacker beyond the enemy when their difference is a multiple or the double of it: 16 − 6 = 10 = 2 × 5. Take the Red 5 with the guard 16.",
                    position: EIGHT,
                    setup: (),
                    task: take(Side::Red, 5, "e6", CaptureRule::G),
                    solution: "f4xe5",
                    wrong: &[not_the_task("f4-g5")],
                },
                Step {
                    text: "A guard that left its home must step back on the next move. Take the guard back home.",
                    position: EIGHT_OWED,
                    setup: (),
                    task: reach(16, "e5", "f4"),
                    solution: "e5-f4",
                    wrong: &[illegal("a1-b2")],
                },
                Step {
                    text: "A guard moving into another guard's empty home owes no return. Fill f4 with the guard 15.",
                    position: EIGHT_FILL,
                    setup: (),
                    task: reach(15, "e3", "f4"),
                    solution: "e3-f4",
                    wrong: &[illegal("f2-f3")],
                },
            ],
        },
        Lesson {
            id: "siege",
            title: "The siege",
            steps: &[
                Step {
                    text: "Three attackers around a guard on its home take it when their sum is a multiple or the double of it: 3 + 5 + 8 = 16. Red: take the guard 16.",
                    position: NINE,
                    setup: (),
                    task: take(Side::Blue, 16, "f4", CaptureRule::S),
                    solution: "g6xf5",
                    wrong: &[not_the_task("g6-h7")],
                },
                Step {
                    text: "A side that lost a guard must take one of the pieces that took it, or lose. Lift the siege: take the Red 3 with the guard 15 and the 9 (15 − 9 = 6 = 2 × 3).",
                    position: NINE_BESIEGED,
                    setup: (),
                    task: take(Side::Red, 3, "e4", CaptureRule::G),
                    solution: "e3xf4",
                    wrong: &[illegal("d4-e5")],
                },
                Step {
                    text: "With a 7 on d4 Blue could not answer. Red: take the guard 16 and win.",
                    position: NINE_LOST,
                    setup: (),
                    task: Task::Win(EndReason::GuardLost),
                    solution: "g6xf5",
                    wrong: &[not_the_task("g6-h7")],
                },
            ],
        },
        Lesson {
            id: "winning",
            title: "Ways to win",
            steps: &[
                Step {
                    text: "Your 1 on an attack point in front of the enemy flag enters it and wins, unless an enemy move could take it there. Enter the flag.",
                    position: TEN,
                    setup: (),
                    task: Task::Win(EndReason::Flag),
                    solution: "e9-f10",
                    wrong: &[not_the_task("e9-d10")],
                },
                Step {
                    text: "Here Red's 7 could close the fourth side of your 1: it may not enter. Step the 1 back to d8.",
                    position: TEN_ATTACKED,
                    setup: (),
                    task: reach(1, "e9", "d8"),
                    solution: "e9-d8",
                    wrong: &[illegal("e9-f10")],
                },
                Step {
                    text: "From the two attack points behind the flag the 1 may not enter. Move the 1 onto Red's base line at e12.",
                    position: THREE_C,
                    setup: (),
                    task: reach(1, "e11", "e12"),
                    solution: "e11-e12",
                    wrong: &[illegal("e11-f10")],
                },
                Step {
                    text: "All eleven attackers across the dividing line win too. Bring the 7 over.",
                    position: TEN_CROSSING,
                    setup: (),
                    task: Task::Win(EndReason::Crossing),
                    solution: "f6-g7",
                    wrong: &[not_the_task("f6-e5")],
                },
            ],
        },
    ],
};
