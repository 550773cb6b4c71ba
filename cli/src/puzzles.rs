//! `mathchess puzzles generate` and `mathchess puzzles verify`: the core's
//! puzzle generator and exact prover (core/src/puzzle) from the terminal.

use std::{
    io::Write,
    path::{Path, PathBuf},
    process::ExitCode,
    time::Instant,
};

use mathchess::{
    puzzle::{self, Generated, Goal, Progress, Settings},
    record::GameKind,
};

use crate::{
    args::{GameArg, Usage},
    atomic_file, file_error,
};

#[derive(Debug, clap::Subcommand)]
pub enum PuzzlesCommand {
    /// Find puzzles in the engine's own games, deterministic by seed, each proved by an exact search
    Generate(GenerateArgs),
    /// Prove again every puzzle of FILE; exits 1 naming the ones that fail
    Verify {
        /// A puzzle file, one puzzle a line (docs/cli.md)
        file: PathBuf,
    },
}

#[derive(Debug, clap::Args)]
pub struct GenerateArgs {
    #[command(flatten)]
    game: GameArg,
    /// What the solver must reach: win (the game won) or material (the game won, or a piece more taken than lost that the defence cannot win back, docs/cli.md)
    #[arg(long, value_enum, default_value_t = GoalArg::Win)]
    goal: GoalArg,
    /// How many puzzles
    #[arg(long, default_value_t = 10)]
    count: usize,
    /// The seed: the same seed gives the same puzzles
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The longest puzzle in the solver's moves, 1 to 4 (default for a win: 4 in the first game, 3 in Capture the Flag; for material one less)
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=4))]
    max_moves: Option<u8>,
    /// The nodes of the search that screens each position for a candidate (default 10,000): fewer find fewer candidates, sooner
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(100..))]
    screen_nodes: Option<u64>,
    /// Write the puzzles to FILE instead of standard output
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
enum GoalArg {
    Win,
    Material,
}

pub fn run(command: &PuzzlesCommand) -> Result<ExitCode, Usage> {
    match command {
        PuzzlesCommand::Generate(args) => generate(args),
        PuzzlesCommand::Verify { file } => verify(file),
    }
}

fn generate(args: &GenerateArgs) -> Result<ExitCode, Usage> {
    let game = if args.game.is_flag() {
        GameKind::CaptureTheFlag
    } else {
        GameKind::MathChess
    };
    let goal = match args.goal {
        GoalArg::Win => Goal::Win,
        GoalArg::Material => Goal::Material,
    };
    let mut settings = Settings::for_goal(game, goal, args.count, args.seed);
    if let Some(n) = args.max_moves {
        settings.max_moves = n.into();
    }
    if let Some(n) = args.screen_nodes {
        settings.screen_nodes = n;
    }
    let start = Instant::now();
    let generated = puzzle::generate(&settings, &mut |p| progress_line(p, start));
    eprintln!();
    let text = puzzle::to_file(&summary(&settings, &generated), &generated.puzzles);
    eprint!("{}", summary(&settings, &generated));
    eprintln!("{:.1} s", start.elapsed().as_secs_f64());
    match &args.out {
        Some(path) => {
            atomic_file::write(path, text).map_err(|e| Usage(file_error::describe(&e, path)))?
        }
        None => print!("{text}"),
    }
    Ok(ExitCode::SUCCESS)
}

/// The progress line, drawn over itself on stderr.
fn progress_line(p: &Progress, start: Instant) {
    const WIDTH: usize = 30;
    let filled = (p.found * WIDTH).checked_div(p.count).unwrap_or(WIDTH);
    let bar: String = (0..WIDTH)
        .map(|i| if i < filled { '#' } else { '.' })
        .collect();
    let mut err = std::io::stderr();
    let _ = write!(
        err,
        "\r[{bar}] {}/{} puzzles, {} games, {} positions, {} candidates, {:.0} s ",
        p.found,
        p.count,
        p.games,
        p.positions,
        p.candidates,
        start.elapsed().as_secs_f64()
    );
    let _ = err.flush();
}

/// What the run looked at and rejected, for the file's header and stderr.
fn summary(settings: &Settings, generated: &Generated) -> String {
    let p = &generated.progress;
    let mut text = format!(
        "{} of {} ({}): seed {}, at most {} moves, {}-node screening; {} games, {} positions, {} candidates\n",
        puzzles(generated.puzzles.len()),
        puzzle::game_name(settings.game),
        settings.goal.name(),
        settings.seed,
        settings.max_moves,
        settings.screen_nodes,
        p.games,
        p.positions,
        p.candidates
    );
    for goal in [Goal::Win, Goal::Material] {
        let found = generated
            .puzzles
            .iter()
            .filter(|p| Goal::of(p) == goal)
            .count();
        let rejected: Vec<_> = generated
            .rejected
            .iter()
            .filter(|((kind, _), _)| *kind == goal)
            .collect();
        if found == 0 && rejected.is_empty() {
            continue;
        }
        let total: usize = rejected.iter().map(|(_, n)| **n).sum();
        text.push_str(&format!("{}: {}; ", goal.name(), puzzles(found)));
        if total == 0 {
            text.push_str("no candidate rejected");
        } else {
            text.push_str(&format!("candidates rejected {total}:"));
            for ((_, why), n) in rejected {
                text.push_str(&format!(" {n} {};", why.describe()));
            }
        }
        text.push('\n');
    }
    text
}

/// `1 puzzle`, `3 puzzles`.
fn puzzles(n: usize) -> String {
    match n {
        1 => "1 puzzle".to_owned(),
        n => format!("{n} puzzles"),
    }
}

fn verify(path: &Path) -> Result<ExitCode, Usage> {
    let text = std::fs::read_to_string(path).map_err(|e| Usage(file_error::describe(&e, path)))?;
    let puzzles =
        puzzle::parse_file(&text).map_err(|e| Usage(format!("{}: {e}", path.display())))?;
    let start = Instant::now();
    let mut failed = 0;
    for (i, p) in puzzles.iter().enumerate() {
        if let Err(why) = puzzle::verify(p) {
            failed += 1;
            println!("puzzle {} ({}): {why}", i + 1, p.position);
        }
    }
    println!(
        "{} of {} puzzles proved in {:.1} s",
        puzzles.len() - failed,
        puzzles.len(),
        start.elapsed().as_secs_f64()
    );
    Ok(if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
