//! The end of the game inside the search, judged by the very rules that
//! end a [`Game`](crate::games::math_chess::Game) (`game::decided_ending`, `game::no_move_ending`):
//! only the scoring is the search's own.

use crate::search::score::{mate_in, mated_in, DRAW};
use crate::{
    games::math_chess::game::{decided_ending, no_move_ending},
    games::math_chess::{Outcome, Position, Rules},
    Side,
};

/// The score of `outcome` for `turn`, the side to move, `ply` plies from
/// the root.
pub(crate) fn outcome_score(outcome: Outcome, turn: Side, ply: usize) -> i32 {
    match outcome.winner {
        Some(winner) if winner == turn => mate_in(ply),
        Some(_) => mated_in(ply),
        None => DRAW,
    }
}

/// The score of a game that the placement and the scores (Blue's, Red's)
/// have already decided before the side to move moves, if they have.
pub(crate) fn decided_score(
    pos: &Position,
    rules: &Rules,
    scores: [u16; 2],
    ply: usize,
) -> Option<i32> {
    decided_ending(pos, rules, scores).map(|o| outcome_score(o, pos.turn(), ply))
}

/// The score when the side to move has no legal move.
pub(crate) fn no_move_score(pos: &Position, rules: &Rules, scores: [u16; 2], ply: usize) -> i32 {
    outcome_score(no_move_ending(pos.turn(), rules, scores), pos.turn(), ply)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        games::math_chess::{engine::random_opening, EndReason, Game, Preset},
        test_support::game,
    };

    /// The search's score of the game's current position, when over by the
    /// placement, the scores or a lack of moves (repetition is the search's
    /// own business: it counts a repeat inside its line as a draw).
    fn search_score(game: &Game) -> Option<i32> {
        let (pos, rules) = (game.position(), game.rules());
        let scores = Side::ALL.map(|side| game.score(side));
        decided_score(pos, rules, scores, 0)
            .or_else(|| (pos.count_moves(rules) == 0).then(|| no_move_score(pos, rules, scores, 0)))
    }

    /// What `Game` says of the same position, scored for the side to move.
    fn game_score(game: &Game) -> Option<i32> {
        game.outcome()
            .filter(|o| o.reason != EndReason::Repetition)
            .map(|o| outcome_score(o, game.position().turn(), 0))
    }

    #[test]
    fn endings_score_as_the_game_ends() {
        let cases = [
            // Blue takes Red's 0 (1+2 → 3 from c3 over d4 to g7).
            (
                game(
                    Preset::Chessplayx.rules(),
                    "9/9/9/9/6R02/9/9/3B25/2B16/9/8B0 b",
                    &["c3xg7"],
                ),
                Some(mated_in(0)),
            ),
            // Red to move without a move: loses, or the equal scores draw.
            (
                game(
                    Preset::Chessplayx.rules(),
                    "R08/9/9/9/9/9/9/9/9/9/B0B17 r",
                    &[],
                ),
                Some(mated_in(0)),
            ),
            (
                game(
                    Preset::Wikipedia.rules(),
                    "R08/9/9/9/9/9/9/9/9/9/B0B17 r",
                    &[],
                ),
                Some(DRAW),
            ),
            // Blue's 7 takes Red's 9: 9 points, short of the classic 20.
            (
                game(
                    Preset::Classic.rules(),
                    "R17R0/9/9/9/9/9/R98/9/9/B48/B77B0 b",
                    &["a1xa5"],
                ),
                None,
            ),
        ];
        for (game, expected) in cases {
            assert_eq!(search_score(&game), expected, "{}", game.position());
            assert_eq!(game_score(&game), expected, "{}", game.position());
        }
    }

    #[test]
    fn a_points_target_ends_the_game_for_both() {
        let mut rules = Preset::Classic.rules();
        rules.points_target = crate::games::math_chess::PointsTarget::new(9).ok();
        let mut game = Game::from_position(
            rules,
            "R17R0/9/9/9/9/9/R98/9/9/B48/B77B0 b".parse().unwrap(),
        );
        game.play_text("a1xa5").unwrap();
        assert_eq!(search_score(&game), Some(mated_in(0)));
        assert_eq!(game_score(&game), search_score(&game));
    }

    #[test]
    fn random_games_end_alike() {
        let mut reasons = Vec::new();
        for preset in Preset::ALL {
            for seed in 0..40 {
                // Random play, capturing whenever it can, to the end or 200
                // plies, judged at every ply.
                let mut game = random_opening(preset.rules(), 0, seed);
                let mut rng = seed;
                while game.outcome().is_none() && game.plies() < 200 {
                    assert_eq!(search_score(&game), None);
                    let mut moves = game.legal_moves();
                    if moves.iter().any(|m| m.is_capture()) {
                        moves.retain(|m| m.is_capture());
                    }
                    rng = rng.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                    let m = moves[(rng >> 33) as usize % moves.len()];
                    game.play(m, None).unwrap();
                }
                assert_eq!(search_score(&game), game_score(&game), "{preset:?} {seed}");
                reasons.extend(game.outcome().map(|o| o.reason));
            }
        }
        for reason in [EndReason::ZeroCaptured, EndReason::PointsTarget] {
            assert!(reasons.contains(&reason), "no game ended by {reason:?}");
        }
    }
}
