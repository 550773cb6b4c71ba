//! The static evaluation of Capture the Flag: what a position is worth to
//! the side to move, in the search's units (`search/score.rs`; a plain
//! attacker is worth 100), as the side's value minus the other side's.
//!
//! It counts what the three ways to win need (§6): the 1 near the enemy
//! flag's attack points A and B, the attackers' march across the dividing
//! line, and the guards, whose loss besieges their side.

use crate::games::capture_the_flag::{
    square::{attack_points, Square, ENEMY_HALF},
    Piece, Position,
};
use crate::Side;

/// The worth of a piece: the 1 (the flag's taker) and the free-roaming 2
/// above the others, the guards above all attackers but the 1.
pub(super) const fn value_of(number: u8) -> i32 {
    match number {
        1 => 400,
        2 => 220,
        11 => 140,
        15..=18 => 320,
        _ => 100,
    }
}

/// Per rank an attacker stands nearer the enemy base line.
const ADVANCE: i32 = 10;
/// An attacker across the dividing line.
const ACROSS: i32 = 25;
/// Times the square of the attackers across, when all eleven still stand:
/// the crossing win comes closer faster at its end.
const CROSSING_RACE: i32 = 3;
/// Per square the 1 stands nearer the nearest of the attack points A and B.
const ONE_APPROACH: i32 = 40;
/// The 1 on A or B, a step from the flag.
const ONE_AT_THE_GATE: i32 = 300;
/// The 1 on an open attack point A or B (`rush.rs`), or one or two of its
/// moves from one, the enemy passing.
const ROAD: [i32; 3] = [150, 100, 50];
/// A guard on its home.
const GUARD_HOME: i32 = 15;
/// The side to move.
const TEMPO: i32 = 10;

/// The value of `pos` for its side to move.
pub(super) fn evaluate(pos: &Position) -> i32 {
    let us = pos.turn();
    side_value(pos, us) - side_value(pos, !us) + TEMPO
}

fn side_value(pos: &Position, side: Side) -> i32 {
    let mut value = 0;
    let mut attackers = 0;
    let mut across = 0;
    let gates = &attack_points(side)[..2];
    for sq in pos.squares_of(side).iter() {
        let Some(piece) = pos.piece_at(sq) else {
            continue;
        };
        value += value_of(piece.number());
        if piece.is_guard() {
            if crate::games::capture_the_flag::guard_homes(side).contains(sq) {
                value += GUARD_HOME;
            }
            continue;
        }
        attackers += 1;
        value += ADVANCE * i32::from(progress(sq, side));
        if ENEMY_HALF[side.index()].contains(sq) {
            across += 1;
            value += ACROSS;
        }
        if piece == Piece::new(side, 1) {
            value += one_near_the_flag(sq, gates);
            if let Some(moves) = super::rush::moves_to_open_gate(pos, side) {
                value += ROAD[usize::from(moves)];
            }
        }
    }
    if attackers == 11 {
        value += CROSSING_RACE * across * across;
    }
    value
}

/// Ranks from `side`'s own base line.
const fn progress(sq: Square, side: Side) -> u8 {
    match side {
        Side::Blue => sq.rank(),
        Side::Red => 11 - sq.rank(),
    }
}

fn one_near_the_flag(sq: Square, gates: &[Square]) -> i32 {
    let distance = gates
        .iter()
        .map(|&gate| chebyshev(sq, gate))
        .min()
        .unwrap_or(0);
    if distance == 0 {
        ONE_AT_THE_GATE
    } else {
        ONE_APPROACH * (11 - distance)
    }
}

fn chebyshev(a: Square, b: Square) -> i32 {
    let files = i32::from(a.file()).abs_diff(i32::from(b.file()));
    let ranks = i32::from(a.rank()).abs_diff(i32::from(b.rank()));
    files.max(ranks) as i32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_is_even_but_for_the_tempo() {
        let start = Position::start(Side::Blue);
        assert_eq!(evaluate(&start), TEMPO);
        let red = Position::start(Side::Red);
        assert_eq!(evaluate(&red), TEMPO);
    }

    #[test]
    fn marching_and_the_one_near_the_gate_count() {
        let start = Position::start(Side::Blue);
        let mut marched = start.clone();
        let m = marched.legal_moves()[0];
        marched.play_unchecked(m);
        // Red to move: Blue's piece stepped forward.
        assert!(evaluate(&marched) < TEMPO, "{marched}");
        let one = Square::from_coords(5, 8).unwrap();
        let far = Square::from_coords(5, 0).unwrap();
        let gates = &attack_points(Side::Blue)[..2];
        assert_eq!(
            one_near_the_flag(attack_points(Side::Blue)[0], gates),
            ONE_AT_THE_GATE
        );
        assert!(one_near_the_flag(one, gates) > one_near_the_flag(far, gates));
    }

    #[test]
    fn values_mirror_between_the_sides() {
        // The start is symmetric under a half turn; so is every placement
        // rotated with its colours swapped, and so must be its value.
        let mut pos = Position::start(Side::Blue);
        for _ in 0..6 {
            let m = pos.legal_moves()[0];
            pos.play_unchecked(m);
        }
        let blue = side_value(&pos, Side::Blue);
        let red = side_value(&pos, Side::Red);
        let mut mirrored = Position::empty(!pos.turn());
        for (sq, piece) in pos.pieces() {
            mirrored.put(sq.rotated(), Piece::new(!piece.side(), piece.number()));
        }
        assert_eq!(side_value(&mirrored, Side::Red), blue);
        assert_eq!(side_value(&mirrored, Side::Blue), red);
    }
}
