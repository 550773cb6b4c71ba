//! Chance, seeded: SplitMix64, the engine's only source of chance and
//! the maker of both games' hash keys.

/// SplitMix64's step from one state to the next.
const GOLDEN_GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// SplitMix64's output function: the keys of both games' hashes.
pub(crate) const fn splitmix(state: u64) -> u64 {
    let mut z = state.wrapping_add(GOLDEN_GAMMA);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Zobrist keys by piece code and square, for a board of `SQUARES`
/// squares and piece codes below `CODES`: the key of code `c` on square `s`
/// is `splitmix(base + (c * SQUARES + s) * step)`; code 0, an empty
/// square, has none (all zero).
pub(crate) const fn piece_keys<const CODES: usize, const SQUARES: usize>(
    base: u64,
    step: u64,
) -> [[u64; SQUARES]; CODES] {
    let mut keys = [[0; SQUARES]; CODES];
    let mut code = 1;
    while code < CODES {
        let mut sq = 0;
        while sq < SQUARES {
            let index = (code * SQUARES + sq) as u64;
            keys[code][sq] = splitmix(base.wrapping_add(index.wrapping_mul(step)));
            sq += 1;
        }
        code += 1;
    }
    keys
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
        let z = splitmix(self.0);
        self.0 = self.0.wrapping_add(GOLDEN_GAMMA);
        z
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
    fn piece_keys_by_code_and_square() {
        let keys = piece_keys::<3, 4>(0xF1A6, 5);
        assert_eq!(keys[0], [0; 4], "no key for an empty square");
        assert_eq!(keys[2][1], splitmix(0xF1A6 + (2 * 4 + 1) * 5));
        let all: std::collections::HashSet<u64> = keys[1..].iter().flatten().copied().collect();
        assert_eq!(all.len(), 8);
    }

    /// The generator's outputs are SplitMix64's: `splitmix` of each state.
    #[test]
    fn the_generator_steps_through_splitmix() {
        let mut rng = SplitMix64::new(7);
        let first = [rng.next_u64(), rng.next_u64()];
        assert_eq!(first, [splitmix(7), splitmix(7 + GOLDEN_GAMMA)]);
        assert_eq!(SplitMix64::new(0).next_u64(), 0xE220_A839_7B1D_CDAF);
    }

    #[test]
    fn spread_stays_in_range() {
        let mut rng = SplitMix64::new(1);
        let values: Vec<i32> = (0..1_000).map(|_| rng.spread(3)).collect();
        assert!(values.iter().all(|v| (-3..=3).contains(v)));
        assert!(values.contains(&-3) && values.contains(&3));
        assert_eq!(rng.spread(0), 0);
    }
}
