//! Capture the Flag's own examples, for its targets to start from: the
//! positions of `docs/flag-rules.md` §9–§11 and games played from them.

use std::sync::OnceLock;

use mathchess::games::capture_the_flag::{Game, Position, Rules};

use crate::examples::Lcg;

/// The rules text, whose indented lines hold the positions of §9–§11.
const FLAG_RULES: &str = include_str!("../../docs/flag-rules.md");

/// Every position string of `docs/flag-rules.md`, once each, read
/// leniently: two of §10's examples are puzzles that §9's checks refuse.
pub fn positions() -> &'static [Position] {
    static POSITIONS: OnceLock<Vec<Position>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        let mut positions: Vec<Position> = Vec::new();
        for line in FLAG_RULES.lines().filter(|l| l.starts_with("    ")) {
            // `… r - - 1   (over: Blue wins, 'flag'; no legal moves)`
            let text = line.trim().split("   (").next().unwrap_or_default();
            if let Ok(position) = Position::from_ascii_lenient(text.as_bytes()) {
                if !positions.contains(&position) {
                    positions.push(position);
                }
            }
        }
        assert!(positions.len() >= 25, "the positions of §9-§11 are found");
        positions
    })
}

/// From each position, a game played by a fixed pseudo-random choice of
/// moves (some to their end, some cut short, some resigned or drawn by
/// agreement), and a threefold repetition.
pub fn games() -> &'static [Game] {
    static GAMES: OnceLock<Vec<Game>> = OnceLock::new();
    GAMES.get_or_init(|| {
        let mut rng = Lcg(3);
        let mut games = Vec::new();
        for (i, position) in positions().iter().enumerate() {
            let mut game = Game::from_position(Rules::default(), position.clone());
            for _ in 0..10 + 7 * (i % 6) {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves[rng.below(moves.len())];
                game.play(m).expect("a legal move plays");
            }
            crate::end_by_word!(game, i);
            games.push(game);
        }
        let mut repeated = Game::new(Rules::default());
        for text in ["c1-b2", "c12-b11", "b2-c1", "b11-c12"].repeat(2) {
            repeated
                .play_text(text)
                .expect("the 6s step back and forth");
        }
        games.push(repeated);
        games
    })
}
