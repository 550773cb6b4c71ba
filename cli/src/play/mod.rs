//! `mathchess play`: the terminal game. It reads taps and commands, hands
//! them to the interaction session, and draws the session's snapshots; the
//! session alone knows the game.

mod command;
mod render;

use std::{
    fs,
    io::{self, BufRead, IsTerminal, Write},
};

use command::{Browse, Command, CommandError, DrawAction, HELP};
use mathchess::{
    engine::Level,
    session::{LevelPlayer, Mode, Rejection, Session, SessionError, Tapped},
    Preset, Side,
};
use render::Painter;

use crate::{
    args::{RulesArgs, Usage},
    atomic_file,
};

/// `play [--rules PRESET] [--computer LEVEL [--human blue|red]] [--no-color]`.
#[derive(Debug, clap::Args)]
pub struct PlayArgs {
    #[command(flatten)]
    rules: RulesArgs,
    /// Play against the computer at LEVEL, 1 (weakest) to 8
    #[arg(long, value_name = "LEVEL")]
    computer: Option<Level>,
    /// The side you play against the computer [default: blue]
    #[arg(long, value_name = "SIDE", requires = "computer")]
    human: Option<Side>,
    /// No colours (also when NO_COLOR is set or stdout is not a terminal)
    #[arg(long)]
    no_color: bool,
}

impl PlayArgs {
    /// Two players, or one against the computer.
    fn mode(&self) -> Mode {
        match self.computer {
            Some(level) => Mode::VsComputer {
                human: self.human.unwrap_or(Side::Blue),
                level,
            },
            None => Mode::TwoPlayers,
        }
    }
}

/// Two players at one terminal, or one against the computer.
pub fn run(args: &PlayArgs) -> Result<(), Usage> {
    let stdout = io::stdout();
    let no_color_env = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    let color = !args.no_color && !no_color_env && stdout.is_terminal();
    let stdin = io::stdin();
    let mut terminal = Terminal {
        session: Session::new(args.rules.rules(), args.mode()),
        painter: Painter { color },
        prompt: stdin.is_terminal(),
    };
    terminal.run(stdin.lock(), &mut stdout.lock())?;
    Ok(())
}

struct Terminal {
    session: Session,
    painter: Painter,
    /// Show a prompt: someone is typing (not a script).
    prompt: bool,
}

/// What to show after a command.
enum Reply {
    Screen,
    /// A line about what happened (the move played, the game loaded), then the screen.
    Note(String),
    Text(String),
    Quit,
}

/// Why a line did nothing; shown as one line.
#[derive(Debug, thiserror::Error)]
enum LineError {
    #[error(transparent)]
    Command(#[from] CommandError),
    #[error(transparent)]
    Session(#[from] SessionError),
    #[error("cannot {action} {file}: {}", file_problem(error))]
    File {
        action: &'static str,
        file: String,
        error: io::Error,
    },
    #[error("cannot load {file}: {error}")]
    Load { file: String, error: SessionError },
}

/// An I/O error in a player's words, without the system's error number.
fn file_problem(error: &io::Error) -> String {
    match error.kind() {
        io::ErrorKind::NotFound => "there is no such file".to_owned(),
        io::ErrorKind::PermissionDenied => "permission denied".to_owned(),
        io::ErrorKind::InvalidData => "it is not a text file".to_owned(),
        _ => error.to_string(),
    }
}

impl Terminal {
    /// Plays until `quit` or the end of the input.
    fn run(&mut self, mut input: impl BufRead, out: &mut impl Write) -> io::Result<()> {
        let rules = render::rules_text(self.session.game().rules());
        let players = match self.session.mode() {
            Mode::TwoPlayers => "two players".to_owned(),
            Mode::VsComputer { human, level } => {
                format!("{human} against the computer at level {level}")
            }
        };
        writeln!(
            out,
            "Math Chess, {rules}, {players}. Type a square (d3) to select a piece; help lists the commands."
        )?;
        write!(out, "{}", self.painter.screen(&self.session.snapshot()))?;
        let mut line = Vec::new();
        loop {
            self.computer_moves(out)?;
            if self.prompt {
                write!(out, "{}> ", self.session.snapshot().turn)?;
                out.flush()?;
            }
            line.clear();
            if input.read_until(b'\n', &mut line)? == 0 {
                if self.prompt {
                    writeln!(out)?;
                }
                return Ok(());
            }
            let text = String::from_utf8_lossy(&line);
            if text.trim().is_empty() {
                continue;
            }
            match Command::parse(&text)
                .map_err(LineError::from)
                .and_then(|command| self.execute(command))
            {
                Ok(Reply::Screen) => {
                    write!(out, "{}", self.painter.screen(&self.session.snapshot()))?
                }
                Ok(Reply::Note(note)) => {
                    writeln!(out, "{note}")?;
                    write!(out, "{}", self.painter.screen(&self.session.snapshot()))?;
                }
                Ok(Reply::Text(text)) => write!(out, "{text}")?,
                Ok(Reply::Quit) => return Ok(()),
                Err(error) => writeln!(out, "{error}")?,
            }
        }
    }

    /// Plays the computer's move when it is to move, and shows it.
    fn computer_moves(&mut self, out: &mut impl Write) -> io::Result<()> {
        let Some(turn) = self.session.computer_turn() else {
            return Ok(());
        };
        writeln!(out, "The computer is thinking…")?;
        out.flush()?;
        match self.session.apply_computer_move(turn.run(&LevelPlayer)) {
            Ok(_) => {
                writeln!(out, "{}", self.last_move())?;
                write!(out, "{}", self.painter.screen(&self.session.snapshot()))
            }
            Err(error) => writeln!(out, "{error}"),
        }
    }

    /// `Blue played d3xd7 = 7 − 4`.
    fn last_move(&self) -> String {
        let first = self.session.game().start().turn();
        render::last_move(&self.session.snapshot(), first)
    }

    /// The reply to a tap or a typed move: the move, if one was played.
    fn tapped(&self, tapped: Tapped) -> Reply {
        match tapped {
            Tapped::Played(_) => Reply::Note(self.last_move()),
            // A cleared selection's reason is in the snapshot the screen shows.
            Tapped::Selected | Tapped::Deselected | Tapped::Cleared(_) | Tapped::ChoiceOpened => {
                Reply::Screen
            }
        }
    }

    fn execute(&mut self, command: Command) -> Result<Reply, LineError> {
        let session = &mut self.session;
        match command {
            Command::Tap(square) => {
                let tapped = session.tap(square)?;
                return Ok(self.tapped(tapped));
            }
            Command::Move(text) => {
                let tapped = session.play_text(&text)?;
                return Ok(self.tapped(tapped));
            }
            Command::Choose(index) => {
                let played = session.choose(index)?;
                return Ok(self.tapped(Tapped::Played(played)));
            }
            Command::Cancel => session.cancel_choice()?,
            Command::Undo => session.undo()?,
            Command::Redo => session.redo()?,
            Command::New(preset) => {
                let rules = preset.map_or(*session.game().rules(), Preset::rules);
                session.new_game(rules, session.mode());
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
                session.decline_draw(!session.game().position().turn())?
            }
            Command::Save(file) => {
                return match atomic_file::write(&file, session.save()) {
                    Ok(()) => Ok(Reply::Text(format!("Saved to {file}.\n"))),
                    Err(error) => Err(LineError::File {
                        action: "save to",
                        file,
                        error,
                    }),
                };
            }
            Command::Load(file) => {
                let json = fs::read_to_string(&file).map_err(|error| LineError::File {
                    action: "read",
                    file: file.clone(),
                    error,
                })?;
                session.load(&json).map_err(|error| LineError::Load {
                    file: file.clone(),
                    error,
                })?;
                let summary = render::summary(&session.snapshot(), session.game().rules());
                return Ok(Reply::Note(format!("Loaded {file}: {summary}.")));
            }
            Command::History => {
                let first = session.game().start().turn();
                return Ok(Reply::Text(render::history(&session.snapshot(), first)));
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
            Command::Help => return Ok(Reply::Text(format!("{HELP}\n"))),
            Command::Quit => return Ok(Reply::Quit),
        }
        Ok(Reply::Screen)
    }
}

#[cfg(test)]
mod tests {
    use mathchess::Rules;

    use super::*;

    fn transcript(script: &[u8]) -> String {
        transcript_with(script, false)
    }

    fn transcript_with(script: &[u8], prompt: bool) -> String {
        let mut terminal = Terminal {
            session: Session::new(Rules::default(), Mode::TwoPlayers),
            painter: Painter { color: false },
            prompt,
        };
        let mut out = Vec::new();
        terminal.run(script, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn every_bad_line_gets_one_line() {
        let out = transcript(b"c1\nxyzzy\ne2\nload /no/such/file.json\n7\nundo\nreview 5\n\xff\n");
        let tail: Vec<&str> = out.lines().rev().take(6).collect();
        assert_eq!(
            tail,
            [
                "unknown command \"\u{fffd}\": type a square such as d3, or help",
                "there is no move 5: the game has 0 moves",
                "there is no move to undo",
                "no move choice is open",
                "cannot read /no/such/file.json: there is no such file",
                "a 0 never moves",
            ]
        );
        assert!(out.contains("unknown command \"xyzzy\""));
    }

    #[test]
    fn the_prompt_names_the_side_to_move_in_the_position_shown() {
        let out = transcript_with(b"c1-c4\nback\nlive\n", true);
        let prompts: Vec<&str> = out
            .lines()
            .filter_map(|l| l.split_once("> ").map(|(side, _)| side))
            .collect();
        // Start, after c1-c4, reviewing the start, live again.
        assert_eq!(prompts, ["Blue", "Red", "Blue", "Red"], "{out}");
    }

    #[test]
    fn quit_stops_reading() {
        let out = transcript(b"quit\nc1\n");
        assert!(!out.contains("[B3]"));
        let out = transcript(b"c1\n");
        assert!(out.contains("[B3]"));
    }
}
