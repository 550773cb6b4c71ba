//! Positions: the placement, the side to move, and legal move generation.

use std::fmt;

use super::{
    formula::{CaptureTable, Ops},
    moves::{Move, MoveList},
    rays,
    square::SQUARES,
    zobrist, Direction, Piece, Rules, Side, Square, SquareSet,
};

const EMPTY: u8 = 0;

/// A placement of pieces and the side to move.
///
/// Any placement is allowed (puzzles may hold two pieces of one number); a
/// position in which either side has no 0 has no legal moves.
///
/// ```
/// use mathchess::games::math_chess::{Position, Rules};
/// let start = Position::start(Rules::default().first);
/// assert_eq!(start.legal_moves(&Rules::default()).len(), 87);
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Position {
    /// Piece code per square ([`Piece::code`]), 0 when empty.
    cells: [u8; SQUARES],
    /// Squares occupied by each side.
    occupied: [SquareSet; 2],
    /// How many 0s each side has on the board.
    zeros: [u8; 2],
    turn: Side,
    hash: u64,
    /// Sum of the numbers of each side's pieces on the board.
    material: [u16; 2],
}

/// Receives generated moves; lets perft count runs of steps without listing them.
trait MoveSink {
    /// `count` steps from `from` in `dir`, at distances 1..=count.
    fn steps(&mut self, from: Square, dir: Direction, count: u8);
    fn capture(&mut self, from: Square, to: Square, ops: Ops);
}

impl MoveSink for MoveList {
    fn steps(&mut self, from: Square, dir: Direction, count: u8) {
        for d in 1..=count {
            self.push(Move::Step {
                from,
                to: from.step_unchecked(dir, d),
            });
        }
    }

    fn capture(&mut self, from: Square, to: Square, ops: Ops) {
        self.push(Move::Capture { from, to, ops });
    }
}

struct Counter(u64);

impl MoveSink for Counter {
    fn steps(&mut self, _: Square, _: Direction, count: u8) {
        self.0 += u64::from(count);
    }

    fn capture(&mut self, _: Square, _: Square, _: Ops) {
        self.0 += 1;
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
            zeros: [0; 2],
            turn,
            hash: if turn == Side::Red {
                zobrist::RED_TO_MOVE
            } else {
                0
            },
            material: [0; 2],
        }
    }

    /// The start position of `docs/rules.md` §1 with `first` to move.
    #[must_use]
    pub fn start(first: Side) -> Position {
        let mut pos = Position::empty(first);
        for n in 1..=9u8 {
            pos.put(Square::new(n - 1), Piece::new(Side::Blue, n));
            pos.put(Square::new(n - 1).rotated(), Piece::new(Side::Red, n));
        }
        let e2 = Square::new(9 + 4);
        pos.put(e2, Piece::new(Side::Blue, 0));
        pos.put(e2.rotated(), Piece::new(Side::Red, 0));
        pos
    }

    fn put(&mut self, sq: Square, piece: Piece) {
        let side = piece.side().index();
        self.cells[sq.index()] = piece.code();
        self.occupied[side] = self.occupied[side].with(sq);
        self.zeros[side] += u8::from(piece.number() == 0);
        self.material[side] += u16::from(piece.number());
        self.hash ^= zobrist::piece_key(piece, sq);
    }

    fn remove(&mut self, sq: Square, piece: Piece) {
        let side = piece.side().index();
        self.cells[sq.index()] = EMPTY;
        self.occupied[side] = self.occupied[side].without(sq);
        self.zeros[side] -= u8::from(piece.number() == 0);
        self.material[side] -= u16::from(piece.number());
        self.hash ^= zobrist::piece_key(piece, sq);
    }

    #[inline]
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Piece::from_code(self.cells[sq.index()])
    }

    /// The number of the piece of `side` on `sq`, for callers that know one
    /// stands there (anything else gives a meaningless number, never a panic).
    #[inline]
    pub(crate) fn number_of(&self, sq: Square, side: Side) -> u8 {
        Piece::number_in_code(self.cells[sq.index()], side)
    }

    /// The side to move.
    #[must_use]
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// Zobrist hash of the placement and the side to move; kept up to date by
    /// [`Position::play_unchecked`] and [`Position::undo_unchecked`].
    #[must_use]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash computed from scratch (for tests of the incremental one).
    #[must_use]
    pub fn full_hash(&self) -> u64 {
        let side = if self.turn == Side::Red {
            zobrist::RED_TO_MOVE
        } else {
            0
        };
        self.pieces()
            .fold(side, |h, (sq, p)| h ^ zobrist::piece_key(p, sq))
    }

    /// The squares of all pieces.
    #[inline]
    pub(crate) fn all_occupied(&self) -> SquareSet {
        self.occupied[0] | self.occupied[1]
    }

    /// The sum of the numbers of `side`'s pieces on the board.
    #[must_use]
    pub fn material(&self, side: Side) -> u16 {
        self.material[side.index()]
    }

    /// How many 0s `side` has on the board.
    #[inline]
    pub(crate) fn zero_count(&self, side: Side) -> u8 {
        self.zeros[side.index()]
    }

    /// The squares of `side`'s 0s.
    pub(crate) fn zero_squares(&self, side: Side) -> impl Iterator<Item = Square> + '_ {
        self.squares_of(side)
            .filter(move |&sq| self.piece_at(sq).is_some_and(|p| p.number() == 0))
    }

    /// Does `side` still have a 0 on the board?
    #[must_use]
    pub fn has_zero(&self, side: Side) -> bool {
        self.zeros[side.index()] > 0
    }

    /// All legal moves under `rules`, in generation order.
    #[must_use]
    pub fn legal_moves(&self, rules: &Rules) -> MoveList {
        let mut list = MoveList::new();
        self.push_legal_moves(rules, &mut list);
        list
    }

    /// Appends the legal moves to `list`: [`Position::legal_moves`] for the
    /// search, which keeps its lists in place (a returned list of
    /// [`MAX_MOVES`](crate::games::math_chess::MAX_MOVES) moves is copied whole).
    pub(crate) fn push_legal_moves(&self, rules: &Rules, list: &mut MoveList) {
        self.generate(CaptureTable::for_rules(rules), list);
    }

    /// The legal moves of the piece on `from`.
    #[must_use]
    pub fn moves_from(&self, rules: &Rules, from: Square) -> MoveList {
        let mut list = MoveList::new();
        self.push_moves_from(rules, from, &mut list);
        list
    }

    /// Appends the legal moves of the piece on `from` to `list`.
    pub(crate) fn push_moves_from(&self, rules: &Rules, from: Square, list: &mut MoveList) {
        if let Some(piece) = self.piece_at(from) {
            if piece.side() == self.turn && piece.number() > 0 && self.both_zeros() {
                self.generate_piece::<true>(
                    CaptureTable::for_rules(rules),
                    from,
                    piece.number(),
                    list,
                );
            }
        }
    }

    /// The legal move from `from` to `to`, if there is one.
    #[must_use]
    pub fn legal_move(&self, rules: &Rules, from: Square, to: Square) -> Option<Move> {
        self.moves_from(rules, from)
            .into_iter()
            .find(|m| m.to() == to)
    }

    /// How many legal moves there are, without listing them.
    #[must_use]
    pub fn count_moves(&self, rules: &Rules) -> u64 {
        let mut counter = Counter(0);
        self.generate(CaptureTable::for_rules(rules), &mut counter);
        counter.0
    }

    /// Do both sides still have a 0? Only then has the position any move.
    #[must_use]
    pub fn both_zeros(&self) -> bool {
        self.has_zero(Side::Blue) && self.has_zero(Side::Red)
    }

    /// The legal captures only, in generation order: what a quiescence
    /// search needs, without the cost of listing steps.
    ///
    /// ```
    /// use mathchess::games::math_chess::{Position, Rules};
    /// let pos: Position = "8R0/9/9/9/9/9/R98/9/9/B48/B77B0 b".parse()?;
    /// let captures = pos.captures(&Rules::default());
    /// assert_eq!(captures.len(), 1);
    /// assert_eq!(captures[0].to_string(), "a1xa5");
    /// # Ok::<_, mathchess::games::math_chess::notation::ParsePositionError>(())
    /// ```
    #[must_use]
    pub fn captures(&self, rules: &Rules) -> MoveList {
        let mut list = MoveList::new();
        self.generate_all::<false>(CaptureTable::for_rules(rules), &mut list);
        list
    }

    /// Could `by` capture a piece standing on `target`, if it were `by`'s turn?
    ///
    /// Walks back from `target` along the eight lines: the first piece met
    /// must be `by`'s support and the piece behind it `by`'s attacker, with a
    /// formula reaching exactly that far. Whatever stands on `target` is
    /// ignored, so this also answers "would a piece be safe there".
    ///
    /// ```
    /// use mathchess::{Side, games::math_chess::{Position, Rules}};
    /// let pos: Position = "8R0/9/9/9/9/9/R98/9/9/B48/B77B0 b".parse()?;
    /// let rules = Rules::default();
    /// assert!(pos.can_capture_on(&rules, "a5".parse()?, Side::Blue));
    /// assert!(!pos.can_capture_on(&rules, "a6".parse()?, Side::Blue));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn can_capture_on(&self, rules: &Rules, target: Square, by: Side) -> bool {
        Direction::ALL
            .into_iter()
            .any(|dir| self.capture_line(rules, target, by, dir).is_some())
    }

    /// The distance from `target` to the support of a capture on it by
    /// `by` along the line from `target` in `dir` (the attacker stands one
    /// farther), if there is one.
    pub(crate) fn capture_line(
        &self,
        rules: &Rules,
        target: Square,
        by: Side,
        dir: Direction,
    ) -> Option<u8> {
        let pieces = self.occupied[by.index()];
        // Many lines hold no piece of `by` at all.
        if !rays::ray(target, dir).meets(pieces) {
            return None;
        }
        let k = rays::first_blocker(self.all_occupied(), target, dir)?;
        if k >= dir.ray_len(target) {
            return None;
        }
        let support = target.step_unchecked(dir, k);
        let attacker = target.step_unchecked(dir, k + 1);
        if !pieces.contains(support) || !pieces.contains(attacker) {
            return None;
        }
        let table = CaptureTable::for_rules(rules);
        let ops = table.ops(self.number_of(attacker, by), self.number_of(support, by), k);
        // An attacker numbered 0 has no formula.
        (!ops.is_empty()).then_some(k)
    }

    /// The hash after the step `m` (not a capture), without playing it.
    pub(crate) fn hash_after_step(&self, m: Move) -> u64 {
        let moved = self.piece_at(m.from()).map_or(0, |piece| {
            zobrist::piece_key(piece, m.from()) ^ zobrist::piece_key(piece, m.to())
        });
        self.hash ^ moved ^ zobrist::RED_TO_MOVE
    }

    fn generate(&self, table: &CaptureTable, sink: &mut impl MoveSink) {
        self.generate_all::<true>(table, sink);
    }

    /// Every move of the side to move; steps too when `STEPS`.
    #[inline]
    fn generate_all<const STEPS: bool>(&self, table: &CaptureTable, sink: &mut impl MoveSink) {
        if !self.both_zeros() {
            return;
        }
        for from in self.occupied[self.turn.index()] {
            let number = self.number_of(from, self.turn);
            if number > 0 {
                self.generate_piece::<STEPS>(table, from, number, sink);
            }
        }
    }

    #[inline]
    fn generate_piece<const STEPS: bool>(
        &self,
        table: &CaptureTable,
        from: Square,
        a: u8,
        sink: &mut impl MoveSink,
    ) {
        // A capture needs an own piece next to the attacker, as its support.
        let own = self.occupied[self.turn.index()];
        if !STEPS && !rays::NEIGHBOURS[from.index()].meets(own) {
            return;
        }
        for dir in Direction::ALL {
            let len = dir.ray_len(from);
            if len == 0 {
                continue;
            }
            let next = from.step_unchecked(dir, 1);
            match self.piece_at(next) {
                None if !STEPS => {}
                None => {
                    // Up to the number's reach, short of the first piece.
                    let room =
                        rays::first_blocker(self.all_occupied(), from, dir).map_or(len, |k| k - 1);
                    sink.steps(from, dir, a.min(room));
                }
                Some(support) if support.side() == self.turn => {
                    // The target is the first piece beyond the support: an
                    // enemy piece at a distance some formula gives.
                    let b = support.number();
                    let Some(k) = rays::first_blocker(self.all_occupied(), next, dir) else {
                        continue;
                    };
                    let to = next.step_unchecked(dir, k);
                    let ops = table.ops(a, b, k);
                    if !own.contains(to) && !ops.is_empty() {
                        sink.capture(from, to, ops);
                    }
                }
                Some(_) => {}
            }
        }
    }

    /// Plays `m`, which must be legal here, and returns the captured piece.
    ///
    /// # Panics
    /// If there is no piece on `m.from()`. Use [`Position::legal_move`] first
    /// for untrusted moves; an illegal move that does not panic corrupts nothing
    /// but gives a position the rules could not reach.
    pub fn play_unchecked(&mut self, m: Move) -> Option<Piece> {
        let (from, to) = (m.from(), m.to());
        let piece = self.piece_at(from).expect("a move starts on a piece");
        let captured = self.piece_at(to);
        if let Some(target) = captured {
            self.remove(to, target);
        }
        self.relocate(piece, from, to);
        self.turn = !self.turn;
        self.hash ^= zobrist::RED_TO_MOVE;
        captured
    }

    /// Moves `piece` from `from` to the empty square `to`: a `remove` and a
    /// `put` without the counts, which a move leaves as they are.
    fn relocate(&mut self, piece: Piece, from: Square, to: Square) {
        self.cells[to.index()] = self.cells[from.index()];
        self.cells[from.index()] = EMPTY;
        self.occupied[piece.side().index()] ^= SquareSet::from_square(from).with(to);
        self.hash ^= zobrist::piece_key(piece, from) ^ zobrist::piece_key(piece, to);
    }

    /// Hands the turn to the other side without moving: the search's null
    /// move. The rules forbid passing; a second call restores the position.
    pub(crate) fn pass(&mut self) {
        self.turn = !self.turn;
        self.hash ^= zobrist::RED_TO_MOVE;
    }

    /// Takes back `m`, played by [`Position::play_unchecked`], which returned `captured`.
    ///
    /// # Panics
    /// If `m` was not the last move played.
    pub fn undo_unchecked(&mut self, m: Move, captured: Option<Piece>) {
        let (from, to) = (m.from(), m.to());
        let piece = self
            .piece_at(to)
            .expect("the move's piece stands on its target");
        self.relocate(piece, to, from);
        if let Some(target) = captured {
            self.put(to, target);
        }
        self.turn = !self.turn;
        self.hash ^= zobrist::RED_TO_MOVE;
    }

    /// The number of leaf positions `depth` plies ahead (`docs/rules.md` §5),
    /// counting the last ply in bulk.
    #[must_use]
    pub fn perft(&self, rules: &Rules, depth: u32) -> u64 {
        fn go(pos: &mut Position, table: &CaptureTable, depth: u32) -> u64 {
            if depth == 1 {
                let mut counter = Counter(0);
                pos.generate(table, &mut counter);
                return counter.0;
            }
            let mut moves = MoveList::new();
            pos.generate(table, &mut moves);
            let mut total = 0;
            for m in moves {
                let captured = pos.play_unchecked(m);
                total += go(pos, table, depth - 1);
                pos.undo_unchecked(m, captured);
            }
            total
        }
        if depth == 0 {
            return 1;
        }
        go(&mut self.clone(), CaptureTable::for_rules(rules), depth)
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::math_chess::Preset;

    #[test]
    fn start_position() {
        let pos = Position::start(Side::Blue);
        assert_eq!(
            pos.piece_at("a1".parse().unwrap()),
            Some(Piece::new(Side::Blue, 1))
        );
        assert_eq!(
            pos.piece_at("a11".parse().unwrap()),
            Some(Piece::new(Side::Red, 9))
        );
        assert_eq!(
            pos.piece_at("e10".parse().unwrap()),
            Some(Piece::new(Side::Red, 0))
        );
        assert_eq!(pos.material(Side::Red), 45);
        assert_eq!(pos.hash(), pos.full_hash());
    }

    #[test]
    fn perft_start() {
        let rules = Preset::Chessplayx.rules();
        let pos = Position::start(Side::Blue);
        assert_eq!(pos.perft(&rules, 0), 1);
        assert_eq!(pos.perft(&rules, 1), 87);
        assert_eq!(pos.perft(&rules, 2), 7_457);
    }

    /// Positions along a fixed pseudo-random walk from the start, for tests
    /// that compare two ways of computing the same thing.
    fn walk(plies: usize) -> Vec<Position> {
        let rules = Preset::Chessplayx.rules();
        let mut pos = Position::start(Side::Blue);
        let mut seen = vec![pos.clone()];
        let mut state = 0x2545_F491_4F6C_DD1D_u64;
        for _ in 0..plies {
            let moves = pos.legal_moves(&rules);
            if moves.is_empty() {
                break;
            }
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let captures: Vec<Move> = moves.iter().copied().filter(|m| m.is_capture()).collect();
            // Prefer captures now and then so that the walk reaches sparse boards.
            let m = if !captures.is_empty() && state % 3 == 0 {
                captures[(state >> 8) as usize % captures.len()]
            } else {
                moves[(state >> 8) as usize % moves.len()]
            };
            pos.play_unchecked(m);
            seen.push(pos.clone());
        }
        seen
    }

    #[test]
    fn captures_are_the_legal_captures() {
        let rules = Preset::Chessplayx.rules();
        for pos in walk(120) {
            let all: Vec<Move> = pos
                .legal_moves(&rules)
                .into_iter()
                .filter(|m| m.is_capture())
                .collect();
            assert_eq!(pos.captures(&rules).to_vec(), all, "{pos}");
        }
    }

    #[test]
    fn the_hash_after_a_step_is_the_hash_of_the_step_played() {
        let rules = Rules::default();
        let mut pos = Position::start(Side::Blue);
        for m in pos.clone().legal_moves(&rules) {
            let expected = pos.hash_after_step(m);
            let captured = pos.play_unchecked(m);
            assert_eq!(pos.hash(), expected, "{m}");
            pos.undo_unchecked(m, captured);
        }
    }

    #[test]
    fn can_capture_on_agrees_with_move_generation() {
        let rules = Preset::Chessplayx.rules();
        let positions = walk(120);
        assert!(positions.len() > 60);
        for pos in positions.into_iter().filter(|p| p.both_zeros()) {
            let targets: Vec<Square> = pos.captures(&rules).iter().map(|m| m.to()).collect();
            for (sq, piece) in pos.pieces() {
                if piece.side() != pos.turn() {
                    assert_eq!(
                        pos.can_capture_on(&rules, sq, pos.turn()),
                        targets.contains(&sq),
                        "{pos} {sq}"
                    );
                }
            }
        }
    }

    #[test]
    fn squares_of_a_side() {
        let pos = Position::start(Side::Blue);
        let blue: Vec<String> = pos
            .squares_of(Side::Blue)
            .map(|sq| sq.to_string())
            .collect();
        assert_eq!(
            blue,
            ["a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "i1", "e2"]
        );
        assert_eq!(pos.squares_of(Side::Red).last(), "i11".parse().ok());
    }
}
