//! The static evaluation: what a position is worth to the side to move,
//! in hundredths of a small piece.
//!
//! Terms, each for both sides: material; mobility (free room around each
//! piece); capture lines (enemy pieces a supported pair can take now, above
//! all the enemy 0); and the safety of the own 0 along its eight lines: own
//! pieces shield it, an open line invites an attack, an enemy piece on it is
//! half an attacking pair and two lined up are a pair waiting for the right
//! number.

use super::params::{
    ATTACK_SHARE, BLOCKER, ENEMY_ON_LINE, MOBILITY, OPEN_LINE, PAIR_ON_LINE, PIECE_STEP,
    PIECE_VALUE, SCORE_POINT, SHIELD, TARGET_POINT, TEMPO, ZERO_THREAT,
};
use crate::{
    formula::CaptureTable,
    rays::{first_blocker, ray, DIRECTION_OF_STEP, NEIGHBOURS},
    rules::NoMove,
    Direction, Position, Rules, Side, Square,
};

/// The worth of a piece numbered `number` (0 for a 0: the search knows it).
pub(crate) fn value_of(number: u8) -> i32 {
    PIECE_VALUE[usize::from(number.min(9))]
}

/// The score-keeping state the evaluation needs beyond the placement.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Scores(pub(crate) [u16; 2]);

/// The value of `pos` for its side to move under `rules`.
pub(crate) fn evaluate(pos: &Position, rules: &Rules, scores: Scores) -> i32 {
    material(pos, rules, scores) + placement(pos, rules)
}

/// The part of [`evaluate`] that costs next to nothing: material, score and
/// tempo. The rest, [`placement`], rarely moves the value by more than
/// [`PLACEMENT_BOUND`](super::params::PLACEMENT_BOUND).
pub(crate) fn material(pos: &Position, rules: &Rules, scores: Scores) -> i32 {
    let us = pos.turn();
    let worth = |side: Side| {
        let pieces = pos.occupancy(side).count_ones() as i32 - i32::from(pos.zero_count(side));
        pieces * (PIECE_VALUE[1] - PIECE_STEP) + i32::from(pos.material(side)) * PIECE_STEP
    };
    let mut value = worth(us) - worth(!us) + TEMPO;
    let lead = i32::from(scores.0[us.index()]) - i32::from(scores.0[(!us).index()]);
    if rules.points_target.is_some() {
        value += lead * TARGET_POINT;
    } else if rules.no_move == NoMove::Score {
        value += lead * SCORE_POINT;
    }
    value
}

/// Mobility, capture lines and the safety of the 0s, for the side to move.
fn placement(pos: &Position, rules: &Rules) -> i32 {
    let table = CaptureTable::for_rules(rules);
    let us = pos.turn();
    side_value(pos, table, us).total(false) - side_value(pos, table, !us).total(true)
}

/// One side's share of the evaluation.
#[derive(Debug, Default)]
struct SideValue {
    mobility: i32,
    /// The enemy pieces this side could capture, valued.
    attacks: i32,
    threatens_zero: bool,
    zero_safety: i32,
}

impl SideValue {
    /// The sum; a threat on the enemy 0 counts when the enemy must answer it
    /// (`waiting`: this side is not to move). When this side is to move, the
    /// search takes the 0 itself.
    fn total(&self, waiting: bool) -> i32 {
        let threat = if waiting && self.threatens_zero {
            ZERO_THREAT
        } else {
            0
        };
        self.mobility * MOBILITY + self.attacks / ATTACK_SHARE + threat + self.zero_safety
    }
}

fn side_value(pos: &Position, table: &CaptureTable, side: Side) -> SideValue {
    let own = pos.occupancy(side);
    let enemy = pos.occupancy(!side);
    let occupied = own | enemy;
    let mut value = SideValue::default();
    let mut pieces = own;
    while pieces != 0 {
        let from = Square::new(pieces.trailing_zeros() as u8);
        pieces &= pieces - 1;
        let a = pos.number_of(from, side);
        if a == 0 {
            value.zero_safety += zero_safety(pos, table, occupied, from, side);
            continue;
        }
        // Free neighbours, worth more to a piece that steps farther: a cheap
        // stand-in for counting every step.
        let free = neighbour_count(NEIGHBOURS[from.index()] & !occupied, from);
        value.mobility += free * (1 + i32::from(a.min(4)));
        let mut supports = NEIGHBOURS[from.index()] & own;
        while supports != 0 {
            let next = Square::new(supports.trailing_zeros() as u8);
            supports &= supports - 1;
            let step = next.index() + 10 - from.index();
            let Some(dir) = DIRECTION_OF_STEP[step] else {
                continue;
            };
            // Most lines hold no enemy piece at all: no need to look closer.
            if ray(next, dir) & enemy == 0 {
                continue;
            }
            let Some(k) = first_blocker(occupied, next, dir) else {
                continue;
            };
            let target = next.step_unchecked(dir, k);
            if enemy & (1 << target.index()) == 0 {
                continue;
            }
            if !table.ops(a, pos.number_of(next, side), k).is_empty() {
                let victim = pos.number_of(target, !side);
                value.attacks += PIECE_VALUE[usize::from(victim)];
                value.threatens_zero |= victim == 0;
            }
        }
    }
    value
}

/// How many squares of `around`, a set of neighbours of `centre`, there are.
///
/// The neighbours lie within 10 indices of the centre: counting them in a
/// 32-bit window is much cheaper than a 128-bit count on CPUs without a
/// population-count instruction (the portable x86-64 baseline).
#[inline]
fn neighbour_count(around: u128, centre: Square) -> i32 {
    let centre = centre.index();
    let window = if centre >= 10 {
        (around >> (centre - 10)) as u32
    } else {
        (around << (10 - centre)) as u32
    };
    window.count_ones() as i32
}

/// How well the 0 of `side` on `zero` is covered, line by line.
fn zero_safety(
    pos: &Position,
    table: &CaptureTable,
    occupied: u128,
    zero: Square,
    side: Side,
) -> i32 {
    let mut safety = 0;
    for dir in Direction::ALL {
        let len = dir.ray_len(zero);
        // An attack needs room for a support and an attacker behind the target.
        if len < 2 {
            continue;
        }
        let Some(k) = first_blocker(occupied, zero, dir) else {
            safety -= OPEN_LINE;
            continue;
        };
        let Some(first) = pos.piece_at(zero.step_unchecked(dir, k)) else {
            continue;
        };
        safety += match (first.side() == side, k) {
            (true, 1) => SHIELD,
            (true, _) => BLOCKER,
            (false, _) => {
                let behind = (k < len)
                    .then(|| pos.piece_at(zero.step_unchecked(dir, k + 1)))
                    .flatten();
                match behind {
                    Some(attacker) if attacker.side() != side && attacker.number() > 0 => {
                        // A live attack is the search's business; a pair merely
                        // lined up needs one piece changed to become one.
                        if table.ops(attacker.number(), first.number(), k).is_empty() {
                            -PAIR_ON_LINE
                        } else {
                            -2 * PAIR_ON_LINE
                        }
                    }
                    _ => -ENEMY_ON_LINE,
                }
            }
        };
    }
    safety
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Preset;

    fn eval(position: &str) -> i32 {
        let pos: Position = position.parse().unwrap();
        evaluate(&pos, &Preset::Chessplayx.rules(), Scores([0, 0]))
    }

    #[test]
    fn neighbours_counted_in_a_window() {
        let pos: Position = "R9R8R7R6R5R4R3R2R1/4R04/9/9/9/9/9/9/9/4B04/B1B2B3B4B5B6B7B8B9 b"
            .parse()
            .unwrap();
        let free = !(pos.occupancy(Side::Blue) | pos.occupancy(Side::Red));
        for sq in Square::ALL {
            let around = NEIGHBOURS[sq.index()] & free;
            assert_eq!(
                neighbour_count(around, sq),
                around.count_ones() as i32,
                "{sq}"
            );
        }
    }

    #[test]
    fn material_matches_the_table() {
        let pos: Position = "4R04/9/9/9/9/B9R1R26/9/9/9/9/4B04 b".parse().unwrap();
        let rules = Preset::Chessplayx.rules();
        let expected = PIECE_VALUE[9] - PIECE_VALUE[1] - PIECE_VALUE[2] + TEMPO;
        assert_eq!(material(&pos, &rules, Scores([0, 0])), expected);
    }

    #[test]
    fn start_is_balanced() {
        let start = "R9R8R7R6R5R4R3R2R1/4R04/9/9/9/9/9/9/9/4B04/B1B2B3B4B5B6B7B8B9";
        assert_eq!(eval(&format!("{start} b")), TEMPO);
        assert_eq!(eval(&format!("{start} r")), TEMPO);
    }

    #[test]
    fn more_material_is_better() {
        // Blue has an extra 9 far from everything.
        let ahead = eval("4R04/9/9/9/9/B98/9/9/9/9/4B04 b");
        let level = eval("4R04/9/9/9/9/9/9/9/9/9/4B04 b");
        assert!(ahead > level + 100, "{ahead} vs {level}");
        assert!(eval("4R04/9/9/9/9/B98/9/9/9/9/4B04 r") < -100);
    }

    #[test]
    fn a_shielded_zero_is_safer() {
        // The same Blue 1 next to its 0 (e1), or far away on the edge of the board.
        let shielded = eval("4R04/9/9/9/9/9/9/9/9/4B14/4B04 r");
        let open = eval("4R04/9/9/9/9/9/9/9/9/9/B13B04 r");
        assert!(shielded < open, "Red's view: {shielded} vs {open}");
    }

    #[test]
    fn enemy_pairs_on_the_zero_lines_hurt() {
        // Red 3 on e9 behind Red 5 on e8, lined up on the e-file above
        // Blue's 0 (3 and 5 make no 7: not yet an attack), or on the f-file.
        let lined = eval("9/9/4R34/4R54/9/R08/9/9/9/9/4B04 b");
        let aside = eval("9/9/5R33/5R53/9/R08/9/9/9/9/4B04 b");
        assert!(lined < aside, "{lined} vs {aside}");
    }

    #[test]
    fn score_counts_toward_a_points_target() {
        let pos: Position = "4R04/9/9/9/9/9/9/9/9/9/4B04 b".parse().unwrap();
        let classic = Preset::Classic.rules();
        let even = evaluate(&pos, &classic, Scores([0, 0]));
        let ahead = evaluate(&pos, &classic, Scores([10, 0]));
        assert_eq!(ahead - even, 10 * TARGET_POINT);
        let plain = evaluate(&pos, &Preset::Chessplayx.rules(), Scores([10, 0]));
        assert_eq!(plain, even);
    }
}
