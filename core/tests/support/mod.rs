//! What both games' integration tests share, included by each test crate
//! (`tests/math_chess/`, `tests/flag/`) as its `support` module.

use std::fmt::Debug;

use mathchess::{
    game::{Game, Referee},
    record::{self, GameInfo, Stored},
};
use proptest::prelude::*;

/// Checks that `game` saved as the record `R` loads back with the same
/// moves, ending and position.
pub fn round_trips<L, R>(game: &Game<L>) -> Result<(), TestCaseError>
where
    L: Referee,
    R: Stored<Game = Game<L>>,
    R::Error: Debug,
{
    let json = record::save::<R>(game, GameInfo::default());
    let (loaded, _) = record::load::<R>(&json).unwrap();
    prop_assert_eq!(loaded.history(), game.history());
    prop_assert_eq!(loaded.outcome(), game.outcome());
    prop_assert_eq!(loaded.position(), game.position());
    Ok(())
}
