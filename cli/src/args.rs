//! Arguments several subcommands share, and the error every subcommand reports.

use std::fmt::Display;

use mathchess::{Position, Preset, RuleOption, Rules};

/// A mistake found after parsing (a bad position, a game already over):
/// printed as one line on stderr, exit status 2, like clap's own errors.
#[derive(Debug)]
pub struct Usage(pub String);

impl<E: Display> From<E> for Usage {
    fn from(e: E) -> Usage {
        Usage(e.to_string())
    }
}

/// `--rules PRESET` and any number of `--rule NAME=VALUE` on top of it.
#[derive(Debug, clap::Args)]
pub struct RulesArgs {
    /// The rules: chessplayx, classic or wikipedia (docs/rules.md §4)
    #[arg(long = "rules", value_name = "PRESET", default_value_t = Preset::Chessplayx)]
    preset: Preset,
    /// One rule option on top of the preset, named as in docs/rules.md §4: division=both|remainder-first, zero_support=yes|no, no_move=loses|score, points_target=none|1..45, repetition=draw|off, first=blue|red (repeatable)
    #[arg(long = "rule", value_name = "NAME=VALUE")]
    options: Vec<RuleOption>,
}

impl RulesArgs {
    /// The preset with the options applied in the order given.
    pub fn rules(&self) -> Rules {
        self.options
            .iter()
            .fold(self.preset.rules(), |rules, &option| rules.with(option))
    }
}

/// `POSITION`: a position string (docs/rules.md §5), as one operand or as its two fields.
#[derive(Debug, clap::Args)]
pub struct PositionArg {
    /// A position string, e.g. "R9R8R7R6R5R4R3R2R1/4R04/9/9/9/9/9/9/9/4B04/B1B2B3B4B5B6B7B8B9 b"
    #[arg(value_name = "POSITION", required = true, num_args = 1..=2)]
    fields: Vec<String>,
}

impl PositionArg {
    pub fn position(&self) -> Result<Position, Usage> {
        Ok(self.fields.join(" ").parse::<Position>()?)
    }
}

/// `--game mathchess|flag`: which of the two games (the first by default).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum GameKind {
    /// Vietnamese Math Chess
    #[default]
    Mathchess,
    /// Capture the Flag (docs/flag-rules.md)
    Flag,
}
