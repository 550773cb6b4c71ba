//! The `mathchess` command (see the README for every subcommand).

mod args;
mod bestmove;
mod engine_match;
mod play;
mod player;
mod review;

use std::process::ExitCode;

use args::{Args, Usage};
use mathchess::notation;

const USAGE: &str = "usage: mathchess play [--rules PRESET] [--no-color]
       mathchess moves [--rules PRESET] POSITION
       mathchess perft [--rules PRESET] POSITION DEPTH
       mathchess bestmove [--rules PRESET] [--level N | --ms MS | --nodes N | --depth D] [--seed S] POSITION
       mathchess match [--rules PRESET] [--games N] [--seed S] [--opening-plies N] [--max-plies N] [--save DIR] PLAYER PLAYER
       mathchess review [--nodes N | --depth D] GAME.json
PRESET: chessplayx (default), classic, wikipedia
PLAYER: a level 1-8, or level:N, nodes:N, ms:N, depth:N, or exec:PROGRAM ARG... (answers like bestmove)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(output) => {
            print!("{output}");
            ExitCode::SUCCESS
        }
        Err(Usage(message)) => {
            eprintln!("mathchess: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<String, Usage> {
    let Some((command, rest)) = args.split_first() else {
        return Err(Usage("no command given; try mathchess help".into()));
    };
    match command.as_str() {
        "play" => play::run(rest).map(|()| String::new()),
        "moves" => moves(rest),
        "perft" => perft(rest),
        "bestmove" => bestmove::run(rest),
        "match" => engine_match::run(rest),
        "review" => review::run(rest),
        "help" | "--help" | "-h" => Ok(format!("{USAGE}\n")),
        other => Err(Usage(format!(
            "unknown command {other:?}; try mathchess help"
        ))),
    }
}

/// `moves [--rules PRESET] POSITION`: the move list of RULES.md §5.
fn moves(rest: &[String]) -> Result<String, Usage> {
    let args = Args::parse(rest, &["rules"], &[])?;
    let position = args::position(&args.operands)?;
    let rules = args.preset()?.rules();
    Ok(notation::move_list(&position, &rules)
        .into_iter()
        .map(|line| line + "\n")
        .collect())
}

/// `perft [--rules PRESET] POSITION DEPTH`: the leaf count as the last line.
fn perft(rest: &[String]) -> Result<String, Usage> {
    let args = Args::parse(rest, &["rules"], &[])?;
    let Some((depth, position)) = args.operands.split_last() else {
        return Err(Usage("perft needs a position and a depth".into()));
    };
    let depth: u32 = depth
        .parse()
        .map_err(|_| Usage(format!("depth {depth:?} is not a whole number")))?;
    let position = args::position(position)?;
    Ok(format!(
        "{}\n",
        position.perft(&args.preset()?.rules(), depth)
    ))
}
