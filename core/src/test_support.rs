//! What the unit tests of both games share: squares and games from their
//! text.

use std::{fmt::Debug, str::FromStr};

use crate::record::Replay;

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
