//! The rule options of `docs/flag-rules.md` §7. Every other rule is fixed.

use serde::{Deserialize, Serialize};

use super::{ParsePositionError, Position};
use crate::Side;

/// Whether the third occurrence of a position is a draw.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Repetition {
    Draw,
    Off,
}

/// A complete set of rule options.
///
/// ```
/// use mathchess::{games::capture_the_flag::{Repetition, Rules}, Side};
/// let rules = Rules::default();
/// assert_eq!((rules.first, rules.quiet_limit, rules.repetition), (Side::Blue, 200, Repetition::Draw));
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// Who moves first from the start position.
    pub first: Side,
    /// A draw after this many plies in a row without a capture; 0 is off.
    pub quiet_limit: u32,
    pub repetition: Repetition,
}

impl Rules {
    /// Checks that a game under these rules may start from `start`: its
    /// quiet plies are below `quiet_limit` when there is one (§9).
    ///
    /// # Errors
    /// [`ParsePositionError::QuietLimit`] when they are not.
    pub fn check_start(&self, start: &Position) -> Result<(), ParsePositionError> {
        let (quiet, limit) = (start.quiet_plies(), self.quiet_limit);
        if limit > 0 && quiet >= limit {
            return Err(ParsePositionError::QuietLimit { quiet, limit });
        }
        Ok(())
    }
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            first: Side::Blue,
            quiet_limit: 200,
            repetition: Repetition::Draw,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_start_is_below_the_quiet_limit() {
        let at = |quiet: u32| -> Position {
            format!("R1,10/11/11/11/11/11/11/11/11/11/11/B1,10 b - - {quiet}")
                .parse()
                .unwrap()
        };
        let rules = Rules::default();
        assert_eq!(rules.check_start(&at(199)), Ok(()));
        for quiet in [200, 4_294_967_295] {
            assert_eq!(
                rules.check_start(&at(quiet)),
                Err(ParsePositionError::QuietLimit { quiet, limit: 200 })
            );
        }
        let off = Rules {
            quiet_limit: 0,
            ..rules
        };
        assert_eq!(off.check_start(&at(4_294_967_295)), Ok(()));
    }
}
