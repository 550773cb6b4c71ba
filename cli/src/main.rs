//! The `mathchess` command (see the README for every subcommand).

mod args;
mod atomic_file;
mod bestmove;
mod contest;
mod engine_match;
mod file_error;
mod play;
mod player;
mod puzzles;
mod review;
mod tune;

use std::process::ExitCode;

use args::{GameArg, PositionArg, RulesArgs, Usage};
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use mathchess::{games::capture_the_flag, games::math_chess::notation};

/// Vietnamese Math Chess (Cờ toán Việt Nam), and Capture the Flag with
/// --game flag: play in the terminal, list moves, count them, ask the computer.
#[derive(Debug, Parser)]
#[command(name = "mathchess", version, flatten_help = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Play in the terminal: two players, or one against the computer
    Play(play::PlayArgs),
    /// Lessons on the board, step by step, each try judged: the course of the game
    Learn(play::learn::LearnArgs),
    /// Puzzles on the board, one after another near your rating, each move judged
    Puzzle(play::puzzle::PuzzleArgs),
    /// Host a game for another device on this network: it joins with the code shown
    Host(play::nearby::HostArgs),
    /// Join the game another device hosts, with the code it shows
    Join(play::nearby::JoinArgs),
    /// Print every legal move, one a line, captures with all their formulas (docs/rules.md §5) or capture codes (docs/flag-rules.md §9)
    Moves {
        #[command(flatten)]
        game: GameArg,
        #[command(flatten)]
        rules: RulesArgs,
        #[command(flatten)]
        position: PositionArg,
    },
    /// Count the leaves of the move tree to DEPTH (the count is the last line)
    Perft {
        #[command(flatten)]
        game: GameArg,
        #[command(flatten)]
        rules: RulesArgs,
        #[command(flatten)]
        position: PositionArg,
        /// Plies to look ahead
        #[arg(value_name = "DEPTH")]
        depth: u32,
    },
    /// The computer's move: search figures, then the move with its formula as the last line
    Bestmove(bestmove::BestmoveArgs),
    /// One computer player against another over many games (the first's score is the last line)
    Match(engine_match::MatchArgs),
    /// Weigh every move of a saved game: its value, the engine's move and line, and its mark
    Review(review::ReviewArgs),
    /// Fit the evaluation's weights to self-play games and print them as source
    // It tunes the first game only: its help names that game's options alone.
    #[command(mut_arg("options", |option| option.help(tune::RULE_HELP)))]
    Tune(tune::TuneArgs),
    /// Puzzles: generate them from the engine's games, or prove a file of them again
    Puzzles {
        #[command(subcommand)]
        command: puzzles::PuzzlesCommand,
    },
}

fn main() -> ExitCode {
    let cli = match parse(std::env::args_os()) {
        Ok(cli) => cli,
        // --help and --version: printed on stdout, status 0.
        Err(error) if !error.use_stderr() => error.exit(),
        Err(error) => return fail(&no_depth(&error).unwrap_or_else(|| one_line(&error))),
    };
    run(cli.command).unwrap_or_else(|Usage(message)| fail(&message))
}

fn parse(args: impl IntoIterator<Item = std::ffi::OsString>) -> Result<Cli, clap::Error> {
    // Without a subcommand: an error line, not the whole help.
    let mut matches = Cli::command()
        .arg_required_else_help(false)
        .try_get_matches_from(args)?;
    Cli::from_arg_matches_mut(&mut matches)
}

/// Checks perft's DEPTH against the deepest count of the game that ends in
/// time (`took`: how long the last plies take from the start, on the
/// machine of docs/performance.md).
fn perft_depth(depth: u32, deepest: u32, game: &str, took: &str) -> Result<(), Usage> {
    if depth > deepest {
        return Err(Usage(format!(
            "perft {depth} would not end in time: {game} counts at most {deepest} plies deep (from the start, {took})"
        )));
    }
    Ok(())
}

/// A command-line mistake: one line on stderr, exit status 2.
fn fail(message: &str) -> ExitCode {
    eprintln!("mathchess: {message}");
    ExitCode::from(2)
}

/// perft given a position and no depth: clap takes the position's last
/// operand for DEPTH, and its message would quote that as a bad depth.
fn no_depth(error: &clap::Error) -> Option<String> {
    use clap::error::{ContextKind, ContextValue};
    let (Some(ContextValue::String(arg)), Some(ContextValue::String(value))) = (
        error.get(ContextKind::InvalidArg),
        error.get(ContextKind::InvalidValue),
    ) else {
        return None;
    };
    let is_position = value.contains('/') || ["b", "r", "-"].contains(&value.as_str());
    (arg == "<DEPTH>" && is_position).then(|| {
        "perft needs a DEPTH after the position: perft [--game flag] POSITION DEPTH".to_owned()
    })
}

/// Clap's message in one line: the message with its details (the missing
/// arguments) and its tips (the suggestion for a typo), without the usage
/// and the pointer to --help.
fn one_line(error: &clap::Error) -> String {
    let text = error.render().to_string();
    let mut message = String::new();
    let mut tips = Vec::new();
    for line in text
        .lines()
        .take_while(|l| !l.starts_with("Usage:") && !l.starts_with("For more information"))
        .map(str::trim)
        .filter(|l| !l.is_empty())
    {
        match line.strip_prefix("tip: ") {
            Some(tip) => tips.push(tip),
            None if message.is_empty() => {
                message.push_str(line.strip_prefix("error: ").unwrap_or(line));
            }
            None => {
                message.push(' ');
                message.push_str(line);
            }
        }
    }
    if !tips.is_empty() {
        message = format!("{message} ({})", tips.join("; "));
    }
    message
}

/// Runs a subcommand: `play` talks with the terminal, the others print their
/// output whole at the end.
fn run(command: Command) -> Result<ExitCode, Usage> {
    let output = match command {
        Command::Play(args) => return play::run(&args),
        Command::Learn(args) => return play::learn::run(&args),
        Command::Puzzle(args) => return play::puzzle::run(&args),
        Command::Host(args) => return play::nearby::host(&args),
        Command::Join(args) => return play::nearby::join(&args),
        Command::Moves {
            game,
            rules,
            position,
        } => {
            let lines = if game.is_flag() {
                // Its options change no move (docs/flag-rules.md §7); they are checked all the same.
                capture_the_flag::move_list(&position.flag_start(&rules.flag_rules()?)?)
            } else {
                notation::move_list(&position.position()?, &rules.rules())
            };
            lines.into_iter().map(|line| line + "\n").collect()
        }
        Command::Perft {
            game,
            rules,
            position,
            depth,
        } => {
            let count = if game.is_flag() {
                let start = position.flag_start(&rules.flag_rules()?)?;
                perft_depth(
                    depth,
                    7,
                    "Capture the Flag",
                    "6 take some 6 s, 7 some 3 minutes",
                )?;
                start.perft(depth)
            } else {
                let start = position.position()?;
                perft_depth(
                    depth,
                    6,
                    "Vietnamese Math Chess",
                    "5 take some 15 s, 6 half an hour",
                )?;
                start.perft(&rules.rules(), depth)
            };
            format!("{count}\n")
        }
        Command::Bestmove(args) => bestmove::run(&args)?,
        Command::Match(args) => engine_match::run(&args)?,
        Command::Review(args) => review::run(&args)?,
        Command::Tune(args) => tune::run(&args)?,
        Command::Puzzles { command } => return puzzles::run(&command),
    };
    print!("{output}");
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_command_is_well_formed() {
        Cli::command().debug_assert();
    }
}
