//! `mathchess bestmove`: the computer's move in a position.

use mathchess::{engine::Level, notation::MoveText, Game};

use crate::{
    args::{self, Args, Usage},
    player::Player,
};

/// `bestmove [--rules PRESET] [--level N | --ms MS | --nodes N | --depth D]
/// [--seed S] POSITION`: a line `info …` with the search's figures, then the
/// move text with its claimed formula as the last line.
pub fn run(rest: &[String]) -> Result<String, Usage> {
    let args = Args::parse(
        rest,
        &["rules", "level", "ms", "nodes", "depth", "seed"],
        &[],
    )?;
    let player = Player::from_options(&args, Level::MAX)?;
    let seed = args.option("seed")?.unwrap_or(0);
    let position = args::position(&args.operands)?;
    let game = Game::from_position(args.preset()?.rules(), position);
    let result = player
        .choose(&game, seed)
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
    let best = MoveText::of(game.position(), result.best, result.claim);
    Ok(format!(
        "info depth {} score {} nodes {} pv {}\n{best}\n",
        result.depth,
        result.score,
        result.nodes,
        pv.join(" ")
    ))
}
