//! Rule options and presets, as seen from Kotlin and Swift.

use mathchess::{
    games::math_chess::{Division, NoMove, PointsTarget, Preset, Rules},
    Side,
};

use crate::FfiError;

#[uniffi::remote(Enum)]
pub enum Side {
    Blue,
    Red,
}

#[uniffi::remote(Enum)]
pub enum Preset {
    Chessplayx,
    Classic,
    Wikipedia,
}

#[uniffi::remote(Enum)]
pub enum Division {
    Both,
    RemainderFirst,
}

#[uniffi::remote(Enum)]
pub enum NoMove {
    Loses,
    Score,
}

/// Every rule option of `docs/rules.md` §4.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RuleOptions {
    pub division: Division,
    pub zero_support: bool,
    pub no_move: NoMove,
    /// 1 to 45, or none.
    pub points_target: Option<u8>,
    pub repetition_draw: bool,
    pub first: Side,
}

impl From<Rules> for RuleOptions {
    fn from(rules: Rules) -> RuleOptions {
        RuleOptions {
            division: rules.division,
            zero_support: rules.zero_support,
            no_move: rules.no_move,
            points_target: rules.points_target.map(PointsTarget::points),
            repetition_draw: rules.repetition_draw,
            first: rules.first,
        }
    }
}

impl TryFrom<RuleOptions> for Rules {
    type Error = FfiError;
    fn try_from(options: RuleOptions) -> Result<Rules, FfiError> {
        Ok(Rules {
            division: options.division,
            zero_support: options.zero_support,
            no_move: options.no_move,
            points_target: options
                .points_target
                .map(|points| {
                    PointsTarget::new(points).map_err(|_| FfiError::InvalidPointsTarget { points })
                })
                .transpose()?,
            repetition_draw: options.repetition_draw,
            first: options.first,
        })
    }
}

/// The rule options of a preset.
#[uniffi::export]
pub fn preset_rules(preset: Preset) -> RuleOptions {
    preset.rules().into()
}

/// The preset these options equal, if any.
#[uniffi::export]
pub fn preset_of(rules: RuleOptions) -> Option<Preset> {
    Rules::try_from(rules).ok()?.preset()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_round_trip() {
        for preset in Preset::ALL {
            assert_eq!(preset_of(preset_rules(preset)), Some(preset));
        }
        let bad = RuleOptions {
            points_target: Some(0),
            ..preset_rules(Preset::Classic)
        };
        assert!(matches!(
            Rules::try_from(bad.clone()),
            Err(FfiError::InvalidPointsTarget { points: 0 })
        ));
        assert_eq!(preset_of(bad), None);
    }

    #[test]
    fn any_options_are_a_preset_or_none() {
        for preset in Preset::ALL {
            let rules = preset_rules(preset);
            for points_target in (0..=u8::MAX).map(Some).chain([None]) {
                let options = RuleOptions {
                    points_target,
                    ..rules.clone()
                };
                let found = preset_of(options.clone());
                assert_eq!(found.map(preset_rules), found.map(|_| options));
            }
        }
    }
}
