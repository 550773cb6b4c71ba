//! A puzzle played like a game (issue 34): the player taps on a board of
//! the interaction session (the same selection, targets and move choice as
//! a game), and the core judges each move before it stands. The solution's
//! move is played and the defence answers at once; a move that wins too,
//! but slower, is played and said slower, and the prover then carries the
//! defence and the win from there; a move that lets the win go is not
//! played, and the defence that refutes it is named. A hint marks the piece
//! to move; "show the solution" plays the next move of the line, and the
//! defence's answer, for the player.
//!
//! A puzzle counts once, in the [`Learner`]: failed at the first wrong
//! move, hint or solution shown; solved when the win is reached without
//! one of them. Each result moves the game's Glicko-2 rating, and
//! [`PuzzleSession::next_puzzle`] chooses the next puzzle near it.

use std::fmt;

use super::{
    games::{Move, PuzzleGame},
    library,
    prove::Goal,
    weigh::{weigh, Weight},
    Puzzle,
};
use crate::{
    games::capture_the_flag,
    games::math_chess,
    learner::{Learner, PuzzleResult, RatingChange},
    record::GameKind,
    search::Level,
    session::{
        next_revision, CaptureTheFlag, GameOf, GameSession, MathChess, Mode, Playable,
        SessionError, Snapshot, SquareOf, Tapped, TextOf,
    },
    BoardPosition, Side,
};

/// The positions the prover may visit to weigh one move the player
/// tried, or to carry the win on after a slower one: about a second at
/// most on a phone (`docs/performance.md`).
pub const JUDGE_BUDGET: u64 = 2_000_000;

/// A game whose puzzles a session plays: the session's game and the
/// puzzles' are the same, and a move of the session's is a move of the
/// search's.
pub trait Solve: PuzzleGame {
    /// The positions the prover may visit beyond [`JUDGE_BUDGET`]'s to
    /// ask whether a move that does not win as fast wins one move slower
    /// (and to carry the line on if it does): about half a second at
    /// most, as each game's positions cost.
    const SLOWER_BUDGET: u64;

    /// The search's move for the session's `m` (the first game's claimed
    /// formula dropped: any formula of a capture takes the same piece).
    fn search_move(m: Self::Move) -> Move<Self>;
}

impl Solve for MathChess {
    const SLOWER_BUDGET: u64 = 500_000;

    fn search_move((m, _): (math_chess::Move, Option<math_chess::Op>)) -> math_chess::Move {
        m
    }
}

impl Solve for CaptureTheFlag {
    const SLOWER_BUDGET: u64 = 4_000;

    fn search_move(m: capture_the_flag::Move) -> capture_the_flag::Move {
        m
    }
}

/// Why a puzzle cannot be played, or an action not taken.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleError {
    /// The puzzle is of the other game.
    #[error("the puzzle is one of {0}")]
    OtherGame(GameKind),
    /// Its position or a move of its solution does not play.
    #[error("the puzzle does not play: {0}")]
    Broken(String),
    /// The library carries no puzzle of the game.
    #[error("there is no puzzle of {0}")]
    NoPuzzle(GameKind),
    /// The puzzle is over: no move, hint or solution is left.
    #[error("the puzzle is over")]
    Over,
}

/// Why a move the player tried lets the win go.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Miss<G: Playable> {
    /// The defence answers `reply` (from `from` to `to`): it ends the game
    /// without the player's win (`ends`), or no win follows within the
    /// puzzle's moves.
    Refuted {
        reply: TextOf<G>,
        from: SquareOf<G>,
        to: SquareOf<G>,
        ends: bool,
    },
    /// The move ends the game without a win.
    NoWin,
    /// Not the solution's move, and the prover could not say within its
    /// budget whether it wins.
    Unproved,
}

/// What the core said of the last move tried, or played for the player.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Verdict<G: Playable> {
    /// The solution's move (or one that wins as fast), played; the defence
    /// answered `reply` (`None`: the move won).
    Right {
        played: TextOf<G>,
        reply: Option<TextOf<G>>,
    },
    /// A move that reaches the puzzle's `goal` too, in `moves` of the
    /// player's moves where `fastest` would do: played, and the defence
    /// answered `reply`; the puzzle goes on from there.
    Slower {
        played: TextOf<G>,
        goal: Goal,
        moves: u8,
        fastest: u8,
        reply: Option<TextOf<G>>,
    },
    /// A move that does not reach the puzzle's `goal` within `within`
    /// moves: taken back.
    Wrong {
        tried: TextOf<G>,
        goal: Goal,
        from: SquareOf<G>,
        to: SquareOf<G>,
        within: u8,
        miss: Miss<G>,
    },
    /// The solution's next move played for the player, and the defence's
    /// answer.
    Shown {
        played: TextOf<G>,
        reply: Option<TextOf<G>>,
    },
}

/// Where a puzzle stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PuzzleState {
    /// The player is to move.
    Playing,
    /// The win is reached (by the player, or the solution shown).
    Over,
}

/// The verdict and the number that tells a new one from the one before.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Said<G: Playable> {
    /// Never repeats in this process.
    pub id: u64,
    pub verdict: Verdict<G>,
}

/// Everything a puzzle screen draws.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleSnapshot<G: Playable> {
    /// The board as a game's: cells, marks, selection, move choice, the
    /// refused tap, the last event (the defence's answer is the
    /// computer's move).
    pub board: Snapshot<G>,
    pub puzzle: Puzzle,
    /// The puzzle's id in the learner's save.
    pub id: String,
    /// What the player must reach: the win, or a decisive gain of
    /// material.
    pub goal: Goal,
    /// The side the player plays.
    pub solver: Side,
    pub state: PuzzleState,
    /// The player's moves still to the win on the line expected.
    pub moves_left: u8,
    /// How the puzzle counts, once decided.
    pub result: Option<PuzzleResult>,
    /// What that result did to the rating.
    pub change: Option<RatingChange>,
    /// The learner's rating in this game now, and the puzzles counted.
    pub rating: crate::puzzle::rating::Rating,
    pub solved: u32,
    pub failed: u32,
    /// The last verdict.
    pub said: Option<Said<G>>,
    /// The piece to move, marked (a hint).
    pub hint: Option<SquareOf<G>>,
    /// The player may ask for the hint: the puzzle goes on, and none is
    /// marked.
    pub may_hint: bool,
    /// [`PuzzleSession::show_solution`] would succeed.
    pub may_show_solution: bool,
    /// The puzzle is not decided yet, so asking for the hint or the
    /// solution now counts it as failed: the player is told before.
    pub help_fails: bool,
}

/// A puzzle being played: each move of the player's judged before it
/// stands (the solution's played and answered by the defence, a slower
/// win played and said slower, a wrong move taken back with its
/// refutation), a hint, the solution shown, and the result counted once
/// in the [`Learner`].
#[derive(Debug)]
pub struct PuzzleSession<G: Solve> {
    puzzle: Puzzle,
    id: String,
    goal: Goal,
    board: GameSession<G>,
    solver: Side,
    /// The line from the position on the board, the player's move first:
    /// what is left of the puzzle's solution, or of the prover's line
    /// after a slower win.
    line: Vec<G::Move>,
    result: Option<PuzzleResult>,
    change: Option<RatingChange>,
    said: Option<Said<G>>,
    hint: Option<SquareOf<G>>,
}

impl<G: Solve> PuzzleSession<G> {
    /// A session at `puzzle`'s position, the player to move.
    ///
    /// # Errors
    /// [`PuzzleError::OtherGame`], or [`PuzzleError::Broken`] if its
    /// position or solution does not play.
    pub fn new(puzzle: Puzzle) -> Result<PuzzleSession<G>, PuzzleError> {
        if puzzle.game != G::NAME {
            return Err(PuzzleError::OtherGame(puzzle.game));
        }
        let game = G::from_text(&puzzle.position).map_err(PuzzleError::Broken)?;
        let mut replay = game.clone();
        let mut line = Vec::new();
        for text in &puzzle.solution {
            let m = text
                .parse::<TextOf<G>>()
                .map_err(|e| e.to_string())
                .and_then(|typed| {
                    let options = G::moves_of_text(&replay, &typed).map_err(|e| e.to_string())?;
                    Ok(options.moves[0])
                })
                .and_then(|m| {
                    G::play(&mut replay, m)
                        .map(|_| m)
                        .map_err(|e| e.to_string())
                })
                .map_err(|why| PuzzleError::Broken(format!("{text}: {why}")))?;
            line.push(m);
        }
        let solver = game.start().turn();
        let mode = Mode::VsComputer {
            human: solver,
            level: Level::MAX,
        };
        Ok(PuzzleSession {
            id: puzzle.id(),
            goal: Goal::of(&puzzle),
            puzzle,
            board: GameSession::from_game(game, mode),
            solver,
            line,
            result: None,
            change: None,
            said: None,
            hint: None,
        })
    }

    /// The library's puzzle of this game that `learner` is to play next
    /// ([`Learner::next_puzzle`]).
    ///
    /// # Errors
    /// [`PuzzleError::NoPuzzle`] when the library has none.
    pub fn first(learner: &Learner) -> Result<PuzzleSession<G>, PuzzleError> {
        Self::chosen(learner, None)
    }

    fn chosen(learner: &Learner, after: Option<&Puzzle>) -> Result<PuzzleSession<G>, PuzzleError> {
        let game = G::NAME;
        let index = learner
            .next_puzzle(game, after)
            .ok_or(PuzzleError::NoPuzzle(game))?;
        PuzzleSession::new(library(game)[index].clone())
    }

    /// Goes on to the next puzzle near the learner's rating; the one left
    /// counts as failed if it was not decided.
    ///
    /// # Errors
    /// As [`PuzzleSession::first`]; nothing changes then.
    pub fn next_puzzle(&mut self, learner: &mut Learner) -> Result<(), PuzzleError> {
        let next = Self::chosen(learner, Some(&self.puzzle))?;
        self.decide(learner, PuzzleResult::Failed);
        *self = next;
        Ok(())
    }

    #[must_use]
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    #[must_use]
    pub fn board(&self) -> &GameSession<G> {
        &self.board
    }

    fn over(&self) -> bool {
        self.line.is_empty() || self.board.game().outcome().is_some()
    }

    /// Counts the puzzle, once.
    fn decide(&mut self, learner: &mut Learner, result: PuzzleResult) {
        if self.result.is_none() {
            self.result = Some(result);
            self.change = Some(learner.record_puzzle(&self.puzzle, result));
        }
    }

    fn say(&mut self, verdict: Verdict<G>) -> Verdict<G> {
        self.said = Some(Said {
            id: next_revision(),
            verdict: verdict.clone(),
        });
        verdict
    }

    /// A tap on the board: selects, or picks a move, which is judged
    /// (`Tapped::Played` with the [`Verdict`]), as [`PuzzleSession`] says.
    ///
    /// # Errors
    /// As [`GameSession::tap`]: a refused tap, kept for the snapshot.
    pub fn tap(
        &mut self,
        square: SquareOf<G>,
        learner: &mut Learner,
    ) -> Result<Tapped<Verdict<G>>, SessionError> {
        self.board.pick(square)?.try_map(|m| self.judge(m, learner))
    }

    /// Move text, as the player may type it instead of tapping.
    ///
    /// # Errors
    /// As [`GameSession::play_text`].
    pub fn play_text(
        &mut self,
        text: &TextOf<G>,
        learner: &mut Learner,
    ) -> Result<Tapped<Verdict<G>>, SessionError> {
        self.board
            .pick_text(text)?
            .try_map(|m| self.judge(m, learner))
    }

    /// Picks option `index` of the open move choice; the move is judged.
    ///
    /// # Errors
    /// As [`GameSession::choose`].
    pub fn choose(
        &mut self,
        index: usize,
        learner: &mut Learner,
    ) -> Result<Verdict<G>, SessionError> {
        let m = self.board.pick_choice(index)?;
        self.judge(m, learner)
    }

    /// Dismisses the move choice, keeping the piece selected.
    ///
    /// # Errors
    /// [`SessionError::NoChoice`].
    pub fn cancel_choice(&mut self) -> Result<(), SessionError> {
        self.board.cancel_choice()
    }

    /// The player's moves to the win on the line expected.
    fn left(&self) -> u8 {
        // At most 2 × MAX_MOVES − 1 moves.
        self.line.len().div_ceil(2) as u8
    }

    /// Judges the player's `m`, then plays it (and the defence's answer)
    /// or drops it.
    fn judge(&mut self, m: G::Move, learner: &mut Learner) -> Result<Verdict<G>, SessionError> {
        let (text, from, to) = self
            .board
            .preview(m)
            .ok_or(SessionError::Rejected(crate::session::Rejection::GameOver))?;
        let fastest = self.left();
        let expected = self.line.first().copied().map(G::search_move);
        if expected == Some(G::search_move(m)) {
            self.line.remove(0);
            return self.advance(m, learner, |played, reply| Verdict::Right { played, reply });
        }
        let game = self.board.game().clone();
        let goal = self.goal;
        let weight = weigh::<G>(
            &game,
            goal,
            G::search_move(m),
            fastest,
            JUDGE_BUDGET,
            G::SLOWER_BUDGET,
        );
        if let Weight::Wins { moves, line } = &weight {
            if let Some(line) = session_line::<G>(&game, m, line) {
                self.line = line;
                let moves = *moves;
                return if moves == fastest {
                    self.advance(m, learner, |played, reply| Verdict::Right { played, reply })
                } else {
                    self.advance(m, learner, |played, reply| Verdict::Slower {
                        played,
                        goal,
                        moves,
                        fastest,
                        reply,
                    })
                };
            }
        }
        self.board.drop_pick();
        self.decide(learner, PuzzleResult::Failed);
        let (miss, within) = match weight {
            Weight::Holds {
                reply: Some(reply),
                ends,
                within,
            } => (self.refuted(&game, m, reply, ends), within),
            Weight::Holds {
                reply: None,
                within,
                ..
            } => (Miss::NoWin, within),
            Weight::Wins { .. } | Weight::Unknown => (Miss::Unproved, fastest),
        };
        Ok(self.say(Verdict::Wrong {
            tried: text,
            goal,
            from,
            to,
            within,
            miss,
        }))
    }

    /// The defence's `reply` to the player's `m`, said.
    fn refuted(&self, game: &GameOf<G>, m: G::Move, reply: Move<G>, ends: bool) -> Miss<G> {
        let mut after = game.clone();
        let said = G::play(&mut after, m).ok().and_then(|_| {
            let r = session_move::<G>(&after, reply)?;
            G::play(&mut after, r).ok()?;
            let ply = after.plies() - 1;
            let (from, to) = G::moved(&after, ply)?;
            Some((G::played_text(&after, ply)?, from, to))
        });
        match said {
            Some((reply, from, to)) => Miss::Refuted {
                reply,
                from,
                to,
                ends,
            },
            None => Miss::Unproved,
        }
    }

    /// Plays the player's `m` (already taken off the line) and the
    /// defence's answer from the line; says it as `verdict` does.
    fn advance(
        &mut self,
        m: G::Move,
        learner: &mut Learner,
        verdict: impl FnOnce(TextOf<G>, Option<TextOf<G>>) -> Verdict<G>,
    ) -> Result<Verdict<G>, SessionError> {
        let played = self.play(m)?;
        let reply = match self.line.first().copied() {
            Some(r) if self.board.game().outcome().is_none() => {
                self.line.remove(0);
                Some(self.play(r)?)
            }
            _ => None,
        };
        if self.over() {
            self.line.clear();
            self.decide(learner, PuzzleResult::Solved);
        }
        Ok(self.say(verdict(played, reply)))
    }

    /// Plays one move on the board; its text.
    fn play(&mut self, m: G::Move) -> Result<TextOf<G>, SessionError> {
        self.hint = None;
        self.board.play_picked(m)?;
        let ply = self.board.game().plies() - 1;
        G::played_text(self.board.game(), ply).ok_or(SessionError::NothingToRedo)
    }

    /// Marks the piece to move (again, if it is marked); the puzzle
    /// counts as failed.
    ///
    /// # Errors
    /// [`PuzzleError::Over`].
    pub fn hint(&mut self, learner: &mut Learner) -> Result<SquareOf<G>, PuzzleError> {
        let m = match self.line.first() {
            Some(&m) if !self.over() => m,
            _ => return Err(PuzzleError::Over),
        };
        let (_, from, _) = self.board.preview(m).ok_or(PuzzleError::Over)?;
        self.decide(learner, PuzzleResult::Failed);
        self.hint = Some(from);
        Ok(from)
    }

    /// Plays the line's next move for the player, and the defence's
    /// answer; the puzzle counts as failed if it was not decided.
    ///
    /// # Errors
    /// [`PuzzleError::Over`] when no move is left.
    pub fn show_solution(&mut self, learner: &mut Learner) -> Result<Verdict<G>, PuzzleError> {
        if self.over() {
            return Err(PuzzleError::Over);
        }
        self.decide(learner, PuzzleResult::Failed);
        self.board.drop_pick();
        let m = self.line.remove(0);
        self.advance(m, learner, |played, reply| Verdict::Shown { played, reply })
            .map_err(|e| PuzzleError::Broken(e.to_string()))
    }

    /// The snapshot, with `learner`'s rating and counts.
    #[must_use]
    pub fn snapshot(&self, learner: &Learner) -> PuzzleSnapshot<G> {
        let track = learner.track(self.puzzle.game);
        let over = self.over();
        PuzzleSnapshot {
            board: self.board.snapshot(),
            puzzle: self.puzzle.clone(),
            id: self.id.clone(),
            goal: self.goal,
            solver: self.solver,
            state: if over {
                PuzzleState::Over
            } else {
                PuzzleState::Playing
            },
            moves_left: self.left(),
            result: self.result,
            change: self.change,
            rating: track.rating,
            solved: track.solved,
            failed: track.failed,
            said: self.said.clone(),
            hint: self.hint,
            may_hint: !over && self.hint.is_none(),
            may_show_solution: !over,
            help_fails: !over && self.result.is_none(),
        }
    }
}

/// The prover's `line` after the player's `m` in `game`, as the
/// session's moves.
fn session_line<G: Solve>(game: &GameOf<G>, m: G::Move, line: &[Move<G>]) -> Option<Vec<G::Move>> {
    let mut replay = game.clone();
    G::play(&mut replay, m).ok()?;
    line.iter()
        .map(|&n| {
            let m = session_move::<G>(&replay, n)?;
            G::play(&mut replay, m).ok()?;
            Some(m)
        })
        .collect()
}

/// The session's move for the search's `m` in `game` (a capture claims
/// its first formula).
fn session_move<G: Solve>(game: &GameOf<G>, m: Move<G>) -> Option<G::Move> {
    let text = G::play_legal(&mut game.clone(), m);
    let text: TextOf<G> = text.parse().ok()?;
    let options = G::moves_of_text(game, &text).ok()?;
    options.moves.first().copied()
}

impl<G: Playable> fmt::Display for Verdict<G> {
    /// In English, for the terminal: `Right: …`, `Not that: …`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let answered = |f: &mut fmt::Formatter<'_>, reply: &Option<TextOf<G>>| match reply {
            Some(reply) => write!(f, "; the defence answers {reply}"),
            None => Ok(()),
        };
        match self {
            Verdict::Right { played, reply } => {
                write!(f, "Right: {played}")?;
                answered(f, reply)
            }
            Verdict::Slower {
                played,
                goal,
                moves,
                fastest,
                reply,
            } => {
                write!(
                    f,
                    "{played} {} too, but in {moves} moves where {fastest} would do",
                    wins(*goal)
                )?;
                answered(f, reply)
            }
            Verdict::Wrong {
                tried,
                goal,
                within,
                miss,
                ..
            } => {
                write!(f, "Not {tried}: ")?;
                match miss {
                    Miss::Refuted {
                        reply, ends: true, ..
                    } => write!(f, "the defence answers {reply}, and the game is not won"),
                    Miss::Refuted { reply, .. } => write!(
                        f,
                        "it does not {} in {within} moves or fewer; the defence answers {reply}",
                        goal.verb()
                    ),
                    Miss::NoWin => f.write_str("it ends the game without a win"),
                    Miss::Unproved => f.write_str("it is not the puzzle's move"),
                }
            }
            Verdict::Shown { played, reply } => {
                write!(f, "The solution: {played}")?;
                answered(f, reply)
            }
        }
    }
}

/// The goal as a verb of a move: `wins`, `wins material`.
fn wins(goal: Goal) -> &'static str {
    match goal {
        Goal::Win => "wins",
        Goal::Material => "wins material",
    }
}
