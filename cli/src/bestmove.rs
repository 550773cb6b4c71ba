//! `mathchess bestmove`: the computer's move in a position.

use mathchess::{notation::MoveText, Game};

use crate::{
    args::{PositionArg, RulesArgs, Usage},
    contest::Contest,
    player::Budget,
};

/// `bestmove [--rules PRESET] [--level N | --ms MS | --nodes N | --depth D]
/// [--seed S] POSITION`.
#[derive(Debug, clap::Args)]
pub struct BestmoveArgs {
    #[command(flatten)]
    rules: RulesArgs,
    #[command(flatten)]
    pub budget: Budget,
    /// Seed of the weakest levels' mistakes
    #[arg(long, value_name = "S", default_value_t = 0)]
    seed: u64,
    #[command(flatten)]
    position: PositionArg,
}

/// A line `info …` with the search's figures, then the move text with its
/// claimed formula as the last line.
pub fn run(args: &BestmoveArgs) -> Result<String, Usage> {
    let game = Game::from_position(args.rules.rules(), args.position.position()?);
    let result = game
        .search(&args.budget.player(), args.seed)
        .ok_or_else(|| Usage("the game is over in this position: no move to play".into()))?;
    let mut pv_position = game.position().clone();
    let mut pv = Vec::new();
    for m in &result.pv {
        // The line is checked move by move, so a stale one is cut, never played.
        let Some(m) = pv_position.legal_move(game.rules(), m.from(), m.to()) else {
            break;
        };
        pv.push(MoveText::of(&pv_position, m, m.ops().iter().next()).to_string());
        pv_position.play_unchecked(m);
    }
    let best = MoveText::of(game.position(), result.best, result.claim());
    Ok(format!(
        "info depth {} score {} nodes {} pv {}\n{best}\n",
        result.depth,
        result.score,
        result.nodes,
        pv.join(" ")
    ))
}
