//! A slow, literal reading of `docs/flag-rules.md` §4–§6, written apart from the
//! core's move generator (it uses only the public squares, pieces and
//! position strings) so that the two can be compared on any position.

use mathchess::{
    games::capture_the_flag::{Piece, Position, Square},
    Side,
};

/// A legal move as the reference sees it: from, to, and each captured
/// square in index order with its codes (`"T"`, `"PE"`).
pub type RefMove = (Square, Square, Vec<(Square, String)>);

type Board = [Option<Piece>; 132];

fn square(file: i32, rank: i32) -> Option<Square> {
    ((0..11).contains(&file) && (0..12).contains(&rank))
        .then(|| Square::new((rank * 11 + file) as u8))
}

fn coords(sq: Square) -> (i32, i32) {
    (i32::from(sq.file()), i32::from(sq.rank()))
}

fn step(sq: Square, (df, dr): (i32, i32)) -> Option<Square> {
    let (f, r) = coords(sq);
    square(f + df, r + dr)
}

const EIGHT: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];
const FOUR: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

fn name(text: &str) -> Square {
    text.parse().unwrap()
}

/// §2: rank 1 Blue, rank 12 Red, else Blue when (file + rank), counted from 1, is even.
fn colour(sq: Square) -> Side {
    let (f, r) = coords(sq);
    match r {
        0 => Side::Blue,
        11 => Side::Red,
        _ if (f + 1 + r + 1) % 2 == 0 => Side::Blue,
        _ => Side::Red,
    }
}

fn base_rank(side: Side) -> i32 {
    if side == Side::Blue {
        0
    } else {
        11
    }
}

fn on_base_line(sq: Square, side: Side) -> bool {
    coords(sq).1 == base_rank(side)
}

fn in_enemy_half(sq: Square, side: Side) -> bool {
    let r = coords(sq).1;
    if side == Side::Blue {
        r >= 6
    } else {
        r <= 5
    }
}

fn flag(side: Side) -> Square {
    name(if side == Side::Blue { "f3" } else { "f10" })
}

fn homes(side: Side) -> Vec<Square> {
    FOUR.iter().filter_map(|&d| step(flag(side), d)).collect()
}

/// The attack points A and B of `side` against the enemy flag: the two
/// diagonal neighbours of that flag nearer `side`.
fn points_a_b(side: Side) -> Vec<Square> {
    let towards = if side == Side::Blue { -1 } else { 1 };
    [(-1, towards), (1, towards)]
        .iter()
        .filter_map(|&d| step(flag(!side), d))
        .collect()
}

fn neighbours4(sq: Square) -> Vec<Square> {
    FOUR.iter().filter_map(|&d| step(sq, d)).collect()
}

/// The moving piece, fixed when its move starts.
#[derive(Clone, Copy)]
struct Mover {
    from: Square,
    piece: Piece,
    free: bool,
}

impl Mover {
    fn side(&self) -> Side {
        self.piece.side()
    }
    fn n(&self) -> u32 {
        u32::from(self.piece.number())
    }
    fn immune(&self) -> bool {
        self.piece.number() == 1 || self.free
    }
}

fn board_of(pos: &Position) -> Board {
    let mut board = [None; 132];
    for (sq, p) in pos.pieces() {
        board[sq.index()] = Some(p);
    }
    board
}

fn holds(board: &Board, sq: Square, side: Side) -> bool {
    board[sq.index()].is_some_and(|p| p.side() == side)
}

/// §4.1 "may stand", on `board` (the mover already lifted off it).
fn may_stand(board: &Board, p: &Mover, q: Square) -> bool {
    let s = p.side();
    if q == flag(Side::Blue) || q == flag(Side::Red) || homes(!s).contains(&q) {
        return false;
    }
    let colour_ok = if p.free {
        in_enemy_half(q, s) || colour(q) == s
    } else {
        colour(q) == s || on_base_line(q, !s)
    };
    if !colour_ok {
        return false;
    }
    if !p.immune() {
        let around = neighbours4(q);
        if around.len() == 4 && around.iter().all(|&x| holds(board, x, !s)) {
            return false;
        }
    }
    true
}

/// §4.2: the segment from `a` to `b` is blocked for the mover.
fn blocked(board: &Board, p: &Mover, a: Square, b: Square) -> bool {
    let ((af, ar), (bf, br)) = (coords(a), coords(b));
    if p.immune() || af == bf || ar == br {
        return false;
    }
    let (x, y) = (square(bf, ar).unwrap(), square(af, br).unwrap());
    let (Some(px), Some(py)) = (board[x.index()], board[y.index()]) else {
        return false;
    };
    px.side() != p.side()
        && py.side() != p.side()
        && (u32::from(px.number()) > p.n() || u32::from(py.number()) > p.n())
}

/// §5.2: the T rules by which the mover takes the enemy on `q`.
fn take_codes(board: &Board, p: &Mover, q: Square) -> Vec<&'static str> {
    let e = u32::from(board[q.index()].unwrap().number());
    let n = p.n();
    let mut codes = Vec::new();
    let base = |sq: Square| coords(sq).1 == 0 || coords(sq).1 == 11;
    if base(p.from) && coords(q).1 == coords(p.from).1 && n <= 2 && e <= 2 {
        codes.push("T1");
    }
    if e == 2 && colour(q) == p.side() && [1, 2, 11].contains(&n) {
        codes.push("T2");
    }
    if p.free && [1, 2, 11].contains(&e) {
        codes.push("T3");
    }
    if on_base_line(q, p.side()) && n % e == 0 {
        codes.push("T4");
    }
    codes
}

/// Where a move may end from the mover's square, each with the T rules of
/// a take there (empty for an empty square): §4.3–§4.4 and the long jump.
fn targets(board: &Board, p: &Mover, entries: bool, pos: &Position) -> Vec<(Square, bool)> {
    let s = p.side();
    let mut out: Vec<(Square, bool)> = Vec::new();
    let add = |sq: Square, take: bool, out: &mut Vec<(Square, bool)>| {
        if !out.iter().any(|(t, _)| *t == sq) {
            out.push((sq, take));
        }
    };
    let number = p.piece.number();
    let range = match number {
        1 => 11,
        4 | 5 => 2,
        _ => 1,
    };
    let dirs: &[(i32, i32)] = if p.free { &FOUR } else { &EIGHT };
    for &d in dirs {
        let mut prev = p.from;
        for i in 1..=range {
            let Some(q) = step(prev, d) else { break };
            if !may_stand(board, p, q) || blocked(board, p, prev, q) {
                break;
            }
            // §4.6: onto the enemy base line only by a one-square move.
            if on_base_line(q, !s) && !on_base_line(p.from, !s) && i != 1 {
                break;
            }
            match board[q.index()] {
                None => add(q, false, &mut out),
                Some(e) if e.side() != s => {
                    if !take_codes(board, p, q).is_empty() {
                        add(q, true, &mut out);
                    }
                    break;
                }
                Some(_) => break,
            }
            prev = q;
        }
    }
    if number <= 11 {
        // Jump chains, path by path.
        let mut stack: Vec<(Square, Vec<Square>)> = vec![(p.from, vec![p.from])];
        while let Some((a, path)) = stack.pop() {
            for &d in &EIGHT {
                let Some(m) = step(a, d) else { continue };
                let Some(over) = board[m.index()] else {
                    continue;
                };
                if number != 3 && over.side() != s {
                    continue;
                }
                let Some(b) = step(m, d) else { continue };
                if !may_stand(board, p, b)
                    || path.contains(&b)
                    || blocked(board, p, a, m)
                    || blocked(board, p, m, b)
                    || (on_base_line(b, !s) && !on_base_line(a, !s))
                {
                    continue;
                }
                match board[b.index()] {
                    None => {
                        add(b, false, &mut out);
                        let mut longer = path.clone();
                        longer.push(b);
                        stack.push((b, longer));
                    }
                    Some(e) if e.side() != s => {
                        if !take_codes(board, p, b).is_empty() {
                            add(b, true, &mut out);
                        }
                    }
                    Some(_) => {}
                }
            }
        }
    }
    if number == 1 && on_base_line(p.from, s) {
        for d in [(1, 0), (-1, 0)] {
            let mut q = step(p.from, d);
            let mut run = 0;
            while let Some(sq) = q {
                if !holds(board, sq, s) {
                    break;
                }
                run += 1;
                q = step(sq, d);
            }
            if let Some(land) = q.filter(|&l| run > 0 && may_stand(board, p, l)) {
                match board[land.index()] {
                    None => add(land, false, &mut out),
                    Some(e) if e.side() != s && !take_codes(board, p, land).is_empty() => {
                        add(land, true, &mut out)
                    }
                    _ => {}
                }
            }
        }
    }
    // §4.5: flags are always empty (a puzzle may put a piece there).
    if entries
        && number == 1
        && points_a_b(s).contains(&p.from)
        && board[flag(!s).index()].is_none()
        && !attacked(pos, p.from)
    {
        add(flag(!s), false, &mut out);
    }
    out
}

/// §4.8: with the opponent to move (no duty, no siege), could a move of
/// its capture the piece on `sq`?
fn attacked(pos: &Position, sq: Square) -> bool {
    let view = rebuild(&board_of(pos), !pos.turn(), [None, None], &[], 0);
    all_moves(&view, false)
        .iter()
        .any(|(_, _, caps)| caps.iter().any(|(c, _)| *c == sq))
}

/// §5: the captures of the mover ending on `t`, T first.
fn captures(board: &Board, p: &Mover, t: Square, take: bool) -> Vec<(Square, String)> {
    let s = p.side();
    let mut after = *board;
    after[t.index()] = Some(p.piece);
    let own = |sq: Square| after[sq.index()].is_some_and(|x| x.side() == s);
    let enemy = |sq: Square| after[sq.index()].is_some_and(|x| x.side() != s);
    let num = |sq: Square| u32::from(after[sq.index()].unwrap().number());
    let mut found: Vec<(Square, char)> = Vec::new();
    if take {
        found.push((t, 'T'));
    }
    let n = p.n();
    let guard = p.piece.is_guard();
    // D: the two opposite neighbours.
    for (d1, d2) in [((0, 1), (0, -1)), ((1, 0), (-1, 0))] {
        if let (Some(x), Some(y)) = (step(t, d1), step(t, d2)) {
            if enemy(x) && enemy(y) && n % (num(x) + num(y)) == 0 {
                found.push((x, 'D'));
                found.push((y, 'D'));
            }
        }
    }
    for &d in &FOUR {
        let Some(v) = step(t, d) else { continue };
        if !enemy(v) {
            continue;
        }
        let e = num(v);
        if let Some(o) = step(v, d).filter(|&o| own(o) && num(o) <= 11) {
            let m = num(o);
            if e > 2 && !guard && (n + m) % e == 0 {
                found.push((v, 'P'));
            }
            if e > 2 && guard && (2 * (n - m) == e || (n - m) % e == 0) {
                found.push((v, 'G'));
            }
        }
        let around = neighbours4(v);
        if around.len() == 3 && around.iter().all(|&x| own(x)) {
            found.push((v, 'E'));
        }
        if e >= 15 && homes(!s).contains(&v) {
            let three: Vec<Square> = around.iter().copied().filter(|&x| x != flag(!s)).collect();
            if three.iter().all(|&x| own(x)) {
                let sum: u32 = three.iter().map(|&x| num(x)).sum();
                if 2 * sum == e || sum % e == 0 {
                    found.push((v, 'S'));
                }
            }
        }
        if around.len() == 4 && around.iter().all(|&x| own(x)) {
            found.push((v, 'Q'));
        }
    }
    let mut squares: Vec<Square> = found.iter().map(|(sq, _)| *sq).collect();
    squares.sort();
    squares.dedup();
    squares
        .into_iter()
        .map(|sq| {
            let codes: String = "TDPGESQ"
                .chars()
                .filter(|c| found.contains(&(sq, *c)))
                .collect();
            (sq, codes)
        })
        .collect()
}

/// Every move of the side to move before the duties (§4.3–§4.8).
fn all_moves(pos: &Position, entries: bool) -> Vec<RefMove> {
    let board = board_of(pos);
    let mut moves = Vec::new();
    for (from, piece) in pos.pieces().filter(|(_, p)| p.side() == pos.turn()) {
        let p = Mover {
            from,
            piece,
            free: piece.number() == 2 && in_enemy_half(from, piece.side()),
        };
        let mut lifted = board;
        lifted[from.index()] = None;
        for (to, take) in targets(&lifted, &p, entries, pos) {
            moves.push((from, to, captures(&lifted, &p, to, take)));
        }
    }
    moves
}

fn attackers_across(board: &Board, side: Side) -> usize {
    Square::ALL
        .into_iter()
        .filter(|&sq| {
            board[sq.index()]
                .is_some_and(|p| p.side() == side && !p.is_guard() && in_enemy_half(sq, side))
        })
        .count()
}

/// §6.1–2: has `side` won on this board?
fn won(board: &Board, side: Side) -> bool {
    board[flag(!side).index()] == Some(Piece::new(side, 1)) || attackers_across(board, side) == 11
}

/// Every legal move, sorted by from-square then to-square.
pub fn legal_moves(pos: &Position) -> Vec<RefMove> {
    let board = board_of(pos);
    if won(&board, Side::Blue) || won(&board, Side::Red) {
        return Vec::new();
    }
    let side = pos.turn();
    let mut moves = all_moves(pos, true);
    // §4.7: a pending return is the only move, unless it lapsed.
    if let Some(duty) = pos.pending_return(side) {
        let guard_there =
            board[duty.guard.index()].is_some_and(|p| p.side() == side && p.is_guard());
        if let Some(back) = moves
            .iter()
            .find(|(f, t, _)| guard_there && *f == duty.guard && *t == duty.home)
        {
            moves = vec![back.clone()];
        }
    }
    // §5.4: under siege, only moves that take a captor or win at once.
    let siege: Vec<Square> = pos.siege().iter().collect();
    if !siege.is_empty() {
        moves.retain(|(from, to, caps)| {
            let mut after = board;
            after[to.index()] = after[from.index()].take();
            for (sq, _) in caps {
                if sq != to {
                    after[sq.index()] = None;
                }
            }
            caps.iter().any(|(sq, _)| siege.contains(sq)) || won(&after, side)
        });
    }
    moves.sort_by_key(|(from, to, _)| (*from, *to));
    moves
}

/// Builds a position through its position string, read leniently.
fn rebuild(
    board: &Board,
    turn: Side,
    returns: [Option<(Square, Square)>; 2],
    siege: &[Square],
    quiet: u32,
) -> Position {
    let mut ranks = Vec::new();
    for rank in (0..12).rev() {
        let mut tokens = Vec::new();
        let mut run = 0;
        for file in 0..11 {
            match board[square(file, rank).unwrap().index()] {
                None => run += 1,
                Some(p) => {
                    if run > 0 {
                        tokens.push(run.to_string());
                        run = 0;
                    }
                    tokens.push(p.to_string());
                }
            }
        }
        if run > 0 {
            tokens.push(run.to_string());
        }
        ranks.push(tokens.join(","));
    }
    let entries: Vec<String> = Side::ALL
        .into_iter()
        .filter_map(|s| {
            returns[s.index()]
                .map(|(g, h)| format!("{}{g}{h}", if s == Side::Blue { 'B' } else { 'R' }))
        })
        .collect();
    let returns = if entries.is_empty() {
        "-".to_owned()
    } else {
        entries.join(",")
    };
    let mut siege = siege.to_vec();
    siege.sort();
    let siege = if siege.is_empty() {
        "-".to_owned()
    } else {
        format!(
            "{}{}",
            turn.letter(),
            siege.iter().map(ToString::to_string).collect::<String>()
        )
    };
    let text = format!(
        "{} {} {returns} {siege} {quiet}",
        ranks.join("/"),
        turn.letter()
    );
    Position::from_ascii_lenient(text.as_bytes()).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The position after `m`: captures removed, the mover moved, the mover's
/// return consumed or created (§4.7), the enemy's dropped if its guard was
/// taken, and the siege of §5.4.
pub fn play(pos: &Position, m: &RefMove) -> Position {
    let (from, to, caps) = m;
    let mut board = board_of(pos);
    let side = pos.turn();
    let mover = board[from.index()].unwrap();
    let mut captors: Vec<Square> = Vec::new();
    for (sq, codes) in caps {
        if board[sq.index()].unwrap().is_guard() {
            for c in codes.chars() {
                match c {
                    'T' | 'D' => captors.push(*to),
                    'P' | 'G' => {
                        captors.push(*to);
                        let (d, e) = (coords(*sq), coords(*to));
                        if let Some(beyond) = square(2 * d.0 - e.0, 2 * d.1 - e.1) {
                            captors.push(beyond);
                        }
                    }
                    'E' | 'Q' => captors.extend(neighbours4(*sq)),
                    'S' => {
                        captors.extend(neighbours4(*sq).into_iter().filter(|&x| x != flag(!side)))
                    }
                    _ => unreachable!(),
                }
            }
        }
    }
    for (sq, _) in caps {
        board[sq.index()] = None;
    }
    board[from.index()] = None;
    board[to.index()] = Some(mover);
    captors.sort();
    captors.dedup();
    let mut returns = [None, None];
    if mover.is_guard() && homes(side).contains(from) && !homes(side).contains(to) {
        returns[side.index()] = Some((*to, *from));
    }
    if let Some(duty) = pos.pending_return(!side) {
        if board[duty.guard.index()].is_some_and(|p| p.side() != side && p.is_guard()) {
            returns[(!side).index()] = Some((duty.guard, duty.home));
        }
    }
    let quiet = if caps.is_empty() {
        pos.quiet_plies() + 1
    } else {
        0
    };
    rebuild(&board, !side, returns, &captors, quiet)
}

/// Perft (§9) by the reference's own moves.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    legal_moves(pos)
        .iter()
        .map(|m| perft(&play(pos, m), depth - 1))
        .sum()
}
