//! Rule options and presets (`docs/rules.md` §4).

use std::{fmt, str::FromStr};

use serde::{Deserialize, Serialize};

use crate::{side::by_name, Side};

/// How division gives a capture distance.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Division {
    /// Quotient and remainder are separate formulas, each used when > 0.
    Both,
    /// One division formula: the remainder if it is not 0, else the quotient.
    RemainderFirst,
}

impl Division {
    pub const ALL: [Division; 2] = [Division::Both, Division::RemainderFirst];

    /// The value's name in `docs/rules.md` §4 and in records: `remainder-first`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Division::Both => "both",
            Division::RemainderFirst => "remainder-first",
        }
    }
}

/// What happens when the side to move has no legal move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NoMove {
    /// That side loses.
    Loses,
    /// The game ends; the higher score wins, equal scores draw.
    Score,
}

impl NoMove {
    pub const ALL: [NoMove; 2] = [NoMove::Loses, NoMove::Score];

    /// The value's name in `docs/rules.md` §4 and in records: `loses`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            NoMove::Loses => "loses",
            NoMove::Score => "score",
        }
    }
}

/// A points target, 1 to 45: the first side whose score reaches it wins.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct PointsTarget(u8);

impl PointsTarget {
    /// The highest target: every number 1..9 of the other side captured.
    pub const MAX: u8 = 45;

    /// # Errors
    /// [`RulesError::PointsTarget`] unless `points` is 1 to 45.
    pub const fn new(points: u8) -> Result<PointsTarget, RulesError> {
        if points >= 1 && points <= PointsTarget::MAX {
            Ok(PointsTarget(points))
        } else {
            Err(RulesError::PointsTarget(points))
        }
    }

    #[must_use]
    pub const fn points(self) -> u8 {
        self.0
    }
}

crate::named_fields::checked_byte!(PointsTarget, RulesError);

/// A complete set of rule options.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    pub division: Division,
    /// May a 0 serve as the support?
    pub zero_support: bool,
    pub no_move: NoMove,
    pub points_target: Option<PointsTarget>,
    /// Is threefold repetition a draw?
    pub repetition_draw: bool,
    /// Who moves first from the start position.
    pub first: Side,
}

impl Default for Rules {
    fn default() -> Rules {
        Preset::default().rules()
    }
}

impl Rules {
    /// The preset these options equal, if any.
    #[must_use]
    pub fn preset(&self) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.rules() == *self)
    }

    /// These rules with one option changed.
    ///
    /// ```
    /// use mathchess::games::math_chess::{Preset, RuleOption};
    /// let option: RuleOption = "points_target=25".parse()?;
    /// let rules = Preset::Chessplayx.rules().with(option);
    /// assert_eq!(rules.points_target.map(|t| t.points()), Some(25));
    /// # Ok::<_, mathchess::games::math_chess::RulesError>(())
    /// ```
    #[must_use]
    pub const fn with(self, option: RuleOption) -> Rules {
        match option {
            RuleOption::Division(division) => Rules { division, ..self },
            RuleOption::ZeroSupport(zero_support) => Rules {
                zero_support,
                ..self
            },
            RuleOption::NoMove(no_move) => Rules { no_move, ..self },
            RuleOption::PointsTarget(points_target) => Rules {
                points_target,
                ..self
            },
            RuleOption::Repetition(repetition_draw) => Rules {
                repetition_draw,
                ..self
            },
            RuleOption::First(first) => Rules { first, ..self },
        }
    }

    /// The value of the option `name`.
    #[must_use]
    pub const fn option(&self, name: RuleName) -> RuleOption {
        match name {
            RuleName::Division => RuleOption::Division(self.division),
            RuleName::ZeroSupport => RuleOption::ZeroSupport(self.zero_support),
            RuleName::NoMove => RuleOption::NoMove(self.no_move),
            RuleName::PointsTarget => RuleOption::PointsTarget(self.points_target),
            RuleName::Repetition => RuleOption::Repetition(self.repetition_draw),
            RuleName::First => RuleOption::First(self.first),
        }
    }

    /// The preset these rules differ least from, and the options that
    /// differ (in [`RuleName::ALL`] order): the preset's rules with those
    /// options give these rules back. For showing rules to people.
    ///
    /// ```
    /// use mathchess::games::math_chess::{Preset, RuleOption};
    /// let option: RuleOption = "first=red".parse()?;
    /// let rules = Preset::Wikipedia.rules().with(option);
    /// assert_eq!(rules.nearest_preset(), (Preset::Wikipedia, vec![option]));
    /// # Ok::<_, mathchess::games::math_chess::RulesError>(())
    /// ```
    #[must_use]
    pub fn nearest_preset(&self) -> (Preset, Vec<RuleOption>) {
        let changes = |preset: Preset| -> Vec<RuleOption> {
            let base = preset.rules();
            RuleName::ALL
                .into_iter()
                .map(|name| self.option(name))
                .filter(|&option| base.option(option.name()) != option)
                .collect()
        };
        Preset::ALL
            .into_iter()
            .map(|preset| (preset, changes(preset)))
            .min_by_key(|(_, changes)| changes.len())
            .expect("there are presets")
    }
}

/// The name of a rule option, as `docs/rules.md` §4 writes it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RuleName {
    Division,
    ZeroSupport,
    NoMove,
    PointsTarget,
    Repetition,
    First,
}

impl RuleName {
    /// In the order of `docs/rules.md` §4.
    pub const ALL: [RuleName; 6] = [
        RuleName::Division,
        RuleName::ZeroSupport,
        RuleName::NoMove,
        RuleName::PointsTarget,
        RuleName::Repetition,
        RuleName::First,
    ];

    /// `zero_support`, as in `docs/rules.md` §4 and on the command line.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            RuleName::Division => "division",
            RuleName::ZeroSupport => "zero_support",
            RuleName::NoMove => "no_move",
            RuleName::PointsTarget => "points_target",
            RuleName::Repetition => "repetition",
            RuleName::First => "first",
        }
    }

    /// The values the option takes, for messages: `yes or no`.
    #[must_use]
    pub const fn values(self) -> &'static str {
        match self {
            RuleName::Division => "both or remainder-first",
            RuleName::ZeroSupport => "yes or no",
            RuleName::NoMove => "loses or score",
            RuleName::PointsTarget => "none or a number from 1 to 45",
            RuleName::Repetition => "draw or off",
            RuleName::First => "blue or red",
        }
    }
}

/// `FromStr` and `Display` of a choice by its name; other text is
/// `$unknown`.
macro_rules! text_by_name {
    ($type:ident, $unknown:path) => {
        impl FromStr for $type {
            type Err = RulesError;
            fn from_str(s: &str) -> Result<$type, RulesError> {
                by_name(&$type::ALL, $type::name, s).ok_or_else(|| $unknown(s.to_owned()))
            }
        }

        impl fmt::Display for $type {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}

text_by_name!(RuleName, RulesError::UnknownOption);

/// One rule option with its value, written `NAME=VALUE` with the names and
/// values of `docs/rules.md` §4: `zero_support=no`, `points_target=25`,
/// `first=red`. The command line's `--rule` and the apps' rule settings
/// apply these on top of a preset ([`Rules::with`]).
///
/// ```
/// use mathchess::games::math_chess::{RuleOption, RulesError};
/// let option: RuleOption = "repetition=off".parse()?;
/// assert_eq!(option, RuleOption::Repetition(false));
/// assert_eq!(option.to_string(), "repetition=off");
/// assert!(matches!("zero_support=maybe".parse::<RuleOption>(), Err(RulesError::BadValue { .. })));
/// # Ok::<_, RulesError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RuleOption {
    Division(Division),
    /// `yes`: a 0 may serve as the support.
    ZeroSupport(bool),
    NoMove(NoMove),
    /// `none`, or the target.
    PointsTarget(Option<PointsTarget>),
    /// `draw`: threefold repetition is a draw; `off`: it is not.
    Repetition(bool),
    First(Side),
}

impl RuleOption {
    #[must_use]
    pub const fn name(self) -> RuleName {
        match self {
            RuleOption::Division(_) => RuleName::Division,
            RuleOption::ZeroSupport(_) => RuleName::ZeroSupport,
            RuleOption::NoMove(_) => RuleName::NoMove,
            RuleOption::PointsTarget(_) => RuleName::PointsTarget,
            RuleOption::Repetition(_) => RuleName::Repetition,
            RuleOption::First(_) => RuleName::First,
        }
    }

    /// The option `name` set to `value`, written as in `docs/rules.md` §4.
    ///
    /// # Errors
    /// [`RulesError::BadValue`] if `value` is not one of the option's values.
    pub fn parse(name: RuleName, value: &str) -> Result<RuleOption, RulesError> {
        let bad = || RulesError::BadValue {
            name,
            value: value.to_owned(),
        };
        let either = |yes: &str, no: &str| match value {
            v if v == yes => Ok(true),
            v if v == no => Ok(false),
            _ => Err(bad()),
        };
        Ok(match name {
            RuleName::Division => RuleOption::Division(
                by_name(&Division::ALL, Division::name, value).ok_or_else(bad)?,
            ),
            RuleName::ZeroSupport => RuleOption::ZeroSupport(either("yes", "no")?),
            RuleName::NoMove => {
                RuleOption::NoMove(by_name(&NoMove::ALL, NoMove::name, value).ok_or_else(bad)?)
            }
            RuleName::PointsTarget if value == "none" => RuleOption::PointsTarget(None),
            RuleName::PointsTarget => RuleOption::PointsTarget(Some(
                value
                    .parse()
                    .ok()
                    .and_then(|points| PointsTarget::new(points).ok())
                    .ok_or_else(bad)?,
            )),
            RuleName::Repetition => RuleOption::Repetition(either("draw", "off")?),
            RuleName::First => RuleOption::First(value.parse().map_err(|_| bad())?),
        })
    }
}

impl FromStr for RuleOption {
    type Err = RulesError;
    /// `NAME=VALUE`.
    fn from_str(s: &str) -> Result<RuleOption, RulesError> {
        let (name, value) = s
            .split_once('=')
            .ok_or_else(|| RulesError::NotNameValue(s.to_owned()))?;
        RuleOption::parse(name.parse()?, value)
    }
}

impl fmt::Display for RuleOption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let yes_no = |yes, no, value| if value { yes } else { no };
        write!(f, "{}=", self.name())?;
        match *self {
            RuleOption::Division(division) => f.write_str(division.name()),
            RuleOption::ZeroSupport(yes) => f.write_str(yes_no("yes", "no", yes)),
            RuleOption::NoMove(no_move) => f.write_str(no_move.name()),
            RuleOption::PointsTarget(None) => f.write_str("none"),
            RuleOption::PointsTarget(Some(target)) => write!(f, "{}", target.points()),
            RuleOption::Repetition(draw) => f.write_str(yes_no("draw", "off", draw)),
            RuleOption::First(side) => f.write_str(side.name()),
        }
    }
}

/// Named bundles of rule options.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Preset {
    /// ChessPlayX: capture the 0; no move loses.
    #[default]
    Chessplayx,
    /// The original Vietnamese rules: capture the 0, or reach 20 points.
    Classic,
    /// The Czech encyclopedia text: one division formula, no move ends on score.
    Wikipedia,
}

impl Preset {
    pub const ALL: [Preset; 3] = [Preset::Chessplayx, Preset::Classic, Preset::Wikipedia];

    /// The rule options of this preset.
    #[must_use]
    pub const fn rules(self) -> Rules {
        let base = Rules {
            division: Division::Both,
            zero_support: true,
            no_move: NoMove::Loses,
            points_target: None,
            repetition_draw: true,
            first: Side::Blue,
        };
        match self {
            Preset::Chessplayx => base,
            Preset::Classic => Rules {
                points_target: Some(PointsTarget(20)),
                ..base
            },
            Preset::Wikipedia => Rules {
                division: Division::RemainderFirst,
                no_move: NoMove::Score,
                ..base
            },
        }
    }

    /// The name used on the command line and in records.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Preset::Chessplayx => "chessplayx",
            Preset::Classic => "classic",
            Preset::Wikipedia => "wikipedia",
        }
    }
}

text_by_name!(Preset, RulesError::UnknownPreset);

/// A rule option or preset that does not exist.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    #[error("unknown rules preset {0:?} (chessplayx, classic or wikipedia)")]
    UnknownPreset(String),
    #[error("points target {0} is not between 1 and 45")]
    PointsTarget(u8),
    #[error("{0:?} is not a rule option: write NAME=VALUE, e.g. zero_support=no")]
    NotNameValue(String),
    #[error(
        "unknown rule option {0:?} (division, zero_support, no_move, points_target, repetition, first)"
    )]
    UnknownOption(String),
    #[error("rule option {name}: {value:?} is not {}", name.values())]
    BadValue { name: RuleName, value: String },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_match_the_table() {
        let classic = Preset::Classic.rules();
        assert_eq!(classic.points_target.map(PointsTarget::points), Some(20));
        let wiki = Preset::Wikipedia.rules();
        assert_eq!(wiki.division, Division::RemainderFirst);
        assert_eq!(wiki.no_move, NoMove::Score);
        for p in Preset::ALL {
            assert_eq!(p.name().parse(), Ok(p));
            assert_eq!(p.rules().preset(), Some(p));
            assert!(p.rules().zero_support && p.rules().repetition_draw);
            assert_eq!(p.rules().first, Side::Blue);
        }
        assert!("Classic".parse::<Preset>().is_err());
    }

    /// Every combination of rule options.
    fn all_rules() -> Vec<Rules> {
        let mut all = vec![Rules::default()];
        for name in RuleName::ALL {
            let values: Vec<RuleOption> = match name {
                RuleName::Division => Division::ALL.map(RuleOption::Division).to_vec(),
                RuleName::ZeroSupport => vec![
                    RuleOption::ZeroSupport(true),
                    RuleOption::ZeroSupport(false),
                ],
                RuleName::NoMove => NoMove::ALL.map(RuleOption::NoMove).to_vec(),
                RuleName::PointsTarget => std::iter::once(None)
                    .chain((1..=PointsTarget::MAX).map(|p| PointsTarget::new(p).ok()))
                    .map(RuleOption::PointsTarget)
                    .collect(),
                RuleName::Repetition => {
                    vec![RuleOption::Repetition(true), RuleOption::Repetition(false)]
                }
                RuleName::First => Side::ALL.map(RuleOption::First).to_vec(),
            };
            all = all
                .iter()
                .flat_map(|rules| values.iter().map(|&option| rules.with(option)))
                .collect();
        }
        all
    }

    #[test]
    fn rule_options_round_trip() {
        let all = all_rules();
        assert_eq!(all.len(), 2 * 2 * 2 * 46 * 2 * 2);
        for rules in all {
            for name in RuleName::ALL {
                let option = rules.option(name);
                let text = option.to_string();
                assert!(text.starts_with(&format!("{name}=")), "{text}");
                assert_eq!(text.parse(), Ok(option));
                assert_eq!(rules.with(option), rules);
            }
            let (preset, changes) = rules.nearest_preset();
            assert_eq!(
                changes.iter().fold(preset.rules(), |r, &o| r.with(o)),
                rules
            );
            assert_eq!(changes.is_empty(), rules.preset() == Some(preset));
        }
    }

    #[test]
    fn rule_option_names_and_values_are_those_of_the_rules_text() {
        let chessplayx = Preset::Chessplayx.rules();
        let cases = [
            (
                "division=remainder-first",
                Rules {
                    division: Division::RemainderFirst,
                    ..chessplayx
                },
            ),
            (
                "zero_support=no",
                Rules {
                    zero_support: false,
                    ..chessplayx
                },
            ),
            (
                "no_move=score",
                Rules {
                    no_move: NoMove::Score,
                    ..chessplayx
                },
            ),
            (
                "points_target=15",
                Rules {
                    points_target: PointsTarget::new(15).ok(),
                    ..chessplayx
                },
            ),
            (
                "repetition=off",
                Rules {
                    repetition_draw: false,
                    ..chessplayx
                },
            ),
            (
                "first=red",
                Rules {
                    first: Side::Red,
                    ..chessplayx
                },
            ),
        ];
        for (text, rules) in cases {
            let option: RuleOption = text.parse().unwrap();
            assert_eq!(chessplayx.with(option), rules, "{text}");
        }
        let classic = Preset::Classic.rules();
        assert_eq!(
            classic.with("points_target=none".parse().unwrap()),
            chessplayx
        );
        // The values records use are the same names.
        for division in Division::ALL {
            assert_eq!(serde_json::to_value(division).unwrap(), division.name());
        }
        for no_move in NoMove::ALL {
            assert_eq!(serde_json::to_value(no_move).unwrap(), no_move.name());
        }
    }

    #[test]
    fn bad_rule_options_name_what_is_wrong() {
        let bad = |text: &str| text.parse::<RuleOption>().unwrap_err();
        assert_eq!(
            bad("zero_support"),
            RulesError::NotNameValue("zero_support".into())
        );
        assert_eq!(
            bad("zero-support=no"),
            RulesError::UnknownOption("zero-support".into())
        );
        assert_eq!(bad("=no"), RulesError::UnknownOption(String::new()));
        for (text, name, value) in [
            ("zero_support=maybe", RuleName::ZeroSupport, "maybe"),
            ("points_target=0", RuleName::PointsTarget, "0"),
            ("points_target=46", RuleName::PointsTarget, "46"),
            ("points_target=300", RuleName::PointsTarget, "300"),
            ("points_target=", RuleName::PointsTarget, ""),
            ("first=Red", RuleName::First, "Red"),
            ("division=both=both", RuleName::Division, "both=both"),
            ("repetition=on", RuleName::Repetition, "on"),
            ("no_move=lose", RuleName::NoMove, "lose"),
        ] {
            assert_eq!(
                bad(text),
                RulesError::BadValue {
                    name,
                    value: value.into()
                },
                "{text}"
            );
        }
        assert_eq!(
            bad("zero_support=maybe").to_string(),
            "rule option zero_support: \"maybe\" is not yes or no"
        );
    }

    #[test]
    fn points_target_bounds() {
        assert!(PointsTarget::new(0).is_err());
        assert!(PointsTarget::new(46).is_err());
        assert_eq!(PointsTarget::new(45).map(PointsTarget::points), Ok(45));
    }
}
