//! The quiescence search: beyond the full-width search, captures only
//! (every move while in danger, for a few plies; at the first ply, the
//! game's threats too: in the first game, the quiet moves that attack the
//! enemy 0), until the position is quiet enough for its static evaluation.

use super::{MoveBuffer, Node, Searcher, MAX_PLY};
use crate::search::{
    ordering::{Keys, OrderedMoves},
    params::{DELTA_MARGIN, EVASION_PLIES},
    score::{mate_in, mated_in, INFINITY},
};

impl<N: Node> Searcher<'_, N> {
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
        if let Some(score) = self.node.terminal(ply) {
            return score;
        }
        if self.poll() {
            return 0;
        }
        if ply >= MAX_PLY - 1 {
            return self.node.evaluate();
        }
        if self.node.surely_stuck() {
            return self.node.no_move_score(ply);
        }
        // While in danger, or under a threat to answer, standing pat is
        // no option: every move is tried, for a while.
        let in_danger = self.node.must_answer();
        if in_danger && horizon.evasions() < EVASION_PLIES {
            let mut moves = N::MoveList::default();
            self.node.push_legal_moves(&mut moves);
            if moves.is_empty() {
                return self.node.no_move_score(ply);
            }
            let facts = self.node.facts(&moves);
            if self.node.winning_move(facts, &moves).is_some() {
                return mate_in(ply + 1);
            }
            let after = Horizon::Answered(horizon.evasions() + 1);
            let node = QuiescenceNode {
                ply,
                horizon: after,
                in_danger: true,
                facts,
            };
            return self.quiesce_moves(&mut moves, alpha, beta, node, -INFINITY);
        }
        // A win at once found after a cutoff here would only raise a bound
        // that already fails high.
        if let Some(floor) = self.node.evaluation_floor().filter(|&floor| floor >= beta) {
            return floor;
        }
        let mut captures = N::MoveList::default();
        let stand_pat = self.node.stand_pat(&mut captures);
        if stand_pat >= beta {
            return stand_pat;
        }
        let facts = self.node.facts(&captures);
        if self.node.winning_move(facts, &captures).is_some() {
            return mate_in(ply + 1);
        }
        let node = QuiescenceNode {
            ply,
            horizon: horizon.next(),
            in_danger,
            facts,
        };
        alpha = alpha.max(stand_pat);
        // A capture that cannot lift the score to alpha even unanswered is skipped.
        captures.retain(|m| stand_pat + self.node.capture_gain(m) + DELTA_MARGIN > alpha);
        let best = self.quiesce_moves(&mut captures, alpha, beta, node, stand_pat);
        if best >= beta || self.aborted {
            return best;
        }
        // At the horizon, a threat is no quiet move: the enemy must answer
        // it; and an answer is tried against the threats it had to meet.
        let mut threats = N::MoveList::default();
        match horizon {
            Horizon::First => self.node.push_horizon_threats(&mut threats),
            Horizon::Answered(_) => self.node.push_answered_threats(&mut threats),
            Horizon::Evasions(_) => {}
        }
        if threats.is_empty() {
            return best;
        }
        self.quiesce_moves(&mut threats, alpha.max(best), beta, node, best)
    }

    /// The quiescence search over `moves` of `node`, best first, from `best` so far.
    fn quiesce_moves(
        &mut self,
        moves: &mut N::MoveList,
        mut alpha: i32,
        beta: i32,
        node: QuiescenceNode<N::Facts>,
        mut best: i32,
    ) -> i32 {
        let QuiescenceNode {
            ply,
            horizon,
            in_danger,
            facts,
        } = node;
        let (dropped, suspects) = self
            .node
            .drop_lost_moves(moves, in_danger, &self.repetitions);
        if let Some(plies) = dropped {
            best = best.max(mated_in(ply + plies));
        }
        let mut keys = Keys::new();
        let mut ordered = OrderedMoves::new(moves, &mut keys, &self.node, None, self.history, ply);
        while let Some(m) = ordered.next() {
            if self.node.suspect_loses(suspects, m, &self.repetitions) {
                best = best.max(mated_in(ply + 2));
                continue;
            }
            let undo = self.make(m, facts);
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
struct QuiescenceNode<F> {
    ply: usize,
    /// Where its children stand.
    horizon: Horizon,
    /// Is the side to move in danger (see [`Node::in_danger`])?
    in_danger: bool,
    /// What the game knows of the moves here.
    facts: F,
}

/// Where a quiescence node stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Horizon {
    /// Right at the end of the full-width search: the game's threats
    /// ([`Node::push_horizon_threats`]) are searched too.
    First,
    /// Beyond it, after this many plies in which the side to move answered
    /// an attack on its 0 with any move.
    Evasions(u32),
    /// Right after such a ply (its count included): the answer is tried
    /// against the game's threats again ([`Node::push_answered_threats`]).
    Answered(u32),
}

impl Horizon {
    fn evasions(self) -> u32 {
        match self {
            Horizon::First => 0,
            Horizon::Evasions(n) | Horizon::Answered(n) => n,
        }
    }

    /// The children's place after a capture or a threat.
    fn next(self) -> Horizon {
        Horizon::Evasions(self.evasions())
    }
}
