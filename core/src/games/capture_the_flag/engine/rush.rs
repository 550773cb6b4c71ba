//! The 1's road to the enemy flag (issue 33), as the search's cheap checks
//! see it, the way the first game's see the lines onto a 0: the 1's last
//! two moves, onto an attack point A or B and in.
//!
//! An attack point is **open** when the 1 standing there could not be taken
//! (§4.8): the enemy must then cover it, or lose. The enemy 1 stands at a
//! **door** when it reaches an open point in one move and no answer would
//! cover the point once it stood there: the side must act a move earlier.
//! The **approaches** are the squares a move from an open point.

use crate::{
    games::capture_the_flag::{
        square::{attack_points, orthogonal_neighbours, Square, SquareSet},
        Move, Piece, Position,
    },
    Direction, Side,
};

const ORTHOGONAL: [Direction; 4] = [
    Direction::North,
    Direction::East,
    Direction::South,
    Direction::West,
];

/// Is `gate`, an attack point A or B of `side` on which `view` has
/// `side`'s 1 standing, open: could no enemy move take the 1 there (the
/// test of §4.8, with the enemy to move)?
///
/// Only two rules take a 1 on A or B (§5): A and B lie off the edge (no
/// E), off the base lines (no T1, T4), in the enemy's own half (no free 2,
/// no T3), and P and G never take a 1. Both D and Q need an enemy piece
/// to land next to the 1: on a square whose three other neighbours around
/// the 1 are the enemy's (Q), or beyond which stands a piece of `side`
/// whose number plus one divides an enemy piece's (D). Without such a
/// square the 1 is safe, found without the enemy's moves; else only the
/// enemy moves that land there are worked out.
pub(super) fn open(view: &Position, gate: Square, side: Side) -> bool {
    let enemy = view.squares_of(!side);
    let around = orthogonal_neighbours(gate);
    let q = (around & enemy).len() == 3;
    let divides = |y: u8| {
        enemy
            .iter()
            .filter_map(|sq| view.piece_at(sq))
            .any(|p| p.number() % (1 + y) == 0)
    };
    let mut landings = SquareSet::EMPTY;
    for dir in ORTHOGONAL {
        let Some(t) = gate.neighbour(dir).filter(|&t| !enemy.contains(t)) else {
            continue;
        };
        let d = t
            .neighbour(dir)
            .and_then(|beyond| view.piece_at(beyond))
            .is_some_and(|y| y.side() == side && divides(y.number()));
        if q || d {
            landings.insert(t);
        }
    }
    landings.is_empty() || !takes_landing(view, gate, !side, landings)
}

/// Does a move of `enemy` that lands on one of `landings` take the piece
/// on `gate`?
fn takes_landing(view: &Position, gate: Square, enemy: Side, landings: SquareSet) -> bool {
    view.squares_of(enemy).iter().any(|from| {
        let Some(p) = view.mover(from) else {
            return false;
        };
        let mut takes = false;
        view.piece_moves(&p, false, false, &mut |mut m| {
            if !takes && landings.contains(m.to()) {
                view.add_surround_captures(&p, &mut m);
                takes = m.captures().any(|(sq, _)| sq == gate);
            }
        });
        takes
    })
}

/// The squares the piece on `from` reaches in one move, by any step, slide
/// or jump of its own (a capture's square among them), before the duties
/// cut the moves down; the 1's entry into the flag left out.
pub(super) fn reach(pos: &Position, from: Square) -> SquareSet {
    let mut reach = SquareSet::EMPTY;
    if let Some(p) = pos.mover(from) {
        pos.piece_moves(&p, false, false, &mut |m| reach.insert(m.to()));
    }
    reach
}

/// `side`'s attack points A and B that hold no piece of its own.
fn free_gates(pos: &Position, side: Side) -> impl Iterator<Item = Square> + '_ {
    let [a, b, ..] = attack_points(side);
    [a, b]
        .into_iter()
        .filter(move |&gate| pos.piece_at(gate).is_none())
}

/// How many moves `side`'s 1 needs to stand on an open attack point A or
/// B, the enemy passing: 0 when it stands on one, else 1 or 2; `None` when
/// it needs more, or has no 1.
///
/// The road's last move is found backwards: the squares from which the 1
/// reaches a point are those it reaches from the point (its slides and
/// jump chains run both ways), on the board with the 1 moved there. Only
/// a point on the road is tested for open, the dear part.
pub(super) fn moves_to_open_gate(pos: &Position, side: Side) -> Option<u8> {
    let one = pos.one_of(side)?;
    if attack_points(side)[..2].contains(&one) && open(pos, one, side) {
        return Some(0);
    }
    let from_one = reach(pos, one);
    let mut fewest = None;
    for gate in free_gates(pos, side) {
        let view = pos.with_moved(one, gate);
        let moves = if from_one.contains(gate) {
            1
        } else if !(reach(&view, gate) & from_one).is_empty() {
            2
        } else {
            continue;
        };
        if fewest.map_or(true, |fewest| moves < fewest) && open(&view, gate, side) {
            fewest = Some(moves);
        }
    }
    fewest
}

/// Does `m`, played by the side to move in `pos` while the enemy 1 stands
/// on `gate` (its attack point A or B), let the 1 step in next: it wins
/// nothing at once, leaves the 1 there, untaken and not attacked, and
/// binds the enemy to no guard's return first?
pub(super) fn lets_in(pos: &mut Position, m: Move, gate: Square) -> bool {
    let us = pos.turn();
    let undo = pos.play_unchecked(m);
    let enters = !pos.has_won(us)
        && pos.piece_at(gate) == Some(Piece::new(!us, 1))
        && pos.binding_return().is_none()
        && open(pos, gate, !us);
    pos.undo_unchecked(m, undo);
    enters
}

/// The doors the enemy 1 stands at: the attack points A and B against
/// `defender`'s flag that the 1 reaches in one move, open once it stood
/// there, where no move of `defender` (to move then) would keep it out
/// ([`lets_in`]). With one, the side must act now, a move before the 1
/// steps up. Whichever side is to move in `pos`.
///
/// Only the moves that end near the point (two squares at most) or
/// capture are tried as answers: a piece that lands next to the 1 (D, Q)
/// comes from there, and a move far off seldom lets it come. Missing such
/// a move only calls a door that is none.
pub(super) fn doors_of(pos: &Position, defender: Side) -> SquareSet {
    let enemy = !defender;
    let Some(one) = pos.one_of(enemy) else {
        return SquareSet::EMPTY;
    };
    let from_one = reach(pos, one);
    let mut doors = SquareSet::EMPTY;
    for gate in free_gates(pos, enemy).filter(|&gate| from_one.contains(gate)) {
        let mut view = pos.with_moved(one, gate);
        if view.turn() != defender {
            view.pass();
        }
        if !open(&view, gate, enemy) {
            continue;
        }
        // The pieces near the point first, one by one: the first answer
        // that keeps the 1 out spares the moves of the rest.
        let mut near_gate = SquareSet::EMPTY;
        for sq in view
            .squares_of(defender)
            .iter()
            .filter(|&sq| near(sq, gate))
        {
            near_gate.insert(sq);
        }
        let kept_out = near_gate
            .iter()
            .any(|from| keeps_out(&mut view, gate, Some(from), SquareSet::EMPTY))
            || keeps_out(&mut view, gate, None, near_gate);
        if !kept_out {
            doors.insert(gate);
        }
    }
    doors
}

/// Does an answer ([`answers_the_door`]) of the side to move in `view`,
/// with the enemy 1 on `gate`, keep it out ([`lets_in`]): of the piece
/// on `only` if given, else of any piece not on `skip`?
fn keeps_out(view: &mut Position, gate: Square, only: Option<Square>, skip: SquareSet) -> bool {
    let mut answers = Vec::with_capacity(32);
    view.for_each_legal(true, only, &mut |m| {
        if !skip.contains(m.from()) && answers_the_door(m, gate) {
            answers.push(m);
        }
    });
    answers.iter().any(|&m| !lets_in(view, m, gate))
}

/// May `m` answer the enemy 1 at the door `gate` (see [`doors_of`]): does it
/// capture, or start or end near the point (two king steps at most)? A
/// piece that will land next to the 1 must come from there.
pub(super) fn answers_the_door(m: Move, gate: Square) -> bool {
    m.is_capture() || near(m.from(), gate) || near(m.to(), gate)
}

/// Are `a` and `b` at most two king steps apart?
fn near(a: Square, b: Square) -> bool {
    a.file().abs_diff(b.file()) <= 2 && a.rank().abs_diff(b.rank()) <= 2
}

/// The squares from which `side`'s 1 would step onto an open attack point
/// A or B in one move, for the points it cannot step onto at once.
pub(super) fn approaches(pos: &Position, side: Side) -> SquareSet {
    let Some(one) = pos.one_of(side) else {
        return SquareSet::EMPTY;
    };
    let mut near = SquareSet::EMPTY;
    for gate in free_gates(pos, side) {
        let view = pos.with_moved(one, gate);
        if open(&view, gate, side) {
            let from = reach(&view, gate);
            if !from.contains(one) {
                near |= from;
            }
        }
    }
    near
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{games::capture_the_flag::Game, games::capture_the_flag::Rules, test_support::sq};

    fn after(line: &str) -> Position {
        let mut game = Game::new(Rules::default());
        for text in line.split_whitespace() {
            game.play_text(text).unwrap();
        }
        game.position().clone()
    }

    /// Does `m`, played by the side to move in `pos` with the enemy 1 at a
    /// door, close it: the game won, a siege to lift or a return owed
    /// first, or no door left?
    fn closes(pos: &mut Position, m: Move) -> bool {
        let us = pos.turn();
        let undo = pos.play_unchecked(m);
        let closed = pos.has_won(us)
            || !pos.siege().is_empty()
            || pos.binding_return().is_some()
            || doors_of(pos, us).is_empty();
        pos.undo_unchecked(m, undo);
        closed
    }

    fn squares(set: SquareSet) -> Vec<String> {
        set.iter().map(|sq| sq.to_string()).collect()
    }

    /// Issue 33's rush: Blue's 1 on a1 goes a1-c3 (a jump over b2),
    /// c3-h8 (a slide), h8-g9, and steps into f10. Red's 4 on h7 is the
    /// piece that can cover g9 in time.
    const RUSH: &str = "g3-h2 h12-h11 h2-g3 h11-j9 a1-b2 j9-h7 f1-a1";

    #[test]
    fn a_gate_is_open_unless_a_move_could_take_the_1_there() {
        let line = format!("{RUSH} h7-i8 a1-c3 a12-b11 c3-h8 g12-h11 h8-g9");
        // Blue's 1 on g9: nothing of Red's stands next to it but the two
        // guards, and nothing can close the other two sides at once.
        let pos = after(&line);
        assert!(open(&pos, sq("g9"), Side::Blue));
        // Red's 4 on h9 makes three sides, and its 3 jumps from e12 to g8
        // over its own pieces for the fourth (Q).
        let covered = after(&format!("{line} i8-h9"));
        assert!(!open(&covered, sq("g9"), Side::Blue));
    }

    #[test]
    fn only_the_moves_that_cover_the_gate_keep_the_1_out() {
        let mut pos = after(&format!("{RUSH} h7-i8 a1-c3 a12-b11 c3-h8 g12-h11 h8-g9"));
        let keep_out: Vec<String> = pos
            .clone()
            .legal_moves()
            .into_iter()
            .filter(|&m| !lets_in(&mut pos, m, sq("g9")))
            .map(|m| m.to_string())
            .collect();
        assert_eq!(keep_out, ["i8-h9"]);
    }

    #[test]
    fn the_road_counts_the_ones_moves_to_an_open_gate() {
        let mut line = format!("{RUSH} h7-j5");
        assert_eq!(moves_to_open_gate(&after(&line), Side::Blue), None);
        for (next, moves) in [
            ("a1-c3 a12-b11", 2),
            ("c3-h8 b11-a12", 1),
            ("h8-g9 a12-b11", 0),
        ] {
            line = format!("{line} {next}");
            let road = moves_to_open_gate(&after(&line), Side::Blue);
            assert_eq!(road, Some(moves), "{line}");
        }
        let start = Position::start(Side::Blue);
        assert_eq!(moves_to_open_gate(&start, Side::Red), None);
        // A covered point is no road: with Red's 4 on h9 covering g9, the
        // 1 there is two moves from e9 (by f8).
        let covered = format!("{RUSH} h7-i8 a1-c3 a12-b11 c3-h8 g12-h11 h8-g9 i8-h9");
        assert_eq!(moves_to_open_gate(&after(&covered), Side::Blue), Some(2));
    }

    #[test]
    fn a_door_is_a_step_from_a_gate_no_move_could_cover() {
        // The start: no 1 anywhere near.
        assert!(doors_of(&Position::start(Side::Red), Side::Red).is_empty());
        // The 4 on g8 covers g9 once the 1 stands there: no door.
        let covered = after(&format!("{RUSH} h7-g8 a1-c3 a12-b11 c3-h8"));
        assert!(doors_of(&covered, covered.turn()).is_empty());
        // From i8 or h7 it cannot at once: a door, which a move now
        // closes, and every other move leaves open.
        for (line, closing) in [
            (
                format!("{RUSH} h7-i8 a1-c3 a12-b11 c3-h8"),
                &["i8-h9", "g12-h11", "i12-h11"][..],
            ),
            (format!("{RUSH} a12-b11 a1-c3 b11-a12 c3-h8"), &["h7-g8"]),
            // Issue 33's other rush: Blue's 1 on k3 reaches e9 at once.
            ("i1-h2 c12-b11 f1-i1 f12-c12 i1-k3".to_owned(), &["a12-c10"]),
        ] {
            let mut pos = after(&line);
            let doors = doors_of(&pos, pos.turn());
            assert_eq!(doors.len(), 1, "{line}");
            let door = doors.iter().next().unwrap();
            let closes: Vec<String> = pos
                .clone()
                .legal_moves()
                .into_iter()
                .filter(|&m| answers_the_door(m, door) && closes(&mut pos, m))
                .map(|m| m.to_string())
                .collect();
            assert_eq!(closes, closing, "{line}");
        }
    }

    #[test]
    fn approaches_are_a_move_from_an_open_gate() {
        let pos = after(&format!("{RUSH} h7-j5 a1-c3 a12-b11"));
        let near = approaches(&pos, Side::Blue);
        assert!(near.contains(sq("h8")), "{:?}", squares(near));
        assert!(!near.contains(sq("c3")));
        // Once the 1 stands on h8, Red is at the door of g9.
        let door = after(&format!("{RUSH} h7-j5 a1-c3 a12-b11 c3-h8"));
        assert_eq!(squares(doors_of(&door, door.turn())), ["g9"]);
    }
}
