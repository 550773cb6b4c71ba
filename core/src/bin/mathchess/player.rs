//! Who chooses the computer's moves: a level, a plain search budget, or
//! another program.

use std::{fmt, process::Command, str::FromStr, sync::atomic::AtomicBool, time::Duration};

use mathchess::{
    engine::{best_move, Engine, Level, Limits, SearchResult},
    notation::MoveText,
    Game, Move, Op,
};

use crate::args::{Args, Usage};

/// A computer player: `5` or `level:5`, `nodes:20000`, `ms:250`, `depth:4`,
/// or `exec:PROGRAM ARG…`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Player {
    Level(Level),
    Budget(Limits),
    /// A program that answers as `mathchess bestmove` does: run with its
    /// arguments and the position string last, it prints the move text as
    /// its last line (another build of this engine, say). It sees the
    /// position only, not the moves that led there.
    Exec(Vec<String>),
}

impl Player {
    /// The player chosen by `--level N`, `--ms MS`, `--nodes N` or
    /// `--depth D` (at most one of them), or `default`.
    pub fn from_options(args: &Args, default: Level) -> Result<Player, Usage> {
        let given: Vec<Player> = [
            args.option("level")?.map(Player::Level),
            args.option("ms")?
                .map(|ms| Player::Budget(Limits::time(Duration::from_millis(ms)))),
            args.option("nodes")?
                .map(|n| Player::Budget(Limits::nodes(n))),
            args.option("depth")?
                .map(|d| Player::Budget(Limits::depth(d))),
        ]
        .into_iter()
        .flatten()
        .collect();
        match &given[..] {
            [] => Ok(Player::Level(default)),
            [player] => Ok(player.clone()),
            _ => Err(Usage(
                "give at most one of --level, --ms, --nodes, --depth".into(),
            )),
        }
    }

    /// This player's search in `game`; `None` when the game is over, and
    /// for a program, which reports its move only ([`Player::play`]).
    pub fn choose(&self, game: &Game, seed: u64) -> Option<SearchResult> {
        let stop = AtomicBool::new(false);
        match self {
            Player::Level(level) => best_move(game, *level, &stop, seed),
            Player::Budget(limits) => Engine::new().search(game, limits, &stop),
            Player::Exec(_) => None,
        }
    }

    /// This player's move in `game` and the formula it claims; `Ok(None)`
    /// when the game is over.
    ///
    /// # Errors
    /// Why a program gave no legal move (it failed, or printed no move).
    pub fn play(&self, game: &Game, seed: u64) -> Result<Option<(Move, Option<Op>)>, String> {
        let Player::Exec(command) = self else {
            return Ok(self.choose(game, seed).map(|r| (r.best, r.claim)));
        };
        if game.outcome().is_some() {
            return Ok(None);
        }
        let (program, args) = command.split_first().ok_or("no program given")?;
        let output = Command::new(program)
            .args(args)
            .arg(game.position().to_string())
            .output()
            .map_err(|e| format!("{program}: {e}"))?;
        let stdout = String::from_utf8_lossy(&output.stdout);
        let last = stdout.lines().last().unwrap_or_default();
        let text: MoveText = last
            .parse()
            .map_err(|e| format!("{program} printed {last:?}: {e}"))?;
        let choice = game
            .position()
            .resolve(game.rules(), &text)
            .map_err(|e| format!("{program} played {last}: {e}"))?;
        Ok(Some(choice))
    }
}

impl FromStr for Player {
    type Err = Usage;
    fn from_str(s: &str) -> Result<Player, Usage> {
        let (kind, value) = s.split_once(':').unwrap_or(("level", s));
        if kind == "exec" {
            let command: Vec<String> = value.split_whitespace().map(str::to_owned).collect();
            if command.is_empty() {
                return Err(Usage(format!("player {s:?}: exec needs a program")));
            }
            return Ok(Player::Exec(command));
        }
        let number = |what: &str| {
            value
                .parse::<u64>()
                .map_err(|_| Usage(format!("player {s:?}: {what} must be a whole number")))
        };
        match kind {
            "level" => Ok(Player::Level(value.parse()?)),
            "nodes" => Ok(Player::Budget(Limits::nodes(number("nodes")?))),
            "ms" => Ok(Player::Budget(Limits::time(Duration::from_millis(number(
                "ms",
            )?)))),
            "depth" => {
                let depth = u32::try_from(number("depth")?)
                    .map_err(|_| Usage(format!("player {s:?}: depth too large")))?;
                Ok(Player::Budget(Limits::depth(depth)))
            }
            _ => Err(Usage(format!(
                "player {s:?}: write a level (1-8) or level:N, nodes:N, ms:N, depth:N, exec:PROGRAM"
            ))),
        }
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
            "fast:1",
            "exec: ",
            "",
        ] {
            assert!(bad.parse::<Player>().is_err(), "{bad:?}");
        }
    }

    #[test]
    fn at_most_one_budget_option() {
        let args = |list: &[&str]| {
            let list: Vec<String> = list.iter().map(|s| (*s).to_owned()).collect();
            Args::parse(&list, &["level", "ms", "nodes", "depth"], &[]).unwrap()
        };
        let default = Level::new(8).unwrap();
        assert_eq!(
            Player::from_options(&args(&[]), default).unwrap(),
            Player::Level(default)
        );
        assert_eq!(
            Player::from_options(&args(&["--nodes", "500"]), default).unwrap(),
            Player::Budget(Limits::nodes(500))
        );
        assert!(Player::from_options(&args(&["--nodes", "500", "--level", "2"]), default).is_err());
    }
}
