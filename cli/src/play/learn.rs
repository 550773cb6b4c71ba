//! `mathchess learn`: each game's course of lessons at the terminal,
//! played through the core's [`LessonSession`] as the apps play it: a
//! square typed is a tap (a piece, then a marked square), or the whole
//! move may be typed. The session judges every try; this module draws
//! the step's board as `play` draws it and says the task and the reasons.

use std::{
    io::{self, BufRead, IsTerminal, Write},
    path::PathBuf,
    process::ExitCode,
};

use mathchess::{
    learner::Learner,
    lesson::{Judged, LessonSession, Runner, Teach},
    session::{CaptureTheFlag, MathChess, Tapped},
};

use super::{
    command::{Command, CommandError},
    converse,
    progress::Progress,
    render::{capitalized, Painter},
    said_of_tap,
    table::TableGame,
    KEYS_NOT_READ,
};
use crate::args::{GameArg, Usage};

/// `learn [--game GAME] [LESSON] [--progress FILE] [--no-color]`.
#[derive(Debug, clap::Args)]
pub struct LearnArgs {
    #[command(flatten)]
    game: GameArg,
    /// The lesson to start, by number (from 1) or name; without it, the list
    #[arg(value_name = "LESSON")]
    lesson: Option<String>,
    /// Keep the lessons done in FILE (a learner's save, as the apps keep it,
    /// shared with `puzzle --progress`): read at the start if it exists,
    /// written after each lesson done
    #[arg(long, value_name = "FILE")]
    progress: Option<PathBuf>,
    /// No colours (also when NO_COLOR is set or stdout is not a terminal)
    #[arg(long)]
    no_color: bool,
}

const HELP: &str = "\
Type a square to tap it (a piece, then a marked square), or the whole move as
the game writes it (c1-c4, a1xa5, a1xa5=7-4); a number picks a formula when the
game asks, else starts that lesson, as its name does.
  list   the lessons
  hint   a move that does the task
  board  the step again
  quit   leave";

/// Lists the lessons, plays them step by step; ends at `quit` or the end of input.
pub fn run(args: &LearnArgs) -> Result<ExitCode, Usage> {
    let (progress, learner) = Progress::open(args.progress.as_deref())?;
    let painter = Painter::for_stdout(args.no_color);
    let stdin = io::stdin();
    let interactive = stdin.is_terminal();
    let lines = stdin.lock().lines().map_while(Result::ok);
    let out = &mut io::stdout().lock();
    let result = if args.game.is_flag() {
        Classroom::<CaptureTheFlag>::new(learner, progress, painter, interactive)?.run(
            args.lesson.as_deref(),
            lines,
            out,
        )
    } else {
        Classroom::<MathChess>::new(learner, progress, painter, interactive)?.run(
            args.lesson.as_deref(),
            lines,
            out,
        )
    };
    // A closed stdout (a pipe into `head`) ends the lessons quietly.
    let _ = result;
    Ok(ExitCode::SUCCESS)
}

struct Classroom<G: Teach + TableGame> {
    session: LessonSession<G>,
    /// The lessons done, kept in `progress`.
    learner: Learner,
    progress: Progress,
    painter: Painter,
    interactive: bool,
    /// A lesson has been started.
    started: bool,
}

impl<G: Teach + TableGame> Classroom<G> {
    fn new(
        learner: Learner,
        progress: Progress,
        painter: Painter,
        interactive: bool,
    ) -> Result<Classroom<G>, Usage> {
        // The first lesson, not shown until one is started.
        let session = LessonSession::new("1").map_err(|e| Usage(e.to_string()))?;
        Ok(Classroom {
            session,
            learner,
            progress,
            painter,
            interactive,
            started: false,
        })
    }

    fn runner(&self) -> &Runner<G> {
        self.session.runner()
    }

    fn run(
        mut self,
        lesson: Option<&str>,
        lines: impl Iterator<Item = String>,
        out: &mut impl Write,
    ) -> io::Result<()> {
        match lesson {
            Some(lesson) => {
                let said = self.start(lesson);
                writeln!(out, "{said}")?;
            }
            None => writeln!(out, "{}", self.list())?,
        }
        let interactive = self.interactive;
        converse("Learn> ", interactive, lines, out, |line| {
            let choosing = self.session.board().snapshot().choice.is_some();
            let said = match line {
                "" => String::new(),
                "list" | "lessons" => self.list(),
                "help" | "?" => HELP.to_owned(),
                "board" if self.started => self.screen(),
                "hint" if self.started && self.runner().is_over() => self.lesson_over(),
                "hint" if self.started => format!("Hint: {}", self.runner().step().solution),
                _ if !choosing && self.runner().course().find(line).is_ok() => self.start(line),
                // A number with no formula to pick names a lesson.
                _ if !choosing && line.parse::<u64>().is_ok() => format!(
                    "There is no lesson {line}: the lessons are numbered 1 to {}.",
                    self.runner().course().lessons.len()
                ),
                _ if !self.started => {
                    format!("Type a lesson's number or name first ({}).", self.names())
                }
                _ => self.command(line),
            };
            self.progress.said_after_saving(&self.learner, said)
        })
    }

    /// What a try after the end of the lesson is told.
    fn lesson_over(&self) -> String {
        let runner = self.runner();
        let next = runner.lesson_index() + 2;
        let after = if next <= runner.course().lessons.len() {
            format!("type {next} for the next lesson, or `list`")
        } else {
            "`list` for the lessons".to_owned()
        };
        format!("Lesson {} is done: {after}.", runner.lesson_index() + 1)
    }

    fn names(&self) -> String {
        let ids: Vec<&str> = self
            .runner()
            .course()
            .lessons
            .iter()
            .map(|l| l.id)
            .collect();
        ids.join(", ")
    }

    /// The course's lessons, numbered, each done marked.
    fn list(&self) -> String {
        let lessons = &self.runner().course().lessons;
        let names: Vec<String> = lessons
            .iter()
            .map(|lesson| format!("{} ({})", lesson.title, lesson.id))
            .collect();
        // One column for the step counts, however long the longest name.
        let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
        let mut text = format!("{}: lessons\n", G::TITLE);
        for (i, (lesson, name)) in lessons.iter().zip(&names).enumerate() {
            let done = self.learner.lesson_done(G::NAME, lesson.id);
            let mark = if done { "done" } else { "" };
            text.push_str(&format!(
                "{:>3}. {name:<width$} {} steps  {mark}\n",
                i + 1,
                lesson.steps.len()
            ));
        }
        text.push_str("Type a lesson's number or name to start it; `help` for the commands.");
        text
    }

    fn start(&mut self, lesson: &str) -> String {
        match self.session.start(lesson) {
            Ok(()) => {
                self.started = true;
                self.screen()
            }
            Err(e) => capitalized(&e.to_string()),
        }
    }

    /// The step's board as the session has it (a piece selected, its
    /// targets marked).
    fn board(&self) -> String {
        self.painter.board(&self.session.board().snapshot())
    }

    /// The lesson and step, the board, the text and the task.
    fn screen(&self) -> String {
        let runner = self.runner();
        let lesson = runner.lesson();
        let step = runner.step();
        format!(
            "Lesson {}: {} (step {} of {})\n{}\n{}\n{}.",
            runner.lesson_index() + 1,
            lesson.title,
            runner.step_index() + 1,
            lesson.steps.len(),
            self.board(),
            step.text,
            capitalized(&step.task.to_string()),
        )
    }

    /// A square tapped, a move typed, a formula picked.
    fn command(&mut self, text: &str) -> String {
        let command = match Command::<G>::parse(text) {
            Ok(command) => command,
            Err(CommandError::Unknown(text)) => {
                return format!(
                    "Not that: {text:?} is not a square, a move or a command: type a square \
                     such as e1, or help."
                );
            }
            Err(CommandError::Key) => return KEYS_NOT_READ.to_owned(),
            Err(e) => return format!("Not that: {e}. Try again (`hint` shows a move)."),
        };
        if self.runner().is_over() {
            return self.lesson_over();
        }
        let tapped = match command {
            Command::Tap(square) => self.session.tap(square, &mut self.learner),
            Command::Move(typed) => Ok(Tapped::Played(
                self.session
                    .play_text(&typed.to_string(), &mut self.learner),
            )),
            Command::Choose(index) => self
                .session
                .choose(index, &mut self.learner)
                .map(Tapped::Played),
            Command::Cancel => self.session.cancel_choice().map(|()| Tapped::Deselected),
            _ => return "Not in a lesson: type help for the commands.".to_owned(),
        };
        said_of_tap(
            tapped,
            |judged| self.judged(judged),
            || {
                let board = self.session.board();
                let mut out = self.board();
                out.push_str(&G::selection(&board.snapshot(), board.game()));
                out
            },
        )
    }

    fn judged(&self, judged: Judged<G>) -> String {
        match judged {
            Judged::StepDone => format!("Right.\n\n{}", self.screen()),
            Judged::LessonDone => {
                let runner = self.runner();
                let next = runner.lesson_index() + 2;
                let lessons = runner.course().lessons.len();
                let after = if next <= lessons {
                    format!("Type {next} for the next lesson, or `list`.")
                } else {
                    "That was the last lesson.".to_owned()
                };
                format!(
                    "Right.\n{}\nLesson {} done: {}. {after}",
                    self.board(),
                    runner.lesson_index() + 1,
                    runner.lesson().title,
                )
            }
            Judged::Refused(refusal) => {
                format!("Not that: {refusal}. Try again (`hint` shows a move).")
            }
        }
    }
}
