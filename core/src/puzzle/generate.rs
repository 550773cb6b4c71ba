//! The generator: the engine's own games at mixed levels, and after each
//! move the question whether the side to move now wins by force, a win
//! the previous mover allowed. A quick engine search picks the candidates
//! (positions it scores as won within the puzzle's length); the exact
//! prover (`prove.rs`) decides. Deterministic by seed: level play, the
//! openings and the screening searches use node budgets, never the clock.

use std::collections::{BTreeMap, HashSet};

use super::{
    games::{CaptureTheFlag, MathChess, Move, PuzzleGame},
    prove::{Prover, Refusal},
    Puzzle, MAX_MOVES,
};
use crate::{
    record::GameKind,
    rng::{splitmix, SplitMix64},
    search::{GameEngine, Level, Limits, Node},
};

/// What to generate.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    pub game: GameKind,
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
    /// The defaults for `game`: puzzles of up to 4 moves in the first game
    /// and up to 3 in Capture the Flag, whose positions cost more.
    #[must_use]
    pub fn new(game: GameKind, count: usize, seed: u64) -> Settings {
        let (max_moves, budget) = match game {
            GameKind::MathChess => (4, 3_000_000),
            GameKind::CaptureTheFlag => (3, 1_000_000),
        };
        Settings {
            game,
            count,
            seed,
            max_moves,
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
    /// A proof needed more positions than the budget.
    TooCostly,
}

impl Rejection {
    #[must_use]
    pub const fn describe(self) -> &'static str {
        match self {
            Rejection::Duplicate => "the same position again",
            Rejection::QuietLimit => "too near the quiet-plies draw",
            Rejection::NoWin => "no forced win proved within the length",
            Rejection::NotUnique => "another move wins as fast",
            Rejection::AlreadyLost => "lost before the mistake",
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
    pub rejected: BTreeMap<Rejection, usize>,
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
    let mut seen = HashSet::new();
    let mut engine = GameEngine::with_hash_megabytes(4);
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
        engine.clear();
        while !G::is_over(&game) && out.puzzles.len() < settings.count {
            let turn = G::node(&game).turn();
            let Some(m) = G::level_move(&game, levels[turn.index()], rng.next_u64()) else {
                break;
            };
            let before = game.clone();
            G::play(&mut game, m);
            out.progress.positions += 1;
            if G::is_over(&game) || G::plies(&game) > MAX_PLIES {
                break;
            }
            let Some(found) = G::search(&mut engine, &game, &screen) else {
                break;
            };
            let won = found
                .plies_to_end()
                .is_some_and(|p| p > 0 && p < 2 * max_moves as i32);
            if !won {
                continue;
            }
            out.progress.candidates += 1;
            let source = format!(
                "seed {} game {index} ply {} levels {}/{}",
                settings.seed,
                G::plies(&game),
                levels[0],
                levels[1]
            );
            match candidate::<G>(
                &mut engine,
                &before,
                m,
                &game,
                settings,
                max_moves,
                &mut seen,
            ) {
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

/// The puzzle at `game`, reached by `mistake` from `before`, or why not.
fn candidate<G: PuzzleGame>(
    engine: &mut GameEngine<Move<G>>,
    before: &G::Game,
    mistake: Move<G>,
    game: &G::Game,
    settings: &Settings,
    max_moves: usize,
    seen: &mut HashSet<String>,
) -> Result<Puzzle, Rejection> {
    let position = G::position_text(game);
    if !seen.insert(position.clone()) {
        return Err(Rejection::Duplicate);
    }
    if !G::room_for(game, 2 * max_moves) {
        return Err(Rejection::QuietLimit);
    }
    let line = solve::<G>(game, max_moves as u8, settings.budget).map_err(|r| match r {
        Refusal::NotUnique { .. } => Rejection::NotUnique,
        Refusal::TooCostly(_) => Rejection::TooCostly,
        _ => Rejection::NoWin,
    })?;
    let n = line.len().div_ceil(2) as u8;
    // Did the mover have a move after which no win as short was there?
    let limits = Limits {
        depth: None,
        nodes: Some(settings.screen_nodes),
        time: None,
    };
    let best = G::search(engine, before, &limits).map(|r| r.best);
    let Some(best) = best.filter(|&b| b != mistake) else {
        return Err(Rejection::AlreadyLost);
    };
    let mut saved = before.clone();
    G::play(&mut saved, best);
    if !G::is_over(&saved) {
        let mut prover = Prover::new::<G>(&saved, settings.budget);
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
    let (themes, tempting) = G::themes(game, &line);
    let mut replay = game.clone();
    let solution = line.iter().map(|&m| G::play(&mut replay, m)).collect();
    Ok(Puzzle {
        game: G::NAME,
        position,
        solution,
        themes,
        difficulty: difficulty(n, tempting),
        source: String::new(),
    })
}

/// 800 for a win in one without temptation, 300 more for each move of
/// the solver's after the first, 20 for each tempting capture passed over
/// (at most 20 of them).
fn difficulty(moves: u8, tempting: usize) -> u32 {
    800 + 300 * (u32::from(moves) - 1) + 20 * tempting.min(20) as u32
}

/// The line of a puzzle at `game` within `max` moves: the solver's only
/// fastest win at each of its moves, the defence that resists longest.
pub(crate) fn solve<G: PuzzleGame>(
    game: &G::Game,
    max: u8,
    budget: u64,
) -> Result<Vec<Move<G>>, Refusal> {
    let mut prover = Prover::new::<G>(game, budget);
    let distance = prover.distance(max, 0);
    if prover.aborted {
        return Err(Refusal::TooCostly(budget));
    }
    let n = distance.ok_or(Refusal::NoWin(max.into()))?;
    let mut line = Vec::new();
    line_from(&mut prover, n, n, &mut line)?;
    Ok(line)
}

fn line_from<N: Node>(
    p: &mut Prover<N>,
    left: u8,
    n: u8,
    line: &mut Vec<N::Move>,
) -> Result<(), Refusal> {
    let ply = line.len();
    let winners = p.winners(left, ply);
    if p.aborted {
        return Err(Refusal::TooCostly(p.nodes));
    }
    let Some(&m) = winners.first() else {
        return Err(Refusal::NoWin(left.into()));
    };
    if winners.len() > 1 && (left > 1 || n == 1) {
        return Err(Refusal::NotUnique {
            index: ply,
            others: winners.len() - 1,
            alternative: String::new(),
        });
    }
    let mut moves = N::MoveList::default();
    p.node.push_legal_moves(&mut moves);
    let facts = p.node.facts(&moves);
    let undo = p.node.make(m, facts);
    line.push(m);
    let result = if left == 1 {
        Ok(())
    } else {
        defence(p, left - 1, n, line)
    };
    if result.is_err() {
        line.pop();
    }
    p.node.unmake(m, undo);
    result
}

/// The defence that resists longest, the solver having `left` moves
/// after it; among replies that resist as long, the first after which
/// the solver's way is unique.
fn defence<N: Node>(
    p: &mut Prover<N>,
    left: u8,
    n: u8,
    line: &mut Vec<N::Move>,
) -> Result<(), Refusal> {
    let ply = line.len();
    let replies = p.replies(left, ply);
    if p.aborted {
        return Err(Refusal::TooCostly(p.nodes));
    }
    let longest = replies.iter().map(|&(_, d)| d).max().unwrap_or(0);
    if longest != left {
        return Err(Refusal::NoWin(left.into()));
    }
    let mut moves = N::MoveList::default();
    p.node.push_legal_moves(&mut moves);
    let facts = p.node.facts(&moves);
    let mut last = Refusal::NoWin(left.into());
    for (r, _) in replies.into_iter().filter(|&(_, d)| d == longest) {
        let undo = p.node.make(r, facts);
        line.push(r);
        let result = line_from(p, left, n, line);
        if result.is_err() {
            line.pop();
        }
        p.node.unmake(r, undo);
        match result {
            Ok(()) => return Ok(()),
            Err(e @ Refusal::NotUnique { .. }) => last = e,
            Err(e) => return Err(e),
        }
    }
    Err(last)
}
