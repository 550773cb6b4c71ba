//! A hint: the strongest level's move for the side to move, as a screen
//! shows it, found by a [`HintJob`] off the main thread.

use std::sync::Mutex;

use super::{lock, GameSession, MathChess, Playable, SearchHandle};

/// The strongest level's move for the side to move, with the line it expects.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Hint<G: Playable = MathChess> {
    /// The move, with its claimed formula in the first game.
    pub best: G::Text,
    pub from: G::Square,
    pub to: G::Square,
    /// The expected line of play, from `best` on.
    pub line: Vec<G::Text>,
}

/// The search for a hint in the game as it stood when the job was taken;
/// it never holds the session, so taps go on while it runs.
#[derive(Debug)]
pub struct HintJob<G: Playable = MathChess> {
    game: G::Game,
    handle: SearchHandle,
}

impl<G: Playable> HintJob<G> {
    /// The hint; `None` when the game is over or the job was cancelled
    /// before a move was found. Blocks for about a second.
    #[must_use]
    pub fn run(&self) -> Option<Hint<G>> {
        self.handle.run(|stop| G::hint(&self.game, stop))
    }

    #[must_use]
    pub fn handle(&self) -> &SearchHandle {
        &self.handle
    }
}

impl<G: Playable> GameSession<G> {
    /// A hint search over a copy of the game as it stands.
    #[must_use]
    pub fn hint_job(&self) -> HintJob<G> {
        HintJob {
            game: self.game.clone(),
            handle: SearchHandle::new(),
        }
    }

    /// The hint, found here and now (blocks for about a second).
    #[must_use]
    pub fn hint(&self) -> Option<Hint<G>> {
        self.hint_job().run()
    }
}

/// A hint for the game in `session`, searched without holding the lock.
#[must_use]
pub fn find_hint<G: Playable>(session: &Mutex<GameSession<G>>) -> Option<Hint<G>> {
    let job = lock(session).hint_job();
    job.run()
}

#[cfg(test)]
mod tests {
    use crate::{
        math_chess::Rules,
        session::{Mode, Session},
    };

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
