//! The quiescence search: beyond the full-width search, captures only
//! (every move while the own 0 is attacked, for a few plies; at the first
//! ply, the quiet moves that attack the enemy 0 too), until the position
//! is quiet enough for its static evaluation.

use super::{Searcher, MAX_PLY};
use crate::{
    engine::{
        eval::{evaluate_with_captures, material, value_of, Scores},
        ordering::{Keys, OrderedMoves},
        params::{DELTA_MARGIN, EVASION_PLIES, PLACEMENT_BOUND},
        score::{mate_in, mated_in, INFINITY},
        threats::zero_threats,
    },
    MoveList,
};

impl Searcher<'_> {
    /// The value of the current position for its side to move, `ply`
    /// plies from the root, by the quiescence search within (`alpha`,
    /// `beta`), its place beyond the full-width search given by `horizon`.
    pub(super) fn quiesce(
        &mut self,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        horizon: Horizon,
    ) -> i32 {
        if let Some(score) = self.terminal(ply) {
            return score;
        }
        if self.poll() {
            return 0;
        }
        if ply >= MAX_PLY - 1 {
            return self.evaluate();
        }
        if self.pos.material(self.pos.turn()) == 0 {
            // Only 0s left: no legal move.
            return self.no_move_score(ply);
        }
        // While the own 0 is attacked, standing pat is no option: every move
        // is tried, for a while.
        let in_danger = self.in_danger();
        if in_danger && horizon.evasions() < EVASION_PLIES {
            let mut moves = MoveList::new();
            self.pos.push_legal_moves(&self.rules, &mut moves);
            if moves.is_empty() {
                return self.no_move_score(ply);
            }
            let zeros_safe = !self.takes_zero(&moves);
            if self.zero_capture_if(!zeros_safe, &moves).is_some() {
                return mate_in(ply + 1);
            }
            let after = Horizon::Evasions(horizon.evasions() + 1);
            let node = QuiescenceNode {
                ply,
                horizon: after,
                in_danger: true,
                zeros_safe,
            };
            return self.quiesce_moves(&mut moves, alpha, beta, node, -INFINITY);
        }
        // A capture of the enemy 0 found after a cutoff here would only raise
        // a bound that already fails high.
        let material = material(&self.pos, &self.rules, Scores(self.scores));
        if material - PLACEMENT_BOUND >= beta {
            return material - PLACEMENT_BOUND;
        }
        let mut captures = MoveList::new();
        let stand_pat =
            evaluate_with_captures(&self.pos, &self.rules, Scores(self.scores), &mut captures);
        if stand_pat >= beta {
            return stand_pat;
        }
        let zeros_safe = !self.takes_zero(&captures);
        if self.zero_capture_if(!zeros_safe, &captures).is_some() {
            return mate_in(ply + 1);
        }
        let node = QuiescenceNode {
            ply,
            horizon: horizon.next(),
            in_danger,
            zeros_safe,
        };
        alpha = alpha.max(stand_pat);
        // A capture that cannot lift the score to alpha even unanswered is skipped.
        captures.retain(|m| {
            let gain = self
                .pos
                .piece_at(m.to())
                .map_or(0, |p| value_of(p.number()));
            stand_pat + gain + DELTA_MARGIN > alpha
        });
        let best = self.quiesce_moves(&mut captures, alpha, beta, node, stand_pat);
        if horizon != Horizon::First || best >= beta || self.aborted {
            return best;
        }
        // At the horizon, a line opening onto the enemy 0 is no quiet move:
        // the enemy must answer it.
        let enemy = (!self.pos.turn()).index();
        let mut threats = MoveList::new();
        zero_threats(&mut self.pos, &self.rules, &self.zeros[enemy], &mut threats);
        self.quiesce_moves(&mut threats, alpha.max(best), beta, node, best)
    }

    /// The quiescence search over `moves` of `node`, best first, from `best` so far.
    fn quiesce_moves(
        &mut self,
        moves: &mut MoveList,
        mut alpha: i32,
        beta: i32,
        node: QuiescenceNode,
        mut best: i32,
    ) -> i32 {
        let QuiescenceNode {
            ply,
            horizon,
            in_danger,
            zeros_safe,
        } = node;
        let (dropped, shields) = self.drop_lost_moves(moves, in_danger, ply);
        best = best.max(dropped);
        let mut keys = Keys::new();
        let mut ordered = OrderedMoves::new(moves, &mut keys, &self.pos, None, self.history, ply);
        while let Some(m) = ordered.next() {
            if self.shield_move_loses(shields, m) {
                best = best.max(mated_in(ply + 2));
                continue;
            }
            let undo = self.make(m, zeros_safe);
            let score = -self.quiesce(-beta, -alpha, ply + 1, horizon);
            self.unmake(m, undo);
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                alpha = alpha.max(score);
                if score >= beta {
                    break;
                }
            }
        }
        best
    }
}

/// What the quiescence search of a node's moves needs to know of it.
#[derive(Copy, Clone, Debug)]
struct QuiescenceNode {
    ply: usize,
    /// Where its children stand.
    horizon: Horizon,
    /// Is a 0 of the side to move attacked?
    in_danger: bool,
    /// No legal move here takes a 0 (see `Searcher::danger_lines`).
    zeros_safe: bool,
}

/// Where a quiescence node stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Horizon {
    /// Right at the end of the full-width search: quiet moves that attack
    /// the enemy 0 are searched too.
    First,
    /// Beyond it, after this many plies in which the side to move answered
    /// an attack on its 0 with any move.
    Evasions(u32),
}

impl Horizon {
    fn evasions(self) -> u32 {
        match self {
            Horizon::First => 0,
            Horizon::Evasions(n) => n,
        }
    }

    /// The children's place after a capture or a threat.
    fn next(self) -> Horizon {
        Horizon::Evasions(self.evasions())
    }
}
