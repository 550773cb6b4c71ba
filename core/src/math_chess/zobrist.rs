//! Zobrist keys: a 64-bit hash of the placement and the side to move.

use crate::{math_chess::square::SQUARES, Piece, Square};

/// SplitMix64's output function: the keys of both games' hashes.
pub(crate) const fn splitmix(state: u64) -> u64 {
    let mut z = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

static PIECE_KEYS: [[u64; SQUARES]; 21] = {
    let mut keys = [[0; SQUARES]; 21];
    let mut code = 1;
    while code < 21 {
        let mut sq = 0;
        while sq < SQUARES {
            keys[code][sq] = splitmix((code * SQUARES + sq) as u64 * 0x1000_0001);
            sq += 1;
        }
        code += 1;
    }
    keys
};

/// XORed in when Red is to move.
pub(crate) const RED_TO_MOVE: u64 = splitmix(0xDEAD_BEEF);

#[inline]
pub(crate) fn piece_key(piece: Piece, sq: Square) -> u64 {
    PIECE_KEYS[usize::from(piece.code())][sq.index()]
}
