//! Iterative deepening principal variation search with a transposition
//! table, null-move pruning, late-move reductions and a quiescence search
//! over captures, for any game that supplies a `Node` (`node.rs`): its
//! moves, make and unmake, hash and evaluation, and its tactical shortcuts.
//!
//! The first game's node (`games/math_chess/engine/node.rs`) leaves nothing to
//! chance around the 0s (`games/math_chess/engine/zero.rs`): a move that leaves a 0 to be taken
//! scores as lost without a search (as a move into check is illegal in
//! chess, so the nodes go to the moves that matter), a node whose 0 is
//! attacked is searched a ply deeper, and the horizon sees a line opening
//! onto the enemy 0. Capture the Flag's node is `games/capture_the_flag/engine/mod.rs`.
//!
//! One concern a file: what a game supplies (`node.rs`), the iterations
//! and the root (`root.rs`), the full-width search with its null move and
//! reductions (`negamax.rs`), the quiescence search (`quiescence.rs`),
//! repetition (`repetition.rs`) and the principal line (`line.rs`); this
//! file holds the engine's tables, the searcher's state, and making and
//! taking back moves.

use std::{
    sync::atomic::{AtomicBool, Ordering},
    time::{Duration, Instant},
};

pub use self::root::{Searched, SearchedLine};
pub use self::{
    level::{best_move, hint, Level, LevelError, Levels},
    params::{BLUNDER, INACCURACY, MISTAKE},
    review::{review, GameReview, MoveReview, ReviewMark, REVIEW_LIMITS},
};
use self::{line::PrincipalLines, repetition::Reversible};
pub(crate) use self::{
    node::{search_move, MoveBuffer, Node, SearchMove, MAX_SQUARES},
    repetition::Repetitions,
    root::Root,
};
use self::{ordering::QuietHistory, score::INFINITY, table::Table};
use crate::rng::SplitMix64;

pub(crate) mod level;
mod line;
mod negamax;
mod node;
pub(crate) mod ordering;
pub(crate) mod params;
mod quiescence;
mod repetition;
pub(crate) mod review;
mod root;
pub(crate) mod score;
pub(crate) mod table;
#[cfg(test)]
mod tests;

/// A search budget: the search ends at the first limit reached (or when the
/// stop flag is raised). With no limit at all it ends at its deepest
/// iteration (64 plies), which in practice means when stopped.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Limits {
    /// The deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Positions visited. Deterministic: the same budget gives the same move.
    pub nodes: Option<u64>,
    /// Wall-clock time; depends on the machine and its load.
    pub time: Option<Duration>,
}

impl Limits {
    #[must_use]
    pub const fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            nodes: None,
            time: None,
        }
    }

    #[must_use]
    pub const fn nodes(nodes: u64) -> Limits {
        Limits {
            depth: None,
            nodes: Some(nodes),
            time: None,
        }
    }

    #[must_use]
    pub const fn time(time: Duration) -> Limits {
        Limits {
            depth: None,
            nodes: None,
            time: Some(time),
        }
    }
}

/// What a search found, in a game whose moves are `M` (the first game's
/// by default).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<M> {
    /// The move to play; always legal in the searched position.
    pub best: M,
    /// For the side to move, in hundredths of a small piece (of the first
    /// game's; `docs/engine.md`); beyond ±29 000 a won or lost game
    /// (30 000 − plies to the end).
    pub score: i32,
    /// The expected line of play, starting with `best`.
    pub pv: Vec<M>,
    /// The last iteration completed.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
}

impl<M> SearchResult<M> {
    /// Moves to the end of the game when the score says it is decided:
    /// positive when the side to move wins.
    #[must_use]
    pub fn plies_to_end(&self) -> Option<i32> {
        score::plies_to_end(self.score)
    }
}

/// The deepest ply the search reaches, extensions and quiescence included.
pub(crate) const MAX_PLY: usize = 96;
/// The deepest nominal iteration.
const MAX_DEPTH: u32 = 64;
/// How often (in nodes) the stop flag and the clock are read.
const POLL_NODES: u64 = 1_024;

/// The computer opponent of a game whose moves are `M`: a search with
/// tables that persist between moves. [`Engine`](crate::games::math_chess::engine::Engine)
/// plays the first game, [`capture_the_flag::Engine`](crate::games::capture_the_flag::Engine) Capture the
/// Flag.
///
/// A fresh engine and the same node or depth budget always choose the same
/// move; tables kept from earlier searches may change the choice.
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use mathchess::{games::math_chess::{Game, Rules, engine::Engine}, search::Limits};
/// let game = Game::new(Rules::default());
/// let result = Engine::new().search(&game, &Limits::depth(2), &AtomicBool::new(false));
/// assert!(result.is_some_and(|r| game.legal_moves().contains(&r.best)));
/// ```
#[derive(Debug)]
pub struct GameEngine<M> {
    tt: Table,
    history: QuietHistory<M>,
}

impl<M: Copy> Default for GameEngine<M> {
    fn default() -> GameEngine<M> {
        GameEngine::new()
    }
}

impl<M: Copy> GameEngine<M> {
    /// An engine with a 16 MB transposition table.
    #[must_use]
    pub fn new() -> GameEngine<M> {
        GameEngine::with_hash_megabytes(16)
    }

    /// An engine whose transposition table takes about `megabytes` MB.
    #[must_use]
    pub fn with_hash_megabytes(megabytes: usize) -> GameEngine<M> {
        GameEngine {
            tt: Table::with_megabytes(megabytes),
            history: QuietHistory::new(),
        }
    }

    /// Forgets everything learnt in earlier searches (for a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.history.clear();
    }

    /// The best move from `root` within `limits`, or `None` without moves.
    /// Raising `stop` (from any thread) ends the search at once with the
    /// best move found so far.
    ///
    /// The first iteration (depth 1) always completes unless `stop` is raised
    /// or the time runs out, so the result never overlooks a win at once or
    /// a threat the game's node sees because of a small node budget.
    pub(crate) fn search_root<N: Node<Move = M>>(
        &mut self,
        root: Root<N>,
        limits: &Limits,
        stop: &AtomicBool,
    ) -> Option<SearchResult<M>> {
        let Root {
            node,
            mut moves,
            repetitions,
        } = root;
        if moves.is_empty() {
            return None;
        }
        let mut searcher = Searcher::new(self, node, repetitions, limits, stop);
        Some(searcher.iterate(&mut moves))
    }

    /// Each root move with its score from a full-width search `depth` plies
    /// deep, and the nodes visited: what a level that makes mistakes picks
    /// from.
    pub(crate) fn score_root<N: Node<Move = M>>(
        &mut self,
        root: Root<N>,
        depth: u32,
        stop: &AtomicBool,
    ) -> (Vec<(M, i32)>, u64) {
        let limits = Limits::depth(depth);
        let Root {
            node,
            moves,
            repetitions,
        } = root;
        let mut searcher = Searcher::new(self, node, repetitions, &limits, stop);
        let depth = i32::try_from(depth.max(1)).unwrap_or(1);
        let facts = searcher.root_facts();
        let scored = moves
            .into_iter()
            .map(|m| {
                let undo = searcher.make(m, facts);
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
struct Undo<U> {
    node: U,
    reversible: Reversible,
}

/// The state of one search: the position being searched and its bookkeeping.
struct Searcher<'a, N: Node> {
    tt: &'a mut Table,
    history: &'a mut QuietHistory<N::Move>,
    node: N,
    /// The game's positions since its last capture and the search path,
    /// for repetition.
    repetitions: Repetitions,
    /// The best line from each ply of the path.
    pv: PrincipalLines<N::Move>,
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
    /// Has the budget grown because the best move was found lost?
    lost: bool,
    /// The node budget to return to once that iteration ends.
    budget_before_lost: Option<u64>,
}

impl<'a, N: Node> Searcher<'a, N> {
    fn new(
        engine: &'a mut GameEngine<N::Move>,
        node: N,
        repetitions: Repetitions,
        limits: &Limits,
        stop: &'a AtomicBool,
    ) -> Searcher<'a, N> {
        Searcher {
            tt: &mut engine.tt,
            history: &mut engine.history,
            node,
            repetitions,
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
            lost: false,
            budget_before_lost: None,
        }
    }

    /// What the node knows of all its legal moves at the root (the root's
    /// moves may be only some of them).
    fn root_facts(&self) -> N::Facts {
        let mut moves = N::MoveList::default();
        self.node.push_legal_moves(&mut moves);
        self.node.facts(&moves)
    }

    /// Plays `m`, one of the moves `facts` describes.
    #[inline]
    fn make(&mut self, m: N::Move, facts: N::Facts) -> Undo<N::Undo> {
        let node = self.node.make(m, facts);
        let reversible = self
            .repetitions
            .push(self.node.hash(), N::irreversible(&node));
        self.nodes += 1;
        Undo { node, reversible }
    }

    #[inline]
    fn unmake(&mut self, m: N::Move, undo: Undo<N::Undo>) {
        self.node.unmake(m, undo.node);
        self.repetitions.pop(undo.reversible);
    }

    /// Reads the budgets; true (and `aborted`) once the search must end.
    fn poll(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        // The node budget binds only after the first iteration (see `search_root`).
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

/// `game` after `plies` random legal moves drawn from `seed` (fewer if
/// every move would end the game): varied openings for matches between
/// levels.
pub(crate) fn random_moves<G: Searched + Clone>(mut game: G, plies: usize, seed: u64) -> G {
    let mut rng = SplitMix64::new(seed);
    for _ in 0..plies {
        let mut moves = game.root().moves;
        while !moves.is_empty() {
            let m = moves.swap_remove(rng.below(moves.len()));
            let mut next = game.clone();
            if next.play_on(m) {
                game = next;
                break;
            }
        }
    }
    game
}
