//! Repetition in the search: the hashes of the game since its last
//! capture and of the search path, and which of them a position repeats.
//!
//! Nothing here knows the rules of a game beyond "a capture (or a null
//! move) cannot be undone": a position is its hash.

/// The hashes a position of the search may repeat.
#[derive(Clone, Debug)]
pub struct Repetitions {
    /// Hashes of the game's positions since its last capture, then of the
    /// search path; the last is the current position.
    path: Vec<u64>,
    /// Where the search path starts in `path` (the root position).
    root_index: usize,
    /// The first index of `path` the current position could repeat
    /// (nothing before a capture or a null move can).
    reversible_from: usize,
    /// Is repetition a draw under the rules?
    draws: bool,
}

/// What [`Repetitions::push`] returns for [`Repetitions::pop`] to restore.
#[derive(Copy, Clone, Debug)]
pub(super) struct Reversible(usize);

impl Repetitions {
    /// `game`: the hashes of the positions of the game since its last
    /// capture, the root (the current position) last.
    pub(crate) fn new(game: Vec<u64>, draws: bool) -> Repetitions {
        Repetitions {
            root_index: game.len() - 1,
            path: game,
            reversible_from: 0,
            draws,
        }
    }

    /// A move (or a null move) reached the position `hash`; `irreversible`
    /// when no position before it can come back (a capture, a null move).
    #[inline]
    pub(super) fn push(&mut self, hash: u64, irreversible: bool) -> Reversible {
        let before = Reversible(self.reversible_from);
        self.path.push(hash);
        if irreversible {
            self.reversible_from = self.path.len() - 1;
        }
        before
    }

    /// Takes back the last [`Repetitions::push`], which returned `before`.
    #[inline]
    pub(super) fn pop(&mut self, before: Reversible) {
        self.path.pop();
        self.reversible_from = before.0;
    }

    /// Is the current position a draw by repetition? A position seen earlier
    /// in the search counts as one: the side that repeated could repeat again.
    pub(super) fn is_repetition(&self) -> bool {
        let now = self.path.len() - 1;
        self.repeats(self.path[now], now)
    }

    /// Would the position `hash`, reached by a step from the current one, be
    /// a draw by repetition?
    pub(crate) fn next_repeats(&self, hash: u64) -> bool {
        self.repeats(hash, self.path.len())
    }

    /// A sketch of the positions a step from the current one could repeat.
    pub(crate) fn next_sketch(&self) -> Sketch {
        let now = self.path.len();
        Sketch(
            self.earlier_indices(now)
                .fold(0, |sketch, i| sketch | 1 << (self.path[i] % 128)),
        )
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
        let from = if self.draws {
            self.reversible_from
        } else {
            now
        };
        (from..now.saturating_sub(1)).rev().step_by(2)
    }
}

/// A 128-bit sketch of a few hashes (bit `hash % 128` of each): a hash
/// whose bit is clear is none of them; a hash whose bit is set may be one.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Sketch(u128);

impl Sketch {
    #[inline]
    pub(crate) fn may_hold(self, hash: u64) -> bool {
        self.0 & 1 << (hash % 128) != 0
    }
}
