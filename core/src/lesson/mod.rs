//! Lessons: each game's course of short lessons played on the board
//! (issue 34). A step is a position, a sentence under a stable key, and a
//! task the player does by one move; the core judges every try and says
//! why a wrong one is refused, in words made from its own data: the
//! legality check's reason, the capture's arithmetic, or the task the
//! legal move missed.
//!
//! The machinery here (courses, steps, the [`Runner`]) serves both games;
//! each game brings its tasks, its judge and its course
//! ([`crate::games::math_chess::lesson`],
//! [`crate::games::capture_the_flag::lesson`]) through [`Teach`], and shares none of its rules with the other.
//! The words of a step live in the apps' string resources under its key
//! ([`Lesson::step_key`]: `lesson.math_chess.operations.step2`);
//! [`Step::text`] is the English, for the terminal and as the
//! translators' source.

use std::{fmt, str::FromStr};

use crate::{
    record::Recorded,
    session::{GameOf, Playable, PositionOf, TextOf},
};

mod message;
mod session;

#[cfg(test)]
mod tests;

pub use message::{Arg, Message, Sentence};
pub use session::{Judged, LessonSession, LessonSnapshot, Told};

/// What a game brings to the lessons: its tasks, the judge of a try, its
/// course, and the board a step is played on. The position and the move
/// text are the session's ([`Playable`]): a lesson reads the one from a
/// step's position string and refuses a try whose text does not parse.
pub trait Teach:
    Playable<
    Line: Recorded<
        Position: FromStr<Err: fmt::Display>,
        MoveText: FromStr<Err: Clone + fmt::Debug + PartialEq>,
    >,
>
{
    /// The rules a step is played under (the first game's preset).
    type Setup: Copy + fmt::Debug + 'static;
    /// What the player is asked to do, said in words by `Display`, made
    /// from its [`Sentence`].
    type Task: Copy + fmt::Debug + fmt::Display + Into<Sentence> + 'static;
    /// The legality check's reason.
    type Illegal: Clone + fmt::Debug + fmt::Display + PartialEq;
    /// A capture's arithmetic that does not give the task's capture.
    type Working: Clone + fmt::Debug + fmt::Display + PartialEq;

    /// The game's course.
    const COURSE: &'static Course<Self>;

    /// The task as data, for the apps' own words.
    fn task_message(task: Self::Task) -> Message {
        task.into().message()
    }
    /// The legality check's reason as data.
    fn illegal_message(illegal: &Self::Illegal) -> Message;
    /// The arithmetic that misses as data.
    fn working_message(working: &Self::Working) -> Message;

    /// Judges the try `text` at `position`: the position after it if it
    /// does the task, or why not. Changes nothing.
    ///
    /// # Errors
    /// [`Refusal`]: the text does not parse, the move is not legal, its
    /// arithmetic does not give the capture asked for, or it is legal but
    /// not the task.
    fn judge(
        position: &PositionOf<Self>,
        setup: Self::Setup,
        task: Self::Task,
        text: &str,
    ) -> Result<PositionOf<Self>, Refusal<Self>>;

    /// The game a step is played in: its position under its setup.
    fn board(position: &PositionOf<Self>, setup: Self::Setup) -> GameOf<Self>;
}

/// Why a move text does not parse.
pub type BadText<G> = <TextOf<G> as FromStr>::Err;

/// One game's lessons, in order.
#[derive(Debug)]
pub struct Course<G: Teach> {
    pub lessons: &'static [Lesson<G>],
}

/// A lesson: a few steps on one idea.
#[derive(Debug)]
pub struct Lesson<G: Teach> {
    /// The name in commands and keys: `operations`.
    pub id: &'static str,
    /// The title in English (its key is [`Lesson::key`]).
    pub title: &'static str,
    pub steps: &'static [Step<G>],
}

/// One step: a position, what to read, and the task to do by one move.
#[derive(Debug)]
pub struct Step<G: Teach> {
    /// The English text (its key is given by [`Lesson::step_key`]).
    pub text: &'static str,
    /// The position, in the game's position string.
    pub position: &'static str,
    pub setup: G::Setup,
    pub task: G::Task,
    /// A move that does the task (for a hint, and checked by the tests).
    pub solution: &'static str,
    /// Tries the judge refuses, each with the kind of its reason (checked
    /// by the tests).
    pub wrong: &'static [Wrong],
}

/// A try the judge refuses, and the kind of reason it gives.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Wrong {
    pub text: &'static str,
    pub kind: RefusalKind,
}

/// The kind of a [`Refusal`], without its data.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RefusalKind {
    Unreadable,
    Illegal,
    Arithmetic,
    NotTheTask,
    LessonOver,
}

/// Why a try is refused. The position stays as it was.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal<G: Teach> {
    /// The text is not a move.
    Unreadable(BadText<G>),
    /// The move is not legal here: the legality check's reason.
    Illegal(G::Illegal),
    /// The capture's arithmetic does not give the task's capture.
    Arithmetic(G::Working),
    /// A legal move, but not the task.
    NotTheTask(G::Task),
    /// The lesson is over: there is no step to play.
    LessonOver,
}

impl<G: Teach> Refusal<G> {
    #[must_use]
    pub fn kind(&self) -> RefusalKind {
        match self {
            Refusal::Unreadable(_) => RefusalKind::Unreadable,
            Refusal::Illegal(_) => RefusalKind::Illegal,
            Refusal::Arithmetic(_) => RefusalKind::Arithmetic,
            Refusal::NotTheTask(_) => RefusalKind::NotTheTask,
            Refusal::LessonOver => RefusalKind::LessonOver,
        }
    }
}

impl<G: Teach> Refusal<G> {
    /// The reason as data: the legality check's or the arithmetic's own
    /// message; `lesson.refusal.unreadable` (with the parser's words),
    /// `lesson.refusal.not_the_task` (the task is the step's) or
    /// `lesson.refusal.lesson_over` otherwise.
    #[must_use]
    pub fn message(&self) -> Message {
        match self {
            Refusal::Unreadable(why) => Message::new(
                "lesson.refusal.unreadable",
                vec![Arg::Text(why.to_string())],
            ),
            Refusal::Illegal(why) => G::illegal_message(why),
            Refusal::Arithmetic(working) => G::working_message(working),
            Refusal::NotTheTask(_) => Message::new("lesson.refusal.not_the_task", Vec::new()),
            Refusal::LessonOver => Message::new("lesson.refusal.lesson_over", Vec::new()),
        }
    }
}

impl<G: Teach> fmt::Display for Refusal<G> {
    /// `7 + 4 = 11, whose units digit 1 is not the 3 squares to the Red 6`,
    /// `legal, but not the task: the task is to …`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Unreadable(why) => write!(f, "not a move: {why}"),
            Refusal::Illegal(why) => write!(f, "{why}"),
            Refusal::Arithmetic(working) => write!(f, "{working}"),
            Refusal::NotTheTask(task) => write!(f, "legal, but not the task: {task}"),
            Refusal::LessonOver => f.write_str("the lesson is over"),
        }
    }
}

impl<G: Teach> std::error::Error for Refusal<G> {}

/// Bad input to the runner.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LessonError {
    #[error("no lesson {0:?}: the lessons are {1}")]
    UnknownLesson(String, String),
    #[error("the position of lesson {lesson} step {step} is not valid: {why}")]
    BadPosition {
        lesson: &'static str,
        step: usize,
        why: String,
    },
    #[error("lesson {0} has no steps")]
    NoSteps(&'static str),
}

/// A right try: the next step, or the end of the lesson.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Progress {
    /// The step is done; `next` is the index of the step now to play.
    StepDone {
        next: usize,
    },
    LessonDone,
}

impl<G: Teach> Course<G> {
    /// The lesson named `id`, or its index as typed from 1 (`3`).
    ///
    /// # Errors
    /// [`LessonError::UnknownLesson`], naming the lessons there are.
    pub fn find(&self, id: &str) -> Result<usize, LessonError> {
        let by_number = id
            .parse::<usize>()
            .ok()
            .filter(|&n| (1..=self.lessons.len()).contains(&n))
            .map(|n| n - 1);
        by_number
            .or_else(|| self.lessons.iter().position(|l| l.id == id))
            .ok_or_else(|| {
                let ids: Vec<&str> = self.lessons.iter().map(|l| l.id).collect();
                LessonError::UnknownLesson(id.to_owned(), ids.join(", "))
            })
    }
}

impl<G: Teach> Lesson<G> {
    /// The title's key: `lesson.math_chess.operations`.
    #[must_use]
    pub fn key(&self) -> String {
        format!("lesson.{}.{}", G::NAME.key(), self.id)
    }

    /// A step's key, counted from 1: `lesson.math_chess.operations.step2`.
    #[must_use]
    pub fn step_key(&self, step: usize) -> String {
        format!("{}.step{}", self.key(), step + 1)
    }
}

/// Plays a course: which lesson, which step, the position on the board,
/// and which lessons are done.
#[derive(Debug)]
pub struct Runner<G: Teach> {
    course: &'static Course<G>,
    lesson: usize,
    step: usize,
    /// The positions of the lesson's steps, read when it starts.
    positions: Vec<PositionOf<G>>,
    /// On the board: the step's position, or after the last step's move.
    position: PositionOf<G>,
    over: bool,
    done: Vec<bool>,
}

impl<G: Teach> Runner<G> {
    /// The course at its first lesson.
    ///
    /// # Errors
    /// [`LessonError::BadPosition`] if a position of the first lesson is
    /// bad (the tests check that none in the course is).
    pub fn new() -> Result<Runner<G>, LessonError> {
        let course = G::COURSE;
        let positions = Self::positions_of(course, 0)?;
        Ok(Runner {
            course,
            lesson: 0,
            step: 0,
            position: positions[0].clone(),
            positions,
            over: false,
            done: vec![false; course.lessons.len()],
        })
    }

    /// Every step's position of a lesson.
    fn positions_of(course: &Course<G>, lesson: usize) -> Result<Vec<PositionOf<G>>, LessonError> {
        let l = &course.lessons[lesson];
        let positions: Vec<PositionOf<G>> = l
            .steps
            .iter()
            .enumerate()
            .map(|(i, step)| {
                step.position
                    .parse()
                    .map_err(
                        |e: <PositionOf<G> as FromStr>::Err| LessonError::BadPosition {
                            lesson: l.id,
                            step: i + 1,
                            why: e.to_string(),
                        },
                    )
            })
            .collect::<Result<_, _>>()?;
        if positions.is_empty() {
            return Err(LessonError::NoSteps(l.id));
        }
        Ok(positions)
    }

    #[must_use]
    pub fn course(&self) -> &'static Course<G> {
        self.course
    }

    /// Starts the lesson named `id` (or numbered, from 1) at its first step.
    ///
    /// # Errors
    /// [`LessonError`]: no such lesson; nothing changes then.
    pub fn start(&mut self, id: &str) -> Result<(), LessonError> {
        let lesson = self.course.find(id)?;
        let positions = Self::positions_of(self.course, lesson)?;
        self.position = positions[0].clone();
        self.positions = positions;
        self.lesson = lesson;
        self.step = 0;
        self.over = false;
        Ok(())
    }

    /// The index of the lesson being played.
    #[must_use]
    pub fn lesson_index(&self) -> usize {
        self.lesson
    }

    #[must_use]
    pub fn lesson(&self) -> &'static Lesson<G> {
        &self.course.lessons[self.lesson]
    }

    /// The index of the step to play (of the last one, once the lesson is over).
    #[must_use]
    pub fn step_index(&self) -> usize {
        self.step
    }

    #[must_use]
    pub fn step(&self) -> &'static Step<G> {
        &self.lesson().steps[self.step]
    }

    /// The position on the board: the step's, or after its solving move
    /// once the lesson is over.
    #[must_use]
    pub fn position(&self) -> &PositionOf<G> {
        &self.position
    }

    #[must_use]
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// Which lessons have been played to the end, in course order.
    #[must_use]
    pub fn done(&self) -> &[bool] {
        &self.done
    }

    /// Judges a try: a right move goes on to the next step (or ends the
    /// lesson); a wrong one changes nothing and says why.
    ///
    /// # Errors
    /// [`Refusal`], with the reason.
    pub fn try_move(&mut self, text: &str) -> Result<Progress, Refusal<G>> {
        if self.over {
            return Err(Refusal::LessonOver);
        }
        let step = self.step();
        let after = G::judge(&self.position, step.setup, step.task, text.trim())?;
        if let Some(next) = self.positions.get(self.step + 1) {
            self.step += 1;
            self.position = next.clone();
            return Ok(Progress::StepDone { next: self.step });
        }
        self.position = after;
        self.over = true;
        self.done[self.lesson] = true;
        Ok(Progress::LessonDone)
    }
}

/// The courses' wrong tries, by the kind of reason the judge gives.
const fn wrong(kind: RefusalKind, text: &'static str) -> Wrong {
    Wrong { text, kind }
}

pub(crate) const fn unreadable(text: &'static str) -> Wrong {
    wrong(RefusalKind::Unreadable, text)
}

pub(crate) const fn illegal(text: &'static str) -> Wrong {
    wrong(RefusalKind::Illegal, text)
}

pub(crate) const fn arithmetic(text: &'static str) -> Wrong {
    wrong(RefusalKind::Arithmetic, text)
}

pub(crate) const fn not_the_task(text: &'static str) -> Wrong {
    wrong(RefusalKind::NotTheTask, text)
}

/// Defines `sq`, the game's square named at compile time (a bad name
/// fails the build): written once for both games' squares, as a const fn
/// cannot call a trait's.
macro_rules! const_square {
    ($square:ty) => {
        /// A square named at compile time.
        const fn sq(name: &str) -> $square {
            let (file, rank) = $crate::lesson::coords(name);
            match <$square>::from_coords(file, rank) {
                Some(square) => square,
                None => panic!("not a square of the board"),
            }
        }
    };
}
pub(crate) use const_square;

/// The file and rank (both from 0) of a square name such as `c4` or `k12`,
/// read when the course is compiled: a bad name fails the build.
pub(crate) const fn coords(name: &str) -> (u8, u8) {
    let b = name.as_bytes();
    assert!(b.len() >= 2 && b.len() <= 3 && b[0] >= b'a' && b[0] <= b'z');
    let mut rank = 0;
    let mut i = 1;
    while i < b.len() {
        assert!(b[i].is_ascii_digit());
        rank = rank * 10 + (b[i] - b'0');
        i += 1;
    }
    assert!(rank >= 1);
    (b[0] - b'a', rank - 1)
}
