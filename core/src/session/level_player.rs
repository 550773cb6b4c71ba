//! The engine as the session's computer player.

use std::sync::atomic::{AtomicBool, Ordering};

use super::{ComputerPlayer, GameOf, Playable};
use crate::search::Level;

/// Plays the engine's move at the session's level, for either game.
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use mathchess::{session::{ComputerPlayer, LevelPlayer, MathChess}, games::math_chess::{Game, Rules}, search::Level};
/// let game = Game::new(Rules::default());
/// let picker: &dyn ComputerPlayer<MathChess> = &LevelPlayer;
/// let (m, _claim) = picker.pick(&game, Level::new(3)?, &AtomicBool::new(false), 1).unwrap();
/// assert!(game.legal_moves().contains(&m));
/// # Ok::<_, mathchess::search::LevelError>(())
/// ```
#[derive(Copy, Clone, Debug, Default)]
pub struct LevelPlayer;

impl<G: Playable> ComputerPlayer<G> for LevelPlayer {
    /// `None` when the game is over, or when `stop` was raised (the session
    /// no longer wants the move).
    fn pick(
        &self,
        game: &GameOf<G>,
        level: Level,
        stop: &AtomicBool,
        seed: u64,
    ) -> Option<G::Move> {
        let m = G::computer_move(game, level, stop, seed)?;
        (!stop.load(Ordering::Relaxed)).then_some(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        games::math_chess::{
            engine::{best_move, random_opening},
            Rules,
        },
        session::MathChess,
    };

    #[test]
    fn plays_the_levels_move() {
        let game = random_opening(Rules::default(), 6, 2);
        let running = AtomicBool::new(false);
        let level = Level::new(4).unwrap();
        let expected = best_move(&game, level, &running, 9).unwrap();
        let pick = |stop| ComputerPlayer::<MathChess>::pick(&LevelPlayer, &game, level, stop, 9);
        assert_eq!(pick(&running), Some((expected.best, expected.claim())));
        assert_eq!(pick(&AtomicBool::new(true)), None);
    }
}
