//! `mathchess bestmove`: the computer's move in a position, in either game.

use mathchess::{games::capture_the_flag, games::math_chess::Game};

use crate::{
    args::{GameArg, PositionArg, RulesArgs, Usage},
    contest::Contest,
    player::Budget,
};

/// `bestmove [--game GAME] [--rules PRESET] [--level N | --ms MS | --nodes N
/// | --depth D] [--seed S] POSITION`.
#[derive(Debug, clap::Args)]
pub struct BestmoveArgs {
    #[command(flatten)]
    game: GameArg,
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

/// A line `info …` with the search's figures, then the move text (with its
/// claimed formula in the first game) as the last line.
pub fn run(args: &BestmoveArgs) -> Result<String, Usage> {
    if args.game.is_flag() {
        let rules = args.rules.flag_rules()?;
        let start = args.position.flag_start(&rules)?;
        report(&capture_the_flag::Game::from_position(rules, start), args)
    } else {
        report(
            &Game::from_position(args.rules.rules(), args.position.position()?),
            args,
        )
    }
}

fn report<G: Contest>(game: &G, args: &BestmoveArgs) -> Result<String, Usage> {
    let result = game
        .search(&args.budget.player(), args.seed)
        .ok_or_else(|| Usage("the game is over in this position: no move to play".into()))?;
    Ok(format!(
        "info depth {} score {} nodes {} pv {}\n{}\n",
        result.depth,
        result.score,
        result.nodes,
        game.line_text(&result.pv).join(" "),
        game.choice_text(G::best_choice(&result))
    ))
}
