//! The game session object: one tap in, one snapshot out.

use std::sync::{atomic::AtomicBool, Arc, Mutex};

use mathchess::{
    engine::{self, LevelPlayer},
    notation::MoveText,
    record,
    session::{self, Mode, Orientation, Session, SessionError},
    Game, Rules, Side,
};

use crate::{FfiError, RuleOptions, Snapshot};

/// The engine's suggestion for the side to move.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Hint {
    /// Move text with the claimed formula, e.g. `d3xd7=7-4`.
    pub best: String,
    pub from: u8,
    pub to: u8,
    /// The expected line of play, starting with `best`, as move text.
    pub line: Vec<String>,
}

/// A game on this device. Thread-safe: the computer's move may run on a
/// background thread while the UI thread reads the snapshot, undoes (which
/// cancels the search) or starts a new game.
#[derive(Debug, uniffi::Object)]
pub struct GameSession(Mutex<Session>);

impl GameSession {
    /// Runs `action` on the locked session and returns the snapshot after it.
    fn act<T>(
        &self,
        action: impl FnOnce(&mut Session) -> Result<T, SessionError>,
    ) -> Result<Snapshot, FfiError> {
        let mut session = session::lock(&self.0);
        action(&mut session)?;
        Ok(session.snapshot().into())
    }
}

#[uniffi::export]
impl GameSession {
    /// A new game from the start position.
    ///
    /// # Errors
    /// [`FfiError::InvalidRules`] or [`FfiError::InvalidLevel`].
    #[uniffi::constructor]
    pub fn new(rules: RuleOptions, mode: Mode) -> Result<Arc<GameSession>, FfiError> {
        let session = Session::new(rules.try_into()?, mode)?;
        Ok(Arc::new(GameSession(Mutex::new(session))))
    }

    /// A game from a position string (a puzzle or an analysis position).
    ///
    /// # Errors
    /// [`FfiError::InvalidPosition`], [`FfiError::InvalidRules`] or [`FfiError::InvalidLevel`].
    #[uniffi::constructor]
    pub fn from_position(
        position: String,
        rules: RuleOptions,
        mode: Mode,
    ) -> Result<Arc<GameSession>, FfiError> {
        let game = Game::from_position(Rules::try_from(rules)?, position.parse()?);
        Ok(Arc::new(GameSession(Mutex::new(Session::from_game(
            game, mode,
        )?))))
    }

    /// A game restored from a saved JSON record.
    ///
    /// # Errors
    /// [`FfiError::InvalidRecord`] naming what is wrong; nothing is half-loaded.
    #[uniffi::constructor]
    pub fn restore(json: String, mode: Mode) -> Result<Arc<GameSession>, FfiError> {
        let (game, _) = record::load(&json).map_err(SessionError::from)?;
        Ok(Arc::new(GameSession(Mutex::new(Session::from_game(
            game, mode,
        )?))))
    }

    pub fn snapshot(&self) -> Snapshot {
        session::lock(&self.0).snapshot().into()
    }

    /// A tap on the square with this index (the `square` of a cell). A tap
    /// that does nothing is not an error: the snapshot's `rejection` says why.
    ///
    /// # Errors
    /// [`FfiError::NoSuchSquare`] if `square` is not 0..99.
    pub fn tap(&self, square: u32) -> Result<Snapshot, FfiError> {
        self.act(|s| match s.tap_index(square) {
            Err(SessionError::Rejected(_)) => Ok(()),
            other => other.map(drop),
        })
    }

    /// Plays option `index` of the open move choice.
    ///
    /// # Errors
    /// [`FfiError::NoChoice`] or [`FfiError::NoSuchOption`].
    pub fn choose(&self, index: u32) -> Result<Snapshot, FfiError> {
        self.act(|s| s.choose(index as usize))
    }

    /// Dismisses the move choice; the piece stays selected.
    ///
    /// # Errors
    /// [`FfiError::NoChoice`] if no choice is open.
    pub fn cancel_choice(&self) -> Result<Snapshot, FfiError> {
        self.act(Session::cancel_choice)
    }

    /// Takes back the last move (against the computer: and its reply); stops the computer.
    ///
    /// # Errors
    /// [`FfiError::NothingToUndo`].
    pub fn undo(&self) -> Result<Snapshot, FfiError> {
        self.act(Session::undo)
    }

    /// # Errors
    /// [`FfiError::NothingToRedo`].
    pub fn redo(&self) -> Result<Snapshot, FfiError> {
        self.act(Session::redo)
    }

    /// Starts a new game; stops the computer.
    ///
    /// # Errors
    /// [`FfiError::InvalidRules`] or [`FfiError::InvalidLevel`].
    pub fn new_game(&self, rules: RuleOptions, mode: Mode) -> Result<Snapshot, FfiError> {
        let rules = Rules::try_from(rules)?;
        self.act(|s| s.new_game(rules, mode))
    }

    pub fn set_orientation(&self, orientation: Orientation) -> Snapshot {
        let mut session = session::lock(&self.0);
        session.set_orientation(orientation);
        session.snapshot().into()
    }

    /// # Errors
    /// [`FfiError::NotAllowed`] for the computer's side or a finished game.
    pub fn resign(&self, side: Side) -> Result<Snapshot, FfiError> {
        self.act(|s| s.resign(side))
    }

    /// # Errors
    /// [`FfiError::NotAllowed`] against the computer or in a finished game.
    pub fn offer_draw(&self) -> Result<Snapshot, FfiError> {
        self.act(Session::offer_draw)
    }

    /// `side` accepts the other side's draw offer.
    ///
    /// # Errors
    /// [`FfiError::NotAllowed`] if no draw is offered or `side` offered it.
    pub fn accept_draw(&self, side: Side) -> Result<Snapshot, FfiError> {
        self.act(|s| s.accept_draw(side))
    }

    /// `side` declines the other side's draw offer.
    ///
    /// # Errors
    /// [`FfiError::NotAllowed`] if no draw is offered or `side` offered it.
    pub fn decline_draw(&self, side: Side) -> Result<Snapshot, FfiError> {
        self.act(|s| s.decline_draw(side))
    }

    /// Shows the position after `ply` plies (the number played: live again).
    ///
    /// # Errors
    /// [`FfiError::NoSuchPly`].
    pub fn review(&self, ply: u32) -> Result<Snapshot, FfiError> {
        self.act(|s| s.review(ply as usize))
    }

    /// # Errors
    /// [`FfiError::NotAllowed`] at the start position.
    pub fn review_back(&self) -> Result<Snapshot, FfiError> {
        self.act(Session::review_back)
    }

    /// # Errors
    /// [`FfiError::NotAllowed`] when not reviewing.
    pub fn review_forward(&self) -> Result<Snapshot, FfiError> {
        self.act(Session::review_forward)
    }

    pub fn leave_review(&self) -> Snapshot {
        let mut session = session::lock(&self.0);
        session.leave_review();
        session.snapshot().into()
    }

    /// Plays the computer's move when it is to move (`snapshot.thinking`).
    /// Blocks for up to about a second: call it on a background thread. An
    /// `undo` or `newGame` from another thread stops the search; the move is
    /// then dropped and the snapshot shows the state after that change.
    ///
    /// # Errors
    /// [`FfiError::NoComputerMove`] if the search found no move.
    pub fn computer_move(&self) -> Result<Snapshot, FfiError> {
        session::play_computer_turn(&self.0, &LevelPlayer)?;
        Ok(self.snapshot())
    }

    /// The strongest level's move for the side to move, with its expected
    /// line; `None` when the game is over. Blocks for about a second.
    pub fn hint(&self) -> Option<Hint> {
        let game = session::lock(&self.0).game().clone();
        let result = engine::hint(&game, &AtomicBool::new(false))?;
        Some(Hint {
            best: MoveText::of(game.position(), result.best, result.claim).to_string(),
            from: result.best.from().index() as u8,
            to: result.best.to().index() as u8,
            line: result
                .line_text(game.position())
                .iter()
                .map(ToString::to_string)
                .collect(),
        })
    }

    /// The game as a JSON record, to save after every move.
    pub fn save(&self) -> String {
        session::lock(&self.0).save()
    }

    /// Replaces the game with a saved one; mode and orientation stay.
    ///
    /// # Errors
    /// [`FfiError::InvalidRecord`]; the session is then unchanged.
    pub fn load(&self, json: String) -> Result<Snapshot, FfiError> {
        self.act(|s| s.load(&json))
    }
}

#[cfg(test)]
mod tests {
    use mathchess::Preset;

    use super::*;

    fn session() -> Arc<GameSession> {
        GameSession::new(Preset::Chessplayx.rules().into(), Mode::TwoPlayers).unwrap()
    }

    #[test]
    fn a_rejected_tap_is_a_snapshot_with_its_reason() {
        let s = session().tap(13).unwrap(); // e2: Blue's 0
        assert_eq!(
            s.rejection,
            Some(crate::snapshot::Rejection::ZeroCannotMove)
        );
        assert!(matches!(
            session().tap(99),
            Err(FfiError::NoSuchSquare { index: 99 })
        ));
    }

    #[test]
    fn labels_follow_the_board() {
        let game = session();
        let s = game.snapshot();
        assert_eq!(s.file_labels.concat(), "abcdefghi");
        assert_eq!(s.rank_labels.first().map(String::as_str), Some("11"));
        assert_eq!(s.cells[0].square, 90); // a11 at the top left
        game.tap(2).unwrap(); // c1
        let s = game.tap(29).unwrap(); // c4: Red to move, Red at the bottom
        assert_eq!(s.file_labels.concat(), "ihgfedcba");
        assert_eq!(s.rank_labels.last().map(String::as_str), Some("11"));
        assert_eq!(s.history, ["c1-c4"]);
        assert!(s.cells.iter().any(|c| c.square == 29 && c.marks.last_to));
    }

    #[test]
    fn errors_keep_their_kind() {
        let game = session();
        assert!(matches!(game.undo(), Err(FfiError::NothingToUndo)));
        assert!(matches!(game.choose(0), Err(FfiError::NoChoice)));
        assert!(matches!(
            game.review(3),
            Err(FfiError::NoSuchPly { ply: 3 })
        ));
        assert!(matches!(
            game.accept_draw(Side::Red),
            Err(FfiError::NotAllowed { .. })
        ));
        assert!(matches!(
            game.load("{}".into()),
            Err(FfiError::InvalidRecord { .. })
        ));
        let computer = Mode::VsComputer {
            human: Side::Blue,
            level: 0,
        };
        let rules = Preset::Chessplayx.rules().into();
        assert!(matches!(
            game.new_game(rules, computer),
            Err(FfiError::InvalidLevel { level: 0 })
        ));
    }
}
