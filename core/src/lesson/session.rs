//! A lesson played by taps (issue 34): each step's position on a board of
//! the interaction session (the same selection, targets and move choice as
//! a game), and every move the player picks judged by the course's
//! [`Runner`] before it stands. A right move goes on to the next step (the
//! last one's stays on the board); a wrong one is not played and is said
//! why. A tap out of the selected piece's reach is a try too: the judge
//! says which rule the move breaks, or which arithmetic misses, where the
//! game's tap would only say that the piece cannot go there.
//!
//! A lesson played to the end is recorded in the [`Learner`].

use super::{LessonError, Progress, Refusal, Runner, Step, Teach};
use crate::{
    learner::Learner,
    session::{
        next_revision, GameSession, Mode, Orientation, Rejection, SessionError, Snapshot, SquareOf,
        Tapped,
    },
    BoardPosition, BoardSquare,
};

/// What the judge said of the last try.
#[derive(Clone, Debug)]
pub enum Judged<G: Teach> {
    /// The step is done; the next one is on the board.
    StepDone,
    /// The lesson is done; its last move stands on the board.
    LessonDone,
    /// The try is refused, and why; nothing moved.
    Refused(Refusal<G>),
}

/// The judgement and the number that tells a new one from the one before.
#[derive(Clone, Debug)]
pub struct Told<G: Teach> {
    /// Never repeats in this process.
    pub id: u64,
    pub judged: Judged<G>,
}

/// Everything a lesson screen draws.
#[derive(Clone, Debug)]
pub struct LessonSnapshot<G: Teach> {
    /// The step's board, as a game's: cells, marks, selection, move
    /// choice, the refused tap (one the judge did not explain).
    pub board: Snapshot<G>,
    /// The lesson's index in its course, its id and its title's key.
    pub lesson: usize,
    pub lesson_id: &'static str,
    pub title_key: String,
    /// The step's index (from 0) and how many the lesson has.
    pub step: usize,
    pub steps: usize,
    /// The key of the step's words in the apps' strings, and the English.
    pub step_key: String,
    pub text: &'static str,
    /// What the step asks.
    pub task: G::Task,
    /// The lesson is played to the end.
    pub over: bool,
    /// [`LessonSession::next_lesson`] would succeed.
    pub has_next: bool,
    /// The last judgement.
    pub told: Option<Told<G>>,
    /// For each lesson of the course, in order: played to the end (now or
    /// before, as the learner keeps it).
    pub done: Vec<bool>,
}

/// A course being played by taps: every move picked is judged by the
/// course's [`Runner`] before it stands; a right one goes on to the next
/// step, a wrong one is not played and is said why ([`Judged`]).
#[derive(Debug)]
pub struct LessonSession<G: Teach> {
    runner: Runner<G>,
    board: GameSession<G>,
    told: Option<Told<G>>,
}

impl<G: Teach> LessonSession<G> {
    /// The lesson named `id` (or numbered from 1) at its first step.
    ///
    /// # Errors
    /// [`LessonError`]: no such lesson, or a bad position in the course.
    pub fn new(id: &str) -> Result<LessonSession<G>, LessonError> {
        let mut runner = Runner::new()?;
        runner.start(id)?;
        let board = Self::board_of(&runner);
        Ok(LessonSession {
            runner,
            board,
            told: None,
        })
    }

    /// The board of the runner's step: the side to move at the bottom.
    fn board_of(runner: &Runner<G>) -> GameSession<G> {
        let game = G::board(runner.position(), runner.step().setup);
        let bottom = game.start().turn();
        let mut board = GameSession::from_game(game, Mode::TwoPlayers);
        board.set_orientation(Orientation::Fixed { bottom });
        board
    }

    /// Starts another lesson of the course at its first step.
    ///
    /// # Errors
    /// [`LessonError`]; nothing changes then.
    pub fn start(&mut self, id: &str) -> Result<(), LessonError> {
        self.runner.start(id)?;
        self.board = Self::board_of(&self.runner);
        self.told = None;
        Ok(())
    }

    /// Starts the course's next lesson.
    ///
    /// # Errors
    /// [`LessonError::UnknownLesson`] after the last one; nothing changes.
    pub fn next_lesson(&mut self) -> Result<(), LessonError> {
        // Lessons are numbered from 1.
        let next = self.runner.lesson_index() + 2;
        self.start(&next.to_string())
    }

    /// The step played again from its position (after the lesson is over:
    /// its last step).
    pub fn restart_step(&mut self) {
        self.board = Self::board_of(&self.runner);
        self.told = None;
    }

    #[must_use]
    pub fn runner(&self) -> &Runner<G> {
        &self.runner
    }

    #[must_use]
    pub fn board(&self) -> &GameSession<G> {
        &self.board
    }

    #[must_use]
    pub fn step(&self) -> &'static Step<G> {
        self.runner.step()
    }

    /// A tap on the board: selects, or picks a move, which is judged
    /// (`Tapped::Played` with the judgement); a tap out of the selected
    /// piece's reach is judged as the move it would be.
    ///
    /// # Errors
    /// As [`GameSession::tap`]. Once the lesson is over, a move is
    /// refused as [`Refusal::LessonOver`].
    pub fn tap(
        &mut self,
        square: SquareOf<G>,
        learner: &mut Learner,
    ) -> Result<Tapped<Judged<G>>, SessionError> {
        Ok(match self.board.pick(square)? {
            Tapped::Cleared(Rejection::CannotReach { from, to, .. }) => {
                // The move the player meant, written as the game writes it.
                let to_square = <SquareOf<G>>::from_index(u32::from(to.index))
                    .ok_or(SessionError::NoSuchSquare(u32::from(to.index)))?;
                // No move is played on a step's board before it is done.
                let position = self.board.game().start();
                let sign = if position.piece_at(to_square).is_some() {
                    'x'
                } else {
                    '-'
                };
                let text = format!("{}{sign}{}", from.name, to.name);
                let judged = self.judge_text(&text, None, learner);
                if matches!(judged, Judged::Refused(_)) {
                    // The judge's reason stands for the tap's.
                    self.board.dismiss_rejection();
                }
                Tapped::Played(judged)
            }
            picked => picked.try_map(|m| Ok::<_, SessionError>(self.judge_move(m, learner)))?,
        })
    }

    /// A move typed as the game writes it (`a1xa5`, `a1xa5=7+4`), as the
    /// player may type it instead of tapping: judged as a tap's move is,
    /// the selection dropped.
    pub fn play_text(&mut self, text: &str, learner: &mut Learner) -> Judged<G> {
        self.board.drop_pick();
        self.judge_text(text, None, learner)
    }

    /// Picks option `index` of the open move choice; the move is judged.
    ///
    /// # Errors
    /// As [`GameSession::choose`].
    pub fn choose(
        &mut self,
        index: usize,
        learner: &mut Learner,
    ) -> Result<Judged<G>, SessionError> {
        let m = self.board.pick_choice(index)?;
        Ok(self.judge_move(m, learner))
    }

    /// Dismisses the move choice, keeping the piece selected.
    ///
    /// # Errors
    /// [`SessionError::NoChoice`].
    pub fn cancel_choice(&mut self) -> Result<(), SessionError> {
        self.board.cancel_choice()
    }

    fn judge_move(&mut self, m: G::Move, learner: &mut Learner) -> Judged<G> {
        match self.board.preview(m) {
            Some((text, _, _)) => self.judge_text(&text.to_string(), Some(m), learner),
            None => self.tell(Judged::Refused(Refusal::LessonOver)),
        }
    }

    /// Judges `text` (the move `m` picked on the board, if it was).
    fn judge_text(&mut self, text: &str, m: Option<G::Move>, learner: &mut Learner) -> Judged<G> {
        let judged = match self.runner.try_move(text) {
            Ok(Progress::StepDone { .. }) => {
                self.board = Self::board_of(&self.runner);
                Judged::StepDone
            }
            Ok(Progress::LessonDone) => {
                // The last move stands on the board as the runner has it.
                let played = m.is_some_and(|m| self.board.play_picked(m).is_ok());
                if !played {
                    let game = G::board(self.runner.position(), self.runner.step().setup);
                    self.board = GameSession::from_game(game, Mode::TwoPlayers);
                }
                learner.record_lesson(G::NAME, self.runner.lesson().id);
                Judged::LessonDone
            }
            Err(refusal) => {
                self.board.drop_pick();
                Judged::Refused(refusal)
            }
        };
        self.tell(judged)
    }

    fn tell(&mut self, judged: Judged<G>) -> Judged<G> {
        self.told = Some(Told {
            id: next_revision(),
            judged: judged.clone(),
        });
        judged
    }

    /// The snapshot, with the lessons `learner` has done.
    #[must_use]
    pub fn snapshot(&self, learner: &Learner) -> LessonSnapshot<G> {
        let runner = &self.runner;
        let lesson = runner.lesson();
        let game = G::NAME;
        LessonSnapshot {
            board: self.board.snapshot(),
            lesson: runner.lesson_index(),
            lesson_id: lesson.id,
            title_key: lesson.key(),
            step: runner.step_index(),
            steps: lesson.steps.len(),
            step_key: lesson.step_key(runner.step_index()),
            text: runner.step().text,
            task: runner.step().task,
            over: runner.is_over(),
            has_next: runner.lesson_index() + 1 < runner.course().lessons.len(),
            told: self.told.clone(),
            done: runner
                .course()
                .lessons
                .iter()
                .map(|l| learner.lesson_done(game, l.id))
                .collect(),
        }
    }
}
