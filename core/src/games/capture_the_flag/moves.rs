//! Moves and the captures they make, each with the codes of the rules
//! that made it (`docs/flag-rules.md` §5, §9).

use std::fmt;

use arrayvec::ArrayVec;

use super::square::{Square, SQUARES};
use crate::Direction;

/// One capture rule of §5: taking by moving onto a piece (T1–T4) or a
/// surround (D, P, G, E, S, Q).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum CaptureRule {
    /// A 1 or 2 takes an enemy 1 or 2 on the base line it started on.
    T1,
    /// A 1, 2 or 11 takes an enemy 2 on a square of its own colour.
    T2,
    /// A free 2 takes a 1, 2 or 11.
    T3,
    /// A piece takes, on its own base line, an enemy whose number divides its own.
    T4,
    /// 1 takes 2: the moved piece between two enemies, a multiple of their sum.
    D,
    /// 2 take 1: two attackers flank an enemy, their sum a multiple of it.
    P,
    /// 2 take 1 with a moving guard: the difference a multiple or a half.
    G,
    /// 3 take 1 on the edge.
    E,
    /// 3 take 1: the siege of a guard on its home, the sum a multiple or a half.
    S,
    /// 4 take 1.
    Q,
}

impl CaptureRule {
    pub const ALL: [CaptureRule; 10] = [
        CaptureRule::T1,
        CaptureRule::T2,
        CaptureRule::T3,
        CaptureRule::T4,
        CaptureRule::D,
        CaptureRule::P,
        CaptureRule::G,
        CaptureRule::E,
        CaptureRule::S,
        CaptureRule::Q,
    ];

    /// The rule's name: `T1` … `T4`, `D`, `P`, `G`, `E`, `S`, `Q`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        ["T1", "T2", "T3", "T4", "D", "P", "G", "E", "S", "Q"][self as usize]
    }

    /// The code the move list writes: `T` for any of T1–T4.
    #[must_use]
    pub const fn code(self) -> char {
        ['T', 'T', 'T', 'T', 'D', 'P', 'G', 'E', 'S', 'Q'][self as usize]
    }

    /// Does the rule take by arithmetic (a multiple, a sum, a difference),
    /// rather than by where the pieces stand?
    #[must_use]
    pub const fn is_arithmetic(self) -> bool {
        matches!(
            self,
            CaptureRule::T4 | CaptureRule::D | CaptureRule::P | CaptureRule::G | CaptureRule::S
        )
    }
}

/// The rules by which one piece is captured.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CaptureRules(u16);

impl CaptureRules {
    pub const NONE: CaptureRules = CaptureRules(0);
    /// T1 to T4.
    pub(crate) const TAKE: CaptureRules = CaptureRules(0b1111);

    #[must_use]
    pub const fn of(rule: CaptureRule) -> CaptureRules {
        CaptureRules(1 << rule as u8)
    }

    #[must_use]
    pub const fn with(self, rule: CaptureRule) -> CaptureRules {
        CaptureRules(self.0 | 1 << rule as u8)
    }

    #[must_use]
    pub const fn contains(self, rule: CaptureRule) -> bool {
        self.0 & 1 << rule as u8 != 0
    }

    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Does any of `other`'s rules belong to these?
    #[must_use]
    pub const fn intersects(self, other: CaptureRules) -> bool {
        self.0 & other.0 != 0
    }

    /// The rules, T1 first and Q last.
    pub fn iter(self) -> impl Iterator<Item = CaptureRule> {
        CaptureRule::ALL
            .into_iter()
            .filter(move |&r| self.contains(r))
    }
}

impl fmt::Display for CaptureRules {
    /// The move list's codes in the order `T D P G E S Q` (§9): `EP` is
    /// written `PE`; T1–T4 together are one `T`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.intersects(CaptureRules::TAKE) {
            f.write_str("T")?;
        }
        for rule in self.iter().filter(|r| !CaptureRules::TAKE.contains(*r)) {
            write!(f, "{}", rule.code())?;
        }
        Ok(())
    }
}

/// Where a move's captures can be: the squares around its target and the
/// target itself, in index order (south, west, the target, east, north).
const SLOTS: usize = 5;
/// The slot of the target itself.
const TARGET_SLOT: usize = 2;

/// The slot of the target's neighbour in the orthogonal direction `dir`.
pub(crate) const fn slot(dir: Direction) -> usize {
    match dir {
        Direction::South => 0,
        Direction::West => 1,
        Direction::East => 3,
        Direction::North => 4,
        _ => panic!("captures are orthogonal"),
    }
}

/// The direction from the target of the slot's square ([`slot`] reversed).
const SLOT_DIRECTIONS: [Option<Direction>; SLOTS] = [
    Some(Direction::South),
    Some(Direction::West),
    None,
    Some(Direction::East),
    Some(Direction::North),
];

/// A legal move: the piece on `from` ends on `to` (a step, a slide, a jump
/// chain, the 1's long jump or its entry into the flag; a move is named by
/// its two squares alone, §4.4), with every piece it captures.
///
/// Its `Display` is the move text of §9: `d4xe5`, `a1-b2`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    from: Square,
    to: Square,
    captures: [CaptureRules; SLOTS],
}

impl Move {
    pub(crate) const fn new(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            captures: [CaptureRules::NONE; SLOTS],
        }
    }

    #[must_use]
    pub const fn from(self) -> Square {
        self.from
    }

    #[must_use]
    pub const fn to(self) -> Square {
        self.to
    }

    /// Does the move capture anything?
    #[must_use]
    pub fn is_capture(self) -> bool {
        self.captures.iter().any(|c| !c.is_empty())
    }

    /// The captured squares in index order, each with its rules.
    pub fn captures(self) -> impl Iterator<Item = (Square, CaptureRules)> {
        (0..SLOTS).filter_map(move |i| {
            let rules = self.captures[i];
            if rules.is_empty() {
                return None;
            }
            let sq = match SLOT_DIRECTIONS[i] {
                None => Some(self.to),
                Some(dir) => self.to.neighbour(dir),
            };
            sq.map(|sq| (sq, rules))
        })
    }

    pub(crate) fn set_take(&mut self, rules: CaptureRules) {
        self.captures[TARGET_SLOT] = rules;
    }

    /// Adds `rule` to the capture of the target's neighbour in `dir`.
    pub(crate) fn add_capture(&mut self, dir: Direction, rule: CaptureRule) {
        let slot = &mut self.captures[slot(dir)];
        *slot = slot.with(rule);
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.is_capture() { 'x' } else { '-' };
        write!(f, "{}{sep}{}", self.from, self.to)
    }
}

/// The most legal moves a position can have: 1,755. A side has at most 15
/// pieces (no number twice), each move is named by its two squares, and a
/// move ends on a square without a piece of its own side: at most
/// 132 − 15 squares for each of the 15 pieces.
pub const MAX_MOVES: usize = 15 * (SQUARES - 15);

/// Moves without allocation, for search and perft.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_written_in_rule_order() {
        let rules = CaptureRules::of(CaptureRule::E).with(CaptureRule::P);
        assert_eq!(rules.to_string(), "PE");
        let take = CaptureRules::of(CaptureRule::T1).with(CaptureRule::T4);
        assert_eq!(take.to_string(), "T");
        assert_eq!(CaptureRule::S.name(), "S");
    }

    #[test]
    fn captures_in_index_order() {
        let (from, to) = ("d4".parse().unwrap(), "e5".parse().unwrap());
        let mut m = Move::new(from, to);
        assert!(!m.is_capture());
        m.add_capture(Direction::East, CaptureRule::D);
        m.add_capture(Direction::West, CaptureRule::D);
        let names: Vec<String> = m.captures().map(|(sq, r)| format!("{sq}:{r}")).collect();
        assert_eq!(names, ["d5:D", "f5:D"]);
        assert_eq!(m.to_string(), "d4xe5");
    }
}
