//! What both games' integration tests share, included by each test crate
//! (`tests/math_chess/`, `tests/flag/`) as its `support` module.

use std::fmt::Debug;

use mathchess::{
    game::Game,
    record::{self, GameInfo, Recorded},
};
use proptest::prelude::*;

/// Checks that `game` saved as its record loads back with the same
/// moves, ending and position.
pub fn round_trips<L: Recorded + Debug>(game: &Game<L>) -> Result<(), TestCaseError> {
    let json = record::save(game, GameInfo::default());
    let (loaded, _) = record::load::<L>(&json).unwrap();
    prop_assert_eq!(loaded.history(), game.history());
    prop_assert_eq!(loaded.outcome(), game.outcome());
    prop_assert_eq!(loaded.position(), game.position());
    Ok(())
}
