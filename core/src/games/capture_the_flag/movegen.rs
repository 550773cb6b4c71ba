//! Legal move generation (`docs/flag-rules.md` §4) and the captures each move
//! makes (§5), with the duties that cut the moves down: a guard's return
//! (§4.7) and the siege (§5.4).

use super::{
    moves::{CaptureRule, CaptureRules, Move, MoveList},
    piece::{code_side, Piece},
    position::Position,
    square::{
        attack_points, flag, guard_homes, orthogonal_neighbours, Square, SquareSet, FLAGS, SQUARES,
        STANDABLE,
    },
};
use crate::{Direction, Side};

const EMPTY: u8 = 0;

const ORTHOGONAL_DIRECTIONS: [Direction; 4] = [
    Direction::North,
    Direction::East,
    Direction::South,
    Direction::West,
];

/// The orthogonal directions whose corner a diagonal step passes: the
/// gate's two squares are the start's neighbours in these directions (§4.2).
const fn gate_directions(dir: Direction) -> Option<(Direction, Direction)> {
    match dir {
        Direction::NorthEast => Some((Direction::East, Direction::North)),
        Direction::SouthEast => Some((Direction::East, Direction::South)),
        Direction::SouthWest => Some((Direction::West, Direction::South)),
        Direction::NorthWest => Some((Direction::West, Direction::North)),
        _ => None,
    }
}

#[inline]
const fn number(code: u8) -> u8 {
    code & 31
}

/// The moving piece and what its rules depend on, fixed when its move starts.
#[derive(Copy, Clone, Debug)]
pub(super) struct Mover {
    pub(super) from: Square,
    pub(super) code: u8,
    pub(super) side: Side,
    pub(super) number: u8,
    /// A 2 in its enemy half (§4.1).
    pub(super) free: bool,
    /// Not stopped by gates or enclosed squares: a 1 or a free 2.
    pub(super) immune: bool,
}

impl Mover {
    fn is_guard(&self) -> bool {
        self.number >= 15
    }

    /// How many squares a line move may cover (§4.3).
    pub(super) fn range(&self) -> u8 {
        match self.number {
            1 => u8::MAX,
            4 | 5 => 2,
            _ => 1,
        }
    }

    fn directions(&self) -> &'static [Direction] {
        if self.free {
            &ORTHOGONAL_DIRECTIONS
        } else {
            &Direction::ALL
        }
    }
}

impl Position {
    /// The moving piece on `from`, if one stands there.
    pub(super) fn mover(&self, from: Square) -> Option<Mover> {
        let code = self.cells[from.index()];
        if code == EMPTY {
            return None;
        }
        let side = if code_side(code) == 0 {
            Side::Blue
        } else {
            Side::Red
        };
        let n = number(code);
        let free = n == 2 && !from.in_own_half(side);
        Some(Mover {
            from,
            code,
            side,
            number: n,
            free,
            immune: n == 1 || free,
        })
    }

    #[inline]
    fn holds(&self, sq: Square, side: Side) -> bool {
        let code = self.cells[sq.index()];
        code != EMPTY && code_side(code) == side.index()
    }

    /// Is `sq` enclosed for `side`: four orthogonal neighbours, all enemy (§4.1)?
    pub(super) fn enclosed(&self, sq: Square, side: Side) -> bool {
        let around = orthogonal_neighbours(sq);
        around.len() == 4 && self.occupied[(!side).index()].includes(around)
    }

    /// May the mover stand on `q`, whatever occupies it (§4.1)?
    #[inline]
    pub(super) fn may_stand(&self, p: &Mover, q: Square) -> bool {
        STANDABLE[p.side.index()][usize::from(p.free)].contains(q)
            && (p.immune || !self.enclosed(q, p.side))
    }

    /// The gate that blocks the mover's segment from `a` in `dir` (§4.2), if any.
    pub(super) fn gate(&self, p: &Mover, a: Square, dir: Direction) -> Option<(Square, Square)> {
        if p.immune {
            return None;
        }
        let (across, along) = gate_directions(dir)?;
        let x = a.neighbour(across)?;
        let y = a.neighbour(along)?;
        let enemy = !p.side;
        let bigger = |sq: Square| number(self.cells[sq.index()]) > p.number;
        (self.holds(x, enemy) && self.holds(y, enemy) && (bigger(x) || bigger(y))).then_some((x, y))
    }

    #[inline]
    fn blocked(&self, p: &Mover, a: Square, dir: Direction) -> bool {
        self.gate(p, a, dir).is_some()
    }

    /// The rules by which the mover takes the enemy piece on `q` by moving
    /// onto it (§5.2); none if it may not. The mover may stand on `q`.
    pub(super) fn take_rules(&self, p: &Mover, q: Square) -> CaptureRules {
        let (n, e) = (p.number, number(self.cells[q.index()]));
        let mut rules = CaptureRules::NONE;
        if p.from.on_a_base_line() && q.rank() == p.from.rank() && n <= 2 && e <= 2 {
            rules = rules.with(CaptureRule::T1);
        }
        if e == 2 && q.colour() == p.side && matches!(n, 1 | 2 | 11) {
            rules = rules.with(CaptureRule::T2);
        }
        if p.free && matches!(e, 1 | 2 | 11) {
            rules = rules.with(CaptureRule::T3);
        }
        if q.on_base_line(p.side) && n % e == 0 {
            rules = rules.with(CaptureRule::T4);
        }
        rules
    }

    /// The piece code on `sq` once the mover has moved to `t`: the board
    /// the surround captures are judged on (§5.1).
    #[inline]
    pub(super) fn code_after(&self, p: &Mover, t: Square, sq: Square) -> u8 {
        if sq == t {
            p.code
        } else if sq == p.from {
            EMPTY
        } else {
            self.cells[sq.index()]
        }
    }

    /// Adds to `m` the surround captures (§5.3) of the mover standing on
    /// `m.to()`, judged on the board after the move.
    pub(super) fn add_surround_captures(&self, p: &Mover, m: &mut Move) {
        let t = m.to();
        let at = |sq: Square| self.code_after(p, t, sq);
        let own = |code: u8| code != EMPTY && code_side(code) == p.side.index();
        let enemy = |code: u8| code != EMPTY && code_side(code) != p.side.index();
        let n = u32::from(p.number);
        for dir in ORTHOGONAL_DIRECTIONS {
            let Some(v) = t.neighbour(dir) else { continue };
            let victim = at(v);
            if !enemy(victim) {
                continue;
            }
            let e = u32::from(number(victim));
            if e > 2 {
                if let Some(beyond) = v
                    .neighbour(dir)
                    .map(at)
                    .filter(|&c| own(c) && number(c) <= 11)
                {
                    let o = u32::from(number(beyond));
                    if !p.is_guard() && (n + o) % e == 0 {
                        m.add_capture(dir, CaptureRule::P);
                    }
                    if p.is_guard() {
                        let d = n - o;
                        if 2 * d == e || d % e == 0 {
                            m.add_capture(dir, CaptureRule::G);
                        }
                    }
                }
            }
            let around = orthogonal_neighbours(v);
            let surrounded = around.iter().all(|sq| own(at(sq)));
            match around.len() {
                3 if surrounded => m.add_capture(dir, CaptureRule::E),
                4 if surrounded => m.add_capture(dir, CaptureRule::Q),
                _ => {}
            }
            if e >= 15 && guard_homes(!p.side).contains(v) {
                let three = around - FLAGS;
                if three.iter().all(|sq| own(at(sq))) {
                    let sum: u32 = three.iter().map(|sq| u32::from(number(at(sq)))).sum();
                    if 2 * sum == e || sum % e == 0 {
                        m.add_capture(dir, CaptureRule::S);
                    }
                }
            }
        }
        for (one, other) in [
            (Direction::North, Direction::South),
            (Direction::East, Direction::West),
        ] {
            let (Some(x), Some(y)) = (t.neighbour(one), t.neighbour(other)) else {
                continue;
            };
            let (x, y) = (at(x), at(y));
            if enemy(x) && enemy(y) && n % u32::from(number(x) + number(y)) == 0 {
                m.add_capture(one, CaptureRule::D);
                m.add_capture(other, CaptureRule::D);
            }
        }
    }

    /// Every move of the piece on `from` before the duties of §4.7 and §5.4
    /// cut them down, each target once; captures are worked out only when
    /// `captures` (a count needs none). With `entries`, the 1's entry into
    /// the flag is among them (the test of §4.8 leaves it out).
    pub(super) fn piece_moves(
        &self,
        p: &Mover,
        captures: bool,
        entries: bool,
        emit: &mut impl FnMut(Move),
    ) {
        let mut seen = SquareSet::EMPTY;
        let mut push = |to: Square, take: CaptureRules| {
            if seen.contains(to) {
                return;
            }
            seen.insert(to);
            let mut m = Move::new(p.from, to);
            m.set_take(take);
            if captures {
                self.add_surround_captures(p, &mut m);
            }
            emit(m);
        };
        self.line_moves(p, &mut push);
        if p.is_guard() {
            return;
        }
        // Jump chains (§4.4).
        let mut landed = SquareSet::EMPTY.with(p.from);
        self.jumps(p, p.from, &mut landed, &mut push);
        if p.number == 1 {
            self.long_jumps(p, &mut push);
            if entries {
                self.entry(p, &mut push);
            }
        }
    }

    /// The mover's line moves (§4.3): up to its range in each of its
    /// directions, stopped by a gate, a square it may not stand on, a
    /// piece (taken if a rule of §5.2 allows) or the enemy base line.
    #[inline]
    fn line_moves(&self, p: &Mover, push: &mut impl FnMut(Square, CaptureRules)) {
        let enemy_base = |sq: Square| sq.on_base_line(!p.side);
        for &dir in p.directions() {
            let mut prev = p.from;
            for i in 1..=p.range() {
                let Some(q) = prev.neighbour(dir) else { break };
                if !self.may_stand(p, q)
                    || self.blocked(p, prev, dir)
                    || (i > 1 && enemy_base(q) && !enemy_base(p.from))
                {
                    break;
                }
                let code = self.cells[q.index()];
                if code == EMPTY {
                    push(q, CaptureRules::NONE);
                    prev = q;
                    continue;
                }
                if code_side(code) != p.side.index() {
                    let take = self.take_rules(p, q);
                    if !take.is_empty() {
                        push(q, take);
                    }
                }
                break;
            }
        }
    }

    /// The 1's long jump along its own base line, over a run of its own
    /// pieces.
    #[inline]
    fn long_jumps(&self, p: &Mover, push: &mut impl FnMut(Square, CaptureRules)) {
        if !p.from.on_base_line(p.side) {
            return;
        }
        for dir in [Direction::East, Direction::West] {
            let mut next = p.from.neighbour(dir);
            let mut run = 0;
            while let Some(sq) = next.filter(|&sq| self.holds(sq, p.side)) {
                run += 1;
                next = sq.neighbour(dir);
            }
            if let Some(land) = next.filter(|&sq| run > 0 && self.may_stand(p, sq)) {
                if self.cells[land.index()] == EMPTY {
                    push(land, CaptureRules::NONE);
                } else {
                    let take = self.take_rules(p, land);
                    if !take.is_empty() {
                        push(land, take);
                    }
                }
            }
        }
    }

    /// The 1's entry into the enemy flag (§4.8) from an attack point A or
    /// B; the flag is empty (§4.5) unless a puzzle put a piece there.
    #[inline]
    fn entry(&self, p: &Mover, push: &mut impl FnMut(Square, CaptureRules)) {
        let [a, b, ..] = attack_points(p.side);
        let entry = flag(!p.side);
        if (p.from == a || p.from == b)
            && self.cells[entry.index()] == EMPTY
            && !self.one_attacked(p.from)
        {
            push(entry, CaptureRules::NONE);
        }
    }

    /// Follows jump segments from `a`, landing only on squares not yet in `landed`.
    fn jumps(
        &self,
        p: &Mover,
        a: Square,
        landed: &mut SquareSet,
        push: &mut impl FnMut(Square, CaptureRules),
    ) {
        for dir in Direction::ALL {
            let Some((b, take)) = self.jump(p, a, dir).filter(|&(b, _)| !landed.contains(b)) else {
                continue;
            };
            push(b, take);
            if take.is_empty() {
                landed.insert(b);
                self.jumps(p, b, landed, push);
            }
        }
    }

    /// The jump segment of the mover from `a` in `dir` (§4.4), landing on
    /// an empty square (no rules: the chain may go on) or taking the enemy
    /// piece there (its rules: the chain ends); `None` when there is none.
    /// Whether the landing was used earlier in the chain is the caller's.
    #[inline]
    fn jump(&self, p: &Mover, a: Square, dir: Direction) -> Option<(Square, CaptureRules)> {
        let over = a.neighbour(dir)?;
        let code = self.cells[over.index()];
        // The start square is empty once the piece has left it.
        if code == EMPTY || over == p.from || (p.number != 3 && code_side(code) != p.side.index()) {
            return None;
        }
        let b = over.neighbour(dir)?;
        if !self.may_stand(p, b)
            || self.blocked(p, a, dir)
            || self.blocked(p, over, dir)
            || (b.on_base_line(!p.side) && !a.on_base_line(!p.side))
        {
            return None;
        }
        let target = self.cells[b.index()];
        if target == EMPTY {
            Some((b, CaptureRules::NONE))
        } else if code_side(target) != p.side.index() {
            let take = self.take_rules(p, b);
            (!take.is_empty()).then_some((b, take))
        } else {
            None
        }
    }

    /// The squares the piece goes through in `m`, a move of this position,
    /// in order: its start, each square a jump chain lands on, its end. A
    /// move is named by its two squares alone (§4.4); of the paths to its
    /// end this is a line move's, which goes straight (a step, a slide),
    /// else the shortest jump chain, else straight (the 1's long jump, its
    /// entry into the flag, or a move this position does not have).
    #[must_use]
    pub fn path(&self, m: Move) -> Vec<Square> {
        let (from, to) = (m.from(), m.to());
        let straight = vec![from, to];
        let Some(p) = self.mover(from).filter(|p| !p.is_guard()) else {
            return straight;
        };
        let mut by_line = false;
        self.line_moves(&p, &mut |sq, _| by_line |= sq == to);
        if by_line {
            return straight;
        }
        // Breadth first over the landings: the first chain to reach `to` is a shortest.
        let mut came_from: [Option<Square>; SQUARES] = [None; SQUARES];
        let mut landed = SquareSet::EMPTY.with(from);
        let mut queue = std::collections::VecDeque::from([from]);
        while let Some(a) = queue.pop_front() {
            for dir in Direction::ALL {
                let Some((b, take)) = self.jump(&p, a, dir).filter(|&(b, _)| !landed.contains(b))
                else {
                    continue;
                };
                if b == to {
                    let mut path = vec![to, a];
                    while let Some(before) = came_from[path[path.len() - 1].index()] {
                        path.push(before);
                    }
                    path.reverse();
                    return path;
                }
                if take.is_empty() {
                    landed.insert(b);
                    came_from[b.index()] = Some(a);
                    queue.push_back(b);
                }
            }
        }
        straight
    }

    /// Could the opponent capture the 1 on `sq` if it were to move, with
    /// no duty and no siege (§4.8)?
    fn one_attacked(&self, sq: Square) -> bool {
        let mut view = self.clone();
        view.turn = !self.turn;
        view.returns = [None; 2];
        view.siege = SquareSet::EMPTY;
        let mut attacked = false;
        for from in view.occupied[view.turn.index()].iter() {
            let p = view.mover(from).expect("a piece stands there");
            view.piece_moves(&p, true, false, &mut |m| {
                attacked |= m.captures().any(|(s, _)| s == sq);
            });
            if attacked {
                return true;
            }
        }
        false
    }

    /// The square of `side`'s 1, if it is still on the board.
    pub(super) fn one_of(&self, side: Side) -> Option<Square> {
        let one = Piece::new(side, 1).code();
        self.occupied[side.index()]
            .iter()
            .find(|sq| self.cells[sq.index()] == one)
    }

    /// Is the game over on the board: a 1 on the enemy flag, or a side's
    /// eleven attackers all across (§6)? Such a position has no moves.
    #[must_use]
    pub fn is_won(&self) -> bool {
        self.has_won(Side::Blue) || self.has_won(Side::Red)
    }

    /// The guard's return that is the side to move's only candidate move
    /// (§4.7): none when no return is owed or the duty has lapsed.
    pub(super) fn binding_return(&self) -> Option<(Mover, Move)> {
        let duty = self.returns[self.turn.index()]?;
        let p = self
            .mover(duty.guard)
            .filter(|p| p.side == self.turn && p.is_guard())?;
        let mut back = None;
        self.piece_moves(&p, true, true, &mut |m| {
            if m.to() == duty.home {
                back = Some(m);
            }
        });
        back.map(|m| (p, m))
    }

    /// Calls `emit` with every legal move (of the piece on `only`, if
    /// given): the moves of §4.3–§4.8, cut down by a pending return and a
    /// siege. Captures are worked out when `captures`, or when the siege
    /// needs them.
    pub(super) fn for_each_legal(
        &self,
        captures: bool,
        only: Option<Square>,
        emit: &mut impl FnMut(Move),
    ) {
        if self.is_won() {
            return;
        }
        let side = self.turn;
        let besieged = !self.siege.is_empty();
        let across = self.attackers_across(side);
        // A move that lifts the siege takes a captor or wins at once (§5.4).
        let lifts = |p: &Mover, m: &Move| {
            m.captures().any(|(sq, _)| self.siege.contains(sq))
                || m.to() == flag(!side)
                || p.number <= 11 && {
                    let half = super::square::ENEMY_HALF[side.index()];
                    across - u32::from(half.contains(p.from)) + u32::from(half.contains(m.to()))
                        == 11
                }
        };
        if let Some((p, m)) = self.binding_return() {
            if (!besieged || lifts(&p, &m)) && only.map_or(true, |sq| sq == p.from) {
                emit(m);
            }
            return;
        }
        let squares = match only {
            Some(sq) => SquareSet::EMPTY.with(sq) & self.occupied[side.index()],
            None => self.occupied[side.index()],
        };
        for from in squares.iter() {
            let p = self.mover(from).expect("a piece stands there");
            if besieged {
                self.piece_moves(&p, true, true, &mut |m| {
                    if lifts(&p, &m) {
                        emit(m);
                    }
                });
            } else {
                self.piece_moves(&p, captures, true, emit);
            }
        }
    }

    /// Has the side to move surely a legal move: no return owed, no siege,
    /// and a piece of its that can move? A cheap test that stops at the
    /// first such piece and works out no capture; `false` is "don't know".
    pub(crate) fn surely_mobile(&self) -> bool {
        let side = self.turn;
        if self.is_won() || !self.siege.is_empty() || self.returns[side.index()].is_some() {
            return false;
        }
        self.occupied[side.index()].iter().any(|from| {
            let p = self.mover(from).expect("a piece stands there");
            let mut any = false;
            self.piece_moves(&p, false, false, &mut |_| any = true);
            any
        })
    }

    /// All legal moves, in generation order.
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.for_each_legal(true, None, &mut |m| list.push(m));
        list
    }

    /// The legal moves of the piece on `from`.
    #[must_use]
    pub fn moves_from(&self, from: Square) -> MoveList {
        let mut list = MoveList::new();
        self.for_each_legal(true, Some(from), &mut |m| list.push(m));
        list
    }

    /// The legal move from `from` to `to`, if there is one.
    #[must_use]
    pub fn legal_move(&self, from: Square, to: Square) -> Option<Move> {
        let mut found = None;
        self.for_each_legal(true, Some(from), &mut |m| {
            if m.to() == to {
                found = Some(m);
            }
        });
        found
    }

    /// How many legal moves there are, without working out their captures
    /// where the rules do not need them.
    #[must_use]
    pub fn count_moves(&self) -> u64 {
        let mut count = 0;
        self.for_each_legal(false, None, &mut |_| count += 1);
        count
    }

    /// The number of leaf positions `depth` plies ahead (§9).
    #[must_use]
    pub fn perft(&self, depth: u32) -> u64 {
        fn go(pos: &mut Position, depth: u32) -> u64 {
            if depth == 1 {
                return pos.count_moves();
            }
            let mut total = 0;
            for m in pos.legal_moves() {
                let undo = pos.play_unchecked(m);
                total += go(pos, depth - 1);
                pos.undo_unchecked(m, undo);
            }
            total
        }
        if depth == 0 {
            return 1;
        }
        go(&mut self.clone(), depth)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{games::capture_the_flag::notation::move_list, test_support::sq};

    fn captures_of(position: &str, from: &str, to: &str) -> Vec<String> {
        let pos = Position::from_ascii_lenient(position.as_bytes()).unwrap();
        let m = pos.legal_move(from.parse().unwrap(), to.parse().unwrap());
        m.map_or_else(Vec::new, |m| {
            m.captures().map(|(sq, r)| format!("{sq}:{r}")).collect()
        })
    }

    /// `position` after its legal move `from`-`to`.
    fn played(position: &str, from: &str, to: &str) -> Position {
        let mut pos = Position::from_ascii_lenient(position.as_bytes()).unwrap();
        let m = pos.legal_move(sq(from), sq(to)).unwrap();
        pos.play_unchecked(m);
        pos
    }

    /// The worked values of §5.3 where a half counts.
    #[test]
    fn halves() {
        // Guard 18 with attacker 9 beyond the victim: d = 9, half of 18.
        let g = "11/11/11/11/11/11/4,R18,B9,5/2,B18,8/11/11/11/11 b - - 0";
        assert_eq!(captures_of(g, "c5", "d6"), ["e6:G"]);
        // Guard 16 on f9 closed in by 2 + 5 + 1 = 8, half of 16.
        let s = "11/11/11/4,B2,R16,B5,4/11/4,B1,6/11/11/11/11/11/11 b - - 0";
        assert_eq!(captures_of(s, "e7", "f8"), ["f9:S"]);
        let pos = played(s, "e7", "f8");
        assert_eq!(
            pos.to_string(),
            "11/11/11/4,B2,1,B5,4/5,B1,5/11/11/11/11/11/11/11 r - rf8e9g9 0"
        );
        assert!(
            move_list(&pos).is_empty(),
            "Red has nothing to lift the siege with"
        );
    }

    /// `surely_mobile` says yes only where a legal move exists, and says
    /// "don't know" under a duty, whatever the moves.
    #[test]
    fn surely_mobile_only_with_a_move() {
        let start = Position::start(Side::Blue);
        assert!(start.surely_mobile());
        // Red besieged with nothing to lift the siege (§5.3's worked S).
        let s = "11/11/11/4,B2,R16,B5,4/11/4,B1,6/11/11/11/11/11/11 b - - 0";
        let besieged = played(s, "e7", "f8");
        assert!(!besieged.surely_mobile());
        assert!(besieged.legal_moves().is_empty());
        // A guard sortie's return owed: "don't know", though it may move.
        let mut sortie = Position::start(Side::Blue);
        let out = sortie.legal_move(sq("f4"), sq("e5")).unwrap();
        sortie.play_unchecked(out);
        let reply = sortie.legal_moves()[0];
        sortie.play_unchecked(reply);
        assert!(!sortie.surely_mobile());
        assert_eq!(sortie.legal_moves().len(), 1);
    }

    /// The path of the legal move `from`-`to` of `position`, by square name.
    fn path_of(position: &str, from: &str, to: &str) -> Vec<String> {
        let pos = Position::from_ascii_lenient(position.as_bytes()).unwrap();
        let m = pos.legal_move(sq(from), sq(to)).unwrap();
        pos.path(m).iter().map(ToString::to_string).collect()
    }

    /// Example 2 (§10): the 6 on c5 jumps over d6 to e7 and turns there.
    const JUMPS: &str = "11/5,R18,5/4,R17,1,R15,4/5,R16,5/3,B5,1,B8,5/11/2,R7,B4,1,B9,5/1,R3,B6,8/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";

    #[test]
    fn a_jump_chain_goes_through_each_landing() {
        assert_eq!(path_of(JUMPS, "c5", "e7"), ["c5", "e7"]);
        assert_eq!(path_of(JUMPS, "c5", "g9"), ["c5", "e7", "g9"]);
        assert_eq!(path_of(JUMPS, "c5", "c9"), ["c5", "e7", "c9"]);
        assert_eq!(path_of(JUMPS, "c5", "g5"), ["c5", "e7", "g5"]);
        // A step goes straight.
        assert_eq!(path_of(JUMPS, "c5", "d4"), ["c5", "d4"]);
        // The 3 reaches e7 only the long way round, the direct jump gated.
        let three = "11/5,R18,5/4,R17,1,R15,4/5,R16,5/3,B5,1,B8,5/11/2,R7,B4,1,B9,5/1,R3,B3,R10,7/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
        assert_eq!(path_of(three, "c5", "e7"), ["c5", "c7", "e9", "g9", "e7"]);
    }

    #[test]
    fn a_slide_and_a_long_jump_go_straight() {
        // Example 3: the 1 on a7 slides, as far as e11 (gates do not stop it).
        let slide = "3,R6,2,R9,4/5,R18,5/4,R17,1,R15,4/1,R8,3,R16,5/2,R4,8/B1,10/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
        let pos = Position::from_ascii_lenient(slide.as_bytes()).unwrap();
        assert_eq!(pos.moves_from(sq("a7")).len(), 7);
        for m in pos.moves_from(sq("a7")) {
            assert_eq!(pos.path(m), [m.from(), m.to()], "{m}");
        }
        // Example 1: the long jump f1-c1 over e1 and d1.
        let long = "1,R9,R7,R5,R3,R1,R2,R4,R6,R8,R10/1,R11,3,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/11/5,B16,5/4,B15,1,B17,4/1,B6,3,B18,5/B10,B8,1,B4,B2,B1,B3,B5,B7,B9,B11 b - - 2";
        assert_eq!(path_of(long, "f1", "c1"), ["f1", "c1"]);
    }

    #[test]
    fn every_path_is_a_chain_of_segments_to_the_move_end() {
        let mut pos = Position::from_ascii_lenient(JUMPS.as_bytes()).unwrap();
        let mut seen_chain = false;
        for _ in 0..40 {
            let moves = pos.legal_moves();
            let Some(&last) = moves.last() else { break };
            for &m in &moves {
                let path = pos.path(m);
                assert_eq!((path[0], path[path.len() - 1]), (m.from(), m.to()), "{m}");
                let mut squares = path.clone();
                squares.sort_unstable_by_key(|s| s.index());
                squares.dedup();
                assert_eq!(squares.len(), path.len(), "{m}: no square twice");
                if path.len() > 2 {
                    seen_chain = true;
                    for pair in path.windows(2) {
                        let (df, dr) = (
                            i32::from(pair[1].file()) - i32::from(pair[0].file()),
                            i32::from(pair[1].rank()) - i32::from(pair[0].rank()),
                        );
                        assert!(
                            df.abs().max(dr.abs()) == 2 && df % 2 == 0 && dr % 2 == 0,
                            "{m}: {} to {} is one jump",
                            pair[0],
                            pair[1]
                        );
                    }
                }
            }
            pos.play_unchecked(last);
        }
        assert!(seen_chain, "the position has jump chains");
    }

    /// D47: the move that enters the flag captures as any move does, and
    /// wins all the same.
    #[test]
    fn the_entry_into_the_flag_captures() {
        // Blue's 1 on g9 enters f10 and closes the fourth side around the
        // Red 17 on e10 (Q); the 5, 3 and 7 hold the other three.
        let p = "R1,10/4,B5,6/3,B3,R17,6/4,B7,1,B1,4/11/11/11/11/11/11/11/11 b - - 0";
        assert_eq!(captures_of(p, "g9", "f10"), ["e10:Q"]);
        let pos = played(p, "g9", "f10");
        assert_eq!(pos.piece_at("e10".parse().unwrap()), None);
        assert!(pos.has_won(Side::Blue));
    }
}
