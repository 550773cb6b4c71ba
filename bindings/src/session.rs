//! The game session object: one tap in, one snapshot out.

use std::sync::{Arc, Mutex};

use mathchess::{
    session::{self, LevelPlayer, Orientation, Session, SessionError},
    Game, Rules, Side,
};

use crate::{error::guard, FfiError, GameReview, Mode, ReviewJob, RuleOptions, Snapshot};

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

/// The search for a hint in the game as it stood when the job was taken
/// (`GameSession.hintJob()`); it never holds the session, so taps go on
/// while it runs. Run it on a background thread; cancel it when the hint is
/// no longer wanted (the game changed, the screen closed).
#[derive(Debug, uniffi::Object)]
pub struct HintJob(session::HintJob);

#[uniffi::export]
impl HintJob {
    /// The hint; `None` when the game is over or the job was cancelled
    /// before a move was found. Blocks for about a second.
    ///
    /// # Errors
    /// [`FfiError::Internal`] if a bug in the core stopped it.
    pub fn run(&self) -> Result<Option<Hint>, FfiError> {
        guard(|| Ok(self.0.run().map(Hint::from)))
    }

    /// Stops a running search soon (or the next run at once), from any thread.
    pub fn cancel(&self) {
        self.0.handle().cancel();
    }

    /// Has a run returned (finished, cancelled or failed)?
    pub fn is_finished(&self) -> bool {
        self.0.handle().is_finished()
    }
}

impl From<session::Hint> for Hint {
    fn from(hint: session::Hint) -> Hint {
        Hint {
            best: hint.best.to_string(),
            from: hint.best.from.index() as u8,
            to: hint.best.to.index() as u8,
            line: hint.line.iter().map(ToString::to_string).collect(),
        }
    }
}

/// A game on this device. Thread-safe: the computer's move may run on a
/// background thread while the UI thread reads the snapshot, undoes (which
/// cancels the search) or starts a new game.
#[derive(Debug, uniffi::Object)]
pub struct GameSession(Mutex<Session>);

impl GameSession {
    fn of(session: Session) -> Arc<GameSession> {
        Arc::new(GameSession(Mutex::new(session)))
    }

    /// Runs `action` on the locked session and returns the snapshot after it;
    /// a panic becomes [`FfiError::Internal`].
    fn act<T>(
        &self,
        action: impl FnOnce(&mut Session) -> Result<T, SessionError>,
    ) -> Result<Snapshot, FfiError> {
        guard(|| {
            let mut session = session::lock(&self.0);
            action(&mut session)?;
            Ok(session.snapshot().into())
        })
    }
}

#[uniffi::export]
impl GameSession {
    /// A new game from the start position.
    ///
    /// # Errors
    /// [`FfiError::InvalidPointsTarget`] or [`FfiError::InvalidLevel`].
    #[uniffi::constructor]
    pub fn new(rules: RuleOptions, mode: Mode) -> Result<Arc<GameSession>, FfiError> {
        let session = Session::new(rules.try_into()?, mode.try_into()?);
        Ok(GameSession::of(session))
    }

    /// A game from a position string (a puzzle or an analysis position).
    ///
    /// # Errors
    /// [`FfiError::InvalidPosition`], [`FfiError::InvalidPointsTarget`] or [`FfiError::InvalidLevel`].
    #[uniffi::constructor]
    pub fn from_position(
        position: String,
        rules: RuleOptions,
        mode: Mode,
    ) -> Result<Arc<GameSession>, FfiError> {
        let game = Game::from_position(Rules::try_from(rules)?, position.parse()?);
        Ok(GameSession::of(Session::from_game(game, mode.try_into()?)))
    }

    /// A game restored from `save()`'s JSON, with its mode, orientation,
    /// players' names and date; `mode` plays a record that does not say
    /// who plays (one saved before version 2).
    ///
    /// # Errors
    /// [`FfiError::InvalidRecord`] naming what is wrong; nothing is half-loaded.
    #[uniffi::constructor]
    pub fn restore(json: String, mode: Mode) -> Result<Arc<GameSession>, FfiError> {
        Ok(GameSession::of(Session::restore(&json, mode.try_into()?)?))
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
    /// [`FfiError::InvalidPointsTarget`] or [`FfiError::InvalidLevel`].
    pub fn new_game(&self, rules: RuleOptions, mode: Mode) -> Result<Snapshot, FfiError> {
        let (rules, mode) = (Rules::try_from(rules)?, mode.try_into()?);
        self.act(|s| {
            s.new_game(rules, mode);
            Ok(())
        })
    }

    pub fn set_orientation(&self, orientation: Orientation) -> Snapshot {
        let mut session = session::lock(&self.0);
        session.set_orientation(orientation);
        session.snapshot().into()
    }

    /// `side` resigns (when its player view's `mayResign`).
    ///
    /// # Errors
    /// [`FfiError::ComputerSide`], or [`FfiError::Rejected`] when the game is
    /// over or a player reviews history.
    pub fn resign(&self, side: Side) -> Result<Snapshot, FfiError> {
        self.act(|s| s.resign(side))
    }

    /// `side`, to move, offers a draw (when its view's `mayOfferDraw`).
    ///
    /// # Errors
    /// [`FfiError::NotTwoPlayers`], [`FfiError::DrawAlreadyOffered`],
    /// [`FfiError::NotToMove`] or [`FfiError::Rejected`].
    pub fn offer_draw(&self, side: Side) -> Result<Snapshot, FfiError> {
        self.act(|s| s.offer_draw(side))
    }

    /// `side` accepts the other side's draw offer (when its view's `mayAnswerDraw`).
    ///
    /// # Errors
    /// [`FfiError::NoDrawOffer`], [`FfiError::OwnDrawOffer`] or [`FfiError::Rejected`].
    pub fn accept_draw(&self, side: Side) -> Result<Snapshot, FfiError> {
        self.act(|s| s.accept_draw(side))
    }

    /// `side` declines the other side's draw offer.
    ///
    /// # Errors
    /// As `accept_draw`.
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
    /// [`FfiError::AtStart`] at the start position.
    pub fn review_back(&self) -> Result<Snapshot, FfiError> {
        self.act(Session::review_back)
    }

    /// # Errors
    /// [`FfiError::AtLive`] when not reviewing.
    pub fn review_forward(&self) -> Result<Snapshot, FfiError> {
        self.act(Session::review_forward)
    }

    pub fn leave_review(&self) -> Snapshot {
        let mut session = session::lock(&self.0);
        session.leave_review();
        session.snapshot().into()
    }

    /// Plays the computer's move when the snapshot says to start it
    /// (`startComputer`; otherwise it returns the snapshot at once).
    /// Blocks for up to about a second: call it on a background thread. An
    /// `undo` or `newGame` from another thread stops the search; the move is
    /// then dropped and the snapshot shows the state after that change.
    ///
    /// # Errors
    /// [`FfiError::NoComputerMove`] if the search found no move;
    /// [`FfiError::ComputerFailed`] if it failed; either way it is not
    /// started again until the game changes (undo, or a new game).
    pub fn computer_move(&self) -> Result<Snapshot, FfiError> {
        guard(|| {
            session::play_computer_turn(&self.0, &LevelPlayer)?;
            Ok(self.snapshot())
        })
    }

    /// The strongest level's move for the side to move, with its expected
    /// line; `None` when the game is over (or a bug stopped the search).
    /// Blocks for about a second and cannot be cancelled: `hintJob()` can.
    pub fn hint(&self) -> Option<Hint> {
        guard(|| Ok(session::find_hint(&self.0).map(Hint::from))).unwrap_or(None)
    }

    /// A hint search for the side to move, to run on a background thread
    /// and cancel when its answer is no longer wanted.
    pub fn hint_job(&self) -> Arc<HintJob> {
        Arc::new(HintJob(session::lock(&self.0).hint_job()))
    }

    /// A review of the game as it stands, finished or running: each move's
    /// value, the engine's move and line, and a mark for inaccuracies,
    /// mistakes and blunders. Run the job on a background thread.
    pub fn review_game(&self) -> Arc<ReviewJob> {
        Arc::new(session::lock(&self.0).review_job().into())
    }

    /// Does `review` still describe this game (the same start, each
    /// reviewed move still played where it was; the game may have gone on)?
    pub fn review_is_current(&self, review: Arc<GameReview>) -> bool {
        session::lock(&self.0).review_is_current(review.view())
    }

    /// The game as one JSON document (the record, with mode, orientation
    /// and the computer's seed), to save after every move: the only file an
    /// app needs.
    pub fn save(&self) -> String {
        // Written out after the lock is released: a tap never waits for it.
        let pending = session::lock(&self.0).pending_save();
        pending.to_json()
    }

    /// Replaces the game with a saved one, with its mode and orientation
    /// (a record without them keeps the session's).
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
    use crate::RecordProblem;

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
    fn a_review_stays_current_while_the_game_goes_on() {
        let game = session();
        for square in [2, 29] {
            game.tap(square).unwrap(); // c1-c4
        }
        let review = game.review_game().run().unwrap();
        assert_eq!(review.moves()[0].played, "c1-c4");
        for square in [96, 69] {
            game.tap(square).unwrap(); // g11-g8
        }
        assert!(game.review_is_current(review.clone()));
        game.undo().unwrap();
        game.undo().unwrap();
        assert!(!game.review_is_current(review));
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
        assert_eq!(s.history.moves(0, 10), ["c1-c4"]);
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
            Err(FfiError::NoDrawOffer)
        ));
        assert!(matches!(game.review_back(), Err(FfiError::AtStart)));
        game.offer_draw(Side::Blue).unwrap();
        assert!(matches!(
            game.accept_draw(Side::Blue),
            Err(FfiError::OwnDrawOffer { side: Side::Blue })
        ));
        assert!(matches!(
            game.offer_draw(Side::Blue),
            Err(FfiError::DrawAlreadyOffered)
        ));
        for (json, expected) in [
            ("", RecordProblem::Empty),
            ("{\"format\"", RecordProblem::NotJson),
            ("{}", RecordProblem::NotARecord),
        ] {
            match game.load(json.into()) {
                Err(FfiError::InvalidRecord { problem, .. }) => assert_eq!(problem, expected),
                other => panic!("{json}: {other:?}"),
            }
        }
        let bad_move = game
            .save()
            .replace("\"moves\": []", "\"moves\": [\"c1-c9\"]");
        assert!(matches!(
            game.load(bad_move),
            Err(FfiError::InvalidRecord {
                problem: RecordProblem::BadMove { number: 1, .. },
                ..
            })
        ));
        let bad_mode = game.save().replace("\"two-players\"", "\"three-players\"");
        assert!(matches!(
            game.load(bad_mode),
            Err(FfiError::InvalidRecord {
                problem: RecordProblem::BadField { ref field },
                ..
            }) if field == "mode"
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

#[cfg(test)]
mod view_tests {
    use mathchess::Preset;

    use super::*;
    use crate::{computer_levels, square_names};

    #[test]
    fn players_choice_and_names_convert() {
        let puzzle = "8R0/9/9/9/9/9/R98/9/9/B48/B77B0 b";
        let rules = Preset::Chessplayx.rules().into();
        let game = GameSession::from_position(puzzle.into(), rules, Mode::TwoPlayers).unwrap();
        game.set_orientation(Orientation::FaceToFace { bottom: Side::Red });
        game.tap(0).unwrap(); // a1
        let s = game.tap(36).unwrap(); // a5
        assert_eq!(
            (s.near_player.side, s.far_player.side),
            (Side::Red, Side::Blue)
        );
        assert!(s.far_player.upside_down && s.far_player.to_move && s.far_player.may_resign);
        assert!(!s.near_player.may_offer_draw && !s.near_player.computer);
        let choice = s.choice.unwrap();
        assert_eq!((choice.chooser, choice.upside_down), (Side::Blue, true));
        assert_eq!((choice.from, choice.to), (0, 36));
        let parts: Vec<_> = choice
            .options
            .iter()
            .map(|o| (o.attacker, o.op, o.support_number, o.result, o.support))
            .collect();
        assert_eq!(
            parts,
            [
                (7, mathchess::Op::Sub, 4, 3, 9),
                (7, mathchess::Op::Rem, 4, 3, 9)
            ]
        );
        let names = square_names();
        assert_eq!(
            (names[0].as_str(), names[36].as_str(), names[98].as_str()),
            ("a1", "a5", "i11")
        );
        assert_eq!(s.file_labels.concat(), "ihgfedcba");
    }

    #[test]
    fn mode_and_orientation_survive_restore() {
        let rules = Preset::Classic.rules().into();
        let mode = Mode::VsComputer {
            human: Side::Red,
            level: 2,
        };
        let game = GameSession::new(rules, mode).unwrap();
        assert!(game.snapshot().start_computer);
        game.set_orientation(Orientation::FaceToFace { bottom: Side::Red });
        let restored = GameSession::restore(game.save(), Mode::TwoPlayers).unwrap();
        let revision = restored.snapshot().revision;
        assert_ne!(
            revision,
            game.snapshot().revision,
            "a new session, a new revision"
        );
        assert_eq!(
            restored.snapshot(),
            Snapshot {
                revision,
                ..game.snapshot()
            }
        );
        let named = game.save().replace(
            "\"moves\"",
            "\"blue\": \"Lan\", \"date\": \"2026-11-29\", \"moves\"",
        );
        let restored = GameSession::restore(named, Mode::TwoPlayers).unwrap();
        let saved = restored.save();
        assert!(
            saved.contains("\"blue\": \"Lan\"") && saved.contains("\"date\": \"2026-11-29\""),
            "{saved}"
        );
        let levels = computer_levels();
        assert_eq!((levels.weakest, levels.strongest), (1, 8));
    }
}
