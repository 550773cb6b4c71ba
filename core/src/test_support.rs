//! What the unit tests of both games share: squares and games from their
//! text, and records edited by hand.

use std::{fmt::Debug, str::FromStr};

use crate::record::{self, GameInfo, Replay, Stored};

/// A square (or any value) from its text; the test fails on bad text.
pub(crate) fn sq<T: FromStr>(text: &str) -> T
where
    T::Err: Debug,
{
    text.parse().unwrap()
}

/// A game under `rules` from `position`, with `moves` played.
pub(crate) fn game<G: Replay>(rules: G::Rules, position: &str, moves: &[&str]) -> G
where
    G::Position: FromStr,
    <G::Position as FromStr>::Err: Debug,
    G::Error: Debug,
{
    let mut game = G::from_position(rules, sq(position));
    for text in moves {
        game.play_text(text).unwrap();
    }
    game
}

/// Loads the record of `game` after `edit` (a field changed by hand).
pub(crate) fn edited<R: Stored>(
    game: &R::Game,
    edit: impl FnOnce(&mut R),
) -> Result<(R::Game, GameInfo), R::Error> {
    let mut stored = R::of(game, GameInfo::default());
    edit(&mut stored);
    record::load::<R>(&stored.to_json())
}
