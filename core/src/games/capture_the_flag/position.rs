//! Positions: the placement, the side to move, the guards' return duties,
//! the siege, and making and taking back moves.

use std::fmt;

use super::{
    moves::{CaptureRule, Move},
    piece::{code_side, Piece},
    square::{self, guard_homes, orthogonal_neighbours, Square, SquareSet, ENEMY_HALF, SQUARES},
};
use crate::{
    rng::{piece_keys, splitmix},
    Direction, Side,
};

const EMPTY: u8 = 0;

/// A guard's duty to step back (§4.7): the guard on `guard` must return to
/// `home` on its side's next move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Return {
    pub guard: Square,
    pub home: Square,
}

/// A position of Capture the Flag: the placement, the side to move, each
/// side's pending guard return, the siege on the side to move (§5.4) and
/// the plies since the last capture.
///
/// Any placement is allowed as long as no side has a number twice
/// (`docs/flag-rules.md` §9); the position string's parser checks the rest.
///
/// ```
/// use mathchess::{games::capture_the_flag::Position, Side};
/// let start = Position::start(Side::Blue);
/// assert_eq!(start.legal_moves().len(), 18);
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Position {
    /// Piece code per square ([`Piece::code`]), 0 when empty.
    pub(super) cells: [u8; SQUARES],
    pub(super) occupied: [SquareSet; 2],
    pub(super) turn: Side,
    /// Blue's and Red's pending return, if any.
    pub(super) returns: [Option<Return>; 2],
    /// The captors the side to move must capture one of; empty when it is
    /// not besieged.
    pub(super) siege: SquareSet,
    pub(super) quiet: u32,
    /// Zobrist hash of the placement and the side to move.
    placement_hash: u64,
}

/// What [`Position::play_unchecked`] changed, for [`Position::undo_unchecked`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Undo {
    /// The captured pieces' codes by capture slot (0 where nothing was taken).
    captured: [(Square, u8); 5],
    returns: [Option<Return>; 2],
    siege: SquareSet,
    quiet: u32,
}

impl Undo {
    /// Did the move take anything?
    pub(super) fn took_any(&self) -> bool {
        self.captured.iter().any(|&(_, code)| code != EMPTY)
    }
}

crate::board_square::position_basics!();

impl Position {
    /// An empty board with `turn` to move.
    #[must_use]
    pub fn empty(turn: Side) -> Position {
        Position {
            cells: [EMPTY; SQUARES],
            occupied: [SquareSet::EMPTY; 2],
            turn,
            returns: [None; 2],
            siege: SquareSet::EMPTY,
            quiet: 0,
            placement_hash: turn_key(turn),
        }
    }

    /// The start position of §3 with `first` to move.
    #[must_use]
    pub fn start(first: Side) -> Position {
        const BLUE_ROW: [u8; 11] = [10, 8, 6, 4, 2, 1, 3, 5, 7, 9, 11];
        const BLUE_GUARDS: [(&str, u8); 4] = [("e3", 15), ("f4", 16), ("g3", 17), ("f2", 18)];
        let mut pos = Position::empty(first);
        for (file, n) in (0..).zip(BLUE_ROW) {
            let sq = Square::from_coords(file, 0).expect("rank 1");
            pos.put(sq, Piece::new(Side::Blue, n));
            pos.put(sq.rotated(), Piece::new(Side::Red, n));
        }
        for (name, n) in BLUE_GUARDS {
            let sq: Square = name.parse().expect("a guard home");
            pos.put(sq, Piece::new(Side::Blue, n));
            pos.put(sq.rotated(), Piece::new(Side::Red, n));
        }
        pos
    }

    pub(super) fn put(&mut self, sq: Square, piece: Piece) {
        self.cells[sq.index()] = piece.code();
        self.occupied[piece.side().index()].insert(sq);
        self.placement_hash ^= piece_key(piece.code(), sq);
    }

    fn remove(&mut self, sq: Square) {
        let code = self.cells[sq.index()];
        self.cells[sq.index()] = EMPTY;
        self.occupied[code_side(code)].remove(sq);
        self.placement_hash ^= piece_key(code, sq);
    }

    fn relocate(&mut self, from: Square, to: Square) {
        let code = self.cells[from.index()];
        self.cells[to.index()] = code;
        self.cells[from.index()] = EMPTY;
        let own = &mut self.occupied[code_side(code)];
        own.remove(from);
        own.insert(to);
        self.placement_hash ^= piece_key(code, from) ^ piece_key(code, to);
    }

    #[inline]
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Piece::from_code(self.cells[sq.index()])
    }

    /// The side to move.
    #[must_use]
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// `side`'s pending return duty, if any.
    #[must_use]
    pub fn pending_return(&self, side: Side) -> Option<Return> {
        self.returns[side.index()]
    }

    /// The captors the side to move must capture one of (or win at once);
    /// empty when it is not besieged.
    #[must_use]
    pub fn siege(&self) -> SquareSet {
        self.siege
    }

    /// Plies since the last capture, or since the start.
    #[must_use]
    pub fn quiet_plies(&self) -> u32 {
        self.quiet
    }

    /// Zobrist hash of everything that makes a position the same for
    /// repetition (§6): placement, side to move, returns and siege; not
    /// the quiet plies.
    #[must_use]
    pub fn hash(&self) -> u64 {
        self.placement_hash ^ self.duty_hash()
    }

    /// The hash computed from scratch (for tests of the incremental one).
    #[must_use]
    pub fn full_hash(&self) -> u64 {
        let placement = self.pieces().fold(turn_key(self.turn), |h, (sq, p)| {
            h ^ piece_key(p.code(), sq)
        });
        placement ^ self.duty_hash()
    }

    fn duty_hash(&self) -> u64 {
        let returns = self.returns.iter().flatten().fold(0, |h, r| {
            h ^ splitmix(0x5EED ^ (r.guard.index() as u64) << 8 ^ r.home.index() as u64)
        });
        self.siege
            .iter()
            .fold(returns, |h, sq| h ^ splitmix(0xC0FFEE + sq.index() as u64))
    }

    /// The same position for repetition: everything but the quiet plies.
    #[must_use]
    pub fn same_as(&self, other: &Position) -> bool {
        self.cells == other.cells
            && self.turn == other.turn
            && self.returns == other.returns
            && self.siege == other.siege
    }

    /// A copy with the piece on `from` moved to the empty square `to`,
    /// nothing else changed (no capture, no duty): the board a piece would
    /// see from there.
    pub(super) fn with_moved(&self, from: Square, to: Square) -> Position {
        let mut view = self.clone();
        view.relocate(from, to);
        view
    }

    /// How many of `side`'s attackers stand in its enemy half.
    pub(super) fn attackers_across(&self, side: Side) -> u32 {
        (self.occupied[side.index()] & ENEMY_HALF[side.index()])
            .iter()
            .filter(|&sq| self.cells[sq.index()] & 31 <= 11)
            .count() as u32
    }

    /// Has `side` won on the board: its 1 on the enemy flag, or all eleven
    /// attackers across the dividing line (§6)?
    #[must_use]
    pub fn has_won(&self, side: Side) -> bool {
        self.piece_at(square::flag(!side)) == Some(Piece::new(side, 1))
            || self.attackers_across(side) == 11
    }

    /// Plays `m`, a legal move here: the piece moves, every capture the
    /// move makes happens, the mover's return duty is consumed or created,
    /// and a capture of enemy guards besieges their side.
    ///
    /// # Panics
    /// If there is no piece on `m.from()`. Use [`Position::legal_move`] first
    /// for untrusted moves.
    pub fn play_unchecked(&mut self, m: Move) -> Undo {
        let (from, to) = (m.from(), m.to());
        let mover = self.piece_at(from).expect("a move starts on a piece");
        let mut undo = Undo {
            captured: [(to, EMPTY); 5],
            returns: self.returns,
            siege: self.siege,
            quiet: self.quiet,
        };
        let mut siege = SquareSet::EMPTY;
        for (i, (sq, rules)) in m.captures().enumerate() {
            let code = self.cells[sq.index()];
            undo.captured[i] = (sq, code);
            if Piece::from_code(code).is_some_and(Piece::is_guard) {
                siege |= self.captors(m, sq, rules);
            }
        }
        for &(sq, code) in &undo.captured {
            if code != EMPTY {
                self.remove(sq);
            }
        }
        self.relocate(from, to);
        let side = mover.side();
        let homes = guard_homes(side);
        self.returns[side.index()] =
            (mover.is_guard() && homes.contains(from) && !homes.contains(to)).then_some(Return {
                guard: to,
                home: from,
            });
        if let Some(duty) = self.returns[(!side).index()] {
            if !self
                .piece_at(duty.guard)
                .is_some_and(|p| p.side() != side && p.is_guard())
            {
                self.returns[(!side).index()] = None;
            }
        }
        self.siege = siege;
        self.quiet = if m.is_capture() { 0 } else { self.quiet + 1 };
        self.turn = !self.turn;
        self.placement_hash ^= turn_key(Side::Blue) ^ turn_key(Side::Red);
        undo
    }

    /// The other side to move, nothing else changed: the search's null
    /// move, only for a side without a return owed or a siege (see
    /// `capture_the_flag::engine`). Played twice, it takes itself back.
    pub(super) fn pass(&mut self) {
        self.turn = !self.turn;
        self.placement_hash ^= turn_key(Side::Blue) ^ turn_key(Side::Red);
    }

    /// The pieces that take part in capturing the guard on `victim` by
    /// `rules` (§5.4), where they will stand after `m`.
    fn captors(&self, m: Move, victim: Square, rules: super::CaptureRules) -> SquareSet {
        let mut captors = SquareSet::EMPTY;
        let to = m.to();
        if rules.intersects(super::CaptureRules::TAKE) || rules.contains(CaptureRule::D) {
            captors.insert(to);
        }
        if rules.contains(CaptureRule::P) || rules.contains(CaptureRule::G) {
            captors.insert(to);
            let dir = [
                Direction::North,
                Direction::East,
                Direction::South,
                Direction::West,
            ]
            .into_iter()
            .find(|&d| to.neighbour(d) == Some(victim))
            .expect("a flanked piece is next to the mover");
            if let Some(beyond) = victim.neighbour(dir) {
                captors.insert(beyond);
            }
        }
        if rules.contains(CaptureRule::E) || rules.contains(CaptureRule::Q) {
            captors |= orthogonal_neighbours(victim);
        }
        if rules.contains(CaptureRule::S) {
            let flags = square::FLAGS;
            captors |= orthogonal_neighbours(victim) - flags;
        }
        captors
    }

    /// Takes back `m`, played by [`Position::play_unchecked`], which returned `undo`.
    ///
    /// # Panics
    /// If `m` was not the last move played.
    pub fn undo_unchecked(&mut self, m: Move, undo: Undo) {
        self.relocate(m.to(), m.from());
        for (sq, code) in undo.captured {
            if let Some(piece) = Piece::from_code(code) {
                self.put(sq, piece);
            }
        }
        self.returns = undo.returns;
        self.siege = undo.siege;
        self.quiet = undo.quiet;
        self.turn = !self.turn;
        self.placement_hash ^= turn_key(Side::Blue) ^ turn_key(Side::Red);
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

/// Keys by piece code (up to 50) and square.
static PIECE_KEYS: [[u64; SQUARES]; 51] = piece_keys(0xF1A6_0000_0000, 1);

#[inline]
fn piece_key(code: u8, sq: Square) -> u64 {
    PIECE_KEYS[usize::from(code)][sq.index()]
}

const fn turn_key(turn: Side) -> u64 {
    match turn {
        Side::Blue => 0,
        Side::Red => splitmix(0xF1A6_5EED),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position() {
        let pos = Position::start(Side::Blue);
        let at = |name: &str| pos.piece_at(name.parse().unwrap());
        assert_eq!(at("f1"), Some(Piece::new(Side::Blue, 1)));
        assert_eq!(at("a1"), Some(Piece::new(Side::Blue, 10)));
        assert_eq!(at("a12"), Some(Piece::new(Side::Red, 11)));
        assert_eq!(at("g10"), Some(Piece::new(Side::Red, 15)));
        assert_eq!(at("f11"), Some(Piece::new(Side::Red, 18)));
        assert_eq!(pos.pieces().count(), 30);
        assert_eq!(pos.hash(), pos.full_hash());
        assert!(!pos.has_won(Side::Blue) && !pos.has_won(Side::Red));
    }
}
