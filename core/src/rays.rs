//! Precomputed lines of the board as bit sets: which squares a ray crosses,
//! the nearest piece on it, a square's neighbours.

use crate::{square::SQUARES, Direction, Square};

/// For each square and direction, the squares of that ray as bits.
static RAYS: [[u128; 8]; SQUARES] = {
    let mut rays = [[0; 8]; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        let mut d = 0;
        while d < 8 {
            let dir = Direction::ALL[d];
            let from = Square::new(sq as u8);
            let mut k = 1;
            while k <= dir.ray_len(from) {
                rays[sq][d] |= 1 << from.step_unchecked(dir, k).index();
                k += 1;
            }
            d += 1;
        }
        sq += 1;
    }
    rays
};

/// The squares from `from` (excluded) to the edge of the board in `dir`.
#[inline]
pub(crate) fn ray(from: Square, dir: Direction) -> u128 {
    RAYS[from.index()][dir as usize]
}

/// The distance from `from` to the first occupied square in `dir`, if any.
#[inline]
pub(crate) fn first_blocker(occupied: u128, from: Square, dir: Direction) -> Option<u8> {
    let on_ray = ray(from, dir) & occupied;
    if on_ray == 0 {
        return None;
    }
    // Rays toward higher indices meet their lowest bit first, the others their highest.
    let blocker = if dir.ascends() {
        on_ray.trailing_zeros()
    } else {
        127 - on_ray.leading_zeros()
    };
    Some(LINE_DISTANCE[from.index()][blocker as usize])
}

/// The bit of the first occupied square from `from` in `dir` (0 if none):
/// [`first_blocker`] as a square, without its distance.
#[inline]
pub(crate) fn nearest(occupied: u128, from: Square, dir: Direction) -> u128 {
    let on_ray = ray(from, dir) & occupied;
    if dir.ascends() {
        on_ray & on_ray.wrapping_neg()
    } else if on_ray == 0 {
        0
    } else {
        1 << (127 - on_ray.leading_zeros())
    }
}

/// For each square, its up to eight neighbours as bits.
pub(crate) static NEIGHBOURS: [u128; SQUARES] = {
    let mut neighbours = [0; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        let mut d = 0;
        while d < 8 {
            let dir = Direction::ALL[d];
            let from = Square::new(sq as u8);
            if dir.ray_len(from) > 0 {
                neighbours[sq] |= 1 << from.step_unchecked(dir, 1).index();
            }
            d += 1;
        }
        sq += 1;
    }
    neighbours
};

/// The direction from a square to its neighbour, by index difference + 10.
pub(crate) const DIRECTION_OF_STEP: [Option<Direction>; 21] = {
    let mut table = [None; 21];
    let mut d = 0;
    while d < 8 {
        let (df, dr) = Direction::ALL[d].signs();
        table[(dr * 9 + df + 10) as usize] = Some(Direction::ALL[d]);
        d += 1;
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
    use crate::Position;

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
                let square = naive.map_or(0, |k| 1 << from.step_unchecked(dir, k).index());
                assert_eq!(nearest(occupied, from, dir), square, "{from} {dir:?}");
            }
        }
    }

    #[test]
    fn neighbours_and_their_directions() {
        let e5: Square = "e5".parse().unwrap();
        assert_eq!(NEIGHBOURS[e5.index()].count_ones(), 8);
        assert_eq!(NEIGHBOURS[0].count_ones(), 3);
        for dir in Direction::ALL {
            let next = e5.step_unchecked(dir, 1);
            assert_eq!(DIRECTION_OF_STEP[next.index() + 10 - e5.index()], Some(dir));
        }
    }
}
