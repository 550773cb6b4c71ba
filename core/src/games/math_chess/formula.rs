//! The five operations and the capture distance each gives (`docs/rules.md` §2).

use std::fmt;

use crate::games::math_chess::rules::{Division, Rules};

/// An arithmetic operation of a capture formula, in notation order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Op {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

impl Op {
    /// The operations in the order the move list prints them: `+ - * / %`.
    pub const ALL: [Op; 5] = [Op::Add, Op::Sub, Op::Mul, Op::Div, Op::Rem];

    /// The ASCII symbol of move text.
    #[must_use]
    pub const fn symbol(self) -> char {
        match self {
            Op::Add => '+',
            Op::Sub => '-',
            Op::Mul => '*',
            Op::Div => '/',
            Op::Rem => '%',
        }
    }

    /// The symbol as people write it (`×`, `÷`, `−`), for display.
    #[must_use]
    pub const fn display_symbol(self) -> char {
        match self {
            Op::Add => '+',
            Op::Sub => '−',
            Op::Mul => '×',
            Op::Div => '÷',
            Op::Rem => '%',
        }
    }

    #[must_use]
    pub const fn from_symbol(symbol: u8) -> Option<Op> {
        match symbol {
            b'+' => Some(Op::Add),
            b'-' => Some(Op::Sub),
            b'*' => Some(Op::Mul),
            b'/' => Some(Op::Div),
            b'%' => Some(Op::Rem),
            _ => None,
        }
    }

    /// The distance this operation gives for attacker `a` and support `b`
    /// under the plain rules, or `None` when it gives no capture.
    #[must_use]
    pub const fn distance(self, a: u8, b: u8) -> Option<u8> {
        let k = match self {
            Op::Add => (a + b) % 10,
            Op::Sub => a.saturating_sub(b),
            Op::Mul => (a * b) % 10,
            Op::Div if b != 0 => a / b,
            Op::Rem if b != 0 => a % b,
            Op::Div | Op::Rem => 0,
        };
        if k == 0 {
            None
        } else {
            Some(k)
        }
    }
}

/// A set of operations: the formulas of one capture.
#[derive(Copy, Clone, Default, PartialEq, Eq, Hash)]
pub struct Ops(u8);

impl Ops {
    pub const EMPTY: Ops = Ops(0);

    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[must_use]
    pub const fn contains(self, op: Op) -> bool {
        self.0 & (1 << op as u8) != 0
    }

    #[must_use]
    pub const fn with(self, op: Op) -> Ops {
        Ops(self.0 | (1 << op as u8))
    }

    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The operations in notation order.
    pub fn iter(self) -> impl Iterator<Item = Op> {
        Op::ALL.into_iter().filter(move |&op| self.contains(op))
    }
}

impl fmt::Debug for Ops {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(Op::symbol)).finish()
    }
}

impl FromIterator<Op> for Ops {
    fn from_iter<I: IntoIterator<Item = Op>>(ops: I) -> Ops {
        ops.into_iter().fold(Ops::EMPTY, Ops::with)
    }
}

/// A formula as claimed in move text: attacker, operation, support, e.g. `7-4`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Formula {
    pub attacker: u8,
    pub op: Op,
    pub support: u8,
}

impl Formula {
    /// The capture distance, under the plain rules.
    #[must_use]
    pub const fn distance(self) -> Option<u8> {
        self.op.distance(self.attacker, self.support)
    }

    /// For display: `7 − 4 = 3`.
    #[must_use]
    pub fn pretty(self) -> String {
        let k = self.op.distance(self.attacker, self.support).unwrap_or(0);
        format!(
            "{} {} {} = {k}",
            self.attacker,
            self.op.display_symbol(),
            self.support
        )
    }

    /// For display, the arithmetic worked out to the distance: `7 − 4 = 3`,
    /// or `8 + 9 = 17 → 7` where a sum or a product counts its last digit.
    #[must_use]
    pub fn worked(self) -> String {
        let (a, b) = (self.attacker, self.support);
        let whole = match self.op {
            Op::Add => a + b,
            Op::Mul => a * b,
            Op::Sub | Op::Div | Op::Rem => return self.pretty(),
        };
        if whole < 10 {
            return self.pretty();
        }
        format!("{self:#} = {whole} → {}", whole % 10)
    }
}

impl fmt::Display for Formula {
    /// Move-text form: `7-4`; with `{:#}`, as people write it: `7 − 4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            write!(
                f,
                "{} {} {}",
                self.attacker,
                self.op.display_symbol(),
                self.support
            )
        } else {
            write!(f, "{}{}{}", self.attacker, self.op.symbol(), self.support)
        }
    }
}

/// For every attacker, support and distance, the operations giving that
/// distance under some rules: a lookup replaces arithmetic in move generation.
#[derive(Clone)]
pub(crate) struct CaptureTable {
    ops: [[[Ops; 10]; 10]; 10],
}

/// One table per (division, zero support) combination, built at compile time.
static TABLES: [CaptureTable; 4] = [
    CaptureTable::new(Division::Both, true),
    CaptureTable::new(Division::Both, false),
    CaptureTable::new(Division::RemainderFirst, true),
    CaptureTable::new(Division::RemainderFirst, false),
];

impl Division {
    /// The formula that `op` stands for under this division rule: with
    /// `remainder-first`, `%` and `/` merge into one formula, written `%` when
    /// the remainder is used and `/` when the division is exact.
    const fn formula(self, op: Op, a: u8, b: u8) -> Option<Op> {
        match (self, op) {
            (Division::RemainderFirst, Op::Div) => None,
            (Division::RemainderFirst, Op::Rem) if b != 0 && a % b == 0 => Some(Op::Div),
            _ => Some(op),
        }
    }
}

impl CaptureTable {
    pub(crate) fn for_rules(rules: &Rules) -> &'static CaptureTable {
        let division = match rules.division {
            Division::Both => 0,
            Division::RemainderFirst => 2,
        };
        &TABLES[division + usize::from(!rules.zero_support)]
    }

    const fn new(division: Division, zero_support: bool) -> CaptureTable {
        let mut ops = [[[Ops::EMPTY; 10]; 10]; 10];
        let mut a = 1;
        while a < 10 {
            let mut b = if zero_support { 0 } else { 1 };
            while b < 10 {
                let mut i = 0;
                while i < Op::ALL.len() {
                    if let Some(op) = division.formula(Op::ALL[i], a as u8, b as u8) {
                        if let Some(k) = op.distance(a as u8, b as u8) {
                            let cell = &mut ops[a][b][k as usize];
                            *cell = cell.with(op);
                        }
                    }
                    i += 1;
                }
                b += 1;
            }
            a += 1;
        }
        CaptureTable { ops }
    }

    /// The formulas that let attacker `a`, supported by `b`, capture at distance `k`.
    #[inline]
    pub(crate) fn ops(&self, a: u8, b: u8, k: u8) -> Ops {
        self.ops[usize::from(a)][usize::from(b)][usize::from(k)]
    }
}

impl fmt::Debug for CaptureTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("CaptureTable")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::math_chess::Preset;

    #[test]
    fn worked_formulas_end_with_the_distance() {
        let worked = |attacker, op, support| {
            Formula {
                attacker,
                op,
                support,
            }
            .worked()
        };
        assert_eq!(worked(8, Op::Add, 9), "8 + 9 = 17 → 7");
        assert_eq!(worked(7, Op::Mul, 4), "7 × 4 = 28 → 8");
        assert_eq!(worked(3, Op::Mul, 2), "3 × 2 = 6");
        assert_eq!(worked(7, Op::Sub, 4), "7 − 4 = 3");
        assert_eq!(worked(7, Op::Rem, 4), "7 % 4 = 3");
        for a in 1..10 {
            for b in 0..10 {
                for op in Op::ALL {
                    let formula = Formula {
                        attacker: a,
                        op,
                        support: b,
                    };
                    if let Some(k) = formula.distance() {
                        assert!(formula.worked().ends_with(&format!(" {k}")), "{formula}");
                    }
                }
            }
        }
    }

    fn distances(rules: &Rules, a: u8, b: u8) -> Vec<(u8, Vec<char>)> {
        let table = CaptureTable::for_rules(rules);
        (1..10)
            .filter_map(|k| {
                let ops = table.ops(a, b, k);
                (!ops.is_empty()).then(|| (k, ops.iter().map(Op::symbol).collect()))
            })
            .collect()
    }

    #[test]
    fn examples_of_the_rules() {
        let both = Preset::Chessplayx.rules();
        // 7 and 4: 7+4 → 1, 7-4 → 3, 7*4 → 8, 7/4 → 1, 7%4 → 3.
        assert_eq!(
            distances(&both, 7, 4),
            vec![(1, vec!['+', '/']), (3, vec!['-', '%']), (8, vec!['*'])]
        );
        // 4 and 7: 4+7 → 1, 4*7 → 8, 4%7 → 4; no - and no /.
        assert_eq!(
            distances(&both, 4, 7),
            vec![(1, vec!['+']), (4, vec!['%']), (8, vec!['*'])]
        );
        // 0 as support: n+0 and n-0 give n; no *, no division.
        assert_eq!(distances(&both, 3, 0), vec![(3, vec!['+', '-'])]);
    }

    #[test]
    fn remainder_first_keeps_one_division() {
        let wiki = Preset::Wikipedia.rules();
        assert_eq!(
            distances(&wiki, 7, 4),
            vec![(1, vec!['+']), (3, vec!['-', '%']), (8, vec!['*'])]
        );
        // Exact division: the quotient is used and written with `/`.
        assert_eq!(
            distances(&wiki, 8, 4),
            vec![(2, vec!['+', '*', '/']), (4, vec!['-'])]
        );
    }

    #[test]
    fn no_zero_support() {
        let rules = Rules {
            zero_support: false,
            ..Rules::default()
        };
        assert!(distances(&rules, 5, 0).is_empty());
    }

    #[test]
    fn pretty_text() {
        let f = Formula {
            attacker: 7,
            op: Op::Sub,
            support: 4,
        };
        assert_eq!(f.pretty(), "7 − 4 = 3");
        assert_eq!(f.to_string(), "7-4");
        assert_eq!(format!("{f:#}"), "7 − 4");
    }
}
