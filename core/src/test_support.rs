//! What the unit tests of both games share: the start positions, squares
//! and games from their text, text that round-trips or is refused, and records edited by hand.

use std::{
    fmt::{Debug, Display},
    str::FromStr,
};

use crate::{
    game::Game,
    record::{self, GameInfo, GameRecord, RecordError, Recorded, Replay},
};

/// The start position strings of the two games, Blue to move.
pub(crate) const MATH_CHESS_START: &str =
    "R9R8R7R6R5R4R3R2R1/4R04/9/9/9/9/9/9/9/4B04/B1B2B3B4B5B6B7B8B9 b";
pub(crate) const FLAG_START: &str = "R11,R9,R7,R5,R3,R1,R2,R4,R6,R8,R10/5,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/B10,B8,B6,B4,B2,B1,B3,B5,B7,B9,B11 b - - 0";

/// A square (or any value) from its text; the test fails on bad text.
pub(crate) fn sq<T: FromStr>(text: &str) -> T
where
    T::Err: Debug,
{
    text.parse().unwrap()
}

/// Each text reads as a `T` and writes back as itself.
pub(crate) fn assert_round_trips<T: FromStr + Display>(texts: &[&str])
where
    T::Err: Debug,
{
    for text in texts {
        assert_eq!(sq::<T>(text).to_string(), *text);
    }
}

/// `text` reads as `value`, and `value` writes as `text`.
pub(crate) fn assert_text<T>(value: &T, text: &str)
where
    T: FromStr + Display + PartialEq + Debug,
    T::Err: Debug,
{
    assert_eq!(sq::<T>(text), *value);
    assert_eq!(value.to_string(), text);
}

/// Each text is refused as a `T` with its error.
pub(crate) fn assert_refused<T, S>(cases: &[(S, T::Err)])
where
    T: FromStr + Debug + PartialEq,
    T::Err: Debug + PartialEq,
    S: AsRef<str>,
{
    for (text, error) in cases {
        let text = text.as_ref();
        assert_eq!(text.parse::<T>().as_ref(), Err(error), "{text:?}");
    }
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

/// Each move text is refused and leaves `game` as it was.
pub(crate) fn assert_moves_refused<G: Replay + Clone + PartialEq + Debug>(
    game: &mut G,
    texts: &[&str],
) {
    let before = game.clone();
    for text in texts {
        assert!(game.play_text(text).is_err(), "{text:?}");
        assert_eq!(*game, before);
    }
}

/// Loads the record of `game` after `edit` (a field changed by hand).
pub(crate) fn edited<L: Recorded>(
    game: &Game<L>,
    edit: impl FnOnce(&mut GameRecord<L>),
) -> Result<(Game<L>, GameInfo), RecordError<L>> {
    let mut stored = GameRecord::of(game, GameInfo::default());
    edit(&mut stored);
    record::load(&stored.to_json())
}
