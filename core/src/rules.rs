//! Rule options and presets (`RULES.md` §4).

use std::{fmt, str::FromStr};

use serde::{Deserialize, Serialize};

use crate::Side;

/// How division gives a capture distance.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Division {
    /// Quotient and remainder are separate formulas, each used when > 0.
    Both,
    /// One division formula: the remainder if it is not 0, else the quotient.
    RemainderFirst,
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

impl TryFrom<u8> for PointsTarget {
    type Error = RulesError;
    fn try_from(points: u8) -> Result<PointsTarget, RulesError> {
        PointsTarget::new(points)
    }
}

impl From<PointsTarget> for u8 {
    fn from(target: PointsTarget) -> u8 {
        target.0
    }
}

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

impl FromStr for Preset {
    type Err = RulesError;
    fn from_str(s: &str) -> Result<Preset, RulesError> {
        Preset::ALL
            .into_iter()
            .find(|p| p.name() == s)
            .ok_or_else(|| RulesError::UnknownPreset(s.to_owned()))
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A rule option or preset that does not exist.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    #[error("unknown rules preset {0:?} (chessplayx, classic or wikipedia)")]
    UnknownPreset(String),
    #[error("points target {0} is not between 1 and 45")]
    PointsTarget(u8),
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

    #[test]
    fn points_target_bounds() {
        assert!(PointsTarget::new(0).is_err());
        assert!(PointsTarget::new(46).is_err());
        assert_eq!(PointsTarget::new(45).map(PointsTarget::points), Ok(45));
    }
}
