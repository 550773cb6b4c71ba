//! Text forms of `docs/flag-rules.md` §9: position strings, move text and move lists.

use std::fmt;

use super::{
    moves::Move,
    piece::Piece,
    position::{Position, Return},
    square::{self, guard_homes, Square, SquareSet, FILES, RANKS, SQUARES},
};
use crate::Side;

impl Position {
    /// Parses a position string, `<board> <side> <returns> <siege> <quiet>`,
    /// and checks that it is valid (§9).
    ///
    /// # Errors
    /// [`ParsePositionError`] naming the field, rank or square at fault.
    pub fn from_ascii(text: &[u8]) -> Result<Position, ParsePositionError> {
        let pos = Position::parse_fields(text)?;
        pos.validate()?;
        Ok(pos)
    }

    /// Parses a position string without the checks of §9 on numbers and
    /// squares: a puzzle may repeat a number or put a piece off its colours
    /// (two of the worked examples of §10 do). A side still has at most 15
    /// pieces, which bounds the moves ([`MAX_MOVES`](super::MAX_MOVES)).
    ///
    /// # Errors
    /// [`ParsePositionError`] naming the field or rank at fault.
    pub fn from_ascii_lenient(text: &[u8]) -> Result<Position, ParsePositionError> {
        let pos = Position::parse_fields(text)?;
        if let Some(side) = Side::ALL
            .into_iter()
            .find(|&s| pos.squares_of(s).len() > 15)
        {
            return Err(InvalidPosition::TooMany(side).into());
        }
        Ok(pos)
    }

    fn parse_fields(text: &[u8]) -> Result<Position, ParsePositionError> {
        let text = std::str::from_utf8(text).map_err(|_| ParsePositionError::Fields(0))?;
        let fields: Vec<&str> = text.split(' ').collect();
        let [board, side, returns, siege, quiet] = fields[..] else {
            return Err(ParsePositionError::Fields(fields.len()));
        };
        let turn = match side.as_bytes() {
            [letter] => Side::from_letter(*letter).ok_or(ParsePositionError::Side)?,
            _ => return Err(ParsePositionError::Side),
        };
        let ranks: Vec<&str> = board.split('/').collect();
        if ranks.len() != usize::from(RANKS) {
            return Err(ParsePositionError::RankCount(ranks.len()));
        }
        let mut placement = [None; SQUARES];
        for (row, text) in ranks.into_iter().enumerate() {
            let rank = RANKS - row as u8; // 12 down to 1
            parse_rank(text, rank, &mut placement)
                .map_err(|kind| ParsePositionError::Rank { rank, kind })?;
        }
        let mut pos = Position::from_placement(&placement, turn);
        pos.returns = parse_returns(returns).ok_or(ParsePositionError::Returns)?;
        pos.siege = parse_siege(siege, turn).ok_or(ParsePositionError::Siege)?;
        pos.quiet = match quiet.as_bytes() {
            [b'0'] => 0,
            [b'1'..=b'9', ..] => quiet.parse().map_err(|_| ParsePositionError::Quiet)?,
            _ => return Err(ParsePositionError::Quiet),
        };
        Ok(pos)
    }

    /// The checks of §9 on a parsed position.
    fn validate(&self) -> Result<(), InvalidPosition> {
        for side in Side::ALL {
            let mut numbers = 0u32;
            for (sq, piece) in self.pieces().filter(|(_, p)| p.side() == side) {
                if numbers & 1 << piece.number() != 0 {
                    return Err(InvalidPosition::Twice(piece));
                }
                numbers |= 1 << piece.number();
                let p = self.mover(sq).expect("a piece stands there");
                let entered = piece.number() == 1 && sq == square::flag(!side);
                let stands = square::STANDABLE[side.index()][usize::from(p.free)].contains(sq);
                if !stands && !entered {
                    return Err(InvalidPosition::CannotStand(sq, piece));
                }
            }
            if let Some(duty) = self.returns[side.index()] {
                let guard = self.piece_at(duty.guard);
                if !guard.is_some_and(|g| g.side() == side && g.is_guard())
                    || !guard_homes(side).contains(duty.home)
                    || self.piece_at(duty.home).is_some()
                    || !adjacent(duty.guard, duty.home)
                {
                    return Err(InvalidPosition::Return(side));
                }
            }
        }
        let enemy = self.squares_of(!self.turn);
        if !enemy.includes(self.siege) {
            return Err(InvalidPosition::Siege);
        }
        if self.has_won(Side::Blue) && self.has_won(Side::Red) {
            return Err(InvalidPosition::BothWon);
        }
        Ok(())
    }
}

fn adjacent(a: Square, b: Square) -> bool {
    a != b && a.file().abs_diff(b.file()) <= 1 && a.rank().abs_diff(b.rank()) <= 1
}

fn parse_rank(
    text: &str,
    rank: u8,
    placement: &mut [Option<Piece>; SQUARES],
) -> Result<(), RankError> {
    let mut file = 0u8;
    let mut after_run = false;
    for token in text.split(',') {
        let bytes = token.as_bytes();
        match bytes {
            [b'B' | b'R', digits @ ..] => {
                let side =
                    Side::from_letter(bytes[0].to_ascii_lowercase()).ok_or(RankError::BadToken)?;
                let number = digits_value(digits).ok_or(RankError::BadToken)?;
                let piece = Piece::try_new(side, number).ok_or(RankError::BadNumber)?;
                let sq = Square::from_coords(file, rank - 1).ok_or(RankError::TooLong)?;
                placement[sq.index()] = Some(piece);
                file += 1;
                after_run = false;
            }
            _ => {
                let run = digits_value(bytes).ok_or(RankError::BadToken)?;
                if run == 0 {
                    return Err(RankError::ZeroRun);
                }
                if after_run {
                    return Err(RankError::AdjacentRuns);
                }
                file = file.saturating_add(run);
                after_run = true;
            }
        }
        if file > FILES {
            return Err(RankError::TooLong);
        }
    }
    if file < FILES {
        return Err(RankError::TooShort);
    }
    Ok(())
}

/// One or two decimal digits without a leading zero (or a lone 0).
fn digits_value(digits: &[u8]) -> Option<u8> {
    match digits {
        [d @ b'0'..=b'9'] => Some(d - b'0'),
        [a @ b'1'..=b'9', b @ b'0'..=b'9'] => Some((a - b'0') * 10 + b - b'0'),
        _ => None,
    }
}

/// Square names run together (`e5f4`): each is a letter and its digits.
fn parse_squares(text: &str) -> Option<Vec<Square>> {
    let bytes = text.as_bytes();
    let mut squares = Vec::new();
    let mut start = 0;
    while start < bytes.len() {
        let end = (start + 1..=bytes.len())
            .find(|&i| i == bytes.len() || bytes[i].is_ascii_lowercase())?;
        squares.push(Square::from_ascii(&bytes[start..end]).ok()?);
        start = end;
    }
    Some(squares)
}

fn parse_returns(text: &str) -> Option<[Option<Return>; 2]> {
    let mut returns = [None; 2];
    if text == "-" {
        return Some(returns);
    }
    let mut last = None;
    for entry in text.split(',') {
        let (letter, squares) = entry.split_at_checked(1)?;
        let side = Side::from_letter(letter.as_bytes()[0].to_ascii_lowercase())?;
        if !letter.as_bytes()[0].is_ascii_uppercase() || last.is_some_and(|l: Side| l >= side) {
            return None;
        }
        let [guard, home] = parse_squares(squares)?[..] else {
            return None;
        };
        returns[side.index()] = Some(Return { guard, home });
        last = Some(side);
    }
    Some(returns)
}

fn parse_siege(text: &str, turn: Side) -> Option<SquareSet> {
    if text == "-" {
        return Some(SquareSet::EMPTY);
    }
    let (letter, squares) = text.split_at_checked(1)?;
    if Side::from_letter(letter.as_bytes()[0]) != Some(turn) {
        return None;
    }
    let squares = parse_squares(squares)?;
    let ordered = squares.windows(2).all(|w| w[0] < w[1]);
    (!squares.is_empty() && ordered).then(|| SquareSet::of(&squares))
}

crate::board_square::from_ascii_str!(Position, ParsePositionError);

impl fmt::Display for Position {
    /// The position string: one string per position.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_board(f, ",")?;
        write!(f, " {} ", self.turn().letter())?;
        let returns: Vec<String> = Side::ALL
            .into_iter()
            .filter_map(|side| {
                let r = self.pending_return(side)?;
                Some(format!(
                    "{}{}{}",
                    side.letter().to_ascii_uppercase(),
                    r.guard,
                    r.home
                ))
            })
            .collect();
        f.write_str(if returns.is_empty() { "-" } else { "" })?;
        f.write_str(&returns.join(","))?;
        if self.siege().is_empty() {
            f.write_str(" -")?;
        } else {
            write!(f, " {}", self.turn().letter())?;
            for sq in self.siege().iter() {
                write!(f, "{sq}")?;
            }
        }
        write!(f, " {}", self.quiet_plies())
    }
}

/// A position string that cannot be read, or describes no valid position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParsePositionError {
    #[error("a position string has 5 fields separated by single spaces (board, side, returns, siege, quiet plies), not {0}")]
    Fields(usize),
    #[error("the board has {0} ranks, not 12")]
    RankCount(usize),
    #[error("rank {rank}: {kind}")]
    Rank { rank: u8, kind: RankError },
    #[error("the side to move must be \"b\" or \"r\"")]
    Side,
    #[error("the returns field is \"-\" or entries such as \"Be5f4\", Blue's first")]
    Returns,
    #[error("the siege field is \"-\" or the side to move's letter and the captors' squares in index order, such as \"be4g4f5\"")]
    Siege,
    #[error("the quiet plies must be a whole number")]
    Quiet,
    /// A start at or past the rules' `quiet_limit` (§9): the game would be
    /// drawn before its first move.
    #[error("the quiet plies ({quiet}) must be below quiet_limit ({limit}): so many plies without a capture draw the game")]
    QuietLimit { quiet: u32, limit: u32 },
    #[error(transparent)]
    Invalid(#[from] InvalidPosition),
}

/// What is wrong inside one rank of a position string.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RankError {
    #[error("covers more than 11 squares")]
    TooLong,
    #[error("covers fewer than 11 squares")]
    TooShort,
    #[error("two runs of empty squares side by side")]
    AdjacentRuns,
    #[error("a run of 0 empty squares")]
    ZeroRun,
    #[error("no such piece (attackers are 1 to 11, guards 15 to 18)")]
    BadNumber,
    #[error("a token is a piece (B7, R16) or a run of empty squares (1 to 11)")]
    BadToken,
}

/// A well-formed position string that breaks a rule of §9.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum InvalidPosition {
    #[error("{0} appears twice")]
    Twice(Piece),
    #[error("{1} may not stand on {0}")]
    CannotStand(Square, Piece),
    #[error("{0}'s return names no guard of {0} next to an empty guard home of {0}")]
    Return(Side),
    #[error("the siege names a square without a piece of the side that is not to move")]
    Siege,
    #[error("{0} has more than 15 pieces")]
    TooMany(Side),
    #[error("both sides have won")]
    BothWon,
}

/// Move text as written (`d4xe5`, `a1-b2`), before it is checked against a
/// position. Either separator is accepted for a legal move (§9).
///
/// ```
/// use mathchess::games::capture_the_flag::MoveText;
/// let text: MoveText = "f1xc1".parse()?;
/// assert_eq!(text.to_string(), "f1xc1");
/// # Ok::<_, mathchess::games::capture_the_flag::ParseMoveError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveText {
    pub from: Square,
    pub to: Square,
    pub capture: bool,
}

impl MoveText {
    /// # Errors
    /// [`ParseMoveError`] saying which part is malformed.
    pub fn from_ascii(text: &[u8]) -> Result<MoveText, ParseMoveError> {
        let (from, capture, to) =
            crate::board_square::split_move(text).ok_or(ParseMoveError::MissingSeparator)?;
        let from = Square::from_ascii(from).map_err(|_| ParseMoveError::From)?;
        let to = Square::from_ascii(to).map_err(|_| ParseMoveError::To)?;
        Ok(MoveText { from, to, capture })
    }

    /// The text of a move.
    #[must_use]
    pub fn of(m: Move) -> MoveText {
        MoveText {
            from: m.from(),
            to: m.to(),
            capture: m.is_capture(),
        }
    }
}

crate::board_square::from_ascii_str!(MoveText, ParseMoveError);

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.capture { 'x' } else { '-' };
        write!(f, "{}{sep}{}", self.from, self.to)
    }
}

/// Malformed move text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseMoveError {
    #[error("a move is written from-to, or fromxto when it captures, e.g. a1-b2 or d4xe5")]
    MissingSeparator,
    #[error("the move does not start with a square name (a1 … k12)")]
    From,
    #[error("the move's target is not a square name (a1 … k12)")]
    To,
}

/// One line of the move list: the move, then each captured square with
/// its codes (`d4xe5 d5:D f5:D`).
#[derive(Clone, Copy, Debug)]
pub struct MoveLine(pub Move);

impl fmt::Display for MoveLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)?;
        for (sq, rules) in self.0.captures() {
            write!(f, " {sq}:{rules}")?;
        }
        Ok(())
    }
}

/// The move list of §9: one legal move per line, ordered by from-square
/// index and then to-square index.
#[must_use]
pub fn move_list(position: &Position) -> Vec<String> {
    crate::board_square::move_list(position.legal_moves(), |m| MoveLine(m).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{assert_refused, assert_round_trips, assert_text, sq};

    use crate::test_support::FLAG_START as START;

    #[test]
    fn position_strings_round_trip() {
        assert_text(&Position::start(Side::Blue), START);
        assert_round_trips::<Position>(&[
            // A pending return, then a siege.
            "10,R1/5,R18,5/R9,3,R17,1,R15,4/5,R16,5/11/4,B6,6/11/4,B16,6/11/4,B15,1,B17,4/5,B18,5/B1,10 r Be5f4 - 0",
            "10,R1/5,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/5,R8,5/3,B9,R3,1,R5,4/4,B15,1,B17,4/5,B18,5/B1,10 b - be4g4f5 0",
        ]);
    }

    #[test]
    fn bad_position_strings() {
        use ParsePositionError as E;
        use RankError::{AdjacentRuns, BadNumber, BadToken, TooLong, TooShort, ZeroRun};
        let rank = |rank, kind| E::Rank { rank, kind };
        let edit = |from: &str, to: &str| START.replace(from, to);
        let red = |n| Piece::new(Side::Red, n);
        assert_refused::<Position, _>(&[
            (String::new(), E::Fields(1)),
            (edit(" b ", " x "), E::Side),
            (edit(" 0", ""), E::Fields(4)),
            (edit("/11/11/11/11/", "/11/11/11/"), E::RankCount(11)),
            (edit("5,R18,5", "5,R18,6"), rank(11, TooLong)),
            (edit("5,R18,5", "5,R18,4"), rank(11, TooShort)),
            (edit("5,R18,5", "2,3,R18,5"), rank(11, AdjacentRuns)),
            (edit("5,R18,5", "0,5,R18,5"), rank(11, ZeroRun)),
            (edit("5,R18,5", "5,R13,5"), rank(11, BadNumber)),
            (edit("5,R18,5", "5,G18,5"), rank(11, BadToken)),
            (edit("b - - 0", "b - - x"), E::Quiet),
            (
                edit("b - - 0", "b Bf4f5 - 0"),
                InvalidPosition::Return(Side::Blue).into(),
            ),
            (edit("b - - 0", "b - rf4 0"), E::Siege),
            (edit("b - - 0", "b - bf4 0"), InvalidPosition::Siege.into()),
            (edit("R10/", "R9/"), InvalidPosition::Twice(red(9)).into()),
            (
                edit("/11/11/11/11/", "/11/11/B10,10/11/").replace("/B10,B8", "/1,B8"),
                InvalidPosition::CannotStand(sq("a6"), Piece::new(Side::Blue, 10)).into(),
            ),
        ]);
    }

    #[test]
    fn move_text() {
        assert_round_trips::<MoveText>(&["a1-b2", "d4xe5", "k12-a1"]);
        assert_refused::<MoveText, _>(&[
            ("", ParseMoveError::MissingSeparator),
            ("l1-a1", ParseMoveError::From),
            ("a1-a13", ParseMoveError::To),
        ]);
    }
}
