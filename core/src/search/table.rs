//! The transposition table: search results keyed by the position hash.

use super::SearchMove;

/// What a stored score says about the true value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The search failed high: the value is at least the score.
    Lower,
    /// The search failed low: the value is at most the score.
    Upper,
    Exact,
}

impl Bound {
    /// What a search's best `score` tells of the value, searched within the
    /// window (`alpha`, `beta`).
    pub(crate) fn of(score: i32, alpha: i32, beta: i32) -> Bound {
        if score >= beta {
            Bound::Lower
        } else if score > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }
}

/// One stored search result. The move is kept as its squares only: the
/// search looks it up among the legal moves, so a hash collision can never
/// produce an illegal move.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Entry {
    key: u64,
    from: u8,
    to: u8,
    /// `NO_MOVE` in `from` means none.
    pub(crate) score: i16,
    pub(crate) depth: u8,
    pub(crate) bound: Bound,
}

const NO_MOVE: u8 = u8::MAX;

impl Entry {
    const EMPTY: Entry = Entry {
        key: 0,
        from: NO_MOVE,
        to: NO_MOVE,
        score: 0,
        depth: 0,
        bound: Bound::Upper,
    };

    /// The stored best move's squares (their indices).
    pub(crate) fn squares(self) -> Option<(u8, u8)> {
        (self.from != NO_MOVE).then_some((self.from, self.to))
    }
}

/// A fixed-size, always-replace table; its size is a power of two.
#[derive(Debug)]
pub(crate) struct Table {
    entries: Vec<Entry>,
    mask: usize,
}

impl Table {
    /// A table of about `megabytes` MB (at least one entry).
    pub(crate) fn with_megabytes(megabytes: usize) -> Table {
        let wanted = (megabytes << 20) / std::mem::size_of::<Entry>();
        let len = (wanted.max(1) + 1).next_power_of_two() / 2;
        Table {
            entries: vec![Entry::EMPTY; len],
            mask: len - 1,
        }
    }

    fn slot(&self, key: u64) -> usize {
        // The low bits choose the slot; the full key confirms it.
        (key as usize) & self.mask
    }

    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        let entry = self.entries[self.slot(key)];
        (entry.key == key).then_some(entry)
    }

    pub(crate) fn store(
        &mut self,
        key: u64,
        best: Option<impl SearchMove>,
        score: i16,
        depth: u8,
        bound: Bound,
    ) {
        let slot = self.slot(key);
        let old = self.entries[slot];
        // Keep a deeper result of the same position when this one has no move to add.
        if old.key == key && old.depth > depth && best.is_none() {
            return;
        }
        let (from, to) = match best {
            Some(m) => m.squares(),
            None if old.key == key => (old.from, old.to),
            None => (NO_MOVE, NO_MOVE),
        };
        self.entries[slot] = Entry {
            key,
            from,
            to,
            score,
            depth,
            bound,
        };
    }

    pub(crate) fn clear(&mut self) {
        self.entries.fill(Entry::EMPTY);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::math_chess::{Move, Square};

    #[test]
    fn stores_and_finds() {
        let mut table = Table::with_megabytes(1);
        assert!(table.entries.len().is_power_of_two());
        let m = Move::Step {
            from: Square::new(3),
            to: Square::new(12),
        };
        table.store(42, Some(m), -7, 5, Bound::Lower);
        let entry = table.probe(42).unwrap();
        assert_eq!(entry.squares(), Some(m.squares()));
        assert_eq!(
            (entry.score, entry.depth, entry.bound),
            (-7, 5, Bound::Lower)
        );
        assert!(table.probe(43).is_none());
        // A shallower result without a move keeps the deeper one's move.
        table.store(42, None::<Move>, 3, 6, Bound::Upper);
        assert_eq!(table.probe(42).unwrap().squares(), Some(m.squares()));
        table.clear();
        assert!(table.probe(42).is_none());
    }
}
