//! What a move captures, in words a player reads: each piece taken, and
//! each rule that took it with its arithmetic (`Red 7 (P: 4 + 3 = 7)`), as
//! `docs/flag-rules.md` §5 works them out.

use std::fmt;

use super::{
    movegen::Mover,
    moves::{CaptureRule, Move},
    piece::Piece,
    square::{flag, Square, SquareSet, FLAGS},
    Position,
};
use crate::{Direction, Side};

/// One piece a move captures and how (see [`Position::captures_of`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Capture {
    pub square: Square,
    pub piece: Piece,
    /// Each rule that takes it, in the order `T1 … T4 D P G E S Q`.
    pub reasons: Vec<Reason>,
}

/// One capture rule at work, with the numbers that made it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reason {
    pub rule: CaptureRule,
    /// The rule's arithmetic or condition: `4 + 3 = 7`, `three sides on the edge`.
    pub working: String,
    /// T4's place: the side whose base line the multiple counts on.
    pub base_line: Option<Side>,
}

impl Reason {
    /// The arithmetic alone (`4 + 3 = 7`, `8 = 8 × 1`), for a screen that
    /// names the rule in its own words; empty for a rule that takes by
    /// where the pieces stand (T1–T3, E, Q).
    #[must_use]
    pub fn arithmetic(&self) -> &str {
        if self.rule.is_arithmetic() {
            &self.working
        } else {
            ""
        }
    }
}

impl fmt::Display for Reason {
    /// `P: 4 + 3 = 7`, `T4: 8 = 8 × 1 on Blue's base line`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.rule.name(), self.working)?;
        if let Some(side) = self.base_line {
            write!(f, " on {side}'s base line")?;
        }
        Ok(())
    }
}

impl fmt::Display for Capture {
    /// `Red 7 (P: 4 + 3 = 7)`, `Red 3 (P: 8 + 4 = 12; E: three sides on the edge)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let reasons: Vec<String> = self.reasons.iter().map(ToString::to_string).collect();
        write!(
            f,
            "{} {} ({})",
            self.piece.side(),
            self.piece.number(),
            reasons.join("; ")
        )
    }
}

/// ` = 2 × 7` when `value` is a larger multiple of `of`, nothing when equal.
fn times(value: u32, of: u32) -> String {
    if value == of {
        String::new()
    } else {
        format!(" = {} × {of}", value / of)
    }
}

/// A difference or a sum that takes `target` by being its half or a multiple.
fn half_or_times(value: u32, target: u32) -> String {
    if 2 * value == target {
        format!(", half of {target}")
    } else {
        times(value, target)
    }
}

impl Position {
    /// The pieces `m`, a legal move here, captures, each with the rules
    /// that take it and their arithmetic.
    ///
    /// ```
    /// use mathchess::games::capture_the_flag::Position;
    /// // docs/flag-rules.md §10, Example 5: d4-e5 puts the 10 between R2 and R3.
    /// let pos = Position::from_ascii_lenient(b"11/5,R18,5/1,B6,2,R17,1,R15,4/5,R16,5/2,R2,8/2,B4,8/7,B3,R7,2/3,R2,1,R3,4,B11/3,B10,1,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0")?;
    /// let m = pos.legal_move("d4".parse()?, "e5".parse()?).unwrap();
    /// let taken: Vec<String> = pos.captures_of(m).iter().map(ToString::to_string).collect();
    /// assert_eq!(taken, ["Red 2 (D: 10 = 2 × (2 + 3))", "Red 3 (D: 10 = 2 × (2 + 3))"]);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Panics
    /// If there is no piece on `m.from()`, or `m` captures an empty square:
    /// `m` must be a legal move of this position.
    #[must_use]
    pub fn captures_of(&self, m: Move) -> Vec<Capture> {
        let p = self.mover(m.from()).expect("a move starts on a piece");
        m.captures()
            .map(|(square, rules)| {
                let piece = self.piece_at(square).expect("a captured piece");
                let reasons = rules
                    .iter()
                    .map(|rule| Reason {
                        rule,
                        working: self.working(&p, m.to(), square, rule).to_string(),
                        base_line: (rule == CaptureRule::T4).then_some(p.side),
                    })
                    .collect();
                Capture {
                    square,
                    piece,
                    reasons,
                }
            })
            .collect()
    }

    /// The numbers by which `rule` takes the piece on `square` when the
    /// mover `p` lands on `t`.
    fn working(&self, p: &Mover, t: Square, square: Square, rule: CaptureRule) -> Working {
        let n = u32::from(p.number);
        let e = self.piece_at(square).map_or(0, |q| u32::from(q.number()));
        let number = |sq: Square| {
            Piece::from_code(self.code_after(p, t, sq)).map_or(0, |q| u32::from(q.number()))
        };
        // The piece beyond the victim, seen from the mover, for a surround.
        let beyond = || {
            Direction::ALL
                .into_iter()
                .find(|&d| t.neighbour(d) == Some(square))
                .and_then(|d| square.neighbour(d))
                .map_or(0, number)
        };
        match rule {
            CaptureRule::T1 => Working::BaseLine { n, e },
            CaptureRule::T2 => Working::Colour(square.colour()),
            CaptureRule::T3 => Working::Across { e },
            CaptureRule::T4 => Working::Multiple { n, e },
            CaptureRule::D => {
                // The other piece is across the mover from this one.
                let across = (2 * t.file())
                    .checked_sub(square.file())
                    .zip((2 * t.rank()).checked_sub(square.rank()))
                    .and_then(|(file, rank)| Square::from_coords(file, rank));
                let other = across.map_or(0, number);
                let (x, y) = if square < t { (e, other) } else { (other, e) };
                Working::Between { n, x, y }
            }
            CaptureRule::P => Working::Sum {
                n,
                beyond: beyond(),
                e,
            },
            CaptureRule::G => Working::Difference {
                n,
                beyond: beyond(),
                e,
            },
            CaptureRule::E => Working::Edge,
            CaptureRule::S => Working::Sides {
                three: (super::orthogonal_neighbours(square) - FLAGS)
                    .iter()
                    .map(number)
                    .collect(),
                e,
            },
            CaptureRule::Q => Working::Four,
        }
    }
}

/// The numbers of one capture rule at work (§5): the mover's `n`, the
/// victim's `e`, and the pieces around that count. [`Reason::working`]
/// holds them in words.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Working {
    /// T1: the mover takes on the base line.
    BaseLine { n: u32, e: u32 },
    /// T2: a 2 on a square of this colour.
    Colour(Side),
    /// T3: a 2 across the dividing line.
    Across { e: u32 },
    /// T4: `n` is a multiple of `e`.
    Multiple { n: u32, e: u32 },
    /// D: the victim and the piece across the mover, `x` and `y` left to
    /// right, sum to `n` or divide it.
    Between { n: u32, x: u32, y: u32 },
    /// P: the mover and the piece beyond the victim add up to `e` or a multiple.
    Sum { n: u32, beyond: u32, e: u32 },
    /// G: their difference is `e`, its half or a multiple.
    Difference { n: u32, beyond: u32, e: u32 },
    /// E: three sides on the edge.
    Edge,
    /// S: the three sides' sum is `e`, its half or a multiple.
    Sides { three: Vec<u32>, e: u32 },
    /// Q: four sides.
    Four,
}

impl fmt::Display for Working {
    /// `4 + 3 = 7`, `a 2 on a Blue square`, `three sides on the edge`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Working::BaseLine { n, e } => write!(f, "a {n} takes a {e} on the base line"),
            Working::Colour(colour) => write!(f, "a 2 on a {colour} square"),
            Working::Across { e } => write!(f, "a 2 across the line takes a {e}"),
            Working::Multiple { n, e } => write!(f, "{n} = {} × {e}", n / e),
            Working::Between { n, x, y } if *n == x + y => write!(f, "{n} = {x} + {y}"),
            Working::Between { n, x, y } => write!(f, "{n} = {} × ({x} + {y})", n / (x + y)),
            Working::Sum { n, beyond, e } => {
                write!(
                    f,
                    "{n} + {beyond} = {}{}",
                    n + beyond,
                    times(n + beyond, *e)
                )
            }
            Working::Difference { n, beyond, e } => {
                let d = n - beyond;
                write!(f, "{n} − {beyond} = {d}{}", half_or_times(d, *e))
            }
            Working::Edge => f.write_str("three sides on the edge"),
            Working::Sides { three, e } => {
                let sum: u32 = three.iter().sum();
                let terms: Vec<String> = three.iter().map(ToString::to_string).collect();
                write!(f, "{} = {sum}{}", terms.join(" + "), half_or_times(sum, *e))
            }
            Working::Four => f.write_str("four sides"),
        }
    }
}

impl Position {
    /// The guards and 1s that the other side could capture on its next
    /// move, for a screen to mark: losing a guard brings a siege, and the
    /// 1 is the piece that enters the flag. The side to move's pieces are
    /// those the enemy could take if it moved now.
    #[must_use]
    pub fn threatened(&self) -> SquareSet {
        let mut enemy_to_move = self.clone();
        enemy_to_move.pass();
        // A siege binds the side to move only; the enemy is free.
        enemy_to_move.siege = SquareSet::default();
        let mut threatened = SquareSet::default();
        for position in [self, &enemy_to_move] {
            for m in position.legal_moves() {
                for (square, _) in m.captures() {
                    let vital = position
                        .piece_at(square)
                        .is_some_and(|piece| piece.is_guard() || piece.number() == 1);
                    if vital {
                        threatened.insert(square);
                    }
                }
            }
        }
        threatened
    }

    /// The enemy 1s one move from entering a flag (§4.8): each stands on
    /// attack point A or B of the flag, and its entry is a legal move for
    /// its side's next turn (the flag empty, the 1 not attacked, no return
    /// owed first). Blue's flag first.
    #[must_use]
    pub fn flag_threats(&self) -> Vec<FlagThreat> {
        Side::ALL
            .into_iter()
            .filter_map(|defender| {
                let attacker = !defender;
                let one = self.one_of(attacker)?;
                let mut next = self.clone();
                if next.turn() != attacker {
                    next.pass();
                    // A siege binds the side to move only; the attacker is free.
                    next.siege = SquareSet::EMPTY;
                }
                let flag = flag(defender);
                next.legal_move(one, flag).map(|_| FlagThreat {
                    defender,
                    flag,
                    one,
                })
            })
            .collect()
    }
}

/// An enemy 1 one move from entering `defender`'s flag (§4.8): it wins by
/// stepping from `one` onto `flag` unless it is taken, or attacked, first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FlagThreat {
    /// The side whose flag it is.
    pub defender: Side,
    pub flag: Square,
    /// Where the enemy 1 stands: attack point A or B of the flag.
    pub one: Square,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The captures of `from`-`to` in `position`, as a screen says them.
    fn said(position: &str, from: &str, to: &str) -> Vec<String> {
        let pos = Position::from_ascii_lenient(position.as_bytes()).unwrap();
        let m = pos
            .legal_move(from.parse().unwrap(), to.parse().unwrap())
            .unwrap_or_else(|| panic!("{from}-{to} is legal"));
        pos.captures_of(m).iter().map(ToString::to_string).collect()
    }

    /// The threats of the position string `text`, as `(flag, one)` names.
    fn threats(text: &str) -> Vec<(Side, String, String)> {
        let pos = Position::from_ascii_lenient(text.as_bytes()).unwrap();
        pos.flag_threats()
            .into_iter()
            .map(|t| (t.defender, t.flag.to_string(), t.one.to_string()))
            .collect()
    }

    /// Example 10: the 1 on A (e9), not attacked, may enter f10 whoever is
    /// to move; attacked (R4 on d9), on C (Example 3), or with a guard's
    /// return owed first, it may not, and the start has no threat.
    #[test]
    fn a_flag_is_threatened_by_a_1_that_may_enter_it_next() {
        let on_a = "3,R6,2,R9,4/5,R18,5/4,R17,1,R15,4/4,B1,R16,5/2,R4,8/3,R7,7/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11";
        let red = vec![(Side::Red, "f10".to_owned(), "e9".to_owned())];
        assert_eq!(threats(&format!("{on_a} b - - 0")), red);
        assert_eq!(threats(&format!("{on_a} r - - 0")), red);
        let attacked = "3,R6,2,R9,4/5,R18,5/4,R17,1,R15,4/3,R4,B1,R16,5/11/3,R7,7/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11";
        let on_c = "3,R6,2,R9,4/4,B1,R18,5/4,R17,1,R15,4/1,R8,3,R16,5/2,R4,8/11/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11";
        let owing = "3,R6,2,R9,4/5,R18,5/4,R17,1,R15,4/4,B1,R16,5/2,R4,8/3,R7,7/11/4,B16,6/11/4,B15,1,B17,4/5,B18,5/11";
        for text in [
            format!("{attacked} b - - 0"),
            format!("{attacked} r - - 0"),
            format!("{on_c} b - - 0"),
            format!("{on_c} r - - 0"),
            format!("{owing} b Be5f4 - 0"),
            format!("{owing} r Be5f4 - 0"),
        ] {
            assert_eq!(threats(&text), [], "{text}");
        }
        assert!(Position::start(Side::Blue).flag_threats().is_empty());
    }

    /// Red's 1 on its point A (g4) of Blue's flag: Blue's flag is the one
    /// threatened, and a siege on Blue does not hide it.
    #[test]
    fn a_threat_to_blues_flag_names_it() {
        let text =
            "5,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/11/5,B16,R1,4/4,B15,1,B17,4/5,B18,5/B1,10";
        let blue = vec![(Side::Blue, "f3".to_owned(), "g4".to_owned())];
        assert_eq!(threats(&format!("11/{text} b - - 0")), blue);
        assert_eq!(threats(&format!("11/{text} r - - 0")), blue);
        assert_eq!(threats(&format!("11/{text} b - bg4 0")), blue);
    }

    #[test]
    fn the_arithmetic_alone_for_a_screen() {
        let example_7 = "R6,10/5,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/11/5,B16,5/2,B11,1,B15,1,B17,4/3,R2,1,B18,1,B6,3/2,R1,B2,B8,B1,1,R3,B4,2 b - - 0";
        let pos = Position::from_ascii_lenient(example_7.as_bytes()).unwrap();
        let arithmetic = |from: &str, to: &str| -> Vec<(&'static str, String)> {
            let m = pos
                .legal_move(from.parse().unwrap(), to.parse().unwrap())
                .unwrap();
            let captures = pos.captures_of(m);
            let reasons = captures.iter().flat_map(|c| &c.reasons);
            reasons
                .map(|r| (r.rule.name(), r.arithmetic().to_owned()))
                .collect()
        };
        assert_eq!(
            arithmetic("f1", "c1"),
            [("T1", String::new()), ("T4", "1 = 1 × 1".to_owned())]
        );
        assert_eq!(
            arithmetic("e1", "g1"),
            [("P", "8 + 4 = 12 = 4 × 3".to_owned()), ("E", String::new())]
        );
    }

    /// The worked examples of `docs/flag-rules.md` §10, with the numbers
    /// the text gives, and the halves of §5.3's worked values.
    #[test]
    fn the_examples_say_their_arithmetic() {
        let example_2 = "11/5,R18,5/4,R17,1,R15,4/5,R16,5/3,B5,1,B8,5/11/2,R7,B4,1,B9,5/1,R3,B6,R10,7/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
        let example_5 = "11/5,R18,5/1,B6,2,R17,1,R15,4/5,R16,5/2,R2,8/2,B4,8/7,B3,R7,2/3,R2,1,R3,4,B11/3,B10,1,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
        let example_6 = "11/5,R18,5/3,B11,R17,1,R15,4/2,B7,R1,B9,R16,5/1,B6,9/4,B4,6/R9,B8,9/B5,10/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
        let example_7 = "R6,10/5,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/11/5,B16,5/2,B11,1,B15,1,B17,4/3,R2,1,B18,1,B6,3/2,R1,B2,B8,B1,1,R3,B4,2 b - - 0";
        let red_to_move = &example_7.replace(" b - - 0", " r - - 0");
        let example_8 = "10,R1/5,R18,5/R9,3,R17,1,R15,4/5,R16,5/11/4,B6,6/4,R5,6/11/5,B16,5/4,B15,1,B17,4/5,B18,5/B1,10 b - - 0";
        let example_9 = "10,R1/R2,4,R18,5/4,R17,1,R15,4/5,R16,5/11/11/6,R8,4/11/3,B9,R3,B16,R5,4/4,B15,1,B17,4/5,B18,5/B1,10 r - - 0";
        let half_g = "11/11/11/11/11/11/4,R18,B9,5/2,B18,8/11/11/11/11 b - - 0";
        let half_s = "11/11/11/4,B2,R16,B5,4/11/4,B1,6/11/11/11/11/11/11 b - - 0";
        let quiet = "11/11/11/11/11/11/11/11/11/11/11/B1,10 b - - 0";
        let cases: [(&str, &str, &str, &[&str]); 15] = [
            (example_2, "c5", "d4", &["Red 10 (P: 6 + 4 = 10)"]),
            (example_5, "k5", "j6", &["Red 7 (P: 11 + 3 = 14 = 2 × 7)"]),
            (example_6, "e7", "d8", &["Red 1 (Q: four sides)"]),
            (
                example_6,
                "b8",
                "a7",
                &["Red 9 (E: three sides on the edge)"],
            ),
            (
                example_7,
                "f1",
                "c1",
                &["Red 1 (T1: a 1 takes a 1 on the base line; T4: 1 = 1 × 1 on Blue's base line)"],
            ),
            (
                example_7,
                "e1",
                "c1",
                &["Red 1 (T4: 8 = 8 × 1 on Blue's base line)"],
            ),
            (example_7, "c3", "d2", &["Red 2 (T2: a 2 on a Blue square)"]),
            (
                example_7,
                "e1",
                "g1",
                &["Red 3 (P: 8 + 4 = 12 = 4 × 3; E: three sides on the edge)"],
            ),
            (
                red_to_move,
                "d2",
                "d1",
                &["Blue 2 (T3: a 2 across the line takes a 2)"],
            ),
            (example_8, "f4", "e5", &["Red 5 (G: 16 − 6 = 10 = 2 × 5)"]),
            (example_9, "g6", "f5", &["Blue 16 (S: 3 + 5 + 8 = 16)"]),
            (
                example_5,
                "d4",
                "e5",
                &["Red 2 (D: 10 = 2 × (2 + 3))", "Red 3 (D: 10 = 2 × (2 + 3))"],
            ),
            (half_g, "c5", "d6", &["Red 18 (G: 18 − 9 = 9, half of 18)"]),
            (
                half_s,
                "e7",
                "f8",
                &["Red 16 (S: 1 + 2 + 5 = 8, half of 16)"],
            ),
            (quiet, "a1", "b1", &[]),
        ];
        for (position, from, to, words) in cases {
            assert_eq!(said(position, from, to), words, "{from}-{to}");
        }
    }
}
