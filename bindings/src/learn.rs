//! Lessons and puzzles (issue 34): the learner's progress and its save, a
//! lesson session and a puzzle session. Each session draws the game's
//! board as a game's `Snapshot` (so a screen reuses its board), beside
//! its own state; both record into the one `Learner` they were made
//! with. Everything is decided in the core (`mathchess::lesson`,
//! `mathchess::puzzle`, `mathchess::learner`); this converts.

use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use mathchess::{
    learner::{self, LearnerError, PuzzleResult},
    lesson::{self, Arg, LessonError, RefusalKind, Teach},
    puzzle::{self, rating::Rating, Miss, PuzzleError, PuzzleState, Solve, Verdict},
    record::GameKind,
    session::{CaptureTheFlag, MathChess, Playable, SessionError, SquareOf, TextOf},
    BoardSquare, Side,
};

use crate::{
    error::guard,
    session::{by_game, ByGame},
    snapshot::{flag_end_kind, place, CaptureRule, EndKind, Place, Shown},
    FfiError, Snapshot,
};

/// How a puzzle counted.
#[uniffi::remote(Enum)]
pub enum PuzzleResult {
    Solved,
    Failed,
}

/// The kind of a lesson's refusal.
#[uniffi::remote(Enum)]
pub enum RefusalKind {
    Unreadable,
    Illegal,
    Arithmetic,
    NotTheTask,
    LessonOver,
}

/// What is wrong with a learner's save.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum LearnerSaveProblem {
    Empty,
    /// Not JSON, or JSON that breaks off.
    NotJson,
    /// JSON, but not an object with the save's fields.
    NotASave,
    /// The `format` field is not `mathchess-learner`.
    WrongFormat {
        found: String,
    },
    UnsupportedVersion {
        version: u32,
    },
    /// A field of the wrong kind or value (`math-chess.deviation`), or
    /// one named twice.
    BadField {
        field: String,
    },
}

impl From<LearnerError> for FfiError {
    fn from(e: LearnerError) -> FfiError {
        let detail = e.to_string();
        let problem = match e {
            LearnerError::Empty => LearnerSaveProblem::Empty,
            LearnerError::NotJson { .. } | LearnerError::Incomplete { .. } => {
                LearnerSaveProblem::NotJson
            }
            LearnerError::NotASave(_) => LearnerSaveProblem::NotASave,
            LearnerError::Format(found) => LearnerSaveProblem::WrongFormat { found },
            LearnerError::Version(version) => LearnerSaveProblem::UnsupportedVersion { version },
            LearnerError::Field { path, .. } => LearnerSaveProblem::BadField { field: path },
            LearnerError::DuplicateKey { key, .. } => LearnerSaveProblem::BadField { field: key },
        };
        FfiError::InvalidLearnerSave { problem, detail }
    }
}

impl From<LessonError> for FfiError {
    fn from(e: LessonError) -> FfiError {
        match e {
            LessonError::UnknownLesson(lesson, _) => FfiError::NoSuchLesson { lesson },
            // The course's own data: a defect, which its tests rule out.
            other @ (LessonError::BadPosition { .. } | LessonError::NoSteps(_)) => {
                FfiError::Internal {
                    detail: other.to_string(),
                }
            }
        }
    }
}

impl From<PuzzleError> for FfiError {
    fn from(e: PuzzleError) -> FfiError {
        match e {
            PuzzleError::Over => FfiError::Rejected {
                reason: crate::Rejection::GameOver,
            },
            // The library's own puzzles, proved by its tests: a defect.
            other => FfiError::Internal {
                detail: other.to_string(),
            },
        }
    }
}

/// A rating as a screen shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RatingView {
    /// Rounded to a whole number.
    pub rating: i32,
    /// The rating deviation (RD), rounded.
    pub deviation: i32,
    /// Still a guess: show it with a question mark.
    pub provisional: bool,
}

impl From<Rating> for RatingView {
    fn from(rating: Rating) -> RatingView {
        RatingView {
            // Ratings stay far inside i32 (the save allows 0 to 10,000).
            rating: rating.rating.round() as i32,
            deviation: rating.deviation.round() as i32,
            provisional: rating.is_provisional(),
        }
    }
}

/// One lesson of a course, for the course's list.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LessonEntry {
    /// Its name in `LessonSession`'s calls.
    pub id: String,
    /// The key of its title in the apps' strings, and the English.
    pub title_key: String,
    pub title: String,
    pub steps: u32,
    /// Played to the end.
    pub done: bool,
}

/// One game's progress.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LearnerProgress {
    pub game: GameKind,
    /// The course's lessons in order, each with its done mark.
    pub lessons: Vec<LessonEntry>,
    pub rating: RatingView,
    pub solved: u32,
    pub failed: u32,
    /// How many puzzles the library has for the game.
    pub puzzles: u32,
}

/// What a player has done in the lessons and puzzles of both games, and
/// the puzzle ratings: one save string. Give the same `Learner` to every
/// lesson and puzzle session; save when `revision()` differs from the one
/// saved last.
#[derive(Debug, uniffi::Object)]
pub struct Learner(Mutex<learner::Learner>);

impl Learner {
    fn lock(&self) -> MutexGuard<'_, learner::Learner> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

fn course_entries<G: Teach>(learner: &learner::Learner, game: GameKind) -> Vec<LessonEntry> {
    G::COURSE
        .lessons
        .iter()
        .map(|lesson| LessonEntry {
            id: lesson.id.to_owned(),
            title_key: lesson.key(),
            title: lesson.title.to_owned(),
            steps: lesson.steps.len() as u32,
            done: learner.lesson_done(game, lesson.id),
        })
        .collect()
}

#[uniffi::export]
impl Learner {
    /// A learner who has done nothing yet.
    #[uniffi::constructor]
    pub fn new() -> Arc<Learner> {
        Arc::new(Learner(Mutex::new(learner::Learner::new())))
    }

    /// The learner `save()` wrote.
    ///
    /// # Errors
    /// [`FfiError::InvalidLearnerSave`] naming what is wrong.
    #[uniffi::constructor]
    pub fn restore(save: String) -> Result<Arc<Learner>, FfiError> {
        guard(|| {
            let learner = learner::Learner::load(&save)?;
            Ok(Arc::new(Learner(Mutex::new(learner))))
        })
    }

    /// The save string.
    ///
    /// # Errors
    /// [`FfiError::Internal`] if a bug in the core panicked.
    pub fn save(&self) -> Result<String, FfiError> {
        guard(|| Ok(self.lock().save()))
    }

    /// Changes whenever `save()` would write something else.
    pub fn revision(&self) -> u64 {
        self.lock().revision()
    }

    /// One game's course with its done marks, rating and puzzle counts.
    ///
    /// # Errors
    /// [`FfiError::Internal`] if a bug in the core panicked.
    pub fn progress(&self, game: GameKind) -> Result<LearnerProgress, FfiError> {
        guard(|| {
            let learner = self.lock();
            let track = learner.track(game);
            Ok(LearnerProgress {
                game,
                lessons: match game {
                    GameKind::MathChess => course_entries::<MathChess>(&learner, game),
                    GameKind::CaptureTheFlag => course_entries::<CaptureTheFlag>(&learner, game),
                },
                rating: track.rating.into(),
                solved: track.solved,
                failed: track.failed,
                puzzles: puzzle::library(game).len() as u32,
            })
        })
    }
}

/// A sentence as data: a key in the apps' strings and its arguments in
/// order (`docs/bindings.md` lists the keys).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Message {
    pub key: String,
    pub args: Vec<MessageArg>,
}

/// One argument of a message.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum MessageArg {
    Number {
        value: u32,
    },
    Square {
        place: Place,
    },
    Squares {
        places: Vec<Place>,
    },
    Side {
        side: Side,
    },
    Op {
        op: mathchess::games::math_chess::Op,
    },
    Rule {
        rule: CaptureRule,
    },
    Ending {
        reason: EndKind,
    },
    /// Move text or a formula as the game writes it.
    Text {
        text: String,
    },
}

impl From<lesson::Message> for Message {
    fn from(message: lesson::Message) -> Message {
        Message {
            key: message.key.to_owned(),
            args: message
                .args
                .into_iter()
                .map(|arg| match arg {
                    Arg::Number(value) => MessageArg::Number { value },
                    Arg::Square(place) => MessageArg::Square {
                        place: place.into(),
                    },
                    Arg::Squares(places) => MessageArg::Squares {
                        places: places.into_iter().map(Place::from).collect(),
                    },
                    Arg::Side(side) => MessageArg::Side { side },
                    Arg::Op(op) => MessageArg::Op { op },
                    Arg::Rule(rule) => MessageArg::Rule { rule: rule.into() },
                    Arg::Ending(reason) => MessageArg::Ending {
                        reason: flag_end_kind(reason),
                    },
                    Arg::Text(text) => MessageArg::Text { text },
                })
                .collect(),
        }
    }
}

/// Why a try was refused: its kind, the reason as a message, and the
/// core's English (for a log, and the source of the translations).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LessonRefusal {
    pub kind: RefusalKind,
    pub message: Message,
    pub text: String,
}

/// What the judge said of the last try.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum LessonJudged {
    /// The step is done; the next one is on the board.
    StepDone,
    /// The lesson is done; its last move stands on the board.
    LessonDone,
    /// Refused, and why; nothing moved.
    Refused { refusal: LessonRefusal },
}

/// The last judgement: tell it when its `id` differs from the one told last.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LessonTold {
    pub id: u64,
    pub judged: LessonJudged,
}

/// Everything a lesson screen draws.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LessonSnapshot {
    /// The step's board, drawn as a game's (cells, marks, selection, the
    /// move choice, a refused tap the judge did not explain). Its players,
    /// mode and game permissions are not the lesson's: the lesson's own
    /// fields below say what it allows.
    pub board: Snapshot,
    pub game: GameKind,
    pub lesson_index: u32,
    pub lesson_count: u32,
    pub lesson_id: String,
    pub title_key: String,
    pub title: String,
    /// The step's index (from 0) and how many the lesson has.
    pub step_index: u32,
    pub step_count: u32,
    /// The key of the step's words in the apps' strings (no arguments),
    /// and the English.
    pub step_key: String,
    pub step_text: String,
    /// The task as a message, and in English.
    pub task: Message,
    pub task_text: String,
    /// The lesson is played to the end.
    pub over: bool,
    /// `nextLesson()` would succeed.
    pub has_next: bool,
    pub told: Option<LessonTold>,
    /// Each lesson of the course, in order: played to the end.
    pub done: Vec<bool>,
}

fn lesson_snapshot<G: Teach + Shown>(
    session: &lesson::LessonSession<G>,
    learner: &learner::Learner,
) -> LessonSnapshot
where
    mathchess::session::Snapshot<G>: Into<Snapshot>,
{
    let s = session.snapshot(learner);
    let lesson_count = s.done.len() as u32;
    LessonSnapshot {
        board: s.board.into(),
        game: <G as Playable>::NAME,
        lesson_index: s.lesson as u32,
        lesson_count,
        lesson_id: s.lesson_id.to_owned(),
        title_key: s.title_key,
        title: session.runner().lesson().title.to_owned(),
        step_index: s.step as u32,
        step_count: s.steps as u32,
        step_key: s.step_key,
        step_text: s.text.to_owned(),
        task: G::task_message(s.task).into(),
        task_text: s.task.to_string(),
        over: s.over,
        has_next: s.has_next,
        told: s.told.map(|told| LessonTold {
            id: told.id,
            judged: match told.judged {
                lesson::Judged::StepDone => LessonJudged::StepDone,
                lesson::Judged::LessonDone => LessonJudged::LessonDone,
                lesson::Judged::Refused(refusal) => LessonJudged::Refused {
                    refusal: LessonRefusal {
                        kind: refusal.kind(),
                        message: refusal.message().into(),
                        text: refusal.to_string(),
                    },
                },
            },
        }),
        done: s.done,
    }
}

/// The refused tap is the snapshot's news, not an error (as a game's tap).
fn shown<T>(result: Result<T, SessionError>) -> Result<(), SessionError> {
    match result {
        Err(SessionError::Rejected(_)) => Ok(()),
        other => other.map(drop),
    }
}

/// A lesson's or a puzzle's session of one game: what both play alike
/// (taps, the move choice) and the snapshot the FFI draws of it.
trait Taught {
    type Game: Playable;
    type View;
    /// A tap on `square`; the judgement of a move it plays is in the view.
    fn tap(
        &mut self,
        square: SquareOf<Self::Game>,
        learner: &mut learner::Learner,
    ) -> Result<(), SessionError>;
    fn choose(&mut self, index: usize, learner: &mut learner::Learner) -> Result<(), SessionError>;
    fn cancel_choice(&mut self) -> Result<(), SessionError>;
    fn view(&self, learner: &learner::Learner) -> Self::View;
}

/// [`Taught`] for the lesson or the puzzle session of any game: the calls
/// go to the core session's own; `$snapshot` makes the view. A macro, as
/// the two core sessions share no trait to be generic over.
macro_rules! taught {
    ($module:ident::$session:ident<G: $bound:ident> => $view:ident by $snapshot:ident) => {
        impl<G: $bound + Shown> Taught for $module::$session<G>
        where
            mathchess::session::Snapshot<G>: Into<Snapshot>,
        {
            type Game = G;
            type View = $view;
            fn tap(
                &mut self,
                square: SquareOf<G>,
                learner: &mut learner::Learner,
            ) -> Result<(), SessionError> {
                $module::$session::tap(self, square, learner).map(drop)
            }
            fn choose(
                &mut self,
                index: usize,
                learner: &mut learner::Learner,
            ) -> Result<(), SessionError> {
                $module::$session::choose(self, index, learner).map(drop)
            }
            fn cancel_choice(&mut self) -> Result<(), SessionError> {
                $module::$session::cancel_choice(self)
            }
            fn view(&self, learner: &learner::Learner) -> $view {
                $snapshot(self, learner)
            }
        }
    };
}

taught!(lesson::LessonSession<G: Teach> => LessonSnapshot by lesson_snapshot);
taught!(puzzle::PuzzleSession<G: Solve> => PuzzleSnapshot by puzzle_snapshot);

/// A lesson's or a puzzle's session of either game, locked, and the
/// learner it records into: the calls [`LessonSession`] and
/// [`PuzzleSession`] share.
#[derive(Debug)]
struct Tutor<M, F> {
    session: Mutex<ByGame<M, F>>,
    learner: Arc<Learner>,
}

impl<M: Taught, F: Taught<View = M::View>> Tutor<M, F> {
    fn new(session: ByGame<M, F>, learner: Arc<Learner>) -> Tutor<M, F> {
        Tutor {
            session: Mutex::new(session),
            learner,
        }
    }

    /// Runs `action` on the locked session and learner; the snapshot after.
    fn act(
        &self,
        action: impl FnOnce(&mut ByGame<M, F>, &mut learner::Learner) -> Result<(), FfiError>,
    ) -> Result<M::View, FfiError> {
        guard(|| {
            let mut session = self.session.lock().unwrap_or_else(PoisonError::into_inner);
            let mut learner = self.learner.lock();
            action(&mut session, &mut learner)?;
            Ok(by_game!(&*session, s => s.view(&learner)))
        })
    }

    fn snapshot(&self) -> Result<M::View, FfiError> {
        self.act(|_, _| Ok(()))
    }

    /// A tap on the square with index `square`; a refused tap is the
    /// snapshot's news.
    fn tap(&self, square: u32) -> Result<M::View, FfiError> {
        fn tap<T: Taught>(
            s: &mut T,
            index: u32,
            learner: &mut learner::Learner,
        ) -> Result<(), SessionError> {
            let square =
                <SquareOf<T::Game>>::from_index(index).ok_or(SessionError::NoSuchSquare(index))?;
            shown(s.tap(square, learner))
        }
        self.act(|any, learner| by_game!(any, s => Ok(tap(s, square, learner)?)))
    }

    fn choose(&self, index: u32) -> Result<M::View, FfiError> {
        self.act(|any, learner| by_game!(any, s => Ok(s.choose(index as usize, learner)?)))
    }

    fn cancel_choice(&self) -> Result<M::View, FfiError> {
        self.act(|any, _| by_game!(any, s => Ok(s.cancel_choice()?)))
    }
}

/// A lesson played by taps, judged by the core. Thread-safe; every call
/// is quick.
#[derive(Debug, uniffi::Object)]
pub struct LessonSession(
    Tutor<lesson::LessonSession<MathChess>, lesson::LessonSession<CaptureTheFlag>>,
);

#[uniffi::export]
impl LessonSession {
    /// The lesson `lesson` (an id from `Learner.progress`, or its number
    /// from 1) of `game`, at its first step, recording into `learner`.
    ///
    /// # Errors
    /// [`FfiError::NoSuchLesson`].
    #[uniffi::constructor]
    pub fn new(
        learner: Arc<Learner>,
        game: GameKind,
        lesson: String,
    ) -> Result<Arc<LessonSession>, FfiError> {
        guard(|| {
            let session = match game {
                GameKind::MathChess => ByGame::MathChess(lesson::LessonSession::new(&lesson)?),
                GameKind::CaptureTheFlag => {
                    ByGame::CaptureTheFlag(lesson::LessonSession::new(&lesson)?)
                }
            };
            Ok(Arc::new(LessonSession(Tutor::new(session, learner))))
        })
    }

    /// # Errors
    /// [`FfiError::Internal`] if a bug in the core panicked.
    pub fn snapshot(&self) -> Result<LessonSnapshot, FfiError> {
        self.0.snapshot()
    }

    /// A tap on the square with `square` (the board's cells say it): a
    /// move picked is judged, a tap out of the selected piece's reach too.
    ///
    /// # Errors
    /// [`FfiError::NoSuchSquare`].
    pub fn tap(&self, square: u32) -> Result<LessonSnapshot, FfiError> {
        self.0.tap(square)
    }

    /// Picks option `index` of the open move choice; the move is judged.
    ///
    /// # Errors
    /// [`FfiError::NoChoice`] or [`FfiError::NoSuchOption`].
    pub fn choose(&self, index: u32) -> Result<LessonSnapshot, FfiError> {
        self.0.choose(index)
    }

    /// # Errors
    /// [`FfiError::NoChoice`].
    pub fn cancel_choice(&self) -> Result<LessonSnapshot, FfiError> {
        self.0.cancel_choice()
    }

    /// Starts another lesson of the same course.
    ///
    /// # Errors
    /// [`FfiError::NoSuchLesson`]; nothing changes then.
    pub fn start(&self, lesson: String) -> Result<LessonSnapshot, FfiError> {
        self.0
            .act(|any, _| by_game!(any, s => Ok(s.start(&lesson)?)))
    }

    /// Starts the course's next lesson (`hasNext`).
    ///
    /// # Errors
    /// [`FfiError::NoSuchLesson`] after the last one.
    pub fn next_lesson(&self) -> Result<LessonSnapshot, FfiError> {
        self.0
            .act(|any, _| by_game!(any, s => Ok(s.next_lesson()?)))
    }

    /// The step from its position again.
    ///
    /// # Errors
    /// [`FfiError::Internal`] if a bug in the core panicked.
    pub fn restart_step(&self) -> Result<LessonSnapshot, FfiError> {
        self.0.act(|any, _| {
            by_game!(any, s => s.restart_step());
            Ok(())
        })
    }
}

/// Why a move tried lets the win go.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PuzzleMiss {
    /// The defence answers `reply`: it ends the game without the
    /// player's win (`ends`), or no win follows within the verdict's
    /// `within` moves.
    Refuted {
        reply: String,
        from_place: Place,
        to_place: Place,
        ends: bool,
    },
    /// The move ends the game without a win.
    NoWin,
    /// Not the puzzle's move, and the prover could not tell in its budget
    /// whether it wins.
    Unproved,
}

/// What the player of a puzzle must reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PuzzleGoal {
    /// The game won.
    Win,
    /// A decisive gain of material: pieces taken that the defence cannot
    /// win back (the game goes on). Verdicts' "wins" then mean "wins
    /// material".
    Material,
}

impl From<puzzle::Goal> for PuzzleGoal {
    fn from(goal: puzzle::Goal) -> PuzzleGoal {
        match goal {
            puzzle::Goal::Win => PuzzleGoal::Win,
            puzzle::Goal::Material => PuzzleGoal::Material,
        }
    }
}

/// What the core said of the last move.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PuzzleVerdict {
    /// The solution's move (or one as fast), played; the defence answered
    /// `reply` (none: the move won).
    Right {
        played: String,
        reply: Option<String>,
    },
    /// A move that wins too, in `moves` where `fastest` would do: played,
    /// the defence answered, and the puzzle goes on from there.
    Slower {
        played: String,
        moves: u32,
        fastest: u32,
        reply: Option<String>,
    },
    /// A move that does not win within `within` moves: taken back.
    Wrong {
        tried: String,
        from_place: Place,
        to_place: Place,
        within: u32,
        miss: PuzzleMiss,
    },
    /// The solution's next move played for the player (`showSolution`),
    /// and the defence's answer.
    Shown {
        played: String,
        reply: Option<String>,
    },
}

/// The last verdict: tell it when its `id` differs from the one told last.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleSaid {
    pub id: u64,
    pub verdict: PuzzleVerdict,
    /// The core's English, for a log.
    pub text: String,
}

/// A rating before and after a result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RatingChange {
    pub before: RatingView,
    pub after: RatingView,
}

/// Everything a puzzle screen draws.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleSnapshot {
    /// The board, drawn as a game's: cells, marks, selection, the move
    /// choice, a refused tap, `lastEvent` (the defence's answer is the
    /// computer's move). Its players' and game's permissions are not the
    /// puzzle's: the fields below say what the puzzle allows.
    pub board: Snapshot,
    pub game: GameKind,
    /// The puzzle's id in the learner's save.
    pub id: String,
    /// What the player must reach ("Red to move and win material").
    pub goal: PuzzleGoal,
    /// Theme names (`zero-captured`, `capture-P`, `jump-chain`, `siege` …).
    pub themes: Vec<String>,
    pub difficulty: u32,
    /// The player's moves in the solution, and those still to the win.
    pub moves: u32,
    pub moves_left: u32,
    /// The side the player plays (at the bottom).
    pub solver: Side,
    /// The win is reached (by the player or the solution shown).
    pub over: bool,
    /// How the puzzle counted, once decided (at the first wrong move,
    /// hint or solution; or at the win).
    pub result: Option<PuzzleResult>,
    pub change: Option<RatingChange>,
    /// The learner's rating in this game now, and the puzzles counted.
    pub rating: RatingView,
    pub solved: u32,
    pub failed: u32,
    pub said: Option<PuzzleSaid>,
    /// The piece to move, marked by `hint()`.
    pub hint: Option<Place>,
    /// Offer the hint: the puzzle goes on and none is marked.
    pub may_hint: bool,
    /// Offer the solution: the puzzle goes on.
    pub may_show_solution: bool,
    /// Say beside the hint and the solution that asking now counts the
    /// puzzle as failed (it is not decided yet).
    pub help_fails: bool,
}

fn puzzle_snapshot<G: Solve + Shown>(
    session: &puzzle::PuzzleSession<G>,
    learner: &learner::Learner,
) -> PuzzleSnapshot
where
    mathchess::session::Snapshot<G>: Into<Snapshot>,
{
    let s = session.snapshot(learner);
    let text = |t: &TextOf<G>| t.to_string();
    let said = s.said.map(|said| PuzzleSaid {
        id: said.id,
        text: said.verdict.to_string(),
        verdict: match said.verdict {
            Verdict::Right { played, reply } => PuzzleVerdict::Right {
                played: text(&played),
                reply: reply.as_ref().map(text),
            },
            Verdict::Slower {
                played,
                goal: _,
                moves,
                fastest,
                reply,
            } => PuzzleVerdict::Slower {
                played: text(&played),
                moves: moves.into(),
                fastest: fastest.into(),
                reply: reply.as_ref().map(text),
            },
            Verdict::Wrong {
                tried,
                goal: _,
                from,
                to,
                within,
                miss,
            } => PuzzleVerdict::Wrong {
                tried: text(&tried),
                from_place: place::<G>(from),
                to_place: place::<G>(to),
                within: within.into(),
                miss: match miss {
                    Miss::Refuted {
                        reply,
                        from,
                        to,
                        ends,
                    } => PuzzleMiss::Refuted {
                        reply: text(&reply),
                        from_place: place::<G>(from),
                        to_place: place::<G>(to),
                        ends,
                    },
                    Miss::NoWin => PuzzleMiss::NoWin,
                    Miss::Unproved => PuzzleMiss::Unproved,
                },
            },
            Verdict::Shown { played, reply } => PuzzleVerdict::Shown {
                played: text(&played),
                reply: reply.as_ref().map(text),
            },
        },
    });
    PuzzleSnapshot {
        board: s.board.into(),
        game: s.puzzle.game,
        id: s.id,
        goal: s.goal.into(),
        themes: s.puzzle.themes.clone(),
        difficulty: s.puzzle.difficulty,
        moves: s.puzzle.moves() as u32,
        moves_left: s.moves_left.into(),
        solver: s.solver,
        over: s.state == PuzzleState::Over,
        result: s.result,
        change: s.change.map(|change| RatingChange {
            before: change.before.into(),
            after: change.after.into(),
        }),
        rating: s.rating.into(),
        solved: s.solved,
        failed: s.failed,
        said,
        hint: s.hint.map(place::<G>),
        may_hint: s.may_hint,
        may_show_solution: s.may_show_solution,
        help_fails: s.help_fails,
    }
}

/// Puzzles of one game played like a game, each chosen near the learner's
/// rating. Thread-safe. `tap` and `choose` may weigh a move that is not
/// the solution's with the exact prover, for up to about a second: call
/// them off the main thread, as `computerMove()`.
#[derive(Debug, uniffi::Object)]
pub struct PuzzleSession(
    Tutor<puzzle::PuzzleSession<MathChess>, puzzle::PuzzleSession<CaptureTheFlag>>,
);

#[uniffi::export]
impl PuzzleSession {
    /// The library's puzzle of `game` nearest `learner`'s rating among
    /// those not played yet; results are recorded into `learner`.
    ///
    /// # Errors
    /// [`FfiError::Internal`] if the library has no puzzle of the game.
    #[uniffi::constructor]
    pub fn new(learner: Arc<Learner>, game: GameKind) -> Result<Arc<PuzzleSession>, FfiError> {
        guard(|| {
            let session = {
                let progress = learner.lock();
                match game {
                    GameKind::MathChess => {
                        ByGame::MathChess(puzzle::PuzzleSession::first(&progress)?)
                    }
                    GameKind::CaptureTheFlag => {
                        ByGame::CaptureTheFlag(puzzle::PuzzleSession::first(&progress)?)
                    }
                }
            };
            Ok(Arc::new(PuzzleSession(Tutor::new(session, learner))))
        })
    }

    /// # Errors
    /// [`FfiError::Internal`] if a bug in the core panicked.
    pub fn snapshot(&self) -> Result<PuzzleSnapshot, FfiError> {
        self.0.snapshot()
    }

    /// A tap on the square with `square`: selects, or plays a move the
    /// core judges (`said`). May block while the prover weighs a move.
    ///
    /// # Errors
    /// [`FfiError::NoSuchSquare`].
    pub fn tap(&self, square: u32) -> Result<PuzzleSnapshot, FfiError> {
        self.0.tap(square)
    }

    /// Picks option `index` of the open move choice; the move is judged.
    ///
    /// # Errors
    /// [`FfiError::NoChoice`] or [`FfiError::NoSuchOption`].
    pub fn choose(&self, index: u32) -> Result<PuzzleSnapshot, FfiError> {
        self.0.choose(index)
    }

    /// # Errors
    /// [`FfiError::NoChoice`].
    pub fn cancel_choice(&self) -> Result<PuzzleSnapshot, FfiError> {
        self.0.cancel_choice()
    }

    /// Marks the piece to move (`hint`); the puzzle counts as failed.
    ///
    /// # Errors
    /// [`FfiError::Rejected`] (`GameOver`) when the puzzle is over.
    pub fn hint(&self) -> Result<PuzzleSnapshot, FfiError> {
        self.0
            .act(|any, learner| by_game!(any, s => Ok(s.hint(learner).map(drop)?)))
    }

    /// Plays the solution's next move, and the defence's answer; the
    /// puzzle counts as failed.
    ///
    /// # Errors
    /// [`FfiError::Rejected`] (`GameOver`) when the puzzle is over.
    pub fn show_solution(&self) -> Result<PuzzleSnapshot, FfiError> {
        self.0
            .act(|any, learner| by_game!(any, s => Ok(s.show_solution(learner).map(drop)?)))
    }

    /// The next puzzle, near the rating now; one left undecided counts
    /// as failed.
    ///
    /// # Errors
    /// [`FfiError::Internal`] if a bug in the core panicked.
    pub fn next_puzzle(&self) -> Result<PuzzleSnapshot, FfiError> {
        self.0
            .act(|any, learner| by_game!(any, s => Ok(s.next_puzzle(learner)?)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ChoiceOptionView;

    /// The square index of the cell named `name`.
    fn index(board: &Snapshot, name: &str) -> u32 {
        let cell = board.cells.iter().find(|c| c.name == name);
        u32::from(cell.unwrap_or_else(|| panic!("no square {name}")).square)
    }

    /// Plays `text` (`e3-f2`, `g2xe2=8-7`) by taps, picking its formula
    /// when the move choice opens.
    fn play(puzzle: &PuzzleSession, text: &str) -> PuzzleSnapshot {
        let (squares, formula) = text
            .split_once('=')
            .map_or((text, None), |(s, f)| (s, Some(f)));
        let (from, to) = squares.split_once(['-', 'x']).unwrap();
        let board = puzzle.snapshot().unwrap().board;
        puzzle.tap(index(&board, from)).unwrap();
        let s = puzzle.tap(index(&board, to)).unwrap();
        match s.board.choice {
            Some(choice) => {
                let options: Vec<&ChoiceOptionView> = choice.options.iter().collect();
                let at = options
                    .iter()
                    .position(|o| Some(o.formula.as_str()) == formula)
                    .unwrap_or(0);
                puzzle.choose(at as u32).unwrap()
            }
            None => s,
        }
    }

    /// The player's moves of the first puzzle a new learner gets, read off
    /// the solution shown.
    fn solution(game: GameKind) -> (String, Vec<String>) {
        let teacher = PuzzleSession::new(Learner::new(), game).unwrap();
        let id = teacher.snapshot().unwrap().id;
        let mut moves = Vec::new();
        while let Ok(s) = teacher.show_solution() {
            match s.said.map(|said| said.verdict) {
                Some(PuzzleVerdict::Shown { played, .. }) => moves.push(played),
                other => panic!("{other:?}"),
            }
        }
        (id, moves)
    }

    #[test]
    fn a_puzzle_solved_through_the_bindings() {
        for game in [GameKind::MathChess, GameKind::CaptureTheFlag] {
            let (id, moves) = solution(game);
            let learner = Learner::new();
            let revision = learner.revision();
            let puzzle = PuzzleSession::new(learner.clone(), game).unwrap();
            let s = puzzle.snapshot().unwrap();
            assert_eq!(s.id, id, "the same first puzzle");
            let material = s.themes.iter().any(|t| t == puzzle::MATERIAL_THEME);
            assert_eq!(s.goal == PuzzleGoal::Material, material, "{game:?}");
            assert_eq!((s.moves_left, s.board.bottom), (s.moves, s.solver));
            assert!(s.may_hint && s.may_show_solution && !s.over && s.help_fails);
            let mut last = s;
            for text in &moves {
                last = play(&puzzle, text);
                let said = last.said.clone().unwrap();
                assert!(
                    matches!(said.verdict, PuzzleVerdict::Right { .. }),
                    "{text}: {}",
                    said.text
                );
            }
            assert!(last.over && !last.may_show_solution && !last.help_fails);
            assert_eq!(last.result, Some(PuzzleResult::Solved));
            assert_eq!((last.solved, last.failed), (1, 0));
            let change = last.change.unwrap();
            assert!(change.after.rating > change.before.rating);
            assert_eq!(last.rating, change.after);
            // Counted in the learner, and kept by its save.
            assert_ne!(learner.revision(), revision);
            let restored = Learner::restore(learner.save().unwrap()).unwrap();
            let progress = restored.progress(game).unwrap();
            assert_eq!((progress.solved, progress.rating), (1, change.after));
            // The next puzzle is another.
            let next = puzzle.next_puzzle().unwrap();
            assert_ne!(next.id, id);
            assert_eq!(next.result, None);
        }
    }

    #[test]
    fn a_puzzle_failed_through_the_bindings() {
        let game = GameKind::MathChess;
        let (_, moves) = solution(game);
        let learner = Learner::new();
        let puzzle = PuzzleSession::new(learner.clone(), game).unwrap();
        let start = puzzle.snapshot().unwrap();
        // Each step of each of the player's pieces, until one is wrong.
        let pieces: Vec<(u32, String)> = start
            .board
            .cells
            .iter()
            .filter(|c| {
                c.piece
                    .is_some_and(|p| p.side == start.solver && p.number > 0)
            })
            .map(|c| (u32::from(c.square), c.name.clone()))
            .collect();
        let mut wrong = None;
        'find: for (square, name) in pieces {
            let selected = puzzle.tap(square).unwrap();
            let targets: Vec<(u32, String)> = selected
                .board
                .cells
                .iter()
                .filter(|c| c.marks.step_target)
                .map(|c| (u32::from(c.square), c.name.clone()))
                .collect();
            puzzle.tap(square).unwrap(); // deselected
            for (target, to) in targets {
                if moves[0] == format!("{name}-{to}") {
                    continue;
                }
                puzzle.tap(square).unwrap();
                let s = puzzle.tap(target).unwrap();
                match s.said.map(|said| said.verdict) {
                    Some(verdict @ PuzzleVerdict::Wrong { .. }) => {
                        wrong = Some((verdict, s.result, s.board.history.move_count()));
                        break 'find;
                    }
                    other => panic!("a slower win or the solution: {other:?}"),
                }
            }
        }
        let (verdict, result, played) = wrong.expect("a wrong step");
        let PuzzleVerdict::Wrong { miss, within, .. } = verdict else {
            unreachable!()
        };
        assert!(matches!(miss, PuzzleMiss::Refuted { .. }), "{miss:?}");
        assert!(within >= start.moves);
        assert_eq!((result, played), (Some(PuzzleResult::Failed), 0));
        let progress = learner.progress(game).unwrap();
        assert_eq!((progress.failed, progress.solved), (1, 0));
        assert!(progress.rating.rating < 1500 && progress.rating.provisional);
        // The hint marks the piece of the solution's move.
        let hinted = puzzle.hint().unwrap();
        let from = moves[0].split(['-', 'x']).next().unwrap();
        assert_eq!(hinted.hint.map(|p| p.name), Some(from.to_owned()));
        assert!(!hinted.may_hint);
    }

    #[test]
    fn a_lesson_step_through_the_bindings() {
        let learner = Learner::new();
        let lesson =
            LessonSession::new(learner.clone(), GameKind::MathChess, "units".into()).unwrap();
        let s = lesson.snapshot().unwrap();
        assert_eq!(
            (s.lesson_id.as_str(), s.step_index, s.step_count),
            ("units", 0, 4)
        );
        assert_eq!(s.step_key, "lesson.math_chess.units.step1");
        assert_eq!(s.task.key, "task.math_chess.capture_with");
        assert_eq!(
            s.task_text,
            "the task is to capture the Red 6 on a5 with a sum"
        );
        let board = s.board;
        lesson.tap(index(&board, "a1")).unwrap();
        let choice = lesson.tap(index(&board, "a5")).unwrap();
        assert!(choice.board.choice.is_some());
        let refused = lesson.choose(0).unwrap();
        let Some(LessonTold {
            judged: LessonJudged::Refused { refusal },
            id,
        }) = refused.told
        else {
            panic!("{:?}", refused.told);
        };
        assert_eq!(refusal.kind, RefusalKind::Arithmetic);
        assert_eq!(refusal.message.key, "working.units_miss");
        assert_eq!(refusal.message.args[0], MessageArg::Number { value: 7 });
        assert_eq!(
            refusal.text,
            "7 + 4 = 11, whose units digit 1 is not the 3 squares to the Red 6"
        );
        lesson.tap(index(&board, "e1")).unwrap();
        let done = lesson.tap(index(&board, "a5")).unwrap();
        assert!(matches!(
            done.told,
            Some(LessonTold { judged: LessonJudged::StepDone, id: next }) if next != id
        ));
        assert_eq!(done.step_index, 1);
        assert!(matches!(
            lesson.start("castling".into()),
            Err(FfiError::NoSuchLesson { lesson }) if lesson == "castling"
        ));
        let entries = learner.progress(GameKind::MathChess).unwrap().lessons;
        assert_eq!(entries.len() as u32, done.lesson_count);
        assert!(entries.iter().all(|e| !e.done));
    }

    #[test]
    fn new_learners_have_their_own_revisions() {
        let (first, second) = (Learner::new(), Learner::new());
        assert_ne!(first.revision(), second.revision());
        assert_eq!(first.revision(), first.revision(), "nothing changed");
    }

    #[test]
    fn a_learner_whose_lock_was_poisoned_still_answers() {
        let learner = Learner::new();
        let revision = learner.revision();
        // A call that panicked while it held the lock poisons it.
        let poisoned = std::thread::scope(|scope| {
            scope
                .spawn(|| {
                    let _held = learner.0.lock();
                    panic!("a bug while the learner is locked");
                })
                .join()
        });
        assert!(poisoned.is_err() && learner.0.is_poisoned());
        assert_eq!(learner.revision(), revision);
        assert!(learner.save().is_ok());
    }

    #[test]
    fn a_corrupt_save_is_a_typed_error() {
        for (save, expected) in [
            ("", LearnerSaveProblem::Empty),
            ("{", LearnerSaveProblem::NotJson),
            ("{}", LearnerSaveProblem::NotASave),
            (
                r#"{"format": "mathchess-game", "version": 1}"#,
                LearnerSaveProblem::WrongFormat {
                    found: "mathchess-game".into(),
                },
            ),
            (
                r#"{"format": "mathchess-learner", "version": 2}"#,
                LearnerSaveProblem::UnsupportedVersion { version: 2 },
            ),
        ] {
            match Learner::restore(save.into()) {
                Err(FfiError::InvalidLearnerSave { problem, .. }) => assert_eq!(problem, expected),
                other => panic!("{save}: {other:?}"),
            }
        }
    }
}
