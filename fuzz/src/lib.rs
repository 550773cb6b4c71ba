//! What the fuzz targets (`fuzz_targets/`) share: the project's own examples
//! to start from (each game's), and the session target's driver with its
//! invariants.

pub mod examples;
pub mod flag_examples;
pub mod session;

/// Ends the `i`-th example game of either game by a player's word when it
/// is still going: of every four, the second resigns and the third is drawn
/// by agreement. (A macro: the two games' types share the method names, not
/// a trait.)
#[macro_export]
macro_rules! end_by_word {
    ($game:expr, $i:expr) => {
        if $game.outcome().is_none() {
            let ended = match $i % 4 {
                1 => $game.resign($game.position().turn()),
                2 => $game.agree_draw(),
                _ => Ok(()),
            };
            ended.expect("a game going on can end so");
        }
    };
}
