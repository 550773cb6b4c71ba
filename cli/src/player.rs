//! Who chooses the computer's moves: a level, a plain search budget, a
//! random legal move, or another program. How each plays a game is in
//! `contest.rs`.

use std::{fmt, str::FromStr, time::Duration};

use mathchess::search::{Level, LevelError, Limits};

/// A computer player: `5` or `level:5`, `nodes:20000`, `ms:250`, `depth:4`,
/// `random`, or `exec:PROGRAM ARG…`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Player {
    Level(Level),
    Budget(Limits),
    /// A legal move drawn at random: the floor every level must beat.
    Random,
    /// A program that answers as `mathchess bestmove` does: run with its
    /// arguments and the position string last, it prints the move text as
    /// its last line (another build of this engine, say). It sees the
    /// position only, not the moves that led there.
    Exec(Vec<String>),
}

/// `--level N | --ms MS | --nodes N | --depth D`: at most one of them.
#[derive(Debug, clap::Args)]
#[group(multiple = false)]
pub struct Budget {
    /// Playing strength, 1 (weakest) to 8 [default: 8]
    #[arg(long, value_name = "N")]
    level: Option<Level>,
    /// Search for MS milliseconds
    #[arg(long, value_name = "MS", value_parser = budget_ms)]
    ms: Option<u64>,
    /// Search N nodes
    #[arg(long, value_name = "N", value_parser = budget_nodes)]
    nodes: Option<u64>,
    /// Search to depth D, 1 to 12
    #[arg(long, value_name = "D", value_parser = budget_depth)]
    depth: Option<u32>,
}

/// The deepest search a budget may ask for. Each ply costs more than the
/// one before: a search to depth 14 in a middle game of the first game
/// takes about a minute, and depth 64 does not end in a lifetime.
pub const MAX_SEARCH_DEPTH: u32 = 12;

/// A search budget that cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BudgetError {
    #[error("{0} must be a whole number")]
    NotANumber(&'static str),
    #[error("{0} {1} is too large: at most {max}", max = u64::MAX)]
    TooLarge(&'static str, String),
    #[error("a budget of 0 {0} searches nothing: give at least 1")]
    Zero(&'static str),
    #[error("depth {0} would not end in time: at most {MAX_SEARCH_DEPTH} (a search to depth 14 already takes about a minute)")]
    TooDeep(String),
}

/// A budget's amount of `what`: a whole number from 1.
fn budget_amount(what: &'static str, text: &str) -> Result<u64, BudgetError> {
    match text.parse::<u64>() {
        Ok(0) => Err(BudgetError::Zero(what)),
        Ok(amount) => Ok(amount),
        Err(e) if *e.kind() == std::num::IntErrorKind::PosOverflow => {
            Err(BudgetError::TooLarge(what, text.to_owned()))
        }
        Err(_) => Err(BudgetError::NotANumber(what)),
    }
}

/// `--ms MS`, `ms:MS`.
pub fn budget_ms(text: &str) -> Result<u64, BudgetError> {
    budget_amount("ms", text)
}

/// `--nodes N`, `nodes:N`.
pub fn budget_nodes(text: &str) -> Result<u64, BudgetError> {
    budget_amount("nodes", text)
}

/// `--depth D`, `depth:D`: 1 to [`MAX_SEARCH_DEPTH`].
pub fn budget_depth(text: &str) -> Result<u32, BudgetError> {
    let depth = match budget_amount("depth", text) {
        Err(BudgetError::TooLarge(..)) => return Err(BudgetError::TooDeep(text.to_owned())),
        depth => depth?,
    };
    u32::try_from(depth)
        .ok()
        .filter(|&depth| depth <= MAX_SEARCH_DEPTH)
        .ok_or_else(|| BudgetError::TooDeep(text.to_owned()))
}

impl Budget {
    /// The player these options choose; level 8 when none is given.
    pub fn player(&self) -> Player {
        if let Some(ms) = self.ms {
            Player::Budget(Limits::time(Duration::from_millis(ms)))
        } else if let Some(nodes) = self.nodes {
            Player::Budget(Limits::nodes(nodes))
        } else if let Some(depth) = self.depth {
            Player::Budget(Limits::depth(depth))
        } else {
            Player::Level(self.level.unwrap_or(Level::MAX))
        }
    }
}

/// A player name that is not a level or a budget.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayerError {
    #[error("player {0:?}: {1}")]
    Budget(String, BudgetError),
    #[error("player {0:?}: {1}")]
    Level(String, LevelError),
    #[error("player {0:?}: exec needs a program")]
    NoProgram(String),
    #[error("player {0:?}: write a level (1-8) or level:N, nodes:N, ms:N, depth:N, random, exec:PROGRAM")]
    Unknown(String),
}

impl FromStr for Player {
    type Err = PlayerError;
    fn from_str(s: &str) -> Result<Player, PlayerError> {
        if s == "random" {
            return Ok(Player::Random);
        }
        let (kind, value) = s.split_once(':').unwrap_or(("level", s));
        if kind == "exec" {
            let command: Vec<String> = value.split_whitespace().map(str::to_owned).collect();
            if command.is_empty() {
                return Err(PlayerError::NoProgram(s.to_owned()));
            }
            return Ok(Player::Exec(command));
        }
        let budget = |e| PlayerError::Budget(s.to_owned(), e);
        let limits = match kind {
            "level" => {
                return value
                    .parse()
                    .map(Player::Level)
                    .map_err(|e| PlayerError::Level(s.to_owned(), e))
            }
            "nodes" => Limits::nodes(budget_nodes(value).map_err(budget)?),
            "ms" => Limits::time(Duration::from_millis(budget_ms(value).map_err(budget)?)),
            "depth" => Limits::depth(budget_depth(value).map_err(budget)?),
            _ => return Err(PlayerError::Unknown(s.to_owned())),
        };
        Ok(Player::Budget(limits))
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Level(level) => write!(f, "level:{level}"),
            Player::Budget(Limits { nodes: Some(n), .. }) => write!(f, "nodes:{n}"),
            Player::Budget(Limits { time: Some(t), .. }) => write!(f, "ms:{}", t.as_millis()),
            Player::Budget(Limits { depth: Some(d), .. }) => write!(f, "depth:{d}"),
            Player::Budget(_) => f.write_str("unlimited"),
            Player::Random => f.write_str("random"),
            Player::Exec(command) => write!(f, "exec:{}", command.join(" ")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_parse_and_print() {
        for text in [
            "level:5",
            "nodes:20000",
            "ms:250",
            "depth:4",
            "random",
            "exec:mathchess bestmove --level 6",
        ] {
            let player: Player = text.parse().unwrap();
            assert_eq!(player.to_string(), text);
        }
        assert_eq!("5".parse::<Player>().unwrap(), "level:5".parse().unwrap());
        for bad in [
            "0",
            "9",
            "level:x",
            "nodes:",
            "ms:-1",
            "depth:99999999999",
            "depth:13",
            "depth:0",
            "nodes:0",
            "ms:0",
            "fast:1",
            "exec: ",
            "",
        ] {
            assert!(bad.parse::<Player>().is_err(), "{bad:?}");
        }
    }

    #[test]
    fn a_budget_too_large_says_so_with_the_bound() {
        let huge = "99999999999999999999999";
        assert_eq!(
            budget_ms(huge).unwrap_err().to_string(),
            "ms 99999999999999999999999 is too large: at most 18446744073709551615"
        );
        assert_eq!(
            budget_nodes("1.5").unwrap_err(),
            BudgetError::NotANumber("nodes")
        );
        assert_eq!(
            budget_depth(huge),
            Err(BudgetError::TooDeep(huge.to_owned()))
        );
    }

    #[test]
    fn budget_options_choose_the_player() {
        let budget = |options: &[&str]| {
            let args = ["mathchess", "bestmove"]
                .iter()
                .chain(options)
                .chain(&["R9R8R7R6R5R4R3R2R1/4R04/9/9/9/9/9/9/9/4B04/B1B2B3B4B5B6B7B8B9 b"]);
            match crate::parse(args.map(Into::into)) {
                Ok(crate::Cli {
                    command: crate::Command::Bestmove(args),
                }) => Ok(args.budget.player()),
                Ok(other) => panic!("not bestmove: {other:?}"),
                Err(error) => Err(error.kind()),
            }
        };
        assert_eq!(budget(&[]), Ok(Player::Level(Level::MAX)));
        assert_eq!(
            budget(&["--nodes", "500"]),
            Ok(Player::Budget(Limits::nodes(500)))
        );
        assert_eq!(
            budget(&["--level", "2"]),
            Ok(Player::Level(Level::new(2).unwrap()))
        );
        assert_eq!(
            budget(&["--nodes", "500", "--level", "2"]),
            Err(clap::error::ErrorKind::ArgumentConflict)
        );
        assert_eq!(
            budget(&["--depth", "12"]),
            Ok(Player::Budget(Limits::depth(12)))
        );
        // Zero budgets and a depth that would not end in time are refused.
        for (option, value) in [
            ("--depth", "0"),
            ("--nodes", "0"),
            ("--ms", "0"),
            ("--depth", "13"),
            ("--depth", "100"),
        ] {
            assert_eq!(
                budget(&[option, value]),
                Err(clap::error::ErrorKind::ValueValidation),
                "{option} {value}"
            );
        }
    }
}
