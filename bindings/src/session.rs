//! The game session object: one tap in, one snapshot out.

use std::{
    net::{Ipv4Addr, SocketAddrV4},
    sync::{Arc, Mutex, MutexGuard, PoisonError},
    time::Duration,
};

use mathchess::{
    games::capture_the_flag,
    games::math_chess::{Game, Rules},
    link::{local_address, Link, Timings},
    record::{Envelope, GameKind},
    session::{
        self, CaptureTheFlag, GameSession as CoreSession, LevelPlayer, MathChess, NearbyError,
        Orientation, Playable, Session, SessionError, SquareOf,
    },
    BoardSquare, Side,
};

use crate::{
    error::guard,
    nearby::{self, LinkProblem, NearbyProblem},
    snapshot::{place, Place},
    FfiError, GameReview, Mode, ReviewJob, RuleOptions, Snapshot,
};

/// A value of the game played, tagged as [`GameKind`] names it: a session,
/// a search job, a review.
#[derive(Clone, Debug)]
pub(crate) enum ByGame<M, F> {
    MathChess(M),
    CaptureTheFlag(F),
}

/// Evaluates `$body` with `$x` bound to whichever value `$by_game` holds.
macro_rules! by_game {
    ($by_game:expr, $x:ident => $body:expr) => {
        match $by_game {
            ByGame::MathChess($x) => $body,
            ByGame::CaptureTheFlag($x) => $body,
        }
    };
}
pub(crate) use by_game;

/// A session of either game.
type AnySession = ByGame<Session, CoreSession<CaptureTheFlag>>;

impl AnySession {
    /// A new game of `kind` from its start, with its default rules.
    fn start(kind: GameKind, mode: session::Mode) -> AnySession {
        match kind {
            GameKind::MathChess => ByGame::MathChess(Session::new(Rules::default(), mode)),
            GameKind::CaptureTheFlag => {
                ByGame::CaptureTheFlag(CoreSession::start(capture_the_flag::Rules::default(), mode))
            }
        }
    }

    /// A session restored from a save of either game (the record names it).
    fn restore(json: &str, mode: session::Mode) -> Result<AnySession, SessionError> {
        let envelope = Envelope::from_json(json)?;
        Ok(match envelope.game {
            GameKind::MathChess => ByGame::MathChess(Session::restore(json, mode)?),
            GameKind::CaptureTheFlag => ByGame::CaptureTheFlag(CoreSession::restore(json, mode)?),
        })
    }

    fn kind(&self) -> GameKind {
        match self {
            ByGame::MathChess(_) => GameKind::MathChess,
            ByGame::CaptureTheFlag(_) => GameKind::CaptureTheFlag,
        }
    }

    fn mode(&self) -> session::Mode {
        by_game!(self, s => s.mode())
    }

    fn snapshot(&self) -> Snapshot {
        by_game!(self, s => s.snapshot().into())
    }
}

/// The engine's suggestion for the side to move.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Hint {
    /// Move text with the claimed formula, e.g. `d3xd7=7-4`.
    pub best: String,
    /// The expected line of play, starting with `best`, as move text.
    pub line: Vec<String>,
    pub from_place: Place,
    pub to_place: Place,
    /// The snapshot revision the hint belongs to.
    pub revision: u64,
}

impl<G: Playable> From<session::Hint<G>> for Hint {
    fn from(hint: session::Hint<G>) -> Hint {
        Hint {
            best: hint.best.to_string(),
            line: hint.line.iter().map(ToString::to_string).collect(),
            from_place: place::<G>(hint.from),
            to_place: place::<G>(hint.to),
            revision: hint.revision,
        }
    }
}

/// The search for a hint in the game as it stood when the job was taken
/// (`GameSession.hintJob()`); it never holds the session, so taps go on
/// while it runs. Run it on a background thread; cancel it when the hint is
/// no longer wanted (the game changed, the screen closed).
#[derive(Debug, uniffi::Object)]
pub struct HintJob {
    job: ByGame<session::HintJob<MathChess>, session::HintJob<CaptureTheFlag>>,
    /// What the last run found, for `GameSession.showHint`.
    found: Mutex<Option<ByGame<session::Hint<MathChess>, session::Hint<CaptureTheFlag>>>>,
}

#[uniffi::export]
impl HintJob {
    /// The hint; `None` when the game is over or the job was cancelled
    /// before a move was found. Blocks for about a second.
    ///
    /// # Errors
    /// [`FfiError::Internal`] if a bug in the core stopped it.
    pub fn run(&self) -> Result<Option<Hint>, FfiError> {
        guard(|| {
            let found = match &self.job {
                ByGame::MathChess(job) => job.run().map(ByGame::MathChess),
                ByGame::CaptureTheFlag(job) => job.run().map(ByGame::CaptureTheFlag),
            };
            let hint = found
                .clone()
                .map(|found| by_game!(found, hint => Hint::from(hint)));
            *self.found.lock().unwrap_or_else(PoisonError::into_inner) = found;
            Ok(hint)
        })
    }

    /// Stops a running search soon (or the next run at once), from any thread.
    pub fn cancel(&self) {
        by_game!(&self.job, job => job.handle().cancel());
    }

    /// Has a run returned (finished, cancelled or failed)?
    pub fn is_finished(&self) -> bool {
        by_game!(&self.job, job => job.handle().is_finished())
    }
}

/// A game on this device, of either kind. Thread-safe: the computer's move
/// may run on a background thread while the UI thread reads the snapshot,
/// undoes (which cancels the search) or starts a new game.
#[derive(Debug, uniffi::Object)]
pub struct GameSession(Mutex<AnySession>);

impl GameSession {
    fn of(session: AnySession) -> Arc<GameSession> {
        Arc::new(GameSession(Mutex::new(session)))
    }

    fn lock(&self) -> MutexGuard<'_, AnySession> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Runs `action` on the locked session and returns the snapshot after it;
    /// a panic becomes [`FfiError::Internal`].
    fn act<T>(
        &self,
        action: impl FnOnce(&mut AnySession) -> Result<T, SessionError>,
    ) -> Result<Snapshot, FfiError> {
        guard(|| {
            let mut session = self.lock();
            action(&mut session)?;
            Ok(session.snapshot())
        })
    }
}

#[uniffi::export]
impl GameSession {
    /// A new game of Vietnamese Math Chess from the start position.
    ///
    /// # Errors
    /// [`FfiError::InvalidPointsTarget`] or [`FfiError::InvalidLevel`].
    #[uniffi::constructor]
    pub fn new(rules: RuleOptions, mode: Mode) -> Result<Arc<GameSession>, FfiError> {
        guard(|| {
            let session = Session::new(rules.try_into()?, mode.try_into()?);
            Ok(GameSession::of(ByGame::MathChess(session)))
        })
    }

    /// A new game of `game` from its start position, with its default rules.
    ///
    /// # Errors
    /// [`FfiError::InvalidLevel`].
    #[uniffi::constructor]
    pub fn of_game(game: GameKind, mode: Mode) -> Result<Arc<GameSession>, FfiError> {
        guard(|| Ok(GameSession::of(AnySession::start(game, mode.try_into()?))))
    }

    /// A game of Vietnamese Math Chess from a position string (a puzzle or
    /// an analysis position).
    ///
    /// # Errors
    /// [`FfiError::InvalidPosition`], [`FfiError::InvalidPointsTarget`] or [`FfiError::InvalidLevel`].
    #[uniffi::constructor]
    pub fn from_position(
        position: String,
        rules: RuleOptions,
        mode: Mode,
    ) -> Result<Arc<GameSession>, FfiError> {
        guard(|| {
            let game = Game::from_position(Rules::try_from(rules)?, position.parse()?);
            let session = Session::from_game(game, mode.try_into()?);
            Ok(GameSession::of(ByGame::MathChess(session)))
        })
    }

    /// A game of either kind restored from `save()`'s JSON, with its mode,
    /// orientation, players' names and date; `mode` plays a record that
    /// does not say who plays (one saved before version 2).
    ///
    /// # Errors
    /// [`FfiError::InvalidRecord`] naming what is wrong; nothing is half-loaded.
    #[uniffi::constructor]
    pub fn restore(json: String, mode: Mode) -> Result<Arc<GameSession>, FfiError> {
        guard(|| {
            let session = AnySession::restore(&json, mode.try_into()?)?;
            Ok(GameSession::of(session))
        })
    }

    /// The session now.
    ///
    /// # Errors
    /// [`FfiError::Internal`] if a bug in the core panicked.
    pub fn snapshot(&self) -> Result<Snapshot, FfiError> {
        guard(|| Ok(self.lock().snapshot()))
    }

    /// A tap on the square with `index` (the game's square numbering: the
    /// snapshot's cells say it). A refused tap is not an error: the
    /// snapshot's `rejection` says why.
    ///
    /// # Errors
    /// [`FfiError::NoSuchSquare`] for an index that is no square.
    pub fn tap(&self, square: u32) -> Result<Snapshot, FfiError> {
        self.act(|any| {
            by_game!(any, s => match s.tap_index(square) {
                Err(SessionError::Rejected(_)) => Ok(()),
                other => other.map(drop),
            })
        })
    }

    /// Picks option `index` of the open move choice.
    ///
    /// # Errors
    /// [`FfiError::NoChoice`] or [`FfiError::NoSuchOption`].
    pub fn choose(&self, index: u32) -> Result<Snapshot, FfiError> {
        self.act(|any| by_game!(any, s => s.choose(index as usize).map(drop)))
    }

    /// Dismisses the move choice, keeping the piece selected.
    ///
    /// # Errors
    /// [`FfiError::NoChoice`].
    pub fn cancel_choice(&self) -> Result<Snapshot, FfiError> {
        self.act(|any| by_game!(any, s => s.cancel_choice()))
    }

    /// Takes back the last move (and the computer's reply), or a
    /// resignation or agreed draw.
    ///
    /// # Errors
    /// [`FfiError::NothingToUndo`].
    pub fn undo(&self) -> Result<Snapshot, FfiError> {
        self.act(|any| by_game!(any, s => s.undo()))
    }

    /// # Errors
    /// [`FfiError::NothingToRedo`].
    pub fn redo(&self) -> Result<Snapshot, FfiError> {
        self.act(|any| by_game!(any, s => s.redo()))
    }

    /// A new game of Vietnamese Math Chess under `rules`.
    ///
    /// # Errors
    /// [`FfiError::InvalidPointsTarget`] or [`FfiError::InvalidLevel`].
    pub fn new_game(&self, rules: RuleOptions, mode: Mode) -> Result<Snapshot, FfiError> {
        guard(|| {
            let (rules, mode) = (Rules::try_from(rules)?, mode.try_into()?);
            self.act(|any| {
                match any {
                    ByGame::MathChess(s) => s.new_game(rules, mode),
                    ByGame::CaptureTheFlag(_) => {
                        *any = ByGame::MathChess(Session::new(rules, mode));
                    }
                }
                Ok(())
            })
        })
    }

    /// A new game of `game` with its default rules (the same kind of game
    /// keeps its orientation as a new game does).
    ///
    /// # Errors
    /// [`FfiError::InvalidLevel`].
    pub fn start_game(&self, game: GameKind, mode: Mode) -> Result<Snapshot, FfiError> {
        guard(|| {
            let mode = mode.try_into()?;
            self.act(|any| {
                match any {
                    ByGame::MathChess(s) if game == GameKind::MathChess => {
                        s.new_game(Rules::default(), mode);
                    }
                    ByGame::CaptureTheFlag(s) if game == GameKind::CaptureTheFlag => {
                        s.new_game(capture_the_flag::Rules::default(), mode);
                    }
                    _ => *any = AnySession::start(game, mode),
                }
                Ok(())
            })
        })
    }

    /// The name of every square of the game played, by square index.
    ///
    /// # Errors
    /// [`FfiError::Internal`] if a bug in the core panicked.
    pub fn square_names(&self) -> Result<Vec<String>, FfiError> {
        fn names<G: Playable>(_: &CoreSession<G>) -> Vec<String> {
            (0..)
                .map_while(<SquareOf<G>>::from_index)
                .map(|square| G::square_name(square).to_owned())
                .collect()
        }
        guard(|| Ok(by_game!(&*self.lock(), s => names(s))))
    }

    /// # Errors
    /// [`FfiError::Internal`] if a bug in the core panicked; nothing changed.
    pub fn set_orientation(&self, orientation: Orientation) -> Result<Snapshot, FfiError> {
        self.act(|any| {
            by_game!(any, s => s.set_orientation(orientation));
            Ok(())
        })
    }

    /// # Errors
    /// As `PlayerView.mayResign` says.
    pub fn resign(&self, side: Side) -> Result<Snapshot, FfiError> {
        self.act(|any| by_game!(any, s => s.resign(side)))
    }

    /// # Errors
    /// As `PlayerView.mayOfferDraw` says.
    pub fn offer_draw(&self, side: Side) -> Result<Snapshot, FfiError> {
        self.act(|any| by_game!(any, s => s.offer_draw(side)))
    }

    /// # Errors
    /// As `PlayerView.mayAnswerDraw` says.
    pub fn accept_draw(&self, side: Side) -> Result<Snapshot, FfiError> {
        self.act(|any| by_game!(any, s => s.accept_draw(side)))
    }

    /// # Errors
    /// As `PlayerView.mayAnswerDraw` says.
    pub fn decline_draw(&self, side: Side) -> Result<Snapshot, FfiError> {
        self.act(|any| by_game!(any, s => s.decline_draw(side)))
    }

    /// Shows the position after `ply` plies (the number played: live again).
    ///
    /// # Errors
    /// [`FfiError::NoSuchPly`].
    pub fn browse(&self, ply: u32) -> Result<Snapshot, FfiError> {
        self.act(|any| by_game!(any, s => s.browse(ply as usize)))
    }

    /// # Errors
    /// [`FfiError::AtStart`].
    pub fn browse_back(&self) -> Result<Snapshot, FfiError> {
        self.act(|any| by_game!(any, s => s.browse_back()))
    }

    /// # Errors
    /// [`FfiError::AtLive`].
    pub fn browse_forward(&self) -> Result<Snapshot, FfiError> {
        self.act(|any| by_game!(any, s => s.browse_forward()))
    }

    /// # Errors
    /// [`FfiError::Internal`] if a bug in the core panicked.
    pub fn leave_browsing(&self) -> Result<Snapshot, FfiError> {
        self.act(|any| {
            by_game!(any, s => s.leave_browsing());
            Ok(())
        })
    }

    /// Forgets why the last tap was refused (the snapshot's `rejection`):
    /// the player turned to something else, such as the resign question.
    ///
    /// # Errors
    /// [`FfiError::Internal`] if a bug in the core panicked.
    pub fn dismiss_rejection(&self) -> Result<Snapshot, FfiError> {
        self.act(|any| {
            by_game!(any, s => s.dismiss_rejection());
            Ok(())
        })
    }

    /// Plays the computer's move when `startComputer` says so; blocks for
    /// the search (run it on a background thread) without holding the
    /// session, which stays free for taps, undo or a new game (a result
    /// that comes after the game changed is dropped).
    ///
    /// # Errors
    /// [`FfiError::NoComputerMove`], [`FfiError::ComputerFailed`] or
    /// [`FfiError::IllegalComputerMove`].
    pub fn computer_move(&self) -> Result<Snapshot, FfiError> {
        guard(|| {
            let turn = match &mut *self.lock() {
                ByGame::MathChess(s) => s.computer_turn().map(ByGame::MathChess),
                ByGame::CaptureTheFlag(s) => s.computer_turn().map(ByGame::CaptureTheFlag),
            };
            let Some(turn) = turn else {
                return self.snapshot();
            };
            let result = match turn {
                ByGame::MathChess(turn) => ByGame::MathChess(turn.run(&LevelPlayer)),
                ByGame::CaptureTheFlag(turn) => ByGame::CaptureTheFlag(turn.run(&LevelPlayer)),
            };
            let mut session = self.lock();
            match (&mut *session, result) {
                (ByGame::MathChess(s), ByGame::MathChess(result)) => {
                    s.apply_computer_move(result)?;
                }
                (ByGame::CaptureTheFlag(s), ByGame::CaptureTheFlag(result)) => {
                    s.apply_computer_move(result)?;
                }
                // Another game was started meanwhile: the move is stale.
                _ => {}
            }
            Ok(session.snapshot())
        })
    }

    /// A hint search over the game as it stands, to run off the main
    /// thread (when the player's view says `mayHint`); hand its hint to
    /// `showHint`.
    ///
    /// # Errors
    /// [`FfiError::Internal`] if a bug in the core panicked.
    pub fn hint_job(&self) -> Result<Arc<HintJob>, FfiError> {
        guard(|| {
            let job = match &*self.lock() {
                ByGame::MathChess(s) => ByGame::MathChess(s.hint_job()),
                ByGame::CaptureTheFlag(s) => ByGame::CaptureTheFlag(s.hint_job()),
            };
            Ok(Arc::new(HintJob {
                job,
                found: Mutex::new(None),
            }))
        })
    }

    /// Shows the hint `job` found (after its `run`) in the snapshots until the
    /// game moves on: a move, an undo, a new game or a turned board drops
    /// it, and browsing hides it.
    ///
    /// # Errors
    /// [`FfiError::StaleHint`] if the job found none, or the game moved on
    /// since it was taken (the hint is then dropped).
    pub fn show_hint(&self, job: Arc<HintJob>) -> Result<Snapshot, FfiError> {
        self.act(|any| {
            let found = job.found.lock().unwrap_or_else(PoisonError::into_inner);
            match (any, found.clone()) {
                (ByGame::MathChess(s), Some(ByGame::MathChess(hint))) => s.show_hint(hint),
                (ByGame::CaptureTheFlag(s), Some(ByGame::CaptureTheFlag(hint))) => {
                    s.show_hint(hint)
                }
                // None found, or a hint of the game replaced since.
                _ => Err(SessionError::StaleHint),
            }
        })
    }

    /// A review of the game as it stands, to run off the main thread.
    ///
    /// # Errors
    /// [`FfiError::Internal`] if a bug in the core panicked.
    pub fn review_game(&self) -> Result<Arc<ReviewJob>, FfiError> {
        guard(|| {
            let job = match &*self.lock() {
                ByGame::MathChess(s) => ByGame::MathChess(s.review_job()),
                ByGame::CaptureTheFlag(s) => ByGame::CaptureTheFlag(s.review_job()),
            };
            Ok(Arc::new(ReviewJob::from(job)))
        })
    }

    /// Does `review` still describe this game (its moves still played)?
    ///
    /// # Errors
    /// [`FfiError::Internal`] if a bug in the core panicked.
    pub fn review_is_current(&self, review: Arc<GameReview>) -> Result<bool, FfiError> {
        guard(|| {
            Ok(match (&*self.lock(), review.view()) {
                (ByGame::MathChess(s), ByGame::MathChess(view)) => s.review_is_current(view),
                (ByGame::CaptureTheFlag(s), ByGame::CaptureTheFlag(view)) => {
                    s.review_is_current(view)
                }
                _ => false,
            })
        })
    }

    /// The session as one JSON document, for `restore`.
    ///
    /// # Errors
    /// [`FfiError::Internal`] if a bug in the core panicked.
    pub fn save(&self) -> Result<String, FfiError> {
        guard(|| {
            // Written out after the lock is released: a tap never waits for it.
            let pending = match &*self.lock() {
                ByGame::MathChess(s) => ByGame::MathChess(s.pending_save()),
                ByGame::CaptureTheFlag(s) => ByGame::CaptureTheFlag(s.pending_save()),
            };
            Ok(by_game!(pending, p => p.to_json()))
        })
    }

    /// Replaces the game with a saved one of either kind.
    ///
    /// # Errors
    /// [`FfiError::InvalidRecord`]; the session is then unchanged.
    pub fn load(&self, json: String) -> Result<Snapshot, FfiError> {
        self.act(|any| {
            let saved = Envelope::from_json(&json)?.game;
            match any {
                ByGame::MathChess(s) if saved == GameKind::MathChess => s.load(&json),
                ByGame::CaptureTheFlag(s) if saved == GameKind::CaptureTheFlag => s.load(&json),
                _ => {
                    *any = AnySession::restore(&json, any.mode())?;
                    Ok(())
                }
            }
        })
    }

    /// Which game is played.
    ///
    /// # Errors
    /// [`FfiError::Internal`] if a bug in the core panicked.
    pub fn game(&self) -> Result<GameKind, FfiError> {
        guard(|| Ok(self.lock().kind()))
    }

    /// Hosts a new game of `game` against another phone on this network,
    /// this phone playing `local`; `rules` are the first game's (Capture
    /// the Flag plays its own). The snapshot's `nearby.code` is the code
    /// to show. `address`: where to listen, for tests (`127.0.0.1`);
    /// `None`, this phone's address on its network.
    ///
    /// # Errors
    /// [`FfiError::Nearby`] with `CannotListen` or `NoNetwork`.
    #[uniffi::constructor]
    pub fn host(
        game: GameKind,
        rules: RuleOptions,
        local: Side,
        address: Option<String>,
    ) -> Result<Arc<GameSession>, FfiError> {
        guard(|| {
            let rules = Rules::try_from(rules)?;
            let address = listen_address(address)?;
            let timings = Timings::default();
            Ok(GameSession::of(match game {
                GameKind::MathChess => {
                    ByGame::MathChess(Session::host(rules, local, address, timings)?)
                }
                GameKind::CaptureTheFlag => ByGame::CaptureTheFlag(CoreSession::host(
                    capture_the_flag::Rules::default(),
                    local,
                    address,
                    timings,
                )?),
            }))
        })
    }

    /// Joins the game hosted at `code`: blocks until the host answers (a
    /// few seconds at most); call it off the main thread. The game, its
    /// rules and the sides are the host's.
    ///
    /// # Errors
    /// [`FfiError::InvalidJoinCode`] (nothing sent), or [`FfiError::Nearby`]
    /// saying why the host could not be joined.
    #[uniffi::constructor]
    pub fn join(code: String) -> Result<Arc<GameSession>, FfiError> {
        guard(|| {
            let code = nearby::read_code(&code)?;
            let (link, welcome) = Link::join(code, None, Timings::default())
                .map_err(|error| SessionError::from(NearbyError::from(error)))?;
            Ok(GameSession::of(match welcome.game {
                GameKind::MathChess => ByGame::MathChess(Session::joined(link, welcome)?),
                GameKind::CaptureTheFlag => {
                    ByGame::CaptureTheFlag(CoreSession::joined(link, welcome)?)
                }
            }))
        })
    }

    /// Waits at most `timeout_ms` for the other phone and acts on what it
    /// sent (checked by this phone's rules). Returns whether anything came:
    /// redraw then. Call it in a loop off the main thread while a game
    /// against another phone is shown; taps go on meanwhile.
    ///
    /// # Errors
    /// [`FfiError::Internal`] if a bug in the core panicked.
    pub fn hear(&self, timeout_ms: u32) -> Result<bool, FfiError> {
        guard(|| {
            let timeout = Duration::from_millis(u64::from(timeout_ms));
            let link = by_game!(&*self.lock(), s => s.nearby_link());
            let Some(link) = link else {
                std::thread::sleep(timeout);
                return Ok(false);
            };
            let Some(incoming) = link.next(timeout) else {
                return Ok(false);
            };
            by_game!(&mut *self.lock(), s => s.receive(incoming));
            Ok(true)
        })
    }

    /// (The phone that joined) joins again with the same code, the games
    /// compared: the shorter catches up, or the conflict is said and
    /// neither changes. Blocks for a few seconds at most: call it off the
    /// main thread.
    ///
    /// # Errors
    /// [`FfiError::Nearby`] saying why.
    pub fn rejoin(&self) -> Result<Snapshot, FfiError> {
        guard(|| {
            let (link, resume) = by_game!(&*self.lock(), s => s.rejoin_request())?;
            let welcome = link
                .rejoin(Some(resume))
                .map_err(|error| SessionError::from(NearbyError::from(error)))?;
            let mut session = self.lock();
            by_game!(&mut *session, s => s.rejoined(welcome))?;
            Ok(session.snapshot())
        })
    }

    /// After `restore` of a game against another phone: the host listens
    /// again at its code; the guest may then `rejoin`.
    ///
    /// # Errors
    /// [`FfiError::Nearby`]: not such a game, or the code's address is
    /// gone (host a new game).
    pub fn reopen_link(&self) -> Result<Snapshot, FfiError> {
        self.act(|any| by_game!(any, s => s.reopen_link(Timings::default())))
    }

    /// Asks the other phone to take back this phone's last move.
    ///
    /// # Errors
    /// [`FfiError::Nearby`], as the snapshot's `nearby.mayAskUndo` says.
    pub fn ask_undo(&self) -> Result<Snapshot, FfiError> {
        self.act(|any| by_game!(any, s => s.ask_undo()))
    }

    /// Answers the other phone's request to take back its last move.
    ///
    /// # Errors
    /// [`FfiError::Nearby`], as the snapshot's `nearby.mayAnswerUndo` says.
    pub fn answer_undo(&self, accept: bool) -> Result<Snapshot, FfiError> {
        self.act(|any| by_game!(any, s => s.answer_undo(accept)))
    }

    /// Leaves the game against another phone, telling it; both keep the
    /// game as it stands.
    ///
    /// # Errors
    /// [`FfiError::Internal`] if a bug in the core panicked.
    pub fn leave_nearby(&self) -> Result<Snapshot, FfiError> {
        self.act(|any| {
            by_game!(any, s => s.leave_nearby());
            Ok(())
        })
    }
}

/// Where a host listens: `address` (an IPv4 address), or this phone's
/// address on its network; a free port.
fn listen_address(address: Option<String>) -> Result<SocketAddrV4, FfiError> {
    let no_network = |detail: String| FfiError::Nearby {
        problem: NearbyProblem::Link {
            problem: LinkProblem::NoNetwork,
        },
        detail,
    };
    let ip = match address {
        Some(text) => text
            .parse::<Ipv4Addr>()
            .map_err(|_| no_network(format!("{text:?} is no IPv4 address")))?,
        None => local_address().ok_or_else(|| no_network("this device is on no network".into()))?,
    };
    Ok(SocketAddrV4::new(ip, 0))
}

#[cfg(test)]
mod tests {
    use mathchess::games::math_chess::Preset;

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
    fn a_rejection_dismissed_is_gone_from_the_snapshot() {
        let game = session();
        assert!(game.tap(13).unwrap().rejection.is_some());
        let s = game.dismiss_rejection().unwrap();
        assert_eq!((s.rejection, s.out_of_reach), (None, None));
        assert_eq!(game.snapshot().unwrap().rejection, None);
    }

    #[test]
    fn a_review_stays_current_while_the_game_goes_on() {
        let game = session();
        for square in [2, 29] {
            game.tap(square).unwrap(); // c1-c4
        }
        let review = game.review_game().unwrap().run().unwrap();
        assert_eq!(review.moves().unwrap()[0].played, "c1-c4");
        for square in [96, 69] {
            game.tap(square).unwrap(); // g11-g8
        }
        assert!(game.review_is_current(review.clone()).unwrap());
        game.undo().unwrap();
        game.undo().unwrap();
        assert!(!game.review_is_current(review).unwrap());
    }

    #[test]
    fn labels_follow_the_board() {
        let game = session();
        let s = game.snapshot().unwrap();
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
            game.browse(3),
            Err(FfiError::NoSuchPly { ply: 3 })
        ));
        assert!(matches!(
            game.accept_draw(Side::Red),
            Err(FfiError::NoDrawOffer)
        ));
        assert!(matches!(game.browse_back(), Err(FfiError::AtStart)));
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
            .unwrap()
            .replace("\"moves\": []", "\"moves\": [\"c1-c9\"]");
        assert!(matches!(
            game.load(bad_move),
            Err(FfiError::InvalidRecord {
                problem: RecordProblem::BadMove { number: 1, .. },
                ..
            })
        ));
        let bad_mode = game
            .save()
            .unwrap()
            .replace("\"two-players\"", "\"three-players\"");
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
    use mathchess::games::math_chess::Preset;

    use super::*;
    use crate::computer_levels;

    #[test]
    fn players_choice_and_names_convert() {
        let puzzle = "8R0/9/9/9/9/9/R98/9/9/B48/B77B0 b";
        let rules = Preset::Chessplayx.rules().into();
        let game = GameSession::from_position(puzzle.into(), rules, Mode::TwoPlayers).unwrap();
        game.set_orientation(Orientation::FaceToFace { bottom: Side::Red })
            .unwrap();
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
        let places = (
            choice.from,
            choice.to_place.index,
            choice.to_place.name.as_str(),
        );
        assert_eq!(places, (0, 36, "a5"));
        let parts: Vec<_> = choice
            .options
            .iter()
            .map(|o| {
                let support = o.support_place.index;
                (o.attacker, o.op, o.support_number, o.result, support)
            })
            .collect();
        assert_eq!(
            parts,
            [
                (7, mathchess::games::math_chess::Op::Sub, 4, 3, 9),
                (7, mathchess::games::math_chess::Op::Rem, 4, 3, 9)
            ]
        );
        assert_eq!(choice.options[0].support_place.name, "a2");
        let names = game.square_names().unwrap();
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
        assert!(game.snapshot().unwrap().start_computer);
        game.set_orientation(Orientation::FaceToFace { bottom: Side::Red })
            .unwrap();
        let restored = GameSession::restore(game.save().unwrap(), Mode::TwoPlayers).unwrap();
        let revision = restored.snapshot().unwrap().revision;
        assert_ne!(
            revision,
            game.snapshot().unwrap().revision,
            "a new session, a new revision"
        );
        assert_eq!(
            restored.snapshot().unwrap(),
            Snapshot {
                revision,
                ..game.snapshot().unwrap()
            }
        );
        let named = game.save().unwrap().replace(
            "\"moves\"",
            "\"blue\": \"Lan\", \"date\": \"2026-11-29\", \"moves\"",
        );
        let restored = GameSession::restore(named, Mode::TwoPlayers).unwrap();
        let saved = restored.save().unwrap();
        assert!(
            saved.contains("\"blue\": \"Lan\"") && saved.contains("\"date\": \"2026-11-29\""),
            "{saved}"
        );
        let levels = computer_levels();
        assert_eq!((levels.weakest, levels.strongest), (1, 8));
    }
}

#[cfg(test)]
mod flag_tests {
    use super::*;
    use crate::EndKind;

    fn flag_game() -> Arc<GameSession> {
        GameSession::of_game(GameKind::CaptureTheFlag, Mode::TwoPlayers).unwrap()
    }

    fn index_of(s: &Snapshot, name: &str) -> u32 {
        u32::from(s.cells.iter().find(|c| c.name == name).unwrap().square)
    }

    #[test]
    fn a_flag_game_crosses_the_boundary() {
        let game = flag_game();
        let s = game.snapshot().unwrap();
        assert_eq!(
            (s.game, s.width, s.height),
            (GameKind::CaptureTheFlag, 11, 12)
        );
        assert_eq!((s.cells.len(), s.divider_below_row), (132, Some(5)));
        assert!(s.duties.is_empty() && s.ending.is_none());
        assert!(s.cells.iter().all(|c| c.kind.colour.is_some()));
        assert_eq!(game.square_names().unwrap().len(), 132);
        assert_eq!(game.game().unwrap(), GameKind::CaptureTheFlag);
        let s = game.tap(index_of(&s, "c1")).unwrap();
        assert!(s
            .cells
            .iter()
            .any(|c| c.name == "b2" && c.marks.step_target));
        let s = game.tap(index_of(&s, "b2")).unwrap();
        assert_eq!(s.history.moves(0, 5), ["c1-b2"]);
        assert!(matches!(
            game.tap(132),
            Err(FfiError::NoSuchSquare { index: 132 })
        ));
        // Saved and restored as what it is; loaded over a first game too.
        let json = game.save().unwrap();
        let restored = GameSession::restore(json.clone(), Mode::TwoPlayers).unwrap();
        assert_eq!(restored.snapshot().unwrap().history.moves(0, 5), ["c1-b2"]);
        let first = GameSession::of_game(GameKind::MathChess, Mode::TwoPlayers).unwrap();
        assert_eq!(first.snapshot().unwrap().cells.len(), 99);
        let s = first.load(json).unwrap();
        assert_eq!(
            (s.game, first.square_names().unwrap().len()),
            (GameKind::CaptureTheFlag, 132)
        );
        // Resigning ends it in both games' terms.
        let s = game.resign(Side::Blue).unwrap();
        let ending = s.ending.unwrap();
        assert_eq!(
            (ending.winner, ending.reason),
            (Some(Side::Red), EndKind::Resignation)
        );
        assert_eq!(ending.resigned, Some(Side::Blue));
        // A new game of the other kind in the same session.
        let s = game
            .start_game(GameKind::MathChess, Mode::TwoPlayers)
            .unwrap();
        assert_eq!((s.game, s.cells.len()), (GameKind::MathChess, 99));
    }

    #[test]
    fn the_computer_hint_and_review_in_a_flag_game() {
        let mode = Mode::VsComputer {
            human: Side::Red,
            level: 1,
        };
        let game = GameSession::of_game(GameKind::CaptureTheFlag, mode).unwrap();
        assert!(game.snapshot().unwrap().start_computer);
        let s = game.computer_move().unwrap();
        assert_eq!((s.turn, s.history.move_count()), (Side::Red, 1));
        let hint = game
            .hint_job()
            .unwrap()
            .run()
            .unwrap()
            .expect("a move for Red");
        assert_eq!(hint.line.first(), Some(&hint.best));
        let review = game.review_game().unwrap().run().unwrap();
        assert_eq!(review.moves().unwrap().len(), 1);
        assert!(game.review_is_current(review.clone()).unwrap());
        game.start_game(GameKind::MathChess, Mode::TwoPlayers)
            .unwrap();
        assert!(!game.review_is_current(review).unwrap());
    }
}

#[cfg(test)]
mod decision_tests {
    use mathchess::games::math_chess::{Op, Preset};

    use super::*;
    use crate::{CaptureRule, GameEvent, Rejection};

    fn at(position: &str, mode: Mode) -> Arc<GameSession> {
        GameSession::from_position(position.into(), Preset::Chessplayx.rules().into(), mode)
            .unwrap()
    }

    fn event(s: &Snapshot) -> (u64, GameEvent) {
        let last = s.last_event.clone().expect("an event");
        (last.id, last.event)
    }

    #[test]
    fn a_hint_job_cancelled_again_and_after_its_run_still_answers() {
        let game = GameSession::new(Preset::Chessplayx.rules().into(), Mode::TwoPlayers).unwrap();
        let job = game.hint_job().unwrap();
        assert!(!job.is_finished());
        assert!(job.run().unwrap().is_some());
        job.cancel();
        job.cancel();
        assert!(job.is_finished());
        // The next run stops at once, with at most the first move it saw.
        assert!(job.run().is_ok());
        assert!(job.is_finished());
    }

    #[test]
    fn a_hint_shown_then_gone_after_a_move() {
        let game = at(
            "R9R8R7R6R5R4R3R2R1/4R04/9/9/9/9/9/9/9/4B04/B1B2B3B4B5B6B7B8B9 b",
            Mode::TwoPlayers,
        );
        let s = game.snapshot().unwrap();
        assert!(s.near_player.may_hint && !s.far_player.may_hint);
        let job = game.hint_job().unwrap();
        let hint = job.run().unwrap().expect("a move at the start");
        let s = game.show_hint(job.clone()).unwrap();
        assert_eq!(s.hint.as_ref(), Some(&hint));
        assert!(!s.near_player.may_hint, "one is shown");
        game.tap(u32::from(hint.from_place.index)).unwrap();
        let s = game.tap(u32::from(hint.to_place.index)).unwrap();
        assert_eq!(s.hint, None, "the move dropped it");
        assert!(matches!(game.show_hint(job), Err(FfiError::StaleHint)));
        assert_eq!(game.snapshot().unwrap().hint, None);
    }

    #[test]
    fn events_are_told_with_ids_and_places() {
        // Blue 7 on a1 and 4 on a2 take Red's 9 on a5 by 7 − 4 or 7 % 4.
        let game = at("7R1R0/9/9/9/9/9/R98/9/9/B48/B77B0 b", Mode::TwoPlayers);
        game.tap(0).unwrap();
        game.tap(36).unwrap();
        let s = game.choose(0).unwrap();
        let (
            played,
            GameEvent::Played {
                side,
                text,
                captures,
                by_computer,
            },
        ) = event(&s)
        else {
            panic!("{:?}", s.last_event);
        };
        assert_eq!(
            (side, text.as_str(), by_computer),
            (Side::Blue, "a1xa5=7-4", false)
        );
        assert_eq!(captures[0].place.name, "a5");
        assert_eq!(
            captures[0].rules[0].rule,
            CaptureRule::Operation { op: Op::Sub }
        );
        assert_eq!(captures, s.last_captures);
        let s = game.tap(0).unwrap(); // a1 is empty now
        let (refused, told) = event(&s);
        assert_ne!(refused, played);
        assert_eq!(
            told,
            GameEvent::Refused {
                rejection: Rejection::EmptySquare
            }
        );
        let again = event(&game.tap(0).unwrap()).0;
        assert_ne!(again, refused, "the same refusal twice is told twice");
        assert_eq!(event(&game.snapshot().unwrap()).0, again);
        let s = game.undo().unwrap();
        assert_eq!(event(&s).1, GameEvent::Undone);
        let s = game.resign(Side::Blue).unwrap();
        assert!(
            matches!(event(&s).1, GameEvent::Ended { ending } if ending.resigned == Some(Side::Blue))
        );
        let s = game.undo().unwrap();
        assert_eq!(
            event(&s).1,
            GameEvent::ResignationTakenBack { side: Side::Blue }
        );
    }

    #[test]
    fn browsing_says_which_way() {
        let game = at(
            "R9R8R7R6R5R4R3R2R1/4R04/9/9/9/9/9/9/9/4B04/B1B2B3B4B5B6B7B8B9 b",
            Mode::TwoPlayers,
        );
        let s = game.snapshot().unwrap();
        assert!(!s.may_browse_back && !s.may_browse_forward);
        game.tap(2).unwrap();
        let s = game.tap(29).unwrap(); // c1-c4
        assert!(s.may_browse_back && !s.may_browse_forward);
        let s = game.browse_back().unwrap();
        assert!(!s.may_browse_back && s.may_browse_forward);
        assert!(matches!(game.tap(2), Ok(s) if s.rejection == Some(Rejection::Browsing)));
    }
}
