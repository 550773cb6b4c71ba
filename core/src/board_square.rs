//! What a board's `Square` offers in both games, written once: a macro
//! expanded in each game's `square.rs`, where `Square(u8)`, `FILES`,
//! `RANKS`, `SQUARES` and `ParseSquareError` name that board's own (the
//! boards differ in size, so the square types stay two); what a piece and
//! a position say of themselves (macros expanded in each game's `piece.rs`
//! and `position.rs`); the board field of both games' position strings,
//! the separator of their move text, and their move lists. The traits
//! [`BoardSquare`], [`BoardPiece`] and [`BoardPosition`] are what code
//! written for either game (the session, the shells) reads of a board.

use std::{fmt, hash::Hash, ops::DerefMut, str::FromStr};

use crate::{search::SearchMove, Side};

/// A square of either board, numbered rank by rank from Blue's `a1` and
/// written by its name.
pub trait BoardSquare:
    Copy + fmt::Debug + fmt::Display + FromStr + Eq + Hash + Send + Sync
{
    /// The square's number, below the board's square count.
    fn index(self) -> usize;
    /// The square numbered `index`, if the board has it.
    fn from_index(index: u32) -> Option<Self>;
}

/// A piece of either game, as any board draws it.
pub trait BoardPiece: Copy + fmt::Debug + Eq + Hash + Send + Sync {
    fn side(self) -> Side;
    fn number(self) -> u8;
}

/// A position of either game: whose turn it is and what stands where.
pub trait BoardPosition {
    type Square: BoardSquare;
    type Piece: BoardPiece;
    fn turn(&self) -> Side;
    fn piece_at(&self, square: Self::Square) -> Option<Self::Piece>;
}

/// The square's constants, constructors, parsing and coordinates, and its
/// `TryFrom<u8>` and `FromStr`.
macro_rules! square_basics {
    () => {
        impl Square {
            /// All the board's squares in index order.
            pub const ALL: [Square; SQUARES] = {
                let mut all = [Square(0); SQUARES];
                let mut i = 0;
                while i < SQUARES {
                    all[i] = Square(i as u8);
                    i += 1;
                }
                all
            };

            /// The square with the given index.
            ///
            /// # Panics
            /// If `index` is not below [`SQUARES`]. Use `Square::try_from` for
            /// untrusted input.
            #[track_caller]
            #[must_use]
            pub const fn new(index: u8) -> Square {
                assert!((index as usize) < SQUARES, "square index out of range");
                Square(index)
            }

            /// The square on `file` (0 = `a`) and `rank` (0 = rank 1), if on the board.
            #[must_use]
            pub const fn from_coords(file: u8, rank: u8) -> Option<Square> {
                if file < FILES && rank < RANKS {
                    Some(Square(rank * FILES + file))
                } else {
                    None
                }
            }

            /// Parses a square name such as `a1`: a file letter, then the
            /// rank from 1 without a leading zero.
            ///
            /// # Errors
            /// [`ParseSquareError`] if the text is not a square name.
            pub fn from_ascii(text: &[u8]) -> Result<Square, ParseSquareError> {
                let (&file, rank) = text.split_first().ok_or(ParseSquareError)?;
                let file = file.wrapping_sub(b'a');
                let rank = match rank {
                    [d @ b'1'..=b'9'] => d - b'0',
                    [b'1', d @ b'0'..=b'9'] => 10 + d - b'0',
                    _ => return Err(ParseSquareError),
                };
                Square::from_coords(file, rank - 1).ok_or(ParseSquareError)
            }

            /// The index, below [`SQUARES`].
            #[must_use]
            pub const fn index(self) -> usize {
                self.0 as usize
            }

            /// The file, 0 (`a`) to `FILES - 1`.
            #[must_use]
            pub const fn file(self) -> u8 {
                self.0 % FILES
            }

            /// The rank, 0 (rank 1) to `RANKS - 1`.
            #[must_use]
            pub const fn rank(self) -> u8 {
                self.0 / FILES
            }
        }

        impl TryFrom<u8> for Square {
            type Error = ParseSquareError;
            fn try_from(index: u8) -> Result<Square, ParseSquareError> {
                if usize::from(index) < SQUARES {
                    Ok(Square(index))
                } else {
                    Err(ParseSquareError)
                }
            }
        }

        crate::board_square::from_ascii_str!(Square, ParseSquareError);

        impl crate::board_square::BoardSquare for Square {
            fn index(self) -> usize {
                Square::index(self)
            }

            fn from_index(index: u32) -> Option<Square> {
                u8::try_from(index)
                    .ok()
                    .and_then(|i| Square::try_from(i).ok())
            }
        }
    };
}

/// `FromStr` for a type read by its own `from_ascii` (squares, positions,
/// move text of both games).
macro_rules! from_ascii_str {
    ($type:ty, $error:ty) => {
        impl std::str::FromStr for $type {
            type Err = $error;
            fn from_str(s: &str) -> Result<$type, $error> {
                <$type>::from_ascii(s.as_bytes())
            }
        }
    };
}

pub(crate) use from_ascii_str;

pub(crate) use square_basics;

/// What a position offers about its placement in both games, written once:
/// expanded in each game's `position.rs`, where `Position` keeps the
/// squares of each side's pieces in `occupied` and has `empty`, `put` and
/// `piece_at`.
macro_rules! position_basics {
    () => {
        impl Position {
            /// A position from a square-by-square placement, `turn` to move,
            /// and nothing else yet (Capture the Flag's duties, siege and
            /// quiet plies none).
            #[must_use]
            pub fn from_placement(placement: &[Option<Piece>; SQUARES], turn: Side) -> Position {
                let mut pos = Position::empty(turn);
                for (sq, piece) in Square::ALL.into_iter().zip(placement) {
                    if let Some(piece) = *piece {
                        pos.put(sq, piece);
                    }
                }
                pos
            }

            /// The squares of `side`'s pieces (iterated in square order).
            #[inline]
            #[must_use]
            pub fn squares_of(&self, side: Side) -> SquareSet {
                self.occupied[side.index()]
            }

            /// Every piece on the board with its square, in square order.
            pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
                Square::ALL
                    .into_iter()
                    .filter_map(|sq| self.piece_at(sq).map(|p| (sq, p)))
            }

            /// Writes the board field of the position string, every token
            /// after a rank's first preceded by `separator`.
            pub(super) fn write_board(
                &self,
                f: &mut std::fmt::Formatter<'_>,
                separator: &str,
            ) -> std::fmt::Result {
                crate::board_square::write_board(
                    f,
                    [super::square::FILES, super::square::RANKS],
                    separator,
                    |file, rank| {
                        self.piece_at(
                            Square::from_coords(file, rank).expect("file and rank on the board"),
                        )
                    },
                )
            }
        }

        impl crate::board_square::BoardPosition for Position {
            type Square = Square;
            type Piece = Piece;

            fn turn(&self) -> Side {
                Position::turn(self)
            }

            fn piece_at(&self, square: Square) -> Option<Piece> {
                Position::piece_at(self, square)
            }
        }
    };
}

pub(crate) use position_basics;

/// The move list of both games (`docs/rules.md` §5, `docs/flag-rules.md`
/// §9): one line per move, as `line` writes it, ordered by from-square
/// index and then to-square index.
pub(crate) fn move_list<M: SearchMove>(
    mut moves: impl DerefMut<Target = [M]>,
    line: impl Fn(M) -> String,
) -> Vec<String> {
    moves.sort_unstable_by_key(|m| m.squares());
    moves.iter().map(|&m| line(m)).collect()
}

/// A piece of both games, written once: expanded in each game's
/// `piece.rs` with the piece's doc, the numbers a piece may have (a
/// pattern, the one range rule of the game's pieces) and those numbers in
/// words.
macro_rules! piece_basics {
    ($(#[$doc:meta])* numbers: $numbers:pat, $words:literal) => {
        $(#[$doc])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub struct Piece {
            side: Side,
            number: u8,
        }

        impl Piece {
            /// # Panics
            #[doc = concat!("If `number` is not ", $words, ".")]
            /// Use [`Piece::try_new`] for untrusted input.
            #[track_caller]
            #[must_use]
            pub const fn new(side: Side, number: u8) -> Piece {
                match Piece::try_new(side, number) {
                    Some(piece) => piece,
                    None => panic!(concat!("piece numbers are ", $words)),
                }
            }

            #[doc = concat!("The piece, if `number` is ", $words, ".")]
            #[must_use]
            pub const fn try_new(side: Side, number: u8) -> Option<Piece> {
                match number {
                    $numbers => Some(Piece { side, number }),
                    _ => None,
                }
            }

            #[must_use]
            pub const fn side(self) -> Side {
                self.side
            }

            #[must_use]
            pub const fn number(self) -> u8 {
                self.number
            }
        }

        impl std::fmt::Display for Piece {
            /// The piece token of position strings: the side's letter in
            /// capitals, then the number (`B7`, `R16`).
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(
                    f,
                    "{}{}",
                    self.side.letter().to_ascii_uppercase(),
                    self.number
                )
            }
        }

        impl crate::board_square::BoardPiece for Piece {
            fn side(self) -> Side {
                self.side
            }

            fn number(self) -> u8 {
                self.number
            }
        }
    };
}

pub(crate) use piece_basics;

/// Splits move text at its separator, as both games write it: the
/// from-square's text, whether the separator is `x` (a capture) rather
/// than `-`, and the text after it. `None` without a separator.
pub(crate) fn split_move(text: &[u8]) -> Option<(&[u8], bool, &[u8])> {
    let sep = text.iter().position(|&c| c == b'-' || c == b'x')?;
    Some((&text[..sep], text[sep] == b'x', &text[sep + 1..]))
}

/// Writes the board field of a position string, the same in both games:
/// the ranks from the top down, separated by `/`, each the pieces on it and
/// the runs of empty squares between them (`4R04`), every token after a
/// rank's first preceded by `separator` (Capture the Flag's `5,R18,5`).
/// `piece_at` gives the piece on a file and rank (0 = `a`, 0 = rank 1).
pub(crate) fn write_board<P: fmt::Display>(
    f: &mut fmt::Formatter<'_>,
    [files, ranks]: [u8; 2],
    separator: &str,
    piece_at: impl Fn(u8, u8) -> Option<P>,
) -> fmt::Result {
    for rank in (0..ranks).rev() {
        let mut first = true;
        let mut token = |f: &mut fmt::Formatter<'_>, token: &dyn fmt::Display| {
            if !first {
                f.write_str(separator)?;
            }
            first = false;
            write!(f, "{token}")
        };
        let mut run = 0;
        for file in 0..files {
            match piece_at(file, rank) {
                None => run += 1,
                Some(piece) => {
                    if run > 0 {
                        token(f, &run)?;
                        run = 0;
                    }
                    token(f, &piece)?;
                }
            }
        }
        if run > 0 {
            token(f, &run)?;
        }
        if rank > 0 {
            f.write_str("/")?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::{fmt::Debug, str::FromStr};

    use crate::{games::capture_the_flag, games::math_chess, Side};

    /// The names of a board's squares (`all`, in index order): each reads
    /// back as its square, the first is `a1`, the last `last`; the `bad`
    /// texts and the index past the last are no square.
    fn names<S>(all: &[S], last: &str, bad: &[&str])
    where
        S: Copy + Eq + Debug + ToString + FromStr + TryFrom<u8>,
        <S as FromStr>::Err: Debug,
    {
        for &sq in all {
            assert_eq!(sq.to_string().parse::<S>().ok(), Some(sq));
        }
        assert_eq!(all[0].to_string(), "a1");
        assert_eq!(all[all.len() - 1].to_string(), last);
        for text in bad {
            assert!(text.parse::<S>().is_err(), "{text:?}");
        }
        assert!(S::try_from(u8::try_from(all.len()).unwrap()).is_err());
    }

    /// Every piece's code reads back as the piece, and the code 0 (an
    /// empty square) as none, in both games.
    #[test]
    fn piece_codes_round_trip() {
        for side in Side::ALL {
            for n in (1..=11).chain(15..=18) {
                let p = capture_the_flag::Piece::new(side, n);
                assert_eq!(capture_the_flag::Piece::from_code(p.code()), Some(p));
            }
            for n in 0..=9 {
                let p = math_chess::Piece::new(side, n);
                assert_eq!(math_chess::Piece::from_code(p.code()), Some(p));
            }
        }
        assert_eq!(capture_the_flag::Piece::from_code(0), None);
        assert_eq!(math_chess::Piece::from_code(0), None);
    }

    #[test]
    fn square_names_round_trip() {
        let bad = ["", "a", "a0", "a01", "A1", "a1 "];
        names(
            &capture_the_flag::Square::ALL,
            "k12",
            &[&bad[..], &["l1", "a13", "k120"]].concat(),
        );
        names(
            &math_chess::Square::ALL,
            "i11",
            &[&bad[..], &["j1", "a12", "i111", "e20"]].concat(),
        );
    }
}
