//! `mathchess review`: every move of a saved game weighed by the engine,
//! in either game (the record names its game).

use std::{fmt::Write, path::PathBuf, sync::atomic::AtomicBool};

use mathchess::{
    games::capture_the_flag,
    games::math_chess::record,
    record::{Envelope, GameKind},
    search::{Limits, ReviewMark, REVIEW_LIMITS},
    session::{CaptureTheFlag, Evaluation, MathChess, Playable, ReviewView, TextOf},
    Side,
};

use crate::{
    args::Usage,
    file_error,
    player::{budget_depth, budget_nodes},
};

/// `review [--nodes N | --depth D] GAME.json`, a record of either game.
#[derive(Debug, clap::Args)]
pub struct ReviewArgs {
    #[command(flatten)]
    budget: ReviewBudget,
    /// A game record, as `play`'s `save FILE` writes it
    #[arg(value_name = "GAME.json")]
    game: PathBuf,
}

/// `--nodes N | --depth D`: at most one of them.
#[derive(Debug, clap::Args)]
#[group(multiple = false)]
struct ReviewBudget {
    /// Weigh each move with a search of N nodes [default: 50000]
    #[arg(long, value_name = "N", value_parser = budget_nodes)]
    nodes: Option<u64>,
    /// Weigh each move with a search to depth D, 1 to 12
    #[arg(long, value_name = "D", value_parser = budget_depth)]
    depth: Option<u32>,
}

impl ReviewBudget {
    fn limits(&self) -> Limits {
        match (self.nodes, self.depth) {
            (Some(nodes), _) => Limits::nodes(nodes),
            (None, Some(depth)) => Limits::depth(depth),
            (None, None) => REVIEW_LIMITS,
        }
    }
}

/// One line per move (number, side, move, value after it for Blue, mark,
/// the engine's move and line), then each side's count of marks. A file
/// that cannot be read or is not a game record: one line saying why.
pub fn run(args: &ReviewArgs) -> Result<String, Usage> {
    let path = args.game.display();
    let json = std::fs::read_to_string(&args.game).map_err(|e| {
        Usage(format!(
            "cannot read {path}: {}",
            file_error::describe(&e, &args.game)
        ))
    })?;
    let bad = |e: &dyn std::fmt::Display| Usage(format!("{path}: {e}"));
    let limits = args.budget.limits();
    let stop = AtomicBool::new(false);
    let rows = if Envelope::from_json(&json).map_err(|e| bad(&e))?.game == GameKind::CaptureTheFlag
    {
        let (game, _) = capture_the_flag::record::load(&json).map_err(|e| bad(&e))?;
        rows(
            &CaptureTheFlag::review(&game, &limits, &stop),
            PartialEq::eq,
        )
    } else {
        let (game, _) = record::load(&json).map_err(|e| bad(&e))?;
        rows(&MathChess::review(&game, &limits, &stop), |a, b| {
            (a.from, a.to) == (b.from, b.to)
        })
    };
    Ok(render(&rows))
}

/// One reviewed move as printed.
struct Row {
    ply: usize,
    side: Side,
    played: String,
    evaluation: Evaluation,
    mark: Option<ReviewMark>,
    /// The engine's move, `None` when it is the move played.
    best: Option<String>,
    line: Vec<String>,
}

/// The rows of `view`; `same` tells whether the engine's move is the one
/// played (in the first game, another formula of it is).
fn rows<G: Playable>(view: &ReviewView<G>, same: fn(&TextOf<G>, &TextOf<G>) -> bool) -> Vec<Row> {
    let text = |moves: &[TextOf<G>]| moves.iter().map(ToString::to_string).collect();
    view.moves
        .iter()
        .map(|m| Row {
            ply: m.ply,
            side: m.side,
            played: m.played.to_string(),
            evaluation: m.evaluation,
            mark: m.mark,
            best: (!same(&m.best, &m.played)).then(|| m.best.to_string()),
            line: text(&m.line),
        })
        .collect()
}

fn render(rows: &[Row]) -> String {
    let mut out = String::from(
        "# value after the move for Blue, a 1 being worth 1.00; +M3: Blue wins in 3 plies\n",
    );
    for m in rows {
        let best = m.best.as_deref().unwrap_or("the move played");
        let _ = writeln!(
            out,
            "{:>3}. {:<4} {:<12} {:>7}  {:<10}  best {best} ({})",
            m.ply + 1,
            m.side.to_string(),
            m.played,
            value(m.evaluation),
            m.mark.map_or("", mark_name),
            m.line.join(" ")
        );
    }
    for side in Side::ALL {
        let count = |mark| {
            rows.iter()
                .filter(|m| m.side == side && m.mark == Some(mark))
                .count()
        };
        let counts: Vec<String> = [
            ("inaccuracies", ReviewMark::Inaccuracy),
            ("mistakes", ReviewMark::Mistake),
            ("blunders", ReviewMark::Blunder),
        ]
        .into_iter()
        .map(|(name, mark)| format!("{name} {}", count(mark)))
        .collect();
        let _ = writeln!(out, "{side}: {}", counts.join(", "));
    }
    out
}

fn value(evaluation: Evaluation) -> String {
    match evaluation {
        Evaluation::Score { blue } => format!("{:+.2}", f64::from(blue) / 100.0),
        Evaluation::Won { winner, plies } => {
            let sign = if winner == Side::Blue { '+' } else { '-' };
            format!("{sign}M{plies}")
        }
    }
}

fn mark_name(mark: ReviewMark) -> &'static str {
    match mark {
        ReviewMark::Inaccuracy => "inaccuracy",
        ReviewMark::Mistake => "mistake",
        ReviewMark::Blunder => "blunder",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_help_gives_the_default_budget() {
        // `--nodes`'s help text says 50000.
        assert_eq!(REVIEW_LIMITS, Limits::nodes(50_000));
    }
}
