//! A slow, literal reading of docs/rules.md §2, written apart from the core's move
//! generator so that the two can be compared on any position.

use mathchess::{
    games::math_chess::{Division, Piece, Position, Rules, Square, SQUARES},
    Direction,
};

/// A legal move as the reference sees it: from, to, and the formula symbols.
pub type RefMove = (Square, Square, Vec<char>);

/// The formulas (symbol, distance) of attacker `a` with support `b`.
fn formulas(rules: &Rules, a: i32, b: i32) -> Vec<(char, i32)> {
    let mut out = vec![('+', (a + b) % 10), ('-', a - b), ('*', (a * b) % 10)];
    if b != 0 {
        match rules.division {
            Division::Both => {
                out.push(('/', a / b));
                out.push(('%', a % b));
            }
            Division::RemainderFirst if a % b != 0 => out.push(('%', a % b)),
            Division::RemainderFirst => out.push(('/', a / b)),
        }
    }
    out.retain(|&(_, k)| k > 0);
    out
}

/// Every legal move, sorted by from-square then to-square.
pub fn legal_moves(pos: &Position, rules: &Rules) -> Vec<RefMove> {
    let zeros = |side| {
        pos.pieces()
            .any(|(_, p): (Square, Piece)| p.side() == side && p.number() == 0)
    };
    if !zeros(mathchess::Side::Blue) || !zeros(mathchess::Side::Red) {
        return Vec::new();
    }
    let mut moves = Vec::new();
    for from in Square::ALL {
        let Some(piece) = pos.piece_at(from) else {
            continue;
        };
        if piece.side() != pos.turn() || piece.number() == 0 {
            continue;
        }
        for dir in Direction::ALL {
            for d in 1..=10u8 {
                let Some(to) = from.offset(dir, d) else { break };
                let between_empty =
                    |lo: u8| (lo..d).all(|i| pos.piece_at(from.offset(dir, i).unwrap()).is_none());
                match pos.piece_at(to) {
                    None if d <= piece.number() && between_empty(1) => {
                        moves.push((from, to, vec![]))
                    }
                    Some(target) if target.side() != piece.side() && d >= 2 => {
                        let support = pos.piece_at(from.offset(dir, 1).unwrap());
                        let Some(support) = support.filter(|s| s.side() == piece.side()) else {
                            continue;
                        };
                        if support.number() == 0 && !rules.zero_support || !between_empty(2) {
                            continue;
                        }
                        let ops: Vec<char> = formulas(
                            rules,
                            i32::from(piece.number()),
                            i32::from(support.number()),
                        )
                        .into_iter()
                        .filter(|&(_, k)| k == i32::from(d) - 1)
                        .map(|(op, _)| op)
                        .collect();
                        if !ops.is_empty() {
                            moves.push((from, to, ops));
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    moves.sort_by_key(|(from, to, _)| (*from, *to));
    moves
}

/// The position after the move `from`-`to`: the piece lands on `to`, whatever
/// stood there is gone, and the other side is to move.
pub fn play(pos: &Position, from: Square, to: Square) -> Position {
    let mut placement: [Option<Piece>; SQUARES] = [None; SQUARES];
    for (sq, piece) in pos.pieces() {
        placement[sq.index()] = Some(piece);
    }
    placement[to.index()] = placement[from.index()].take();
    Position::from_placement(&placement, !pos.turn())
}

/// Perft (`docs/rules.md` §5) by the reference's own moves.
pub fn perft(pos: &Position, rules: &Rules, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    legal_moves(pos, rules)
        .into_iter()
        .map(|(from, to, _)| perft(&play(pos, from, to), rules, depth - 1))
        .sum()
}
