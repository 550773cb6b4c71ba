//! Iterative deepening principal variation search with a transposition
//! table, null-move pruning, late-move reductions and a quiescence search
//! over captures (over every move while the own 0 is under attack, and over
//! the quiet moves that attack the enemy 0 at its first ply).
//!
//! Around the 0s nothing is left to chance: a move that leaves a 0 to be
//! taken scores as lost without a search (as a move into check is illegal
//! in chess, so the nodes go to the moves that matter), a node whose 0 is
//! attacked is searched a ply deeper, and the horizon sees a line opening
//! onto the enemy 0.
//!
//! One concern a file: the iterations and the root (`root.rs`), the
//! full-width search with its null move and reductions (`negamax.rs`), the
//! quiescence search (`quiescence.rs`), the checks around the 0s
//! (`zero.rs`), repetition (`repetition.rs`) and the principal line
//! (`line.rs`); this file holds the engine, the searcher's state, and
//! making and taking back moves. The game's own parts (its moves,
//! make/unmake, the 0s, the evaluation) are reached through the position,
//! `zero.rs` and `eval.rs`.

use std::{
    sync::atomic::{AtomicBool, Ordering},
    time::Instant,
};

use self::{
    line::PrincipalLines,
    repetition::{Repetitions, Reversible},
};
use super::{
    ending::{decided_score, no_move_score},
    eval::{evaluate, Scores},
    ordering::QuietHistory,
    score::INFINITY,
    tt::Table,
    Limits, SearchResult,
};
use crate::{Game, Move, Piece, Position, Rules, Side, Square, SquareSet};

mod line;
mod negamax;
mod quiescence;
mod repetition;
mod root;
#[cfg(test)]
mod tests;
mod zero;

/// The deepest ply the search reaches, extensions and quiescence included.
pub(crate) const MAX_PLY: usize = 96;
/// The deepest nominal iteration.
const MAX_DEPTH: u32 = 64;
/// How often (in nodes) the stop flag and the clock are read.
const POLL_NODES: u64 = 1_024;

/// The computer opponent: a search with tables that persist between moves.
///
/// A fresh engine and the same node or depth budget always choose the same
/// move; tables kept from earlier searches may change the choice.
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use mathchess::{engine::{Engine, Limits}, Game, Rules};
/// let game = Game::new(Rules::default());
/// let result = Engine::new().search(&game, &Limits::depth(2), &AtomicBool::new(false));
/// assert!(result.is_some_and(|r| game.legal_moves().contains(&r.best)));
/// ```
#[derive(Debug)]
pub struct Engine {
    tt: Table,
    history: QuietHistory,
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new()
    }
}

impl Engine {
    /// An engine with a 16 MB transposition table.
    #[must_use]
    pub fn new() -> Engine {
        Engine::with_hash_megabytes(16)
    }

    /// An engine whose transposition table takes about `megabytes` MB.
    #[must_use]
    pub fn with_hash_megabytes(megabytes: usize) -> Engine {
        Engine {
            tt: Table::with_megabytes(megabytes),
            history: QuietHistory::new(),
        }
    }

    /// Forgets everything learnt in earlier searches (for a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.history.clear();
    }

    /// The best move for the side to move in `game` within `limits`, or
    /// `None` when the game is over. Raising `stop` (from any thread) ends
    /// the search at once with the best move found so far.
    ///
    /// The first iteration (depth 1) always completes unless `stop` is raised
    /// or the time runs out, so the result never overlooks a capture of
    /// the enemy 0 or an immediate threat to the own 0 because of a small node budget.
    pub fn search(
        &mut self,
        game: &Game,
        limits: &Limits,
        stop: &AtomicBool,
    ) -> Option<SearchResult> {
        self.search_moves(game, limits, stop, None)
    }

    /// [`Engine::search`] among `allowed` root moves only (all when `None`).
    pub(crate) fn search_moves(
        &mut self,
        game: &Game,
        limits: &Limits,
        stop: &AtomicBool,
        allowed: Option<&[Move]>,
    ) -> Option<SearchResult> {
        let mut searcher = Searcher::new(self, game, limits, stop);
        let mut moves = searcher.root_moves(game, allowed)?;
        Some(searcher.iterate(&mut moves))
    }

    /// Each root move (of `allowed`, or all) with its score from a full-width
    /// search `depth` plies deep, and the nodes visited: what a level that
    /// makes mistakes picks from.
    pub(crate) fn score_moves(
        &mut self,
        game: &Game,
        depth: u32,
        stop: &AtomicBool,
        allowed: Option<&[Move]>,
    ) -> (Vec<(Move, i32)>, u64) {
        let limits = Limits::depth(depth);
        let mut searcher = Searcher::new(self, game, &limits, stop);
        let Some(moves) = searcher.root_moves(game, allowed) else {
            return (Vec::new(), 0);
        };
        let depth = i32::try_from(depth.max(1)).unwrap_or(1);
        let zeros_safe = searcher.root_zeros_safe();
        let scored = moves
            .into_iter()
            .map(|m| {
                let undo = searcher.make(m, zeros_safe);
                let score = -searcher.negamax(depth - 1, -INFINITY, INFINITY, 1, true);
                searcher.unmake(m, undo);
                (m, score)
            })
            .collect();
        (scored, searcher.nodes)
    }
}

/// What [`Searcher::make`] must remember to take a move back.
#[derive(Copy, Clone, Debug)]
struct Undo {
    captured: Option<Piece>,
    reversible: Reversible,
    danger_lines: SquareSet,
}

/// The state of one search: the position being searched and its bookkeeping.
struct Searcher<'a> {
    tt: &'a mut Table,
    history: &'a mut QuietHistory,
    rules: Rules,
    pos: Position,
    scores: [u16; 2],
    /// The game's positions since its last capture and the search path,
    /// for repetition.
    repetitions: Repetitions,
    /// The squares of each side's 0s at the root; a 0 never moves.
    zeros: [Vec<Square>; 2],
    /// The squares whose lines may hold an attack on a 0 of the side to
    /// move: the last move's two squares when no 0 of this side could be
    /// taken before it (any new attack runs through one of them), else all.
    danger_lines: SquareSet,
    /// The best line from each ply of the path.
    pv: PrincipalLines,
    nodes: u64,
    /// When `poll` next reads the stop flag and the clock.
    next_poll: u64,
    limits: Limits,
    stop: &'a AtomicBool,
    start: Instant,
    /// Set when a budget or the stop flag ends the search; scores after it are void.
    aborted: bool,
    completed_depth: u32,
    /// The score of the last completed iteration.
    last_score: Option<i32>,
    panicked: bool,
}

impl<'a> Searcher<'a> {
    fn new(
        engine: &'a mut Engine,
        game: &Game,
        limits: &Limits,
        stop: &'a AtomicBool,
    ) -> Searcher<'a> {
        let pos = game.position().clone();
        let plies = game.history().len();
        let since_capture = game
            .history()
            .iter()
            .rposition(|p| p.captured.is_some())
            .map_or(0, |i| i + 1);
        let path: Vec<u64> = (since_capture..=plies)
            .filter_map(|ply| game.position_at(ply).map(Position::hash))
            .collect();
        let zeros = Side::ALL.map(|side| pos.zero_squares(side).collect());
        Searcher {
            tt: &mut engine.tt,
            history: &mut engine.history,
            rules: *game.rules(),
            scores: Side::ALL.map(|side| game.score(side)),
            repetitions: Repetitions::new(path, game.rules().repetition_draw),
            zeros,
            danger_lines: SquareSet::ALL,
            pos,
            pv: PrincipalLines::new(),
            nodes: 0,
            next_poll: 0,
            limits: *limits,
            stop,
            start: Instant::now(),
            aborted: false,
            completed_depth: 0,
            last_score: None,
            panicked: false,
        }
    }

    /// The legal root moves (restricted to `allowed`), or `None` if there are none.
    fn root_moves(&self, game: &Game, allowed: Option<&[Move]>) -> Option<Vec<Move>> {
        let moves: Vec<Move> = game
            .legal_moves()
            .into_iter()
            .filter(|m| allowed.map_or(true, |a| a.contains(m)))
            .collect();
        (!moves.is_empty()).then_some(moves)
    }

    fn evaluate(&self) -> i32 {
        evaluate(&self.pos, &self.rules, Scores(self.scores))
    }

    /// The score of a game already decided before the side to move moves.
    fn terminal(&self, ply: usize) -> Option<i32> {
        decided_score(&self.pos, &self.rules, self.scores, ply)
    }

    /// The score when the side to move has no legal move, by the rules.
    fn no_move_score(&self, ply: usize) -> i32 {
        no_move_score(&self.pos, &self.rules, self.scores, ply)
    }

    /// Plays `m`; `zeros_safe` says that no move of this position takes a
    /// 0 (see `danger_lines`).
    fn make(&mut self, m: Move, zeros_safe: bool) -> Undo {
        let mover = self.pos.turn();
        let danger_lines = self.danger_lines;
        self.danger_lines = zero::danger_lines_after(m, zeros_safe);
        let captured = self.pos.play_unchecked(m);
        let reversible = self.repetitions.push(self.pos.hash(), captured.is_some());
        if let Some(piece) = captured {
            self.scores[mover.index()] += u16::from(piece.number());
        }
        self.nodes += 1;
        Undo {
            captured,
            reversible,
            danger_lines,
        }
    }

    fn unmake(&mut self, m: Move, undo: Undo) {
        self.pos.undo_unchecked(m, undo.captured);
        if let Some(piece) = undo.captured {
            self.scores[self.pos.turn().index()] -= u16::from(piece.number());
        }
        self.repetitions.pop(undo.reversible);
        self.danger_lines = undo.danger_lines;
    }

    /// Reads the budgets; true (and `aborted`) once the search must end.
    fn poll(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        // The node budget binds only after the first iteration (see `Engine::search`).
        let out_of_nodes =
            self.completed_depth > 0 && self.limits.nodes.is_some_and(|n| self.nodes >= n);
        let due = self.nodes >= self.next_poll;
        if due {
            self.next_poll = self.nodes + POLL_NODES;
        }
        let polled = due
            && (self.stop.load(Ordering::Relaxed)
                || self.limits.time.is_some_and(|t| self.start.elapsed() >= t));
        self.aborted = out_of_nodes || polled;
        self.aborted
    }
}

fn depth_byte(depth: i32) -> u8 {
    u8::try_from(depth.max(0)).unwrap_or(u8::MAX)
}
