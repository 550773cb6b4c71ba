//! Why a move is not legal, and move text checked against a position.

use crate::{
    games::math_chess::formula::{Formula, Op},
    games::math_chess::{notation::MoveText, Move, MoveList, Piece, Position, Rules, Square},
    Side,
};

/// Why a move cannot be played in a position. Each says, in words a player
/// understands, what rule it breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMove {
    #[error("the game is over: a 0 has been captured")]
    ZeroMissing,
    #[error("there is no piece on {0}")]
    EmptySquare(Square),
    #[error("the piece on {square} is not {to_move}'s, and {to_move} is to move")]
    NotYourPiece { square: Square, to_move: Side },
    #[error("the 0 on {0} never moves")]
    ZeroCannotMove(Square),
    #[error("{from} and {to} are not on one straight line")]
    NotInLine { from: Square, to: Square },
    #[error("{0} holds a piece of the same side")]
    OwnPieceOnTarget(Square),
    #[error("a {number} steps at most {number} {}, and {to} is {distance} away", if *number == 1 { "square" } else { "squares" })]
    TooFar {
        number: u8,
        to: Square,
        distance: u8,
    },
    #[error("the way is blocked on {0}")]
    Blocked(Square),
    #[error("a capture needs a piece of the same side on {0}, next to the attacker")]
    NoSupport(Square),
    #[error("a 0 may not serve as support under these rules")]
    ZeroSupportNotAllowed,
    #[error("no formula of {attacker} and {support} gives {distance}, the distance from the support to the target")]
    NoFormula {
        attacker: u8,
        support: u8,
        distance: u8,
    },
    #[error("{0} is a capture: write it with x")]
    CaptureWrittenAsStep(Move),
    #[error("{0} is a step: write it with -")]
    StepWrittenAsCapture(Move),
    #[error(
        "the formula {claimed} does not use the attacker {attacker} and the support {support}"
    )]
    FormulaPieces {
        claimed: Formula,
        attacker: u8,
        support: u8,
    },
    #[error("the formula {claimed} does not give this capture under these rules")]
    FormulaDoesNotFit { claimed: Formula },
    #[error("the {number} on {square} has no legal move")]
    NoMove { number: u8, square: Square },
}

impl Position {
    /// The legal move from `from` to `to`, or why there is none.
    ///
    /// # Errors
    /// [`IllegalMove`] naming the rule the move breaks.
    pub fn check_move(&self, rules: &Rules, from: Square, to: Square) -> Result<Move, IllegalMove> {
        self.legal_move(rules, from, to)
            .ok_or_else(|| self.explain(rules, from, to))
    }

    /// The legal moves of the piece on `from`, or why it has none (for a
    /// screen, when the piece is tapped).
    ///
    /// # Errors
    /// [`IllegalMove`]: the game is over, the square is empty, the piece is
    /// not the side to move's, it is a 0, or it is walled in.
    pub fn check_piece(&self, rules: &Rules, from: Square) -> Result<MoveList, IllegalMove> {
        let moves = self.moves_from(rules, from);
        if !moves.is_empty() {
            return Ok(moves);
        }
        Err(match self.movable(from) {
            Ok(piece) => IllegalMove::NoMove {
                number: piece.number(),
                square: from,
            },
            Err(refused) => refused,
        })
    }

    /// The piece on `from` if the side to move may move it at all, or why not.
    fn movable(&self, from: Square) -> Result<Piece, IllegalMove> {
        if !self.both_zeros() {
            return Err(IllegalMove::ZeroMissing);
        }
        let Some(piece) = self.piece_at(from) else {
            return Err(IllegalMove::EmptySquare(from));
        };
        if piece.side() != self.turn() {
            return Err(IllegalMove::NotYourPiece {
                square: from,
                to_move: self.turn(),
            });
        }
        if piece.number() == 0 {
            return Err(IllegalMove::ZeroCannotMove(from));
        }
        Ok(piece)
    }

    fn explain(&self, rules: &Rules, from: Square, to: Square) -> IllegalMove {
        let piece = match self.movable(from) {
            Ok(piece) => piece,
            Err(refused) => return refused,
        };
        let Some((dir, distance)) = from.line_to(to) else {
            return IllegalMove::NotInLine { from, to };
        };
        let first_blocker = |start: u8, end: u8| {
            (start..end)
                .map(|d| from.step_unchecked(dir, d))
                .find(|&sq| self.piece_at(sq).is_some())
        };
        match self.piece_at(to) {
            Some(target) if target.side() == piece.side() => IllegalMove::OwnPieceOnTarget(to),
            None => match first_blocker(1, distance) {
                Some(sq) => IllegalMove::Blocked(sq),
                None => IllegalMove::TooFar {
                    number: piece.number(),
                    to,
                    distance,
                },
            },
            Some(_) => {
                let support_sq = from.step_unchecked(dir, 1);
                let support = self
                    .piece_at(support_sq)
                    .filter(|p| p.side() == piece.side());
                match (support.map(Piece::number), first_blocker(2, distance)) {
                    (None, _) => IllegalMove::NoSupport(support_sq),
                    (Some(0), _) if !rules.zero_support => IllegalMove::ZeroSupportNotAllowed,
                    (Some(_), Some(sq)) => IllegalMove::Blocked(sq),
                    (Some(support), None) => IllegalMove::NoFormula {
                        attacker: piece.number(),
                        support,
                        distance: distance - 1,
                    },
                }
            }
        }
    }

    /// Checks move text against this position: the legal move it names and
    /// the formula claimed (the first formula when the text claims none).
    ///
    /// # Errors
    /// [`IllegalMove`] if the move is not legal, is written as the wrong kind,
    /// or claims a formula that does not make it.
    pub fn resolve(
        &self,
        rules: &Rules,
        text: &MoveText,
    ) -> Result<(Move, Option<Op>), IllegalMove> {
        let m = self.check_move(rules, text.from, text.to)?;
        match (m.is_capture(), text.capture) {
            (true, false) => return Err(IllegalMove::CaptureWrittenAsStep(m)),
            (false, true) => return Err(IllegalMove::StepWrittenAsCapture(m)),
            (false, false) => return Ok((m, None)),
            (true, true) => {}
        }
        let Some(claimed) = text.formula else {
            return Ok((m, m.ops().iter().next()));
        };
        let actual = MoveText::of(self, m, Some(claimed.op)).formula;
        let (attacker, support) = actual.map_or((0, 0), |f| (f.attacker, f.support));
        if (claimed.attacker, claimed.support) != (attacker, support) {
            return Err(IllegalMove::FormulaPieces {
                claimed,
                attacker,
                support,
            });
        }
        if !m.ops().contains(claimed.op) {
            return Err(IllegalMove::FormulaDoesNotFit { claimed });
        }
        Ok((m, Some(claimed.op)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{games::math_chess::Preset, test_support::sq};

    #[test]
    fn a_tapped_piece_that_cannot_move_says_why() {
        // docs/rules.md: Blue 1 on a1 walled in by its own 2, 3 and 4.
        let walled: Position = "8R0/9/9/9/9/9/9/9/9/B2B37/B1B46B0 b".parse().unwrap();
        let rules = Preset::Chessplayx.rules();
        let check = |square: &str| walled.check_piece(&rules, square.parse().unwrap());
        let said = |square: &str| check(square).unwrap_err().to_string();
        assert_eq!(said("a1"), "the 1 on a1 has no legal move");
        assert_eq!(said("i1"), "the 0 on i1 never moves");
        assert_eq!(said("e5"), "there is no piece on e5");
        assert_eq!(
            said("i11"),
            "the piece on i11 is not Blue's, and Blue is to move"
        );
        assert!(!check("b2").unwrap().is_empty());
        let lone: Position = "8R0/9/9/9/9/9/9/9/9/9/B17B0 b".parse().unwrap();
        let too_far = lone.check_move(&rules, "a1".parse().unwrap(), "a5".parse().unwrap());
        assert_eq!(
            too_far.unwrap_err().to_string(),
            "a 1 steps at most 1 square, and a5 is 4 away"
        );
    }

    fn explain(position: &str, from: &str, to: &str) -> IllegalMove {
        let pos: Position = position.parse().unwrap();
        pos.check_move(
            &Preset::Chessplayx.rules(),
            from.parse().unwrap(),
            to.parse().unwrap(),
        )
        .unwrap_err()
    }

    use crate::test_support::MATH_CHESS_START as START;
    // 5 on d1 with 5 on d2; red pieces on d4, e5, d6; Blue 3 on e1 with its 0 on e2.
    const BLOCKED: &str = "8R0/9/9/9/3R25/9/4R74/3R15/9/3B5B04/3B5B34 b";

    #[test]
    fn reasons() {
        use IllegalMove as I;
        let no_formula = |attacker, support, distance| I::NoFormula {
            attacker,
            support,
            distance,
        };
        for (position, from, to, reason) in [
            (START, "e5", "e6", I::EmptySquare(sq("e5"))),
            (START, "e2", "e3", I::ZeroCannotMove(sq("e2"))),
            (START, "a1", "b1", I::OwnPieceOnTarget(sq("b1"))),
            (START, "e1", "e3", I::Blocked(sq("e2"))),
            // d1 (5) supported by d2 (5): 5*5 → 5 would reach d7, but d4 blocks.
            (BLOCKED, "d1", "d7", I::Blocked(sq("d4"))),
            // e7 is empty: e1 would step there, but its own 0 stands in the way.
            (BLOCKED, "e1", "e7", I::Blocked(sq("e2"))),
            // d2 (5) attacking d4 has d3 empty in between: no support.
            (BLOCKED, "d2", "d4", I::NoSupport(sq("d3"))),
            // d1 with support 5 at distance 2 (d4): 5+5 → 0, 5-5 → 0, 5*5 → 5, 5/5 → 1, 5%5 → 0.
            (BLOCKED, "d1", "d4", no_formula(5, 5, 2)),
        ] {
            assert_eq!(explain(position, from, to), reason, "{from}-{to}");
        }
        assert!(matches!(
            explain(START, "a11", "a10"),
            I::NotYourPiece {
                to_move: Side::Blue,
                ..
            }
        ));
        assert!(matches!(explain(START, "a1", "b3"), I::NotInLine { .. }));
        assert!(matches!(
            explain(START, "a1", "a3"),
            I::TooFar {
                number: 1,
                distance: 2,
                ..
            }
        ));
    }

    #[test]
    fn resolve_checks_kind_and_formula() {
        let pos: Position = "8R0/9/9/9/9/9/R98/9/9/B48/B77B0 b".parse().unwrap();
        let rules = Preset::Chessplayx.rules();
        let resolve = |text: &str| pos.resolve(&rules, &text.parse().unwrap());
        let (m, claim) = resolve("a1xa5=7%4").unwrap();
        assert_eq!((m.to_string(), claim), ("a1xa5".to_owned(), Some(Op::Rem)));
        assert_eq!(resolve("a1xa5").unwrap().1, Some(Op::Sub));
        assert!(matches!(
            resolve("a1-a5"),
            Err(IllegalMove::CaptureWrittenAsStep(_))
        ));
        assert!(matches!(
            resolve("a1xb1"),
            Err(IllegalMove::StepWrittenAsCapture(_))
        ));
        assert!(matches!(
            resolve("a1xa5=7*4"),
            Err(IllegalMove::FormulaDoesNotFit { .. })
        ));
        assert!(matches!(
            resolve("a1xa5=6-3"),
            Err(IllegalMove::FormulaPieces {
                attacker: 7,
                support: 4,
                ..
            })
        ));
    }
}
