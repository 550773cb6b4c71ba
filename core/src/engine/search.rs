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

use std::{
    sync::atomic::{AtomicBool, Ordering},
    time::Instant,
};

use super::{
    ending::{decided_score, no_move_score},
    eval::{evaluate, evaluate_with_captures, material, value_of, Scores},
    ordering::{order_root, Keys, OrderedMoves, QuietHistory},
    params::{
        DANGER_EXTENSION, DELTA_MARGIN, EVASION_PLIES, FUTILITY_DEPTH, FUTILITY_MARGIN, LMR_DEPTH,
        LMR_DIVISOR, LMR_INDEX, NULL_MOVE_DEPTH, NULL_MOVE_DIVISOR, NULL_MOVE_REDUCTION,
        PANIC_DROP, PANIC_FACTOR, PLACEMENT_BOUND,
    },
    score::{from_table, is_decisive, mate_in, mated_in, to_table, DRAW, INFINITY, MATE_BOUND},
    threats::{answering_squares, attacked_through, shields, zero_threats},
    tt::{Bound, Table},
    Limits, SearchResult,
};
use crate::{Game, Move, MoveList, Piece, Position, Rules, Side, Square, SquareSet};

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
    reversible_from: usize,
    danger_lines: SquareSet,
}

/// The state of one search: the position being searched and its bookkeeping.
struct Searcher<'a> {
    tt: &'a mut Table,
    history: &'a mut QuietHistory,
    rules: Rules,
    pos: Position,
    scores: [u16; 2],
    /// Hashes of the game's positions since its last capture, then of the
    /// search path; the last is the current position.
    path: Vec<u64>,
    /// Where the search path starts in `path` (the root position).
    root_index: usize,
    /// The first index of `path` the current position could repeat
    /// (nothing before a capture or a null move can).
    reversible_from: usize,
    /// The squares of each side's 0s at the root; a 0 never moves.
    zeros: [Vec<Square>; 2],
    /// The squares whose lines may hold an attack on a 0 of the side to
    /// move: the last move's two squares when no 0 of this side could be
    /// taken before it (any new attack runs through one of them), else all.
    danger_lines: SquareSet,
    pv: Vec<Vec<Move>>,
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
            root_index: path.len() - 1,
            reversible_from: 0,
            path,
            zeros,
            danger_lines: SquareSet::ALL,
            pos,
            pv: vec![Vec::new(); MAX_PLY + 1],
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

    fn iterate(&mut self, moves: &mut [Move]) -> SearchResult {
        order_root(moves, &self.pos, self.history);
        let mut best = moves[0];
        let mut score = DRAW;
        let mut pv = vec![best];
        if let Some(win) = self.zero_capture(moves) {
            return self.result(win, mate_in(1), vec![win], 1);
        }
        let max_depth = self.limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        for depth in 1..=max_depth {
            let (iteration_best, iteration_score) = self.root(moves, depth);
            if let Some(m) = iteration_best {
                // Even an interrupted iteration's best move beats the last one:
                // it was searched in full and scored above it.
                best = m;
                score = iteration_score;
                pv = self.pv[0].clone();
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
    fn panic_if_dropped(&mut self, score: i32) {
        if let (Some(last), Some(nodes)) = (self.last_score, self.limits.nodes) {
            if score < last - PANIC_DROP && !self.panicked {
                self.panicked = true;
                self.limits.nodes = Some(nodes * PANIC_FACTOR);
            }
        }
    }

    fn result(&self, best: Move, score: i32, pv: Vec<Move>, depth: u32) -> SearchResult {
        SearchResult {
            best,
            claim: best.ops().iter().next(),
            score,
            pv,
            depth,
            nodes: self.nodes,
        }
    }

    /// One iteration at the root: the best move that beat the first and its score.
    fn root(&mut self, moves: &mut [Move], depth: u32) -> (Option<Move>, i32) {
        let depth = i32::try_from(depth).unwrap_or(i32::MAX);
        let mut alpha = -INFINITY;
        let mut best = None;
        let zeros_safe = self.root_zeros_safe();
        for i in 0..moves.len() {
            let m = moves[i];
            let undo = self.make(m, zeros_safe);
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
            if i == 0 {
                self.panic_if_dropped(score);
            }
            if score > alpha {
                alpha = score;
                best = Some(m);
                self.update_pv(0, m);
                // Keep the best move first for the next iteration.
                moves[..=i].rotate_right(1);
            }
        }
        // An interrupted iteration's score is only a bound: not worth keeping.
        if let (Some(m), false) = (best, self.aborted) {
            self.tt.store(
                self.pos.hash(),
                Some(m),
                to_table(alpha, 0),
                depth_byte(depth),
                Bound::Exact,
            );
        }
        (best, alpha)
    }

    fn negamax(
        &mut self,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        pv_node: bool,
    ) -> i32 {
        self.pv[ply].clear();
        if let Some(score) = self.terminal(ply) {
            return score;
        }
        if self.is_repetition() {
            return DRAW;
        }
        if depth <= 0 {
            return self.quiesce(alpha, beta, ply, Horizon::First);
        }
        if self.poll() {
            return 0;
        }
        if ply >= MAX_PLY - 1 {
            return self.evaluate();
        }
        // No line can do better than winning now, nor worse than losing now.
        alpha = alpha.max(mated_in(ply));
        beta = beta.min(mate_in(ply + 1));
        if alpha >= beta {
            return alpha;
        }
        let in_danger = self.in_danger();
        if in_danger {
            depth += DANGER_EXTENSION;
        }
        let hash = self.pos.hash();
        let entry = self.tt.probe(hash);
        if let Some(e) = entry.filter(|e| !pv_node && i32::from(e.depth) >= depth) {
            let score = from_table(e.score, ply);
            let cut = match e.bound {
                Bound::Exact => true,
                Bound::Lower => score >= beta,
                Bound::Upper => score <= alpha,
            };
            if cut {
                return score;
            }
        }
        let tt_move = entry.and_then(|e| e.squares());
        // Only the pruning of non-PV nodes out of danger looks at the static
        // evaluation: the null move at once, futility (near the leaves) not
        // before a late quiet move, which a cutoff often spares.
        let prunable = !pv_node && !in_danger;
        let mut static_eval = (prunable && depth >= NULL_MOVE_DEPTH).then(|| self.evaluate());

        if static_eval.is_some_and(|eval| eval >= beta) && self.pos.material(self.pos.turn()) > 0 {
            let reduction = NULL_MOVE_REDUCTION + depth / NULL_MOVE_DIVISOR;
            let (reversible_from, danger_lines) = (self.reversible_from, self.danger_lines);
            self.pos.pass();
            self.path.push(self.pos.hash());
            self.reversible_from = self.path.len() - 1;
            self.danger_lines = SquareSet::ALL;
            let score = -self.negamax(depth - 1 - reduction, -beta, -beta + 1, ply + 1, false);
            self.path.pop();
            self.pos.pass();
            self.reversible_from = reversible_from;
            self.danger_lines = danger_lines;
            if self.aborted {
                return 0;
            }
            if score >= beta {
                return if score >= MATE_BOUND { beta } else { score };
            }
        }

        let mut moves = MoveList::new();
        self.pos.push_legal_moves(&self.rules, &mut moves);
        if moves.is_empty() {
            return self.no_move_score(ply);
        }
        let zeros_safe = !self.takes_zero(&moves);
        if let Some(win) = self.zero_capture_if(!zeros_safe, &moves) {
            self.pv[ply + 1].clear();
            self.update_pv(ply, win);
            return mate_in(ply + 1);
        }
        let (mut best_score, shields) = self.drop_lost_moves(&mut moves, in_danger, ply);
        let mut keys = Keys::new();
        let mut ordered =
            OrderedMoves::new(&mut moves, &mut keys, &self.pos, tt_move, self.history, ply);
        let original_alpha = alpha;
        let mut best_move = None;
        let mut quiets_tried: MoveList = MoveList::new();
        for i in 0.. {
            let Some(m) = ordered.next() else {
                break;
            };
            if self.shield_move_loses(shields, m) {
                best_score = best_score.max(mated_in(ply + 2));
                continue;
            }
            let quiet = !m.is_capture();
            if quiet && prunable && i > 0 && depth <= FUTILITY_DEPTH {
                let eval = *static_eval.get_or_insert_with(|| self.evaluate());
                if eval + FUTILITY_MARGIN * depth <= alpha {
                    best_score = best_score.max(eval + FUTILITY_MARGIN * depth);
                    continue;
                }
            }
            let undo = self.make(m, zeros_safe);
            let score = if i == 0 {
                -self.negamax(depth - 1, -beta, -alpha, ply + 1, pv_node)
            } else {
                let reduction = if quiet
                    && depth >= LMR_DEPTH
                    && i >= LMR_INDEX
                    && !in_danger
                    && !self.in_danger()
                {
                    late_move_reduction(depth, i)
                } else {
                    0
                };
                let mut score =
                    -self.negamax(depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, false);
                if score > alpha && reduction > 0 {
                    score = -self.negamax(depth - 1, -alpha - 1, -alpha, ply + 1, false);
                }
                if score > alpha && score < beta {
                    score = -self.negamax(depth - 1, -beta, -alpha, ply + 1, pv_node);
                }
                score
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
                    self.update_pv(ply, m);
                    if score >= beta {
                        if quiet {
                            let side = self.pos.turn();
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
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(
            hash,
            best_move,
            to_table(best_score, ply),
            depth_byte(depth),
            bound,
        );
        best_score
    }

    fn quiesce(&mut self, mut alpha: i32, beta: i32, ply: usize, horizon: Horizon) -> i32 {
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

    /// Is the current position a draw by repetition? A position seen earlier
    /// in the search counts as one: the side that repeated could repeat again.
    fn is_repetition(&self) -> bool {
        let now = self.path.len() - 1;
        self.repeats(self.path[now], now)
    }

    /// Would the position with `hash`, at index `now` of the path, be a draw
    /// by repetition?
    fn repeats(&self, hash: u64, now: usize) -> bool {
        let mut earlier_in_game = 0;
        for i in self.earlier_indices(now) {
            if self.path[i] == hash {
                if i >= self.root_index {
                    return true;
                }
                earlier_in_game += 1;
                if earlier_in_game >= 2 {
                    return true;
                }
            }
        }
        false
    }

    /// The indices of the path that a position at index `now` could repeat:
    /// those since the last capture with the same side to move, latest
    /// first; none when repetition is no draw.
    fn earlier_indices(&self, now: usize) -> impl Iterator<Item = usize> {
        let from = if self.rules.repetition_draw {
            self.reversible_from
        } else {
            now
        };
        (from..now.saturating_sub(1)).rev().step_by(2)
    }

    /// A 128-bit sketch of the positions a position at index `now` could
    /// repeat (bit `hash % 128` of each): a hash whose bit is clear repeats
    /// none of them.
    fn earlier_sketch(&self, now: usize) -> u128 {
        self.earlier_indices(now)
            .fold(0, |sketch, i| sketch | 1 << (self.path[i] % 128))
    }

    /// Could the other side capture a 0 of the side to move next move?
    fn in_danger(&self) -> bool {
        let turn = self.pos.turn();
        let zeros = &self.zeros[turn.index()];
        attacked_through(&self.pos, &self.rules, turn, zeros, self.danger_lines)
    }

    /// Can no legal move at the root take a 0? (Its moves may be only some.)
    fn root_zeros_safe(&self) -> bool {
        !self.takes_zero(&self.pos.legal_moves(&self.rules))
    }

    /// Can the side to move take a 0 with one of `moves`, all its legal
    /// captures?
    fn takes_zero(&self, moves: &[Move]) -> bool {
        let zero = Some(Piece::new(!self.pos.turn(), 0));
        moves
            .iter()
            .any(|m| m.is_capture() && self.pos.piece_at(m.to()) == zero)
    }

    /// Moves that lose at once, found before the search of a node's moves:
    /// while a 0 is attacked (`in_danger`), every move that does not answer
    /// the attack is dropped from `moves` now. Returns the score of the best
    /// dropped move (-[`INFINITY`] if none), and the squares of the shields
    /// whose moves must still be checked, one by one, when tried.
    fn drop_lost_moves(
        &mut self,
        moves: &mut MoveList,
        in_danger: bool,
        ply: usize,
    ) -> (i32, SquareSet) {
        let turn = self.pos.turn();
        if !in_danger {
            return (
                -INFINITY,
                shields(&self.pos, turn, &self.zeros[turn.index()]),
            );
        }
        let answers = answering_squares(&self.pos, &self.rules, turn, &self.zeros[turn.index()]);
        let count = moves.len();
        let now = self.path.len();
        let earlier = self.earlier_sketch(now);
        moves.retain(|&mut m| {
            if answers.contains(m.to()) {
                !self.loses_at_once(m)
            } else if m.is_capture() {
                // The attack stays open: only a game ended first saves it.
                self.capture_ends_game(m)
            } else {
                let hash = self.pos.hash_after_step(m);
                earlier & 1 << (hash % 128) != 0 && self.repeats(hash, now)
            }
        });
        let dropped = if moves.len() < count {
            mated_in(ply + 2)
        } else {
            -INFINITY
        };
        (dropped, SquareSet::EMPTY)
    }

    /// Is `m` a move of one of `shields` (from [`Searcher::drop_lost_moves`])
    /// that loses at once? Other moves cannot open a line onto a 0.
    fn shield_move_loses(&mut self, shields: SquareSet, m: Move) -> bool {
        shields.contains(m.from()) && self.loses_at_once(m)
    }

    /// Would `m` lose at once: leave a 0 of the side to move that the other
    /// side can take next, in a game that goes on (no points target reached,
    /// no repetition)? The reply takes the 0, so such a move scores
    /// `mated_in(ply + 2)` without being searched.
    ///
    /// Every attack on the mover's 0s before the move must run through
    /// `m.to()` (as when there is none): only the lines through its two
    /// squares are looked at.
    fn loses_at_once(&mut self, m: Move) -> bool {
        let mover = self.pos.turn();
        let captured = self.pos.play_unchecked(m);
        let lines = SquareSet::from(m.from()).with(m.to());
        let zeros = &self.zeros[mover.index()];
        let loses = attacked_through(&self.pos, &self.rules, mover, zeros, lines)
            && !self.decided_after(mover, captured)
            && (captured.is_some() || !self.repeats(self.pos.hash(), self.path.len()));
        self.pos.undo_unchecked(m, captured);
        loses
    }

    /// Does the capture `m` end the game at once (the points target)?
    fn capture_ends_game(&mut self, m: Move) -> bool {
        let mover = self.pos.turn();
        let captured = self.pos.play_unchecked(m);
        let ends = self.decided_after(mover, captured);
        self.pos.undo_unchecked(m, captured);
        ends
    }

    /// With a move of `mover` just played that took `captured`: is the game
    /// decided now?
    fn decided_after(&self, mover: Side, captured: Option<Piece>) -> bool {
        let mut scores = self.scores;
        if let Some(piece) = captured {
            scores[mover.index()] += u16::from(piece.number());
        }
        decided_score(&self.pos, &self.rules, scores, 0).is_some()
    }

    /// [`Searcher::zero_capture`] when some move of `moves` takes a 0
    /// (`takes_zero`, known): only such a move can.
    fn zero_capture_if(&mut self, takes_zero: bool, moves: &[Move]) -> Option<Move> {
        if takes_zero {
            self.zero_capture(moves)
        } else {
            None
        }
    }

    /// A capture among `moves` that takes the enemy's last 0.
    fn zero_capture(&mut self, moves: &[Move]) -> Option<Move> {
        let enemy = !self.pos.turn();
        moves.iter().copied().find(|&m| {
            m.is_capture() && self.pos.piece_at(m.to()) == Some(Piece::new(enemy, 0)) && {
                let captured = self.pos.play_unchecked(m);
                let wins = !self.pos.has_zero(enemy);
                self.pos.undo_unchecked(m, captured);
                wins
            }
        })
    }

    /// Plays `m`; `zeros_safe` says that no move of this position takes a
    /// 0 (see `danger_lines`).
    fn make(&mut self, m: Move, zeros_safe: bool) -> Undo {
        let mover = self.pos.turn();
        let reversible_from = self.reversible_from;
        let danger_lines = self.danger_lines;
        self.danger_lines = if zeros_safe {
            SquareSet::from(m.from()).with(m.to())
        } else {
            SquareSet::ALL
        };
        let captured = self.pos.play_unchecked(m);
        self.path.push(self.pos.hash());
        if let Some(piece) = captured {
            self.scores[mover.index()] += u16::from(piece.number());
            self.reversible_from = self.path.len() - 1;
        }
        self.nodes += 1;
        Undo {
            captured,
            reversible_from,
            danger_lines,
        }
    }

    fn unmake(&mut self, m: Move, undo: Undo) {
        self.pos.undo_unchecked(m, undo.captured);
        self.path.pop();
        if let Some(piece) = undo.captured {
            self.scores[self.pos.turn().index()] -= u16::from(piece.number());
        }
        self.reversible_from = undo.reversible_from;
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

    fn update_pv(&mut self, ply: usize, m: Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(m);
        line.extend_from_slice(&tail[0]);
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
enum Horizon {
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

/// How many plies a late quiet move is searched less deep.
fn late_move_reduction(depth: i32, index: usize) -> i32 {
    let r = (f64::from(depth).ln() * (index as f64).ln() / LMR_DIVISOR) as i32;
    r.clamp(1, depth - 2)
}

fn depth_byte(depth: i32) -> u8 {
    u8::try_from(depth.max(0)).unwrap_or(u8::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Preset;

    fn searcher_after<'a>(
        engine: &'a mut Engine,
        stop: &'a AtomicBool,
        rules: Rules,
        moves: &[&str],
    ) -> Searcher<'a> {
        let mut game = Game::new(rules);
        for text in moves {
            game.play_text(text).unwrap();
        }
        Searcher::new(engine, &game, &Limits::depth(1), stop)
    }

    /// Which of `moves` (move text) lose at once in `position`.
    fn lost_at_once(position: &str, rules: Rules, moves: &[&str]) -> Vec<bool> {
        let game = Game::from_position(rules, position.parse().unwrap());
        let (mut engine, stop) = (Engine::with_hash_megabytes(1), AtomicBool::new(false));
        let mut searcher = Searcher::new(&mut engine, &game, &Limits::depth(1), &stop);
        moves
            .iter()
            .map(|text| {
                let (m, _) = searcher
                    .pos
                    .resolve(&rules, &text.parse().unwrap())
                    .unwrap();
                searcher.loses_at_once(m)
            })
            .collect()
    }

    #[test]
    fn a_move_that_leaves_a_zero_to_be_taken_loses_at_once() {
        // Blue's 4 on e2 shields its 0 (e1) from Red's 7 and 3 on the e-file.
        let shielded = "8R0/9/9/9/9/4R74/4R34/9/9/4B44/B93B04 b";
        let rules = Preset::Chessplayx.rules();
        assert_eq!(
            lost_at_once(shielded, rules, &["e2-a2", "e2-e3", "a1-a3", "e2-d1"]),
            [true, false, false, true]
        );
        // Already attacked (the 4 stands aside): only the move back saves it,
        // and the others are dropped before the search.
        let open = "8R0/9/9/9/9/4R74/4R34/9/9/B48/B93B04 b";
        assert_eq!(
            kept_when_attacked(open, rules),
            (vec!["a2-e2".to_owned()], true)
        );
        // Reaching the points target wins before the 0 can be taken: Blue's
        // 7 (a1, with 4 on a2) takes Red's 9 on a5 while Red's 7 and 3 attack
        // e1 (7 − 3 = 4); else only the 4's block saves the 0.
        let mut target = Preset::Classic.rules();
        target.points_target = crate::PointsTarget::new(9).ok();
        let race = "8R0/9/9/9/9/4R74/R93R34/9/9/B48/B73B04 b";
        let block = "a2-e2".to_owned();
        assert_eq!(kept_when_attacked(race, rules), (vec![block.clone()], true));
        let wins_first = vec!["a1xa5".to_owned(), block];
        assert_eq!(kept_when_attacked(race, target), (wins_first, true));
    }

    /// The moves kept by `drop_lost_moves` in `position`, whose side to move
    /// has a 0 attacked, and whether any was dropped.
    fn kept_when_attacked(position: &str, rules: Rules) -> (Vec<String>, bool) {
        let game = Game::from_position(rules, position.parse().unwrap());
        let (mut engine, stop) = (Engine::with_hash_megabytes(1), AtomicBool::new(false));
        let mut searcher = Searcher::new(&mut engine, &game, &Limits::depth(1), &stop);
        assert!(searcher.in_danger());
        let mut moves = game.legal_moves();
        let (dropped, shields) = searcher.drop_lost_moves(&mut moves, true, 3);
        assert_eq!(shields, SquareSet::EMPTY);
        let kept = moves.iter().map(ToString::to_string).collect();
        (kept, dropped == mated_in(5))
    }

    fn repeats_after(rules: Rules, moves: &[&str], next: &str) -> bool {
        let (mut engine, stop) = (Engine::with_hash_megabytes(1), AtomicBool::new(false));
        let mut searcher = searcher_after(&mut engine, &stop, rules, moves);
        let text = next.parse().unwrap();
        let (m, _) = searcher.pos.resolve(&rules, &text).unwrap();
        searcher.make(m, false);
        searcher.is_repetition()
    }

    #[test]
    fn repetition_counts_game_history_and_search_path() {
        let rules = Preset::Chessplayx.rules();
        let cycle = ["a1-a2", "i11-i10", "a2-a1", "i10-i11"];
        // Back to the start a second time: not yet a draw.
        assert!(!repeats_after(rules, &cycle[..3], cycle[3]));
        // A third time: a draw, unless repetition is off.
        let mut twice: Vec<&str> = cycle.to_vec();
        twice.extend(&cycle[..3]);
        assert!(repeats_after(rules, &twice, cycle[3]));
        let off = Rules {
            repetition_draw: false,
            ..rules
        };
        assert!(!repeats_after(off, &twice, cycle[3]));
        // A position first seen inside the search counts at its second time.
        let (mut engine, stop) = (Engine::with_hash_megabytes(1), AtomicBool::new(false));
        let mut searcher = searcher_after(&mut engine, &stop, rules, &[]);
        for text in cycle {
            let (m, _) = searcher
                .pos
                .resolve(&rules, &text.parse().unwrap())
                .unwrap();
            searcher.make(m, false);
        }
        assert!(searcher.is_repetition());
    }

    #[test]
    fn a_best_move_that_drops_far_doubles_the_node_budget_once() {
        let (mut engine, stop) = (Engine::with_hash_megabytes(1), AtomicBool::new(false));
        let mut searcher = searcher_after(&mut engine, &stop, Rules::default(), &[]);
        searcher.limits.nodes = Some(1_000);
        searcher.panic_if_dropped(-500);
        assert_eq!(searcher.limits.nodes, Some(1_000), "no iteration before");
        searcher.last_score = Some(100);
        searcher.panic_if_dropped(100 - PANIC_DROP);
        assert_eq!(searcher.limits.nodes, Some(1_000), "not far enough");
        searcher.panic_if_dropped(99 - PANIC_DROP);
        assert_eq!(searcher.limits.nodes, Some(1_000 * PANIC_FACTOR));
        searcher.panic_if_dropped(-1_000);
        assert_eq!(
            searcher.limits.nodes,
            Some(1_000 * PANIC_FACTOR),
            "once a search"
        );
    }

    #[test]
    fn a_game_without_moves_ends_by_the_rules() {
        let (mut engine, stop) = (Engine::with_hash_megabytes(1), AtomicBool::new(false));
        let loses = searcher_after(&mut engine, &stop, Preset::Chessplayx.rules(), &[]);
        assert_eq!(loses.no_move_score(3), mated_in(3));
        let mut score = searcher_after(&mut engine, &stop, Preset::Wikipedia.rules(), &[]);
        assert_eq!(score.no_move_score(3), 0, "equal scores draw");
        score.scores = [5, 2];
        assert_eq!(score.no_move_score(3), mate_in(3), "Blue to move, ahead");
        score.scores = [1, 2];
        assert_eq!(score.no_move_score(3), mated_in(3));
    }

    #[test]
    fn reaching_the_points_target_ends_the_game() {
        let (mut engine, stop) = (Engine::with_hash_megabytes(1), AtomicBool::new(false));
        let mut searcher = searcher_after(&mut engine, &stop, Preset::Classic.rules(), &[]);
        assert_eq!(searcher.terminal(2), None);
        // Red, who just moved, has 20 points: Blue to move has lost.
        searcher.scores = [0, 20];
        assert_eq!(searcher.terminal(2), Some(mated_in(2)));
        // Blue to move with 20 points cannot arise in play; the game would
        // call it Blue's win, and so does the search.
        searcher.scores = [20, 0];
        assert_eq!(searcher.terminal(2), Some(mate_in(2)));
    }

    #[test]
    fn reductions_stay_within_depth() {
        for depth in 3..40 {
            for index in 3..crate::MAX_MOVES {
                let r = late_move_reduction(depth, index);
                assert!(r >= 1 && depth - 1 - r >= 1, "{depth} {index}");
            }
        }
    }
}
