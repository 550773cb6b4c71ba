//! The static evaluation: what a position is worth to the side to move,
//! in hundredths of a small piece.
//!
//! The value is a weighted sum of [`Term`]s, each a count for the side to
//! move minus the same count for the other side: material; mobility (free
//! room around each piece); capture lines (enemy pieces a supported pair
//! can take now, above all the enemy 0); and the safety of each 0 along its
//! eight lines: own pieces shield it, an open line invites an attack, an
//! enemy piece on it is half an attacking pair and two lined up are a pair
//! waiting for the right number. The weights are in `weights.rs`; because
//! the value is linear in them, they can be fitted to game results
//! (`tuning.rs`).

use super::weights::weight;
use crate::{
    games::math_chess::formula::CaptureTable,
    games::math_chess::rays::{
        direction_to_neighbour, first_blocker, neighbour_count, ray, NEIGHBOURS,
    },
    games::math_chess::rules::NoMove,
    games::math_chess::{Move, MoveList, Position, Rules, Square, SquareSet},
    Direction, Side,
};

/// What the evaluation counts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Term {
    /// Pieces other than 0s.
    Piece,
    /// The sum of their numbers: a larger number steps farther.
    Number,
    /// 1: the side to move.
    Tempo,
    /// The score lead, when a points target is set.
    TargetLead,
    /// The score lead, when the scores decide a game without moves.
    ScoreLead,
    /// Free neighbour squares of each piece, times (1 + its number, at most 4).
    Mobility,
    /// Enemy pieces (not 0s) that a supported pair can capture now, once per pair.
    AttackedPiece,
    /// The sum of their numbers.
    AttackedNumber,
    /// -1 when the other side, not to move, could capture a 0 of the side
    /// to move: a threat it must answer. (The side to move takes an enemy 0
    /// itself; the search sees to that.)
    ZeroThreat,
    /// Own pieces right next to an own 0 on one of its lines.
    Shield,
    /// Own pieces first on a line of an own 0, farther out.
    Blocker,
    /// Lines of an own 0 (with room for an attack) with no piece on them.
    OpenLine,
    /// Lines of an own 0 whose first piece is an enemy piece, with no enemy
    /// attacker right behind it.
    EnemyOnLine,
    /// Lines of an own 0 with an enemy pair lined up (support first,
    /// attacker behind) whose formulas do not reach the 0.
    PairOnLine,
    /// Lines of an own 0 with an enemy pair that could capture it.
    LivePair,
}

impl Term {
    pub const COUNT: usize = 15;
    pub const ALL: [Term; Term::COUNT] = [
        Term::Piece,
        Term::Number,
        Term::Tempo,
        Term::TargetLead,
        Term::ScoreLead,
        Term::Mobility,
        Term::AttackedPiece,
        Term::AttackedNumber,
        Term::ZeroThreat,
        Term::Shield,
        Term::Blocker,
        Term::OpenLine,
        Term::EnemyOnLine,
        Term::PairOnLine,
        Term::LivePair,
    ];
}

/// The count of every [`Term`] in a position.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Terms(pub [i32; Term::COUNT]);

impl Terms {
    fn add(&mut self, term: Term, count: i32) {
        self.0[term as usize] += count;
    }

    /// The weighted sum, with the weights of `weights.rs`.
    fn value(&self) -> i32 {
        Term::ALL
            .into_iter()
            .map(|term| weight(term) * self.0[term as usize])
            .sum()
    }
}

/// The worth of a piece numbered `number` (0 for a 0: the search knows it).
pub(crate) fn value_of(number: u8) -> i32 {
    if number == 0 {
        0
    } else {
        weight(Term::Piece) + weight(Term::Number) * i32::from(number)
    }
}

/// The score-keeping state the evaluation needs beyond the placement.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Scores(pub(crate) [u16; 2]);

/// The value of `pos` for its side to move under `rules`.
pub(crate) fn evaluate(pos: &Position, rules: &Rules, scores: Scores) -> i32 {
    terms(pos, rules, scores).value()
}

/// [`evaluate`], appending the captures of the side to move to `captures`
/// as [`Position::captures`] lists them: the evaluation looks at each of
/// them anyway (its capture lines), and the quiescence search needs both.
pub(crate) fn evaluate_with_captures(
    pos: &Position,
    rules: &Rules,
    scores: Scores,
    captures: &mut MoveList,
) -> i32 {
    // A position without both 0s has no moves.
    let captures = pos.both_zeros().then_some(captures);
    terms_and_captures(pos, rules, scores, captures).value()
}

/// Every term of the evaluation of `pos` for its side to move.
pub(crate) fn terms(pos: &Position, rules: &Rules, scores: Scores) -> Terms {
    terms_and_captures(pos, rules, scores, None)
}

fn terms_and_captures(
    pos: &Position,
    rules: &Rules,
    scores: Scores,
    captures: Option<&mut MoveList>,
) -> Terms {
    let mut terms = material_terms(pos, rules, scores);
    let table = CaptureTable::for_rules(rules);
    let us = pos.turn();
    side_terms(pos, table, us, 1, &mut terms, captures);
    side_terms(pos, table, !us, -1, &mut terms, None);
    terms
}

/// The part of [`evaluate`] that costs next to nothing: material, score and
/// tempo. The rest rarely moves the value by more than
/// [`PLACEMENT_BOUND`](super::weights::PLACEMENT_BOUND).
pub(crate) fn material(pos: &Position, rules: &Rules, scores: Scores) -> i32 {
    material_terms(pos, rules, scores).value()
}

fn material_terms(pos: &Position, rules: &Rules, scores: Scores) -> Terms {
    let us = pos.turn();
    let mut terms = Terms::default();
    let pieces = |side: Side| pos.squares_of(side).len() as i32 - i32::from(pos.zero_count(side));
    let numbers = |side: Side| i32::from(pos.material(side));
    terms.add(Term::Piece, pieces(us) - pieces(!us));
    terms.add(Term::Number, numbers(us) - numbers(!us));
    terms.add(Term::Tempo, 1);
    let lead = i32::from(scores.0[us.index()]) - i32::from(scores.0[(!us).index()]);
    if rules.points_target.is_some() {
        terms.add(Term::TargetLead, lead);
    } else if rules.no_move == NoMove::Score {
        terms.add(Term::ScoreLead, lead);
    }
    terms
}

/// Adds the placement terms of `side` to `terms`, times `sign` (1 for the
/// side to move, -1 for the other), and the captures of `side` to
/// `captures` if given.
fn side_terms(
    pos: &Position,
    table: &CaptureTable,
    side: Side,
    sign: i32,
    terms: &mut Terms,
    mut captures: Option<&mut MoveList>,
) {
    let own = pos.squares_of(side);
    let enemy = pos.squares_of(!side);
    let occupied = own | enemy;
    // Counted in locals, added to `terms` once.
    let (mut mobility, mut attacked, mut attacked_numbers) = (0, 0, 0);
    let mut threatens_zero = false;
    for from in own {
        let a = pos.number_of(from, side);
        if a == 0 {
            zero_safety(pos, table, occupied, from, side, sign, terms);
            continue;
        }
        // Free neighbours, worth more to a piece that steps farther: a cheap
        // stand-in for counting every step.
        let free = i32::from(neighbour_count(NEIGHBOURS[from.index()] - occupied, from));
        mobility += free * (1 + i32::from(a.min(4)));
        // Its pairs with the own pieces next to it (their supports). The
        // captures are kept by direction and listed in the move generator's
        // order of directions, as `Position::captures` lists them.
        let mut capture_by_dir = [None; 8];
        let mut capture_dirs = 0u8;
        for next in NEIGHBOURS[from.index()] & own {
            let Some(dir) = direction_to_neighbour(from, next) else {
                continue;
            };
            // Most lines hold no enemy piece at all: no need to look closer.
            if !ray(next, dir).meets(enemy) {
                continue;
            }
            let Some(k) = first_blocker(occupied, next, dir) else {
                continue;
            };
            let target = next.step_unchecked(dir, k);
            if !enemy.contains(target) {
                continue;
            }
            let ops = table.ops(a, pos.number_of(next, side), k);
            if !ops.is_empty() {
                capture_by_dir[dir as usize] = Some(Move::Capture {
                    from,
                    to: target,
                    ops,
                });
                capture_dirs |= 1 << dir as usize;
                match pos.number_of(target, !side) {
                    0 => threatens_zero = true,
                    victim => {
                        attacked += 1;
                        attacked_numbers += i32::from(victim);
                    }
                }
            }
        }
        if let Some(list) = captures.as_deref_mut() {
            while capture_dirs != 0 {
                let dir = capture_dirs.trailing_zeros() as usize;
                capture_dirs &= capture_dirs - 1;
                list.extend(capture_by_dir[dir]);
            }
        }
    }
    terms.add(Term::Mobility, sign * mobility);
    terms.add(Term::AttackedPiece, sign * attacked);
    terms.add(Term::AttackedNumber, sign * attacked_numbers);
    // A threat counts when the enemy must answer it, not when this side
    // could take the 0 at once.
    if threatens_zero && sign < 0 {
        terms.add(Term::ZeroThreat, -1);
    }
}

/// How well the 0 of `side` on `zero` is covered, line by line: adds its
/// terms to `terms`, times `sign`.
fn zero_safety(
    pos: &Position,
    table: &CaptureTable,
    occupied: SquareSet,
    zero: Square,
    side: Side,
    sign: i32,
    terms: &mut Terms,
) {
    for dir in Direction::ALL {
        let len = dir.ray_len(zero);
        // An attack needs room for a support and an attacker behind the target.
        if len < 2 {
            continue;
        }
        let Some(k) = first_blocker(occupied, zero, dir) else {
            terms.add(Term::OpenLine, sign);
            continue;
        };
        let Some(first) = pos.piece_at(zero.step_unchecked(dir, k)) else {
            continue;
        };
        let term = match (first.side() == side, k) {
            (true, 1) => Term::Shield,
            (true, _) => Term::Blocker,
            (false, _) => {
                let behind = (k < len)
                    .then(|| pos.piece_at(zero.step_unchecked(dir, k + 1)))
                    .flatten();
                match behind {
                    Some(attacker) if attacker.side() != side && attacker.number() > 0 => {
                        // A live attack is the search's business; a pair merely
                        // lined up needs one piece changed to become one.
                        if table.ops(attacker.number(), first.number(), k).is_empty() {
                            Term::PairOnLine
                        } else {
                            Term::LivePair
                        }
                    }
                    _ => Term::EnemyOnLine,
                }
            }
        };
        terms.add(term, sign);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::math_chess::Preset;

    fn eval(position: &str) -> i32 {
        let pos: Position = position.parse().unwrap();
        evaluate(&pos, &Preset::Chessplayx.rules(), Scores([0, 0]))
    }

    #[test]
    fn the_evaluation_finds_the_captures_of_the_side_to_move() {
        let mut found = 0;
        for preset in Preset::ALL {
            let rules = preset.rules();
            for seed in 0..20 {
                let game = crate::games::math_chess::engine::random_opening(
                    rules,
                    10 + 3 * seed as usize,
                    seed,
                );
                for ply in 0..=game.plies() {
                    let pos = game.position_at(ply).unwrap();
                    let scores = Scores([3, 5]);
                    let mut captures = MoveList::new();
                    let value = evaluate_with_captures(pos, &rules, scores, &mut captures);
                    assert_eq!(value, evaluate(pos, &rules, scores), "{pos}");
                    assert_eq!(captures, pos.captures(&rules), "{pos}");
                    found += captures.len();
                }
            }
        }
        assert!(found > 100, "only {found} captures");
    }

    #[test]
    fn material_matches_the_table() {
        let pos: Position = "4R04/9/9/9/9/B9R1R26/9/9/9/9/4B04 b".parse().unwrap();
        let rules = Preset::Chessplayx.rules();
        let expected = value_of(9) - value_of(1) - value_of(2) + weight(Term::Tempo);
        assert_eq!(material(&pos, &rules, Scores([0, 0])), expected);
    }

    #[test]
    fn start_is_balanced() {
        let start = "R9R8R7R6R5R4R3R2R1/4R04/9/9/9/9/9/9/9/4B04/B1B2B3B4B5B6B7B8B9";
        assert_eq!(eval(&format!("{start} b")), weight(Term::Tempo));
        assert_eq!(eval(&format!("{start} r")), weight(Term::Tempo));
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
        assert_eq!(ahead - even, 10 * weight(Term::TargetLead));
        let plain = evaluate(&pos, &Preset::Chessplayx.rules(), Scores([10, 0]));
        assert_eq!(plain, even);
    }
}
