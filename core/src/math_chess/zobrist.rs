//! Zobrist keys of the first game: a 64-bit hash of the placement and the
//! side to move.

use super::{square::SQUARES, Piece, Square};
use crate::rng::splitmix;

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
