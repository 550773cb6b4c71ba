//! How often each position of a game has occurred, kept up to date as the
//! game grows and shrinks, so that the repetition rule costs the same at any
//! length of game (replaying a long save is linear in its length).

use std::collections::HashMap;

/// The occurrences of the positions of one line of play, ply by ply.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Occurrences {
    plies: Vec<Occurrence>,
    /// The latest ply of each position hash.
    latest: HashMap<u64, usize>,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Occurrence {
    /// How many times this ply's position had occurred by then, itself included.
    count: usize,
    /// The latest earlier ply whose position has the same hash: the chain
    /// that tells equal positions from colliding hashes.
    earlier: Option<usize>,
    /// The first ply that can hold this position again: the one after the
    /// latest irreversible move (a capture), which no earlier one survives.
    since: usize,
}

impl Occurrences {
    /// Records the last of `positions` (the position after the newest ply,
    /// whose hash is `hash`, reached by an `irreversible` move or not);
    /// the earlier ones must have been recorded. `same` tells whether two
    /// positions count as the same one.
    pub(crate) fn push<P>(
        &mut self,
        positions: &[P],
        hash: u64,
        irreversible: bool,
        same: impl Fn(&P, &P) -> bool,
    ) {
        let ply = self.plies.len();
        debug_assert_eq!(ply + 1, positions.len());
        let since = match self.plies.last() {
            Some(last) if !irreversible => last.since,
            _ => ply,
        };
        let now = &positions[ply];
        let earlier = self.latest.insert(hash, ply);
        let mut link = earlier;
        let count = loop {
            match link {
                Some(j) if j < since => break 1,
                Some(j) if same(&positions[j], now) => break self.plies[j].count + 1,
                Some(j) => link = self.plies[j].earlier,
                None => break 1,
            }
        };
        self.plies.push(Occurrence {
            count,
            earlier,
            since,
        });
    }

    /// Forgets the newest ply, whose position's hash is `hash`.
    pub(crate) fn pop(&mut self, hash: u64) {
        let Some(last) = self.plies.pop() else {
            return;
        };
        match last.earlier {
            Some(ply) => self.latest.insert(hash, ply),
            None => self.latest.remove(&hash),
        };
    }

    /// How many times the newest ply's position has occurred (0 before any).
    pub(crate) fn current(&self) -> usize {
        self.plies.last().map_or(0, |o| o.count)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Positions as letters, hashed by a function that makes `a` and `c`
    /// collide; an upper-case letter is reached by an irreversible move.
    fn hash(p: char) -> u64 {
        match p.to_ascii_lowercase() {
            'c' => u64::from('a'),
            p => u64::from(p),
        }
    }

    fn push(occurrences: &mut Occurrences, positions: &[char]) {
        let now = positions[positions.len() - 1];
        let same = |a: &char, b: &char| a.eq_ignore_ascii_case(b);
        occurrences.push(positions, hash(now), now.is_ascii_uppercase(), same);
    }

    fn counts(line: &str) -> Vec<usize> {
        let positions: Vec<char> = line.chars().collect();
        let mut occurrences = Occurrences::default();
        (1..=positions.len())
            .map(|n| {
                push(&mut occurrences, &positions[..n]);
                occurrences.current()
            })
            .collect()
    }

    #[test]
    fn counts_equal_positions_and_not_colliding_ones() {
        assert_eq!(counts("abab"), [1, 1, 2, 2]);
        assert_eq!(counts("acaca"), [1, 1, 2, 2, 3]);
        assert_eq!(counts("aaa"), [1, 2, 3]);
    }

    #[test]
    fn nothing_before_an_irreversible_move_counts() {
        assert_eq!(counts("abaAbab"), [1, 1, 2, 1, 1, 2, 2]);
    }

    #[test]
    fn a_popped_ply_is_forgotten() {
        let positions: Vec<char> = "abaa".chars().collect();
        let mut occurrences = Occurrences::default();
        for n in 1..=3 {
            push(&mut occurrences, &positions[..n]);
        }
        assert_eq!(occurrences.current(), 2);
        occurrences.pop(hash('a'));
        assert_eq!(occurrences.current(), 1);
        push(&mut occurrences, &positions[..3]);
        push(&mut occurrences, &positions[..4]);
        assert_eq!(occurrences.current(), 3);
        let mut fresh = Occurrences::default();
        for n in 1..=4 {
            push(&mut fresh, &positions[..n]);
        }
        assert_eq!(occurrences, fresh);
    }
}
