//! Why a move is not legal, in words a player understands, and move text
//! checked against a position.

use super::{
    movegen::Mover,
    moves::MoveList,
    notation::MoveText,
    square::{attack_points, flag, guard_homes, Square, SquareSet, STANDABLE},
    Move, Position,
};
use crate::Side;

/// Why a move cannot be played in a position. Each says what rule it breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMove {
    #[error("the game is over: {0} has won")]
    GameOver(Side),
    #[error("there is no piece on {0}")]
    EmptySquare(Square),
    #[error("the piece on {square} is not {to_move}'s, and {to_move} is to move")]
    NotYourPiece { square: Square, to_move: Side },
    #[error("the guard on {guard} left its home to attack and must first step back to {home}")]
    MustReturn { guard: Square, home: Square },
    #[error("a guard was lost: the move must capture a piece that took it ({}) or win at once", squares(.0))]
    Besieged(SquareSet),
    #[error("only a 1 may enter the enemy flag {0}")]
    FlagOnlyForTheOne(Square),
    #[error("the 1 enters the flag {0} only from the two attack points in front of it")]
    FlagFromFront(Square),
    #[error(
        "the 1 on {0} is attacked: it may not enter the flag while an enemy move could take it"
    )]
    FlagAttacked(Square),
    #[error("no piece may stand on the flag {0}")]
    Flag(Square),
    #[error("{0} is an enemy guard's home, where no piece may stand")]
    EnemyGuardHome(Square),
    #[error("a {number} moves on its own colour, and {square} is the other colour")]
    WrongColour { number: u8, square: Square },
    #[error("{0} is enclosed by four enemy pieces: only a 1 or a 2 across the line may enter")]
    Enclosed(Square),
    #[error("{0} holds a piece of the same side")]
    OwnPiece(Square),
    #[error("no rule lets a {number} take the {target} on {square}")]
    CannotTake {
        number: u8,
        target: u8,
        square: Square,
    },
    #[error("the enemy base line is entered only by a one-square move from the rank next to it")]
    EnemyBaseLine,
    #[error("the enemy pieces on {0} and {1} form a gate that a {2} may not pass")]
    Gated(Square, Square, u8),
    #[error("the way is blocked on {0}")]
    Blocked(Square),
    #[error("a 2 across the dividing line moves one square forward, back or sideways")]
    FreeTwoStraight,
    #[error("a {number} cannot reach {to}: no step, slide or jump of its own takes it there")]
    Unreachable { number: u8, to: Square },
    #[error("the {number} on {square} has no legal move")]
    NoMove { number: u8, square: Square },
}

fn squares(set: &SquareSet) -> String {
    set.iter()
        .map(|sq| sq.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

impl Position {
    /// The legal move from `from` to `to`, or why there is none.
    ///
    /// # Errors
    /// [`IllegalMove`] naming the rule the move breaks.
    pub fn check_move(&self, from: Square, to: Square) -> Result<Move, IllegalMove> {
        self.legal_move(from, to)
            .ok_or_else(|| self.explain(from, to))
    }

    /// Checks move text against this position; either separator is accepted (§9).
    ///
    /// # Errors
    /// [`IllegalMove`] if the move is not legal.
    pub fn resolve(&self, text: &MoveText) -> Result<Move, IllegalMove> {
        self.check_move(text.from, text.to)
    }

    /// The legal moves of the piece on `from`, or why it has none (for a
    /// screen, when the piece is tapped).
    ///
    /// # Errors
    /// [`IllegalMove`]: the game is over, the square is empty, the piece is
    /// not the side to move's, a guard must return or a siege be lifted
    /// first, or the piece is stuck.
    pub fn check_piece(&self, from: Square) -> Result<MoveList, IllegalMove> {
        let moves = self.moves_from(from);
        if !moves.is_empty() {
            return Ok(moves);
        }
        if let Some(refused) = self.refusal(from) {
            return Err(refused);
        }
        // A piece of the side to move without moves: a duty holds it, or it is stuck.
        Err(self.duty().unwrap_or_else(|| IllegalMove::NoMove {
            number: self.piece_at(from).map_or(0, |p| p.number()),
            square: from,
        }))
    }

    /// What cuts the side to move's moves down now, said as the reason the
    /// other moves are refused: a guard's return owed (§4.7), or a siege
    /// to lift (§5.4).
    #[must_use]
    pub fn duty(&self) -> Option<IllegalMove> {
        if let Some((guard, back)) = self.binding_return() {
            return Some(IllegalMove::MustReturn {
                guard: guard.from,
                home: back.to(),
            });
        }
        (!self.siege().is_empty()).then(|| IllegalMove::Besieged(self.siege()))
    }

    /// Why no move from `from` is considered at all: the game is over, the
    /// square is empty or holds the other side's piece.
    fn refusal(&self, from: Square) -> Option<IllegalMove> {
        if let Some(winner) = Side::ALL.into_iter().find(|&s| self.has_won(s)) {
            return Some(IllegalMove::GameOver(winner));
        }
        let Some(piece) = self.piece_at(from) else {
            return Some(IllegalMove::EmptySquare(from));
        };
        (piece.side() != self.turn()).then(|| IllegalMove::NotYourPiece {
            square: from,
            to_move: self.turn(),
        })
    }

    fn explain(&self, from: Square, to: Square) -> IllegalMove {
        if let Some(refused) = self.refusal(from) {
            return refused;
        }
        let p = self.mover(from).expect("a piece of the side to move");
        if let Some((guard, back)) = self.binding_return() {
            if (guard.from, back.to()) != (from, to) {
                return IllegalMove::MustReturn {
                    guard: guard.from,
                    home: back.to(),
                };
            }
        }
        let mut candidate = false;
        self.piece_moves(&p, false, true, &mut |m| candidate |= m.to() == to);
        if candidate {
            return IllegalMove::Besieged(self.siege());
        }
        self.why_not(&p, to)
    }

    /// Why the mover has no move to `to` at all (§4): the flags and the
    /// guards' homes, then the square itself, then the line to it.
    fn why_not(&self, p: &Mover, to: Square) -> IllegalMove {
        self.why_not_flag(p, to)
            .or_else(|| self.why_not_square(p, to))
            .or_else(|| self.why_not_line(p, to))
            .unwrap_or(IllegalMove::Unreachable {
                number: p.number,
                to,
            })
    }

    /// `to` is a flag (§4.5, §4.8) or an enemy guard's home.
    fn why_not_flag(&self, p: &Mover, to: Square) -> Option<IllegalMove> {
        if to == flag(!p.side) {
            let [a, b, ..] = attack_points(p.side);
            return Some(if p.number != 1 {
                IllegalMove::FlagOnlyForTheOne(to)
            } else if p.from != a && p.from != b {
                IllegalMove::FlagFromFront(to)
            } else if self.piece_at(to).is_some() {
                IllegalMove::Flag(to)
            } else {
                IllegalMove::FlagAttacked(p.from)
            });
        }
        if to == flag(p.side) {
            return Some(IllegalMove::Flag(to));
        }
        guard_homes(!p.side)
            .contains(to)
            .then_some(IllegalMove::EnemyGuardHome(to))
    }

    /// The mover may not stand on `to` (§4.1) or not take what stands
    /// there (§5.2).
    fn why_not_square(&self, p: &Mover, to: Square) -> Option<IllegalMove> {
        let target = self.piece_at(to);
        if target.is_some_and(|piece| piece.side() == p.side) {
            return Some(IllegalMove::OwnPiece(to));
        }
        if !STANDABLE[p.side.index()][usize::from(p.free)].contains(to) {
            return Some(IllegalMove::WrongColour {
                number: p.number,
                square: to,
            });
        }
        if !p.immune && self.enclosed(to, p.side) {
            return Some(IllegalMove::Enclosed(to));
        }
        let piece = target?;
        self.take_rules(p, to)
            .is_empty()
            .then_some(IllegalMove::CannotTake {
                number: p.number,
                target: piece.number(),
                square: to,
            })
    }

    /// What stops the mover on the one straight line from its square to
    /// `to` within its range (§4.2, §4.3), if there is such a line.
    fn why_not_line(&self, p: &Mover, to: Square) -> Option<IllegalMove> {
        let (df, dr) = (
            i32::from(to.file()) - i32::from(p.from.file()),
            i32::from(to.rank()) - i32::from(p.from.rank()),
        );
        let distance = df.abs().max(dr.abs());
        let straight = df == 0 || dr == 0 || df.abs() == dr.abs();
        if p.free && df != 0 && dr != 0 && distance == 1 {
            return Some(IllegalMove::FreeTwoStraight);
        }
        let dir = crate::Direction::ALL
            .into_iter()
            .find(|d| d.signs() == (df.signum() as i8, dr.signum() as i8))?;
        if !straight || distance > i32::from(p.range()) {
            return None;
        }
        let mut prev = p.from;
        for i in 1..=distance {
            let q = prev.neighbour(dir)?;
            if let Some((x, y)) = self.gate(p, prev, dir) {
                return Some(IllegalMove::Gated(x, y, p.number));
            }
            if q.on_base_line(!p.side) && !p.from.on_base_line(!p.side) && i > 1 {
                return Some(IllegalMove::EnemyBaseLine);
            }
            if q != to && (self.piece_at(q).is_some() || !self.may_stand(p, q)) {
                return Some(IllegalMove::Blocked(q));
            }
            prev = q;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::sq;

    use crate::test_support::FLAG_START as START;

    fn explain(position: &str, from: &str, to: &str) -> IllegalMove {
        let pos = Position::from_ascii_lenient(position.as_bytes()).unwrap();
        pos.check_move(from.parse().unwrap(), to.parse().unwrap())
            .unwrap_err()
    }

    #[test]
    fn a_tapped_piece_gives_its_moves_or_why_it_has_none() {
        let pos: Position = START.parse().unwrap();
        assert_eq!(pos.check_piece(sq("c1")).map(|m| m.len()), Ok(2));
        assert_eq!(
            pos.check_piece(sq("f1")),
            Err(IllegalMove::NoMove {
                number: 1,
                square: sq("f1")
            })
        );
        assert!(matches!(
            pos.check_piece(sq("a12")),
            Err(IllegalMove::NotYourPiece { .. })
        ));
        assert_eq!(
            pos.check_piece(sq("e6")),
            Err(IllegalMove::EmptySquare(sq("e6")))
        );
        assert_eq!(pos.duty(), None);
        let owed = "10,R1/1,R9,3,R18,5/4,R17,1,R15,4/5,R16,5/11/4,B6,6/11/4,B16,6/11/4,B15,1,B17,4/5,B18,5/B1,10 b Be5f4 - 1";
        let owed = Position::from_ascii_lenient(owed.as_bytes()).unwrap();
        let must = IllegalMove::MustReturn {
            guard: sq("e5"),
            home: sq("f4"),
        };
        assert_eq!(owed.duty(), Some(must));
        assert_eq!(owed.check_piece(sq("a1")), Err(must));
        assert_eq!(owed.check_piece(sq("e5")).map(|m| m.len()), Ok(1));
        let siege = "10,R1/R2,4,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/5,R8,5/3,B7,R3,1,R5,4/4,B15,1,B17,4/5,B18,5/B1,10 b - be4g4f5 0";
        let siege = Position::from_ascii_lenient(siege.as_bytes()).unwrap();
        assert!(matches!(siege.duty(), Some(IllegalMove::Besieged(_))));
        assert!(matches!(
            siege.check_piece(sq("d4")),
            Err(IllegalMove::Besieged(_))
        ));
    }

    #[test]
    fn reasons() {
        use IllegalMove as I;
        let wrong_colour = |number, square| I::WrongColour {
            number,
            square: sq(square),
        };
        // Example 2: the gate b5/c6 stops the 6.
        let two = "11/5,R18,5/4,R17,1,R15,4/5,R16,5/3,B5,1,B8,5/11/2,R7,B4,1,B9,5/1,R3,B6,8/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
        // Example 3: the 1 stops on e11, short of the enemy base line.
        let three = "3,R6,2,R9,4/5,R18,5/4,R17,1,R15,4/1,R8,3,R16,5/2,R4,8/B1,10/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
        // Example 4: e6 is enclosed.
        let four = "11/5,R18,5/4,R17,1,R15,4/5,R16,5/11/3,R1,B4,R9,5/2,R4,B5,1,B7,1,B9,3/3,R6,B3,2,R8,B2,2/5,B16,5/4,B15,1,B17,4/5,B18,5/11 r - - 0";
        // Example 8: the return is owed.
        let owed = "10,R1/1,R9,3,R18,5/4,R17,1,R15,4/5,R16,5/11/4,B6,6/11/4,B16,6/11/4,B15,1,B17,4/5,B18,5/B1,10 b Be5f4 - 1";
        let must = I::MustReturn {
            guard: sq("e5"),
            home: sq("f4"),
        };
        // Example 10: the attacked 1 may not enter; the flag is only the 1's.
        let attacked = "3,R6,2,R9,4/5,R18,5/4,R17,1,R15,4/3,R4,B1,R16,5/11/3,R7,7/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
        let c = "3,R6,2,R9,4/4,B1,R18,5/4,R17,1,R15,4/1,R8,3,R16,5/2,R4,8/11/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
        let cannot_take = I::CannotTake {
            number: 1,
            target: 6,
            square: sq("d12"),
        };
        let unreachable = I::Unreachable {
            number: 10,
            to: sq("c3"),
        };
        for (position, from, to, reason) in [
            (START, "e5", "e6", I::EmptySquare(sq("e5"))),
            (START, "a1", "b1", I::OwnPiece(sq("b1"))),
            (START, "a1", "a2", wrong_colour(10, "a2")),
            (START, "f1", "f3", I::Flag(sq("f3"))),
            (START, "d1", "d3", wrong_colour(4, "d3")),
            (START, "a1", "c3", unreachable),
            (two, "c5", "b6", I::Gated(sq("b5"), sq("c6"), 6)),
            (three, "a7", "f12", I::EnemyBaseLine),
            (three, "a7", "g1", I::Blocked(sq("e3"))),
            (four, "d5", "e6", I::Enclosed(sq("e6"))),
            (owed, "a1", "b2", must),
            (attacked, "e9", "f10", I::FlagAttacked(sq("e9"))),
            (c, "e11", "f10", I::FlagFromFront(sq("f10"))),
            (c, "e11", "d12", cannot_take),
        ] {
            assert_eq!(explain(position, from, to), reason, "{from}-{to}");
        }
        assert!(matches!(
            explain(START, "a12", "b11"),
            I::NotYourPiece { .. }
        ));
        // Example 9: besieged, d4-e5 takes nothing.
        let siege = "10,R1/R2,4,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/5,R8,5/3,B9,R3,1,R5,4/4,B15,1,B17,4/5,B18,5/B1,10 b - be4g4f5 0";
        assert!(matches!(explain(siege, "d4", "e5"), I::Besieged(_)));
        assert!(explain(siege, "d4", "e5")
            .to_string()
            .contains("e4, g4, f5"));
    }
}
