//! The first game as the search walks it: the position with the rules and
//! the points, its evaluation (`eval.rs`), and the checks around the 0s
//! (`zero.rs`, with the lines of attack in `threats.rs`).

use super::weights::PLACEMENT_BOUND;
use super::{
    ending::{decided_score, no_move_score},
    eval::{evaluate, evaluate_with_captures, material, value_of, Scores},
    threats::zero_threats,
    zero::danger_lines_after,
};
use crate::search::{Levels, Node, Repetitions, Root, SearchedLine};
use crate::{
    games::math_chess::{
        game::MathChessLine, Game, Move, MoveList, Piece, Position, Rules, Square, SquareSet,
    },
    Side,
};

crate::search::search_move!(Move);

/// A position of the first game in the search.
#[derive(Debug)]
pub struct MathNode {
    pub(crate) pos: Position,
    pub(crate) rules: Rules,
    /// Blue's and Red's points.
    pub(crate) scores: [u16; 2],
    /// The squares of each side's 0s at the root; a 0 never moves.
    pub(crate) zeros: [Vec<Square>; 2],
    /// The squares whose lines may hold an attack on a 0 of the side to
    /// move: the last move's two squares when no 0 of this side could be
    /// taken before it (any new attack runs through one of them), else all.
    pub(crate) danger_lines: SquareSet,
}

/// What [`MathNode::make`] must remember to take a move back.
#[derive(Copy, Clone, Debug)]
pub struct MathUndo {
    captured: Option<Piece>,
    danger_lines: SquareSet,
}

impl MathNode {
    /// The search's start in `game`: its position, its legal moves, and
    /// its positions since the last capture.
    pub(crate) fn root(game: &Game) -> Root<MathNode> {
        let pos = game.position().clone();
        let path = game.reversible_hashes();
        let zeros = Side::ALL.map(|side| pos.zero_squares(side).collect());
        Root {
            node: MathNode {
                rules: *game.rules(),
                scores: Side::ALL.map(|side| game.score(side)),
                zeros,
                danger_lines: SquareSet::ALL,
                pos,
            },
            moves: game.legal_moves().to_vec(),
            repetitions: Repetitions::new(path, game.rules().repetition_draw),
        }
    }

    fn scores(&self) -> Scores {
        Scores(self.scores)
    }
}

impl Node for MathNode {
    type Move = Move;
    type MoveList = MoveList;
    type Undo = MathUndo;
    /// No legal move here takes a 0 (see `danger_lines`).
    type Facts = bool;
    /// The shields of the own 0s, whose moves may open a line onto one.
    type Suspects = SquareSet;

    #[inline]
    fn turn(&self) -> Side {
        self.pos.turn()
    }

    #[inline]
    fn hash(&self) -> u64 {
        self.pos.hash()
    }

    #[inline]
    fn push_legal_moves(&self, moves: &mut MoveList) {
        self.pos.push_legal_moves(&self.rules, moves);
    }

    fn evaluate(&self) -> i32 {
        evaluate(&self.pos, &self.rules, self.scores())
    }

    fn terminal(&self, ply: usize) -> Option<i32> {
        decided_score(&self.pos, &self.rules, self.scores, ply)
    }

    fn no_move_score(&self, ply: usize) -> i32 {
        no_move_score(&self.pos, &self.rules, self.scores, ply)
    }

    /// By victim (a 0 above all), then by the cheaper attacker.
    fn capture_rank(&self, m: Move) -> i32 {
        let victim = self.pos.piece_at(m.to()).map_or(0, Piece::number);
        let attacker = self.pos.piece_at(m.from()).map_or(0, Piece::number);
        let victim_rank = if victim == 0 { 10 } else { i32::from(victim) };
        victim_rank * 16 - i32::from(attacker)
    }

    fn capture_gain(&self, m: Move) -> i32 {
        self.pos
            .piece_at(m.to())
            .map_or(0, |p| value_of(p.number()))
    }

    fn facts(&self, moves: &[Move]) -> bool {
        !self.takes_zero(moves)
    }

    fn winning_move(&mut self, zeros_safe: bool, moves: &[Move]) -> Option<Move> {
        if zeros_safe {
            None
        } else {
            self.zero_capture(moves)
        }
    }

    #[inline]
    fn make(&mut self, m: Move, zeros_safe: bool) -> MathUndo {
        let mover = self.pos.turn();
        let danger_lines = self.danger_lines;
        self.danger_lines = danger_lines_after(m, zeros_safe);
        let captured = self.pos.play_unchecked(m);
        if let Some(piece) = captured {
            self.scores[mover.index()] += u16::from(piece.number());
        }
        MathUndo {
            captured,
            danger_lines,
        }
    }

    #[inline]
    fn unmake(&mut self, m: Move, undo: MathUndo) {
        self.pos.undo_unchecked(m, undo.captured);
        if let Some(piece) = undo.captured {
            self.scores[self.pos.turn().index()] -= u16::from(piece.number());
        }
        self.danger_lines = undo.danger_lines;
    }

    fn irreversible(undo: &MathUndo) -> bool {
        undo.captured.is_some()
    }

    /// Only 0s left cannot pass: such a side has no move at all.
    fn may_pass(&self) -> bool {
        self.pos.material(self.pos.turn()) > 0
    }

    fn pass(&mut self) -> MathUndo {
        let undo = MathUndo {
            captured: None,
            danger_lines: self.danger_lines,
        };
        self.pos.pass();
        self.danger_lines = SquareSet::ALL;
        undo
    }

    fn unpass(&mut self, undo: MathUndo) {
        self.pos.pass();
        self.danger_lines = undo.danger_lines;
    }

    /// Could the other side capture a 0 of the side to move next move?
    fn in_danger(&self) -> bool {
        self.zero_attacked()
    }

    fn drop_lost_moves(
        &mut self,
        moves: &mut MoveList,
        in_danger: bool,
        repetitions: &Repetitions,
    ) -> (Option<usize>, SquareSet) {
        let (dropped, shields) = self.drop_moves_losing_a_zero(moves, in_danger, repetitions);
        (dropped.then_some(2), shields)
    }

    fn suspect_loses(&mut self, shields: SquareSet, m: Move, repetitions: &Repetitions) -> bool {
        shields.contains(m.from()) && self.loses_at_once(m, repetitions)
    }

    /// Material, points and tempo, less what placement adds at most.
    fn evaluation_floor(&self) -> Option<i32> {
        Some(material(&self.pos, &self.rules, self.scores()) - PLACEMENT_BOUND)
    }

    fn stand_pat(&self, captures: &mut MoveList) -> i32 {
        evaluate_with_captures(&self.pos, &self.rules, self.scores(), captures)
    }

    /// Quiet moves that open a line onto the enemy 0.
    fn push_horizon_threats(&mut self, moves: &mut MoveList) {
        let enemy = (!self.pos.turn()).index();
        zero_threats(&mut self.pos, &self.rules, &self.zeros[enemy], moves);
    }

    /// Only 0s left: no legal move.
    fn surely_stuck(&self) -> bool {
        self.pos.material(self.pos.turn()) == 0
    }
}

impl SearchedLine for MathChessLine {
    type SearchMove = Move;
    type Node = MathNode;
    const LEVELS: Levels = super::LEVELS;

    fn root(game: &Game) -> Root<MathNode> {
        MathNode::root(game)
    }

    fn play_on(game: &mut Game, m: Move) -> bool {
        game.play(m, None).is_ok() && game.outcome().is_none()
    }
}
