//! The exact prover: does the side to move win by force within `n` of its
//! moves? An AND-OR search over every legal move, with no pruning that
//! could miss a defence: at the solver's nodes one winning move proves the
//! win, at the defender's every reply must lose. The ending of each line is
//! the game's own (`Node::terminal`, `Node::no_move_score`); the engine's
//! evaluation is never read. A table keeps what is proved of a position
//! (wins within `k`, holds for `k`), which is exact whatever the path:
//! a puzzle's line (at most 7 plies from a position without history) is too
//! short for a threefold repetition, and the games' default rules leave
//! the first game's points out of its endings.
//!
//! What "wins" means is the puzzle's [`Goal`]: the game won, or a
//! decisive gain of material, which is as exact: the pieces on the board
//! are counted after every defence, and no evaluation is read either.
//!
//! On top of it, lichess-puzzler's criteria for a line: each move of the
//! solver's is the only one that wins in the fewest moves (the last move
//! of a longer line excepted: any move that wins at once is accepted
//! there), and each reply of the defence's resists longest.

use std::{
    collections::HashMap,
    hash::{BuildHasherDefault, Hasher},
};

use super::{
    games::{tags, CaptureTheFlag, MathChess, Move, NodeOf, PuzzleBoard, PuzzleGame},
    Puzzle, MAX_MOVES,
};
use crate::{
    record::GameKind,
    search::{Node, SearchMove, SearchedLine},
    session::GameOf,
    Side,
};

/// What the solver of a puzzle must reach.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Goal {
    /// The game won by the game's own rules: the first game's 0 taken or
    /// the enemy left without a move; Capture the Flag's flag entered, a
    /// siege that cannot be lifted, the eleventh attacker across, or the
    /// enemy left without a move.
    Win,
    /// The game won, or a decisive gain of material: after the solver's
    /// last move and whatever the defence answers, the solver has taken at
    /// least [`DECISIVE`] more pieces than it has lost since the puzzle's
    /// start, and the defence has not won. A piece counts one in both
    /// games: the first game's points decide nothing under its default
    /// rules (`docs/rules.md` §2), and Capture the Flag has none.
    Material,
}

/// The pieces a gain of material must come to, net, to be decisive: one
/// the defence cannot win back within the line (the reply to the
/// solver's last move included).
pub const DECISIVE: i32 = 1;

/// The theme a material puzzle carries: what tells [`Goal::of`] its goal.
pub const MATERIAL_THEME: &str = "material-gain";

impl Goal {
    /// The goal of `puzzle`: [`Goal::Material`] when it carries the theme
    /// [`MATERIAL_THEME`], else [`Goal::Win`].
    #[must_use]
    pub fn of(puzzle: &Puzzle) -> Goal {
        if puzzle.themes.iter().any(|t| t == MATERIAL_THEME) {
            Goal::Material
        } else {
            Goal::Win
        }
    }

    /// The goal as the terminal asks it: `win`, `win material` (`Red to
    /// move and win material in 2 moves`).
    #[must_use]
    pub const fn verb(self) -> &'static str {
        match self {
            Goal::Win => "win",
            Goal::Material => "win material",
        }
    }

    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Goal::Win => "win",
            Goal::Material => "material",
        }
    }
}

/// Why a position or a puzzle is not a puzzle.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("the position: {0}")]
    Position(String),
    #[error("move {index} ({text}): {why}")]
    Move {
        index: usize,
        text: String,
        why: String,
    },
    #[error("no forced win within {0} moves")]
    NoWin(usize),
    #[error("a shorter win exists: in {shortest} moves, not {claimed}")]
    Shorter { shortest: usize, claimed: usize },
    #[error("move {index}: {others} other moves win as fast ({alternative})")]
    NotUnique {
        index: usize,
        others: usize,
        alternative: String,
    },
    #[error("move {index} ({text}) does not win within {moves} moves")]
    Loses {
        index: usize,
        text: String,
        moves: usize,
    },
    #[error("move {index} ({text}): {better} resists longer")]
    WeakDefence {
        index: usize,
        text: String,
        better: String,
    },
    #[error("the line ends before the win")]
    Unfinished,
    #[error("the themes and difficulty are {themes} | {difficulty}, not as written")]
    Tags { themes: String, difficulty: u32 },
    #[error("the proof needed more than {0} positions")]
    TooCostly(u64),
}

/// A hasher for keys that are hashes already.
#[derive(Default)]
struct Identity(u64);

impl Hasher for Identity {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// What is proved of a position with the solver to move.
#[derive(Copy, Clone, Default)]
struct Known {
    /// Wins within this many moves (0: not proved).
    wins: u8,
    /// Does not win within this many moves.
    holds: u8,
}

/// A material goal as the prover keeps it: the solver, and its lead in
/// pieces at the puzzle's start.
#[derive(Copy, Clone)]
struct Material {
    solver: Side,
    start: i32,
}

/// The exact search on one game's node.
pub(crate) struct Prover<N: Node> {
    pub(crate) node: N,
    table: HashMap<u64, Known, BuildHasherDefault<Identity>>,
    /// Per ply, the last move that won (the solver's) or held (the
    /// defender's): tried first.
    killers: Vec<Option<N::Move>>,
    pub(crate) nodes: u64,
    budget: u64,
    pub(crate) aborted: bool,
    surely_mobile: fn(&N) -> bool,
    wins_at_once: fn(&N) -> Option<bool>,
    pieces: fn(&N, Side) -> i32,
    /// `None` for [`Goal::Win`].
    material: Option<Material>,
}

impl<N: Node> Prover<N> {
    /// A prover of wins at `game`'s position with a budget of `budget`
    /// positions.
    pub(crate) fn new<G: PuzzleGame<Line: SearchedLine<Node = N>>>(
        game: &GameOf<G>,
        budget: u64,
    ) -> Prover<N> {
        Prover::for_goal::<G>(game, budget, Goal::Win)
    }

    /// A prover of `goal` at `game`'s position, the side to move the
    /// solver, with a budget of `budget` positions.
    pub(crate) fn for_goal<G: PuzzleGame<Line: SearchedLine<Node = N>>>(
        game: &GameOf<G>,
        budget: u64,
        goal: Goal,
    ) -> Prover<N> {
        let node = G::node(game);
        let solver = node.turn();
        let material = (goal == Goal::Material).then(|| Material {
            solver,
            start: G::pieces(&node, solver) - G::pieces(&node, !solver),
        });
        Prover {
            node,
            table: HashMap::default(),
            killers: vec![None; 2 * MAX_MOVES + 2],
            nodes: 0,
            budget,
            aborted: false,
            surely_mobile: G::surely_mobile,
            wins_at_once: G::wins_at_once,
            pieces: G::pieces,
            material,
        }
    }

    /// The solver's gain in pieces since the puzzle's start.
    fn gain(&self, goal: Material) -> i32 {
        let pieces = self.pieces;
        pieces(&self.node, goal.solver) - pieces(&self.node, !goal.solver) - goal.start
    }

    /// With the defender to move, the game not over: is a material goal
    /// reached, that is, the gain decisive after every reply, none of
    /// which wins or leaves the solver without a move? (No for a goal of
    /// a win, or a defender without a move, which the caller judges.)
    pub(crate) fn achieved(&mut self, ply: usize) -> bool {
        let Some(goal) = self.material else {
            return false;
        };
        // A reply takes pieces, never gives any.
        if self.gain(goal) < DECISIVE {
            return false;
        }
        let mut moves = self.moves();
        if moves.is_empty() {
            return false;
        }
        self.order(&mut moves, ply, None);
        let facts = self.node.facts(&moves);
        moves.iter().all(|&r| {
            let undo = self.node.make(r, facts);
            let kept = self.kept(ply + 1);
            self.node.unmake(r, undo);
            kept
        })
    }

    /// After a reply of the defender's, the solver to move: is the game
    /// won, or a material goal's gain still decisive, the solver with a
    /// move?
    fn kept(&self, ply: usize) -> bool {
        match self.node.terminal(ply) {
            Some(score) => score > 0,
            None => self
                .material
                .is_some_and(|goal| self.gain(goal) >= DECISIVE && self.can_move(ply)),
        }
    }

    /// Is the goal a gain of material?
    pub(crate) fn seeks_material(&self) -> bool {
        self.material.is_some()
    }

    /// Is the game over, the side to move having lost or won, or without
    /// a move?
    pub(crate) fn game_over(&self, ply: usize) -> bool {
        self.node.terminal(ply).is_some() || self.moves().is_empty()
    }

    /// Does `m`, a legal move of those `facts` describes, end the game?
    pub(crate) fn ends_game(&mut self, m: N::Move, facts: N::Facts, ply: usize) -> bool {
        let undo = self.node.make(m, facts);
        let over = self.game_over(ply + 1);
        self.node.unmake(m, undo);
        over
    }

    /// Does the side to move have a move, or win without one?
    fn can_move(&self, ply: usize) -> bool {
        (self.surely_mobile)(&self.node)
            || !self.moves().is_empty()
            || self.node.no_move_score(ply) > 0
    }

    fn moves(&self) -> N::MoveList {
        let mut moves = N::MoveList::default();
        self.node.push_legal_moves(&mut moves);
        moves
    }

    /// The legal moves of the prover's position, and its facts.
    pub(crate) fn legal(&self) -> (N::MoveList, N::Facts) {
        let moves = self.moves();
        let facts = self.node.facts(&moves);
        (moves, facts)
    }

    /// Puts `first`, then the killer of `ply`, then the captures ahead
    /// in `moves`, in place: sorting a copy cost a third of a long proof.
    pub(crate) fn order(&self, moves: &mut [N::Move], ply: usize, first: Option<N::Move>) {
        let killer = self.killers.get(ply).copied().flatten();
        let mut next = 0;
        for key in [first, killer].into_iter().flatten() {
            if let Some(i) = moves[next..].iter().position(|&m| m == key) {
                moves.swap(next, next + i);
                next += 1;
            }
        }
        let start = next;
        for i in start..moves.len() {
            if moves[i].is_capture() {
                moves.swap(next, i);
                next += 1;
            }
        }
    }

    fn count(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes > self.budget {
            self.aborted = true;
        }
        self.aborted
    }

    /// Does the side to move (the solver, the game not over) win within
    /// `d` of its moves?
    pub(crate) fn wins(&mut self, d: u8, ply: usize) -> bool {
        if d == 0 || self.count() {
            return false;
        }
        if d == 1 {
            // "Not at once" is of the game's win: a gain of material
            // is still to be tried. Cheaper than the table: not kept.
            let at_once =
                (self.wins_at_once)(&self.node).filter(|&won| won || self.material.is_none());
            if let Some(won) = at_once {
                return won;
            }
        }
        let key = self.node.hash();
        let known = self.table.get(&key).copied().unwrap_or_default();
        if known.wins != 0 && known.wins <= d {
            return true;
        }
        if known.holds >= d {
            return false;
        }
        let mut moves = self.moves();
        if moves.is_empty() {
            return self.node.no_move_score(ply) > 0;
        }
        let facts = self.node.facts(&moves);
        let quick = self.node.winning_move(facts, &moves);
        self.order(&mut moves, ply, quick);
        for &m in moves.iter() {
            if self.move_wins(m, facts, d, ply) {
                if !self.aborted {
                    let entry = self.table.entry(key).or_default();
                    entry.wins = if entry.wins == 0 {
                        d
                    } else {
                        entry.wins.min(d)
                    };
                    self.killers[ply] = Some(m);
                }
                return !self.aborted;
            }
            if self.aborted {
                return false;
            }
        }
        let entry = self.table.entry(key).or_default();
        entry.holds = entry.holds.max(d);
        false
    }

    /// Does the solver's `m` win within `d` of its moves (`m` the first)?
    pub(crate) fn move_wins(&mut self, m: N::Move, facts: N::Facts, d: u8, ply: usize) -> bool {
        let undo = self.node.make(m, facts);
        let won = self.defender_loses(d, ply + 1);
        self.node.unmake(m, undo);
        won
    }

    /// With the defender to move: does it lose, the solver having `d - 1`
    /// moves left?
    fn defender_loses(&mut self, d: u8, ply: usize) -> bool {
        if let Some(score) = self.node.terminal(ply) {
            return score < 0;
        }
        if self.achieved(ply) {
            return true;
        }
        if d == 1 && (self.surely_mobile)(&self.node) {
            return false;
        }
        let mut moves = self.moves();
        if moves.is_empty() {
            return self.node.no_move_score(ply) < 0;
        }
        if d == 1 {
            return false;
        }
        let facts = self.node.facts(&moves);
        self.order(&mut moves, ply, None);
        for &r in moves.iter() {
            if !self.reply_loses(r, facts, d - 1, ply) {
                if !self.aborted {
                    self.killers[ply] = Some(r);
                }
                return false;
            }
            if self.aborted {
                return false;
            }
        }
        true
    }

    /// Does the defender's `r` lose, the solver then winning within `d`?
    fn reply_loses(&mut self, r: N::Move, facts: N::Facts, d: u8, ply: usize) -> bool {
        let undo = self.node.make(r, facts);
        let lost = match self.node.terminal(ply + 1) {
            Some(score) => score > 0,
            None => self.wins(d, ply + 1),
        };
        self.node.unmake(r, undo);
        lost
    }

    /// With the defender to move after the solver's move, the solver
    /// having `d` moves in all (that move among them): does the
    /// defender's `r` keep the goal from being reached within them? The
    /// question [`Prover::move_wins`] asks of each reply, asked of one.
    pub(crate) fn reply_holds(&mut self, r: N::Move, facts: N::Facts, d: u8, ply: usize) -> bool {
        if d > 1 {
            return !self.reply_loses(r, facts, d - 1, ply);
        }
        let undo = self.node.make(r, facts);
        let kept = self.kept(ply + 1);
        self.node.unmake(r, undo);
        !kept
    }

    /// Grants `more` positions beyond those visited, and goes on after a
    /// proof cut short (what the table holds stays exact).
    pub(crate) fn extend_budget(&mut self, more: u64) {
        self.budget = self.nodes.saturating_add(more);
        self.aborted = false;
    }

    /// Plays `m`, a legal move, for good (the line walked on).
    pub(crate) fn play(&mut self, m: N::Move) {
        let (_, facts) = self.legal();
        let _ = self.node.make(m, facts);
    }

    /// The fewest moves within `max` in which the side to move wins.
    pub(crate) fn distance(&mut self, max: u8, ply: usize) -> Option<u8> {
        (1..=max).find(|&d| self.wins(d, ply))
    }

    /// The moves that win within `d` (all of them, tried one by one).
    pub(crate) fn winners(&mut self, d: u8, ply: usize) -> Vec<N::Move> {
        let (moves, facts) = self.legal();
        moves
            .iter()
            .copied()
            .filter(|&m| self.move_wins(m, facts, d, ply))
            .collect()
    }

    /// With the defender to move after the solver's winning move: each
    /// reply with the solver's distance after it (0 when the reply ends
    /// the game), `d` the solver's moves left.
    pub(crate) fn replies(&mut self, d: u8, ply: usize) -> Vec<(N::Move, u8)> {
        let (moves, facts) = self.legal();
        moves
            .iter()
            .map(|&r| {
                let undo = self.node.make(r, facts);
                let distance = match self.node.terminal(ply + 1) {
                    Some(_) => 0,
                    None => self.distance(d, ply + 1).unwrap_or(u8::MAX),
                };
                self.node.unmake(r, undo);
                (r, distance)
            })
            .collect()
    }
}

/// The position budget [`verify`] grants a puzzle: far more than any
/// committed puzzle needs, so that only a runaway proof stops.
pub const VERIFY_BUDGET: u64 = 200_000_000;

/// Re-proves a puzzle: the position is legal with the solver to move, the
/// line is legal, no shorter way to the puzzle's [`Goal`] exists, each of
/// the solver's moves is the only one that reaches it as fast (any move
/// that reaches it at once is accepted for the last move of a longer
/// line), each defence resists longest, the line ends with the goal
/// reached (the game won; or, for material, the gain decisive whatever
/// the defence answers), and the themes and difficulty are the ones the
/// core tags the line with.
///
/// # Errors
/// The first [`Refusal`] found.
pub fn verify(puzzle: &Puzzle) -> Result<(), Refusal> {
    match puzzle.game {
        GameKind::MathChess => verify_in::<MathChess>(puzzle),
        GameKind::CaptureTheFlag => verify_in::<CaptureTheFlag>(puzzle),
    }
}

fn verify_in<G: PuzzleGame>(puzzle: &Puzzle) -> Result<(), Refusal> {
    let start = G::from_text(&puzzle.position).map_err(Refusal::Position)?;
    let mut game = start.clone();
    let goal = Goal::of(puzzle);
    let n = puzzle.moves();
    // A material goal is judged after the defence's answer too.
    let plies = puzzle.solution.len() + usize::from(goal == Goal::Material);
    if !G::room_for(&game, plies) {
        return Err(Refusal::Position(
            "too near the quiet-plies draw".to_owned(),
        ));
    }
    // One prover walks the line: what it proved of a position holds
    // wherever the position comes again.
    let mut prover = Prover::for_goal::<G>(&game, VERIFY_BUDGET, goal);
    let mut line = Vec::with_capacity(puzzle.solution.len());
    for (index, text) in puzzle.solution.iter().enumerate() {
        // The solver's moves still to come, this one included.
        let left = (n - index.div_ceil(2)) as u8;
        let m = G::play_text(&mut game.clone(), text).map_err(|why| Refusal::Move {
            index,
            text: text.clone(),
            why,
        })?;
        if index % 2 == 0 {
            check_solver_move::<G>(&mut prover, &game, m, left, index, n)?;
        } else {
            check_defence::<G>(&mut prover, &game, m, left, index, text)?;
        }
        G::play_text(&mut game, text).map_err(|why| Refusal::Move {
            index,
            text: text.clone(),
            why,
        })?;
        prover.play(m);
        line.push(m);
    }
    if !(game.is_over() || prover.achieved(line.len())) {
        return Err(Refusal::Unfinished);
    }
    let (themes, difficulty) = tags::<G>(&start, &line, goal);
    if themes != puzzle.themes || difficulty != puzzle.difficulty {
        return Err(Refusal::Tags {
            themes: themes.join(","),
            difficulty,
        });
    }
    Ok(())
}

/// The text of `m`, a legal move of `game`.
fn text_of<G: PuzzleGame>(game: &GameOf<G>, m: Move<G>) -> String {
    G::play_legal(&mut game.clone(), m)
}

/// The solver's `m`, with `left` moves to the win: it wins within `left`,
/// nothing wins faster, and no other move wins as fast (unless `left` is
/// 1 in a longer line).
fn check_solver_move<G: PuzzleGame>(
    prover: &mut Prover<NodeOf<G>>,
    game: &GameOf<G>,
    m: Move<G>,
    left: u8,
    index: usize,
    n: usize,
) -> Result<(), Refusal> {
    let budget = |p: &Prover<NodeOf<G>>| {
        if p.aborted {
            Err(Refusal::TooCostly(VERIFY_BUDGET))
        } else {
            Ok(())
        }
    };
    if left > 1 && prover.wins(left - 1, 0) {
        budget(prover)?;
        return Err(Refusal::Shorter {
            shortest: index / 2 + usize::from(prover.distance(left - 1, 0).unwrap_or(0)),
            claimed: n,
        });
    }
    let winners = prover.winners(left, 0);
    budget(prover)?;
    if !winners.contains(&m) {
        return Err(Refusal::Loses {
            index,
            text: text_of::<G>(game, m),
            moves: left.into(),
        });
    }
    if winners.len() > 1 && (left > 1 || n == 1) {
        let other = winners.iter().find(|&&w| w != m).copied();
        return Err(Refusal::NotUnique {
            index,
            others: winners.len() - 1,
            alternative: other.map(|w| text_of::<G>(game, w)).unwrap_or_default(),
        });
    }
    Ok(())
}

/// The defence `r`, the solver having `left` moves (its move just played
/// among them): no reply leaves the solver a longer way to the win.
fn check_defence<G: PuzzleGame>(
    prover: &mut Prover<NodeOf<G>>,
    game: &GameOf<G>,
    r: Move<G>,
    left: u8,
    index: usize,
    text: &str,
) -> Result<(), Refusal> {
    let replies = prover.replies(left, 0);
    if prover.aborted {
        return Err(Refusal::TooCostly(VERIFY_BUDGET));
    }
    let longest = replies.iter().map(|&(_, d)| d).max().unwrap_or(0);
    let mine = replies.iter().find(|&&(m, _)| m == r).map(|&(_, d)| d);
    if longest == u8::MAX {
        return Err(Refusal::NoWin(left.into()));
    }
    if mine != Some(longest) {
        let better = replies
            .iter()
            .find(|&&(_, d)| d == longest)
            .map(|&(m, _)| text_of::<G>(game, m))
            .unwrap_or_default();
        return Err(Refusal::WeakDefence {
            index,
            text: text.to_owned(),
            better,
        });
    }
    Ok(())
}
