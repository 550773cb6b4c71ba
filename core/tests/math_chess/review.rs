//! Game review on hand-made games: a move that drops a 0 is a blunder, the
//! best move is not marked, and the review stops when told.

use std::sync::atomic::AtomicBool;

use mathchess::{
    games::math_chess::{
        engine::{random_opening, review, Engine},
        Game, Move, Preset,
    },
    search::{GameReview, Limits, ReviewMark, REVIEW_LIMITS},
    Side,
};

/// Blue's 0 on e1 is shielded by Blue's 4 on e2 from Red's 7 (e6) and 3
/// (e5): 7 − 3 = 4 reaches e1 once e2 is empty, while the 4 itself, 3
/// beyond the support, is out of reach of every formula of 7 and 3.
const SHIELDED: &str = "8R0/9/9/9/9/4R74/4R34/9/9/4B44/B93B04 b";

fn game(moves: &[&str]) -> Game {
    let mut game = Game::from_position(Preset::Chessplayx.rules(), SHIELDED.parse().unwrap());
    for text in moves {
        game.play_text(text).unwrap();
    }
    game
}

fn reviewed(game: &Game) -> GameReview<Move> {
    let whole = review(game, &REVIEW_LIMITS, &AtomicBool::new(false));
    assert!(whole.complete);
    assert_eq!(whole.moves.len(), game.plies());
    whole
}

#[test]
fn dropping_a_zero_is_a_blunder() {
    // Blue steps the shield aside; Red takes the 0.
    let game = game(&["e2-a2", "e6xe1=7-3"]);
    assert_eq!(game.outcome().and_then(|o| o.winner), Some(Side::Red));
    let moves = reviewed(&game).moves;
    let (blunder, win) = (&moves[0], &moves[1]);
    assert_eq!((blunder.ply, blunder.side), (0, Side::Blue));
    assert_eq!(blunder.mark, Some(ReviewMark::Blunder));
    assert_ne!(blunder.best.to_string(), "e2-a2");
    assert!(blunder.best_score > -200, "{}", blunder.best_score);
    assert_eq!(blunder.plies_to_end(), Some(-1), "Red wins next move");
    // The engine's line starts with its move and is playable.
    assert_eq!(blunder.line.first(), Some(&blunder.best));
    let mut line = Game::from_position(*game.rules(), SHIELDED.parse().unwrap());
    for &m in &blunder.line {
        line.play(m, None).unwrap();
    }
    // Taking the 0 was Red's best move.
    assert_eq!(win.mark, None);
    assert_eq!(win.played.to_string(), "e6xe1");
    assert_eq!(win.best, win.played);
    assert_eq!(win.plies_to_end(), Some(0));
}

#[test]
fn a_best_move_is_not_marked() {
    // The engine's own choice in the start position.
    let mut game = Game::new(Preset::Chessplayx.rules());
    let best = Engine::new()
        .search(&game, &REVIEW_LIMITS, &AtomicBool::new(false))
        .unwrap()
        .best;
    game.play(best, None).unwrap();
    let moves = reviewed(&game).moves;
    assert_eq!(moves[0].mark, None, "{:?}", moves[0]);
}

#[test]
fn a_missed_zero_is_a_blunder() {
    // Whoever moves first takes the other's 0: Blue's 5 (a9) with 2 (b9)
    // reaches Red's 0 on i9 (5 + 2), Red's 7 (e6) with 3 (e5) Blue's 0 on
    // e1 (7 − 3). Blue plays elsewhere, and Red wins.
    let start = "9/9/B5B26R0/9/9/4R74/4R34/9/9/9/4B04 b";
    let mut game = Game::from_position(Preset::Chessplayx.rules(), start.parse().unwrap());
    game.play_text("b9-b8").unwrap();
    let moves = reviewed(&game).moves;
    let missed = &moves[0];
    assert_eq!(missed.best.to_string(), "a9xi9");
    assert_eq!(missed.mark, Some(ReviewMark::Blunder));
    assert_eq!(missed.plies_to_end(), Some(-1));
}

#[test]
fn a_resigned_game_is_reviewed_to_its_last_move() {
    let mut game = random_opening(Preset::Chessplayx.rules(), 8, 4);
    game.resign(Side::Red).unwrap();
    let whole = review(&game, &Limits::nodes(2_000), &AtomicBool::new(false));
    assert!(whole.complete);
    let plies: Vec<usize> = whole.moves.iter().map(|m| m.ply).collect();
    assert_eq!(plies, (0..8).collect::<Vec<_>>());
    for (reviewed, played) in whole.moves.iter().zip(game.history()) {
        assert_eq!(reviewed.played, played.m);
    }
}

#[test]
fn a_stopped_review_says_so() {
    let game = random_opening(Preset::Chessplayx.rules(), 6, 2);
    let stopped = review(&game, &Limits::nodes(2_000), &AtomicBool::new(true));
    assert!(!stopped.complete);
    assert!(stopped.moves.is_empty());
    // A game without moves has nothing to review, and is complete.
    let empty = Game::new(Preset::Chessplayx.rules());
    let nothing = review(&empty, &Limits::nodes(2_000), &AtomicBool::new(false));
    assert!(nothing.complete && nothing.moves.is_empty());
}

#[test]
fn the_same_budget_gives_the_same_review() {
    let game = random_opening(Preset::Classic.rules(), 10, 7);
    let limits = Limits::nodes(3_000);
    let stop = AtomicBool::new(false);
    assert_eq!(review(&game, &limits, &stop), review(&game, &limits, &stop));
}
