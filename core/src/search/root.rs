//! The iterations of the search and its root: the moves of the game's
//! position, each searched in turn, the best kept first for the next
//! iteration.

use std::sync::atomic::AtomicBool;

use super::{depth_byte, GameEngine, Limits, Node, Repetitions, Searcher, MAX_DEPTH};
use crate::{
    game::{Game, Referee},
    search::{
        level::Levels,
        ordering::order_root,
        params::{PANIC_DROP, PANIC_FACTOR},
        score::{is_decisive, mate_in, to_table, DRAW, INFINITY},
        table::Bound,
        SearchResult,
    },
};

/// Where a search starts: the game's position as a node, its legal moves
/// (those the search may choose from), and the positions it may repeat.
#[derive(Debug)]
pub struct Root<N: Node> {
    pub(crate) node: N,
    pub(crate) moves: Vec<N::Move>,
    pub(crate) repetitions: Repetitions,
}

impl<N: Node> Root<N> {
    /// Keeps only the root moves `allowed` (all when `None`).
    pub(crate) fn allowing(mut self, allowed: Option<&[N::Move]>) -> Root<N> {
        if let Some(allowed) = allowed {
            self.moves.retain(|m| allowed.contains(m));
        }
        self
    }
}

/// A game the engine plays: each game's `Game` gives its position, legal
/// moves and history as the root of a search ([`GameEngine::search`]).
pub trait Searched {
    type Move: super::SearchMove;
    #[doc(hidden)]
    type Node: Node<Move = Self::Move>;
    #[doc(hidden)]
    fn root(&self) -> Root<Self::Node>;
    /// What the levels are in this game.
    const LEVELS: Levels;
    /// Plays `m`, a move of [`Searched::root`]: false if refused or if it
    /// ends the game.
    #[doc(hidden)]
    fn play_on(&mut self, m: Self::Move) -> bool;
}

/// What a game's line supplies for its [`Game`] to be [`Searched`]: one
/// impl a game, over the shared game.
pub trait SearchedLine: Referee {
    /// The search's move ([`Searched::Move`] of the game).
    type SearchMove: super::SearchMove;
    type Node: Node<Move = Self::SearchMove>;
    const LEVELS: Levels;
    fn root(game: &Game<Self>) -> Root<Self::Node>;
    /// [`Searched::play_on`].
    fn play_on(game: &mut Game<Self>, m: Self::SearchMove) -> bool;
}

impl<L: SearchedLine> Searched for Game<L> {
    type Move = L::SearchMove;
    type Node = L::Node;
    const LEVELS: Levels = L::LEVELS;

    fn root(&self) -> Root<L::Node> {
        L::root(self)
    }

    fn play_on(&mut self, m: L::SearchMove) -> bool {
        L::play_on(self, m)
    }
}

impl<M: Copy> GameEngine<M> {
    /// The best move for the side to move in `game` within `limits`, or
    /// `None` when the game is over. Raising `stop` (from any thread) ends
    /// the search at once with the best move found so far.
    ///
    /// The first iteration (depth 1) always completes unless `stop` is raised
    /// or the time runs out, so the result never overlooks a win at once or
    /// a threat the game's node sees because of a small node budget.
    pub fn search<G: Searched<Move = M>>(
        &mut self,
        game: &G,
        limits: &Limits,
        stop: &AtomicBool,
    ) -> Option<SearchResult<M>> {
        self.search_root(game.root(), limits, stop)
    }
}

impl<N: Node> Searcher<'_, N> {
    pub(super) fn iterate(&mut self, moves: &mut [N::Move]) -> SearchResult<N::Move> {
        order_root(moves, &self.node, self.history);
        let mut best = moves[0];
        let mut score = DRAW;
        let mut pv = vec![best];
        let facts = self.root_facts();
        if let Some(win) = self.node.winning_move(facts, moves) {
            return self.result(win, mate_in(1), vec![win], 1);
        }
        let max_depth = self.limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        for depth in 1..=max_depth {
            let (iteration_best, iteration_score) = self.root(moves, depth);
            if let Some(nodes) = self.budget_before_lost.take() {
                self.limits.nodes = Some(nodes);
            }
            if let Some(m) = iteration_best {
                // Even an interrupted iteration's best move beats the last one:
                // it was searched in full and scored above it.
                best = m;
                score = iteration_score;
                pv = self.pv.line(0).to_vec();
            }
            if self.aborted {
                break;
            }
            self.completed_depth = depth;
            self.last_score = Some(score);
            let mate_found = is_decisive(score);
            let half_time_gone = self
                .limits
                .time
                .is_some_and(|t| self.start.elapsed() * 2 > t);
            if mate_found || half_time_gone {
                break;
            }
        }
        let depth = self.completed_depth.max(1);
        self.result(best, score, pv, depth)
    }

    /// The last iteration's best move now scores far worse: it may lose
    /// the game, so the node budget grows to find another.
    pub(super) fn panic_if_dropped(&mut self, score: i32) {
        if let (Some(last), Some(nodes)) = (self.last_score, self.limits.nodes) {
            if score < last - PANIC_DROP && !self.panicked {
                self.panicked = true;
                self.limits.nodes = Some(nodes * PANIC_FACTOR);
            }
        }
    }

    /// The best move so far loses: for the rest of this iteration the
    /// budget grows (once, to the game's [`Node::LOST_BUDGET`]) so that the
    /// other moves are searched.
    fn search_on_when_lost(&mut self) {
        if let (Some(nodes), false) = (self.limits.nodes, self.lost) {
            self.lost = true;
            self.budget_before_lost = Some(nodes);
            self.limits.nodes = Some(nodes.max(N::LOST_BUDGET));
        }
    }

    fn result(
        &self,
        best: N::Move,
        score: i32,
        pv: Vec<N::Move>,
        depth: u32,
    ) -> SearchResult<N::Move> {
        SearchResult {
            best,
            score,
            pv,
            depth,
            nodes: self.nodes,
        }
    }

    /// One iteration at the root: the best move that beat the first and its score.
    pub(super) fn root(&mut self, moves: &mut [N::Move], depth: u32) -> (Option<N::Move>, i32) {
        let depth = i32::try_from(depth).unwrap_or(i32::MAX);
        let mut alpha = -INFINITY;
        let mut best = None;
        let facts = self.root_facts();
        for i in 0..moves.len() {
            let m = moves[i];
            let undo = self.make(m, facts);
            let score = if i == 0 {
                -self.negamax(depth - 1, -INFINITY, -alpha, 1, true)
            } else {
                let probe = -self.negamax(depth - 1, -alpha - 1, -alpha, 1, false);
                if probe > alpha && !self.aborted {
                    -self.negamax(depth - 1, -INFINITY, -alpha, 1, true)
                } else {
                    probe
                }
            };
            self.unmake(m, undo);
            if self.aborted {
                break;
            }
            // The first move is the last iteration's best from the second
            // iteration on; in the first, only the first in order.
            if i == 0 && self.completed_depth > 0 {
                self.panic_if_dropped(score);
                if is_decisive(score) && score < 0 {
                    self.search_on_when_lost();
                }
            }
            if score > alpha {
                alpha = score;
                best = Some(m);
                self.pv.update(0, m);
                // Keep the best move first for the next iteration.
                moves[..=i].rotate_right(1);
            }
        }
        // An interrupted iteration's score is only a bound: not worth keeping.
        if let (Some(m), false) = (best, self.aborted) {
            self.tt.store(
                self.node.hash(),
                Some(m),
                to_table(alpha, 0),
                depth_byte(depth),
                Bound::Exact,
            );
        }
        (best, alpha)
    }
}
