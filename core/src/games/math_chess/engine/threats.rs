//! Attacks on the 0s: which 0 can be taken next move, which moves could
//! open a line onto a 0, and which quiet moves attack the enemy 0.
//!
//! An attack on a 0 runs along one of its eight lines: the first piece
//! from the 0 is the enemy's support, the enemy's attacker stands right
//! behind it, and the distance fits a formula. A 0 never moves, so the
//! search keeps each side's 0 squares from the root and passes them in
//! (`zeros`); a square whose 0 was taken is skipped.

use crate::{
    games::math_chess::rays::{first_blocker, nearest, ray},
    games::math_chess::{Move, MoveList, Piece, Position, Rules, Square, SquareSet},
    Direction, Side,
};

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

/// Each line of each 0 of `side` that holds a piece: the 0's square, the
/// distance of the line's first piece from it, the direction, and that
/// piece's square.
fn first_pieces<'a>(
    pos: &'a Position,
    side: Side,
    zeros: &'a [Square],
) -> impl Iterator<Item = (Square, u8, Direction, Square)> + 'a {
    let occupied = pos.all_occupied();
    standing(pos, side, zeros).flat_map(move |zero| {
        Direction::ALL.into_iter().filter_map(move |dir| {
            let k = first_blocker(occupied, zero, dir)?;
            Some((zero, k, dir, zero.step_unchecked(dir, k)))
        })
    })
}

/// Could the other side capture a 0 of `side` on its next move? (The search
/// asks [`attacked_through`]; tuning and the tests ask this.)
#[cfg(any(test, feature = "tuning"))]
pub(crate) fn zero_attacked(pos: &Position, rules: &Rules, side: Side, zeros: &[Square]) -> bool {
    standing(pos, side, zeros).any(|sq| pos.can_capture_on(rules, sq, !side))
}

/// [`zero_attacked`], looking only at the lines of the 0s that pass through
/// `squares`: enough after a move from or to those squares when no other
/// line was attacked before it.
pub(crate) fn attacked_through(
    pos: &Position,
    rules: &Rules,
    side: Side,
    zeros: &[Square],
    squares: SquareSet,
) -> bool {
    standing(pos, side, zeros).any(|zero| {
        Direction::ALL.into_iter().any(|dir| {
            ray(zero, dir).meets(squares) && pos.capture_line(rules, zero, !side, dir).is_some()
        })
    })
}

/// The squares a move of `side` must reach to answer every attack on its
/// 0s: on each attacking line, a square between the 0 and the enemy's
/// support (a block) or the support's or the attacker's (a capture). Every
/// square when no 0 is attacked. A move elsewhere leaves a 0 to be taken.
pub(crate) fn answering_squares(
    pos: &Position,
    rules: &Rules,
    side: Side,
    zeros: &[Square],
) -> SquareSet {
    let mut answers = SquareSet::ALL;
    for zero in standing(pos, side, zeros) {
        for dir in Direction::ALL {
            if let Some(k) = pos.capture_line(rules, zero, !side, dir) {
                answers &= (1..=k + 1).map(|d| zero.step_unchecked(dir, d)).collect();
            }
        }
    }
    answers
}

/// The squares of the pieces of `side` that stand first on a line of its
/// own 0s: while no 0 is attacked, only a move of one of them can leave
/// one open to capture (any other piece stays behind the first).
pub(crate) fn shields(pos: &Position, side: Side, zeros: &[Square]) -> SquareSet {
    let occupied = pos.all_occupied();
    let mut shields = SquareSet::EMPTY;
    for zero in standing(pos, side, zeros) {
        for dir in Direction::ALL {
            shields |= nearest(occupied, zero, dir);
        }
    }
    shields & pos.squares_of(side)
}

/// The quiet moves of the side to move after which it could capture an
/// enemy 0 (`enemy_zeros`: the enemy's 0 squares), when it cannot capture
/// one now: the threats the enemy must answer at once.
///
/// On a line of the 0 whose first piece is ours, only a few moves can make
/// an attack: a step onto the square before that piece (a new support in
/// front of it) or behind it (a new attacker behind it), a move of that
/// piece off the line when an own pair waits behind it, or its step back
/// to just before the next piece. Those few candidates are played out and
/// checked. The threats are appended to `threats`.
pub(crate) fn zero_threats(
    pos: &mut Position,
    rules: &Rules,
    enemy_zeros: &[Square],
    threats: &mut MoveList,
) {
    let us = pos.turn();
    let occupied = pos.all_occupied();
    let ours = |sq: Square| pos.piece_at(sq).is_some_and(|p| p.side() == us);
    let (mut uncovering, mut targets) = (SquareSet::EMPTY, SquareSet::EMPTY);
    let mut candidates = MoveList::new();
    for (zero, k, dir, first) in first_pieces(pos, !us, enemy_zeros) {
        if !ours(first) {
            continue;
        }
        let len = dir.ray_len(zero);
        if k >= 2 {
            targets = targets.with(zero.step_unchecked(dir, k - 1));
        }
        if k < len {
            targets |= SquareSet::from(zero.step_unchecked(dir, k + 1)) - occupied;
        }
        let Some(gap) = first_blocker(occupied, first, dir) else {
            continue;
        };
        let next = k + gap;
        if !ours(zero.step_unchecked(dir, next)) {
            continue;
        }
        if next < len && ours(zero.step_unchecked(dir, next + 1)) {
            uncovering = uncovering.with(first);
        }
        let reach = pos.piece_at(first).map_or(0, Piece::number);
        if gap >= 2 && reach >= gap - 1 {
            candidates.push(Move::Step {
                from: first,
                to: zero.step_unchecked(dir, next - 1),
            });
        }
    }
    // Their captures are left out below.
    for from in uncovering {
        pos.push_moves_from(rules, from, &mut candidates);
    }
    for to in targets {
        // The own pieces that can step here: each first on a line from it,
        // within its reach.
        for dir in Direction::ALL {
            let Some(j) = first_blocker(occupied, to, dir) else {
                continue;
            };
            let from = to.step_unchecked(dir, j);
            if pos
                .piece_at(from)
                .is_some_and(|p| p.side() == us && p.number() >= j)
            {
                candidates.push(Move::Step { from, to });
            }
        }
    }
    let first = threats.len();
    for &m in &candidates {
        if m.is_capture() || threats[first..].contains(&m) {
            continue;
        }
        pos.play_unchecked(m);
        let lines = SquareSet::from(m.from()).with(m.to());
        if attacked_through(pos, rules, !us, enemy_zeros, lines) {
            threats.push(m);
        }
        pos.undo_unchecked(m, None);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::math_chess::{engine::random_opening, Preset};

    fn zeros(pos: &Position, side: Side) -> Vec<Square> {
        pos.zero_squares(side).collect()
    }

    /// The threats `zero_threats` must find, by brute force: the quiet
    /// moves after which `enemy`'s 0 on `zeros` is attacked, sorted.
    fn every_threat(pos: &Position, rules: &Rules, enemy: Side, zeros: &[Square]) -> Vec<String> {
        let mut every: Vec<String> = pos
            .legal_moves(rules)
            .into_iter()
            .filter(|&m| {
                let mut after = pos.clone();
                after.play_unchecked(m);
                !m.is_capture() && zero_attacked(&after, rules, enemy, zeros)
            })
            .map(|m| m.to_string())
            .collect();
        every.sort();
        every
    }

    /// What `zero_threats` finds, sorted.
    fn threats_found(pos: &mut Position, rules: &Rules, zeros: &[Square]) -> Vec<String> {
        let mut found = MoveList::new();
        zero_threats(pos, rules, zeros, &mut found);
        let mut threats: Vec<String> = found.iter().map(ToString::to_string).collect();
        threats.sort();
        threats
    }

    fn square(name: &str) -> SquareSet {
        name.parse::<Square>().unwrap().into()
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
    fn an_attack_is_answered_on_its_line() {
        let rules = Preset::Chessplayx.rules();
        // Red's 7 (e6) and 3 (e5) attack Blue's 0 on e1 (7 − 3 = 4).
        let open: Position = "8R0/9/9/9/9/4R74/4R34/9/9/B48/B93B04 b".parse().unwrap();
        let blue = zeros(&open, Side::Blue);
        let file = ["e2", "e3", "e4", "e5", "e6"].map(square);
        assert_eq!(
            answering_squares(&open, &rules, Side::Blue, &blue),
            file.into_iter().fold(SquareSet::EMPTY, |a, b| a | b)
        );
        let shielded: Position = "8R0/9/9/9/9/4R74/4R34/9/9/4B44/B93B04 b".parse().unwrap();
        assert_eq!(
            answering_squares(&shielded, &rules, Side::Blue, &blue),
            SquareSet::ALL
        );
    }

    /// Positions whose side to move has a 0 attacked: each threat in the
    /// random positions, played.
    fn attacked_positions() -> Vec<Position> {
        let rules = Preset::Chessplayx.rules();
        let mut attacked = Vec::new();
        for pos in random_positions() {
            let enemy = zeros(&pos, !pos.turn());
            for m in pos.legal_moves(&rules) {
                let mut after = pos.clone();
                after.play_unchecked(m);
                if !m.is_capture() && zero_attacked(&after, &rules, !pos.turn(), &enemy) {
                    attacked.push(after);
                }
            }
        }
        attacked
    }

    #[test]
    fn a_move_off_the_answering_squares_leaves_the_zero_attacked() {
        let rules = Preset::Chessplayx.rules();
        let mut attacked = 0;
        for pos in attacked_positions() {
            let us = pos.turn();
            let own = zeros(&pos, us);
            let answers = answering_squares(&pos, &rules, us, &own);
            if answers == SquareSet::ALL {
                continue;
            }
            attacked += 1;
            for m in pos.legal_moves(&rules) {
                let mut after = pos.clone();
                after.play_unchecked(m);
                if !answers.contains(m.to()) {
                    assert!(zero_attacked(&after, &rules, us, &own), "{pos} {m}");
                }
            }
        }
        assert!(attacked > 5, "only {attacked} positions with an attack");
    }

    #[test]
    fn the_shields_of_a_zero() {
        // Blue's 4 on e2 is first on the e-file above Blue's 0 (e1), and
        // Blue's 9 on a1 first on rank 1; Red's pieces shield nothing of Blue's.
        let pos: Position = "8R0/9/9/9/9/4R74/4R34/9/9/4B44/B93B04 b".parse().unwrap();
        let blue = zeros(&pos, Side::Blue);
        assert_eq!(
            shields(&pos, Side::Blue, &blue),
            square("e2") | square("a1")
        );
        let red = zeros(&pos, Side::Red);
        assert_eq!(shields(&pos, Side::Red, &red), SquareSet::EMPTY);
    }

    /// Positions from random play, with either side to move.
    fn random_positions() -> Vec<Position> {
        let mut positions = Vec::new();
        for preset in Preset::ALL {
            for seed in 0..30 {
                let game = random_opening(preset.rules(), 10 + 2 * seed as usize, seed);
                positions.extend(
                    (0..=game.plies())
                        .step_by(3)
                        .filter_map(|ply| game.position_at(ply).cloned()),
                );
            }
        }
        positions
    }

    #[test]
    fn only_a_shield_can_leave_a_zero_open() {
        let rules = Preset::Chessplayx.rules();
        for pos in random_positions() {
            let us = pos.turn();
            let own = zeros(&pos, us);
            if zero_attacked(&pos, &rules, us, &own) {
                continue;
            }
            let shields = shields(&pos, us, &own);
            for m in pos.legal_moves(&rules) {
                let mut after = pos.clone();
                after.play_unchecked(m);
                if zero_attacked(&after, &rules, us, &own) {
                    assert!(shields.contains(m.from()), "{pos} {m}");
                }
            }
        }
    }

    #[test]
    fn random_positions_have_exactly_the_threats_found() {
        let rules = Preset::Chessplayx.rules();
        let mut found = 0;
        for mut pos in random_positions() {
            let enemy = zeros(&pos, !pos.turn());
            if zero_attacked(&pos, &rules, !pos.turn(), &enemy) {
                continue;
            }
            let threats = threats_found(&mut pos, &rules, &enemy);
            assert_eq!(
                threats,
                every_threat(&pos, &rules, !pos.turn(), &enemy),
                "{pos}"
            );
            found += threats.len();
        }
        assert!(found > 20, "only {found} threats in all");
    }

    #[test]
    fn threats_are_the_quiet_moves_that_attack_the_zero() {
        // Blue's 5 (a9) with the 2 brought to b9 reaches Red's 0 on i9 (5 + 2).
        let mut pos: Position = "9/9/B57R0/1B27/9/9/9/9/9/9/4B04 b".parse().unwrap();
        let rules = Preset::Chessplayx.rules();
        let red = zeros(&pos, Side::Red);
        let threats = threats_found(&mut pos, &rules, &red);
        assert_eq!(
            threats,
            every_threat(&pos, &rules, Side::Red, &red),
            "every threat, and only threats"
        );
        assert!(threats.contains(&"b8-b9".to_owned()), "{threats:?}");
        assert!(!threats.contains(&"a9-a10".to_owned()), "{threats:?}");
    }
}
