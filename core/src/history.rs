//! A game's history, written once for both games (`docs/design.md`, "Two games,
//! one app"): the positions reached, the moves played, the moves taken back
//! for redo, repetition, and an ending the players declared (a resignation
//! or an agreed draw). The game supplies its positions and moves through
//! [`Line`]; its rules and its endings on the board stay its own.

use std::fmt::Debug;

use crate::occurrences::Occurrences;

/// What a game supplies to its [`History`].
pub trait Line {
    type Position: Clone + Eq + Debug;
    /// A move as played, with whatever the game keeps about it.
    type Move: Copy + Eq + Debug;
    /// How the game ended.
    type Outcome: Copy + Eq + Debug;
    /// Can no position from before this move occur again (a capture)?
    fn irreversible(m: &Self::Move) -> bool;
    /// Are the two positions the same for repetition?
    fn same(a: &Self::Position, b: &Self::Position) -> bool;
    /// A hash that is equal for the same positions ([`Line::same`]).
    fn hash(p: &Self::Position) -> u64;
}

/// What [`History::undo`] took back.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Undone<M, O> {
    /// A resignation or an agreed draw: the game goes on from where it stood.
    Ending(O),
    Move(M),
}

/// The positions and moves of a game from its start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct History<L: Line> {
    /// `positions[i]` is the position after `i` plies; never empty.
    positions: Vec<L::Position>,
    played: Vec<L::Move>,
    /// Moves taken back, the next to redo last.
    redo: Vec<L::Move>,
    /// A resignation or an agreed draw.
    declared: Option<L::Outcome>,
    /// How often each of `positions` has occurred, so that repetition costs
    /// the same at any length of game.
    occurrences: Occurrences,
}

impl<L: Line> History<L> {
    /// A history at `start`, nothing played.
    #[must_use]
    pub fn new(start: L::Position) -> History<L> {
        let mut occurrences = Occurrences::default();
        let hash = L::hash(&start);
        let positions = vec![start];
        occurrences.push(&positions, hash, true, L::same);
        History {
            positions,
            played: Vec::new(),
            redo: Vec::new(),
            declared: None,
            occurrences,
        }
    }

    #[must_use]
    pub fn start(&self) -> &L::Position {
        &self.positions[0]
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &L::Position {
        self.positions
            .last()
            .expect("a history always has its start position")
    }

    /// The position after `ply` plies (0 is the start), if played.
    #[must_use]
    pub fn position_at(&self, ply: usize) -> Option<&L::Position> {
        self.positions.get(ply)
    }

    /// The moves played, in order.
    #[must_use]
    pub fn played(&self) -> &[L::Move] {
        &self.played
    }

    /// Each move played with the position it was played in.
    pub fn moves_with_positions(&self) -> impl Iterator<Item = (&L::Move, &L::Position)> {
        self.played.iter().zip(&self.positions)
    }

    /// Records `m`, which led to `next`. Redo is left alone: a new move
    /// clears it with [`History::clear_redo`] first.
    pub fn push(&mut self, m: L::Move, next: L::Position) {
        let hash = L::hash(&next);
        self.positions.push(next);
        self.occurrences
            .push(&self.positions, hash, L::irreversible(&m), L::same);
        self.played.push(m);
    }

    /// The ending the players declared, if any.
    #[must_use]
    pub fn declared(&self) -> Option<L::Outcome> {
        self.declared
    }

    /// Records a resignation or an agreed draw; nothing can be redone after it.
    pub fn declare(&mut self, ending: L::Outcome) {
        self.declared = Some(ending);
        self.redo.clear();
    }

    /// Is there a move or a declared ending to take back?
    #[must_use]
    pub fn can_undo(&self) -> bool {
        !self.played.is_empty() || self.declared.is_some()
    }

    /// Takes back the declared ending if there is one, else the last move
    /// (which can then be redone).
    pub fn undo(&mut self) -> Option<Undone<L::Move, L::Outcome>> {
        if let Some(ending) = self.declared.take() {
            return Some(Undone::Ending(ending));
        }
        let last = self.played.pop()?;
        if let Some(undone) = self.positions.pop() {
            self.occurrences.pop(L::hash(&undone));
        }
        self.redo.push(last);
        Some(Undone::Move(last))
    }

    #[must_use]
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The last move taken back, removed from redo (the caller plays it).
    pub fn pop_redo(&mut self) -> Option<L::Move> {
        self.redo.pop()
    }

    pub fn clear_redo(&mut self) {
        self.redo.clear();
    }

    /// How many times the current position has occurred.
    #[must_use]
    pub fn repetitions(&self) -> usize {
        self.occurrences.current()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A toy game: a counter, moves add to it; adding 0 is "irreversible".
    #[derive(Clone, Debug, PartialEq, Eq)]
    struct Counter;

    impl Line for Counter {
        type Position = i32;
        type Move = i32;
        type Outcome = &'static str;
        fn irreversible(m: &i32) -> bool {
            *m == 0
        }
        fn same(a: &i32, b: &i32) -> bool {
            a == b
        }
        fn hash(p: &i32) -> u64 {
            p.unsigned_abs().into()
        }
    }

    #[test]
    fn undo_redo_and_repetition() {
        let mut h = History::<Counter>::new(0);
        for m in [1, -1, 1, -1] {
            let next = h.position() + m;
            h.push(m, next);
        }
        assert_eq!(h.repetitions(), 3);
        h.push(0, 0);
        assert_eq!(
            h.repetitions(),
            1,
            "nothing before an irreversible move counts"
        );
        assert_eq!(h.undo(), Some(Undone::Move(0)));
        assert_eq!((h.repetitions(), h.can_redo()), (3, true));
        h.declare("resigned");
        assert!(!h.can_redo(), "a declared ending clears redo");
        assert_eq!(h.undo(), Some(Undone::Ending("resigned")));
        assert_eq!(h.played().len(), 4);
        while h.undo().is_some() {}
        assert_eq!((*h.position(), h.can_undo()), (0, false));
        assert_eq!(h.pop_redo(), Some(1));
    }
}
