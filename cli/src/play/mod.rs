//! `mathchess play`: the terminal game. It reads taps and commands, hands
//! them to the interaction session, and draws the session's snapshots; the
//! session alone knows the game.

mod command;
mod guide;
mod render;

use std::{
    fs,
    io::{self, BufRead, IsTerminal, Write},
    path::Path,
    process::ExitCode,
};

use command::{Browse, Command, CommandError, DrawAction, HELP};
use mathchess::{
    engine::Level,
    session::{LevelPlayer, Mode, Rejection, Session, SessionError, Snapshot, Tapped},
    Preset, Side, Square,
};
use render::Painter;

use crate::{
    args::{RulesArgs, Usage},
    atomic_file, file_error,
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

/// Two players at one terminal, or one against the computer. Piped input
/// that had lines refused ends with exit status 1.
pub fn run(args: &PlayArgs) -> Result<ExitCode, Usage> {
    let stdout = io::stdout();
    let no_color_env = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    let color = !args.no_color && !no_color_env && stdout.is_terminal();
    let stdin = io::stdin();
    let mut terminal = Terminal::new(
        Session::new(args.rules.rules(), args.mode()),
        Painter { color },
        stdin.is_terminal(),
    );
    let refused = terminal.run(stdin.lock(), &mut stdout.lock(), &mut io::stderr())?;
    if refused.is_empty() || terminal.interactive {
        return Ok(ExitCode::SUCCESS);
    }
    let lines: Vec<String> = refused.iter().map(ToString::to_string).collect();
    let count = match refused.len() {
        1 => "1 line of the input was refused (line".to_owned(),
        n => format!("{n} lines of the input were refused (lines"),
    };
    eprintln!("mathchess: {count} {})", lines.join(", "));
    Ok(ExitCode::FAILURE)
}

struct Terminal {
    session: Session,
    painter: Painter,
    /// Someone is typing (not a script): show a prompt, and no line numbers.
    interactive: bool,
    /// The snapshot revision last saved or loaded: what `quit` and `new` would lose.
    saved: Option<u64>,
    /// `quit` or `new` refused once because the game is not saved: typed
    /// again at once, it goes ahead.
    warned: Option<Command>,
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
    #[error(
        "cannot {action} {file}: {}",
        file_error::describe(error, Path::new(file))
    )]
    File {
        action: &'static str,
        file: String,
        error: io::Error,
    },
    #[error("cannot load {file}: {error}")]
    Load { file: String, error: SessionError },
    /// A tap the selected piece cannot answer (the screen says it too).
    #[error(transparent)]
    Cleared(Rejection),
}

impl Terminal {
    fn new(session: Session, painter: Painter, interactive: bool) -> Terminal {
        Terminal {
            session,
            painter,
            interactive,
            saved: None,
            warned: None,
        }
    }

    /// Plays until `quit` or the end of the input; returns the numbers of
    /// the lines refused. Replies go to `out`, refusals to `err`.
    fn run(
        &mut self,
        mut input: impl BufRead,
        out: &mut impl Write,
        err: &mut impl Write,
    ) -> io::Result<Vec<usize>> {
        let players = match self.session.mode() {
            Mode::TwoPlayers => "two players".to_owned(),
            Mode::VsComputer { human, level } => {
                format!("{human} against the computer at level {level}")
            }
        };
        let rules = *self.session.game().rules();
        write!(out, "{}", guide::welcome(&rules, &players, self.example()))?;
        write!(out, "{}", self.screen())?;
        let mut refused = Vec::new();
        let mut line = Vec::new();
        for number in 1.. {
            self.computer_moves(out, err)?;
            if self.interactive {
                write!(out, "{}> ", self.prompt())?;
                out.flush()?;
            }
            line.clear();
            if input.read_until(b'\n', &mut line)? == 0 {
                if self.interactive {
                    writeln!(out)?;
                }
                break;
            }
            let text = String::from_utf8_lossy(&line);
            if text.trim().is_empty() {
                continue;
            }
            let warned = self.warned.take();
            match Command::parse(&text)
                .map_err(LineError::from)
                .and_then(|command| self.execute(command, warned))
            {
                Ok(Reply::Screen) => write!(out, "{}", self.screen())?,
                Ok(Reply::Note(note)) => {
                    writeln!(out, "{note}")?;
                    write!(out, "{}", self.screen())?;
                }
                Ok(Reply::Text(text)) => write!(out, "{text}")?,
                Ok(Reply::Quit) => break,
                Err(error) => {
                    refused.push(number);
                    let cleared = matches!(error, LineError::Cleared(_));
                    if cleared {
                        // The screen says why the selection was cleared.
                        write!(out, "{}", self.screen())?;
                    }
                    out.flush()?;
                    if !self.interactive {
                        writeln!(err, "line {number}: {error}")?;
                    } else if !cleared {
                        writeln!(err, "{error}")?;
                    }
                }
            }
        }
        Ok(refused)
    }

    fn screen(&self) -> String {
        self.painter
            .screen(&self.session.snapshot(), self.session.game().rules())
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

    /// Who types next: the side to move, or the player a draw is offered to.
    fn prompt(&self) -> String {
        let s = self.session.snapshot();
        let answering = [&s.players.blue, &s.players.red]
            .into_iter()
            .find(|p| p.may_answer_draw)
            .map(|p| p.side);
        match answering {
            Some(side) => format!("{side}, answer the draw"),
            None => s.turn.to_string(),
        }
    }

    /// Plays the computer's move when it is to move, and shows it.
    fn computer_moves(&mut self, out: &mut impl Write, err: &mut impl Write) -> io::Result<()> {
        let Some(turn) = self.session.computer_turn() else {
            return Ok(());
        };
        // The screen before said that the computer is thinking.
        out.flush()?;
        match self.session.apply_computer_move(turn.run(&LevelPlayer)) {
            Ok(_) => {
                writeln!(out, "{}", self.last_move())?;
                write!(out, "{}", self.screen())
            }
            Err(error) => writeln!(err, "{error}"),
        }
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
        format!("{what} {}", render::moves(longer, first, from, to))
    }

    /// Moves played or loaded since the last save, which quit and new would lose.
    fn unsaved(&self) -> bool {
        let s = self.session.snapshot();
        !s.history.is_empty() && self.saved != Some(s.revision)
    }

    /// The reply to a tap or a typed move: the move, if one was played.
    fn tapped(&self, tapped: Tapped) -> Result<Reply, LineError> {
        match tapped {
            Tapped::Played(_) => Ok(Reply::Note(self.last_move())),
            Tapped::Cleared(reason) => Err(LineError::Cleared(reason)),
            Tapped::Selected | Tapped::Deselected | Tapped::ChoiceOpened => Ok(Reply::Screen),
        }
    }

    /// Runs one command; `warned` is the command refused on the line before
    /// because the game was not saved.
    fn execute(&mut self, command: Command, warned: Option<Command>) -> Result<Reply, LineError> {
        if matches!(command, Command::Quit | Command::New(_))
            && self.unsaved()
            && warned.as_ref() != Some(&command)
        {
            let again = if command == Command::Quit {
                "quit"
            } else {
                "new"
            };
            let moves = render::move_count(self.session.snapshot().history.len());
            self.warned = Some(command);
            return Ok(Reply::Text(format!(
                "The game ({moves}) is not saved: save FILE first, or type {again} again to lose it.\n"
            )));
        }
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
            Command::Save(file) => {
                return match atomic_file::write(&file, session.save()) {
                    Ok(()) => {
                        self.saved = Some(session.snapshot().revision);
                        Ok(Reply::Text(format!("Saved to {file}.\n")))
                    }
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
                self.saved = Some(session.snapshot().revision);
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
            Command::Rules => {
                return Ok(Reply::Text(guide::rules(session.game().rules())));
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

    /// What a script gets: the output, the refusals and the lines refused.
    fn transcript(script: &[u8]) -> (String, String, Vec<usize>) {
        transcript_with(script, false)
    }

    fn transcript_with(script: &[u8], interactive: bool) -> (String, String, Vec<usize>) {
        let mut terminal = Terminal::new(
            Session::new(Rules::default(), Mode::TwoPlayers),
            Painter { color: false },
            interactive,
        );
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let refused = terminal.run(script, &mut out, &mut err).unwrap();
        let text = |bytes| String::from_utf8(bytes).unwrap();
        (text(out), text(err), refused)
    }

    #[test]
    fn every_bad_line_gets_one_line_with_its_number() {
        let (out, err, refused) =
            transcript(b"c1\nxyzzy\ne2\nload /no/such/file.json\n7\nundo\nreview 5\n\xff\n");
        assert_eq!(
            err.lines().collect::<Vec<_>>(),
            [
                "line 2: unknown command \"xyzzy\": type a square name such as c1, rules or help",
                "line 3: a 0 never moves",
                "line 4: cannot read /no/such/file.json: there is no folder /no/such",
                "line 5: no move choice is open",
                "line 6: there is no move to undo",
                "line 7: there is no move 5: the game has 0 moves",
                "line 8: unknown command \"\u{fffd}\": type a square name such as c1, rules or help",
            ]
        );
        assert_eq!(refused, [2, 3, 4, 5, 6, 7, 8]);
        assert!(!out.contains("unknown command"), "{out}");
    }

    #[test]
    fn the_prompt_names_who_types_next() {
        let (out, _, _) = transcript_with(b"c1-c4\nback\nlive\ndraw\ndraw decline\n", true);
        let prompts: Vec<&str> = out
            .lines()
            .filter_map(|l| l.split_once("> ").map(|(side, _)| side))
            .collect();
        // Start, after c1-c4, reviewing the start, live again; then Red
        // offers, Blue answers, and Red is to move again.
        assert_eq!(
            prompts,
            ["Blue", "Red", "Blue", "Red", "Blue, answer the draw", "Red"],
            "{out}"
        );
        assert!(out.contains("Blue declines the draw."), "{out}");
    }

    #[test]
    fn quit_stops_reading() {
        let (out, _, _) = transcript(b"quit\nc1\n");
        assert!(!out.contains("[B1]"));
        let (out, _, _) = transcript(b"a1\n");
        assert!(out.contains("[B1]"));
    }
}
