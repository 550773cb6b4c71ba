//! Score arithmetic: won and lost games as distances from the root, and how
//! they are kept in the transposition table.
//!
//! Scores are for the side to move, in hundredths of a small piece. A game
//! won `n` plies from the root scores [`mate_in`]`(n)`, one lost there
//! [`mated_in`]`(n)`: a quicker win and a slower loss score higher.

/// The score of a game won at the root (the enemy's last 0 taken before
/// any move).
pub(crate) const MATE: i32 = 30_000;
/// Scores beyond this, either way, are won or lost games.
pub(crate) const MATE_BOUND: i32 = MATE - 1_000;
/// Above every score: the open bound of a search window.
pub(crate) const INFINITY: i32 = MATE + 1;
/// A drawn game.
pub(crate) const DRAW: i32 = 0;

/// The score of a game won `ply` plies from the root.
pub(crate) const fn mate_in(ply: usize) -> i32 {
    MATE - ply as i32
}

/// The score of a game lost `ply` plies from the root.
pub(crate) const fn mated_in(ply: usize) -> i32 {
    -mate_in(ply)
}

/// Is the game decided (won or lost) by this score?
pub(crate) const fn is_decisive(score: i32) -> bool {
    score.abs() >= MATE_BOUND
}

/// Plies to the end of a decided game, positive when the side to move
/// wins; `None` for any other score.
pub(crate) fn plies_to_end(score: i32) -> Option<i32> {
    let to_end = MATE - score.abs();
    is_decisive(score).then_some(if score > 0 { to_end } else { -to_end })
}

/// `score`, found `ply` plies from the root, as stored in the table:
/// decided games count from the stored node, so that the entry holds at
/// any ply.
pub(crate) fn to_table(score: i32, ply: usize) -> i16 {
    let ply = ply as i32;
    let relative = if score >= MATE_BOUND {
        score + ply
    } else if score <= -MATE_BOUND {
        score - ply
    } else {
        score
    };
    relative.clamp(-INFINITY, INFINITY) as i16
}

/// A stored score read `ply` plies from the root: the inverse of [`to_table`].
pub(crate) fn from_table(score: i16, ply: usize) -> i32 {
    let (score, ply) = (i32::from(score), ply as i32);
    if score >= MATE_BOUND {
        score - ply
    } else if score <= -MATE_BOUND {
        score + ply
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::table::{Bound, Table};

    #[test]
    fn wins_and_losses_by_distance() {
        assert_eq!(mate_in(0), MATE);
        assert_eq!(mated_in(3), -(MATE - 3));
        assert!(mate_in(1) > mate_in(5), "a quicker win is better");
        assert!(mated_in(5) > mated_in(1), "a slower loss is better");
        assert_eq!(plies_to_end(mate_in(7)), Some(7));
        assert_eq!(plies_to_end(mated_in(4)), Some(-4));
        assert_eq!(plies_to_end(250), None);
        assert!(is_decisive(mated_in(900)) && !is_decisive(MATE_BOUND - 1));
    }

    #[test]
    fn mate_scores_survive_the_table() {
        let mut table = Table::with_megabytes(1);
        // (score, ply where found, ply where read back, expected there)
        let cases = [
            // A win 4 plies below a node at ply 3, read at ply 3 and at ply 1.
            (mate_in(7), 3, 3, mate_in(7)),
            (mate_in(7), 3, 1, mate_in(5)),
            (mated_in(9), 5, 2, mated_in(6)),
            (mated_in(9), 5, 5, mated_in(9)),
            // Ordinary scores do not move.
            (123, 4, 0, 123),
            (-480, 2, 9, -480),
        ];
        for (key, (score, stored_at, read_at, expected)) in (1..).zip(cases) {
            table.store(
                key,
                None::<crate::games::math_chess::Move>,
                to_table(score, stored_at),
                1,
                Bound::Exact,
            );
            let entry = table.probe(key).unwrap();
            assert_eq!(from_table(entry.score, read_at), expected, "{score}");
        }
    }
}
