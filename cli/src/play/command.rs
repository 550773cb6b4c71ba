//! The commands a player types in the terminal game, for either game:
//! square names and move text come from the game's [`Notation`].

use std::{fmt::Debug, str::FromStr};

use mathchess::{
    games::math_chess::{Preset, RulesError},
    record::Recorded,
    session::{CaptureTheFlag, MathChess, Orientation, Playable, SquareOf, TextOf},
    Side,
};

/// What a game's square names and move text are, for the reader.
pub trait Notation: Playable<Line: Recorded<MoveText: FromStr<Err = Self::MoveError>>> {
    type MoveError: std::error::Error + Clone + Debug + PartialEq + Eq;
    /// The board's squares, for a square off it: `files are a to i, ranks 1 to 11`.
    const BOARD: &'static str;
    /// A capture as the game writes it: `d3xd7=7-4`.
    const MOVE_EXAMPLE: &'static str;
}

/// Vietnamese Math Chess: `c1`, `d3xd7=7-4`.
impl Notation for MathChess {
    type MoveError = mathchess::games::math_chess::notation::ParseMoveError;
    const BOARD: &'static str = "files are a to i, ranks 1 to 11";
    const MOVE_EXAMPLE: &'static str = "d3xd7=7-4";
}

/// Capture the Flag: `c1`, `d4xe5`.
impl Notation for CaptureTheFlag {
    type MoveError = mathchess::games::capture_the_flag::ParseMoveError;
    const BOARD: &'static str = "files are a to k, ranks 1 to 12";
    const MOVE_EXAMPLE: &'static str = "d4xe5";
}

/// One line of input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command<N: Notation> {
    /// A square name: a tap on that square.
    Tap(SquareOf<N>),
    /// A whole move in the game's notation: `c1-c4`, `d3xd7`, `d3xd7=7-4`.
    Move(TextOf<N>),
    /// A number: an option of the move choice. Players count from 1; this
    /// index counts from 0.
    Choose(usize),
    Cancel,
    Undo,
    /// Against another device: the answer to its request to take back
    /// its last move.
    AnswerUndo(bool),
    /// Against another device: join its game again.
    Rejoin,
    Redo,
    /// A new game, with these rules or the current ones.
    New(Option<Preset>),
    Resign,
    Draw(DrawAction),
    Save(String),
    Load(String),
    History,
    Review(Browse),
    Orient(Orientation),
    Board,
    /// The engine's suggestion for the side to move.
    Hint,
    /// The rules in brief.
    Rules,
    Help,
    Quit,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DrawAction {
    Offer,
    Accept,
    Decline,
}

/// Moving through history.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Browse {
    /// The position after this many plies.
    Ply(usize),
    Back,
    Forward,
    Live,
}

/// A line that is not a command, explained in one line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CommandError<N: Notation> {
    #[error("unknown command {0:?}: type a square name such as c1, rules or help")]
    Unknown(String),
    /// A function or arrow key, which a plain terminal sends as an escape
    /// sequence (F1 as `ESC O P`).
    #[error("keys such as F1 and the arrows are not read here: type a square name such as c1, rules or help")]
    Key,
    #[error("{0} is not on the board: {board}", board = N::BOARD)]
    OffBoard(String),
    #[error("{text}: {error}")]
    Move { text: String, error: N::MoveError },
    #[error("usage: {0}")]
    Usage(&'static str),
    #[error("usage: a move alone, e.g. {example}", example = N::MOVE_EXAMPLE)]
    MoveAlone,
    #[error(transparent)]
    Preset(#[from] RulesError),
}

/// The commands both games have, as `help` lists them after the game's own.
/// (A line continued with `\` would lose the first line's indent.)
pub const SHARED_HELP: &str = "  undo, redo         take back a move, play it again
  resign             the side to move resigns
  draw [offer|accept|decline]
                     the side to move offers; the other side answers
  save FILE, load FILE
                     the game as a record (quit, new and load warn if it is not saved)
  history            the moves played
  review N, back, forward, live
                     browse the position after N moves; return to play
  orient turn|fixed [blue|red]|face [blue|red]
                     turn the board to the side to move, fix it, or face to face
  hint               the computer's suggestion for the side to move
  board, help, quit";

/// Vietnamese Math Chess's own commands and marks, around [`SHARED_HELP`].
pub const HELP: [&str; 2] = [
    "\
Type a square (c1) to select a piece, then a marked square to move it,
or the whole move: c1-c4, d3xd7, or d3xd7=7-4 to claim a formula.
When a capture has several formulas, type the number of the one you claim.
  rules              the rules in brief, with a capture worked out
  cancel             close the formula choice
  new [PRESET]       new game (chessplayx, classic, wikipedia; default: the same rules)",
    "\
Marks: [B7] selected, * a target, >R5< a target that captures, !R0! a 0 the
enemy could take next, (B7) and o the last move; face to face, the far side's
letters are lower case.",
];

impl<N: Notation> Command<N> {
    /// Parses one line of input.
    ///
    /// # Errors
    /// [`CommandError`] saying what is wrong.
    pub fn parse(line: &str) -> Result<Command<N>, CommandError<N>> {
        if line.contains('\u{1b}') {
            return Err(CommandError::Key);
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&first, rest)) = words.split_first() else {
            return Err(CommandError::Usage("type a square, a command, or help"));
        };
        let first = first.to_ascii_lowercase();
        if let Ok(square) = first.parse::<SquareOf<N>>() {
            return no_more(rest, Command::Tap(square), "a square name alone, e.g. d3");
        }
        if let Ok(option) = first.parse::<usize>() {
            return match option {
                0 => Err(CommandError::Usage("options are numbered from 1")),
                n => no_more(rest, Command::Choose(n - 1), "the option's number alone"),
            };
        }
        let rest_text = || {
            line.trim()
                .split_once(char::is_whitespace)
                .map(|(_, r)| r.trim())
        };
        match first.as_str() {
            "cancel" => no_more(rest, Command::Cancel, "cancel"),
            "undo" => match rest {
                [] => Ok(Command::Undo),
                ["accept"] => Ok(Command::AnswerUndo(true)),
                ["decline"] => Ok(Command::AnswerUndo(false)),
                _ => Err(CommandError::Usage("undo [accept|decline]")),
            },
            "rejoin" => no_more(rest, Command::Rejoin, "rejoin"),
            "redo" => no_more(rest, Command::Redo, "redo"),
            "resign" => no_more(rest, Command::Resign, "resign"),
            "history" => no_more(rest, Command::History, "history"),
            "back" => no_more(rest, Command::Review(Browse::Back), "back"),
            "forward" => no_more(rest, Command::Review(Browse::Forward), "forward"),
            "live" => no_more(rest, Command::Review(Browse::Live), "live"),
            "board" => no_more(rest, Command::Board, "board"),
            "hint" => no_more(rest, Command::Hint, "hint"),
            "rules" => no_more(rest, Command::Rules, "rules"),
            "help" | "?" => Ok(Command::Help),
            "quit" | "exit" => Ok(Command::Quit),
            "new" => match rest {
                [] => Ok(Command::New(None)),
                [preset] => Ok(Command::New(Some(preset.parse()?))),
                _ => Err(CommandError::Usage("new [chessplayx|classic|wikipedia]")),
            },
            "draw" => match rest {
                [] | ["offer"] => Ok(Command::Draw(DrawAction::Offer)),
                ["accept"] => Ok(Command::Draw(DrawAction::Accept)),
                ["decline"] => Ok(Command::Draw(DrawAction::Decline)),
                _ => Err(CommandError::Usage("draw [offer|accept|decline]")),
            },
            "save" => rest_text()
                .map(|file| Command::Save(file.to_owned()))
                .ok_or(CommandError::Usage("save FILE")),
            "load" => rest_text()
                .map(|file| Command::Load(file.to_owned()))
                .ok_or(CommandError::Usage("load FILE")),
            "review" => match rest {
                [ply] => ply
                    .parse()
                    .map(|ply| Command::Review(Browse::Ply(ply)))
                    .map_err(|_| CommandError::Usage("review N (a number of moves)")),
                _ => Err(CommandError::Usage("review N (a number of moves)")),
            },
            "orient" => orientation(rest).map(Command::Orient),
            _ if names_a_square(&first) => board_word(&first, rest),
            _ => Err(CommandError::Unknown(shortened(line.trim()))),
        }
    }
}

/// A line echoed back in a message: its first 40 characters and `…` when
/// it is longer.
fn shortened(line: &str) -> String {
    const SHOWN: usize = 40;
    match line.char_indices().nth(SHOWN) {
        Some((cut, _)) => format!("{}…", &line[..cut]),
        None => line.to_owned(),
    }
}

/// Does `word` start the way square names do (a letter, then a digit)?
pub fn names_a_square(word: &str) -> bool {
    let bytes = word.as_bytes();
    bytes.len() >= 2 && bytes[0].is_ascii_lowercase() && bytes[1].is_ascii_digit()
}

/// A word that starts like a square but is not one: move text, or a square
/// off the board.
fn board_word<N: Notation>(word: &str, rest: &[&str]) -> Result<Command<N>, CommandError<N>> {
    // After the file letter: a move has its separator, a square has none.
    if !word[1..].contains(['-', 'x']) {
        return Err(CommandError::OffBoard(word.to_owned()));
    }
    let text = word.parse().map_err(|error| CommandError::Move {
        text: word.to_owned(),
        error,
    })?;
    if rest.is_empty() {
        Ok(Command::Move(text))
    } else {
        Err(CommandError::MoveAlone)
    }
}

fn no_more<N: Notation>(
    rest: &[&str],
    command: Command<N>,
    usage: &'static str,
) -> Result<Command<N>, CommandError<N>> {
    if rest.is_empty() {
        Ok(command)
    } else {
        Err(CommandError::Usage(usage))
    }
}

fn orientation<N: Notation>(words: &[&str]) -> Result<Orientation, CommandError<N>> {
    const USAGE: &str = "orient turn|fixed [blue|red]|face [blue|red]";
    let bottom = match words.get(1).copied() {
        None | Some("blue") => Side::Blue,
        Some("red") => Side::Red,
        Some(_) => return Err(CommandError::Usage(USAGE)),
    };
    match (words.first().copied(), words.len()) {
        (Some("turn"), 1) => Ok(Orientation::FollowTurn),
        (Some("fixed"), 1 | 2) => Ok(Orientation::Fixed { bottom }),
        (Some("face"), 1 | 2) => Ok(Orientation::FaceToFace { bottom }),
        _ => Err(CommandError::Usage(USAGE)),
    }
}

#[cfg(test)]
mod tests {
    use mathchess::games::math_chess::notation::ParseMoveError;

    use super::*;

    type Command = super::Command<MathChess>;
    type CommandError = super::CommandError<MathChess>;

    #[test]
    fn commands() {
        let cases = [
            ("d3", Command::Tap("d3".parse().unwrap())),
            ("  I11 ", Command::Tap("i11".parse().unwrap())),
            ("2", Command::Choose(1)),
            ("cancel", Command::Cancel),
            ("new", Command::New(None)),
            ("new wikipedia", Command::New(Some(Preset::Wikipedia))),
            ("draw", Command::Draw(DrawAction::Offer)),
            ("draw decline", Command::Draw(DrawAction::Decline)),
            ("save my game.json", Command::Save("my game.json".into())),
            ("load /tmp/g.json", Command::Load("/tmp/g.json".into())),
            ("review 0", Command::Review(Browse::Ply(0))),
            ("live", Command::Review(Browse::Live)),
            ("orient turn", Command::Orient(Orientation::FollowTurn)),
            (
                "orient fixed red",
                Command::Orient(Orientation::Fixed { bottom: Side::Red }),
            ),
            (
                "orient face",
                Command::Orient(Orientation::FaceToFace { bottom: Side::Blue }),
            ),
            ("quit", Command::Quit),
            ("rules", Command::Rules),
            ("a1-a2", Command::Move("a1-a2".parse().unwrap())),
            ("D3XD7", Command::Move("d3xd7".parse().unwrap())),
            ("d3xd7=7-4", Command::Move("d3xd7=7-4".parse().unwrap())),
        ];
        for (line, command) in cases {
            assert_eq!(Command::parse(line), Ok(command), "{line:?}");
        }
    }

    #[test]
    fn bad_lines_explain() {
        for line in [
            "",
            "j1",
            "d3 d7",
            "d3-d7=7-4",
            "0",
            "undo 2",
            "new chess",
            "draw maybe",
            "save",
            "review",
            "review x",
            "orient",
            "orient up",
            "orient turn red",
            "orient face blue red",
        ] {
            let error = Command::parse(line).unwrap_err();
            assert!(!error.to_string().contains('\n'), "{line:?}: {error}");
        }
        assert_eq!(
            Command::parse("xyzzy"),
            Err(CommandError::Unknown("xyzzy".into()))
        );
        // A long line comes back cut, whatever its characters.
        let long = "ž".repeat(5000);
        assert_eq!(
            Command::parse(&long),
            Err(CommandError::Unknown(format!("{}…", "ž".repeat(40))))
        );
        // F1 and the up arrow, as a plain terminal sends them.
        for key in ["\u{1b}OP", "\u{1b}[A", "help\u{1b}[D"] {
            assert_eq!(Command::parse(key), Err(CommandError::Key), "{key:?}");
        }
        assert!(matches!(
            Command::parse("new chess"),
            Err(CommandError::Preset(_))
        ));
        for off_board in ["j5", "a12", "z0", "x5"] {
            assert_eq!(
                Command::parse(off_board),
                Err(CommandError::OffBoard(off_board.into()))
            );
        }
        assert_eq!(
            Command::parse("d3xd7=7^4"),
            Err(CommandError::Move {
                text: "d3xd7=7^4".into(),
                error: ParseMoveError::Formula
            })
        );
        assert!(matches!(
            Command::parse("a1-a12"),
            Err(CommandError::Move {
                error: ParseMoveError::To,
                ..
            })
        ));
        assert_eq!(Command::parse("c1-c4 now"), Err(CommandError::MoveAlone));
        assert_eq!(
            CommandError::MoveAlone.to_string(),
            "usage: a move alone, e.g. d3xd7=7-4"
        );
    }

    #[test]
    fn capture_the_flag_has_its_own_squares_and_moves() {
        type Command = super::Command<CaptureTheFlag>;
        type CommandError = super::CommandError<CaptureTheFlag>;
        assert_eq!(
            Command::parse("K12"),
            Ok(Command::Tap("k12".parse().unwrap()))
        );
        assert_eq!(
            Command::parse("d4xe5"),
            Ok(Command::Move("d4xe5".parse().unwrap()))
        );
        assert_eq!(Command::parse("undo"), Ok(Command::Undo));
        for off_board in ["l1", "a13", "a0"] {
            assert_eq!(
                Command::parse(off_board),
                Err(CommandError::OffBoard(off_board.into()))
            );
        }
        assert_eq!(
            Command::parse("l1").unwrap_err().to_string(),
            "l1 is not on the board: files are a to k, ranks 1 to 12"
        );
        assert!(matches!(
            Command::parse("d3xd7=7-4"),
            Err(CommandError::Move {
                error: mathchess::games::capture_the_flag::ParseMoveError::To,
                ..
            })
        ));
        assert_eq!(
            Command::parse("d4xe5 now").unwrap_err().to_string(),
            "usage: a move alone, e.g. d4xe5"
        );
    }
}
