//! Either game at the terminal through the interaction session: taps, move
//! text and every command go to a [`GameSession`], whose snapshots are
//! drawn. The session alone knows what is allowed; [`TableGame`] says how
//! each game's screen and lines read.

use std::{
    error::Error,
    fmt::Display,
    io::{self, Write},
    time::Duration,
};

use mathchess::{
    game::Referee,
    games::math_chess::Preset,
    link::Role,
    session::{
        Connection, Event, GameOf, GameSession, LevelPlayer, Mode, PlayedOf, Rejection, RulesOf,
        SessionError, Snapshot, SquareOf, Tapped, TextOf,
    },
    BoardPosition, Side,
};

use super::{
    command::{Browse, Command, DrawAction, Notation},
    render::{self, Painter},
    transcript, LineError, Reply, Table,
};

/// Undo before the player's first move against the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("there is no move of yours to undo: the computer's opening stays")]
struct ComputerOpening;

/// What a game's screen says beyond what both games share.
pub trait TableGame: Notation<Line: Referee<Reason: Display>> {
    /// The game's own lines of `help`, around the shared commands.
    const HELP: [&'static str; 2];
    /// The game's name: `Math Chess`, `Capture the Flag`.
    const TITLE: &'static str;
    /// The width of the widest piece's text (`B7`: 2, `R16`: 3).
    const PIECE_WIDTH: usize;
    /// The column of a cell over which the file's letter is written.
    const LABEL_COLUMN: usize;

    /// The first lines; `players`: `two players`, or `Blue against the
    /// computer at level 3`.
    fn welcome(session: &GameSession<Self>, players: &str) -> String;
    /// The rules in brief.
    fn rules_in_brief(rules: &RulesOf<Self>) -> String;
    /// The rules, for a loaded game's summary (`chessplayx rules`); `None`
    /// when there is nothing to say.
    fn rules_said(rules: &RulesOf<Self>) -> Option<String>;
    /// The rules of `new [PRESET]`, and the line that says them.
    ///
    /// # Errors
    /// A preset this game does not have.
    fn new_rules(
        rules: &RulesOf<Self>,
        preset: Option<Preset>,
    ) -> Result<(RulesOf<Self>, String), LineError>;
    /// The line after a move: the last move played, said.
    fn last_move(session: &GameSession<Self>) -> String;
    /// What the move that made ply `ply + 1` took, said after its text
    /// (`, taking R7 (P: 4 + 3 = 7)`); nothing when the game's move text
    /// says it.
    fn captures_said(_game: &GameOf<Self>, _ply: usize) -> String {
        String::new()
    }
    /// The line above the turn: the score, or what each side has taken.
    fn tally(s: &Snapshot<Self>, rules: &RulesOf<Self>) -> String;
    /// The lines after the turn: what threatens or binds the side to move.
    fn warnings(s: &Snapshot<Self>) -> String;
    /// The last lines: what the selection offers.
    fn selection(s: &Snapshot<Self>, game: &GameOf<Self>) -> String;
    /// Why the piece on `square` cannot be selected, in the game's words
    /// (`the piece on b11 is not Blue's, and Blue is to move`).
    fn piece_refused(game: &GameOf<Self>, square: SquareOf<Self>) -> Option<String>;
    /// Why the piece on `from` cannot go to `to`, in the game's words.
    fn move_refused(
        game: &GameOf<Self>,
        from: SquareOf<Self>,
        to: SquareOf<Self>,
    ) -> Option<String>;
    /// The letter of the attack point on `square` (its kind says whose it
    /// is); a board without attack points never asks.
    fn attack_letter(_square: SquareOf<Self>) -> char {
        '+'
    }
}

/// `Blue c1-b2`: the move that made ply `ply + 1` (of `texts`, the game's
/// moves or those taken back) with the side that played it, and what it took
/// when the game holds it (`, taking R7 (P: 4 + 3 = 7)`).
pub fn move_said<G: TableGame>(
    session: &GameSession<G>,
    texts: &[TextOf<G>],
    ply: usize,
) -> String {
    let first = session.game().start().turn();
    format!(
        "{} {}",
        transcript::mover(first, ply),
        move_text_said(session, texts, ply)
    )
}

/// `c1-b2`, or `d8xe9, taking R7 (P: 4 + 3 = 7)`: [`move_said`] without the side.
pub fn move_text_said<G: TableGame>(
    session: &GameSession<G>,
    texts: &[TextOf<G>],
    ply: usize,
) -> String {
    let game = session.game();
    let text = texts.get(ply).map_or_else(String::new, ToString::to_string);
    let took = match G::played_text(game, ply) {
        Some(played) if texts.get(ply) == Some(&played) => G::captures_said(game, ply),
        _ => String::new(),
    };
    format!("{text}{took}")
}

/// What a loaded game is, in either game: `Math Chess, 12 moves,
/// chessplayx rules, Blue to move`, `Capture the Flag, 2 moves, Red wins
/// (resignation)`.
fn summary<G: TableGame>(s: &Snapshot<G>, rules: &RulesOf<G>) -> String {
    let state = match s.outcome {
        Some(outcome) => outcome.to_string(),
        None => format!("{} to move", s.turn),
    };
    let mut parts = vec![G::TITLE.to_owned(), transcript::move_count(s.history.len())];
    parts.extend(G::rules_said(rules));
    parts.push(state);
    parts.join(", ")
}

/// The game's words for a tap the session refused (`rejection`) or that
/// cleared the selection on `selected`, the same in both games; `None`
/// keeps the session's.
fn explain<G: TableGame>(
    game: &GameOf<G>,
    selected: Option<SquareOf<G>>,
    tapped: SquareOf<G>,
    rejection: Rejection,
) -> Option<String> {
    match rejection {
        Rejection::CannotReach { .. } => G::move_refused(game, selected?, tapped),
        Rejection::EmptySquare
        | Rejection::NotYourTurn
        | Rejection::NoMoves
        | Rejection::ZeroCannotMove => G::piece_refused(game, tapped),
        _ => None,
    }
}

/// How long the terminal waits for the other device between two looks at
/// the game.
const REMOTE_POLL: Duration = Duration::from_millis(200);

/// A game played through the session.
pub struct SessionTable<G: TableGame> {
    session: GameSession<G>,
    painter: Painter,
    /// The game's own words for the refusal the snapshot shows.
    explained: Option<(Rejection, String)>,
}

impl<G: TableGame> SessionTable<G> {
    pub fn new(session: GameSession<G>, painter: Painter) -> SessionTable<G> {
        SessionTable {
            session,
            painter,
            explained: None,
        }
    }

    /// The side that moved first.
    fn first(&self) -> Side {
        self.session.game().start().turn()
    }

    /// The side to move in the live game, whatever the board shows.
    fn turn(&self) -> Side {
        let game = self.session.game();
        (game
            .position_at(game.plies())
            .unwrap_or_else(|| game.start()))
        .turn()
    }

    /// `Took back Blue c1-c4, Red a11-a10`: the moves that `before` and
    /// the game now do not share.
    fn moves_note(&self, what: &str, before: &Snapshot<G>) -> String {
        let now = self.session.snapshot();
        let (shorter, longer) = if before.history.len() > now.history.len() {
            (&now, before)
        } else {
            (before, &now)
        };
        let (from, to) = (shorter.history.len(), longer.history.len());
        if from == to {
            // Undoing a resignation or an agreed draw leaves the moves.
            return format!("{what} the end of the game: {} to move", now.turn);
        }
        let said: Vec<String> = (from..to)
            .map(|ply| move_said(&self.session, &longer.history, ply))
            .collect();
        format!("{what} {}", said.join(", "))
    }

    /// Against another device: must this terminal wait for it (its turn,
    /// or the host waiting for it to join), with nothing to answer here?
    fn waits_for_remote(&self) -> bool {
        let s = self.session.snapshot();
        let Some(nearby) = &s.nearby else {
            return false;
        };
        if s.outcome.is_some() {
            return false;
        }
        let to_move_here = !s.players.get(s.turn).remote;
        let to_answer = s.players.blue.may_answer_draw
            || s.players.red.may_answer_draw
            || nearby.may_answer_undo;
        // An offer of this side's waits for the other's answer.
        let offered_here = s.draw_offer.is_some_and(|side| !s.players.get(side).remote);
        match nearby.connection {
            Connection::Waiting => true,
            Connection::Lost(_) => false,
            Connection::Connected => (!to_move_here || offered_here) && !to_answer,
        }
    }

    /// What the terminal waits for.
    fn waiting_line(&self) -> String {
        let s = self.session.snapshot();
        match (s.nearby.map(|n| (n.connection, n.code)), s.draw_offer) {
            (Some((Connection::Waiting, code)), _) => format!(
                "Waiting for the other player to join with the code {code} (Ctrl-C to stop)..."
            ),
            (_, Some(offerer)) => format!("Waiting for {} to answer the draw offer...", !offerer),
            _ => format!("Waiting for {} on the other device...", s.turn),
        }
    }

    /// The line that says what the other device's message did, if it
    /// did anything to say.
    fn remote_event_said(&self) -> Option<String> {
        let s = self.session.snapshot();
        let event = s.last_event.as_ref()?.event.clone();
        Some(match event {
            Event::Played { .. } => G::last_move(&self.session),
            Event::Ended(outcome) => match s.resigned {
                Some(side) => format!("{side} resigns."),
                None if outcome.is_declared() => "The draw is agreed.".to_owned(),
                None => format!("{}: {outcome}.", G::last_move(&self.session)),
            },
            Event::Joined => "The other player joined.".to_owned(),
            Event::Left(error) => {
                let next = match s.nearby.map(|n| n.role) {
                    Some(Role::Guest) => "type rejoin to join again, or quit",
                    _ => "waiting for it to come back",
                };
                format!("The other device is gone ({error}); the game is kept: {next}.")
            }
            Event::PeerRefused(error) => {
                format!("Refused what the other device sent ({error}); nothing changed.")
            }
            Event::TurnedAway(refusal) => format!("A device was turned away: {refusal}."),
            Event::DrawOffered { by } => {
                format!("{by} offers a draw: draw accept or draw decline.")
            }
            Event::DrawDeclined { by } => format!("{by} declines the draw."),
            Event::UndoAsked { by } => {
                format!("{by} asks to take back its last move: undo accept or undo decline.")
            }
            Event::UndoDeclined { by } => format!("{by} declines to take back the move."),
            Event::Undone => "The last move was taken back.".to_owned(),
            Event::Refused(_) | Event::Redone | Event::ResignationTakenBack { .. } => return None,
        })
    }

    /// A tap on `square`, with the game's words for a refusal.
    fn tap(&mut self, square: SquareOf<G>) -> Result<Reply, LineError> {
        let selected = self.session.snapshot().selected;
        let tapped = self.session.tap(square);
        let (Err(SessionError::Rejected(rejection)) | Ok(Tapped::Cleared(rejection))) = tapped
        else {
            self.explained = None;
            return self.tapped(tapped?);
        };
        let words = explain::<G>(self.session.game(), selected, square, rejection)
            .unwrap_or_else(|| self.refusal(rejection));
        self.explained = Some((rejection, words.clone()));
        match tapped {
            Ok(_) => Err(LineError::Cleared(words.into())),
            Err(_) => Err(LineError::Refused(words.into())),
        }
    }

    /// A refusal of the session's in the terminal's words: at one
    /// terminal, who waits for whom.
    fn refusal(&self, rejection: Rejection) -> String {
        match (rejection, self.session.mode(), self.session.snapshot().draw_offer) {
            (Rejection::AwaitingDrawAnswer, Mode::TwoPlayers, Some(offerer)) => format!(
                "{offerer} offered a draw and waits for the answer: {}, type draw accept or draw decline",
                !offerer
            ),
            _ => rejection.to_string(),
        }
    }

    /// The reply to a tap or a typed move: the move, if one was played.
    fn tapped(&self, tapped: Tapped<PlayedOf<G>>) -> Result<Reply, LineError> {
        match tapped {
            Tapped::Played(_) => Ok(Reply::Note(G::last_move(&self.session))),
            Tapped::Cleared(reason) => Err(LineError::Cleared(Box::new(reason))),
            Tapped::Selected | Tapped::Deselected | Tapped::ChoiceOpened => Ok(Reply::Screen),
        }
    }
}

impl<G: TableGame> Table for SessionTable<G> {
    type Notation = G;

    fn welcome(&self) -> String {
        let players = match self.session.mode() {
            Mode::TwoPlayers => "two players".to_owned(),
            Mode::VsComputer { human, level } => {
                format!("{human} against the computer at level {level}")
            }
            Mode::Nearby { local } => format!("{local} here, against the other player's device"),
        };
        G::welcome(&self.session, &players)
    }

    fn screen(&self) -> String {
        let s = self.session.snapshot();
        // Said once, after the tap it refused (not again by `board`).
        let rejection = s.rejection.and_then(|shown| match &self.explained {
            Some((explained, words)) if *explained == shown => Some(words.clone()),
            _ => None,
        });
        let game = self.session.game();
        let mut out = self.painter.board(&s);
        out.push_str(&render::status(&s, game, rejection.as_deref()));
        out
    }

    fn prompt(&self) -> String {
        let s = self.session.snapshot();
        let answering = [&s.players.blue, &s.players.red]
            .into_iter()
            .find(|p| p.may_answer_draw)
            .map(|p| p.side);
        transcript::prompt(s.turn, answering, s.outcome.is_some())
    }

    fn computer_move(&mut self) -> Option<Result<String, String>> {
        let turn = self.session.computer_turn()?;
        Some(
            self.session
                .apply_computer_move(turn.run(&LevelPlayer))
                .map(|_| G::last_move(&self.session))
                .map_err(|error| error.to_string()),
        )
    }

    fn remote(
        &mut self,
        out: &mut dyn Write,
        wait: bool,
        typed: &mut dyn FnMut() -> bool,
    ) -> io::Result<bool> {
        let Some(link) = self.session.nearby_link() else {
            return Ok(false);
        };
        let mut said_waiting = false;
        let mut heard = false;
        loop {
            let waiting = wait && self.waits_for_remote();
            if waiting && !said_waiting {
                writeln!(out, "{}", self.waiting_line())?;
                out.flush()?;
                said_waiting = true;
            }
            let timeout = if waiting { REMOTE_POLL } else { Duration::ZERO };
            match link.next(timeout) {
                Some(incoming) => {
                    heard = true;
                    self.session.receive(incoming);
                    if let Some(line) = self.remote_event_said() {
                        writeln!(out, "{line}")?;
                        write!(out, "{}", self.screen())?;
                        said_waiting = false;
                    }
                }
                None if waiting && !typed() => {}
                None => return Ok(heard),
            }
        }
    }

    fn revision(&self) -> u64 {
        self.session.snapshot().revision
    }

    fn move_count(&self) -> usize {
        self.session.snapshot().history.len()
    }

    fn save(&self) -> String {
        self.session.save()
    }

    fn load(&mut self, json: &str) -> Result<String, Box<dyn Error>> {
        self.session.load(json)?;
        Ok(summary(
            &self.session.snapshot(),
            self.session.game().rules(),
        ))
    }

    fn help(&self) -> [&'static str; 2] {
        G::HELP
    }

    fn execute(&mut self, command: Command<G>) -> Result<Reply, LineError> {
        let before = self.session.snapshot();
        let turn = self.turn();
        if let Command::Tap(square) = command {
            return self.tap(square);
        }
        // What a tap was refused is not said again.
        self.explained = None;
        let session = &mut self.session;
        match command {
            Command::Tap(_) => {}
            Command::Move(text) => {
                let tapped = match session.play_text(&text) {
                    Err(SessionError::Rejected(rejection)) => {
                        return Err(LineError::Refused(self.refusal(rejection).into()));
                    }
                    tapped => tapped?,
                };
                return self.tapped(tapped);
            }
            Command::Choose(index) => {
                let played = session.choose(index)?;
                return self.tapped(Tapped::Played(played));
            }
            Command::Cancel => session.cancel_choice()?,
            Command::Undo if session.nearby_link().is_some() => {
                session.ask_undo()?;
                return Ok(Reply::Note(
                    "Asked the other player to take back your last move.".into(),
                ));
            }
            Command::AnswerUndo(accept) => session.answer_undo(accept)?,
            Command::Rejoin => {
                super::nearby::rejoined(session)?;
                return Ok(Reply::Note("Joined again.".into()));
            }
            Command::Undo => {
                session.undo().map_err(|error| match error {
                    // Against the computer, before the player's first move.
                    SessionError::NothingToUndo if !before.history.is_empty() => {
                        LineError::refused(ComputerOpening)
                    }
                    error => error.into(),
                })?;
                return Ok(Reply::Note(self.moves_note("Took back", &before)));
            }
            Command::Redo => {
                session.redo()?;
                return Ok(Reply::Note(self.moves_note("Played again:", &before)));
            }
            Command::New(preset) => {
                let (rules, note) = G::new_rules(session.game().rules(), preset)?;
                session.new_game(rules, session.mode());
                return Ok(Reply::Note(note));
            }
            Command::Resign => {
                let side = match session.mode() {
                    Mode::VsComputer { human, .. } => human,
                    Mode::Nearby { local } => local,
                    Mode::TwoPlayers => turn,
                };
                session.resign(side)?;
            }
            // The side to move offers; typed answers come from the other side.
            Command::Draw(DrawAction::Offer) => session.offer_draw(turn)?,
            Command::Draw(DrawAction::Accept) => session.accept_draw(!turn)?,
            Command::Draw(DrawAction::Decline) => {
                let side = !turn;
                session.decline_draw(side)?;
                return Ok(Reply::Note(format!("{side} declines the draw.")));
            }
            Command::History => {
                return Ok(Reply::Text(transcript::history(
                    &before.history,
                    self.first(),
                )));
            }
            Command::Review(Browse::Ply(ply)) => session.browse(ply)?,
            Command::Review(Browse::Back) => session.browse_back()?,
            Command::Review(Browse::Forward) => session.browse_forward()?,
            Command::Review(Browse::Live) => session.leave_browsing(),
            Command::Orient(orientation) => session.set_orientation(orientation),
            Command::Board => {}
            Command::Hint => {
                let hint = session
                    .hint_job()
                    .run()
                    .ok_or(SessionError::Rejected(Rejection::GameOver))?;
                return Ok(Reply::Text(render::hint_text(&hint.best, &hint.line)));
            }
            Command::Rules => return Ok(Reply::Text(G::rules_in_brief(session.game().rules()))),
            // The reader answers these itself.
            Command::Save(_) | Command::Load(_) | Command::Help | Command::Quit => {}
        }
        Ok(Reply::Screen)
    }
}
