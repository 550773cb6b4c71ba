//! Shared argument handling of the subcommands.

use std::{fmt::Display, str::FromStr};

use mathchess::{Position, Preset};

/// A command-line mistake: printed as one line on stderr, exit status 2.
#[derive(Debug)]
pub struct Usage(pub String);

impl<E: Display> From<E> for Usage {
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
        Ok(self.option("rules")?.unwrap_or_default())
    }

    /// The value of `--name` (the last one given), parsed.
    pub fn option<T: FromStr>(&self, name: &str) -> Result<Option<T>, Usage>
    where
        T::Err: Display,
    {
        self.value(name)
            .map(|value| {
                value
                    .parse()
                    .map_err(|e| Usage(format!("--{name} {value}: {e}")))
            })
            .transpose()
    }

    /// The raw value of `--name` (the last one given).
    fn value(&self, name: &str) -> Option<&str> {
        self.options
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, value)| value.as_str())
    }
}

/// A position string given as one operand or as its two fields.
pub fn position(operands: &[String]) -> Result<Position, Usage> {
    if operands.is_empty() {
        return Err(Usage("missing POSITION".into()));
    }
    Ok(operands.join(" ").parse::<Position>()?)
}
