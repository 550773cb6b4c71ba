//! `mathchess tune`: fits the evaluation's weights to self-play results.

use std::{fmt::Write, sync::atomic::AtomicBool};

use mathchess::{
    games::math_chess::{
        engine::{
            random_opening,
            tuning::{self, Sample},
            Engine,
        },
        Game, Rules,
    },
    search::Limits,
};

use crate::{
    args::{RulesArgs, Usage},
    player::budget_nodes,
};

/// `tune`'s `--rule`: the options of the one game it tunes, Vietnamese Math Chess.
pub const RULE_HELP: &str = "One rule option of Vietnamese Math Chess on top of the preset, named as in docs/rules.md §4: division=both|remainder-first, zero_support=yes|no, no_move=loses|score, points_target=none|1..45, repetition=draw|off, first=blue|red (repeatable)";

/// `tune [--rules PRESET] [--games N] [--nodes N] [--seed S]
/// [--opening-plies N] [--max-plies N] [--rounds N]`.
#[derive(Debug, clap::Args)]
pub struct TuneArgs {
    #[command(flatten)]
    rules: RulesArgs,
    /// Self-play games to take positions from
    #[arg(long, value_name = "N", default_value_t = 400)]
    games: u32,
    /// Nodes a move in the self-play games
    #[arg(long, value_name = "N", default_value_t = 5_000, value_parser = budget_nodes)]
    nodes: u64,
    /// Seed of the random openings
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Random legal plies that open each game (their positions are not sampled)
    #[arg(long, value_name = "N", default_value_t = 8)]
    opening_plies: usize,
    /// A game still going after N plies is scored a draw
    #[arg(long, value_name = "N", default_value_t = 300)]
    max_plies: usize,
    /// Rounds of the fit
    #[arg(long, value_name = "N", default_value_t = 2_000)]
    rounds: usize,
}

/// Plays `--games` games of the engine against itself at `--nodes` a move
/// from random openings, takes their quiet positions with each game's
/// result, fits the weights to them (`engine::tuning`) and prints the fitted
/// weights as the body of `games/math_chess/engine/weights.rs`'s `weight`. Progress goes to stderr.
pub fn run(args: &TuneArgs) -> Result<String, Usage> {
    let rules = args.rules.rules();
    let (games, seed, opening_plies, max_plies, rounds) = (
        args.games,
        args.seed,
        args.opening_plies,
        args.max_plies,
        args.rounds,
    );
    let limits = Limits::nodes(args.nodes);

    let mut samples: Vec<Sample> = Vec::new();
    for n in 0..games {
        let opening_seed = seed.wrapping_mul(1_000_003).wrapping_add(u64::from(n));
        let game = self_play(rules, opening_plies, opening_seed, &limits, max_plies);
        samples.extend(tuning::samples(&game, opening_plies));
        if (n + 1) % 50 == 0 {
            eprintln!("{} games, {} samples", n + 1, samples.len());
        }
    }
    let start = tuning::current_weights();
    let scale = tuning::fit_scale(&samples, &start);
    let before = tuning::error(&samples, &start, scale);
    let fitted = tuning::fit(&samples, &start, scale, rounds, 1.0);
    let after = tuning::error(&samples, &fitted, scale);
    let mut out = String::new();
    let _ = writeln!(out, "samples {} from {games} games", samples.len());
    let _ = writeln!(out, "scale {scale:.4}, error {before:.6} -> {after:.6}");
    let _ = writeln!(
        out,
        "fitted weights (games/math_chess/engine/weights.rs, fn weight):"
    );
    out.push_str(&tuning::weights_source(&fitted));
    Ok(out)
}

/// A game of the engine against itself from a random opening.
fn self_play(
    rules: Rules,
    opening_plies: usize,
    seed: u64,
    limits: &Limits,
    max_plies: usize,
) -> Game {
    let stop = AtomicBool::new(false);
    let mut game = random_opening(rules, opening_plies, seed);
    while game.outcome().is_none() && game.plies() < max_plies {
        let Some(result) = Engine::with_hash_megabytes(4).search(&game, limits, &stop) else {
            break;
        };
        if game.play(result.best, result.claim()).is_err() {
            break;
        }
    }
    game
}
