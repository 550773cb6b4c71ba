//! The engine as the session's computer player.

use std::sync::atomic::{AtomicBool, Ordering};

use super::ComputerPlayer;
use crate::{
    engine::{best_move, Level},
    Game, Move, Op,
};

/// Plays [`best_move`] at the session's level.
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use mathchess::{engine::Level, session::{LevelPlayer, ComputerPlayer}, Game, Rules};
/// let game = Game::new(Rules::default());
/// let (m, _claim) = LevelPlayer.pick(&game, Level::new(3)?, &AtomicBool::new(false), 1).unwrap();
/// assert!(game.legal_moves().contains(&m));
/// # Ok::<_, mathchess::engine::LevelError>(())
/// ```
#[derive(Copy, Clone, Debug, Default)]
pub struct LevelPlayer;

impl ComputerPlayer for LevelPlayer {
    /// `None` when the game is over, or when `stop` was raised (the session
    /// no longer wants the move).
    fn pick(
        &self,
        game: &Game,
        level: Level,
        stop: &AtomicBool,
        seed: u64,
    ) -> Option<(Move, Option<Op>)> {
        let result = best_move(game, level, stop, seed)?;
        (!stop.load(Ordering::Relaxed)).then_some((result.best, result.claim()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{engine::random_opening, Rules};

    #[test]
    fn plays_the_levels_move() {
        let game = random_opening(Rules::default(), 6, 2);
        let running = AtomicBool::new(false);
        let level = Level::new(4).unwrap();
        let expected = best_move(&game, level, &running, 9).unwrap();
        assert_eq!(
            LevelPlayer.pick(&game, level, &running, 9),
            Some((expected.best, expected.claim()))
        );
        assert_eq!(
            LevelPlayer.pick(&game, level, &AtomicBool::new(true), 9),
            None
        );
    }
}
