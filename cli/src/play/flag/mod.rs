//! Capture the Flag at the terminal: two players at one keyboard, or one
//! against the computer ([`LevelComputer`], the engine at a level). The
//! game itself, its legal moves, what they capture and why a move is
//! refused all come from the core's `flag` module; this table keeps only
//! what a screen adds: the selected piece, a draw offer, the move being
//! browsed.
//!
//! The shared interaction session of the first game does not hold this
//! game yet; its refusals ([`SessionError`]) are used here for the same
//! situations.

mod board;
mod guide;

use std::{error::Error, fmt, sync::atomic::AtomicBool};

use mathchess::{
    engine::Level,
    flag::{
        self, record, Capture, Game, GameError, IllegalMove, Move, MoveText, Piece, Rules, Square,
        Undone,
    },
    record::GameInfo,
    session::{Rejection, SessionError},
    Side,
};

use super::{
    command::{Browse, Command, DrawAction, Flag},
    transcript, LineError, Reply, Table,
};

/// A computer player of Capture the Flag: asked for a move whenever its
/// side is to move. Its `Display` names it: `computer at level 3`.
pub trait Computer: fmt::Debug + fmt::Display {
    /// The side it plays.
    fn side(&self) -> Side;
    /// Its move in `game`, which is not over.
    fn choose(&mut self, game: &Game) -> Option<Move>;
}

/// The engine at a level, playing one side.
#[derive(Debug)]
pub struct LevelComputer {
    pub side: Side,
    pub level: Level,
}

impl fmt::Display for LevelComputer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "computer at level {}", self.level)
    }
}

impl Computer for LevelComputer {
    fn side(&self) -> Side {
        self.side
    }

    /// The same game gives the same move (the seed of levels 1 and 2 is the
    /// number of moves played).
    fn choose(&mut self, game: &Game) -> Option<Move> {
        let seed = game.history().len() as u64;
        flag::best_move(game, self.level, &AtomicBool::new(false), seed).map(|r| r.best)
    }
}

/// Commands of the first game that this one has no use for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
enum NotInThisGame {
    #[error("Capture the Flag has no presets: type new for a new game with the same rules")]
    Preset,
    #[error("the Capture the Flag board is drawn from Blue's side only")]
    Orientation,
}

/// The game, and what the screen adds to it.
#[derive(Debug)]
pub struct FlagTable {
    game: Game,
    color: bool,
    /// The selected piece, whose targets are marked.
    selected: Option<Square>,
    /// Why the last tap cleared the selection, said under the board.
    cleared: Option<IllegalMove>,
    /// The side that offered a draw, until the other answers or a move is made.
    draw_offer: Option<Side>,
    /// The ply shown while browsing history.
    browsing: Option<usize>,
    /// Counts the changes of the game, for the reader's "not saved".
    revision: u64,
    /// The computer player, if one plays a side.
    computer: Option<Box<dyn Computer>>,
}

impl FlagTable {
    /// A new game of `rules`, the computer playing a side if given.
    pub fn new(rules: Rules, color: bool, computer: Option<Box<dyn Computer>>) -> FlagTable {
        FlagTable {
            game: Game::new(rules),
            color,
            selected: None,
            cleared: None,
            draw_offer: None,
            browsing: None,
            revision: 0,
            computer,
        }
    }

    /// The strongest level's move and its expected line, for a player who
    /// asks for help.
    fn hint(&self) -> Result<String, SessionError> {
        self.check_live()?;
        let result = flag::best_move(&self.game, Level::MAX, &AtomicBool::new(false), 0)
            .ok_or(SessionError::Rejected(Rejection::GameOver))?;
        let line: Vec<MoveText> = result.pv.iter().map(|&m| MoveText::of(m)).collect();
        Ok(super::render::hint_text(&MoveText::of(result.best), &line))
    }

    /// After any change of the game: nothing selected or offered, and the
    /// board shows the live position.
    fn changed(&mut self) {
        self.revision += 1;
        self.selected = None;
        self.cleared = None;
        self.draw_offer = None;
        self.browsing = None;
    }

    /// The ply the board shows: the one browsed, or the live one.
    fn shown(&self) -> usize {
        self.browsing.unwrap_or(self.game.history().len())
    }

    fn shown_position(&self) -> &mathchess::flag::Position {
        self.game
            .position_at(self.shown())
            .unwrap_or(self.game.position())
    }

    /// Playing waits while history is browsed, and stops at the end.
    fn check_live(&self) -> Result<(), SessionError> {
        if self.browsing.is_some() {
            return Err(Rejection::Browsing.into());
        }
        if self.game.outcome().is_some() {
            return Err(Rejection::GameOver.into());
        }
        Ok(())
    }

    /// What the move played at `ply` took, each piece with its rules.
    fn captures_at(&self, ply: usize) -> Vec<Capture> {
        match (self.game.position_at(ply), self.game.history().get(ply)) {
            (Some(position), Some(&m)) => position.captures_of(m),
            _ => Vec::new(),
        }
    }

    /// `Blue c1-b2`, or `Blue d8xe9 takes Red 7 (P: 4 + 3 = 7)`.
    fn move_said(&self, ply: usize) -> String {
        let first = self.game.start().turn();
        let text = self.game.history_text()[ply];
        let said = format!("{} {text}", transcript::mover(first, ply));
        let captures: Vec<String> = self
            .captures_at(ply)
            .iter()
            .map(ToString::to_string)
            .collect();
        if captures.is_empty() {
            said
        } else {
            format!("{said} takes {}", captures.join(" and "))
        }
    }

    /// The pieces each side has taken in the first `plies` moves, Blue's first.
    fn taken(&self, plies: usize) -> [Vec<Piece>; 2] {
        let mut taken = [Vec::new(), Vec::new()];
        for ply in 0..plies {
            for capture in self.captures_at(ply) {
                taken[(!capture.piece.side()).index()].push(capture.piece);
            }
        }
        taken
    }

    /// Plays `m` and says it.
    fn play_move(&mut self, m: Move) -> Result<String, GameError> {
        self.game.play(m)?;
        self.changed();
        Ok(self.move_said(self.game.history().len() - 1))
    }

    fn play(&mut self, m: Move) -> Result<Reply, LineError> {
        self.play_move(m)
            .map(Reply::Note)
            .map_err(LineError::refused)
    }

    fn tap(&mut self, square: Square) -> Result<Reply, LineError> {
        self.check_live()?;
        self.cleared = None;
        let position = self.game.position();
        let Some(from) = self.selected else {
            position.check_piece(square).map_err(LineError::refused)?;
            self.selected = Some(square);
            return Ok(Reply::Screen);
        };
        if square == from {
            self.selected = None;
            return Ok(Reply::Screen);
        }
        match position.check_move(from, square) {
            Ok(m) => self.play(m),
            // Another piece of the side to move that can move: it is selected instead.
            Err(_) if position.check_piece(square).is_ok() => {
                self.selected = Some(square);
                Ok(Reply::Screen)
            }
            Err(reason) => {
                self.selected = None;
                self.cleared = Some(reason);
                Err(LineError::Cleared(Box::new(reason)))
            }
        }
    }

    fn browse(&mut self, browse: Browse) -> Result<(), SessionError> {
        let plies = self.game.history().len();
        let ply = match browse {
            Browse::Ply(ply) if ply > plies => return Err(SessionError::NoSuchPly { ply, plies }),
            Browse::Ply(ply) => ply,
            Browse::Back => self
                .browsing
                .unwrap_or(plies)
                .checked_sub(1)
                .ok_or(SessionError::AtStart)?,
            Browse::Forward => self.browsing.ok_or(SessionError::AtLive)? + 1,
            Browse::Live => plies,
        };
        self.browsing = (ply < plies).then_some(ply);
        self.selected = None;
        Ok(())
    }

    fn draw(&mut self, action: DrawAction) -> Result<Reply, LineError> {
        let turn = self.game.position().turn();
        match (action, self.draw_offer) {
            (DrawAction::Offer, Some(_)) => Err(SessionError::DrawAlreadyOffered.into()),
            (DrawAction::Offer, None) => {
                self.check_live()?;
                self.draw_offer = Some(turn);
                Ok(Reply::Screen)
            }
            (_, None) => Err(SessionError::NoDrawOffer.into()),
            (DrawAction::Accept, Some(_)) => {
                self.check_live()?;
                self.game.agree_draw().map_err(LineError::refused)?;
                self.changed();
                Ok(Reply::Screen)
            }
            (DrawAction::Decline, Some(side)) => {
                self.draw_offer = None;
                Ok(Reply::Note(format!("{} declines the draw.", !side)))
            }
        }
    }
}

impl Table for FlagTable {
    type Notation = Flag;

    fn welcome(&self) -> String {
        let players = match &self.computer {
            None => "two players".to_owned(),
            Some(computer) => format!("{} against the {computer}", !computer.side()),
        };
        guide::welcome(self.game.rules(), &players)
    }

    fn screen(&self) -> String {
        let shown = self.shown();
        let position = self.shown_position();
        let last = shown
            .checked_sub(1)
            .and_then(|ply| Some((*self.game.history().get(ply)?, self.captures_at(ply))));
        let targets = self
            .selected
            .map(|from| position.moves_from(from))
            .unwrap_or_default();
        let marks = board::Marks {
            selected: self.selected,
            targets: &targets,
            last: last.as_ref().map(|(m, captures)| (*m, &captures[..])),
        };
        let mut out = board::draw(position, &marks, self.color);
        out.push_str(&self.status());
        out
    }

    fn prompt(&self) -> String {
        let answering = self.draw_offer.map(|side| !side);
        transcript::prompt(self.game.position().turn(), answering)
    }

    fn computer_move(&mut self) -> Option<Result<String, String>> {
        let computer = self.computer.as_mut()?;
        let game = &self.game;
        if game.outcome().is_some() || computer.side() != game.position().turn() {
            return None;
        }
        Some(match computer.choose(game) {
            Some(m) => self.play_move(m).map_err(|e| e.to_string()),
            None => Err(SessionError::NoComputerMove.to_string()),
        })
    }

    fn revision(&self) -> u64 {
        self.revision
    }

    fn move_count(&self) -> usize {
        self.game.history().len()
    }

    fn save(&self) -> String {
        record::save(&self.game, GameInfo::default())
    }

    fn load(&mut self, json: &str) -> Result<String, Box<dyn Error>> {
        let (game, _) = record::load(json)?;
        self.game = game;
        self.changed();
        Ok(guide::summary(&self.game))
    }

    fn help(&self) -> [&'static str; 2] {
        guide::HELP
    }

    fn execute(&mut self, command: Command<Flag>) -> Result<Reply, LineError> {
        match command {
            Command::Tap(square) => return self.tap(square),
            Command::Move(text) => {
                self.check_live()?;
                let m = self
                    .game
                    .position()
                    .resolve(&text)
                    .map_err(LineError::refused)?;
                return self.play(m);
            }
            Command::Choose(_) | Command::Cancel => return Err(SessionError::NoChoice.into()),
            Command::Undo => {
                let moves = self.game.history_text();
                let undone = self.game.undo().ok_or(SessionError::NothingToUndo)?;
                self.changed();
                let first = self.game.start().turn();
                let said = match undone {
                    Undone::Move(_) => {
                        transcript::moves(&moves, first, moves.len() - 1, moves.len())
                    }
                    Undone::Ending(_) => format!(
                        "the end of the game: {} to move",
                        self.game.position().turn()
                    ),
                };
                return Ok(Reply::Note(format!("Took back {said}")));
            }
            Command::Redo => {
                self.game.redo().ok_or(SessionError::NothingToRedo)?;
                self.changed();
                let ply = self.game.history().len() - 1;
                return Ok(Reply::Note(format!(
                    "Played again: {}",
                    self.move_said(ply)
                )));
            }
            Command::New(Some(_)) => return Err(LineError::refused(NotInThisGame::Preset)),
            Command::New(None) => {
                self.game = Game::new(*self.game.rules());
                self.changed();
                return Ok(Reply::Note(format!("New game: {} win.", guide::goal())));
            }
            Command::Resign => {
                self.check_live()?;
                let turn = self.game.position().turn();
                self.game.resign(turn).map_err(LineError::refused)?;
                self.changed();
            }
            Command::Draw(action) => return self.draw(action),
            Command::History => {
                let moves: Vec<MoveText> = self.game.history_text();
                let first = self.game.start().turn();
                return Ok(Reply::Text(transcript::history(&moves, first)));
            }
            Command::Review(browse) => self.browse(browse)?,
            Command::Orient(_) => return Err(LineError::refused(NotInThisGame::Orientation)),
            Command::Hint => return Ok(Reply::Text(self.hint()?)),
            Command::Rules => return Ok(Reply::Text(guide::rules(self.game.rules()))),
            Command::Board => {}
            // The reader answers these itself.
            Command::Save(_) | Command::Load(_) | Command::Help | Command::Quit => {}
        }
        Ok(Reply::Screen)
    }
}

impl FlagTable {
    /// The lines under the board shown: what each side has taken, whose
    /// turn it is or how the game ended, the duty that binds the side to
    /// move, the selected piece's captures, a draw offer, why the last tap
    /// was refused.
    fn status(&self) -> String {
        let mut out = String::new();
        let [blue, red] = self.taken(self.shown());
        let list = |pieces: &[Piece]| {
            if pieces.is_empty() {
                "-".to_owned()
            } else {
                let names: Vec<String> = pieces.iter().map(ToString::to_string).collect();
                names.join(" ")
            }
        };
        out.push_str(&format!(
            "Taken: by Blue {}, by Red {}\n",
            list(&blue),
            list(&red)
        ));
        let plies = self.game.history().len();
        if let Some(ply) = self.browsing {
            let shown = match ply.checked_sub(1) {
                Some(last) => format!(
                    "the position after move {ply} of {plies} ({})",
                    self.move_said(last)
                ),
                None => format!("the start, before move 1 of {plies}"),
            };
            out.push_str(&format!(
                "Reviewing {shown}: back, forward, review N, live.\n"
            ));
        }
        let position = self.shown_position();
        match self.game.outcome().filter(|_| self.browsing.is_none()) {
            Some(outcome) => out.push_str(&format!("Game over: {outcome}.\n")),
            None => {
                out.push_str(&format!("{} to move.\n", position.turn()));
                if let Some(duty) = position.duty() {
                    out.push_str(&format!("{}: {duty}.\n", position.turn()));
                }
            }
        }
        if let Some(from) = self.selected.filter(|_| self.browsing.is_none()) {
            let moves = position.moves_from(from);
            let piece = position
                .piece_at(from)
                .map_or_else(String::new, |p| p.to_string());
            out.push_str(&format!(
                "{piece} on {from}: {}.\n",
                transcript::count(moves.len(), "move", "moves")
            ));
            for m in moves.iter().filter(|m| m.is_capture()) {
                let captures: Vec<String> = position
                    .captures_of(*m)
                    .iter()
                    .map(ToString::to_string)
                    .collect();
                out.push_str(&format!("  {m} takes {}\n", captures.join(" and ")));
            }
        }
        if let Some(side) = self.draw_offer {
            out.push_str(&format!(
                "{side} offers a draw: {} may type draw accept or draw decline.\n",
                !side
            ));
        }
        if let Some(reason) = self.cleared {
            out.push_str(&format!(
                "{}.\n",
                super::render::capitalized(&reason.to_string())
            ));
        }
        out
    }
}
