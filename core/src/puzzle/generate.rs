//! The generator: the engine's own games at mixed levels, and after each
//! move the question whether the side to move now reaches the goal by
//! force (the game won, or a decisive gain of material), which the
//! previous mover allowed. A quick engine search picks the candidates
//! (positions it scores as won within the puzzle's length, or, for
//! material, a piece or so better than the mover's own search before its
//! move said); the exact prover (`prove.rs`) decides. Deterministic by
//! seed: level play, the openings and the screening searches use node
//! budgets, never the clock.

use std::{
    collections::{BTreeMap, HashSet},
    sync::atomic::AtomicBool,
};

use super::{
    games::{lead, tags, CaptureTheFlag, MathChess, Move, PuzzleBoard, PuzzleGame},
    prove::{Goal, Prover, Refusal, DECISIVE},
    Puzzle, MAX_MOVES,
};
use crate::{
    record::GameKind,
    rng::{splitmix, SplitMix64},
    search::{GameEngine, Level, Limits, Node, SearchMove},
    session::GameOf,
};

/// What to generate.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    pub game: GameKind,
    /// What the puzzles' solver must reach: [`Goal::Win`] finds puzzles
    /// of wins; [`Goal::Material`] finds both kinds, a position whose
    /// win is there making a puzzle of the win.
    pub goal: Goal,
    /// How many puzzles.
    pub count: usize,
    pub seed: u64,
    /// The longest puzzle, in the solver's moves (1 to [`MAX_MOVES`]).
    pub max_moves: usize,
    /// The positions one proof may visit before the candidate is given up.
    pub budget: u64,
    /// The screening search's nodes per position.
    pub screen_nodes: u64,
    /// The most games played (the generator stops there with fewer puzzles).
    pub max_games: usize,
}

impl Settings {
    /// The defaults for wins in `game`: puzzles of up to 4 moves in the
    /// first game and up to 3 in Capture the Flag, whose positions cost
    /// more.
    #[must_use]
    pub fn new(game: GameKind, count: usize, seed: u64) -> Settings {
        Settings::for_goal(game, Goal::Win, count, seed)
    }

    /// The defaults for `goal` in `game`: as [`Settings::new`] for a win;
    /// for material (and the wins found on the way) a move less in each
    /// game, since a gain is judged after the defence's answer too and no
    /// shortcut finds it sooner.
    #[must_use]
    pub fn for_goal(game: GameKind, goal: Goal, count: usize, seed: u64) -> Settings {
        let (max_moves, budget) = match game {
            GameKind::MathChess => (4, 3_000_000),
            GameKind::CaptureTheFlag => (3, 1_000_000),
        };
        Settings {
            game,
            goal,
            count,
            seed,
            max_moves: max_moves - usize::from(goal == Goal::Material),
            budget,
            screen_nodes: 10_000,
            max_games: count.saturating_mul(100).max(100),
        }
    }
}

/// Why a candidate (a position the screening search scored as won) is
/// not a puzzle.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Rejection {
    /// The same position was a candidate before.
    Duplicate,
    /// Capture the Flag's quiet-plies draw is too near.
    QuietLimit,
    /// The prover finds no forced win within the puzzle's length.
    NoWin,
    /// Another move wins as fast (the solver's, somewhere in the line).
    NotUnique,
    /// The previous mover was lost already: its best move loses as fast.
    AlreadyLost,
    /// For material: the mistake took a piece, and taking one back is an
    /// exchange, not a gain.
    Exchange,
    /// For material: the defence's every longest line loses the game,
    /// a win longer than the length allows.
    Won,
    /// A proof needed more positions than the budget.
    TooCostly,
}

impl Rejection {
    #[must_use]
    pub const fn describe(self) -> &'static str {
        match self {
            Rejection::Duplicate => "the same position again",
            Rejection::QuietLimit => "too near the quiet-plies draw",
            Rejection::NoWin => "no forced win (or gain) within the length",
            Rejection::NotUnique => "another move wins as fast",
            Rejection::AlreadyLost => "lost before the mistake",
            Rejection::Exchange => "the mistake took a piece (an exchange)",
            Rejection::Won => "the line ends in a win beyond the length",
            Rejection::TooCostly => "proof over budget",
        }
    }
}

/// Where the generator stands (for a progress line).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    pub found: usize,
    pub count: usize,
    pub games: usize,
    pub positions: usize,
    pub candidates: usize,
}

/// What a run found: the puzzles, and what it looked at and rejected.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Generated {
    pub puzzles: Vec<Puzzle>,
    pub progress: Progress,
    /// The candidates rejected, by the kind of puzzle they were taken
    /// for (a candidate for material found to hold a win counts as one
    /// for a win) and why.
    pub rejected: BTreeMap<(Goal, Rejection), usize>,
}

/// Generates puzzles by `settings`, telling `progress` after each game
/// and each puzzle. The same settings always give the same puzzles.
pub fn generate(settings: &Settings, progress: &mut dyn FnMut(&Progress)) -> Generated {
    match settings.game {
        GameKind::MathChess => generate_in::<MathChess>(settings, progress),
        GameKind::CaptureTheFlag => generate_in::<CaptureTheFlag>(settings, progress),
    }
}

/// The most plies a generating game is played.
const MAX_PLIES: usize = 200;

fn generate_in<G: PuzzleGame>(
    settings: &Settings,
    progress: &mut dyn FnMut(&Progress),
) -> Generated {
    let max_moves = settings.max_moves.clamp(1, MAX_MOVES);
    let mut out = Generated {
        progress: Progress {
            count: settings.count,
            ..Progress::default()
        },
        ..Generated::default()
    };
    let goal = settings.goal;
    let mut run = Run::<G> {
        settings,
        max_moves,
        engine: GameEngine::with_hash_megabytes(4),
        seen: HashSet::new(),
    };
    let screen = Limits {
        depth: Some(2 * max_moves as u32),
        nodes: Some(settings.screen_nodes),
        time: None,
    };
    for index in 0..settings.max_games {
        if out.puzzles.len() >= settings.count {
            break;
        }
        let game_seed = splitmix(settings.seed ^ splitmix(index as u64));
        let mut rng = SplitMix64::new(game_seed);
        let levels = [0, 1].map(|_| Level::new(1 + rng.below(5) as u8).unwrap_or(Level::MIN));
        let mut game = G::opening(2 + rng.below(7), game_seed);
        run.engine.clear();
        // The screening search's score at the position before the move,
        // for the side that made it.
        let mut mover_score = None;
        while !game.is_over() && out.puzzles.len() < settings.count {
            let turn = G::node(&game).turn();
            let Some(m) = G::level_move(&game, levels[turn.index()], rng.next_u64()) else {
                break;
            };
            let before = game.clone();
            G::play_legal(&mut game, m);
            out.progress.positions += 1;
            if game.is_over() || game.plies() > MAX_PLIES {
                break;
            }
            let Some(found) = run.engine.search(&game, &screen, &AtomicBool::new(false)) else {
                break;
            };
            let before_score = mover_score.replace(found.score);
            // The kind of puzzle the position promises, if any: a win the
            // search sees, or, looking for material too, a swing of about
            // a piece.
            let kind = if found
                .plies_to_end()
                .is_some_and(|p| p > 0 && p < 2 * max_moves as i32)
            {
                Goal::Win
            } else if goal == Goal::Material
                && found.plies_to_end().is_none()
                && found.score >= SWING
                && before_score.is_some_and(|s| found.score + s >= SWING)
                && gains_on_line::<G>(&game, &found.pv[..found.pv.len().min(2 * max_moves)])
            {
                Goal::Material
            } else {
                continue;
            };
            out.progress.candidates += 1;
            let source = format!(
                "seed {} game {index} ply {} levels {}/{}",
                settings.seed,
                game.plies(),
                levels[0],
                levels[1]
            );
            let found = Candidate::<G> {
                before: &before,
                mistake: m,
                game: &game,
            };
            match run.candidate(&found, kind) {
                Ok(mut puzzle) => {
                    puzzle.source = source;
                    out.puzzles.push(puzzle);
                    progress(&out.progress_now());
                }
                Err(why) => *out.rejected.entry(why).or_default() += 1,
            }
        }
        out.progress.games = index + 1;
        progress(&out.progress_now());
    }
    out.progress.found = out.puzzles.len();
    out
}

impl Generated {
    fn progress_now(&self) -> Progress {
        Progress {
            found: self.puzzles.len(),
            ..self.progress
        }
    }
}

/// How much better than the mover's own search said before its move (in
/// the engine's hundredths of a small piece: `SearchResult::score`) the
/// solver's position must look to be a candidate for material: about a
/// piece (the first game's is worth 116 to 124, Capture the Flag's
/// attackers 100 and more).
const SWING: i32 = 80;

/// Does `line`, the screening search's expected line at `game`, gain the
/// side to move a decisive count of pieces (which a rise in the search's
/// score alone may not: Capture the Flag's 1 nearing the flag scores
/// high)?
fn gains_on_line<G: PuzzleGame>(game: &GameOf<G>, line: &[Move<G>]) -> bool {
    let solver = G::node(game).turn();
    let mut after = game.clone();
    for &m in line {
        G::play_legal(&mut after, m);
    }
    lead::<G>(&after, solver) - lead::<G>(game, solver) >= DECISIVE
}

/// A position the screening search promised a puzzle at: `game`,
/// reached by the mover's `mistake` from `before`.
struct Candidate<'a, G: PuzzleGame> {
    before: &'a GameOf<G>,
    mistake: Move<G>,
    game: &'a GameOf<G>,
}

/// One run of the generator: its settings, their longest puzzle kept
/// within 1 to [`MAX_MOVES`], the engine that screens the positions and
/// finds the mover's best move, and the positions that were candidates
/// already.
struct Run<'s, G: PuzzleGame> {
    settings: &'s Settings,
    max_moves: usize,
    engine: GameEngine<Move<G>>,
    seen: HashSet<String>,
}

impl<G: PuzzleGame> Run<'_, G> {
    /// The puzzle at a candidate of the `kind` the screening search
    /// promised, or its kind as far as it was made out (a win the search
    /// missed makes a puzzle of a win) and why not.
    fn candidate(
        &mut self,
        found: &Candidate<'_, G>,
        kind: Goal,
    ) -> Result<Puzzle, (Goal, Rejection)> {
        let Candidate { game, mistake, .. } = *found;
        let position = game.position_text();
        if !self.seen.insert(position.clone()) {
            return Err((kind, Rejection::Duplicate));
        }
        if !G::room_for(game, 2 * self.max_moves) {
            return Err((kind, Rejection::QuietLimit));
        }
        let goal = match kind {
            Goal::Win => Goal::Win,
            Goal::Material => {
                let mut prover = Prover::new::<G>(game, self.settings.budget);
                let won = prover.distance(self.max_moves as u8, 0).is_some();
                if prover.aborted {
                    return Err((kind, Rejection::TooCostly));
                }
                if won {
                    Goal::Win
                } else if mistake.is_capture() {
                    return Err((kind, Rejection::Exchange));
                } else {
                    Goal::Material
                }
            }
        };
        self.proved(found, goal, position)
            .map_err(|why| (goal, why))
    }

    /// The puzzle of `goal` at a candidate (`position` its game's text), or
    /// why not.
    fn proved(
        &mut self,
        found: &Candidate<'_, G>,
        goal: Goal,
        position: String,
    ) -> Result<Puzzle, Rejection> {
        let Candidate {
            before,
            mistake,
            game,
        } = *found;
        let solved = solve::<G>(game, self.max_moves as u8, self.settings.budget, goal);
        let line = solved.map_err(|r| match r {
            Refusal::NotUnique { .. } => Rejection::NotUnique,
            Refusal::TooCostly(_) => Rejection::TooCostly,
            _ => Rejection::NoWin,
        })?;
        let n = line.len().div_ceil(2) as u8;
        // Did the mover have a move after which no win as short was there?
        let limits = Limits {
            depth: None,
            nodes: Some(self.settings.screen_nodes),
            time: None,
        };
        let best = self
            .engine
            .search(before, &limits, &AtomicBool::new(false))
            .map(|r| r.best);
        let Some(best) = best.filter(|&b| b != mistake) else {
            return Err(Rejection::AlreadyLost);
        };
        let mut saved = before.clone();
        G::play_legal(&mut saved, best);
        if !saved.is_over() {
            let mut prover = Prover::for_goal::<G>(&saved, self.settings.budget, goal);
            let wins = prover.wins(n, 0);
            if prover.aborted {
                return Err(Rejection::TooCostly);
            }
            if wins {
                return Err(Rejection::AlreadyLost);
            }
        } else {
            return Err(Rejection::AlreadyLost);
        }
        let (themes, difficulty) = tags::<G>(game, &line, goal);
        let mut replay = game.clone();
        let solution = line
            .iter()
            .map(|&m| G::play_legal(&mut replay, m))
            .collect();
        if goal == Goal::Material && replay.is_over() {
            // Every longest defence loses the game: a puzzle of a win, longer.
            return Err(Rejection::Won);
        }
        Ok(Puzzle {
            game: G::NAME,
            position,
            solution,
            themes,
            difficulty,
            source: String::new(),
        })
    }
}

/// The line of a puzzle of `goal` at `game` within `max` moves: the
/// solver's only fastest way at each of its moves, the defence that
/// resists longest.
pub(crate) fn solve<G: PuzzleGame>(
    game: &GameOf<G>,
    max: u8,
    budget: u64,
    goal: Goal,
) -> Result<Vec<Move<G>>, Refusal> {
    let mut prover = Prover::for_goal::<G>(game, budget, goal);
    let distance = prover.distance(max, 0);
    if prover.aborted {
        return Err(Refusal::TooCostly(budget));
    }
    let n = distance.ok_or(Refusal::NoWin(max.into()))?;
    let mut solution = Solution::new(&mut prover, Some(n));
    solution.line_from(n)?;
    Ok(solution.line)
}

/// The line on after the solver's `m`, a legal move at the prover's
/// position that reaches the goal within `moves` of the solver's and no
/// fewer: the defence that resists longest, then the solver's fastest
/// way, the first of each where several do (a puzzle's line without its
/// uniqueness: the rest of a puzzle after a slower move). Empty when `m`
/// reaches the goal itself.
pub(crate) fn line_after<N: Node>(
    p: &mut Prover<N>,
    m: N::Move,
    moves: u8,
) -> Result<Vec<N::Move>, Refusal> {
    let (_, facts) = p.legal();
    let mut solution = Solution::new(p, None);
    solution.through(m, facts, |s| {
        if moves > 1 {
            s.defence(moves - 1)
        } else {
            Ok(true)
        }
    })?;
    Ok(solution.line.split_off(1))
}

/// [`Refusal::TooCostly`] once the prover has run out of its budget.
fn within_budget<N: Node>(p: &Prover<N>) -> Result<(), Refusal> {
    if p.aborted {
        return Err(Refusal::TooCostly(p.nodes));
    }
    Ok(())
}

/// A solution being written: the `prover`, which plays each move of the
/// `line` while the rest is sought and takes it back after (the finished
/// line stays written); `unique` the puzzle's length when the solver's
/// moves must be the only fastest ones, `None` when the first will do.
struct Solution<'p, N: Node> {
    prover: &'p mut Prover<N>,
    unique: Option<u8>,
    line: Vec<N::Move>,
}

impl<'p, N: Node> Solution<'p, N> {
    /// An empty line at the prover's position.
    fn new(prover: &'p mut Prover<N>, unique: Option<u8>) -> Self {
        Solution {
            prover,
            unique,
            line: Vec::new(),
        }
    }

    /// The solver's way on from the prover's position within `left`
    /// moves, pushed onto the line: when `unique` is the puzzle's length,
    /// the only fastest move at each turn (any that reaches the goal at
    /// once for the last move of a longer puzzle), else the first.
    /// Whether the line ends with the game over.
    fn line_from(&mut self, left: u8) -> Result<bool, Refusal> {
        let ply = self.line.len();
        let winners = self.prover.winners(left, ply);
        within_budget(self.prover)?;
        let Some(&first) = winners.first() else {
            return Err(Refusal::NoWin(left.into()));
        };
        if winners.len() > 1 && self.unique.is_some_and(|n| left > 1 || n == 1) {
            return Err(Refusal::NotUnique {
                index: ply,
                others: winners.len() - 1,
                alternative: String::new(),
            });
        }
        let (_, facts) = self.prover.legal();
        // A puzzle of material ends on a gain where it can.
        let m = if self.prover.seeks_material() {
            winners
                .iter()
                .copied()
                .find(|&w| !self.prover.ends_game(w, facts, ply))
                .unwrap_or(first)
        } else {
            first
        };
        self.through(m, facts, |s| {
            if left == 1 {
                Ok(s.prover.game_over(ply + 1))
            } else {
                s.defence(left - 1)
            }
        })
    }

    /// Plays `m` (legal at the prover's position, whose `facts` they are)
    /// onto the line, goes on with `then`, and takes `m` back: off the
    /// line too when `then` refuses.
    fn through(
        &mut self,
        m: N::Move,
        facts: N::Facts,
        then: impl FnOnce(&mut Self) -> Result<bool, Refusal>,
    ) -> Result<bool, Refusal> {
        let undo = self.prover.node.make(m, facts);
        self.line.push(m);
        let result = then(self);
        if result.is_err() {
            self.line.pop();
        }
        self.prover.node.unmake(m, undo);
        result
    }

    /// The defence that resists longest, the solver having `left` moves
    /// after it; among replies that resist as long, the first after which
    /// the solver's way goes on (unique if `unique` asks; for material,
    /// ending on a gain where one does). Whether the line ends with the
    /// game over.
    fn defence(&mut self, left: u8) -> Result<bool, Refusal> {
        let ply = self.line.len();
        let replies = self.prover.replies(left, ply);
        within_budget(self.prover)?;
        let longest = replies.iter().map(|&(_, d)| d).max().unwrap_or(0);
        if longest != left {
            return Err(Refusal::NoWin(left.into()));
        }
        let (_, facts) = self.prover.legal();
        let mut last = Refusal::NoWin(left.into());
        let mut ends_game = None;
        for (r, _) in replies.into_iter().filter(|&(_, d)| d == longest) {
            match self.through(r, facts, |s| s.line_from(left)) {
                Ok(true) if self.prover.seeks_material() => {
                    ends_game.get_or_insert_with(|| self.line[ply..].to_vec());
                    self.line.truncate(ply);
                }
                Ok(over) => return Ok(over),
                Err(e @ Refusal::NotUnique { .. }) => last = e,
                Err(e) => return Err(e),
            }
        }
        match ends_game {
            Some(rest) => {
                self.line.extend(rest);
                Ok(true)
            }
            None => Err(last),
        }
    }
}
