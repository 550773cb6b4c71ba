//! Squares of the 11 × 12 board, sets of them, and the board's fixed
//! geometry (`docs/flag-rules.md` §2): colours, halves, base lines, flags, guard
//! homes and attack points, with the neighbour tables move generation reads.

use std::fmt;

use crate::{Direction, Side};

/// Number of files (columns), `a` to `k`.
pub const FILES: u8 = 11;
/// Number of ranks (rows), `1` to `12`.
pub const RANKS: u8 = 12;
/// Number of squares on the board.
pub const SQUARES: usize = (FILES as usize) * (RANKS as usize);

/// A square of the board, indexed `(rank − 1) × 11 + file` as in
/// `docs/flag-rules.md` §2.
///
/// ```
/// use mathchess::games::capture_the_flag::Square;
/// let sq: Square = "f10".parse()?;
/// assert_eq!(sq.index(), 104);
/// assert_eq!(sq.to_string(), "f10");
/// # Ok::<_, mathchess::games::capture_the_flag::ParseSquareError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

crate::board_square::square_basics!();

impl Square {
    /// The neighbour in `dir`, if on the board.
    #[inline]
    #[must_use]
    pub const fn neighbour(self, dir: Direction) -> Option<Square> {
        let n = NEIGHBOURS[self.0 as usize][dir as usize];
        if n == OFF {
            None
        } else {
            Some(Square(n))
        }
    }

    /// The square's colour (D2 of `docs/flag-rules.md`): rank 1 is Blue's, rank 12 Red's, and in
    /// between a square is Blue when file and rank (from 1) sum to an even number.
    #[must_use]
    pub const fn colour(self) -> Side {
        if is_blue(self.0 as usize) {
            Side::Blue
        } else {
            Side::Red
        }
    }

    /// Is the square in `side`'s own half (ranks 1–6 for Blue)?
    #[must_use]
    pub const fn in_own_half(self, side: Side) -> bool {
        (self.rank() < RANKS / 2) == matches!(side, Side::Blue)
    }

    /// Is the square on `side`'s base line (rank 1 for Blue, 12 for Red)?
    #[must_use]
    pub const fn on_base_line(self, side: Side) -> bool {
        self.rank() == base_rank(side)
    }

    /// Is the square on either base line?
    #[must_use]
    pub const fn on_a_base_line(self) -> bool {
        self.rank() == 0 || self.rank() == RANKS - 1
    }

    /// How many orthogonal neighbours the square has: 2 on a corner, 3 on
    /// an edge, 4 inside.
    #[must_use]
    pub const fn orthogonal_count(self) -> u32 {
        ORTHOGONAL[self.0 as usize].len()
    }

    /// The square seen from the other side of the board (rotated 180°).
    #[must_use]
    pub const fn rotated(self) -> Square {
        Square((SQUARES - 1) as u8 - self.0)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.file()), self.rank() + 1)
    }
}

/// The text is not a square name (`a1` … `k12`), or the index is not below 132.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a square (a1 … k12)")]
pub struct ParseSquareError;

/// A set of squares: 132 bits in two words, bit `i` for square index `i`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SquareSet([u128; 2]);

impl SquareSet {
    pub const EMPTY: SquareSet = SquareSet([0; 2]);

    #[must_use]
    pub const fn of(squares: &[Square]) -> SquareSet {
        let mut set = SquareSet::EMPTY;
        let mut i = 0;
        while i < squares.len() {
            set = set.with(squares[i]);
            i += 1;
        }
        set
    }

    #[inline]
    #[must_use]
    pub const fn with(self, sq: Square) -> SquareSet {
        let mut words = self.0;
        words[sq.index() >> 7] |= 1 << (sq.index() & 127);
        SquareSet(words)
    }

    #[inline]
    #[must_use]
    pub const fn contains(self, sq: Square) -> bool {
        self.0[sq.index() >> 7] >> (sq.index() & 127) & 1 != 0
    }

    #[inline]
    pub fn insert(&mut self, sq: Square) {
        self.0[sq.index() >> 7] |= 1 << (sq.index() & 127);
    }

    #[inline]
    pub fn remove(&mut self, sq: Square) {
        self.0[sq.index() >> 7] &= !(1 << (sq.index() & 127));
    }

    #[inline]
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0[0] == 0 && self.0[1] == 0
    }

    #[inline]
    #[must_use]
    pub const fn len(self) -> u32 {
        self.0[0].count_ones() + self.0[1].count_ones()
    }

    /// Does every square of `other` belong to this set?
    #[inline]
    #[must_use]
    pub const fn includes(self, other: SquareSet) -> bool {
        other.0[0] & !self.0[0] == 0 && other.0[1] & !self.0[1] == 0
    }

    /// The squares in index order.
    pub fn iter(self) -> impl Iterator<Item = Square> {
        let mut words = self.0;
        std::iter::from_fn(move || {
            let w = usize::from(words[0] == 0);
            (words[w] != 0).then(|| {
                let sq = Square((w * 128) as u8 + words[w].trailing_zeros() as u8);
                words[w] &= words[w] - 1;
                sq
            })
        })
    }
}

const OFF: u8 = u8::MAX;

/// Neighbour per square and direction, [`OFF`] beyond the edge.
const NEIGHBOURS: [[u8; 8]; SQUARES] = {
    let mut table = [[OFF; 8]; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        let mut d = 0;
        while d < 8 {
            let (df, dr) = Direction::ALL[d].signs();
            let f = (sq % FILES as usize) as i8 + df;
            let r = (sq / FILES as usize) as i8 + dr;
            if f >= 0 && f < FILES as i8 && r >= 0 && r < RANKS as i8 {
                table[sq][d] = (r as usize * FILES as usize + f as usize) as u8;
            }
            d += 1;
        }
        sq += 1;
    }
    table
};

/// The orthogonal neighbours of each square, as a set.
const ORTHOGONAL: [SquareSet; SQUARES] = {
    let mut table = [SquareSet::EMPTY; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        let mut d = 0;
        while d < 8 {
            if NEIGHBOURS[sq][d] != OFF {
                table[sq] = table[sq].with(Square(NEIGHBOURS[sq][d]));
            }
            d += 2;
        }
        sq += 1;
    }
    table
};

/// The orthogonal neighbours of `sq` (2, 3 or 4 of them).
#[inline]
#[must_use]
pub const fn orthogonal_neighbours(sq: Square) -> SquareSet {
    ORTHOGONAL[sq.index()]
}

const fn is_blue(sq: usize) -> bool {
    let (file, rank) = (sq % FILES as usize, sq / FILES as usize);
    match rank {
        0 => true,
        11 => false,
        _ => (file + rank) % 2 == 0,
    }
}

const fn base_rank(side: Side) -> u8 {
    match side {
        Side::Blue => 0,
        Side::Red => RANKS - 1,
    }
}

const fn at(file: u8, rank: u8) -> Square {
    Square(rank * FILES + file)
}

/// `side`'s flag square: f3 for Blue, f10 for Red.
#[must_use]
pub const fn flag(side: Side) -> Square {
    match side {
        Side::Blue => at(5, 2),
        Side::Red => at(5, 9),
    }
}

/// `side`'s four guard homes, the flag's orthogonal neighbours (D3 of `docs/flag-rules.md`).
#[must_use]
pub const fn guard_homes(side: Side) -> SquareSet {
    ORTHOGONAL[flag(side).index()]
}

/// The attack points A, B, C and D of `attacker` against the enemy flag,
/// labelled from the attacker's seat (D7 of `docs/flag-rules.md`).
#[must_use]
pub const fn attack_points(attacker: Side) -> [Square; 4] {
    match attacker {
        Side::Blue => [at(4, 8), at(6, 8), at(4, 10), at(6, 10)],
        Side::Red => [at(6, 3), at(4, 3), at(6, 1), at(4, 1)],
    }
}

/// Both flags.
pub(crate) const FLAGS: SquareSet = SquareSet::EMPTY
    .with(flag(Side::Blue))
    .with(flag(Side::Red));

/// Squares a piece of `side` may stand on whatever the board holds (§4.1
/// items 1–3), for a bound piece (`[side][0]`) and a free 2 (`[side][1]`).
pub(crate) const STANDABLE: [[SquareSet; 2]; 2] = {
    let mut table = [[SquareSet::EMPTY; 2]; 2];
    let mut s = 0;
    while s < 2 {
        let side = if s == 0 { Side::Blue } else { Side::Red };
        let enemy_homes = guard_homes(if s == 0 { Side::Red } else { Side::Blue });
        let mut i = 0;
        while i < SQUARES {
            let sq = Square(i as u8);
            let own_colour = is_blue(i) == (s == 0);
            if !FLAGS.contains(sq) && !enemy_homes.contains(sq) {
                if own_colour || sq.on_base_line(other(side)) {
                    table[s][0] = table[s][0].with(sq);
                }
                if own_colour || !sq.in_own_half(side) {
                    table[s][1] = table[s][1].with(sq);
                }
            }
            i += 1;
        }
        s += 1;
    }
    table
};

const fn other(side: Side) -> Side {
    match side {
        Side::Blue => Side::Red,
        Side::Red => Side::Blue,
    }
}

/// Squares in each side's enemy half (ranks 7–12 for Blue).
pub(crate) const ENEMY_HALF: [SquareSet; 2] = {
    let mut table = [SquareSet::EMPTY; 2];
    let mut i = 0;
    while i < SQUARES {
        let sq = Square(i as u8);
        if sq.in_own_half(Side::Red) {
            table[0] = table[0].with(sq);
        } else {
            table[1] = table[1].with(sq);
        }
        i += 1;
    }
    table
};

impl std::ops::BitAnd for SquareSet {
    type Output = SquareSet;
    #[inline]
    fn bitand(self, other: SquareSet) -> SquareSet {
        SquareSet([self.0[0] & other.0[0], self.0[1] & other.0[1]])
    }
}

impl std::ops::BitOr for SquareSet {
    type Output = SquareSet;
    #[inline]
    fn bitor(self, other: SquareSet) -> SquareSet {
        SquareSet([self.0[0] | other.0[0], self.0[1] | other.0[1]])
    }
}

impl std::ops::BitOrAssign for SquareSet {
    #[inline]
    fn bitor_assign(&mut self, other: SquareSet) {
        *self = *self | other;
    }
}

/// The squares of the first set not in the second.
impl std::ops::Sub for SquareSet {
    type Output = SquareSet;
    #[inline]
    fn sub(self, other: SquareSet) -> SquareSet {
        SquareSet([self.0[0] & !other.0[0], self.0[1] & !other.0[1]])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::sq;

    #[test]
    fn colours_of_section_2() {
        for blue in ["b2", "f2", "e3", "g3", "f4", "a1", "k1", "f10"] {
            assert_eq!(sq::<Square>(blue).colour(), Side::Blue, "{blue}");
        }
        for red in ["a2", "e2", "f3", "e4", "a12", "k12", "f9"] {
            assert_eq!(sq::<Square>(red).colour(), Side::Red, "{red}");
        }
    }

    #[test]
    fn flags_homes_and_points() {
        assert_eq!(flag(Side::Blue), sq("f3"));
        assert_eq!(flag(Side::Red), sq("f10"));
        let names = |set: SquareSet| set.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(names(guard_homes(Side::Blue)), ["f2", "e3", "g3", "f4"]);
        assert_eq!(names(guard_homes(Side::Red)), ["f9", "e10", "g10", "f11"]);
        let points = |side| attack_points(side).map(|s| s.to_string());
        assert_eq!(points(Side::Blue), ["e9", "g9", "e11", "g11"]);
        assert_eq!(points(Side::Red), ["g4", "e4", "g2", "e2"]);
        for side in Side::ALL {
            for home in guard_homes(side).iter() {
                assert_eq!(home.colour(), side);
                let touching = attack_points(!side)
                    .into_iter()
                    .filter(|&p| orthogonal_neighbours(home).contains(p))
                    .count();
                assert_eq!(touching, 2, "{home}");
            }
            assert_eq!(flag(side).colour(), !side);
        }
    }

    #[test]
    fn sets() {
        let set = SquareSet::of(&[sq("k12"), sq("a1"), sq("e10")]);
        assert_eq!(set.len(), 3);
        assert_eq!(
            set.iter().collect::<Vec<_>>(),
            [sq("a1"), sq("e10"), sq("k12")]
        );
        let mut less = set;
        less.remove(sq("k12"));
        assert!(set.includes(less) && !less.includes(set));
        assert_eq!(set - less, SquareSet::of(&[sq("k12")]));
        assert_eq!(orthogonal_neighbours(sq("a1")).len(), 2);
        assert_eq!(sq::<Square>("a6").orthogonal_count(), 3);
        assert_eq!(sq::<Square>("f6").orthogonal_count(), 4);
    }
}
