//! A hint: the strongest level's move for the side to move, as a screen
//! shows it.

use std::sync::{atomic::AtomicBool, Mutex};

use super::{lock, Session};
use crate::{engine, notation::MoveText, Game};

/// The move the strongest level would play, and the line it expects.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Hint {
    /// The move with the formula to claim (`d3xd7=7-4`); its squares are
    /// `best.from` and `best.to`.
    pub best: MoveText,
    /// The expected line of play, starting with `best`.
    pub line: Vec<MoveText>,
}

impl Hint {
    /// The hint for the side to move in `game`; `None` when the game is
    /// over. Blocks for about a second (the strongest level's budget).
    #[must_use]
    pub fn of(game: &Game) -> Option<Hint> {
        let result = engine::hint(game, &AtomicBool::new(false))?;
        let position = game.position();
        Some(Hint {
            best: MoveText::of(position, result.best, result.claim),
            line: result.line_text(position),
        })
    }
}

impl Session {
    /// The hint for the side to move in the live game; `None` when it is
    /// over. Blocks for about a second.
    #[must_use]
    pub fn hint(&self) -> Option<Hint> {
        Hint::of(&self.game)
    }
}

/// [`Session::hint`] for a shared session: the search runs on a copy of the
/// game, without holding the lock.
#[must_use]
pub fn find_hint(session: &Mutex<Session>) -> Option<Hint> {
    let game = lock(session).game.clone();
    Hint::of(&game)
}
