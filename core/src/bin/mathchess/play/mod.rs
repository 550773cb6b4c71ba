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
    session::{LevelPlayer, Mode, Rejection, Session, SessionError},
    Preset, Side,
};
use render::Painter;

use crate::args::{Args, Usage};

/// `play [--rules PRESET] [--computer LEVEL [--human blue|red]] [--no-color]`:
/// two players at one terminal, or one against the computer. Colours are off
/// when stdout is not a terminal or `NO_COLOR` is set.
pub fn run(rest: &[String]) -> Result<(), Usage> {
    let args = Args::parse(rest, &["rules", "computer", "human"], &["no-color"])?;
    if let Some(extra) = args.operands.first() {
        return Err(Usage(format!("play takes no operand, found {extra:?}")));
    }
    let stdout = io::stdout();
    let no_color_env = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    let color = !args.flag("no-color") && !no_color_env && stdout.is_terminal();
    let stdin = io::stdin();
    let mut terminal = Terminal {
        session: Session::new(args.preset()?.rules(), mode(&args)?),
        painter: Painter { color },
        prompt: stdin.is_terminal(),
    };
    terminal.run(stdin.lock(), &mut stdout.lock())?;
    Ok(())
}

/// Two players, or `--computer LEVEL` against the player's side (`--human`, Blue by default).
fn mode(args: &Args) -> Result<Mode, Usage> {
    let human = match args.option::<String>("human")?.as_deref() {
        None | Some("blue") => Side::Blue,
        Some("red") => Side::Red,
        Some(other) => return Err(Usage(format!("--human: {other:?} is not blue or red"))),
    };
    Ok(match args.option::<Level>("computer")? {
        Some(level) => Mode::VsComputer { human, level },
        None if args.option::<String>("human")?.is_some() => {
            return Err(Usage("--human goes with --computer LEVEL".into()))
        }
        None => Mode::TwoPlayers,
    })
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
    #[error("cannot {action} {file}: {error}")]
    File {
        action: &'static str,
        file: String,
        error: io::Error,
    },
}

impl Terminal {
    /// Plays until `quit` or the end of the input.
    fn run(&mut self, mut input: impl BufRead, out: &mut impl Write) -> io::Result<()> {
        let rules = self
            .session
            .game()
            .rules()
            .preset()
            .map_or("custom", Preset::name);
        let players = match self.session.mode() {
            Mode::TwoPlayers => "two players".to_owned(),
            Mode::VsComputer { human, level } => {
                format!("{human} against the computer at level {level}")
            }
        };
        writeln!(
            out,
            "Math Chess, {rules} rules, {players}. Type a square (d3) to select a piece; help lists the commands."
        )?;
        write!(out, "{}", self.painter.screen(&self.session.snapshot()))?;
        let mut line = Vec::new();
        loop {
            self.computer_moves(out)?;
            if self.prompt {
                write!(out, "{}> ", self.session.game().position().turn())?;
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
            Ok(_) => write!(out, "{}", self.painter.screen(&self.session.snapshot())),
            Err(error) => writeln!(out, "{error}"),
        }
    }

    fn execute(&mut self, command: Command) -> Result<Reply, LineError> {
        let session = &mut self.session;
        match command {
            Command::Tap(square) => session.tap(square).map(drop)?,
            Command::Choose(index) => session.choose(index).map(drop)?,
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
                return match fs::write(&file, session.save()) {
                    Ok(()) => Ok(Reply::Text(format!("Saved to {file}.\n"))),
                    Err(error) => Err(LineError::File {
                        action: "save to",
                        file,
                        error,
                    }),
                };
            }
            Command::Load(file) => match fs::read_to_string(&file) {
                Ok(json) => session.load(&json)?,
                Err(error) => {
                    return Err(LineError::File {
                        action: "read",
                        file,
                        error,
                    })
                }
            },
            Command::History => {
                let first = session.game().start().turn();
                return Ok(Reply::Text(render::history(&session.snapshot(), first)));
            }
            Command::Review(Browse::Ply(ply)) => session.review(ply)?,
            Command::Review(Browse::Back) => session.review_back()?,
            Command::Review(Browse::Forward) => session.review_forward()?,
            Command::Review(Browse::Live) => session.leave_review(),
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
        let mut terminal = Terminal {
            session: Session::new(Rules::default(), Mode::TwoPlayers),
            painter: Painter { color: false },
            prompt: false,
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
                "ply 5 is not in the game, which has 0 plies",
                "there is no move to undo",
                "no move choice is open",
                "cannot read /no/such/file.json: No such file or directory (os error 2)",
                "a 0 never moves",
            ]
        );
        assert!(out.contains("unknown command \"xyzzy\""));
    }

    #[test]
    fn quit_stops_reading() {
        let out = transcript(b"quit\nc1\n");
        assert!(!out.contains("[B3]"));
        let out = transcript(b"c1\n");
        assert!(out.contains("[B3]"));
    }
}
