//! Attacks on the 0s: which 0 can be taken next move, which moves could
//! open a line onto a 0, and which quiet moves attack the enemy 0.
//!
//! A 0 never moves, so the search keeps each side's 0 squares from the root
//! and passes them in (`zeros`); a square whose 0 was taken is skipped.

use crate::{rays::ray, Direction, Move, MoveList, Piece, Position, Rules, Side, Square};

/// The 0s of `side` still on the board, from `zeros`.
fn standing<'a>(
    pos: &'a Position,
    side: Side,
    zeros: &'a [Square],
) -> impl Iterator<Item = Square> + 'a {
    let zero = Piece::new(side, 0);
    zeros
        .iter()
        .copied()
        .filter(move |&sq| pos.piece_at(sq) == Some(zero))
}

/// Could the other side capture a 0 of `side` on its next move?
pub(crate) fn zero_attacked(pos: &Position, rules: &Rules, side: Side, zeros: &[Square]) -> bool {
    standing(pos, side, zeros).any(|sq| pos.can_capture_on(rules, sq, !side))
}

/// Every square on a line (the eight rays) of a 0 of `side`. An attack on
/// a 0 runs along such a line: only a move from or to one of them can open
/// or close one.
pub(crate) fn zero_lines(pos: &Position, side: Side, zeros: &[Square]) -> u128 {
    standing(pos, side, zeros)
        .flat_map(|sq| Direction::ALL.map(|dir| ray(sq, dir)))
        .fold(0, |lines, ray| lines | ray)
}

/// The quiet moves of the side to move after which it could capture an
/// enemy 0 (`enemy_zeros`: the enemy's 0 squares): the threats the enemy
/// must answer at once.
pub(crate) fn zero_threats(pos: &mut Position, rules: &Rules, enemy_zeros: &[Square]) -> MoveList {
    let us = pos.turn();
    let lines = zero_lines(pos, !us, enemy_zeros);
    let mut threats = pos.legal_moves(rules);
    threats.retain(|m: &mut Move| {
        let touches = lines & (1 << m.from().index() | 1 << m.to().index()) != 0;
        !m.is_capture() && touches && {
            let m = *m;
            pos.play_unchecked(m);
            let threat = zero_attacked(pos, rules, !us, enemy_zeros);
            pos.undo_unchecked(m, None);
            threat
        }
    });
    threats
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Preset;

    fn zeros(pos: &Position, side: Side) -> Vec<Square> {
        pos.squares_of(side)
            .filter(|&sq| pos.piece_at(sq) == Some(Piece::new(side, 0)))
            .collect()
    }

    fn square(name: &str) -> u128 {
        1 << name.parse::<Square>().unwrap().index()
    }

    #[test]
    fn a_zero_is_attacked_once_a_pair_reaches_it() {
        // Blue's 4 on e2 shields Blue's 0 (e1) from Red's 7 (e6) and 3 (e5),
        // 7 − 3 = 4 squares beyond the support; without it, the 0 falls.
        let rules = Preset::Chessplayx.rules();
        let shielded: Position = "8R0/9/9/9/9/4R74/4R34/9/9/4B44/B93B04 b".parse().unwrap();
        let open: Position = "8R0/9/9/9/9/4R74/4R34/9/9/B48/B93B04 b".parse().unwrap();
        let blue = zeros(&shielded, Side::Blue);
        assert!(!zero_attacked(&shielded, &rules, Side::Blue, &blue));
        assert!(zero_attacked(&open, &rules, Side::Blue, &blue));
        // Once the 0 is taken, nothing is attacked.
        let taken: Position = "8R0/9/9/9/9/9/4R34/9/9/B48/B93R74 b".parse().unwrap();
        assert!(!zero_attacked(&taken, &rules, Side::Blue, &blue));
    }

    #[test]
    fn the_lines_of_a_zero() {
        let pos: Position = "8R0/9/9/9/9/4R74/4R34/9/9/4B44/B93B04 b".parse().unwrap();
        let lines = zero_lines(&pos, Side::Blue, &zeros(&pos, Side::Blue));
        for on in ["e2", "e11", "a1", "i1", "a5", "i5"] {
            assert_ne!(lines & square(on), 0, "{on}");
        }
        for off in ["e1", "b5", "d3", "i6"] {
            assert_eq!(lines & square(off), 0, "{off}");
        }
    }

    #[test]
    fn threats_are_the_quiet_moves_that_attack_the_zero() {
        // Blue's 5 (a9) with the 2 brought to b9 reaches Red's 0 on i9 (5 + 2).
        let mut pos: Position = "9/9/B57R0/1B27/9/9/9/9/9/9/4B04 b".parse().unwrap();
        let rules = Preset::Chessplayx.rules();
        let red = zeros(&pos, Side::Red);
        let threats = zero_threats(&mut pos, &rules, &red);
        let every: Vec<String> = pos
            .legal_moves(&rules)
            .into_iter()
            .filter(|&m| {
                let mut after = pos.clone();
                after.play_unchecked(m);
                !m.is_capture() && zero_attacked(&after, &rules, Side::Red, &red)
            })
            .map(|m| m.to_string())
            .collect();
        let threats: Vec<String> = threats.iter().map(ToString::to_string).collect();
        assert_eq!(threats, every, "every threat, and only threats");
        assert!(threats.contains(&"b8-b9".to_owned()), "{threats:?}");
        assert!(!threats.contains(&"a9-a10".to_owned()), "{threats:?}");
    }
}
