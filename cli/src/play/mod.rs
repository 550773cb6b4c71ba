//! `mathchess play`: the terminal game, of either game. The reader here
//! takes lines, answers the commands both games share (save, load, help,
//! quit) and hands the others to the [`Table`]: either game played through
//! the interaction session ([`table`]), each game's words in its own module
//! ([`math_chess`], [`flag`]).

mod command;
mod flag;
mod input;
pub mod learn;
mod math_chess;
pub mod nearby;
mod progress;
pub mod puzzle;
mod render;
mod table;
mod transcript;

use std::{
    error::Error,
    fs,
    io::{self, IsTerminal, Write},
    path::Path,
    process::ExitCode,
};

use command::{Command, CommandError, Notation, SHARED_HELP};
use mathchess::{
    search::Level,
    session::{CaptureTheFlag, GameSession, Mode, Session, SessionError, Tapped},
    Side,
};
use render::Painter;
use table::SessionTable;

use crate::{
    args::{GameArg, RulesArgs, Usage},
    atomic_file, file_error,
};

/// `play [--game GAME] [--rules PRESET] [--computer LEVEL [--human blue|red]] [--no-color]`.
#[derive(Debug, clap::Args)]
pub struct PlayArgs {
    #[command(flatten)]
    game: GameArg,
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
/// that had lines refused, or that ended before the game was saved, ends
/// with exit status 1.
pub fn run(args: &PlayArgs) -> Result<ExitCode, Usage> {
    let interactive = io::stdin().is_terminal();
    let painter = Painter::for_stdout(args.no_color);
    let Finished { refused, lost } = if args.game.is_flag() {
        let session = GameSession::<CaptureTheFlag>::start(args.rules.flag_rules()?, args.mode());
        Terminal::new(SessionTable::new(session, painter), interactive).run_stdio()?
    } else {
        let session = Session::new(args.rules.rules(), args.mode());
        Terminal::new(SessionTable::new(session, painter), interactive).run_stdio()?
    };
    if interactive || (refused.is_empty() && lost.is_none()) {
        return Ok(ExitCode::SUCCESS);
    }
    if !refused.is_empty() {
        let lines: Vec<String> = refused.iter().map(ToString::to_string).collect();
        let count = match refused.len() {
            1 => "1 line of the input was refused (line".to_owned(),
            n => format!("{n} lines of the input were refused (lines"),
        };
        eprintln!("mathchess: {count} {})", lines.join(", "));
    }
    if let Some(moves) = lost {
        eprintln!("mathchess: {}", lost_at_the_end(moves));
    }
    Ok(ExitCode::FAILURE)
}

/// What piped input that ends on an unsaved game is told.
fn lost_at_the_end(moves: usize) -> String {
    format!(
        "the input ended with the game ({}) not saved: it is lost (end the input with save FILE to keep it)",
        transcript::move_count(moves)
    )
}

/// The reader of `learn` and `puzzle`: shows `prompt` before each line
/// when someone types, reads lines until `quit`, `exit` or the end of the
/// input, and writes what `answer` says to each line (trimmed), nothing
/// when it says nothing.
fn converse(
    prompt: &str,
    interactive: bool,
    lines: impl Iterator<Item = String>,
    out: &mut impl Write,
    mut answer: impl FnMut(&str) -> String,
) -> io::Result<()> {
    let show_prompt = |out: &mut dyn Write| -> io::Result<()> {
        if interactive {
            write!(out, "{prompt}")?;
            out.flush()?;
        }
        Ok(())
    };
    show_prompt(out)?;
    for line in lines {
        let line = line.trim();
        if matches!(line, "quit" | "exit") {
            return Ok(());
        }
        let said = answer(line);
        if !said.is_empty() {
            writeln!(out, "{said}")?;
        }
        show_prompt(out)?;
    }
    // The end of the input (Ctrl-D) ends the prompt's line.
    if interactive {
        writeln!(out)?;
    }
    Ok(())
}

/// What `learn` and `puzzle` say to a tap, a typed move, a pick from the
/// move choice or its dismissal: `played` says the judgement of a move
/// played, `selected` draws the board with the selection or the choice.
fn said_of_tap<J>(
    tapped: Result<Tapped<J>, SessionError>,
    played: impl FnOnce(J) -> String,
    selected: impl FnOnce() -> String,
) -> String {
    match tapped {
        Ok(Tapped::Played(judged)) => played(judged),
        Ok(Tapped::Cleared(reason)) => format!("{}.", render::capitalized(&reason.to_string())),
        Ok(Tapped::Deselected) => String::new(),
        Ok(Tapped::Selected | Tapped::ChoiceOpened) => selected(),
        Err(e) => format!("{}.", render::capitalized(&e.to_string())),
    }
}

/// What `learn` and `puzzle` say to a function or arrow key.
const KEYS_NOT_READ: &str =
    "Keys such as F1 and the arrows are not read here: type a square name such as c1, or help.";

/// How often the terminal looks for the other device's messages while the
/// player types.
const TYPING_POLL: std::time::Duration = std::time::Duration::from_millis(100);

/// One game at the terminal: what the reader needs from it.
trait Table {
    /// The game's square names and move text.
    type Notation: Notation + 'static;
    /// The first lines: the game, the players, what to type first.
    fn welcome(&self) -> String;
    /// The board and the lines under it.
    fn screen(&self) -> String;
    /// Who types next: the side to move, or the player a draw is offered to.
    fn prompt(&self) -> String;
    /// Plays the computer's move when it is to move: the line that says
    /// it, or why it failed.
    fn computer_move(&mut self) -> Option<Result<String, String>>;
    /// Against another device: acts on what it sent, saying each and
    /// drawing the board; if `wait`, waits for it while it is its turn,
    /// until the player has `typed` a line. Says whether anything came.
    fn remote(
        &mut self,
        _out: &mut dyn Write,
        _wait: bool,
        _typed: &mut dyn FnMut() -> bool,
    ) -> io::Result<bool> {
        Ok(false)
    }
    /// Changes with every change a save would keep.
    fn revision(&self) -> u64;
    /// The moves played.
    fn move_count(&self) -> usize;
    /// The game as a JSON record.
    fn save(&self) -> String;
    /// Replaces the game by a record's; says what it loaded (`12 moves, …`).
    fn load(&mut self, json: &str) -> Result<String, Box<dyn Error>>;
    /// The game's own lines of `help`: before the shared commands (how to
    /// move, its own commands) and after them (the marks).
    fn help(&self) -> [&'static str; 2];
    /// Runs one of the game's commands.
    fn execute(&mut self, command: Command<Self::Notation>) -> Result<Reply, LineError>;
}

/// How the reader ended.
#[derive(Debug, Default, PartialEq, Eq)]
struct Finished {
    /// The numbers of the lines refused.
    refused: Vec<usize>,
    /// The moves of a game left unsaved when piped input ended.
    lost: Option<usize>,
}

/// The reader: lines in, replies out, refusals counted.
struct Terminal<T: Table> {
    table: T,
    /// Someone is typing (not a script): show a prompt, and no line numbers.
    interactive: bool,
    /// The revision last saved or loaded: what `quit`, `new` and `load` would lose.
    saved: Option<u64>,
    /// `quit` or `new` refused once because the game is not saved: typed
    /// again at once, it goes ahead.
    warned: Option<Command<T::Notation>>,
    /// The file the game is saved to after every change.
    autosave: Option<String>,
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
    /// Not a command, or a command the game refused.
    #[error("{0}")]
    Refused(Box<dyn Error>),
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
    Load { file: String, error: Box<dyn Error> },
    /// A tap the selected piece cannot answer (the screen says it too).
    #[error("{0}")]
    Cleared(Box<dyn Error>),
}

impl LineError {
    fn refused(error: impl Error + 'static) -> LineError {
        LineError::Refused(Box::new(error))
    }
}

impl<N: Notation + 'static> From<CommandError<N>> for LineError {
    fn from(error: CommandError<N>) -> LineError {
        LineError::refused(error)
    }
}

impl From<SessionError> for LineError {
    fn from(error: SessionError) -> LineError {
        LineError::refused(error)
    }
}

impl<T: Table> Terminal<T> {
    fn new(table: T, interactive: bool) -> Terminal<T> {
        Terminal {
            table,
            interactive,
            saved: None,
            warned: None,
            autosave: None,
        }
    }

    /// Saves the game to `file` after every change from now on.
    fn autosave_to(&mut self, file: Option<String>) {
        self.autosave = file;
    }

    /// Saves the game to the autosave file if it changed since.
    fn autosave(&mut self, err: &mut impl Write) -> io::Result<()> {
        let Some(file) = &self.autosave else {
            return Ok(());
        };
        let revision = self.table.revision();
        if self.saved == Some(revision) {
            return Ok(());
        }
        match atomic_file::write(file, self.table.save()) {
            Ok(()) => self.saved = Some(revision),
            Err(error) => writeln!(
                err,
                "cannot save to {file}: {}",
                file_error::describe(&error, Path::new(file))
            )?,
        }
        Ok(())
    }

    fn run_stdio(&mut self) -> io::Result<Finished> {
        self.run(
            io::stdin().lock(),
            &mut io::stdout().lock(),
            &mut io::stderr(),
        )
    }

    /// [`Terminal::run_stdio`], standard input read by a thread when
    /// someone types, so that waiting for the other device ends at a line.
    fn run_typed(&mut self) -> io::Result<Finished> {
        if !self.interactive {
            return self.run_stdio();
        }
        self.run(
            input::TypedLines::stdin(),
            &mut io::stdout().lock(),
            &mut io::stderr(),
        )
    }

    /// Plays until `quit` or the end of the input, which is read as `quit`:
    /// at a terminal it warns once of an unsaved game; piped, it ends with
    /// the game's moves [`Finished::lost`]. Replies go to `out`, refusals
    /// to `err`.
    fn run(
        &mut self,
        mut input: impl input::Input,
        out: &mut impl Write,
        err: &mut impl Write,
    ) -> io::Result<Finished> {
        write!(out, "{}", self.table.welcome())?;
        write!(out, "{}", self.table.screen())?;
        let mut refused = Vec::new();
        let mut line = Vec::new();
        for number in 1.. {
            // The screen before said that the computer is thinking.
            out.flush()?;
            match self.table.computer_move() {
                Some(Ok(played)) => {
                    writeln!(out, "{played}")?;
                    write!(out, "{}", self.table.screen())?;
                }
                Some(Err(error)) => writeln!(err, "{error}")?,
                None => {}
            }
            self.autosave(err)?;
            self.table
                .remote(out, true, &mut || input.typed() != Some(false))?;
            self.autosave(err)?;
            if self.interactive {
                write!(out, "{}> ", self.table.prompt())?;
                out.flush()?;
            }
            // While the player types, what the other device sends is shown.
            while input.typed() == Some(false) {
                if self.table.remote(out, false, &mut || true)? {
                    self.autosave(err)?;
                    write!(out, "{}> ", self.table.prompt())?;
                    out.flush()?;
                }
                std::thread::sleep(TYPING_POLL);
            }
            line.clear();
            if input.read_until(b'\n', &mut line)? == 0 {
                if !self.interactive {
                    let lost = self.unsaved().then(|| self.table.move_count());
                    return Ok(Finished { refused, lost });
                }
                writeln!(out)?;
                let warned = self.warned.take();
                match self.execute(Command::Quit, warned) {
                    Ok(Reply::Text(warning)) => {
                        write!(out, "{warning}")?;
                        continue;
                    }
                    _ => break,
                }
            }
            let text = String::from_utf8_lossy(&line);
            if text.trim().is_empty() {
                continue;
            }
            // What the other device sent while this side typed: the line
            // may answer it.
            self.table.remote(out, false, &mut || true)?;
            self.autosave(err)?;
            let warned = self.warned.take();
            match Command::parse(&text)
                .map_err(LineError::from)
                .and_then(|command| self.execute(command, warned))
            {
                Ok(Reply::Screen) => write!(out, "{}", self.table.screen())?,
                Ok(Reply::Note(note)) => {
                    writeln!(out, "{note}")?;
                    write!(out, "{}", self.table.screen())?;
                }
                Ok(Reply::Text(text)) => write!(out, "{text}")?,
                Ok(Reply::Quit) => break,
                Err(error) => {
                    refused.push(number);
                    let cleared = matches!(error, LineError::Cleared(_));
                    if cleared {
                        // The screen says why the selection was cleared.
                        write!(out, "{}", self.table.screen())?;
                    }
                    out.flush()?;
                    if !self.interactive {
                        writeln!(err, "line {number}: {error}")?;
                    } else if !cleared {
                        // A sentence, as learn and puzzle say theirs.
                        writeln!(err, "{}", render::sentence(&error.to_string()))?;
                    }
                }
            }
        }
        Ok(Finished {
            refused,
            lost: None,
        })
    }

    /// Moves played or loaded since the last save, which quit, new and load would lose.
    fn unsaved(&self) -> bool {
        self.table.move_count() > 0 && self.saved != Some(self.table.revision())
    }

    /// Runs one command: the shared ones here, the others by the game;
    /// `warned` is the command refused on the line before because the game
    /// was not saved.
    fn execute(
        &mut self,
        command: Command<T::Notation>,
        warned: Option<Command<T::Notation>>,
    ) -> Result<Reply, LineError> {
        if matches!(command, Command::Quit | Command::New(_) | Command::Load(_))
            && self.unsaved()
            && warned.as_ref() != Some(&command)
        {
            // The end of the input is a quit too.
            let again = match &command {
                Command::Quit => "quit again (or Ctrl-D)".to_owned(),
                Command::Load(file) => format!("load {file} again"),
                _ => "new again".to_owned(),
            };
            let moves = transcript::move_count(self.table.move_count());
            self.warned = Some(command);
            return Ok(Reply::Text(format!(
                "The game ({moves}) is not saved: save FILE first, or type {again} to lose it.\n"
            )));
        }
        match command {
            Command::Save(file) => match atomic_file::write(&file, self.table.save()) {
                Ok(()) => {
                    self.saved = Some(self.table.revision());
                    Ok(Reply::Text(format!("Saved to {file}.\n")))
                }
                Err(error) => Err(LineError::File {
                    action: "save to",
                    file,
                    error,
                }),
            },
            Command::Load(file) => {
                let json = fs::read_to_string(&file).map_err(|error| LineError::File {
                    action: "read",
                    file: file.clone(),
                    error,
                })?;
                let summary = self.table.load(&json).map_err(|error| LineError::Load {
                    file: file.clone(),
                    error,
                })?;
                self.saved = Some(self.table.revision());
                Ok(Reply::Note(format!("Loaded {file}: {summary}.")))
            }
            Command::Help => {
                let [before, after] = self.table.help();
                Ok(Reply::Text(format!("{before}\n{SHARED_HELP}\n{after}\n")))
            }
            Command::Quit => Ok(Reply::Quit),
            command => self.table.execute(command),
        }
    }
}

#[cfg(test)]
mod tests {
    use mathchess::games::math_chess::Rules;

    use super::*;

    /// What a script gets: the output, the refusals and the lines refused.
    fn transcript(script: &[u8]) -> (String, String, Vec<usize>) {
        transcript_with(script, false)
    }

    fn transcript_with(script: &[u8], interactive: bool) -> (String, String, Vec<usize>) {
        let table = SessionTable::new(
            Session::new(Rules::default(), Mode::TwoPlayers),
            Painter { color: false },
        );
        run_script(table, script, interactive)
    }

    /// Runs `script` at `table`: the output, the refusals, the lines refused.
    fn run_script(
        table: impl Table,
        script: &[u8],
        interactive: bool,
    ) -> (String, String, Vec<usize>) {
        let mut terminal = Terminal::new(table, interactive);
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let refused = terminal.run(script, &mut out, &mut err).unwrap().refused;
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
                "line 3: the 0 on e2 never moves",
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
        // offers, Blue answers, and Red is to move again (once more after
        // the end of the input warned that the game is not saved).
        assert_eq!(
            prompts,
            [
                "Blue",
                "Red",
                "Blue",
                "Red",
                "Blue, answer the draw",
                "Red",
                "Red"
            ],
            "{out}"
        );
        assert!(out.contains("Blue declines the draw."), "{out}");
    }

    #[test]
    fn after_a_win_the_prompt_names_no_side() {
        // Blue's 2 on i8 with its 3 on i9 takes Red's 0 on i11 by 2 % 3 = 2.
        let start = "R17R0/9/8B3/8B2/9/9/9/9/9/9/B08 b".parse().unwrap();
        let rules = mathchess::games::math_chess::Preset::Classic.rules();
        let game = mathchess::games::math_chess::Game::from_position(rules, start);
        let table = SessionTable::new(
            Session::from_game(game, Mode::TwoPlayers),
            Painter { color: false },
        );
        let (out, err, _) = run_script(table, b"i8xi11\n", true);
        assert!(err.is_empty(), "{err}");
        let prompts: Vec<&str> = out
            .lines()
            .filter_map(|l| l.split_once("> ").map(|(who, _)| who))
            .collect();
        // Red is not to move after losing: nobody is (the end of the
        // input warns once that the game is not saved).
        assert_eq!(prompts, ["Blue", "Game over", "Game over"], "{out}");
    }

    #[test]
    fn against_the_computer_its_opening_is_not_the_players_to_undo() {
        let table = flag_table(Mode::VsComputer {
            human: Side::Red,
            level: Level::MIN,
        });
        let (out, err, refused) = run_script(table, b"undo\nhistory\n", false);
        assert_eq!(
            err,
            "line 1: there is no move of yours to undo: the computer's opening stays\n"
        );
        assert_eq!(refused, [1]);
        // The computer opened once, and its move stands.
        assert_eq!(out.matches("Blue played ").count(), 1, "{out}");
        assert!(!out.contains("Took back"), "{out}");
        assert!(out.contains("\n  1. Blue "), "{out}");
    }

    /// Both games say the same things the same way: a move played, and a
    /// tap on the other side's piece, on an empty square or on a piece
    /// that cannot go there.
    #[test]
    fn both_games_speak_with_one_voice() {
        let (first, first_err, _) = transcript(b"c1-c2\nc2\nc3\ne5\nd11\nd3\n");
        let (flag, flag_err, _) = flag_transcript(b"c1-d2\nd2\nd3\ne5\nc12\nc8\n");
        assert!(first.contains("Blue played c1-c2\n"), "{first}");
        assert!(flag.contains("Blue played c1-d2\n"), "{flag}");
        // What each side took: with the score in the first game.
        assert!(first.contains("\nScore: Blue 0 (took -), Red 0 (took -)\n"));
        assert!(flag.contains("\nBlue took -, Red took -\n"), "{flag}");
        assert_eq!(
            first_err.lines().collect::<Vec<_>>(),
            [
                "line 2: the piece on c2 is not Red's, and Red is to move",
                "line 3: there is no piece on c3",
                "line 4: there is no piece on e5",
                "line 6: a 6 steps at most 6 squares, and d3 is 8 away",
            ]
        );
        assert_eq!(
            flag_err.lines().collect::<Vec<_>>(),
            [
                "line 2: the piece on d2 is not Red's, and Red is to move",
                "line 3: there is no piece on d3",
                "line 4: there is no piece on e5",
                "line 6: a 7 cannot reach c8: no step, slide or jump of its own takes it there",
            ]
        );
    }

    #[test]
    fn learn_and_puzzle_read_until_quit_with_their_prompt() {
        let lines = [" e2 ", "", "exit", "never read"].map(String::from);
        let mut read = Vec::new();
        let mut out = Vec::new();
        converse(
            "Learn> ",
            true,
            lines.clone().into_iter(),
            &mut out,
            |line| {
                read.push(line.to_owned());
                if line.is_empty() {
                    String::new()
                } else {
                    format!("said {line}")
                }
            },
        )
        .unwrap();
        assert_eq!(read, ["e2", ""]);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "Learn> said e2\nLearn> Learn> "
        );
        // Ended by Ctrl-D at a terminal: the prompt's line ends too.
        let mut out = Vec::new();
        converse(
            "Puzzle> ",
            true,
            ["e2".to_owned()].into_iter(),
            &mut out,
            |_| String::new(),
        )
        .unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), "Puzzle> Puzzle> \n");
        // A script sees no prompt.
        let mut out = Vec::new();
        converse("Puzzle> ", false, lines.into_iter(), &mut out, |line| {
            line.to_owned()
        })
        .unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), "e2\n");
    }

    /// A terminal's input: lines, and the ends of input (Ctrl-D) between them.
    struct Typed(std::collections::VecDeque<&'static [u8]>);

    impl io::Read for Typed {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = io::BufRead::fill_buf(self)?.read(buf)?;
            io::BufRead::consume(self, n);
            Ok(n)
        }
    }

    impl io::BufRead for Typed {
        /// An empty chunk is read as the end of the input once.
        fn fill_buf(&mut self) -> io::Result<&[u8]> {
            Ok(self.0.front().copied().unwrap_or_default())
        }

        fn consume(&mut self, amount: usize) {
            let Some(front) = self.0.front_mut() else {
                return;
            };
            *front = &front[amount..];
            if front.is_empty() || amount == 0 {
                self.0.pop_front();
            }
        }
    }

    impl input::Input for Typed {}

    #[test]
    fn the_end_of_the_input_at_a_terminal_is_a_quit() {
        let warning = "The game (1 move) is not saved: save FILE first, or type quit again (or Ctrl-D) to lose it.";
        let file = tempfile::NamedTempFile::new().unwrap();
        let save: &'static [u8] = format!("save {}\n", file.path().display())
            .leak()
            .as_bytes();
        // Ctrl-D on moves not saved warns as quit does; saved, it leaves.
        let script = Typed([b"c1-c4\n" as &[u8], b"", save, b""].into());
        let table = SessionTable::new(
            Session::new(Rules::default(), Mode::TwoPlayers),
            Painter { color: false },
        );
        let mut terminal = Terminal::new(table, true);
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let finished = terminal.run(script, &mut out, &mut err).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert_eq!(out.matches(warning).count(), 1, "{out}");
        assert!(out.contains("Saved to "), "{out}");
        assert_eq!(finished, Finished::default());
        // Twice in a row, it leaves without the save.
        let (out, _, _) = transcript_with(b"c1-c4\n", true);
        assert_eq!(out.matches(warning).count(), 1, "{out}");
        // Piped, it ends at once and counts the moves lost.
        let table = SessionTable::new(
            Session::new(Rules::default(), Mode::TwoPlayers),
            Painter { color: false },
        );
        let mut terminal = Terminal::new(table, false);
        let piped = terminal
            .run(&b"c1-c4\na11-a10\n"[..], &mut Vec::new(), &mut Vec::new())
            .unwrap();
        assert_eq!(piped.lost, Some(2));
    }

    #[test]
    fn a_refusal_at_a_terminal_is_a_sentence() {
        let (_, err, _) = transcript_with(b"e2\nquit\nquit\n", true);
        assert_eq!(err, "The 0 on e2 never moves.\n");
    }

    #[test]
    fn quit_stops_reading() {
        let (out, _, _) = transcript(b"quit\nc1\n");
        assert!(!out.contains("[B1]"));
        let (out, _, _) = transcript(b"a1\n");
        assert!(out.contains("[B1]"));
    }

    /// Capture the Flag with default rules, played by `mode`.
    fn flag_table(mode: Mode) -> SessionTable<CaptureTheFlag> {
        let session =
            GameSession::start(mathchess::games::capture_the_flag::Rules::default(), mode);
        SessionTable::new(session, Painter { color: false })
    }

    /// What a script gets from Capture the Flag.
    fn flag_transcript(script: &[u8]) -> (String, String, Vec<usize>) {
        run_script(flag_table(Mode::TwoPlayers), script, false)
    }

    #[test]
    fn capture_the_flag_reads_the_same_commands() {
        let (out, err, refused) = flag_transcript(
            b"c1\nb2\nhelp\nf12\nundo\nl1\n2\norient fixed red\nnew classic\nquit\n",
        );
        assert!(out.contains("Took back Blue c1-b2"), "{out}");
        assert!(out.contains("save FILE, load FILE"), "{out}");
        assert_eq!(
            err.lines().collect::<Vec<_>>(),
            [
                "line 4: the 1 on f12 has no legal move",
                "line 6: l1 is not on the board: files are a to k, ranks 1 to 12",
                "line 7: no move choice is open",
                "line 9: Capture the Flag has no presets: type new for a new game with the same rules",
            ]
        );
        assert_eq!(refused, [4, 6, 7, 9]);
        // Blue is to move after the undo: only orient turns Red to the bottom.
        let files = "      k    j    i    h    g    f    e    d    c    b    a";
        let after_undo = &out[out.find("Took back").unwrap()..];
        assert!(after_undo.lines().any(|l| l == files), "{out}");
        // Nothing played since the undo: quit goes at once.
        assert!(!out.contains("is not saved: save FILE first"), "{out}");
    }

    #[test]
    fn capture_the_flag_against_the_computer() {
        // The computer (level 1, Red) answers each move; its hint finds
        // the win at once of docs/flag-rules.md §10, Example 10.
        let table = flag_table(Mode::VsComputer {
            human: Side::Blue,
            level: Level::MIN,
        });
        let (out, err, refused) = run_script(table, b"c1-b2\n", false);
        assert!(err.is_empty() && refused.is_empty(), "{err}");
        assert!(
            out.contains("Blue against the computer at level 1."),
            "{out}"
        );
        let after: Vec<&str> = out
            .lines()
            .skip_while(|l| *l != "Blue played c1-b2")
            .collect();
        assert!(after.iter().any(|l| l.starts_with("Red ")), "{out}");
        assert_eq!(after.last(), Some(&"Blue to move."), "{out}");
        let gate = "3,R6,2,R9,4/5,R18,5/4,R17,1,R15,4/4,B1,R16,5/2,R4,8/3,R7,7/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
        let game = mathchess::games::capture_the_flag::Game::from_position(
            mathchess::games::capture_the_flag::Rules::default(),
            gate.parse().unwrap(),
        );
        let mut table = flag_table(Mode::TwoPlayers);
        table
            .load(&mathchess::games::capture_the_flag::record::save(
                &game,
                Default::default(),
            ))
            .unwrap();
        let Ok(Reply::Text(hint)) = table.execute(Command::Hint) else {
            panic!("no hint");
        };
        assert_eq!(hint, "Hint: e9-f10 (expected line: e9-f10)\n");
    }

    #[test]
    fn capture_the_flag_draws_browsing_and_the_end() {
        let (out, err, _) = flag_transcript(
            b"draw accept\nc1-b2\nreview 0\nc12-b11\nforward\nforward\nback\nback\nlive\n\
              draw\ndraw\ndraw accept\nc12-b11\nundo\nredo\nredo\n",
        );
        assert_eq!(
            err.lines().collect::<Vec<_>>(),
            [
                "line 1: there is no draw offer to answer",
                "line 4: browsing history: return to the live position to play",
                "line 6: already at the live position",
                "line 8: already at the start of the game",
                "line 11: a draw is already offered",
                "line 13: the game is over",
                // Taking back an ending leaves nothing to play again.
                "line 15: there is no move to redo",
                "line 16: there is no move to redo",
            ]
        );
        assert!(
            out.contains("Reviewing the start, before move 1 of 1: back, forward, review N, live."),
            "{out}"
        );
        assert!(out.contains("Game over: draw (agreed)."), "{out}");
        assert!(
            out.contains("Took back the end of the game: Red to move"),
            "{out}"
        );
    }
}
