//! The first game's course (`docs/rules.md`): steps, supports, each of the
//! five operations, the units digit, the 0, and the presets.

use std::fmt;

use crate::lesson::{
    arithmetic, illegal, not_the_task, unreadable, Arg, Course, Lesson, Message, Refusal, Sentence,
    Step, Teach,
};
use crate::{
    games::math_chess::{
        legality::IllegalMove, notation::MoveText, Formula, Game, Move, Op, Position, Preset,
        Square,
    },
    session::{MathChess, Place},
    Side,
};

/// What a step asks, done by one move of the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Task {
    /// Move the `number` on `from` to `to` in one step.
    Step {
        number: u8,
        from: Square,
        to: Square,
    },
    /// Capture the `side` `number` on `target`, with the operation `op`
    /// (any, if `None`).
    Capture {
        side: Side,
        number: u8,
        target: Square,
        op: Option<Op>,
    },
}

impl From<Task> for Sentence {
    /// The task as data and in English, written once.
    fn from(task: Task) -> Sentence {
        match task {
            Task::Step { number, from, to } => Sentence::new(
                "task.math_chess.step",
                "the task is to move the {} on {} to {} in one step",
                vec![Arg::number(number), square(from), square(to)],
            ),
            Task::Capture {
                side,
                number,
                target,
                op,
            } => {
                let mut args = vec![Arg::Side(side), Arg::number(number), square(target)];
                match op {
                    Some(op) => {
                        args.push(Arg::Op(op));
                        Sentence::new(
                            "task.math_chess.capture_with",
                            "the task is to capture the {} {} on {} with {}",
                            args,
                        )
                    }
                    None => Sentence::new(
                        "task.math_chess.capture",
                        "the task is to capture the {} {} on {}",
                        args,
                    ),
                }
            }
        }
    }
}

impl fmt::Display for Task {
    /// `the task is to capture the Red 6 on a5 with a sum`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Sentence::from(*self).fmt(f)
    }
}

/// A capture's arithmetic that does not reach the target: the formula
/// claimed or asked for, and the squares from the support to the target.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Working {
    pub formula: Formula,
    /// Squares from the support to the target (1 = right after it).
    pub distance: u8,
    pub target_side: Side,
    pub target_number: u8,
}

/// Which sentence a [`Working`] is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Shape {
    /// The result is 0: no capture.
    Zero,
    /// A sum or product of 10 or more whose units digit is 0.
    UnitsZero { raw: u8 },
    /// A sum or product of 10 or more whose units digit is not the distance.
    UnitsMiss { raw: u8, units: u8 },
    /// A result below 10 that is not the distance.
    Miss { raw: u8 },
    /// A difference taken the wrong way.
    BelowZero,
    /// A quotient or remainder by 0.
    ByZero,
}

impl Working {
    fn shape(&self) -> Shape {
        let Formula {
            attacker: a,
            op,
            support: b,
        } = self.formula;
        let raw = match op {
            Op::Add => a + b,
            Op::Mul => a * b,
            Op::Sub if a < b => return Shape::BelowZero,
            Op::Sub => a - b,
            Op::Div | Op::Rem if b == 0 => return Shape::ByZero,
            Op::Div => a / b,
            Op::Rem => a % b,
        };
        match (raw, raw % 10) {
            (0, _) => Shape::Zero,
            (10.., 0) => Shape::UnitsZero { raw },
            (10.., units) => Shape::UnitsMiss { raw, units },
            _ => Shape::Miss { raw },
        }
    }

    /// The sentence as data: `working.units_miss` with the attacker, the
    /// operation, the support, the result, its units digit, the squares,
    /// the target's side and number.
    #[must_use]
    pub fn message(&self) -> Message {
        let Formula {
            attacker: a,
            op,
            support: b,
        } = self.formula;
        let mut args = vec![Arg::number(a), Arg::Op(op), Arg::number(b)];
        let target = [
            Arg::number(self.distance),
            Arg::Side(self.target_side),
            Arg::number(self.target_number),
        ];
        let key = match self.shape() {
            Shape::Zero => "working.zero",
            Shape::UnitsZero { raw } => {
                args.push(Arg::number(raw));
                "working.units_zero"
            }
            Shape::UnitsMiss { raw, units } => {
                args.extend([Arg::number(raw), Arg::number(units)]);
                args.extend(target);
                "working.units_miss"
            }
            Shape::Miss { raw } => {
                args.push(Arg::number(raw));
                args.extend(target);
                "working.miss"
            }
            Shape::BelowZero => "working.below_zero",
            Shape::ByZero => {
                args.pop();
                "working.by_zero"
            }
        };
        Message::new(key, args)
    }
}

impl fmt::Display for Working {
    /// `7 + 4 = 11, whose units digit 1 is not the 3 squares to the Red 6`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Formula {
            attacker: a,
            op,
            support: b,
        } = self.formula;
        let sign = op.display_symbol();
        let squares = if self.distance == 1 {
            "square"
        } else {
            "squares"
        };
        let not = format!(
            "not the {} {squares} to the {} {}",
            self.distance, self.target_side, self.target_number
        );
        match self.shape() {
            Shape::Zero => write!(f, "{a} {sign} {b} = 0: no capture"),
            Shape::UnitsZero { raw } => {
                write!(f, "{a} {sign} {b} = {raw}, whose units digit is 0: no capture")
            }
            Shape::UnitsMiss { raw, units } => {
                write!(f, "{a} {sign} {b} = {raw}, whose units digit {units} is {not}")
            }
            Shape::Miss { raw } => write!(f, "{a} {sign} {b} = {raw}, {not}"),
            Shape::BelowZero => write!(
                f,
                "{a} {sign} {b} is below 0: the support is the larger, and a difference is never taken the other way"
            ),
            Shape::ByZero => write!(f, "{a} {sign} 0: there is no division by 0"),
        }
    }
}

impl Teach for MathChess {
    type Setup = Preset;
    type Task = Task;
    type Illegal = IllegalMove;
    type Working = Working;

    const COURSE: &'static Course<MathChess> = &COURSE;

    fn board(position: &Position, preset: Preset) -> Game {
        Game::from_position(preset.rules(), position.clone())
    }

    /// The keys of the reasons both games give alike are shared
    /// (`illegal.empty_square`); the others are the game's own.
    fn illegal_message(illegal: &IllegalMove) -> Message {
        use IllegalMove as I;
        let text = |t: &dyn fmt::Display| Arg::Text(t.to_string());
        let (key, args) = match *illegal {
            I::ZeroMissing => ("illegal.math_chess.zero_missing", vec![]),
            I::EmptySquare(sq) => ("illegal.empty_square", vec![square(sq)]),
            I::NotYourPiece {
                square: sq,
                to_move,
            } => (
                "illegal.not_your_piece",
                vec![square(sq), Arg::Side(to_move)],
            ),
            I::ZeroCannotMove(sq) => ("illegal.math_chess.zero_cannot_move", vec![square(sq)]),
            I::NotInLine { from, to } => (
                "illegal.math_chess.not_in_line",
                vec![square(from), square(to)],
            ),
            I::OwnPieceOnTarget(sq) => ("illegal.own_piece", vec![square(sq)]),
            I::TooFar {
                number,
                to,
                distance,
            } => (
                "illegal.math_chess.too_far",
                vec![Arg::number(number), square(to), Arg::number(distance)],
            ),
            I::Blocked(sq) => ("illegal.blocked", vec![square(sq)]),
            I::NoSupport(sq) => ("illegal.math_chess.no_support", vec![square(sq)]),
            I::ZeroSupportNotAllowed => ("illegal.math_chess.zero_support", vec![]),
            I::NoFormula {
                attacker,
                support,
                distance,
            } => (
                "illegal.math_chess.no_formula",
                vec![
                    Arg::number(attacker),
                    Arg::number(support),
                    Arg::number(distance),
                ],
            ),
            I::CaptureWrittenAsStep(m) => {
                ("illegal.math_chess.capture_written_as_step", vec![text(&m)])
            }
            I::StepWrittenAsCapture(m) => {
                ("illegal.math_chess.step_written_as_capture", vec![text(&m)])
            }
            I::FormulaPieces {
                claimed,
                attacker,
                support,
            } => (
                "illegal.math_chess.formula_pieces",
                vec![text(&claimed), Arg::number(attacker), Arg::number(support)],
            ),
            I::FormulaDoesNotFit { claimed } => (
                "illegal.math_chess.formula_does_not_fit",
                vec![text(&claimed)],
            ),
            I::NoMove { number, square: sq } => {
                ("illegal.no_move", vec![Arg::number(number), square(sq)])
            }
        };
        Message::new(key, args)
    }

    fn working_message(working: &Working) -> Message {
        working.message()
    }

    fn judge(
        position: &Position,
        preset: Preset,
        task: Task,
        text: &str,
    ) -> Result<Position, Refusal<MathChess>> {
        let rules = preset.rules();
        let typed: MoveText = text.parse().map_err(Refusal::Unreadable)?;
        let asked = match task {
            Task::Capture {
                target,
                op: Some(op),
                ..
            } if typed.to == target => Some(op),
            _ => None,
        };
        let (m, claimed) = match (position.resolve(&rules, &typed), asked) {
            (Ok(played), _) => played,
            // No formula reaches the target: the one asked for, worked out.
            (
                Err(IllegalMove::NoFormula {
                    attacker,
                    support,
                    distance,
                }),
                Some(op),
            ) => {
                return Err(working(position, typed.to, attacker, op, support, distance));
            }
            (Err(IllegalMove::FormulaDoesNotFit { claimed }), _) => {
                let legal = position.check_move(&rules, typed.from, typed.to);
                return Err(match legal.ok().and_then(distance) {
                    // The plain arithmetic misses: say it; else the rules' division does.
                    Some(d) if claimed.distance() != Some(d) => working(
                        position,
                        typed.to,
                        claimed.attacker,
                        claimed.op,
                        claimed.support,
                        d,
                    ),
                    _ => Refusal::Illegal(IllegalMove::FormulaDoesNotFit { claimed }),
                });
            }
            (Err(illegal), _) => return Err(Refusal::Illegal(illegal)),
        };
        let done = match task {
            Task::Step { from, to, .. } => !m.is_capture() && (m.from(), m.to()) == (from, to),
            Task::Capture { target, op, .. } => {
                m.is_capture()
                    && m.to() == target
                    && match op {
                        None => true,
                        // Unclaimed, the move is taken with the formula asked for.
                        Some(op) if claimed == Some(op) => true,
                        Some(op) if typed.formula.is_none() && m.ops().contains(op) => true,
                        Some(op) if m.ops().contains(op) => false,
                        Some(op) => {
                            let f = MoveText::of(position, m, claimed).formula;
                            let (a, b) = f.map_or((0, 0), |f| (f.attacker, f.support));
                            let d = distance(m).unwrap_or(0);
                            return Err(working(position, target, a, op, b, d));
                        }
                    }
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
    Arg::Square(Place::of::<MathChess>(square))
}

/// Squares from a capture's support to its target.
fn distance(m: Move) -> Option<u8> {
    let support = m.support()?;
    support.line_to(m.to()).map(|(_, d)| d)
}

fn working(
    position: &Position,
    target: Square,
    a: u8,
    op: Op,
    b: u8,
    distance: u8,
) -> Refusal<MathChess> {
    let piece = position.piece_at(target);
    Refusal::Arithmetic(Working {
        formula: Formula {
            attacker: a,
            op,
            support: b,
        },
        distance,
        target_side: piece.map_or(!position.turn(), |p| p.side()),
        target_number: piece.map_or(0, |p| p.number()),
    })
}

crate::lesson::const_square!(Square);

const fn step(number: u8, from: &str, to: &str) -> Task {
    Task::Step {
        number,
        from: sq(from),
        to: sq(to),
    }
}

/// Every step of this course has Blue to move: the target is Red's.
const fn capture(number: u8, target: &str, op: Option<Op>) -> Task {
    Task::Capture {
        side: Side::Red,
        number,
        target: sq(target),
        op,
    }
}

const CHESSPLAYX: Preset = Preset::Chessplayx;

static COURSE: Course<MathChess> = Course {
    lessons: &[
        Lesson {
            id: "steps",
            title: "Steps",
            steps: &[
                Step {
                    text: "A piece numbered n moves 1 to n squares in a straight line. Move the 3 to c4.",
                    position: "8R0/9/9/9/9/9/9/9/9/9/2B35B0 b",
                    setup: CHESSPLAYX,
                    task: step(3, "c1", "c4"),
                    solution: "c1-c4",
                    wrong: &[illegal("c1-c5"), illegal("c1-d3")],
                },
                Step {
                    text: "Diagonals are straight lines too. Move the 5 to a5.",
                    position: "8R0/9/9/9/9/9/9/9/9/9/4B53B0 b",
                    setup: CHESSPLAYX,
                    task: step(5, "e1", "a5"),
                    solution: "e1-a5",
                    wrong: &[illegal("e1-b5"), not_the_task("e1-e5")],
                },
                Step {
                    text: "Every square passed must be empty. Move the 4 to d4.",
                    position: "8R0/9/9/9/9/9/9/9/B28/9/B47B0 b",
                    setup: CHESSPLAYX,
                    task: step(4, "a1", "d4"),
                    solution: "a1-d4",
                    wrong: &[illegal("a1-a5"), unreadable("a1d4")],
                },
            ],
        },
        Lesson {
            id: "supports",
            title: "Supports",
            steps: &[
                Step {
                    text: "To capture, a piece needs a support: a piece of its own side right next to it on the line. The 7 on a1 counts from the 4 on a2. Capture the Red 9.",
                    position: "8R0/9/9/9/9/9/R98/9/9/B48/B77B0 b",
                    setup: CHESSPLAYX,
                    task: capture(9, "a5", None),
                    solution: "a1xa5",
                    wrong: &[illegal("a2xa5")],
                },
                Step {
                    text: "The distance is counted from the support: 1 is the square right after it. The 4 with the 7 reaches 4 squares (4 % 7 = 4: the remainder, lesson 7). Capture the Red 5 with the 4.",
                    position: "8R0/9/9/9/9/R58/9/9/9/B78/B47B0 b",
                    setup: CHESSPLAYX,
                    task: capture(5, "a6", None),
                    solution: "a1xa6",
                    wrong: &[illegal("a2xa6")],
                },
                Step {
                    text: "Supports work on diagonals too. Capture the Red 5 with the 1.",
                    position: "8R0/9/9/9/6R52/9/9/3B25/2B16/9/8B0 b",
                    setup: CHESSPLAYX,
                    task: capture(5, "g7", None),
                    solution: "c3xg7",
                    wrong: &[illegal("d4xg7")],
                },
            ],
        },
        Lesson {
            id: "addition",
            title: "Addition",
            steps: &[
                Step {
                    text: "The attacker and the support make a number: here 2 + 3 = 5. Capture the Red 6 five squares beyond the support with a sum.",
                    position: "8R0/9/9/9/R68/9/9/9/9/B38/B27B0 b",
                    setup: CHESSPLAYX,
                    task: capture(6, "a7", Some(Op::Add)),
                    solution: "a1xa7",
                    wrong: &[arithmetic("a1xa7=2*3")],
                },
                Step {
                    text: "6 + 3 = 9: the target nine squares beyond the support. Capture the Red 7 with a sum.",
                    position: "R77R0/9/9/9/9/9/9/9/9/B38/B67B0 b",
                    setup: CHESSPLAYX,
                    task: capture(7, "a11", Some(Op::Add)),
                    solution: "a1xa11=6+3",
                    wrong: &[arithmetic("a1xa11=6*3")],
                },
                Step {
                    text: "Along a rank as well: 1 + 5 = 6. Capture the Red 3 with a sum.",
                    position: "8R0/9/9/9/9/9/9/9/9/9/B1B55R3B0 b",
                    setup: CHESSPLAYX,
                    task: capture(3, "h1", Some(Op::Add)),
                    solution: "a1xh1",
                    wrong: &[arithmetic("a1xh1=1*5")],
                },
            ],
        },
        Lesson {
            id: "subtraction",
            title: "Subtraction",
            steps: &[
                Step {
                    text: "A difference is the attacker minus the support: 9 − 4 = 5. Capture the Red 3 with a difference.",
                    position: "8R0/9/9/9/R38/9/9/9/9/B48/B97B0 b",
                    setup: CHESSPLAYX,
                    task: capture(3, "a7", Some(Op::Sub)),
                    solution: "a1xa7",
                    wrong: &[arithmetic("a1xa7=9+4")],
                },
                Step {
                    text: "Never the support minus the attacker: a 3 supported by an 8 has no difference. Capture the Red 4 with a difference.",
                    position: "8R0/9/9/9/9/R48/9/9/3B25/B83B54/B37B0 b",
                    setup: CHESSPLAYX,
                    task: capture(4, "a6", Some(Op::Sub)),
                    solution: "e2xa6",
                    wrong: &[arithmetic("a1xa6=3-8"), arithmetic("a1xa6"), not_the_task("e2-f3")],
                },
                Step {
                    text: "8 − 1 = 7. Capture the Red 5 with a difference.",
                    position: "8R0/9/R58/9/9/9/9/9/9/B18/B87B0 b",
                    setup: CHESSPLAYX,
                    task: capture(5, "a9", Some(Op::Sub)),
                    solution: "a1xa9=8-1",
                    wrong: &[illegal("a1xa10"), not_the_task("a1-b1")],
                },
            ],
        },
        Lesson {
            id: "multiplication",
            title: "Multiplication",
            steps: &[
                Step {
                    text: "A product: 3 × 2 = 6. Capture the Red 4 with a product.",
                    position: "8R0/9/9/R48/9/9/9/9/9/B28/B37B0 b",
                    setup: CHESSPLAYX,
                    task: capture(4, "a8", Some(Op::Mul)),
                    solution: "a1xa8",
                    wrong: &[arithmetic("a1xa8=3+2")],
                },
                Step {
                    text: "When two formulas give the same distance, you claim one: 2 + 2 and 2 × 2 both give 4. Capture the Red 6, claiming the product (b1xg6=2*2).",
                    position: "8R0/9/9/9/9/6R62/9/9/9/2B26/1B26B0 b",
                    setup: CHESSPLAYX,
                    task: capture(6, "g6", Some(Op::Mul)),
                    solution: "b1xg6=2*2",
                    wrong: &[not_the_task("b1xg6=2+2")],
                },
                Step {
                    text: "7 × 4 = 28, and only its units digit counts: 8. Capture the Red 8 with a product.",
                    position: "8R0/R88/9/9/9/9/9/9/9/B48/B77B0 b",
                    setup: CHESSPLAYX,
                    task: capture(8, "a10", Some(Op::Mul)),
                    solution: "a1xa10",
                    wrong: &[arithmetic("a1xa10=7+4")],
                },
            ],
        },
        Lesson {
            id: "quotient",
            title: "Division: the quotient",
            steps: &[
                Step {
                    text: "A quotient: 9 ÷ 3 = 3. Capture the Red 7 with a quotient.",
                    position: "8R0/9/9/9/9/9/R78/9/9/B38/B97B0 b",
                    setup: CHESSPLAYX,
                    task: capture(7, "a5", Some(Op::Div)),
                    solution: "a1xa5",
                    wrong: &[arithmetic("a1xa5=9%3")],
                },
                Step {
                    text: "The quotient is rounded down: 8 ÷ 3 = 2. Capture the Red 5 with a quotient.",
                    position: "8R0/9/9/9/9/9/9/R58/9/B38/B87B0 b",
                    setup: CHESSPLAYX,
                    task: capture(5, "a4", Some(Op::Div)),
                    solution: "a1xa4=8/3",
                    wrong: &[not_the_task("a1xa4=8%3")],
                },
                Step {
                    text: "9 ÷ 2 = 4. Capture the Red 3 with a quotient.",
                    position: "8R0/9/9/9/9/R38/9/9/9/B28/B97B0 b",
                    setup: CHESSPLAYX,
                    task: capture(3, "a6", Some(Op::Div)),
                    solution: "a1xa6",
                    wrong: &[arithmetic("a1xa6=9%2")],
                },
            ],
        },
        Lesson {
            id: "remainder",
            title: "Division: the remainder",
            steps: &[
                Step {
                    text: "A remainder: 7 ÷ 4 leaves 3. Capture the Red 6 with a remainder.",
                    position: "8R0/9/9/9/9/9/R68/9/9/B48/B77B0 b",
                    setup: CHESSPLAYX,
                    task: capture(6, "a5", Some(Op::Rem)),
                    solution: "a1xa5=7%4",
                    wrong: &[not_the_task("a1xa5=7-4")],
                },
                Step {
                    text: "A smaller attacker leaves itself: 4 ÷ 7 leaves 4. Capture the Red 5 with a remainder.",
                    position: "8R0/9/9/9/9/R58/9/9/9/B78/B47B0 b",
                    setup: CHESSPLAYX,
                    task: capture(5, "a6", Some(Op::Rem)),
                    solution: "a1xa6",
                    wrong: &[arithmetic("a1xa6=4/7")],
                },
                Step {
                    text: "9 ÷ 5 leaves 4. Capture the Red 8 with a remainder.",
                    position: "8R0/9/9/9/9/R88/9/9/9/B58/B97B0 b",
                    setup: CHESSPLAYX,
                    task: capture(8, "a6", Some(Op::Rem)),
                    solution: "a1xa6=9%5",
                    wrong: &[arithmetic("a1xa6=9/5")],
                },
            ],
        },
        Lesson {
            id: "units",
            title: "The units digit",
            steps: &[
                Step {
                    text: "A sum or a product above 9 counts only its units digit: 7 + 4 = 11 reaches 1 square. Capture the Red 6 with a sum.",
                    position: "8R0/9/9/9/9/9/R68/9/9/B42B15/B73B23B0 b",
                    setup: CHESSPLAYX,
                    task: capture(6, "a5", Some(Op::Add)),
                    solution: "e1xa5",
                    wrong: &[arithmetic("a1xa5=7+4"), arithmetic("a1xa5"), not_the_task("e1-e2")],
                },
                Step {
                    text: "8 + 4 = 12 reaches 2 squares, and no formula of the 8 and the 4 reaches the Red 6. Capture it with a sum.",
                    position: "8R0/9/9/9/9/9/R68/9/9/B42B15/B83B23B0 b",
                    setup: CHESSPLAYX,
                    task: capture(6, "a5", Some(Op::Add)),
                    solution: "e1xa5",
                    wrong: &[arithmetic("a1xa5")],
                },
                Step {
                    text: "9 × 9 = 81 reaches 1 square. Capture the Red 7 with a product.",
                    position: "8R0/9/9/9/9/9/9/9/R78/B98/B97B0 b",
                    setup: CHESSPLAYX,
                    task: capture(7, "a3", Some(Op::Mul)),
                    solution: "a1xa3=9*9",
                    wrong: &[arithmetic("a1xa3=9+9")],
                },
                Step {
                    text: "A units digit of 0 captures nothing: 6 + 4 = 10. Capture the Red 5 with a quotient.",
                    position: "8R0/9/9/9/9/9/9/9/R58/B48/B67B0 b",
                    setup: CHESSPLAYX,
                    task: capture(5, "a3", Some(Op::Div)),
                    solution: "a1xa3",
                    wrong: &[arithmetic("a1xa3=6+4")],
                },
            ],
        },
        Lesson {
            id: "zero",
            title: "The 0",
            steps: &[
                Step {
                    text: "The 0 never moves, the whole game. Move the 3 to h4.",
                    position: "8R0/9/9/9/9/9/9/9/9/4B04/4B34 b",
                    setup: CHESSPLAYX,
                    task: step(3, "e1", "h4"),
                    solution: "e1-h4",
                    wrong: &[illegal("e2-e3"), illegal("e1-e3")],
                },
                Step {
                    text: "The 0 may support: 3 + 0 = 3 and 3 − 0 = 3, but 3 × 0 = 0. Capture the Red 7.",
                    position: "8R0/9/9/9/9/9/4R74/9/9/4B04/4B34 b",
                    setup: CHESSPLAYX,
                    task: capture(7, "e5", None),
                    solution: "e1xe5",
                    wrong: &[arithmetic("e1xe5=3*0")],
                },
                Step {
                    text: "There is no division by 0. Capture the Red 4 with a difference.",
                    position: "8R0/9/9/R48/9/9/9/9/9/B08/B68 b",
                    setup: CHESSPLAYX,
                    task: capture(4, "a8", Some(Op::Sub)),
                    solution: "a1xa8=6-0",
                    wrong: &[arithmetic("a1xa8=6/0")],
                },
                Step {
                    text: "Capturing the enemy 0 wins the game at once. Capture the Red 0.",
                    position: "9/9/9/9/9/9/R08/9/9/B48/B77B0 b",
                    setup: CHESSPLAYX,
                    task: capture(0, "a5", None),
                    solution: "a1xa5",
                    wrong: &[not_the_task("a1-b2"), illegal("i1-h1")],
                },
            ],
        },
        Lesson {
            id: "presets",
            title: "The presets",
            steps: &[
                Step {
                    text: "Under the wikipedia rules a division is one formula: the remainder, or the quotient when the remainder is 0. 7 ÷ 4 leaves 3, so its quotient 1 does not count. Capture the Red 9.",
                    position: "8R0/9/9/9/9/9/9/9/R98/B48/B77B0 b",
                    setup: Preset::Wikipedia,
                    task: capture(9, "a3", None),
                    solution: "a1xa3=7+4",
                    wrong: &[illegal("a1xa3=7/4")],
                },
                Step {
                    text: "Under the wikipedia rules 8 ÷ 4 leaves 0, so the quotient 2 counts. Capture the Red 5 with the division.",
                    position: "8R0/9/9/9/9/9/9/R58/9/B48/B87B0 b",
                    setup: Preset::Wikipedia,
                    task: capture(5, "a4", Some(Op::Div)),
                    solution: "a1xa4",
                    wrong: &[arithmetic("a1xa4=8%4")],
                },
                Step {
                    text: "The classic rules also end the game when a side reaches 20 points: each capture scores the piece's number. Capture the Red 9 for 9 points.",
                    position: "8R0/R98/9/9/9/9/9/9/9/B48/B77B0 b",
                    setup: Preset::Classic,
                    task: capture(9, "a10", None),
                    solution: "a1xa10",
                    wrong: &[illegal("a1xa9")],
                },
            ],
        },
    ],
};
