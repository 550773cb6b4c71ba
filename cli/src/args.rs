//! Arguments several subcommands share, and the error every subcommand reports.

use std::fmt::Display;

use mathchess::{
    games::capture_the_flag,
    games::math_chess::{Position, Preset, RuleOption, Rules},
};

/// A mistake found after parsing (a bad position, a game already over):
/// printed as one line on stderr, exit status 2, like clap's own errors.
#[derive(Debug)]
pub struct Usage(pub String);

impl<E: Display> From<E> for Usage {
    fn from(e: E) -> Usage {
        Usage(e.to_string())
    }
}

/// `--game GAME`: which of the two games (the first by default).
#[derive(Debug, clap::Args)]
pub struct GameArg {
    /// The game: mathchess (Vietnamese Math Chess, the default) or flag (Capture the Flag, docs/flag-rules.md); the names records give them work too
    #[arg(long = "game", value_name = "GAME", value_enum, default_value_t)]
    pub game: GameKind,
}

impl GameArg {
    pub fn is_flag(&self) -> bool {
        self.game == GameKind::Flag
    }
}

/// `--rules PRESET` and any number of `--rule NAME=VALUE` on top of it.
#[derive(Debug, clap::Args)]
pub struct RulesArgs {
    /// The rules: chessplayx (default), classic or wikipedia (docs/rules.md §4)
    #[arg(long = "rules", value_name = "PRESET")]
    preset: Option<Preset>,
    /// One rule option on top of the preset, named as in docs/rules.md §4: division=both|remainder-first, zero_support=yes|no, no_move=loses|score, points_target=none|1..45, repetition=draw|off, first=blue|red (repeatable); Capture the Flag has first and repetition
    #[arg(long = "rule", value_name = "NAME=VALUE")]
    options: Vec<RuleOption>,
}

impl RulesArgs {
    /// The preset with the options applied in the order given.
    pub fn rules(&self) -> Rules {
        self.options
            .iter()
            .fold(self.preset.unwrap_or_default().rules(), |rules, &option| {
                rules.with(option)
            })
    }

    /// Capture the Flag's rules (docs/flag-rules.md §7): it has no presets,
    /// and of the options only `first` and `repetition`.
    pub fn flag_rules(&self) -> Result<capture_the_flag::Rules, Usage> {
        const OPTIONS: &str =
            "its options are --rule first=blue|red and --rule repetition=draw|off";
        if let Some(preset) = self.preset {
            return Err(Usage(format!(
                "--rules {preset}: Capture the Flag has no presets; {OPTIONS}"
            )));
        }
        self.options
            .iter()
            .try_fold(
                capture_the_flag::Rules::default(),
                |rules, &option| match option {
                    RuleOption::First(first) => Ok(capture_the_flag::Rules { first, ..rules }),
                    RuleOption::Repetition(draw) => Ok(capture_the_flag::Rules {
                        repetition: if draw {
                            capture_the_flag::Repetition::Draw
                        } else {
                            capture_the_flag::Repetition::Off
                        },
                        ..rules
                    }),
                    other => Err(Usage(format!(
                        "--rule {other}: not a rule of Capture the Flag; {OPTIONS}"
                    ))),
                },
            )
    }
}

/// `POSITION`: a position string (docs/rules.md §5, or docs/flag-rules.md §9
/// with `--game flag`), as one operand or as its fields.
#[derive(Debug, clap::Args)]
pub struct PositionArg {
    /// A position string, e.g. "R9R8R7R6R5R4R3R2R1/4R04/9/9/9/9/9/9/9/4B04/B1B2B3B4B5B6B7B8B9 b"
    #[arg(value_name = "POSITION", required = true, num_args = 1..=5)]
    fields: Vec<String>,
}

impl PositionArg {
    pub fn position(&self) -> Result<Position, Usage> {
        Ok(self.fields.join(" ").parse::<Position>()?)
    }

    /// A Capture the Flag position string that a game under `rules` may
    /// start from (its quiet plies below the quiet limit).
    pub fn flag_start(
        &self,
        rules: &capture_the_flag::Rules,
    ) -> Result<capture_the_flag::Position, Usage> {
        let start = self
            .fields
            .join(" ")
            .parse::<capture_the_flag::Position>()?;
        rules.check_start(&start)?;
        Ok(start)
    }
}

/// The two games, by their short names or as their records name them
/// (`record::GameKind`: `math-chess`, `capture-the-flag`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum GameKind {
    /// Vietnamese Math Chess
    #[default]
    #[value(alias = "math-chess")]
    Mathchess,
    /// Capture the Flag (docs/flag-rules.md)
    #[value(alias = "capture-the-flag")]
    Flag,
}

#[cfg(test)]
mod tests {
    use clap::ValueEnum;
    use mathchess::record::{self, Envelope};

    use super::*;

    /// `--game` takes the names the records give their games too.
    #[test]
    fn games_are_named_as_records_name_them() {
        for game in GameKind::value_variants() {
            let value = game.to_possible_value().unwrap();
            let named: Vec<record::GameKind> = value
                .get_name_and_aliases()
                .filter_map(|name| {
                    let json = format!(
                        "{{\"format\": \"mathchess-game\", \"game\": \"{name}\", \"version\": 1}}"
                    );
                    Some(Envelope::from_json(&json).ok()?.game)
                })
                .collect();
            let expected = match game {
                GameKind::Mathchess => record::GameKind::MathChess,
                GameKind::Flag => record::GameKind::CaptureTheFlag,
            };
            assert_eq!(named, [expected], "{game:?}");
        }
    }
}
