//! The interaction session (`docs/design.md` layer 4): the one place where taps
//! become moves.
//!
//! Android, iOS and the terminal game all drive a [`Session`] and draw its
//! [`Snapshot`]; none of them holds game logic. Every method either succeeds
//! or leaves the session as it was and says why (a rejected tap also records
//! its [`Rejection`] for the next snapshot).
//!
//! ```
//! use mathchess::{session::{Mode, Session, Tapped}, games::math_chess::Rules};
//! let mut session = Session::new(Rules::default(), Mode::TwoPlayers);
//! assert_eq!(session.tap("c1".parse()?)?, Tapped::Selected);
//! assert!(matches!(session.tap("c4".parse()?)?, Tapped::Played(_)));
//! let snapshot = session.snapshot();
//! assert_eq!(snapshot.history[0].to_string(), "c1-c4");
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

mod computer;
mod event;
mod hint;
mod history;
mod job;
mod level_player;
mod nearby;
#[cfg(test)]
mod nearby_tests;
mod playable;
mod players;
mod review;
mod rule_examples;
mod saved;
mod snapshot;
#[cfg(test)]
pub(crate) mod view_tests;

use std::{
    collections::hash_map::RandomState,
    hash::BuildHasher,
    sync::atomic::{AtomicU64, Ordering},
};

pub use computer::{lock, play_computer_turn, ComputerMove, ComputerPlayer, ComputerTurn};
pub use event::{Event, LastEvent};
pub use hint::{find_hint, Hint, HintJob};
pub use history::History;
pub use job::SearchHandle;
pub use level_player::LevelPlayer;
pub use nearby::{hear, rejoin, Connection, NearbyError, NearbyView, Seat};
pub use playable::{
    CaptureNote, CaptureRule, CaptureTheFlag, EdgeLabels, GameOf, MathChess, MoveOptions, Options,
    OutcomeOf, PieceOf, Playable, PlayedOf, PositionOf, RuleUse, RulesOf, SquareOf, TextOf,
    MAX_OPTIONS, MAX_SQUARES,
};
pub use review::{Evaluation, ReviewJob, ReviewView, ReviewedMove};
pub use rule_examples::{flag_rule_examples, rule_examples, FlagRuleTopic, RuleExample, RuleTopic};
pub use saved::PendingSave;
pub use snapshot::{
    BySide, Cell, ChoiceOption, Mark, Marks, MoveChoice, PlayerView, Snapshot, SquareKind,
};

use serde::{Deserialize, Serialize};

use history::Played;

use crate::{
    game::Game,
    games::math_chess::record::RecordError,
    games::math_chess::{GameError, PlayedMove, Rules},
    history::Undone,
    link::Message,
    record::{GameInfo, ReadError},
    search::Level,
    BoardPiece, BoardPosition, BoardSquare, Side,
};

/// A session of Vietnamese Math Chess.
pub type Session = GameSession<MathChess>;

/// A square as a message names it: its index in its game and its name.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Place {
    pub index: u8,
    pub name: &'static str,
}

impl Place {
    pub(crate) fn of<G: Playable>(square: SquareOf<G>) -> Place {
        Place {
            // Both games have fewer than 256 squares.
            index: square.index() as u8,
            name: G::square_name(square),
        }
    }
}

/// Who plays the game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Mode {
    /// Two players sharing one device.
    TwoPlayers,
    /// A player against the computer, which plays the other side at `level`.
    VsComputer { human: Side, level: Level },
    /// A player on this phone against another phone, which plays the
    /// other side (`session::nearby`).
    Nearby { local: Side },
}

impl Mode {
    /// The side the computer plays, if any.
    #[must_use]
    pub fn computer_side(self) -> Option<Side> {
        match self {
            Mode::TwoPlayers | Mode::Nearby { .. } => None,
            Mode::VsComputer { human, .. } => Some(!human),
        }
    }

    /// The side the other phone plays, if any.
    #[must_use]
    pub fn remote_side(self) -> Option<Side> {
        match self {
            Mode::TwoPlayers | Mode::VsComputer { .. } => None,
            Mode::Nearby { local } => Some(!local),
        }
    }
}

/// How the board is turned for display.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Orientation {
    /// Pass-and-play on a phone: the side to move sits at the bottom (the
    /// side to move live: browsing history does not turn the board).
    FollowTurn,
    /// `bottom` always sits at the bottom.
    Fixed { bottom: Side },
    /// A tablet lying flat between the players: fixed, and the far side's
    /// pieces are drawn upside down for them.
    FaceToFace { bottom: Side },
}

/// Why a tap did nothing. The session is unchanged, and the next snapshot
/// carries the reason so that a shell can show it as a short message.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum Rejection {
    #[error("a 0 never moves")]
    ZeroCannotMove,
    #[error("that piece belongs to the side not to move")]
    NotYourTurn,
    #[error("the game is over")]
    GameOver,
    #[error("the computer is thinking")]
    ComputerThinking,
    #[error("the other phone is to move")]
    OtherPhoneToMove,
    /// The side to move offered a draw and waits for the other's answer.
    #[error("the other player is answering your draw offer")]
    AwaitingDrawAnswer,
    #[error("browsing history: return to the live position to play")]
    Browsing,
    #[error("there is no piece there")]
    EmptySquare,
    #[error("that piece has no legal move")]
    NoMoves,
    #[error("choose a formula or cancel the choice first")]
    ChoicePending,
    /// The tap cleared the selection: the selected piece cannot go there.
    #[error("the {number} on {} cannot reach {}", from.name, to.name)]
    CannotReach {
        side: Side,
        number: u8,
        from: Place,
        to: Place,
    },
}

/// Why a session call did nothing. The session is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SessionError {
    #[error("no square has index {0}")]
    NoSuchSquare(u32),
    #[error(transparent)]
    Rejected(#[from] Rejection),
    #[error("no move choice is open")]
    NoChoice,
    #[error("the move choice has only {count} options")]
    NoSuchOption { index: usize, count: usize },
    #[error("there is no move to undo")]
    NothingToUndo,
    #[error("there is no move to redo")]
    NothingToRedo,
    #[error("there is no move {ply}: the game has {plies} moves")]
    NoSuchPly { ply: usize, plies: usize },
    #[error("already at the start of the game")]
    AtStart,
    #[error("already at the live position")]
    AtLive,
    #[error("there is no draw offer to answer")]
    NoDrawOffer,
    #[error("{0} offered the draw: the other player answers it")]
    OwnDrawOffer(Side),
    #[error("a draw is already offered")]
    DrawAlreadyOffered,
    #[error("{0} is not to move: only the side to move offers a draw")]
    NotToMove(Side),
    #[error("draw offers are for two players, not against the computer")]
    NotTwoPlayers,
    #[error("the computer's side cannot resign from here")]
    ComputerSide,
    #[error("the game has moved on since the hint was asked for")]
    StaleHint,
    #[error("the computer found no move")]
    NoComputerMove,
    /// The computer's search panicked (a bug); the message is for a log.
    #[error("the computer's search failed: {0}")]
    ComputerFailed(String),
    #[error(transparent)]
    Game(#[from] GameError),
    /// A saved game that does not read as a record of either game.
    #[error(transparent)]
    Read(#[from] ReadError),
    /// A saved game of Vietnamese Math Chess does not load.
    #[error(transparent)]
    Record(#[from] RecordError),
    /// Capture the Flag refused a move or an action.
    #[error(transparent)]
    FlagGame(#[from] crate::games::capture_the_flag::GameError),
    /// A saved game of Capture the Flag does not load.
    #[error(transparent)]
    FlagRecord(#[from] crate::games::capture_the_flag::record::RecordError),
    /// Against another phone: what it sent, or a call about it, refused.
    #[error(transparent)]
    Nearby(#[from] NearbyError),
    /// A field the session adds to the game record is malformed.
    #[error("field \"{field}\": {detail}")]
    SavedField { field: &'static str, detail: String },
}

/// What a successful tap did; `P` is what the game reports of a move played.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tapped<P = PlayedMove> {
    /// A piece was selected (or the selection moved to it); its targets are marked.
    Selected,
    /// The selection was cleared.
    Deselected,
    /// The selection was cleared because the selected piece cannot reach
    /// the square tapped; the snapshot's rejection says so.
    Cleared(Rejection),
    /// The tapped capture has several formulas: the move choice is open.
    ChoiceOpened,
    /// A move was played.
    Played(P),
}

impl<P> Tapped<P> {
    /// The same answer, a move's report made by `played` (the game's
    /// played move, a lesson's or a puzzle's judgement of it).
    ///
    /// # Errors
    /// `played`'s.
    pub(crate) fn try_map<Q, E>(
        self,
        played: impl FnOnce(P) -> Result<Q, E>,
    ) -> Result<Tapped<Q>, E> {
        Ok(match self {
            Tapped::Played(p) => Tapped::Played(played(p)?),
            Tapped::Selected => Tapped::Selected,
            Tapped::Deselected => Tapped::Deselected,
            Tapped::Cleared(reason) => Tapped::Cleared(reason),
            Tapped::ChoiceOpened => Tapped::ChoiceOpened,
        })
    }
}

/// What the player is in the middle of choosing.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Selection<G: Playable> {
    None,
    Piece(SquareOf<G>),
    /// Several moves between two squares (a capture with several
    /// formulas), waiting for one to be picked.
    Choice(Options<G>),
}

impl<G: Playable> Selection<G> {
    /// The selected piece's square.
    fn square(&self) -> Option<SquareOf<G>> {
        match *self {
            Selection::None => None,
            Selection::Piece(from) | Selection::Choice(Options { from, .. }) => Some(from),
        }
    }
}

/// The computer's search as the session sees it.
#[derive(Clone, Debug, Default)]
struct ComputerJobs {
    /// Bumped whenever the game changes, so that a late result is ignored.
    generation: u64,
    /// Stops the search handed out, while it runs.
    running: Option<job::Canceller>,
    /// The last search found no move in this game as it stands: it is not
    /// started again until the game changes.
    gave_up: bool,
}

impl ComputerJobs {
    /// Stops any search and makes its result stale.
    fn cancel(&mut self) {
        if let Some(search) = self.running.take() {
            search.cancel();
        }
        self.generation += 1;
        self.gave_up = false;
    }
}

/// A game of either kind being played on a device: the game, who plays it,
/// how it is shown, and the player's selection. See the [module docs](self).
#[derive(Debug)]
pub struct GameSession<G: Playable> {
    game: GameOf<G>,
    /// The game's moves as snapshots show them, following the game.
    played: Played<G>,
    info: GameInfo,
    mode: Mode,
    orientation: Orientation,
    selection: Selection<G>,
    /// The ply being browsed, below the number of plies played.
    browsing: Option<usize>,
    draw_offer: Option<Side>,
    rejection: Option<Rejection>,
    computer: ComputerJobs,
    /// The hint shown, while its revision is the session's.
    hint: Option<Hint<G>>,
    last_event: Option<LastEvent<G>>,
    /// The game against another phone, when it is one.
    nearby: Option<nearby::Nearby>,
    /// Draws the mistakes of the beginner levels: new for each game, saved
    /// with it, so that a restored game goes on as it would have.
    pub(crate) seed: u64,
    /// Changes with what [`Session::save`] writes; see [`Snapshot::revision`].
    revision: u64,
}

impl Session {
    /// A new game of Vietnamese Math Chess from the start position.
    #[must_use]
    pub fn new(rules: Rules, mode: Mode) -> Session {
        Session::start(rules, mode)
    }
}

impl<G: Playable> GameSession<G> {
    /// A new game from the start position.
    #[must_use]
    pub fn start(rules: RulesOf<G>, mode: Mode) -> GameSession<G> {
        GameSession::from_game(Game::new(rules), mode)
    }

    /// A session over a game in any state (a puzzle, a restored game).
    ///
    /// The board follows the turn for two players and faces the player
    /// against the computer.
    #[must_use]
    pub fn from_game(game: GameOf<G>, mode: Mode) -> GameSession<G> {
        GameSession {
            played: Played::of(&game),
            game,
            info: GameInfo::default(),
            mode,
            orientation: default_orientation(mode),
            selection: Selection::None,
            browsing: None,
            draw_offer: None,
            rejection: None,
            computer: ComputerJobs::default(),
            hint: None,
            last_event: None,
            nearby: None,
            seed: fresh_seed(),
            revision: next_revision(),
        }
    }

    #[must_use]
    pub fn game(&self) -> &GameOf<G> {
        &self.game
    }

    #[must_use]
    pub fn mode(&self) -> Mode {
        self.mode
    }

    #[must_use]
    pub fn orientation(&self) -> Orientation {
        self.orientation
    }

    /// Turns the board; the game is unchanged.
    pub fn set_orientation(&mut self, orientation: Orientation) {
        self.orientation = orientation;
        self.revision = next_revision();
    }

    /// Is the computer to move in a live game?
    #[must_use]
    pub fn computer_to_move(&self) -> bool {
        self.game.outcome().is_none() && self.mode.computer_side() == Some(self.turn())
    }

    /// The side to move in the live game.
    fn turn(&self) -> Side {
        self.position().turn()
    }

    /// The live position.
    fn position(&self) -> &PositionOf<G> {
        self.game.position()
    }

    /// A tap on the square with `index` (the game's square numbering), as a
    /// shell reports it.
    ///
    /// # Errors
    /// [`SessionError::NoSuchSquare`] if `index` is not a square (nothing is
    /// recorded), otherwise as [`GameSession::tap`].
    pub fn tap_index(&mut self, index: u32) -> Result<Tapped<PlayedOf<G>>, SessionError> {
        let square = <SquareOf<G>>::from_index(index).ok_or(SessionError::NoSuchSquare(index))?;
        self.tap(square)
    }

    /// A tap on `square`: select, reselect or deselect a piece, or play the
    /// move to a marked target (opening the move choice when the capture has
    /// several formulas). See `docs/design.md`, "Taps and pass-and-play".
    ///
    /// A tap out of the selected piece's reach clears the selection and,
    /// like a refusal, keeps the reason for the next snapshot
    /// ([`Tapped::Cleared`] with [`Rejection::CannotReach`]).
    ///
    /// # Errors
    /// [`SessionError::Rejected`] saying why the tap did nothing; the reason
    /// is also kept for the next snapshot. Nothing else changes.
    pub fn tap(&mut self, square: SquareOf<G>) -> Result<Tapped<PlayedOf<G>>, SessionError> {
        self.pick(square)?.try_map(|m| self.play(m))
    }

    /// A tap as [`GameSession::tap`] takes it, but the move it means (a
    /// target of the selected piece with one move, the choice opened
    /// otherwise) is handed back unplayed, as `Tapped::Played(m)`, the
    /// piece still selected: a lesson or a puzzle judges it first, then
    /// plays it ([`GameSession::play_picked`]) or drops it
    /// ([`GameSession::drop_pick`]).
    pub(crate) fn pick(&mut self, square: SquareOf<G>) -> Result<Tapped<G::Move>, SessionError> {
        let result = self.pick_unrecorded(square);
        self.rejection = match result {
            Err(SessionError::Rejected(reason)) | Ok(Tapped::Cleared(reason)) => Some(reason),
            _ => None,
        };
        if let Some(reason) = self.rejection {
            self.tell(Event::Refused(reason));
        }
        result
    }

    fn pick_unrecorded(&mut self, square: SquareOf<G>) -> Result<Tapped<G::Move>, SessionError> {
        self.check_live()?;
        let selected = match self.selection {
            Selection::Choice(_) => return Err(Rejection::ChoicePending.into()),
            Selection::Piece(from) => Some(from),
            Selection::None => None,
        };
        if let Some(from) = selected {
            if square == from {
                self.selection = Selection::None;
                return Ok(Tapped::Deselected);
            }
            let moves = G::moves_between(&self.game, from, square);
            if !moves.is_empty() {
                return Ok(self.pick_or_choose(Options {
                    from,
                    to: square,
                    moves,
                }));
            }
        }
        let out_of_reach = selected.and_then(|from| {
            let piece = self.position().piece_at(from)?;
            Some(Rejection::CannotReach {
                side: piece.side(),
                number: piece.number(),
                from: Place::of::<G>(from),
                to: Place::of::<G>(square),
            })
        });
        match (G::selectable(&self.game, square), out_of_reach) {
            (Ok(()), _) => {
                self.selection = Selection::Piece(square);
                Ok(Tapped::Selected)
            }
            // With a piece selected, a tap out of its reach clears the selection.
            (Err(Rejection::EmptySquare | Rejection::NotYourTurn), Some(reason)) => {
                self.selection = Selection::None;
                Ok(Tapped::Cleared(reason))
            }
            (Err(reason), _) => Err(reason.into()),
        }
    }

    /// Can the player act on the board now?
    fn check_live(&self) -> Result<(), Rejection> {
        if self.browsing.is_some() {
            Err(Rejection::Browsing)
        } else if self.game.outcome().is_some() {
            Err(Rejection::GameOver)
        } else if self.computer_to_move() {
            Err(Rejection::ComputerThinking)
        } else if self.mode.remote_side() == Some(self.turn()) {
            Err(Rejection::OtherPhoneToMove)
        } else if self.draw_offer == Some(self.turn()) {
            // The offerer waits for the answer (docs/design.md, pass-and-play): a move
            // would cross it, and would drop the offer unanswered.
            Err(Rejection::AwaitingDrawAnswer)
        } else {
            Ok(())
        }
    }

    /// The move when `options` holds one, or the choice between them
    /// opened (never none).
    fn pick_or_choose(&mut self, options: Options<G>) -> Tapped<G::Move> {
        if let [m] = options.moves[..] {
            return Tapped::Played(m);
        }
        self.selection = Selection::Choice(options);
        Tapped::ChoiceOpened
    }

    /// Plays a move; the game checks it (the computer's move comes from outside).
    fn play(&mut self, m: G::Move) -> Result<PlayedOf<G>, SessionError> {
        let side = self.turn();
        let played = G::play(&mut self.game, m)?;
        self.after_game_change();
        self.tell_played(side);
        self.tell_remote_move(side);
        Ok(played)
    }

    /// Plays a move [`GameSession::pick`] or [`GameSession::pick_choice`]
    /// handed back, or one of the game's own (a puzzle's defence, told as
    /// the computer's when the mode says the computer plays that side).
    ///
    /// # Errors
    /// As the game refuses the move; nothing changes then.
    pub(crate) fn play_picked(&mut self, m: G::Move) -> Result<PlayedOf<G>, SessionError> {
        self.play(m)
    }

    /// Drops the move picked (or the choice opened): nothing is selected.
    pub(crate) fn drop_pick(&mut self) {
        self.selection = Selection::None;
    }

    /// A legal move of the live game as it would be played: its text and
    /// its squares (played on a copy; `None` if the game refuses it).
    pub(crate) fn preview(&self, m: G::Move) -> Option<(TextOf<G>, SquareOf<G>, SquareOf<G>)> {
        let mut game = self.game.clone();
        G::play(&mut game, m).ok()?;
        let ply = game.plies().checked_sub(1)?;
        let (from, to) = G::moved(&game, ply)?;
        Some((G::played_text(&game, ply)?, from, to))
    }

    /// Picks option `index` (from 0) of the open move choice and plays it.
    ///
    /// # Errors
    /// [`SessionError::NoChoice`] or [`SessionError::NoSuchOption`].
    pub fn choose(&mut self, index: usize) -> Result<PlayedOf<G>, SessionError> {
        let m = self.pick_choice(index)?;
        self.play(m)
    }

    /// The move of option `index` of the open move choice, unplayed (see
    /// [`GameSession::pick`]); the choice stays open.
    ///
    /// # Errors
    /// As [`GameSession::choose`].
    pub(crate) fn pick_choice(&self, index: usize) -> Result<G::Move, SessionError> {
        let Selection::Choice(options) = &self.selection else {
            return Err(SessionError::NoChoice);
        };
        options
            .moves
            .get(index)
            .copied()
            .ok_or(SessionError::NoSuchOption {
                index,
                count: options.moves.len(),
            })
    }

    /// Dismisses the move choice, keeping the piece selected.
    ///
    /// # Errors
    /// [`SessionError::NoChoice`] if no choice is open.
    pub fn cancel_choice(&mut self) -> Result<(), SessionError> {
        let Selection::Choice(Options { from, .. }) = self.selection else {
            return Err(SessionError::NoChoice);
        };
        self.selection = Selection::Piece(from);
        Ok(())
    }

    /// Plays a move written as move text (`c1-c4`, `d3xd7`, `d3xd7=7-4`), as a
    /// player may type it instead of tapping. A capture written without a
    /// formula that has several opens the move choice, as its tap does.
    ///
    /// # Errors
    /// [`SessionError::Rejected`] when no move may be played now (as for a
    /// tap, but not recorded for the snapshot); [`SessionError::Game`]
    /// naming the rule the move breaks or the formula that does not fit.
    /// Nothing changes then.
    pub fn play_text(&mut self, text: &TextOf<G>) -> Result<Tapped<PlayedOf<G>>, SessionError> {
        self.pick_text(text)?.try_map(|m| self.play(m))
    }

    /// Move text as [`GameSession::play_text`] takes it, the move handed
    /// back unplayed (see [`GameSession::pick`]).
    ///
    /// # Errors
    /// As [`GameSession::play_text`].
    pub(crate) fn pick_text(&mut self, text: &TextOf<G>) -> Result<Tapped<G::Move>, SessionError> {
        self.check_live()?;
        if let Selection::Choice(_) = self.selection {
            return Err(Rejection::ChoicePending.into());
        }
        let options = G::moves_of_text(&self.game, text)?;
        Ok(self.pick_or_choose(options))
    }

    /// Starts a new game from the start position; stops the computer. A
    /// change of mode also turns the board to that mode's default.
    pub fn new_game(&mut self, rules: RulesOf<G>, mode: Mode) {
        self.set_mode(mode);
        self.game = Game::new(rules);
        self.played = Played::of(&self.game);
        self.info = GameInfo::default();
        self.seed = fresh_seed();
        self.last_event = None;
        self.after_human_change();
    }

    /// Takes back a resignation or an agreed draw (nothing more), or else
    /// the last move; against the computer, also the computer's reply, so
    /// that the player is to move again. Stops the computer.
    ///
    /// # Errors
    /// [`SessionError::NothingToUndo`] at the start of the game, and against
    /// the computer before the player's first move (its opening stays).
    pub fn undo(&mut self) -> Result<(), SessionError> {
        if self.nearby.is_some() {
            return Err(NearbyError::AskToUndo.into());
        }
        if !self.may_undo() {
            return Err(SessionError::NothingToUndo);
        }
        let undone = self.game.undo().ok_or(SessionError::NothingToUndo)?;
        if matches!(undone, Undone::Move(_)) && self.computer_to_move() {
            self.game.undo();
        }
        self.after_human_change();
        self.tell_undone(&undone);
        Ok(())
    }

    /// Would [`Session::undo`] take anything back? Against the computer,
    /// only an ending or a move of the player's: the computer's opening
    /// alone stays, since taken back it would be played again at once.
    pub(crate) fn may_undo(&self) -> bool {
        if !self.game.can_undo() || self.nearby.is_some() {
            return false;
        }
        let Mode::VsComputer { human, .. } = self.mode else {
            return true;
        };
        let plies = self.game.plies();
        let human_moved = plies >= 2 || (plies == 1 && self.game.start().turn() == human);
        human_moved || self.game.outcome().is_some()
    }

    /// Plays again the last move taken back (and the computer's reply).
    ///
    /// # Errors
    /// [`SessionError::NothingToRedo`] if no move was taken back.
    pub fn redo(&mut self) -> Result<(), SessionError> {
        if !self.may_redo() || self.game.redo().is_none() {
            return Err(SessionError::NothingToRedo);
        }
        if self.computer_to_move() {
            self.game.redo();
        }
        self.after_human_change();
        self.tell(Event::Redone);
        Ok(())
    }

    /// Would [`GameSession::redo`] play a move again? Never against
    /// another phone, where moves are taken back by agreement.
    pub(crate) fn may_redo(&self) -> bool {
        self.game.can_redo() && self.nearby.is_none()
    }

    /// `side` resigns and loses.
    ///
    /// # Errors
    /// As [`PlayerView::may_resign`] says: [`Rejection::GameOver`],
    /// [`SessionError::ComputerSide`] or [`Rejection::Browsing`].
    pub fn resign(&mut self, side: Side) -> Result<(), SessionError> {
        self.check_resign(side)?;
        let ended = self.game.resign(side).is_ok();
        self.declared(ended)?;
        self.tell_remote(&Message::Resign);
        Ok(())
    }

    /// After a resignation or an agreed draw: it `ended` the game, or the
    /// game was over already.
    fn declared(&mut self, ended: bool) -> Result<(), SessionError> {
        if !ended {
            return Err(Rejection::GameOver.into());
        }
        self.after_human_change();
        self.tell_ended();
        Ok(())
    }

    /// `side`, to move, offers a draw (two players, on one device or two);
    /// the other player accepts or declines it. Until then `side` may not
    /// move ([`Rejection::AwaitingDrawAnswer`]).
    ///
    /// # Errors
    /// As [`PlayerView::may_offer_draw`] says: [`SessionError::NotTwoPlayers`],
    /// [`Rejection::GameOver`], [`Rejection::Browsing`],
    /// [`SessionError::DrawAlreadyOffered`] or [`SessionError::NotToMove`].
    pub fn offer_draw(&mut self, side: Side) -> Result<(), SessionError> {
        self.check_offer(side)?;
        self.draw_offer = Some(side);
        // The offerer waits for the answer: no piece stays selected, no target marked.
        self.selection = Selection::None;
        self.tell(Event::DrawOffered { by: side });
        self.tell_remote(&Message::OfferDraw);
        Ok(())
    }

    /// `side` accepts the draw the other side offered: the game ends drawn.
    ///
    /// # Errors
    /// As [`PlayerView::may_answer_draw`] says: [`SessionError::NoDrawOffer`],
    /// [`SessionError::OwnDrawOffer`] if `side` made the offer, or
    /// [`Rejection::Browsing`].
    pub fn accept_draw(&mut self, side: Side) -> Result<(), SessionError> {
        self.check_answer(side)?;
        let ended = self.game.agree_draw().is_ok();
        self.declared(ended)?;
        self.tell_remote(&Message::AnswerDraw { accept: true });
        Ok(())
    }

    /// `side` declines the draw the other side offered.
    ///
    /// # Errors
    /// As [`Session::accept_draw`].
    pub fn decline_draw(&mut self, side: Side) -> Result<(), SessionError> {
        self.check_answer(side)?;
        self.draw_offer = None;
        self.tell(Event::DrawDeclined { by: side });
        self.tell_remote(&Message::AnswerDraw { accept: false });
        Ok(())
    }

    /// Shows the position after `ply` plies; `ply` equal to the number of
    /// plies played returns to the live position. Playing waits meanwhile.
    ///
    /// # Errors
    /// [`SessionError::NoSuchPly`] beyond the plies played.
    pub fn browse(&mut self, ply: usize) -> Result<(), SessionError> {
        let plies = self.game.plies();
        if ply > plies {
            return Err(SessionError::NoSuchPly { ply, plies });
        }
        self.browsing = (ply < plies).then_some(ply);
        self.selection = Selection::None;
        self.rejection = None;
        Ok(())
    }

    /// Steps one ply back in history (from the live position: to the last move).
    ///
    /// # Errors
    /// [`SessionError::AtStart`] at the start position.
    pub fn browse_back(&mut self) -> Result<(), SessionError> {
        let ply = self.browsing.unwrap_or(self.game.plies());
        self.browse(ply.checked_sub(1).ok_or(SessionError::AtStart)?)
    }

    /// Steps one ply forward in history; after the last, the live position.
    ///
    /// # Errors
    /// [`SessionError::AtLive`] when not browsing.
    pub fn browse_forward(&mut self) -> Result<(), SessionError> {
        let ply = self.browsing.ok_or(SessionError::AtLive)?;
        self.browse(ply + 1)
    }

    /// Returns to the live position.
    pub fn leave_browsing(&mut self) {
        self.browsing = None;
        self.rejection = None;
    }

    /// Forgets why the last tap was refused: the player turned to something
    /// else (the resign question), so the reason is no longer news. The
    /// selection and everything else stay.
    pub fn dismiss_rejection(&mut self) {
        self.rejection = None;
    }

    /// The session as one JSON document: the game record
    /// (`mathchess::record`) with the mode, the orientation and the seed of
    /// the computer's mistakes, and the moves taken back (to redo after a
    /// restart). Selection, move choice, browsing and draw offer are not
    /// saved.
    #[must_use]
    pub fn save(&self) -> String {
        self.pending_save().to_json()
    }

    /// [`Session::save`] in two steps: the copy, then the writing out
    /// ([`PendingSave::to_json`]), which need not hold a shared session.
    #[must_use]
    pub fn pending_save(&self) -> PendingSave<G> {
        PendingSave::of(self)
    }

    /// A session restored from [`Session::save`]'s document; `mode` plays a
    /// record that does not say who plays (version 1, or written elsewhere).
    ///
    /// # Errors
    /// As [`Session::load`].
    pub fn restore(json: &str, mode: Mode) -> Result<GameSession<G>, SessionError> {
        let mut session = GameSession::start(<RulesOf<G>>::default(), mode);
        session.load(json)?;
        Ok(session)
    }

    /// Replaces the game with a saved one, with its mode and orientation
    /// when the document has them (else the mode stays, and so does the
    /// orientation unless the mode changes). Stops the computer.
    ///
    /// # Errors
    /// [`SessionError::Record`] or [`SessionError::SavedField`] saying what
    /// is wrong with the document; the session is then unchanged.
    pub fn load(&mut self, json: &str) -> Result<(), SessionError> {
        let saved = saved::load::<G>(json)?;
        self.set_mode(saved.mode.unwrap_or(self.mode));
        let same_seat = self.nearby.as_ref().map(|n| n.seat) == saved.seat;
        if !same_seat && matches!(self.mode, Mode::Nearby { .. }) {
            self.nearby = saved.seat.map(nearby::Nearby::restored);
        }
        self.orientation = saved.orientation.unwrap_or(self.orientation);
        self.game = saved.game;
        self.played = Played::of(&self.game);
        self.info = saved.info;
        self.seed = saved.seed.unwrap_or_else(fresh_seed);
        self.last_event = None;
        self.after_human_change();
        Ok(())
    }

    /// A change of mode turns the board to that mode's default; a game
    /// against another phone ends its link with its mode.
    fn set_mode(&mut self, mode: Mode) {
        if mode != self.mode {
            self.orientation = default_orientation(mode);
            self.nearby = None;
        }
        self.mode = mode;
    }

    /// After any change of the game.
    fn after_game_change(&mut self) {
        self.played.follow(&self.game);
        self.revision = next_revision();
        self.selection = Selection::None;
        self.draw_offer = None;
        self.rejection = None;
        self.hint = None;
        self.computer.cancel();
        if let Some(nearby) = &mut self.nearby {
            // A move answers a request to take back the one before.
            nearby.undo_asked = None;
        }
        // The computer's move lands while a player may be browsing history.
        let plies = self.game.plies();
        self.browsing = self.browsing.filter(|&ply| ply < plies);
    }

    /// After a player's command that changes the game.
    fn after_human_change(&mut self) {
        self.browsing = None;
        self.after_game_change();
    }
}

/// A revision no session of this process has had: a shell that swaps one
/// session for another still sees the change.
pub(crate) fn next_revision() -> u64 {
    static LAST: AtomicU64 = AtomicU64::new(0);
    LAST.fetch_add(1, Ordering::Relaxed).wrapping_add(1)
}

/// A seed no other game is likely to have: the standard library's per-process
/// random hash keys, which change with every call.
fn fresh_seed() -> u64 {
    RandomState::new().hash_one(0u8)
}

fn default_orientation(mode: Mode) -> Orientation {
    match mode {
        Mode::TwoPlayers => Orientation::FollowTurn,
        Mode::VsComputer { human, .. } => Orientation::Fixed { bottom: human },
        Mode::Nearby { local } => Orientation::Fixed { bottom: local },
    }
}
