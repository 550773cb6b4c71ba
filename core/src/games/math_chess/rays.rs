//! Precomputed lines of the board as square sets: which squares a ray
//! crosses, the nearest piece on it, a square's neighbours and how many of
//! them a set holds.

use crate::{
    games::math_chess::square::{FILES, SQUARES},
    games::math_chess::{Square, SquareSet},
    Direction,
};

/// For each square and direction, the squares of that ray up to `reach`
/// steps from the square, as bits.
const fn rays_within(reach: u8) -> [[SquareSet; 8]; SQUARES] {
    let mut rays = [[SquareSet::EMPTY; 8]; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        let mut d = 0;
        while d < 8 {
            let dir = Direction::ALL[d];
            let from = Square::new(sq as u8);
            let mut k = 1;
            while k <= dir.ray_len(from) && k <= reach {
                rays[sq][d] = rays[sq][d].with(from.step_unchecked(dir, k));
                k += 1;
            }
            d += 1;
        }
        sq += 1;
    }
    rays
}

/// For each square and direction, the squares of that ray as bits.
static RAYS: [[SquareSet; 8]; SQUARES] = rays_within(u8::MAX);

/// The squares from `from` (excluded) to the edge of the board in `dir`.
#[inline]
pub(crate) fn ray(from: Square, dir: Direction) -> SquareSet {
    RAYS[from.index()][dir as usize]
}

/// The distance from `from` to the first occupied square in `dir`, if any.
#[inline]
pub(crate) fn first_blocker(occupied: SquareSet, from: Square, dir: Direction) -> Option<u8> {
    let on_ray = (ray(from, dir) & occupied).bits();
    // One test for an empty ray, not one in each of `first` and `last`: this
    // is the move generator's inner loop.
    if on_ray == 0 {
        return None;
    }
    // Rays toward higher indices meet their lowest square first, the others their highest.
    let blocker = if dir.ascends() {
        on_ray.trailing_zeros()
    } else {
        127 - on_ray.leading_zeros()
    };
    Some(LINE_DISTANCE[from.index()][blocker as usize])
}

/// The first occupied square from `from` in `dir`, as a set (empty if
/// none): [`first_blocker`] as a square, without its distance.
#[inline]
pub(crate) fn nearest(occupied: SquareSet, from: Square, dir: Direction) -> SquareSet {
    let on_ray = ray(from, dir) & occupied;
    if dir.ascends() {
        on_ray.lowest()
    } else {
        on_ray
            .last()
            .map_or(SquareSet::EMPTY, SquareSet::from_square)
    }
}

/// For each square, its up to eight neighbours as bits: the rays one step
/// long, together.
pub(crate) static NEIGHBOURS: [SquareSet; SQUARES] = {
    let steps = rays_within(1);
    let mut neighbours = [SquareSet::EMPTY; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        let mut d = 0;
        while d < 8 {
            if let Some(n) = steps[sq][d].first() {
                neighbours[sq] = neighbours[sq].with(n);
            }
            d += 1;
        }
        sq += 1;
    }
    neighbours
};

/// The largest difference of index between neighbours: one rank and one
/// file apart, diagonally.
pub(crate) const NEIGHBOUR_SPAN: usize = FILES as usize + 1;

/// The direction from `from` to `to`, one of its [`NEIGHBOURS`]. (Other
/// squares give a direction that means nothing, or `None`.)
#[inline]
pub(crate) fn direction_to_neighbour(from: Square, to: Square) -> Option<Direction> {
    // The index difference, -SPAN..=SPAN, shifted to index the table.
    DIRECTION_OF_STEP[to.index() + NEIGHBOUR_SPAN - from.index()]
}

/// The direction of each step between neighbours, by index difference
/// shifted by [`NEIGHBOUR_SPAN`] (so that it starts at 0).
const DIRECTION_OF_STEP: [Option<Direction>; 2 * NEIGHBOUR_SPAN + 1] = {
    let mut table = [None; 2 * NEIGHBOUR_SPAN + 1];
    let mut d = 0;
    while d < 8 {
        let (df, dr) = Direction::ALL[d].signs();
        let step = dr as isize * FILES as isize + df as isize;
        table[(step + NEIGHBOUR_SPAN as isize) as usize] = Some(Direction::ALL[d]);
        d += 1;
    }
    table
};

/// How many squares of `around`, a set of neighbours of `centre`, there are.
///
/// The neighbours lie within [`NEIGHBOUR_SPAN`] indices of the centre, in
/// three runs of three bits (below, beside and above it): gathered into
/// nine bits, they are counted by a table lookup, much cheaper than a
/// population count on CPUs without an instruction for it (the portable
/// x86-64 baseline).
#[inline]
pub(crate) fn neighbour_count(around: SquareSet, centre: Square) -> u8 {
    let (around, centre) = (around.bits(), centre.index());
    // The window's bit NEIGHBOUR_SPAN is the centre.
    let window = if centre >= NEIGHBOUR_SPAN {
        (around >> (centre - NEIGHBOUR_SPAN)) as u32
    } else {
        (around << (NEIGHBOUR_SPAN - centre)) as u32
    };
    // Bits 0–2, 9–11 and 18–20 of the window (bit 10, the centre, is clear).
    let runs = (window & 0x7) | (window >> 6 & 0x38) | (window >> 12 & 0x1c0);
    BITS_IN_NINE[runs as usize]
}

/// The number of set bits of each nine-bit value.
static BITS_IN_NINE: [u8; 512] = {
    let mut table = [0; 512];
    let mut i = 0;
    while i < 512 {
        table[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    table
};

/// Squares apart along a line: the larger of the file and rank distances.
static LINE_DISTANCE: [[u8; SQUARES]; SQUARES] = {
    let mut table = [[0; SQUARES]; SQUARES];
    let mut a = 0;
    while a < SQUARES {
        let mut b = 0;
        while b < SQUARES {
            let (fa, ra, fb, rb) = (a % 9, a / 9, b % 9, b / 9);
            let df = fa.abs_diff(fb);
            let dr = ra.abs_diff(rb);
            table[a][b] = if df > dr { df as u8 } else { dr as u8 };
            b += 1;
        }
        a += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::math_chess::Position;

    #[test]
    fn first_blocker_finds_the_nearest_piece() {
        let pos: Position = "R9R8R7R6R5R4R3R2R1/4R04/9/9/9/9/9/9/9/4B04/B1B2B3B4B5B6B7B8B9 b"
            .parse()
            .unwrap();
        let occupied = pos.all_occupied();
        for from in Square::ALL {
            for dir in Direction::ALL {
                let naive = (1..=dir.ray_len(from))
                    .find(|&k| pos.piece_at(from.step_unchecked(dir, k)).is_some());
                assert_eq!(first_blocker(occupied, from, dir), naive, "{from} {dir:?}");
                let square = naive.map_or(SquareSet::EMPTY, |k| {
                    SquareSet::from_square(from.step_unchecked(dir, k))
                });
                assert_eq!(nearest(occupied, from, dir), square, "{from} {dir:?}");
            }
        }
    }

    #[test]
    fn neighbours_and_their_directions() {
        let e5: Square = "e5".parse().unwrap();
        assert_eq!(NEIGHBOURS[e5.index()].len(), 8);
        assert_eq!(NEIGHBOURS[0].len(), 3);
        for dir in Direction::ALL {
            let next = e5.step_unchecked(dir, 1);
            assert_eq!(direction_to_neighbour(e5, next), Some(dir));
        }
    }

    #[test]
    fn neighbours_counted_in_a_window() {
        let pos: Position = "R9R8R7R6R5R4R3R2R1/4R04/9/9/9/9/9/9/9/4B04/B1B2B3B4B5B6B7B8B9 b"
            .parse()
            .unwrap();
        for sq in Square::ALL {
            let around = NEIGHBOURS[sq.index()] - pos.all_occupied();
            assert_eq!(neighbour_count(around, sq), around.len() as u8, "{sq}");
        }
    }
}
