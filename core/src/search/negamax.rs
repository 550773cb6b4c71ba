//! The full-width search: principal variation search with the
//! transposition table, null-move pruning, futility pruning and late-move
//! reductions.

use super::{depth_byte, quiescence::Horizon, MoveBuffer, Node, SearchMove, Searcher, MAX_PLY};
use crate::search::{
    ordering::{Keys, OrderedMoves},
    params::{
        DANGER_EXTENSION, FUTILITY_DEPTH, FUTILITY_MARGIN, LMR_DEPTH, LMR_DIVISOR, LMR_INDEX,
        NULL_MOVE_DEPTH, NULL_MOVE_DIVISOR, NULL_MOVE_REDUCTION,
    },
    score::{from_table, mate_in, mated_in, to_table, DRAW, INFINITY, MATE_BOUND},
    table::{Bound, Entry},
};

impl<N: Node> Searcher<'_, N> {
    /// The value of the current position for its side to move, `ply`
    /// plies from the root, searched `depth` plies deep within the window
    /// (`alpha`, `beta`); `pv_node` on the principal line, where nothing
    /// is pruned.
    pub(super) fn negamax(
        &mut self,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        pv_node: bool,
    ) -> i32 {
        self.pv.clear(ply);
        if let Some(score) = self.settled(depth, alpha, beta, ply) {
            return score;
        }
        // No line can do better than winning now, nor worse than losing now.
        alpha = alpha.max(mated_in(ply));
        beta = beta.min(mate_in(ply + 1));
        if alpha >= beta {
            return alpha;
        }
        let in_danger = self.node.in_danger();
        if in_danger {
            depth += DANGER_EXTENSION;
        }
        let hash = self.node.hash();
        let entry = self.tt.probe(hash);
        if let Some(score) = entry
            .filter(|e| !pv_node && i32::from(e.depth) >= depth)
            .and_then(|e| table_cut(&e, alpha, beta, ply))
        {
            return score;
        }
        let tt_move = entry.and_then(|e| e.squares());
        // Only the pruning of non-PV nodes out of danger looks at the static
        // evaluation: the null move at once, futility (near the leaves) not
        // before a late quiet move, which a cutoff often spares.
        let prunable = !pv_node && !in_danger;
        let mut static_eval = (prunable && depth >= NULL_MOVE_DEPTH).then(|| self.node.evaluate());

        let null_move = static_eval.is_some_and(|eval| eval >= beta);
        if null_move && self.node.may_pass() {
            if let Some(score) = self.null_move_cutoff(depth, beta, ply) {
                return score;
            }
        }

        let mut moves = N::MoveList::default();
        self.node.push_legal_moves(&mut moves);
        if moves.is_empty() {
            return self.node.no_move_score(ply);
        }
        let facts = self.node.facts(&moves);
        if let Some(win) = self.node.winning_move(facts, &moves) {
            self.pv.clear(ply + 1);
            self.pv.update(ply, win);
            return mate_in(ply + 1);
        }
        let (dropped, suspects) =
            self.node
                .drop_lost_moves(&mut moves, in_danger, &self.repetitions);
        let mut best_score = dropped.map_or(-INFINITY, |plies| mated_in(ply + plies));
        let mut keys = Keys::new();
        let mut ordered = OrderedMoves::new(
            &mut moves,
            &mut keys,
            &self.node,
            tt_move,
            self.history,
            ply,
        );
        let original_alpha = alpha;
        let mut best_move = None;
        let mut quiets_tried = N::MoveList::default();
        for i in 0.. {
            let Some(m) = ordered.next() else {
                break;
            };
            if self.node.suspect_loses(suspects, m, &self.repetitions) {
                best_score = best_score.max(mated_in(ply + 2));
                continue;
            }
            let quiet = !m.is_capture();
            if quiet && prunable && i > 0 && depth <= FUTILITY_DEPTH {
                let eval = *static_eval.get_or_insert_with(|| self.node.evaluate());
                if eval + FUTILITY_MARGIN * depth <= alpha {
                    best_score = best_score.max(eval + FUTILITY_MARGIN * depth);
                    continue;
                }
            }
            let undo = self.make(m, facts);
            let score = if i == 0 {
                -self.negamax(depth - 1, -beta, -alpha, ply + 1, pv_node)
            } else {
                let late_quiet = quiet && depth >= LMR_DEPTH && i >= LMR_INDEX;
                let reduction = if late_quiet && !in_danger && !self.node.must_answer() {
                    late_move_reduction(depth, i)
                } else {
                    0
                };
                self.scout(depth, alpha, beta, ply, pv_node, reduction)
            };
            self.unmake(m, undo);
            if self.aborted {
                return 0;
            }
            if score > best_score {
                best_score = score;
                if score > alpha {
                    best_move = Some(m);
                    alpha = score;
                    self.pv.update(ply, m);
                    if score >= beta {
                        if quiet {
                            let side = self.node.turn();
                            self.history
                                .reward_quiet(side, m, ply, depth, &quiets_tried);
                        }
                        break;
                    }
                }
            }
            if quiet {
                quiets_tried.push(m);
            }
        }
        self.tt.store(
            hash,
            best_move,
            to_table(best_score, ply),
            depth_byte(depth),
            Bound::of(best_score, original_alpha, beta),
        );
        best_score
    }

    /// The score of a node that needs no search of its moves: the game is
    /// over, the position repeats, the horizon is reached (the quiescence
    /// search takes over), the search was stopped, or the line is as long
    /// as the principal-line table.
    fn settled(&mut self, depth: i32, alpha: i32, beta: i32, ply: usize) -> Option<i32> {
        if let Some(score) = self.node.terminal(ply) {
            Some(score)
        } else if self.repetitions.is_repetition() {
            Some(DRAW)
        } else if depth <= 0 {
            Some(self.quiesce(alpha, beta, ply, Horizon::First))
        } else if self.poll() {
            Some(0)
        } else if ply >= MAX_PLY - 1 {
            Some(self.node.evaluate())
        } else {
            None
        }
    }

    /// The score of a move after the first, the move made: a null-window
    /// search, `reduction` plies shallower for a late quiet move; searched
    /// again at full depth if it beats `alpha` reduced, then with the full
    /// window if it falls inside it.
    fn scout(
        &mut self,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        pv_node: bool,
        reduction: i32,
    ) -> i32 {
        let mut score = -self.negamax(depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, false);
        if score > alpha && reduction > 0 {
            score = -self.negamax(depth - 1, -alpha - 1, -alpha, ply + 1, false);
        }
        if score > alpha && score < beta {
            score = -self.negamax(depth - 1, -beta, -alpha, ply + 1, pv_node);
        }
        score
    }

    /// The null move: the side to move passes, and a search `reduction`
    /// plies shallower shows whether its position holds `beta` even so
    /// (the side to move could almost always do better than pass). The
    /// score to cut off with, if it holds.
    fn null_move_cutoff(&mut self, depth: i32, beta: i32, ply: usize) -> Option<i32> {
        let reduction = NULL_MOVE_REDUCTION + depth / NULL_MOVE_DIVISOR;
        let undo = self.node.pass();
        // Nothing before a pass can repeat: the other side moves twice.
        let reversible = self.repetitions.push(self.node.hash(), true);
        let score = -self.negamax(depth - 1 - reduction, -beta, -beta + 1, ply + 1, false);
        self.repetitions.pop(reversible);
        self.node.unpass(undo);
        if self.aborted {
            return Some(0);
        }
        (score >= beta).then_some(if score >= MATE_BOUND { beta } else { score })
    }
}

/// The stored score of `entry`, when its bound settles the window
/// (`alpha`, `beta`) `ply` plies from the root.
fn table_cut(entry: &Entry, alpha: i32, beta: i32, ply: usize) -> Option<i32> {
    let score = from_table(entry.score, ply);
    let cut = match entry.bound {
        Bound::Exact => true,
        Bound::Lower => score >= beta,
        Bound::Upper => score <= alpha,
    };
    cut.then_some(score)
}

/// How many plies a late quiet move is searched less deep.
pub(super) fn late_move_reduction(depth: i32, index: usize) -> i32 {
    let r = (f64::from(depth).ln() * (index as f64).ln() / LMR_DIVISOR) as i32;
    r.clamp(1, depth - 2)
}
