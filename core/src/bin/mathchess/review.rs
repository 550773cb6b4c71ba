//! `mathchess review`: every move of a saved game weighed by the engine.

use std::{fmt::Write, sync::atomic::AtomicBool};

use mathchess::{
    engine::{self, Limits, ReviewMark, REVIEW_LIMITS},
    record,
    session::{Evaluation, ReviewView},
    Side,
};

use crate::args::{Args, Usage};

/// `review [--nodes N | --depth D] GAME.json`: one line per move (number,
/// side, move, value after it for Blue, mark, the engine's move and line),
/// then each side's count of marks.
pub fn run(rest: &[String]) -> Result<String, Usage> {
    let args = Args::parse(rest, &["nodes", "depth"], &[])?;
    let [path] = &args.operands[..] else {
        return Err(Usage("review needs one game record (a JSON file)".into()));
    };
    let limits = match (args.option("nodes")?, args.option("depth")?) {
        (None, None) => REVIEW_LIMITS,
        (Some(nodes), None) => Limits::nodes(nodes),
        (None, Some(depth)) => Limits::depth(depth),
        (Some(_), Some(_)) => return Err(Usage("give --nodes or --depth, not both".into())),
    };
    let json = std::fs::read_to_string(path).map_err(|e| Usage(format!("{path}: {e}")))?;
    let (game, _) = record::load(&json).map_err(|e| Usage(format!("{path}: {e}")))?;
    let review = engine::review(&game, &limits, &AtomicBool::new(false));
    Ok(render(&ReviewView::of(&game, &review)))
}

fn render(view: &ReviewView) -> String {
    let mut out = String::from(
        "# value after the move for Blue, in small pieces; +M3: Blue wins in 3 plies\n",
    );
    for m in &view.moves {
        let line: Vec<String> = m.line.iter().map(ToString::to_string).collect();
        let _ = writeln!(
            out,
            "{:>3}. {:<4} {:<12} {:>7}  {:<10}  best {} ({})",
            m.ply + 1,
            m.side.to_string(),
            m.played.to_string(),
            value(m.evaluation),
            m.mark.map_or("", mark_name),
            m.best,
            line.join(" ")
        );
    }
    for side in Side::ALL {
        let counts: Vec<String> = [
            ("inaccuracies", ReviewMark::Inaccuracy),
            ("mistakes", ReviewMark::Mistake),
            ("blunders", ReviewMark::Blunder),
        ]
        .into_iter()
        .map(|(name, mark)| format!("{name} {}", view.count(side, mark)))
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
