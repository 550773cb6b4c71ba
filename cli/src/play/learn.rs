//! `mathchess learn`: each game's course of lessons at the terminal. The
//! core's [`Runner`] judges every try; this module draws the step's board
//! as `play` draws it and says the task and the reasons.

use std::{
    io::{self, BufRead, IsTerminal, Write},
    process::ExitCode,
};

use mathchess::{
    flag,
    lesson::{Progress, Runner, Teach},
    math_chess::{self, Preset},
    session::{CaptureTheFlag, GameSession, MathChess, Mode},
};

use super::{
    render::{capitalized, Painter},
    table::TableGame,
};
use crate::args::{GameArg, Usage};

/// `learn [--game GAME] [LESSON] [--no-color]`.
#[derive(Debug, clap::Args)]
pub struct LearnArgs {
    #[command(flatten)]
    game: GameArg,
    /// The lesson to start, by number (from 1) or name; without it, the list
    #[arg(value_name = "LESSON")]
    lesson: Option<String>,
    /// No colours (also when NO_COLOR is set or stdout is not a terminal)
    #[arg(long)]
    no_color: bool,
}

/// What the terminal needs of a game to teach it: a session to draw a
/// step's position with `play`'s board.
trait Learn: Teach + TableGame {
    fn session(
        position: &<Self as Teach>::Position,
        setup: <Self as Teach>::Setup,
    ) -> GameSession<Self>;
}

impl Learn for MathChess {
    fn session(position: &math_chess::Position, preset: Preset) -> GameSession<MathChess> {
        let game = math_chess::Game::from_position(preset.rules(), position.clone());
        GameSession::from_game(game, Mode::TwoPlayers)
    }
}

impl Learn for CaptureTheFlag {
    fn session(position: &flag::Position, (): ()) -> GameSession<CaptureTheFlag> {
        let game = flag::Game::from_position(flag::Rules::default(), position.clone());
        GameSession::from_game(game, Mode::TwoPlayers)
    }
}

const HELP: &str = "Type a move as the game writes it (c1-c4, a1xa5, a1xa5=7-4), a lesson's \
number or name to start it, `list` for the lessons, `hint` for a move that does the task, \
`board` to see the step again, `quit` to leave.";

/// Lists the lessons, plays them step by step; ends at `quit` or the end of input.
pub fn run(args: &LearnArgs) -> Result<ExitCode, Usage> {
    let no_color_env = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    let painter = Painter {
        color: !args.no_color && !no_color_env && io::stdout().is_terminal(),
    };
    let stdin = io::stdin();
    let interactive = stdin.is_terminal();
    let lines = stdin.lock().lines().map_while(Result::ok);
    let out = &mut io::stdout().lock();
    let result = if args.game.is_flag() {
        Classroom::<CaptureTheFlag>::new(painter, interactive)?.run(
            args.lesson.as_deref(),
            lines,
            out,
        )
    } else {
        Classroom::<MathChess>::new(painter, interactive)?.run(args.lesson.as_deref(), lines, out)
    };
    // A closed stdout (a pipe into `head`) ends the lessons quietly.
    let _ = result;
    Ok(ExitCode::SUCCESS)
}

struct Classroom<G: Learn> {
    runner: Runner<G>,
    painter: Painter,
    interactive: bool,
    /// A lesson has been started.
    started: bool,
}

impl<G: Learn> Classroom<G> {
    fn new(painter: Painter, interactive: bool) -> Result<Classroom<G>, Usage> {
        let runner = Runner::new().map_err(|e| Usage(e.to_string()))?;
        Ok(Classroom {
            runner,
            painter,
            interactive,
            started: false,
        })
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
        self.prompt(out)?;
        for line in lines {
            let line = line.trim();
            if line.is_empty() {
                self.prompt(out)?;
                continue;
            }
            let said = match line {
                "quit" | "exit" => return Ok(()),
                "list" | "lessons" => self.list(),
                "help" => HELP.to_owned(),
                "board" if self.started => self.screen(),
                "hint" if self.started && !self.runner.is_over() => {
                    format!("Hint: {}", self.runner.step().solution)
                }
                _ if self.runner.course().find(line).is_ok() => self.start(line),
                _ if !self.started => {
                    format!("Type a lesson's number or name first ({}).", self.names())
                }
                _ => self.try_move(line),
            };
            writeln!(out, "{said}")?;
            self.prompt(out)?;
        }
        Ok(())
    }

    fn prompt(&self, out: &mut impl Write) -> io::Result<()> {
        if self.interactive {
            write!(out, "Learn> ")?;
            out.flush()?;
        }
        Ok(())
    }

    fn names(&self) -> String {
        let ids: Vec<&str> = self.runner.course().lessons.iter().map(|l| l.id).collect();
        ids.join(", ")
    }

    /// The course's lessons, numbered, each done marked.
    fn list(&self) -> String {
        let mut text = format!("{}: lessons\n", G::TITLE);
        for (i, (lesson, done)) in self
            .runner
            .course()
            .lessons
            .iter()
            .zip(self.runner.done())
            .enumerate()
        {
            let mark = if *done { "done" } else { "" };
            text.push_str(&format!(
                "{:>3}. {:<40} {} steps  {mark}\n",
                i + 1,
                format!("{} ({})", lesson.title, lesson.id),
                lesson.steps.len()
            ));
        }
        text.push_str("Type a lesson's number or name to start it; `help` for the commands.");
        text
    }

    fn start(&mut self, lesson: &str) -> String {
        match self.runner.start(lesson) {
            Ok(()) => {
                self.started = true;
                self.screen()
            }
            Err(e) => capitalized(&e.to_string()),
        }
    }

    /// The lesson and step, the board, the text and the task.
    fn screen(&self) -> String {
        let runner = &self.runner;
        let lesson = runner.lesson();
        let step = runner.step();
        let session = G::session(runner.position(), step.setup);
        format!(
            "Lesson {}: {} (step {} of {})\n{}\n{}\n{}.",
            runner.lesson_index() + 1,
            lesson.title,
            runner.step_index() + 1,
            lesson.steps.len(),
            self.painter.board(&session.snapshot()),
            step.text,
            capitalized(&step.task.to_string()),
        )
    }

    fn try_move(&mut self, text: &str) -> String {
        match self.runner.try_move(text) {
            Ok(Progress::StepDone { .. }) => format!("Right.\n\n{}", self.screen()),
            Ok(Progress::LessonDone) => {
                let next = self.runner.lesson_index() + 2;
                let lessons = self.runner.course().lessons.len();
                let after = if next <= lessons {
                    format!("Type {next} for the next lesson, or `list`.")
                } else {
                    "That was the last lesson.".to_owned()
                };
                let session = G::session(self.runner.position(), self.runner.step().setup);
                format!(
                    "Right.\n{}\nLesson {} done: {}. {after}",
                    self.painter.board(&session.snapshot()),
                    self.runner.lesson_index() + 1,
                    self.runner.lesson().title,
                )
            }
            Err(refusal) => format!("Not that: {refusal}. Try again (`hint` shows a move)."),
        }
    }
}
