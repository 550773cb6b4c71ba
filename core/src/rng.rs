//! Chance, seeded: SplitMix64, the engine's only source of chance and
//! the maker of both games' hash keys.

/// SplitMix64's output function: the keys of both games' hashes.
pub(crate) const fn splitmix(state: u64) -> u64 {
    let mut z = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A small, fast, seedable generator (SplitMix64): the engine's only
/// source of chance, so that a seed fixes every choice.
#[derive(Clone, Debug)]
pub(crate) struct SplitMix64(u64);

impl SplitMix64 {
    pub(crate) fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (0 when `n` is 0).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % (n as u64).max(1)) as usize
    }

    /// True with a chance of `per_mille` in a thousand.
    pub(crate) fn chance(&mut self, per_mille: u32) -> bool {
        self.next_u64() % 1_000 < u64::from(per_mille)
    }

    /// A number from `-width` to `width`.
    pub(crate) fn spread(&mut self, width: i32) -> i32 {
        let span = u64::from(width.unsigned_abs()) * 2 + 1;
        (self.next_u64() % span) as i32 - width.abs()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spread_stays_in_range() {
        let mut rng = SplitMix64::new(1);
        let values: Vec<i32> = (0..1_000).map(|_| rng.spread(3)).collect();
        assert!(values.iter().all(|v| (-3..=3).contains(v)));
        assert!(values.contains(&-3) && values.contains(&3));
        assert_eq!(rng.spread(0), 0);
    }
}
