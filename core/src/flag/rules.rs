//! The rule options of `docs/flag-rules.md` §7. Every other rule is fixed.

use serde::{Deserialize, Serialize};

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
/// use mathchess::{flag::{Repetition, Rules}, Side};
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

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            first: Side::Blue,
            quiet_limit: 200,
            repetition: Repetition::Draw,
        }
    }
}
