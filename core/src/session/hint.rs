//! A hint: the strongest level's move for the side to move, as a screen
//! shows it, found by a [`HintJob`] off the main thread and handed back to
//! the session ([`GameSession::show_hint`]), which shows it in its
//! snapshots until the game moves on.

use std::sync::Mutex;

use super::{
    lock, GameOf, GameSession, MathChess, Playable, SearchHandle, SessionError, SquareOf, TextOf,
};

/// The strongest level's move for the side to move, with the line it expects.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Hint<G: Playable = MathChess> {
    /// The move, with its claimed formula in the first game.
    pub best: TextOf<G>,
    pub from: SquareOf<G>,
    pub to: SquareOf<G>,
    /// The expected line of play, from `best` on.
    pub line: Vec<TextOf<G>>,
    /// The session's revision the hint belongs to (when its job was taken):
    /// it is shown only while the revision stays.
    pub revision: u64,
}

/// The search for a hint in the game as it stood when the job was taken;
/// it never holds the session, so taps go on while it runs.
#[derive(Debug)]
pub struct HintJob<G: Playable = MathChess> {
    game: GameOf<G>,
    handle: SearchHandle,
    revision: u64,
}

impl<G: Playable> HintJob<G> {
    /// The hint; `None` when the game is over or the job was cancelled
    /// before a move was found. Blocks for about a second.
    #[must_use]
    pub fn run(&self) -> Option<Hint<G>> {
        let hint = self.handle.run(|stop| G::hint(&self.game, stop))?;
        Some(Hint {
            revision: self.revision,
            ..hint
        })
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
            revision: self.revision,
        }
    }

    /// The hint, found here and now (blocks for about a second).
    #[must_use]
    pub fn hint(&self) -> Option<Hint<G>> {
        self.hint_job().run()
    }

    /// Shows `hint` in the snapshots (`Snapshot::hint`) until the game
    /// moves on: any change of revision (a move, an undo, a new game, a
    /// turned board) drops it, and browsing history hides it.
    ///
    /// # Errors
    /// [`SessionError::StaleHint`] if the session's revision is no longer
    /// the hint's; nothing changes then.
    pub fn show_hint(&mut self, hint: Hint<G>) -> Result<(), SessionError> {
        if hint.revision != self.revision {
            return Err(SessionError::StaleHint);
        }
        self.hint = Some(hint);
        Ok(())
    }

    /// The hint shown now, if any.
    pub(super) fn current_hint(&self) -> Option<&Hint<G>> {
        self.hint
            .as_ref()
            .filter(|hint| hint.revision == self.revision && self.browsing.is_none())
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
        games::math_chess::session_tests::{session_at, sq, HUMAN_BLUE, START},
        games::math_chess::Rules,
        session::{Mode, Session, SessionError},
        Side,
    };

    #[test]
    fn a_hint_shown_until_the_game_moves_on() {
        let mut session = Session::new(Rules::default(), Mode::TwoPlayers);
        let may_hint = |s: &Session| {
            let snapshot = s.snapshot();
            (
                snapshot.players.blue.may_hint,
                snapshot.players.red.may_hint,
            )
        };
        assert_eq!(may_hint(&session), (true, false), "the side to move only");
        let hint = session.hint_job().run().expect("a move at the start");
        assert_eq!(hint.revision, session.snapshot().revision);
        session.show_hint(hint.clone()).unwrap();
        assert_eq!(session.snapshot().hint, Some(hint.clone()));
        assert_eq!(may_hint(&session), (false, false), "one is shown");
        session.tap(hint.from).unwrap();
        session.tap(hint.to).unwrap();
        assert_eq!(session.snapshot().hint, None, "a move drops it");
        assert_eq!(may_hint(&session), (false, true));
        assert_eq!(session.show_hint(hint), Err(SessionError::StaleHint));
        assert_eq!(session.snapshot().hint, None, "a stale hint is not shown");
        let hint = session.hint_job().run().unwrap();
        session.show_hint(hint.clone()).unwrap();
        // Browsing hides it; back live, it is shown again.
        session.browse_back().unwrap();
        assert_eq!(session.snapshot().hint, None, "not while browsing");
        assert_eq!(may_hint(&session), (false, false));
        session.leave_browsing();
        assert_eq!(session.snapshot().hint, Some(hint));
        session.undo().unwrap();
        assert_eq!(session.snapshot().hint, None, "an undo drops it");
    }

    #[test]
    fn no_hint_for_the_computer_or_a_game_over() {
        let mut session = session_at(START, HUMAN_BLUE);
        assert!(session.snapshot().players.blue.may_hint);
        session.tap(sq("c1")).unwrap();
        session.tap(sq("c4")).unwrap();
        let s = session.snapshot();
        assert!(!s.players.red.may_hint && !s.players.blue.may_hint);
        session.undo().unwrap();
        session.resign(Side::Blue).unwrap();
        let s = session.snapshot();
        assert!(!s.players.red.may_hint && !s.players.blue.may_hint);
    }

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
