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
}

impl Occurrences {
    /// Records the last of `positions` (the position after the newest ply,
    /// whose hash is `hash`); the earlier ones must have been recorded.
    pub(crate) fn push<P: PartialEq>(&mut self, positions: &[P], hash: u64) {
        let ply = self.plies.len();
        debug_assert_eq!(ply + 1, positions.len());
        let now = &positions[ply];
        let earlier = self.latest.insert(hash, ply);
        let mut link = earlier;
        let count = loop {
            match link {
                Some(j) if positions[j] == *now => break self.plies[j].count + 1,
                Some(j) => link = self.plies[j].earlier,
                None => break 1,
            }
        };
        self.plies.push(Occurrence { count, earlier });
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

    /// Positions as letters, hashed by a function that makes `a` and `c` collide.
    fn hash(p: char) -> u64 {
        match p {
            'c' => u64::from('a'),
            _ => u64::from(p),
        }
    }

    fn counts(line: &str) -> Vec<usize> {
        let positions: Vec<char> = line.chars().collect();
        let mut occurrences = Occurrences::default();
        (1..=positions.len())
            .map(|n| {
                occurrences.push(&positions[..n], hash(positions[n - 1]));
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
    fn a_popped_ply_is_forgotten() {
        let positions: Vec<char> = "abaa".chars().collect();
        let mut occurrences = Occurrences::default();
        for n in 1..=3 {
            occurrences.push(&positions[..n], hash(positions[n - 1]));
        }
        assert_eq!(occurrences.current(), 2);
        occurrences.pop(hash('a'));
        assert_eq!(occurrences.current(), 1);
        occurrences.push(&positions[..3], hash('a'));
        occurrences.push(&positions[..4], hash('a'));
        assert_eq!(occurrences.current(), 3);
        let mut fresh = Occurrences::default();
        for n in 1..=4 {
            fresh.push(&positions[..n], hash(positions[n - 1]));
        }
        assert_eq!(occurrences, fresh);
    }
}
