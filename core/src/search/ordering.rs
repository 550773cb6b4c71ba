//! Move ordering: which of a node's moves the search tries first.
//!
//! [`OrderedMoves`] hands out a node's moves in stages: the transposition
//! table's move, then captures (the most valuable victim first, a 0 above
//! all, then the cheaper attacker), then the two killer moves of the ply,
//! then the other quiet moves by their history. Each stage does its work only
//! when the one before is exhausted, so a cutoff by the table's move costs
//! no ordering at all.

use super::{params::HISTORY_MAX, Node, SearchMove, MAX_PLY, MAX_SQUARES};
use crate::Side;
use arrayvec::ArrayVec;

/// What the search has learnt about quiet moves: the two latest that
/// refuted the opponent at each ply (killers), and per side, from-square and
/// to-square, how often a move succeeded (history).
#[derive(Clone, Debug)]
pub(crate) struct QuietHistory<M> {
    killers: Vec<[Option<M>; 2]>,
    counters: Vec<i32>,
}

impl<M: Copy> QuietHistory<M> {
    pub(crate) fn new() -> QuietHistory<M> {
        QuietHistory {
            killers: vec![[None; 2]; MAX_PLY + 1],
            counters: vec![0; 2 * MAX_SQUARES * MAX_SQUARES],
        }
    }

    pub(crate) fn clear(&mut self) {
        self.killers.fill([None; 2]);
        self.counters.fill(0);
    }

    fn killers(&self, ply: usize) -> [Option<M>; 2] {
        self.killers.get(ply).copied().unwrap_or([None; 2])
    }
}

impl<M: SearchMove> QuietHistory<M> {
    fn index(side: Side, m: M) -> usize {
        let (from, to) = m.squares();
        (side.index() * MAX_SQUARES + usize::from(from)) * MAX_SQUARES + usize::from(to)
    }

    /// The history counter of quiet move `m` by `side`.
    fn counter(&self, side: Side, m: M) -> i32 {
        self.counters[QuietHistory::index(side, m)]
    }

    /// Quiet move `m` of `side` refuted the opponent at `ply`, `depth` plies
    /// from the leaves: remember it as a killer and raise its history; lower
    /// the history of the quiet moves `tried` before it.
    pub(crate) fn reward_quiet(&mut self, side: Side, m: M, ply: usize, depth: i32, tried: &[M]) {
        if let Some(killers) = self.killers.get_mut(ply) {
            if killers[0] != Some(m) {
                killers[1] = killers[0];
                killers[0] = Some(m);
            }
        }
        let bonus = depth * depth;
        let counter = &mut self.counters[QuietHistory::index(side, m)];
        *counter = (*counter + bonus).min(HISTORY_MAX);
        for &other in tried {
            let counter = &mut self.counters[QuietHistory::index(side, other)];
            *counter = (*counter - bonus).max(-HISTORY_MAX);
        }
    }
}

/// Captures are keyed from here up, quiet moves (by history) below.
const CAPTURE_KEYS: i32 = 2 * HISTORY_MAX;

/// The ordering key of `m` in `node`: captures by the game's
/// [`Node::capture_rank`] from [`CAPTURE_KEYS`] up, quiet moves by history
/// below.
fn move_key<N: Node>(node: &N, history: &QuietHistory<N::Move>, m: N::Move) -> i32 {
    if m.is_capture() {
        CAPTURE_KEYS + node.capture_rank(m)
    } else {
        history.counter(node.turn(), m)
    }
}

/// The root's moves in the order of a node without table move or killers:
/// captures first, then quiet moves by history.
pub(crate) fn order_root<N: Node>(
    moves: &mut [N::Move],
    node: &N,
    history: &QuietHistory<N::Move>,
) {
    moves.sort_by_key(|&m| std::cmp::Reverse(move_key(node, history, m)));
}

/// The most moves a node of any game has (Capture the Flag's).
const MAX_MOVES: usize = {
    let (a, b) = (
        crate::games::math_chess::MAX_MOVES,
        crate::games::capture_the_flag::MAX_MOVES,
    );
    if a > b {
        a
    } else {
        b
    }
};

/// The ordering keys of a node's moves, kept by [`OrderedMoves`].
pub(crate) type Keys = ArrayVec<i32, MAX_MOVES>;

/// The stages of [`OrderedMoves`], in order.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Stage {
    TableMove,
    Captures,
    Killers,
    Quiets,
    Done,
}

/// Hands out one node's moves, best first, in [`Stage`]s.
pub(crate) struct OrderedMoves<'a, M> {
    moves: &'a mut [M],
    /// The [`move_key`] of each move (in the caller's storage: an
    /// `OrderedMoves` is moved around, and a whole list of keys is too big to copy).
    keys: &'a mut Keys,
    /// The moves before this index have been handed out.
    next: usize,
    /// How many captures are left: the captures' stage ends without
    /// looking through the quiet moves once more.
    captures_left: usize,
    stage: Stage,
    table_move: Option<(u8, u8)>,
    /// The killers not yet looked for, the next first.
    killers: [Option<M>; 2],
}

impl<'a, M: SearchMove> OrderedMoves<'a, M> {
    /// The moves `moves` of `node` at `ply`, with the table's move by
    /// its squares; `keys` is where it keeps the moves' ordering keys.
    pub(crate) fn new<N: Node<Move = M>>(
        moves: &'a mut [M],
        keys: &'a mut Keys,
        node: &N,
        table_move: Option<(u8, u8)>,
        history: &QuietHistory<M>,
        ply: usize,
    ) -> OrderedMoves<'a, M> {
        keys.clear();
        keys.extend(moves.iter().map(|&m| move_key(node, history, m)));
        let captures_left = moves.iter().filter(|m| m.is_capture()).count();
        OrderedMoves {
            moves,
            keys,
            next: 0,
            captures_left,
            stage: Stage::TableMove,
            table_move,
            killers: history.killers(ply),
        }
    }

    /// The next move to try, or `None` when all have been tried.
    pub(crate) fn next(&mut self) -> Option<M> {
        loop {
            let picked = match self.stage {
                Stage::TableMove => {
                    self.stage = Stage::Captures;
                    let table_move = self.table_move;
                    self.take_first(|m| table_move == Some(m.squares()))
                }
                Stage::Captures => {
                    let picked = if self.captures_left > 0 {
                        self.take_best(CAPTURE_KEYS)
                    } else {
                        None
                    };
                    if picked.is_none() {
                        self.stage = Stage::Killers;
                    }
                    picked
                }
                Stage::Killers => {
                    let [killer, later] = self.killers;
                    self.killers = [later, None];
                    if killer.is_none() {
                        self.stage = Stage::Quiets;
                    }
                    killer.and_then(|killer| self.take_first(|m| m == killer))
                }
                Stage::Quiets => {
                    let picked = self.take_best(i32::MIN);
                    if picked.is_none() {
                        self.stage = Stage::Done;
                    }
                    picked
                }
                Stage::Done => return None,
            };
            if picked.is_some() {
                return picked;
            }
        }
    }

    /// Hands out the first remaining move that `wanted` accepts.
    fn take_first(&mut self, wanted: impl Fn(M) -> bool) -> Option<M> {
        let found = self.next + self.moves[self.next..].iter().position(|&m| wanted(m))?;
        Some(self.hand_out(found))
    }

    /// Hands out the remaining move with the highest key (the first of
    /// equal ones), if that key is at least `floor`.
    fn take_best(&mut self, floor: i32) -> Option<M> {
        let (mut best, mut best_key) = (self.next, *self.keys.get(self.next)?);
        for (i, &key) in self.keys.iter().enumerate().skip(self.next + 1) {
            if key > best_key {
                (best, best_key) = (i, key);
            }
        }
        (best_key >= floor).then(|| self.hand_out(best))
    }

    /// Swaps the move at `index` to the front of the remaining ones and
    /// hands it out.
    fn hand_out(&mut self, index: usize) -> M {
        self.captures_left -= usize::from(self.moves[index].is_capture());
        self.moves.swap(self.next, index);
        self.keys.swap(self.next, index);
        self.next += 1;
        self.moves[self.next - 1]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::math_chess::{engine::node::MathNode, Game, Move, MoveList, Preset, Square};

    /// Blue 1 (c3) with 2 (d4) can take Red's 0 on g7, and 7 (a1) with 4
    /// (a2) Red's 9 on a5; every other Blue move is a step.
    const POSITION: &str = "9/9/9/9/6R02/9/R98/3B25/2B16/B48/B77B0 b";

    fn node(position: &str) -> MathNode {
        let game = Game::from_position(Preset::Chessplayx.rules(), position.parse().unwrap());
        MathNode::root(&game).node
    }

    fn setup() -> (MathNode, MoveList) {
        let node = node(POSITION);
        let moves = node.pos.legal_moves(&node.rules);
        (node, moves)
    }

    fn squares(from: Square, to: Square) -> Option<(u8, u8)> {
        Some((from.index() as u8, to.index() as u8))
    }

    fn find(moves: &MoveList, text: &str) -> Move {
        *moves.iter().find(|m| m.to_string() == text).unwrap()
    }

    /// The order in which [`OrderedMoves`] over `moves` hands them out.
    fn picked(
        moves: &MoveList,
        pos: &MathNode,
        table_move: Option<(u8, u8)>,
        history: &QuietHistory<Move>,
        ply: usize,
    ) -> Vec<String> {
        let (mut list, mut keys) = (moves.clone(), Keys::new());
        let mut ordered = OrderedMoves::new(&mut list, &mut keys, pos, table_move, history, ply);
        std::iter::from_fn(|| ordered.next())
            .map(|m| m.to_string())
            .collect()
    }

    #[test]
    fn stages_come_in_order() {
        let (pos, moves) = setup();
        let side = pos.turn();
        let mut history = QuietHistory::new();
        let [table_move, killer, older_killer, good, bad] =
            ["d4-d6", "c3-b4", "d4-f2", "a2-a3", "c3-c4"].map(|text| find(&moves, text));
        // Killers: the latest first. QuietHistory: `good` succeeded at depth 3
        // after `bad` had been tried.
        history.reward_quiet(side, older_killer, 2, 1, &[]);
        history.reward_quiet(side, killer, 2, 1, &[]);
        history.reward_quiet(side, good, 5, 3, &[bad]);
        let order = picked(
            &moves,
            &pos,
            squares(table_move.from(), table_move.to()),
            &history,
            2,
        );
        assert_eq!(
            order[..6],
            ["d4-d6", "c3xg7", "a1xa5", "c3-b4", "d4-f2", "a2-a3"]
        );
        assert_eq!(order.last().map(String::as_str), Some("c3-c4"));
        let mut sorted = order.clone();
        sorted.sort();
        let mut all: Vec<String> = moves.iter().map(ToString::to_string).collect();
        all.sort();
        assert_eq!(sorted, all, "every move exactly once");
    }

    #[test]
    fn without_table_move_or_killers_captures_come_first() {
        let (pos, moves) = setup();
        let history = QuietHistory::new();
        // Killers of another ply do not count here.
        let order = picked(&moves, &pos, None, &history, 7);
        assert_eq!(order[..2], ["c3xg7", "a1xa5"]);
        assert_eq!(order.len(), moves.len());
        // A table move that is not among the moves (a hash collision) is skipped.
        let stale = squares(Square::new(0), Square::new(98));
        assert_eq!(picked(&moves, &pos, stale, &history, 0), order);
    }

    #[test]
    fn cheaper_attackers_first_among_equal_victims() {
        // Red 9 on a5 can be taken by Blue 7 (a1, with 4 on a2: 7-4) and by
        // Blue 2 (c3, with 1 on b4: 2-1).
        let pos = node("8R0/9/9/9/9/9/R98/1B17/2B26/B48/B77B0 b");
        let moves = pos.pos.legal_moves(&pos.rules);
        let captures: Vec<Move> = moves.iter().copied().filter(|m| m.is_capture()).collect();
        let ranks: Vec<(String, i32)> = captures
            .iter()
            .map(|&m| (m.to_string(), pos.capture_rank(m)))
            .collect();
        assert_eq!(captures.len(), 2, "{ranks:?}");
        let by_one = ranks.iter().find(|(t, _)| t.starts_with("c3")).unwrap();
        let by_seven = ranks.iter().find(|(t, _)| t.starts_with("a1")).unwrap();
        assert!(by_one.1 > by_seven.1, "{ranks:?}");
        let history = QuietHistory::new();
        let order = picked(&moves, &pos, None, &history, 0);
        assert_eq!(order.first(), Some(&by_one.0));
    }

    #[test]
    fn the_root_order_puts_captures_first() {
        let (pos, mut moves) = setup();
        let mut history = QuietHistory::new();
        let good = find(&moves, "a2-a3");
        history.reward_quiet(pos.turn(), good, 3, 4, &[]);
        order_root(&mut moves, &pos, &history);
        let order: Vec<String> = moves.iter().take(3).map(ToString::to_string).collect();
        assert_eq!(order, ["c3xg7", "a1xa5", "a2-a3"]);
    }
}
