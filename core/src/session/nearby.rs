//! A game against another phone (`docs/nearby.md`): the other phone is a
//! third kind of player beside a person on this device and the computer.
//! Its moves, offers and answers come over the [`Link`] as messages; each is
//! checked here, against this phone's own game, before anything changes:
//! a message refused changes nothing and ends the connection. This phone's
//! own moves and answers go out as it makes them.
//!
//! A shell hosts ([`GameSession::host`]) or joins ([`GameSession::joined`]
//! after [`Link::join`]), then calls [`hear`] in a loop off its main thread
//! and redraws when it returns `true`.

use std::{
    net::SocketAddrV4,
    sync::{Arc, Mutex},
    time::Duration,
};

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{lock, Event, GameOf, GameSession, Mode, OutcomeOf, Playable, SessionError, TextOf};
use crate::{
    link::{
        Incoming, JoinCode, Link, LinkError, Message, Pairing, Refusal, Resume, Role, Timings,
        Welcome,
    },
    BoardPosition, Side,
};

/// The link as a screen shows it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Connection {
    /// The host waits for the other phone, to join or to come back.
    Waiting,
    /// The other phone is connected.
    Connected,
    /// The guest lost the host, for this reason: it may rejoin.
    Lost(LinkError),
}

/// The game against another phone, as the snapshot shows it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NearbyView {
    pub role: Role,
    /// The code the host shows; the guest's, to rejoin with.
    pub code: JoinCode,
    pub connection: Connection,
    /// [`rejoin`] may be tried: a guest whose link is down.
    pub may_rejoin: bool,
    /// The side that asked to take back its last move, waiting for the
    /// other's answer.
    pub undo_asked: Option<Side>,
    /// [`GameSession::ask_undo`] would succeed.
    pub may_ask_undo: bool,
    /// [`GameSession::answer_undo`] would succeed.
    pub may_answer_undo: bool,
}

/// Why a message of the other phone, or a call about it, was refused.
/// Nothing in the game changed.
#[derive(Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum NearbyError {
    #[error("the other phone moved out of turn")]
    OutOfTurn,
    #[error("the other phone sent move {found}, but this game is at move {expected}")]
    WrongPly { expected: usize, found: usize },
    #[error("the other phone's move {text} is refused: {reason}")]
    BadMove { text: String, reason: String },
    #[error("the other phone answered an offer or a request nobody made")]
    NothingToAnswer,
    #[error("the other phone has not asked to take back a move")]
    NoUndoAsked,
    #[error("the other phone sent {0} out of place")]
    Unexpected(&'static str),
    #[error("the other phone's game does not load: {0}")]
    BadRecord(String),
    #[error("the two phones' games differ: neither is a continuation of the other")]
    Conflict,
    #[error("this game is not played against another phone")]
    NotNearby,
    #[error("the other phone plays {0}")]
    OtherPhonesSide(Side),
    #[error("against another phone, ask it to take back a move")]
    AskToUndo,
    #[error("a move is already asked to be taken back")]
    UndoAlreadyAsked,
    #[error("only the player of the last move asks to take it back, in a live game")]
    NoUndoToAsk,
    #[error("the other phone is connected")]
    Connected,
    #[error("only the phone that joined rejoins; the host waits")]
    HostWaits,
    #[error(transparent)]
    Link(#[from] LinkError),
}

/// How this phone plays against the other: saved with the game, so that
/// a restarted app hosts or rejoins with the same code.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub role: Role,
    #[serde(with = "code_text")]
    pub code: JoinCode,
}

/// The session's part of a nearby game.
#[derive(Debug)]
pub(super) struct Nearby {
    pub seat: Seat,
    /// Made by [`GameSession::host`] and [`GameSession::joined`]; after a
    /// restore, by [`GameSession::reopen_link`].
    link: Option<Arc<Link>>,
    connection: Connection,
    pub undo_asked: Option<Side>,
}

impl Nearby {
    fn new(seat: Seat, link: Option<Arc<Link>>, connection: Connection) -> Nearby {
        Nearby {
            seat,
            link,
            connection,
            undo_asked: None,
        }
    }

    /// A restored seat, its link not yet made.
    pub(super) fn restored(seat: Seat) -> Nearby {
        let connection = match seat.role {
            Role::Host => Connection::Waiting,
            Role::Guest => Connection::Lost(LinkError::Closed),
        };
        Nearby::new(seat, None, connection)
    }
}

impl<G: Playable> GameSession<G> {
    /// Hosts a new game at `address` (port 0: a free one), this phone
    /// playing `local`; the code to show is in the snapshot.
    ///
    /// # Errors
    /// [`LinkError::CannotListen`].
    pub fn host(
        rules: super::RulesOf<G>,
        local: Side,
        address: SocketAddrV4,
        timings: Timings,
    ) -> Result<GameSession<G>, SessionError> {
        let link = Link::host(address, Pairing::random(), timings).map_err(NearbyError::from)?;
        let seat = Seat {
            role: Role::Host,
            code: link.code(),
        };
        let mut session = GameSession::start(rules, Mode::Nearby { local });
        session.nearby = Some(Nearby::new(seat, Some(Arc::new(link)), Connection::Waiting));
        Ok(session)
    }

    /// The game a guest joined: the host's record, this phone playing the
    /// side the host does not.
    ///
    /// # Errors
    /// [`NearbyError::BadRecord`] when the record is not a game of `G`
    /// (the link is then ended, telling the host why).
    pub fn joined(link: Link, welcome: Welcome) -> Result<GameSession<G>, SessionError> {
        let game = match load_record::<G>(&welcome.record) {
            Ok(game) => game,
            Err(error) => {
                link.drop_peer(Refusal::Refused);
                return Err(error.into());
            }
        };
        let seat = Seat {
            role: Role::Guest,
            code: link.code(),
        };
        let mut session = GameSession::from_game(
            game,
            Mode::Nearby {
                local: !welcome.host,
            },
        );
        session.nearby = Some(Nearby::new(
            seat,
            Some(Arc::new(link)),
            Connection::Connected,
        ));
        session.tell(Event::Joined);
        Ok(session)
    }

    /// After a restore: hosts again at the saved code's address and
    /// pairing number, or makes the guest's link, to [`rejoin`] with.
    ///
    /// # Errors
    /// [`NearbyError::NotNearby`], or the link's error (the address may
    /// be gone: host a new game).
    pub fn reopen_link(&mut self, timings: Timings) -> Result<(), SessionError> {
        let nearby = self.nearby.as_mut().ok_or(NearbyError::NotNearby)?;
        if nearby.link.is_some() {
            return Ok(());
        }
        let code = nearby.seat.code;
        let link = match nearby.seat.role {
            Role::Host => {
                Link::host(code.address, code.pairing, timings).map_err(NearbyError::from)?
            }
            Role::Guest => Link::guest(code, timings),
        };
        nearby.link = Some(Arc::new(link));
        Ok(())
    }

    /// The nearby game's view for the snapshot.
    pub(super) fn nearby_view(&self) -> Option<NearbyView> {
        let nearby = self.nearby.as_ref()?;
        Some(NearbyView {
            role: nearby.seat.role,
            code: nearby.seat.code,
            connection: nearby.connection.clone(),
            may_rejoin: nearby.seat.role == Role::Guest
                && nearby.connection != Connection::Connected,
            undo_asked: nearby.undo_asked,
            may_ask_undo: self.check_ask_undo().is_ok(),
            may_answer_undo: self.check_answer_undo().is_ok(),
        })
    }

    /// The side this phone plays against another, if it does.
    fn local_side(&self) -> Option<Side> {
        match self.mode {
            Mode::Nearby { local } => Some(local),
            _ => None,
        }
    }

    /// Sends `message` to the other phone if it is connected. A message
    /// that cannot go is not lost for the game: the moves catch up when
    /// the phones meet again, and offers are withdrawn with the link.
    pub(super) fn tell_remote(&self, message: &Message) {
        if let Some(link) = self.nearby.as_ref().and_then(|n| n.link.as_ref()) {
            let _ = link.send(message);
        }
    }

    /// Sends the move that made the last ply, if this phone played it.
    pub(super) fn tell_remote_move(&self, side: Side) {
        if self.local_side() != Some(side) {
            return;
        }
        let Some(ply) = self.game.plies().checked_sub(1) else {
            return;
        };
        if let Some(text) = G::played_text(&self.game, ply) {
            self.tell_remote(&Message::Move {
                ply,
                text: text.to_string(),
            });
        }
    }

    /// Asks the other phone to take back this phone's last move.
    ///
    /// # Errors
    /// As [`NearbyView::may_ask_undo`] says.
    pub fn ask_undo(&mut self) -> Result<(), SessionError> {
        self.check_ask_undo()?;
        let local = self.local_side().ok_or(NearbyError::NotNearby)?;
        if let Some(nearby) = &mut self.nearby {
            nearby.undo_asked = Some(local);
        }
        self.tell_remote(&Message::AskUndo {
            ply: self.game.plies(),
        });
        self.tell(Event::UndoAsked { by: local });
        Ok(())
    }

    /// Answers the other phone's request to take back its last move.
    ///
    /// # Errors
    /// As [`NearbyView::may_answer_undo`] says.
    pub fn answer_undo(&mut self, accept: bool) -> Result<(), SessionError> {
        self.check_answer_undo()?;
        self.tell_remote(&Message::AnswerUndo { accept });
        self.settle_undo(accept);
        Ok(())
    }

    /// The asked undo, answered: the last move taken back, or the
    /// request declined.
    fn settle_undo(&mut self, accept: bool) {
        let Some(asker) = self.nearby.as_mut().and_then(|n| n.undo_asked.take()) else {
            return;
        };
        if accept && self.game.undo().is_some() {
            self.after_human_change();
            self.tell(Event::Undone);
        } else {
            self.tell(Event::UndoDeclined { by: !asker });
        }
    }

    /// The player of the last move, with the other phone connected, the
    /// live game shown, and no request open.
    fn check_ask_undo(&self) -> Result<(), SessionError> {
        let nearby = self.nearby.as_ref().ok_or(NearbyError::NotNearby)?;
        let local = self.local_side().ok_or(NearbyError::NotNearby)?;
        if nearby.undo_asked.is_some() {
            Err(NearbyError::UndoAlreadyAsked.into())
        } else if nearby.connection != Connection::Connected {
            Err(NearbyError::Link(LinkError::Closed).into())
        } else if self.browsing.is_some()
            || self.game.outcome().is_some()
            || self.game.plies() == 0
            || self.turn() == local
        {
            Err(NearbyError::NoUndoToAsk.into())
        } else {
            Ok(())
        }
    }

    /// The other phone asked, and the live game is shown.
    fn check_answer_undo(&self) -> Result<(), SessionError> {
        let nearby = self.nearby.as_ref().ok_or(NearbyError::NotNearby)?;
        match nearby.undo_asked {
            Some(asker) if Some(asker) != self.local_side() => {
                if self.browsing.is_some() {
                    Err(super::Rejection::Browsing.into())
                } else {
                    Ok(())
                }
            }
            _ => Err(NearbyError::NoUndoAsked.into()),
        }
    }

    /// Leaves the game: tells the other phone, which keeps the game as it
    /// stands. This phone keeps it too; a guest may rejoin.
    pub fn leave_nearby(&mut self) {
        if let Some(link) = self.nearby.as_ref().and_then(|n| n.link.as_ref()) {
            link.leave();
        }
        self.lost(LinkError::Left);
    }

    /// The link went down: offers and requests are withdrawn with it.
    fn lost(&mut self, error: LinkError) {
        let Some(nearby) = &mut self.nearby else {
            return;
        };
        if nearby.connection != Connection::Connected {
            return;
        }
        nearby.connection = match nearby.seat.role {
            Role::Host => Connection::Waiting,
            Role::Guest => Connection::Lost(error.clone()),
        };
        nearby.undo_asked = None;
        self.draw_offer = None;
        self.tell(Event::Left(error));
    }

    /// Acts on what the link heard: the game changes only by a message
    /// that this phone's own rules accept. A refused message ends the
    /// connection, telling the other phone, and is told as
    /// [`Event::PeerRefused`].
    pub fn receive(&mut self, incoming: Incoming) {
        match incoming {
            Incoming::Hello(resume) => self.welcome(resume),
            Incoming::Message(message) => {
                if let Err(error) = self.apply(message) {
                    if let Some(link) = self.nearby.as_ref().and_then(|n| n.link.as_ref()) {
                        link.drop_peer(Refusal::Refused);
                    }
                    self.lost(LinkError::Closed);
                    self.tell(Event::PeerRefused(error));
                }
            }
            Incoming::Lost(error) => self.lost(error),
            Incoming::TurnedAway(refusal) => self.tell(Event::TurnedAway(refusal)),
        }
    }

    /// (Host) answers a hello: the game as it stands after catching up
    /// with the guest's, or a refusal when the two differ.
    fn welcome(&mut self, resume: Option<Resume>) {
        let (Some(nearby), Some(local)) = (&self.nearby, self.local_side()) else {
            return;
        };
        let Some(link) = nearby.link.clone() else {
            return;
        };
        if nearby.seat.role != Role::Host {
            link.refuse(Refusal::NoHello);
            return;
        }
        let caught_up = match resume {
            None => Ok(None),
            Some(resume) if resume.game != G::NAME => Err(NearbyError::Conflict),
            Some(resume) => load_record::<G>(&resume.record)
                .and_then(|theirs| catch_up::<G>(&self.game, &theirs, !local)),
        };
        let game = match caught_up {
            Ok(game) => game,
            Err(error) => {
                link.refuse(Refusal::Conflict);
                self.tell(Event::PeerRefused(error));
                return;
            }
        };
        let welcome = Welcome {
            game: G::NAME,
            record: record_of::<G>(game.as_ref().unwrap_or(&self.game)),
            host: local,
        };
        if link.welcome(welcome).is_err() {
            return;
        }
        if let Some(game) = game {
            self.replace_game(game);
        }
        if let Some(nearby) = &mut self.nearby {
            nearby.connection = Connection::Connected;
        }
        self.tell(Event::Joined);
    }

    /// The link to the other phone, once made.
    #[must_use]
    pub fn nearby_link(&self) -> Option<Arc<Link>> {
        self.nearby.as_ref()?.link.clone()
    }

    /// (Guest) what to rejoin with: the link, and the game as this phone
    /// has it. [`Link::rejoin`] with it, off the main thread, then hand the
    /// welcome to [`GameSession::rejoined`].
    ///
    /// # Errors
    /// [`NearbyError::NotNearby`], [`NearbyError::HostWaits`],
    /// [`NearbyError::Connected`], or the link not yet made.
    pub fn rejoin_request(&self) -> Result<(Arc<Link>, Resume), SessionError> {
        let nearby = self.nearby.as_ref().ok_or(NearbyError::NotNearby)?;
        if nearby.seat.role == Role::Host {
            return Err(NearbyError::HostWaits.into());
        }
        if nearby.connection == Connection::Connected {
            return Err(NearbyError::Connected.into());
        }
        let link = nearby
            .link
            .clone()
            .ok_or(NearbyError::Link(LinkError::Closed))?;
        let resume = Resume {
            game: G::NAME,
            record: record_of::<G>(&self.game),
        };
        Ok((link, resume))
    }

    /// (Guest) the host's welcome after a rejoin: its game, if it is this
    /// one's continuation; otherwise the link is ended and nothing changes.
    ///
    /// # Errors
    /// [`NearbyError::Conflict`] or [`NearbyError::BadRecord`].
    pub fn rejoined(&mut self, welcome: Welcome) -> Result<(), SessionError> {
        let caught_up = self.caught_up_with(&welcome);
        let game = match caught_up {
            Ok(game) => game,
            Err(error) => {
                if let Some(link) = self.nearby_link() {
                    link.drop_peer(Refusal::Conflict);
                }
                return Err(error.into());
            }
        };
        if let Some(game) = game {
            self.replace_game(game);
        }
        if let Some(nearby) = &mut self.nearby {
            nearby.connection = Connection::Connected;
        }
        self.tell(Event::Joined);
        Ok(())
    }

    fn caught_up_with(&self, welcome: &Welcome) -> Result<Option<GameOf<G>>, NearbyError> {
        let local = self.local_side().ok_or(NearbyError::NotNearby)?;
        if welcome.game != G::NAME || welcome.host == local {
            return Err(NearbyError::Conflict);
        }
        let theirs = load_record::<G>(&welcome.record)?;
        catch_up::<G>(&self.game, &theirs, welcome.host)
    }

    fn replace_game(&mut self, game: GameOf<G>) {
        self.game = game;
        self.played = super::history::Played::of(&self.game);
        self.after_human_change();
    }

    /// One message of the connected phone, checked against this game.
    fn apply(&mut self, message: Message) -> Result<(), NearbyError> {
        let local = self.local_side().ok_or(NearbyError::NotNearby)?;
        let remote = !local;
        match message {
            Message::Move { ply, text } => self.apply_move(remote, ply, &text),
            Message::OfferDraw => {
                let live = self.game.outcome().is_none() && self.draw_offer.is_none();
                if !live || self.turn() != remote {
                    return Err(NearbyError::OutOfTurn);
                }
                self.draw_offer = Some(remote);
                self.tell(Event::DrawOffered { by: remote });
                Ok(())
            }
            Message::AnswerDraw { accept } => {
                if self.draw_offer != Some(local) {
                    return Err(NearbyError::NothingToAnswer);
                }
                if accept {
                    let ended = self.game.agree_draw().is_ok();
                    self.declared(ended)
                        .map_err(|_| NearbyError::Unexpected("a draw"))
                } else {
                    self.draw_offer = None;
                    self.tell(Event::DrawDeclined { by: remote });
                    Ok(())
                }
            }
            Message::Resign => {
                if self.game.outcome().is_some() {
                    return Err(NearbyError::Unexpected("a resignation"));
                }
                let ended = self.game.resign(remote).is_ok();
                self.declared(ended)
                    .map_err(|_| NearbyError::Unexpected("a resignation"))
            }
            // Asked before this phone's move reached the other: the move
            // answered it.
            Message::AskUndo { ply } if ply != self.game.plies() => Ok(()),
            Message::AskUndo { .. } => {
                let nearby = self.nearby.as_ref().ok_or(NearbyError::NotNearby)?;
                if nearby.undo_asked.is_some()
                    || self.game.outcome().is_some()
                    || self.game.plies() == 0
                    || self.turn() == remote
                {
                    return Err(NearbyError::OutOfTurn);
                }
                if let Some(nearby) = &mut self.nearby {
                    nearby.undo_asked = Some(remote);
                }
                self.tell(Event::UndoAsked { by: remote });
                Ok(())
            }
            Message::AnswerUndo { accept } => {
                if self.nearby.as_ref().and_then(|n| n.undo_asked) != Some(local) {
                    return Err(NearbyError::NothingToAnswer);
                }
                self.settle_undo(accept);
                Ok(())
            }
            Message::Hello { .. } => Err(NearbyError::Unexpected("a hello")),
            Message::Welcome { .. } => Err(NearbyError::Unexpected("a welcome")),
            Message::Refused { .. } => Err(NearbyError::Unexpected("a refusal")),
            // The link keeps these to itself.
            Message::Ping | Message::Bye => Ok(()),
        }
    }

    /// The other phone's move: its turn, at this ply, one legal move.
    fn apply_move(&mut self, remote: Side, ply: usize, text: &str) -> Result<(), NearbyError> {
        let expected = self.game.plies();
        if self.game.outcome().is_some() || self.turn() != remote {
            return Err(NearbyError::OutOfTurn);
        }
        if ply != expected {
            return Err(NearbyError::WrongPly {
                expected,
                found: ply,
            });
        }
        let m = one_move::<G>(&self.game, text)?;
        self.selection = super::Selection::None;
        self.play(m).map_err(|error| bad_move(text, &error))?;
        Ok(())
    }
}

/// The one move `text` means in `game`.
fn one_move<G: Playable>(game: &GameOf<G>, text: &str) -> Result<G::Move, NearbyError> {
    let parsed: TextOf<G> = text.parse().map_err(|error| bad_move(text, &error))?;
    only_move::<G>(game, &parsed)
}

/// The one move `text`, read, means in `game`.
fn only_move<G: Playable>(game: &GameOf<G>, text: &TextOf<G>) -> Result<G::Move, NearbyError> {
    let bad = |reason: &dyn std::fmt::Display| bad_move(&text.to_string(), reason);
    let options = G::moves_of_text(game, text).map_err(|error| bad(&error))?;
    match options.moves[..] {
        [m] => Ok(m),
        _ => Err(bad(&"several formulas fit: the move names none")),
    }
}

fn bad_move(text: &str, reason: &dyn std::fmt::Display) -> NearbyError {
    NearbyError::BadMove {
        text: text.chars().take(40).collect(),
        reason: reason.to_string(),
    }
}

/// Reads a game record of `G` sent by the other phone.
fn load_record<G: Playable>(record: &Value) -> Result<GameOf<G>, NearbyError> {
    G::load(&record.to_string())
        .map(|(game, _)| game)
        .map_err(|error| NearbyError::BadRecord(error.to_string()))
}

/// The game record of `game`, as the link sends it.
fn record_of<G: Playable>(game: &GameOf<G>) -> Value {
    super::saved::record_value::<G>(game, &written::<G>(game))
}

/// The moves of `game` as written, in order.
fn written<G: Playable>(game: &GameOf<G>) -> Vec<TextOf<G>> {
    (0..game.plies())
        .filter_map(|ply| G::played_text(game, ply))
        .collect()
}

/// The game to go on with, when two phones meet again with `mine` and
/// `theirs`: `None` when mine stands (theirs is the same game, or stops
/// short of it), or mine with what theirs adds, when what it adds is
/// `their_side`'s own: its moves, its resignation or an agreed draw.
///
/// # Errors
/// [`NearbyError::Conflict`] when neither game continues the other, or
/// the other adds what is not its own to add.
fn catch_up<G: Playable>(
    mine: &GameOf<G>,
    theirs: &GameOf<G>,
    their_side: Side,
) -> Result<Option<GameOf<G>>, NearbyError> {
    // The rules and the start as their records write them.
    let setup = |game: &GameOf<G>| {
        let value = super::saved::record_value::<G>(game, &[]);
        (value["rules"].clone(), value["start"].clone())
    };
    if setup(mine) != setup(theirs) {
        return Err(NearbyError::Conflict);
    }
    let (my_moves, their_moves) = (written::<G>(mine), written::<G>(theirs));
    let prefix = |short: &[TextOf<G>], long: &[TextOf<G>]| long.starts_with(short);
    let ends_same = mine.outcome() == theirs.outcome();
    if prefix(&their_moves, &my_moves)
        && (theirs.outcome().is_none() || (ends_same && their_moves.len() == my_moves.len()))
    {
        return Ok(None);
    }
    if !prefix(&my_moves, &their_moves) || mine.outcome().is_some() {
        return Err(NearbyError::Conflict);
    }
    let mut game: GameOf<G> = mine.clone();
    for text in &their_moves[my_moves.len()..] {
        if game.position().turn() != their_side {
            return Err(NearbyError::Conflict);
        }
        let m = only_move::<G>(&game, text)?;
        G::play(&mut game, m).map_err(|error| bad_move(&text.to_string(), &error))?;
    }
    if game.outcome().is_none() {
        if let Some(outcome) = theirs.outcome() {
            declared_by::<G>(&mut game, outcome, their_side)?;
        }
    }
    Ok(Some(game))
}

/// Ends `game` as `outcome` declares, if `side` may have declared it: its
/// own resignation, or a draw both agreed.
fn declared_by<G: Playable>(
    game: &mut GameOf<G>,
    outcome: OutcomeOf<G>,
    side: Side,
) -> Result<(), NearbyError> {
    let ended = if outcome.resigned() == Some(side) {
        game.resign(side).is_ok()
    } else if outcome.is_declared() && outcome.winner.is_none() {
        game.agree_draw().is_ok()
    } else {
        false
    };
    ended.then_some(()).ok_or(NearbyError::Conflict)
}

/// Waits at most `timeout` for what the link hears, and acts on it.
/// Returns whether anything came (redraw then). Call it in a loop off the
/// main thread; it holds the session only to act.
pub fn hear<G: Playable>(session: &Mutex<GameSession<G>>, timeout: Duration) -> bool {
    let link = lock(session).nearby_link();
    let Some(link) = link else {
        std::thread::sleep(timeout);
        return false;
    };
    let Some(incoming) = link.next(timeout) else {
        return false;
    };
    lock(session).receive(incoming);
    true
}

/// (Guest) joins again with the code, the game as this phone has it: the
/// two games are compared and the shorter catches up, or the conflict is
/// said and neither changes. Blocks for the link's waits; holds the
/// session only to read and to act.
///
/// # Errors
/// [`NearbyError::Connected`], [`NearbyError::HostWaits`],
/// [`NearbyError::Conflict`], or the link's error.
pub fn rejoin<G: Playable>(session: &Mutex<GameSession<G>>) -> Result<(), SessionError> {
    let (link, resume) = lock(session).rejoin_request()?;
    let welcome = link.rejoin(Some(resume)).map_err(NearbyError::from)?;
    lock(session).rejoined(welcome)
}

/// A [`JoinCode`] in a save, as it is shown.
mod code_text {
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::link::JoinCode;

    pub fn serialize<S: Serializer>(code: &JoinCode, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(code)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<JoinCode, D::Error> {
        String::deserialize(deserializer)?
            .parse()
            .map_err(serde::de::Error::custom)
    }
}
