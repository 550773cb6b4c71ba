//! Zobrist keys of the first game: a 64-bit hash of the placement and the
//! side to move.

use super::{square::SQUARES, Piece, Square};
use crate::rng::{piece_keys, splitmix};

/// Keys by piece code (1 to 20) and square.
static PIECE_KEYS: [[u64; SQUARES]; 21] = piece_keys(0, 0x1000_0001);

/// XORed in when Red is to move.
pub(crate) const RED_TO_MOVE: u64 = splitmix(0xDEAD_BEEF);

#[inline]
pub(crate) fn piece_key(piece: Piece, sq: Square) -> u64 {
    PIECE_KEYS[usize::from(piece.code())][sq.index()]
}
