//! Vietnamese Math Chess at the terminal: taps and commands go to the
//! interaction session, and its snapshots are drawn; the session alone
//! knows the game.

use std::error::Error;

use mathchess::{
    session::{LevelPlayer, Mode, Rejection, Session, SessionError, Snapshot, Tapped},
    Preset, Square,
};

use super::{
    command::{Browse, Command, DrawAction, MathChess, HELP},
    guide,
    render::{self, Painter},
    transcript, LineError, Reply, Table,
};

pub struct SessionTable {
    session: Session,
    painter: Painter,
}

impl SessionTable {
    pub fn new(session: Session, painter: Painter) -> SessionTable {
        SessionTable { session, painter }
    }

    /// A square whose piece the first player to type can select.
    fn example(&self) -> Option<Square> {
        let side = self.session.mode().computer_side().map_or_else(
            || self.session.game().position().turn(),
            |computer| !computer,
        );
        let position = self.session.game().position();
        Square::ALL.into_iter().find(|&square| {
            position
                .piece_at(square)
                .is_some_and(|piece| piece.side() == side && piece.number() > 0)
        })
    }

    /// `Blue played d3xd7 = 7 − 4 = 3 (3 squares beyond the support on d4), taking R6`.
    fn last_move(&self) -> String {
        let game = self.session.game();
        render::last_move(
            &self.session.snapshot(),
            game.start().turn(),
            game.history().last(),
        )
    }

    /// `Took back Blue c1-c4, Red a11-a10`: the moves that `before` and
    /// the game now do not share.
    fn moves_note(&self, what: &str, before: &Snapshot) -> String {
        let now = self.session.snapshot();
        let first = self.session.game().start().turn();
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
        format!(
            "{what} {}",
            transcript::moves(&longer.history, first, from, to)
        )
    }

    /// The reply to a tap or a typed move: the move, if one was played.
    fn tapped(&self, tapped: Tapped) -> Result<Reply, LineError> {
        match tapped {
            Tapped::Played(_) => Ok(Reply::Note(self.last_move())),
            Tapped::Cleared(reason) => Err(LineError::Cleared(Box::new(reason))),
            Tapped::Selected | Tapped::Deselected | Tapped::ChoiceOpened => Ok(Reply::Screen),
        }
    }
}

impl Table for SessionTable {
    type Notation = MathChess;

    fn welcome(&self) -> String {
        let players = match self.session.mode() {
            Mode::TwoPlayers => "two players".to_owned(),
            Mode::VsComputer { human, level } => {
                format!("{human} against the computer at level {level}")
            }
        };
        guide::welcome(self.session.game().rules(), &players, self.example())
    }

    fn screen(&self) -> String {
        self.painter
            .screen(&self.session.snapshot(), self.session.game().rules())
    }

    fn prompt(&self) -> String {
        let s = self.session.snapshot();
        let answering = [&s.players.blue, &s.players.red]
            .into_iter()
            .find(|p| p.may_answer_draw)
            .map(|p| p.side);
        transcript::prompt(s.turn, answering)
    }

    fn computer_move(&mut self) -> Option<Result<String, String>> {
        let turn = self.session.computer_turn()?;
        Some(
            self.session
                .apply_computer_move(turn.run(&LevelPlayer))
                .map(|_| self.last_move())
                .map_err(|error| error.to_string()),
        )
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
        Ok(render::summary(
            &self.session.snapshot(),
            self.session.game().rules(),
        ))
    }

    fn help(&self) -> [&'static str; 2] {
        HELP
    }

    fn execute(&mut self, command: Command<MathChess>) -> Result<Reply, LineError> {
        let before = self.session.snapshot();
        let session = &mut self.session;
        match command {
            Command::Tap(square) => {
                let tapped = session.tap(square)?;
                return self.tapped(tapped);
            }
            Command::Move(text) => {
                let tapped = session.play_text(&text)?;
                return self.tapped(tapped);
            }
            Command::Choose(index) => {
                let played = session.choose(index)?;
                return self.tapped(Tapped::Played(played));
            }
            Command::Cancel => session.cancel_choice()?,
            Command::Undo => {
                session.undo()?;
                return Ok(Reply::Note(self.moves_note("Took back", &before)));
            }
            Command::Redo => {
                session.redo()?;
                return Ok(Reply::Note(self.moves_note("Played again:", &before)));
            }
            Command::New(preset) => {
                let rules = preset.map_or(*session.game().rules(), Preset::rules);
                session.new_game(rules, session.mode());
                return Ok(Reply::Note(format!(
                    "New game, {}: {}.",
                    render::rules_text(&rules),
                    guide::goal(&rules)
                )));
            }
            Command::Resign => {
                let side = match session.mode() {
                    Mode::VsComputer { human, .. } => human,
                    Mode::TwoPlayers => session.game().position().turn(),
                };
                session.resign(side)?;
            }
            // The side to move offers; typed answers come from the other side.
            Command::Draw(DrawAction::Offer) => {
                session.offer_draw(session.game().position().turn())?
            }
            Command::Draw(DrawAction::Accept) => {
                session.accept_draw(!session.game().position().turn())?
            }
            Command::Draw(DrawAction::Decline) => {
                let side = !session.game().position().turn();
                session.decline_draw(side)?;
                return Ok(Reply::Note(format!("{side} declines the draw.")));
            }
            Command::History => {
                let first = session.game().start().turn();
                return Ok(Reply::Text(transcript::history(
                    &session.snapshot().history,
                    first,
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
                    .hint()
                    .ok_or(SessionError::Rejected(Rejection::GameOver))?;
                return Ok(Reply::Text(render::hint(&hint)));
            }
            Command::Rules => {
                return Ok(Reply::Text(guide::rules(session.game().rules())));
            }
            // The reader answers these itself.
            Command::Save(_) | Command::Load(_) | Command::Help | Command::Quit => {}
        }
        Ok(Reply::Screen)
    }
}
