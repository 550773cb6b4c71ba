//! What the search asks of a game: the position it walks, with the game's
//! own moves, make and unmake, hash and evaluation, and the game's
//! tactical shortcuts (the first game's checks around the 0s), which a
//! game without them leaves at their defaults.

use std::ops::DerefMut;

use arrayvec::ArrayVec;

use super::repetition::Repetitions;
use crate::Side;

/// A move as the search keeps it: in the table and the history by its two
/// squares (indices below [`MAX_SQUARES`]).
pub trait SearchMove: Copy + Eq + std::fmt::Debug {
    fn squares(self) -> (u8, u8);
    fn is_capture(self) -> bool;
}

/// [`SearchMove`] for a game's move type that has `from()` and `to()`
/// (squares with `index()`) and `is_capture()`: the same for every game.
macro_rules! search_move {
    ($move:ty) => {
        impl $crate::search::SearchMove for $move {
            #[inline]
            fn squares(self) -> (u8, u8) {
                (self.from().index() as u8, self.to().index() as u8)
            }

            #[inline]
            fn is_capture(self) -> bool {
                <$move>::is_capture(self)
            }
        }
    };
}
pub(crate) use search_move;

/// The most squares a game's board has (Capture the Flag's 11 × 12).
pub(crate) const MAX_SQUARES: usize = 132;

/// A node's moves, filled in place.
pub trait MoveBuffer<M>: Default + DerefMut<Target = [M]> {
    fn push(&mut self, m: M);
    fn retain(&mut self, keep: impl FnMut(M) -> bool);
}

impl<M: Copy, const N: usize> MoveBuffer<M> for ArrayVec<M, N> {
    #[inline]
    fn push(&mut self, m: M) {
        ArrayVec::push(self, m);
    }

    #[inline]
    fn retain(&mut self, mut keep: impl FnMut(M) -> bool) {
        ArrayVec::retain(self, |m| keep(*m));
    }
}

impl<M: Copy> MoveBuffer<M> for Vec<M> {
    #[inline]
    fn push(&mut self, m: M) {
        Vec::push(self, m);
    }

    #[inline]
    fn retain(&mut self, mut keep: impl FnMut(M) -> bool) {
        Vec::retain(self, |m| keep(*m));
    }
}

/// A game's position as the search walks it, with everything it needs to
/// score it (the first game's points, say). Scores are for the side to
/// move, `ply` plies from the root (`score.rs`).
pub trait Node {
    type Move: SearchMove;
    type MoveList: MoveBuffer<Self::Move>;
    /// What [`Node::make`] must remember to take a move back.
    type Undo: Copy;
    /// What the game knows of a node's legal moves before it plays one.
    type Facts: Copy;
    /// Moves the game checks one by one when they are tried.
    type Suspects: Copy + Default;

    fn turn(&self) -> Side;
    /// The hash of everything that makes positions the same (for the table
    /// and repetition).
    fn hash(&self) -> u64;
    fn push_legal_moves(&self, moves: &mut Self::MoveList);
    fn evaluate(&self) -> i32;
    /// The score of a game already decided before the side to move moves.
    fn terminal(&self, ply: usize) -> Option<i32>;
    /// The score when the side to move has no legal move.
    fn no_move_score(&self, ply: usize) -> i32;
    /// How a capture ranks among a node's captures: the higher the sooner.
    fn capture_rank(&self, m: Self::Move) -> i32;
    /// What a capture wins at most, for the quiescence search's delta pruning.
    fn capture_gain(&self, m: Self::Move) -> i32;

    /// What the game needs to know of `moves`, all the legal moves here,
    /// before it plays one of them.
    fn facts(&self, moves: &[Self::Move]) -> Self::Facts;
    /// A move of `moves` (of which `facts` is known) that wins at once.
    fn winning_move(&mut self, facts: Self::Facts, moves: &[Self::Move]) -> Option<Self::Move>;
    /// Plays `m`, one of the moves `facts` describes.
    fn make(&mut self, m: Self::Move, facts: Self::Facts) -> Self::Undo;
    fn unmake(&mut self, m: Self::Move, undo: Self::Undo);
    /// Can no position before the move of `undo` come back?
    fn irreversible(undo: &Self::Undo) -> bool;
    /// May the side to move pass for the null move without the search
    /// being misled (no duty it would shirk, something to move)?
    fn may_pass(&self) -> bool;
    fn pass(&mut self) -> Self::Undo;
    fn unpass(&mut self, undo: Self::Undo);

    /// The node budget a search may grow to once the root's first move,
    /// the best so far, is found to lose: enough to finish the iteration
    /// and find another move, where a small budget would play the lost one.
    /// 0 (the default) keeps the budget as it is.
    const LOST_BUDGET: u64 = 0;

    /// Is the side to move in danger of losing at once: searched deeper,
    /// without pruning, and answered with any move at the horizon.
    fn in_danger(&self) -> bool {
        false
    }
    /// May the side to move not stand pat at the horizon, though not in
    /// danger: a threat it must answer now comes before the danger does
    /// (in Capture the Flag, the enemy 1 a move from an attack point that
    /// could not be covered in time). Every move is then tried, as in
    /// danger, for a few plies.
    fn must_answer(&self) -> bool {
        self.in_danger()
    }
    /// Drops from `moves` those that lose at once, found before any is
    /// searched, with the plies within which they lose (`None` when none
    /// was dropped; 2 when the enemy wins at its next move), and the moves
    /// to check one by one with [`Node::suspect_loses`] (lost two plies on).
    fn drop_lost_moves(
        &mut self,
        _moves: &mut Self::MoveList,
        _in_danger: bool,
        _repetitions: &Repetitions,
    ) -> (Option<usize>, Self::Suspects) {
        (None, Self::Suspects::default())
    }
    /// Is `m`, about to be tried, one of `suspects` that loses at once?
    fn suspect_loses(
        &mut self,
        _suspects: Self::Suspects,
        _m: Self::Move,
        _repetitions: &Repetitions,
    ) -> bool {
        false
    }
    /// A quick lower estimate of the evaluation (material alone, say): the
    /// quiescence search stands pat on it when it already holds beta.
    fn evaluation_floor(&self) -> Option<i32> {
        None
    }
    /// The evaluation, with the legal captures pushed onto `captures`.
    fn stand_pat(&self, captures: &mut Self::MoveList) -> i32;
    /// Quiet moves the horizon must not ignore (a line opened onto what
    /// the enemy must not lose).
    fn push_horizon_threats(&mut self, _moves: &mut Self::MoveList) {}
    /// Quiet threats searched beyond the horizon right after the enemy
    /// answered one with any move (in danger, or bound to answer): whether
    /// its answer holds. None by default.
    fn push_answered_threats(&mut self, _moves: &mut Self::MoveList) {}
    /// Can the side to move only have no legal move (cheaply known)?
    fn surely_stuck(&self) -> bool {
        false
    }
}
