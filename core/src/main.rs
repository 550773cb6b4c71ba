//! The `mathchess` command: move lists and perft (see the README).

use std::{process::ExitCode, str::FromStr};

use mathchess::{notation, Position, Preset, Rules};

const USAGE: &str = "usage: mathchess moves [--rules PRESET] POSITION | mathchess perft [--rules PRESET] POSITION DEPTH";

/// A command-line mistake: printed as one line on stderr, exit status 2.
struct Usage(String);

impl<E: std::fmt::Display> From<E> for Usage {
    fn from(e: E) -> Usage {
        Usage(e.to_string())
    }
}

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
    let (command, rest) = args.split_first().ok_or_else(|| Usage(USAGE.into()))?;
    let (rules, operands) = parse_rules(rest)?;
    match command.as_str() {
        "moves" => {
            let position = parse_position(&operands)?;
            Ok(notation::move_list(&position, &rules)
                .into_iter()
                .map(|line| line + "\n")
                .collect())
        }
        "perft" => {
            let (depth, position) = operands
                .split_last()
                .ok_or_else(|| Usage("perft needs a position and a depth".into()))?;
            let depth = u32::from_str(depth)
                .map_err(|_| Usage(format!("depth {depth:?} is not a whole number")))?;
            let position = parse_position(position)?;
            Ok(format!("{}\n", position.perft(&rules, depth)))
        }
        "help" | "--help" | "-h" => Ok(format!("{USAGE}\n")),
        other => Err(Usage(format!("unknown command {other:?}; {USAGE}"))),
    }
}

/// Takes `--rules PRESET` (default `chessplayx`) from anywhere in `args`.
fn parse_rules(args: &[String]) -> Result<(Rules, Vec<String>), Usage> {
    let mut preset = Preset::default();
    let mut operands = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--rules" => {
                let name = args
                    .next()
                    .ok_or_else(|| Usage("--rules needs a preset name".into()))?;
                preset = name.parse()?;
            }
            flag if flag.starts_with("--") => return Err(Usage(format!("unknown option {flag}"))),
            _ => operands.push(arg.clone()),
        }
    }
    Ok((preset.rules(), operands))
}

/// The position string, given as one argument or as its two fields.
fn parse_position(operands: &[String]) -> Result<Position, Usage> {
    if operands.is_empty() {
        return Err(Usage("missing POSITION".into()));
    }
    Ok(operands.join(" ").parse::<Position>()?)
}
