//! The computer's turn: one blocking search that a shell runs off the main
//! thread, without holding the session's lock, and that the session can
//! cancel.
//!
//! The session hands out a [`ComputerTurn`] (a copy of the game, the
//! search's [`SearchHandle`] and a generation number); the search runs on it; its [`ComputerMove`] is
//! applied only if the game has not changed since (undo, new game, load and
//! resignation raise the stop flag and make the result stale). A search
//! that panics (a bug) fails only that turn: the session stays usable, and
//! the turn can be taken again or the player's move undone.
//! [`play_computer_turn`] does the whole round trip for a `Mutex<Session>`,
//! so that the bindings hold no logic.

use std::sync::{atomic::AtomicBool, Mutex, MutexGuard, PoisonError};

use super::{GameOf, GameSession, MathChess, Mode, Playable, PlayedOf, SearchHandle, SessionError};
use crate::{search::Level, unwind::catch_panic};

/// Finds the computer's move: the engine, seen from the session.
pub trait ComputerPlayer<G: Playable = MathChess>: Send + Sync {
    /// The move to play in `game` at `level` and the formula to claim for a
    /// capture; `None` if stopped through `stop` or if there is no move.
    /// Deterministic for a given `seed`.
    fn pick(&self, game: &GameOf<G>, level: Level, stop: &AtomicBool, seed: u64)
        -> Option<G::Move>;
}

/// A search to run for the computer, taken from the session. Dropping it
/// cancels the search; the session may then hand out another.
#[derive(Debug)]
pub struct ComputerTurn<G: Playable = MathChess> {
    game: GameOf<G>,
    level: Level,
    seed: u64,
    handle: SearchHandle,
    generation: u64,
}

impl<G: Playable> ComputerTurn<G> {
    /// The game to search.
    #[must_use]
    pub fn game(&self) -> &GameOf<G> {
        &self.game
    }

    #[must_use]
    pub fn level(&self) -> Level {
        self.level
    }

    /// Cancelled when the session no longer wants the result.
    #[must_use]
    pub fn handle(&self) -> &SearchHandle {
        &self.handle
    }

    /// Runs the search; blocks until `picker` returns. A panic in `picker`
    /// becomes a failed result: the search saw only this turn's copy of the
    /// game, which nothing uses after it.
    #[must_use]
    pub fn run(&self, picker: &dyn ComputerPlayer<G>) -> ComputerMove<G> {
        ComputerMove {
            generation: self.generation,
            choice: self
                .handle
                .run(|stop| catch_panic(|| picker.pick(&self.game, self.level, stop, self.seed))),
        }
    }
}

/// The result of a [`ComputerTurn`], for [`GameSession::apply_computer_move`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComputerMove<G: Playable = MathChess> {
    generation: u64,
    /// The move found, if any, or the message of the search's panic.
    choice: Result<Option<G::Move>, String>,
}

impl<G: Playable> GameSession<G> {
    /// Should the computer's search start now? It is to move, no search
    /// runs (one whose turn was dropped unplayed no longer does), and the
    /// last one did not give up on the game as it stands.
    #[must_use]
    pub fn should_start_computer(&self) -> bool {
        let running = self
            .computer
            .running
            .as_ref()
            .is_some_and(|search| !search.is_cancelled());
        self.computer_to_move() && !running && !self.computer.gave_up
    }

    /// The search to run when [`GameSession::should_start_computer`] says so;
    /// `None` otherwise.
    pub fn computer_turn(&mut self) -> Option<ComputerTurn<G>> {
        let Mode::VsComputer { level, .. } = self.mode else {
            return None;
        };
        if !self.should_start_computer() {
            return None;
        }
        let handle = SearchHandle::new();
        self.computer.running = Some(handle.canceller());
        Some(ComputerTurn {
            game: self.game.clone(),
            level,
            seed: self.seed.wrapping_add(self.game.plies() as u64),
            handle,
            generation: self.computer.generation,
        })
    }

    /// Plays the computer's move, unless the game changed since its turn was
    /// taken (then `Ok(None)`: the result is stale and ignored).
    ///
    /// # Errors
    /// [`SessionError::NoComputerMove`] if the search found nothing, or
    /// [`SessionError::ComputerFailed`] if it panicked; [`SessionError::Game`]
    /// if its move is not legal; either way its turn is not handed out again
    /// until the game changes.
    pub fn apply_computer_move(
        &mut self,
        result: ComputerMove<G>,
    ) -> Result<Option<PlayedOf<G>>, SessionError> {
        if result.generation != self.computer.generation {
            return Ok(None);
        }
        self.computer.running = None;
        // Until a move lands (and changes the game), this game is given up on.
        self.computer.gave_up = true;
        let m = result
            .choice
            .map_err(SessionError::ComputerFailed)?
            .ok_or(SessionError::NoComputerMove)?;
        self.play(m).map(Some)
    }
}

/// Takes the computer's turn from `session`, searches without holding the
/// lock, and applies the move if it is still wanted. Returns the move played,
/// or `None` when the computer was not to move or the result came too late.
/// Run it on a background thread; undo or a new game stops it.
///
/// # Errors
/// As [`GameSession::apply_computer_move`].
pub fn play_computer_turn<G: Playable>(
    session: &Mutex<GameSession<G>>,
    picker: &dyn ComputerPlayer<G>,
) -> Result<Option<PlayedOf<G>>, SessionError> {
    let Some(turn) = lock(session).computer_turn() else {
        return Ok(None);
    };
    let result = turn.run(picker);
    lock(session).apply_computer_move(result)
}

/// Locks a shared session. The session's methods leave it consistent at every
/// return, so a panic on another thread holding the lock cannot have left it
/// half-changed: a poisoned lock is used as it is.
pub fn lock<G: Playable>(session: &Mutex<GameSession<G>>) -> MutexGuard<'_, GameSession<G>> {
    session.lock().unwrap_or_else(PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        games::math_chess::session_tests::FirstLegal,
        games::math_chess::{Game, Move, Op, Rules},
        session::{Session, Tapped},
        Side,
    };

    /// A search with a bug.
    struct Panics;

    impl ComputerPlayer for Panics {
        fn pick(&self, _: &Game, _: Level, _: &AtomicBool, _: u64) -> Option<(Move, Option<Op>)> {
            panic!("a bug in the search")
        }
    }

    /// Blue has played c1-c4 against the computer, which is to move.
    fn computer_to_move() -> Mutex<Session> {
        let mode = Mode::VsComputer {
            human: Side::Blue,
            level: Level::MIN,
        };
        let mut session = Session::new(Rules::default(), mode);
        for square in ["c1", "c4"] {
            session.tap(square.parse().unwrap()).unwrap();
        }
        Mutex::new(session)
    }

    #[test]
    fn a_failed_search_fails_its_turn_only() {
        let session = computer_to_move();
        let failed = play_computer_turn(&session, &Panics);
        assert_eq!(
            failed,
            Err(SessionError::ComputerFailed("a bug in the search".into()))
        );
        assert_eq!(lock(&session).game().plies(), 1);
        // The turn is not handed out again until the game changes, so no
        // shell retries a failing search forever.
        assert!(!lock(&session).snapshot().start_computer);
        assert_eq!(play_computer_turn(&session, &FirstLegal), Ok(None));
        // Undo changes the game: the player moves again, and then the
        // computer's turn comes back and is played.
        lock(&session).undo().unwrap();
        lock(&session).tap("c1".parse().unwrap()).unwrap();
        lock(&session).tap("c4".parse().unwrap()).unwrap();
        assert!(lock(&session).snapshot().start_computer);
        assert!(play_computer_turn(&session, &FirstLegal).unwrap().is_some());
        assert_eq!(
            lock(&session).tap("c4".parse().unwrap()),
            Ok(Tapped::Selected)
        );
    }

    #[test]
    fn after_a_failed_search_the_player_can_undo_and_tap() {
        let session = computer_to_move();
        assert!(play_computer_turn(&session, &Panics).is_err());
        let mut session = lock(&session);
        assert!(session.snapshot().thinking, "the computer is still to move");
        session.undo().unwrap();
        assert!(!session.snapshot().thinking);
        assert_eq!(session.tap("c1".parse().unwrap()), Ok(Tapped::Selected));
        assert!(matches!(
            session.tap("c4".parse().unwrap()),
            Ok(Tapped::Played(_))
        ));
        assert!(
            session.computer_turn().is_some(),
            "the computer's turn again"
        );
    }
}
