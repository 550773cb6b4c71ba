//! Text forms of `docs/rules.md` §5: position strings, move text and move lists.

use std::fmt::{self, Write};

use crate::{
    games::math_chess::formula::{Formula, Op},
    games::math_chess::moves::Move,
    games::math_chess::square::{FILES, RANKS, SQUARES},
    games::math_chess::{Piece, Position, Rules, Square},
    Side,
};

impl Position {
    /// Parses a position string such as the start position
    /// `R9R8R7R6R5R4R3R2R1/4R04/9/9/9/9/9/9/9/4B04/B1B2B3B4B5B6B7B8B9 b`.
    ///
    /// # Errors
    /// [`ParsePositionError`] naming the rank (11 to 1) or field at fault.
    pub fn from_ascii(text: &[u8]) -> Result<Position, ParsePositionError> {
        let fields = text.split(|&c| c == b' ').count();
        if fields > 2 {
            return Err(ParsePositionError::FieldCount(fields));
        }
        let space = text
            .iter()
            .position(|&c| c == b' ')
            .ok_or(ParsePositionError::MissingTurn)?;
        let (board, turn) = (&text[..space], &text[space + 1..]);
        let turn = match turn {
            [letter] => Side::from_letter(*letter).ok_or(ParsePositionError::BadTurn)?,
            _ => return Err(ParsePositionError::BadTurn),
        };
        let ranks: Vec<&[u8]> = board.split(|&c| c == b'/').collect();
        if ranks.len() != usize::from(RANKS) {
            return Err(ParsePositionError::RankCount(ranks.len()));
        }
        let mut placement = [None; SQUARES];
        for (row, text) in ranks.into_iter().enumerate() {
            let rank = RANKS - row as u8; // 11 down to 1
            parse_rank(text, rank, &mut placement)?;
        }
        Ok(Position::from_placement(&placement, turn))
    }
}

fn parse_rank(
    text: &[u8],
    rank: u8,
    placement: &mut [Option<Piece>; SQUARES],
) -> Result<(), ParsePositionError> {
    let error = |kind| ParsePositionError::Rank { rank, kind };
    let mut file = 0u8;
    let mut after_run = false;
    let mut bytes = text.iter().copied();
    while let Some(c) = bytes.next() {
        match c {
            b'1'..=b'9' => {
                if after_run {
                    return Err(error(RankError::AdjacentRuns));
                }
                file += c - b'0';
                after_run = true;
            }
            b'0' => return Err(error(RankError::ZeroRun)),
            b'B' | b'R' => {
                let side =
                    Side::from_letter(c.to_ascii_lowercase()).ok_or(error(RankError::BadChar))?;
                let number = match bytes.next() {
                    Some(d @ b'0'..=b'9') => d - b'0',
                    _ => return Err(error(RankError::PieceWithoutNumber)),
                };
                if file >= FILES {
                    return Err(error(RankError::TooLong));
                }
                let sq = Square::from_coords(file, rank - 1).ok_or(error(RankError::TooLong))?;
                placement[sq.index()] = Some(Piece::new(side, number));
                file += 1;
                after_run = false;
            }
            _ => return Err(error(RankError::BadChar)),
        }
        if file > FILES {
            return Err(error(RankError::TooLong));
        }
    }
    if file < FILES {
        return Err(error(RankError::TooShort));
    }
    Ok(())
}

crate::board_square::from_ascii_str!(Position, ParsePositionError);

impl fmt::Display for Position {
    /// The position string: one string per placement and side to move.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_board(f, "")?;
        write!(f, " {}", self.turn().letter())
    }
}

/// A position string that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParsePositionError {
    #[error("position string has {0} ranks, not 11")]
    RankCount(usize),
    #[error("rank {rank}: {kind}")]
    Rank { rank: u8, kind: RankError },
    #[error("position string lacks the side to move (\" b\" or \" r\")")]
    MissingTurn,
    #[error("the side to move must be \"b\" or \"r\"")]
    BadTurn,
    #[error(
        "a position string has 2 fields separated by a single space (board, side to move), not {0}"
    )]
    FieldCount(usize),
}

/// What is wrong inside one rank of a position string.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RankError {
    #[error("covers more than 9 squares")]
    TooLong,
    #[error("covers fewer than 9 squares")]
    TooShort,
    #[error("two runs of empty squares side by side")]
    AdjacentRuns,
    #[error("a run of 0 empty squares")]
    ZeroRun,
    #[error("a piece letter without its number")]
    PieceWithoutNumber,
    #[error("unexpected character (pieces are B0–B9 and R0–R9, runs 1–9)")]
    BadChar,
}

/// Move text as written (`c1-c4`, `d3xd7`, `d3xd7=7-4`), before it is checked
/// against a position.
///
/// ```
/// use mathchess::games::math_chess::notation::MoveText;
/// let text: MoveText = "d3xd7=7-4".parse()?;
/// assert!(text.capture);
/// assert_eq!(text.to_string(), "d3xd7=7-4");
/// # Ok::<_, mathchess::games::math_chess::notation::ParseMoveError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveText {
    pub from: Square,
    pub to: Square,
    pub capture: bool,
    /// The claimed formula; only a capture has one.
    pub formula: Option<Formula>,
}

impl MoveText {
    /// # Errors
    /// [`ParseMoveError`] saying which part is malformed.
    pub fn from_ascii(text: &[u8]) -> Result<MoveText, ParseMoveError> {
        let (from, capture, rest) =
            crate::board_square::split_move(text).ok_or(ParseMoveError::MissingSeparator)?;
        let from = Square::from_ascii(from).map_err(|_| ParseMoveError::From)?;
        let (to, formula) = match rest.iter().position(|&c| c == b'=') {
            Some(eq) => (&rest[..eq], Some(&rest[eq + 1..])),
            None => (rest, None),
        };
        let to = Square::from_ascii(to).map_err(|_| ParseMoveError::To)?;
        let formula = match formula {
            None => None,
            Some(_) if !capture => return Err(ParseMoveError::FormulaOnStep),
            Some(&[a @ b'0'..=b'9', op, b @ b'0'..=b'9']) => Some(Formula {
                attacker: a - b'0',
                op: Op::from_symbol(op).ok_or(ParseMoveError::Formula)?,
                support: b - b'0',
            }),
            Some(_) => return Err(ParseMoveError::Formula),
        };
        Ok(MoveText {
            from,
            to,
            capture,
            formula,
        })
    }

    /// The move text of a legal move, with a claimed operation for a capture.
    #[must_use]
    pub fn of(position: &Position, m: Move, claim: Option<Op>) -> MoveText {
        let number = |sq: Option<Square>| {
            sq.and_then(|sq| position.piece_at(sq))
                .map_or(0, Piece::number)
        };
        MoveText {
            from: m.from(),
            to: m.to(),
            capture: m.is_capture(),
            formula: claim.filter(|_| m.is_capture()).map(|op| Formula {
                attacker: number(Some(m.from())),
                op,
                support: number(m.support()),
            }),
        }
    }
}

crate::board_square::from_ascii_str!(MoveText, ParseMoveError);

impl fmt::Display for MoveText {
    /// `d3xd7=7-4`; with `{:#}`, the formula as people write it:
    /// `d3xd7 = 7 − 4` (for messages; only the plain form parses back).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Piece by piece rather than through `write!`: histories of
        // thousands of moves are written out for every snapshot a shell gets.
        fmt::Display::fmt(&self.from, f)?;
        f.write_char(if self.capture { 'x' } else { '-' })?;
        fmt::Display::fmt(&self.to, f)?;
        if let Some(formula) = self.formula {
            // `{:#}` writes the formula for people: ` = 7 − 4`.
            f.write_str(if f.alternate() { " = " } else { "=" })?;
            fmt::Display::fmt(&formula, f)?;
        }
        Ok(())
    }
}

/// Malformed move text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseMoveError {
    #[error("a move is written from-to (step) or fromxto (capture), e.g. c1-c4 or d3xd7")]
    MissingSeparator,
    #[error("the move does not start with a square name (a1 … i11)")]
    From,
    #[error("the move's target is not a square name (a1 … i11)")]
    To,
    #[error("a formula is written attacker, operation, support, e.g. 7-4 (operations + - * / %)")]
    Formula,
    #[error("only a capture (x) claims a formula")]
    FormulaOnStep,
}

/// One line of the move list: the move, and for a capture every formula.
#[derive(Clone, Copy, Debug)]
pub struct MoveLine<'a> {
    pub position: &'a Position,
    pub m: Move,
}

impl fmt::Display for MoveLine<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.m)?;
        for op in self.m.ops().iter() {
            write!(
                f,
                " {}",
                MoveText::of(self.position, self.m, Some(op))
                    .formula
                    .expect("a capture's formula")
            )?;
        }
        Ok(())
    }
}

/// The move list of `docs/rules.md` §5: one line per legal move, ordered by
/// from-square index and then to-square index.
#[must_use]
pub fn move_list(position: &Position, rules: &Rules) -> Vec<String> {
    crate::board_square::move_list(position.legal_moves(rules), |m| {
        MoveLine { position, m }.to_string()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{assert_refused, assert_round_trips, assert_text, sq};

    use crate::test_support::MATH_CHESS_START as START;

    #[test]
    fn start_round_trips() {
        assert_text(&Position::start(Side::Blue), START);
    }

    #[test]
    fn bad_position_strings() {
        use ParsePositionError as E;
        use RankError::{AdjacentRuns, BadChar, PieceWithoutNumber, TooLong, TooShort, ZeroRun};
        let rank = |rank, kind| E::Rank { rank, kind };
        let edit = |from: &str, to: &str| START.replace(from, to);
        assert_refused::<Position, _>(&[
            (String::new(), E::MissingTurn),
            ("9/9 b".into(), E::RankCount(2)),
            (edit(" b", " x"), E::BadTurn),
            (edit(" b", " b "), E::FieldCount(3)),
            (edit(" b", " b 0"), E::FieldCount(3)),
            (edit(" b", "  b"), E::FieldCount(3)),
            (edit("4R04", "4R05"), rank(10, TooLong)),
            (edit("4R04", "4R03"), rank(10, TooShort)),
            (edit("4R04", "22R04"), rank(10, AdjacentRuns)),
            (edit("4B04", "04B04"), rank(2, ZeroRun)),
            (edit("B9 b", "B b"), rank(1, PieceWithoutNumber)),
            (edit("4B04", "4G04"), rank(2, BadChar)),
        ]);
    }

    #[test]
    fn move_text() {
        use ParseMoveError as E;
        assert_round_trips::<MoveText>(&[
            "c1-c4",
            "d3xd7",
            "d3xd7=7-4",
            "a1xa10=7*4",
            "i11-a3",
            "e1xe5=3+0",
        ]);
        let shown = |text: &str| format!("{:#}", sq::<MoveText>(text));
        assert_eq!(shown("d3xd7=7-4"), "d3xd7 = 7 − 4");
        assert_eq!(shown("a1xa10=7*4"), "a1xa10 = 7 × 4");
        assert_eq!(shown("c1-c4"), "c1-c4");
        assert_eq!(shown("d3xd7"), "d3xd7");
        assert_refused::<MoveText, _>(&[
            ("", E::MissingSeparator),
            ("d3d7", E::MissingSeparator),
            ("z3-d7", E::From),
            ("d3-d12", E::To),
            ("d3-d7=7-4", E::FormulaOnStep),
            ("d3xd7=7^4", E::Formula),
            ("d3xd7=74", E::Formula),
            ("d3xd7=", E::Formula),
            ("d3xd7=10-4", E::Formula),
        ]);
    }
}
