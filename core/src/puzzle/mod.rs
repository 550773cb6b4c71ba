//! Puzzles for both games: positions where the side to move wins by force
//! within one to four of its moves, or makes a decisive gain of material
//! ([`Goal`]), proved by an exact search
//! ([`verify`]: every defence tried, nothing pruned that could hide one),
//! found in the engine's own games ([`generate`]), and carried as data
//! (`core/data/puzzles/`, [`committed`]).
//!
//! The machinery is written once over the search's `Node` (`games.rs` says
//! what each game adds: its position text, its move text, its themes, each
//! game in its own `puzzle.rs` under `core/src/games/`); no rule of either
//! game is written here.
//!
//! A puzzle is one line of text, its fields separated by ` | `:
//!
//! ```text
//! <game> | <position> | <solution> | <themes> | <difficulty> | <source>
//! ```
//!
//! `game` is `math-chess` or `capture-the-flag` (as records name them);
//! the position is the game's position string (`docs/rules.md` §5,
//! `docs/flag-rules.md` §9), under the game's default rules; the solution
//! is the move texts, space-separated, the solver's first, then the
//! defence's, and so on, ending with the solver's winning move; themes are
//! comma-separated names (a puzzle of material carries
//! [`MATERIAL_THEME`]); the difficulty a rating-like whole number, the
//! themes and it as the core tags the line; the source says where the
//! position came from.

pub(crate) mod games;
mod generate;
mod prove;
pub mod rating;
mod session;
#[cfg(test)]
mod session_tests;
#[cfg(test)]
mod tests;
mod weigh;

use std::{fmt, str::FromStr, sync::LazyLock};

pub use self::generate::{generate, Generated, Progress, Rejection, Settings};
pub use self::prove::{verify, Goal, Refusal, DECISIVE, MATERIAL_THEME};
pub use self::session::{
    Miss, PuzzleError, PuzzleSession, PuzzleSnapshot, PuzzleState, Said, Solve, Verdict,
    JUDGE_BUDGET,
};
use crate::record::GameKind;

/// The most moves of the solver's a puzzle may take.
pub const MAX_MOVES: usize = 4;

/// One puzzle: a position, its proved solution, and what it teaches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    pub game: GameKind,
    /// The position string, the solver to move.
    pub position: String,
    /// The solution line as move texts: the solver's moves at even
    /// indices, the defence that resists longest at odd ones.
    pub solution: Vec<String>,
    pub themes: Vec<String>,
    /// A rating-like difficulty: longer lines and more tempting
    /// alternatives rate higher.
    pub difficulty: u32,
    /// Where the position came from (seed, game, ply, levels).
    pub source: String,
}

impl Puzzle {
    /// The solver's moves: the puzzle's length.
    #[must_use]
    pub fn moves(&self) -> usize {
        self.solution.len().div_ceil(2)
    }

    /// The puzzle's name in a learner's save: 16 hexadecimal digits, the
    /// 64-bit FNV-1a hash of its game, position and solution as its line
    /// writes them (`math-chess|<position>|<solution>`), so that it stays
    /// while its themes, difficulty or place in the file change.
    #[must_use]
    pub fn id(&self) -> String {
        let key = format!(
            "{}|{}|{}",
            game_name(self.game),
            self.position,
            self.solution.join(" ")
        );
        let hash = key.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
        });
        format!("{hash:016x}")
    }
}

/// Why a puzzle line could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParsePuzzleError {
    #[error("a puzzle has 6 fields separated by \" | \", this line has {0}")]
    Fields(usize),
    #[error("unknown game {0:?} (math-chess or capture-the-flag)")]
    Game(String),
    #[error("the solution is empty")]
    NoSolution,
    #[error("the solution has {0} moves: a puzzle's solution has an odd number of moves, at most {max}", max = 2 * MAX_MOVES - 1)]
    SolutionLength(usize),
    #[error("difficulty {0:?} is not a whole number")]
    Difficulty(String),
    #[error("a field holds the separator \"|\"")]
    Separator,
}

/// The name a puzzle line gives its game: the records' name.
#[must_use]
pub fn game_name(game: GameKind) -> &'static str {
    match game {
        GameKind::MathChess => "math-chess",
        GameKind::CaptureTheFlag => "capture-the-flag",
    }
}

impl FromStr for Puzzle {
    type Err = ParsePuzzleError;

    /// Reads the line's fields; whether the position, the moves and the
    /// win hold is [`verify`]'s business.
    fn from_str(line: &str) -> Result<Puzzle, ParsePuzzleError> {
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [game, position, solution, themes, difficulty, source] = fields[..] else {
            return Err(ParsePuzzleError::Fields(fields.len()));
        };
        let game = match game {
            "math-chess" => GameKind::MathChess,
            "capture-the-flag" => GameKind::CaptureTheFlag,
            other => return Err(ParsePuzzleError::Game(other.to_owned())),
        };
        let solution: Vec<String> = solution.split_whitespace().map(str::to_owned).collect();
        if solution.is_empty() {
            return Err(ParsePuzzleError::NoSolution);
        }
        if solution.len() % 2 == 0 || solution.len() > 2 * MAX_MOVES - 1 {
            return Err(ParsePuzzleError::SolutionLength(solution.len()));
        }
        let difficulty = difficulty
            .parse()
            .map_err(|_| ParsePuzzleError::Difficulty(difficulty.to_owned()))?;
        Ok(Puzzle {
            game,
            position: position.to_owned(),
            solution,
            themes: themes
                .split(',')
                .map(str::trim)
                .filter(|t| !t.is_empty())
                .map(str::to_owned)
                .collect(),
            difficulty,
            source: source.to_owned(),
        })
    }
}

impl fmt::Display for Puzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} | {} | {} | {} | {} | {}",
            game_name(self.game),
            self.position,
            self.solution.join(" "),
            self.themes.join(","),
            self.difficulty,
            self.source
        )
    }
}

/// A puzzle file's line that could not be read: its number (from 1) and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {error}")]
pub struct PuzzleLineError {
    pub line: usize,
    pub error: ParsePuzzleError,
}

/// The puzzles of a file: one a line; blank lines and lines starting
/// with `#` are skipped.
///
/// # Errors
/// The first line that is not a puzzle, with its number.
pub fn parse_file(text: &str) -> Result<Vec<Puzzle>, PuzzleLineError> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, l)| {
            l.parse()
                .map_err(|error| PuzzleLineError { line: i + 1, error })
        })
        .collect()
}

/// The file of `puzzles`, one a line, after a comment line.
#[must_use]
pub fn to_file(header: &str, puzzles: &[Puzzle]) -> String {
    let mut text = String::new();
    for line in header.lines() {
        text.push_str("# ");
        text.push_str(line);
        text.push('\n');
    }
    for puzzle in puzzles {
        text.push_str(&puzzle.to_string());
        text.push('\n');
    }
    text
}

/// The puzzles the library carries for `game`, as [`committed`] reads
/// them, read once.
#[must_use]
pub fn library(game: GameKind) -> &'static [Puzzle] {
    static MATH_CHESS: LazyLock<Vec<Puzzle>> = LazyLock::new(|| committed(GameKind::MathChess));
    static FLAG: LazyLock<Vec<Puzzle>> = LazyLock::new(|| committed(GameKind::CaptureTheFlag));
    match game {
        GameKind::MathChess => &MATH_CHESS,
        GameKind::CaptureTheFlag => &FLAG,
    }
}

/// The puzzles the library carries for `game` (`core/data/puzzles/`),
/// each proved by the tests.
#[must_use]
pub fn committed(game: GameKind) -> Vec<Puzzle> {
    let text = match game {
        GameKind::MathChess => include_str!("../../data/puzzles/math_chess.txt"),
        GameKind::CaptureTheFlag => include_str!("../../data/puzzles/flag.txt"),
    };
    parse_file(text).unwrap_or_default()
}
