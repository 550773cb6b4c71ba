//! A hint: the strongest level's move for the side to move, as a screen
//! shows it, found by a [`HintJob`] off the main thread.

use std::sync::{atomic::AtomicBool, Mutex};

use super::{lock, SearchHandle, Session};
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
    /// over or `stop` was raised before a move was found. Blocks for about
    /// a second (the strongest level's budget).
    fn search(game: &Game, stop: &AtomicBool) -> Option<Hint> {
        let result = engine::hint(game, stop)?;
        let position = game.position();
        Some(Hint {
            best: MoveText::of(position, result.best, result.claim()),
            line: result.line_text(position),
        })
    }
}

/// The search for a hint in the game as it stood when the job was taken
/// ([`Session::hint_job`]); it never holds the session, so taps go on while
/// it runs. Dropping it cancels the search.
#[derive(Debug)]
pub struct HintJob {
    game: Game,
    handle: SearchHandle,
}

impl HintJob {
    /// Finds the hint; blocks for about a second, less when cancelled (then
    /// it holds the best move found so far, if any).
    #[must_use]
    pub fn run(&self) -> Option<Hint> {
        self.handle.run(|stop| Hint::search(&self.game, stop))
    }

    /// Cancels the search, tells whether it has finished.
    #[must_use]
    pub fn handle(&self) -> &SearchHandle {
        &self.handle
    }
}

impl Session {
    /// A hint search for the side to move in the live game.
    #[must_use]
    pub fn hint_job(&self) -> HintJob {
        HintJob {
            game: self.game.clone(),
            handle: SearchHandle::new(),
        }
    }

    /// The hint for the side to move in the live game; `None` when it is
    /// over. Blocks for about a second ([`Session::hint_job`] runs it off
    /// the main thread, and can be cancelled).
    #[must_use]
    pub fn hint(&self) -> Option<Hint> {
        self.hint_job().run()
    }
}

/// [`Session::hint`] for a shared session: the search runs on a copy of the
/// game, without holding the lock.
#[must_use]
pub fn find_hint(session: &Mutex<Session>) -> Option<Hint> {
    let job = lock(session).hint_job();
    job.run()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{session::Mode, Rules};

    #[test]
    fn a_cancelled_hint_job_ends_with_a_legal_move_or_none() {
        let session = Session::new(Rules::default(), Mode::TwoPlayers);
        let job = session.hint_job();
        job.handle().cancel();
        assert!(!job.handle().is_finished());
        if let Some(hint) = job.run() {
            let game = session.game();
            assert!(game.position().resolve(game.rules(), &hint.best).is_ok());
        }
        assert!(job.handle().is_finished());
    }

    #[test]
    fn a_hint_job_finds_the_sessions_hint() {
        let session = Session::new(Rules::default(), Mode::TwoPlayers);
        let job = session.hint_job();
        let hint = job.run().expect("a move at the start");
        assert_eq!(hint.line.first(), Some(&hint.best));
        assert_eq!(session.hint(), Some(hint), "the same search");
    }
}
