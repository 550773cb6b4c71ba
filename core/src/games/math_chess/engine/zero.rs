//! The checks around the 0s, which the search makes its own business in
//! the first game: a 0 attacked (searched a ply deeper, and only the moves
//! that answer the attack are searched), a move that leaves one to be
//! taken (lost without a search), a capture of the enemy's last 0 (won at
//! once).
//!
//! The lines of attack themselves are in `threats.rs`; this file keeps
//! what the node knows: its 0 squares (`zeros`) and the lines a new
//! attack can run through (`danger_lines`).

use super::{
    ending::decided_score,
    node::MathNode,
    threats::{answering_squares, attacked_through, shields},
};
use crate::search::Repetitions;
use crate::{
    games::math_chess::{Move, MoveList, Piece, SquareSet},
    Side,
};

/// The squares whose lines may hold an attack on a 0 of the side to move
/// after `m`: its two squares when `zeros_safe` (no move before it could
/// take a 0, so any new attack runs through one of them), else all.
#[inline]
pub(crate) fn danger_lines_after(m: Move, zeros_safe: bool) -> SquareSet {
    if zeros_safe {
        SquareSet::from(m.from()).with(m.to())
    } else {
        SquareSet::ALL
    }
}

impl MathNode {
    /// Could the other side capture a 0 of the side to move next move?
    pub(super) fn zero_attacked(&self) -> bool {
        let turn = self.pos.turn();
        let zeros = &self.zeros[turn.index()];
        attacked_through(&self.pos, &self.rules, turn, zeros, self.danger_lines)
    }

    /// Can the side to move take a 0 with one of `moves`, all its legal
    /// captures?
    pub(super) fn takes_zero(&self, moves: &[Move]) -> bool {
        let zero = Some(Piece::new(!self.pos.turn(), 0));
        moves
            .iter()
            .any(|m| m.is_capture() && self.pos.piece_at(m.to()) == zero)
    }

    /// Moves that lose at once, found before the search of a node's moves:
    /// while a 0 is attacked (`in_danger`), every move that does not answer
    /// the attack is dropped from `moves` now. Returns whether any was
    /// dropped, and the squares of the shields whose moves must still be
    /// checked, one by one, when tried.
    pub(super) fn drop_moves_losing_a_zero(
        &mut self,
        moves: &mut MoveList,
        in_danger: bool,
        repetitions: &Repetitions,
    ) -> (bool, SquareSet) {
        let turn = self.pos.turn();
        if !in_danger {
            return (false, shields(&self.pos, turn, &self.zeros[turn.index()]));
        }
        let answers = answering_squares(&self.pos, &self.rules, turn, &self.zeros[turn.index()]);
        let count = moves.len();
        let earlier = repetitions.next_sketch();
        moves.retain(|&mut m| {
            if answers.contains(m.to()) {
                !self.loses_at_once(m, repetitions)
            } else if m.is_capture() {
                // The attack stays open: only a game ended first saves it.
                self.capture_ends_game(m)
            } else {
                let hash = self.pos.hash_after_step(m);
                earlier.may_hold(hash) && repetitions.next_repeats(hash)
            }
        });
        (moves.len() < count, SquareSet::EMPTY)
    }

    /// Would `m` lose at once: leave a 0 of the side to move that the other
    /// side can take next, in a game that goes on (no points target reached,
    /// no repetition)? The reply takes the 0, so such a move scores
    /// `mated_in(ply + 2)` without being searched. Only a move of a shield
    /// (`threats::shields`) can open a line onto a 0.
    ///
    /// Every attack on the mover's 0s before the move must run through
    /// `m.to()` (as when there is none): only the lines through its two
    /// squares are looked at.
    pub(crate) fn loses_at_once(&mut self, m: Move, repetitions: &Repetitions) -> bool {
        let mover = self.pos.turn();
        let captured = self.pos.play_unchecked(m);
        let lines = SquareSet::from(m.from()).with(m.to());
        let zeros = &self.zeros[mover.index()];
        let loses = attacked_through(&self.pos, &self.rules, mover, zeros, lines)
            && !self.decided_after(mover, captured)
            && (captured.is_some() || !repetitions.next_repeats(self.pos.hash()));
        self.pos.undo_unchecked(m, captured);
        loses
    }

    /// Does the capture `m` end the game at once (the points target)?
    pub(super) fn capture_ends_game(&mut self, m: Move) -> bool {
        let mover = self.pos.turn();
        let captured = self.pos.play_unchecked(m);
        let ends = self.decided_after(mover, captured);
        self.pos.undo_unchecked(m, captured);
        ends
    }

    /// With a move of `mover` just played that took `captured`: is the game
    /// decided now?
    pub(super) fn decided_after(&self, mover: Side, captured: Option<Piece>) -> bool {
        let mut scores = self.scores;
        if let Some(piece) = captured {
            scores[mover.index()] += u16::from(piece.number());
        }
        decided_score(&self.pos, &self.rules, scores, 0).is_some()
    }

    /// A capture among `moves` that takes the enemy's last 0.
    pub(super) fn zero_capture(&mut self, moves: &[Move]) -> Option<Move> {
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
}
