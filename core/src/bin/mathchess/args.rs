//! Shared argument handling of the subcommands.

use mathchess::{Position, Preset};

/// A command-line mistake: printed as one line on stderr, exit status 2.
#[derive(Debug)]
pub struct Usage(pub String);

impl<E: std::fmt::Display> From<E> for Usage {
    fn from(e: E) -> Usage {
        Usage(e.to_string())
    }
}

/// Arguments after the subcommand: `--name value` options, `--name` flags
/// and operands.
#[derive(Debug)]
pub struct Args {
    options: Vec<(String, String)>,
    flags: Vec<String>,
    pub operands: Vec<String>,
}

impl Args {
    /// Splits `args` into options (each `--name` in `known` takes one value),
    /// flags (`--name` in `flags`, no value) and operands.
    pub fn parse(args: &[String], known: &[&str], flags: &[&str]) -> Result<Args, Usage> {
        let mut options = Vec::new();
        let mut set_flags = Vec::new();
        let mut operands = Vec::new();
        let mut args = args.iter();
        while let Some(arg) = args.next() {
            match arg.strip_prefix("--") {
                Some(name) if known.contains(&name) => {
                    let value = args
                        .next()
                        .ok_or_else(|| Usage(format!("--{name} needs a value")))?;
                    options.push((name.to_owned(), value.clone()));
                }
                Some(name) if flags.contains(&name) => set_flags.push(name.to_owned()),
                Some(_) => return Err(Usage(format!("unknown option {arg}"))),
                None => operands.push(arg.clone()),
            }
        }
        Ok(Args {
            options,
            flags: set_flags,
            operands,
        })
    }

    /// Was `--name` given?
    pub fn flag(&self, name: &str) -> bool {
        self.flags.iter().any(|f| f == name)
    }

    /// `--rules PRESET`, default `chessplayx`.
    pub fn preset(&self) -> Result<Preset, Usage> {
        match self.options.iter().rev().find(|(n, _)| n == "rules") {
            Some((_, name)) => Ok(name.parse()?),
            None => Ok(Preset::default()),
        }
    }
}

/// A position string given as one operand or as its two fields.
pub fn position(operands: &[String]) -> Result<Position, Usage> {
    if operands.is_empty() {
        return Err(Usage("missing POSITION".into()));
    }
    Ok(operands.join(" ").parse::<Position>()?)
}
