//! `mathchess puzzle`: the library's puzzles at the terminal, one after
//! another near the player's rating. The core's [`PuzzleSession`] judges
//! every move and answers with the defence; this module draws its board
//! as `play` does and says its verdicts, the rating and the counts, and
//! keeps the learner's save in a file when asked to.

use std::{
    fmt::Write as _,
    io::{self, BufRead, IsTerminal, Write},
    path::PathBuf,
    process::ExitCode,
};

use mathchess::{
    learner::{Learner, PuzzleResult, RatingChange},
    puzzle::{rating::Rating, PuzzleSession, PuzzleSnapshot, Solve},
    session::{CaptureTheFlag, MathChess, Tapped},
};

use super::{
    command::{Command, CommandError},
    converse,
    progress::Progress,
    render::{sentence, Painter},
    said_of_tap,
    table::TableGame,
    KEYS_NOT_READ,
};
use crate::args::{GameArg, Usage};

/// `puzzle [--game GAME] [--progress FILE] [--no-color]`.
#[derive(Debug, clap::Args)]
pub struct PuzzleArgs {
    #[command(flatten)]
    game: GameArg,
    /// Keep the rating and the puzzles played in FILE (a learner's save,
    /// as the apps keep it): read at the start if it exists, written after
    /// each result
    #[arg(long, value_name = "FILE")]
    progress: Option<PathBuf>,
    /// No colours (also when NO_COLOR is set or stdout is not a terminal)
    #[arg(long)]
    no_color: bool,
}

const HELP: &str = "\
Type a square to tap it (a piece, then a marked square), or the whole move
(c1-c4, a1xa5=7-4); a number picks a formula when the game asks.
  hint      mark the piece to move
  solution  play the rest of the solution, move by move
  next      go on to the next puzzle
  board     draw the board again
  quit      leave
A wrong move, a hint or the solution counts the puzzle as failed.";

/// Plays puzzles until `quit` or the end of input.
pub fn run(args: &PuzzleArgs) -> Result<ExitCode, Usage> {
    let (progress, learner) = Progress::open(args.progress.as_deref())?;
    let painter = Painter::for_stdout(args.no_color);
    let stdin = io::stdin();
    let interactive = stdin.is_terminal();
    let lines = stdin.lock().lines().map_while(Result::ok);
    let out = &mut io::stdout().lock();
    // A closed stdout (a pipe into `head`) ends the puzzles quietly.
    let _ = if args.game.is_flag() {
        Solver::<CaptureTheFlag>::new(learner, painter, interactive, progress)?.run(lines, out)
    } else {
        Solver::<MathChess>::new(learner, painter, interactive, progress)?.run(lines, out)
    };
    Ok(ExitCode::SUCCESS)
}

/// A rating as the terminal shows it: `1500?` while provisional.
fn rating(rating: Rating) -> String {
    let mark = if rating.is_provisional() { "?" } else { "" };
    format!("{:.0}{mark}", rating.rating)
}

struct Solver<G: TableGame + Solve> {
    session: PuzzleSession<G>,
    learner: Learner,
    painter: Painter,
    interactive: bool,
    progress: Progress,
}

impl<G: TableGame + Solve> Solver<G> {
    fn new(
        learner: Learner,
        painter: Painter,
        interactive: bool,
        progress: Progress,
    ) -> Result<Solver<G>, Usage> {
        let session = PuzzleSession::first(&learner)?;
        Ok(Solver {
            session,
            learner,
            painter,
            interactive,
            progress,
        })
    }

    fn snapshot(&self) -> PuzzleSnapshot<G> {
        self.session.snapshot(&self.learner)
    }

    fn run(mut self, lines: impl Iterator<Item = String>, out: &mut impl Write) -> io::Result<()> {
        writeln!(out, "{}", self.screen())?;
        let interactive = self.interactive;
        converse("Puzzle> ", interactive, lines, out, |line| {
            let said = match line {
                "" => String::new(),
                "help" | "?" => HELP.to_owned(),
                "board" => self.screen(),
                "hint" => self.hint(),
                "solution" => self.solution(),
                "next" => self.next(),
                text => self.command(text),
            };
            self.progress.said_after_saving(&self.learner, said)
        })
    }

    /// The puzzle, its board, and the line that says what to do.
    fn screen(&self) -> String {
        let s = self.snapshot();
        let mut out = String::new();
        let themes = s.puzzle.themes.join(", ");
        let _ = writeln!(
            out,
            "{} puzzle {} (difficulty {}; {themes})",
            G::TITLE,
            s.id,
            s.puzzle.difficulty
        );
        out.push_str(&self.painter.board(&s.board));
        out.push_str(&self.state(&s));
        out
    }

    /// What is asked now, the rating, and the move choice when open.
    fn state(&self, s: &PuzzleSnapshot<G>) -> String {
        let mut out = String::new();
        if s.moves_left > 0 {
            let moves = if s.moves_left == 1 { "move" } else { "moves" };
            let _ = writeln!(
                out,
                "{} to move and {} in {} {moves}.",
                s.solver,
                s.goal.verb(),
                s.moves_left
            );
        } else {
            let _ = writeln!(out, "The puzzle is over: type next for another.");
        }
        if let Some(hint) = s.hint {
            let _ = writeln!(out, "Hint: the piece on {hint} moves.");
        }
        let _ = writeln!(
            out,
            "Rating {} ({} solved, {} failed).",
            rating(s.rating),
            s.solved,
            s.failed
        );
        out.push_str(&G::selection(&s.board, self.session.board().game()));
        out
    }

    /// The verdict's line, then the board if the game moved, then the
    /// result if it was just decided.
    fn answered(&self, verdict: &impl std::fmt::Display, moved: bool, decided: bool) -> String {
        let s = self.snapshot();
        let mut out = format!("{verdict}.\n");
        if moved {
            out.push_str(&self.painter.board(&s.board));
        }
        if let (true, Some(result), Some(change)) = (decided, s.result, s.change) {
            out.push_str(&result_line(result, change));
        }
        out.push_str(&self.state(&s));
        out
    }

    fn command(&mut self, text: &str) -> String {
        let command = match Command::<G>::parse(text) {
            Ok(command) => command,
            Err(CommandError::Unknown(text)) => {
                return format!(
                    "Unknown command {text:?}: type a square such as c1, a move, or help for the commands."
                );
            }
            Err(CommandError::Key) => return KEYS_NOT_READ.to_owned(),
            Err(e) => return sentence(&e.to_string()),
        };
        let before = self.snapshot();
        let tapped = match command {
            Command::Tap(square) => self.session.tap(square, &mut self.learner),
            Command::Move(text) => self.session.play_text(&text, &mut self.learner),
            Command::Choose(index) => self
                .session
                .choose(index, &mut self.learner)
                .map(Tapped::Played),
            Command::Cancel => self.session.cancel_choice().map(|()| Tapped::Deselected),
            _ => return "Not in a puzzle: type help for the commands.".to_owned(),
        };
        let after = self.snapshot();
        said_of_tap(
            tapped,
            |verdict| {
                self.answered(
                    &verdict,
                    after.board.history.len() != before.board.history.len(),
                    after.result.is_some() && before.result.is_none(),
                )
            },
            || {
                let mut out = self.painter.board(&after.board);
                out.push_str(&G::selection(&after.board, self.session.board().game()));
                out
            },
        )
    }

    fn hint(&mut self) -> String {
        let decided = self.snapshot().result.is_none();
        match self.session.hint(&mut self.learner) {
            Ok(square) => {
                let s = self.snapshot();
                let mut out = format!("Hint: the piece on {square} moves.\n");
                if let (true, Some(result), Some(change)) = (decided, s.result, s.change) {
                    out.push_str(&result_line(result, change));
                }
                out
            }
            Err(e) => sentence(&e.to_string()),
        }
    }

    /// Plays the rest of the solution, a move and its answer at a time.
    fn solution(&mut self) -> String {
        let decided = self.snapshot().result.is_none();
        let mut lines = Vec::new();
        while let Ok(verdict) = self.session.show_solution(&mut self.learner) {
            lines.push(format!("{verdict}."));
        }
        if lines.is_empty() {
            return "The puzzle is over: type next for another.".to_owned();
        }
        let s = self.snapshot();
        let mut out = lines.join("\n");
        out.push('\n');
        out.push_str(&self.painter.board(&s.board));
        if let (true, Some(result), Some(change)) = (decided, s.result, s.change) {
            out.push_str(&result_line(result, change));
        }
        out.push_str(&self.state(&s));
        out
    }

    fn next(&mut self) -> String {
        let decided = self.snapshot().result.is_none();
        let left = self.snapshot();
        match self.session.next_puzzle(&mut self.learner) {
            Ok(()) => {
                let mut out = String::new();
                if decided {
                    let track = self.learner.track(left.puzzle.game);
                    let _ = writeln!(
                        out,
                        "Puzzle {} left unsolved: counted as failed. Rating {}.",
                        left.id,
                        rating(track.rating)
                    );
                }
                out.push_str(&self.screen());
                out
            }
            Err(e) => sentence(&e.to_string()),
        }
    }
}

/// `Solved! Rating 1500? → 1662?.`
fn result_line(result: PuzzleResult, change: RatingChange) -> String {
    let said = match result {
        PuzzleResult::Solved => "Solved!",
        PuzzleResult::Failed => "Counted as failed.",
    };
    format!(
        "{said} Rating {} → {}.\n",
        rating(change.before),
        rating(change.after)
    )
}
