//! A puzzle played as a game asks the exact prover two more questions: how
//! good is a move the player tried that is not the solution's (does it
//! still win, and in how many moves; if not, which defence holds), and,
//! once the player has left the solution's line by a slower win, how the
//! defence and the win go on from there. Both walk the prover of
//! `prove.rs`, as [`verify`](super::verify) does, from the position on
//! the board.

use super::{
    games::{Move, PuzzleGame},
    prove::Prover,
};
use crate::search::Node;

/// What the prover says of a move of the solver's.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Weight<M> {
    /// It wins within this many of the solver's moves, itself counted.
    Wins(u8),
    /// It does not win within the bound asked: `reply` is a defence after
    /// which no win follows within the rest of it (`None` when the move
    /// itself ends the game without a win); `ends` when that reply (or
    /// the move) ends the game.
    Holds { reply: Option<M>, ends: bool },
    /// The proof needed more positions than its budget.
    Unknown,
}

/// The legal moves of the prover's position, and its facts.
fn moves<N: Node>(prover: &Prover<N>) -> (N::MoveList, N::Facts) {
    let mut moves = N::MoveList::default();
    prover.node.push_legal_moves(&mut moves);
    let facts = prover.node.facts(&moves);
    (moves, facts)
}

/// Weighs the solver's `m` in `game`: the fewest of the solver's moves,
/// from `fastest` to `bound`, in which it wins, or a defence that holds
/// `bound` moves.
pub(crate) fn weigh<G: PuzzleGame>(
    game: &G::Game,
    m: Move<G>,
    fastest: u8,
    bound: u8,
    budget: u64,
) -> Weight<Move<G>> {
    let mut prover = Prover::new::<G>(game, budget);
    let (_, facts) = moves(&prover);
    for d in fastest.max(1)..=bound {
        if prover.move_wins(m, facts, d, 0) {
            return Weight::Wins(d);
        }
        if prover.aborted {
            return Weight::Unknown;
        }
    }
    let undo = prover.node.make(m, facts);
    let weight = if prover.node.terminal(1).is_some() {
        Weight::Holds {
            reply: None,
            ends: true,
        }
    } else {
        refutation(&mut prover, bound - 1)
    };
    prover.node.unmake(m, undo);
    weight
}

/// With the defender to move (at ply 1), the solver not winning within
/// `left` more moves: a reply that ends the game in the defender's
/// favour, else one after which no win follows within `left`.
fn refutation<N: Node>(prover: &mut Prover<N>, left: u8) -> Weight<N::Move> {
    let (replies, facts) = moves(prover);
    let ends = |prover: &mut Prover<N>, r: N::Move| {
        let undo = prover.node.make(r, facts);
        // The solver to move: a negative score is the solver's loss.
        let lost = prover.node.terminal(2).is_some_and(|score| score < 0);
        prover.node.unmake(r, undo);
        lost
    };
    if let Some(&r) = replies.iter().find(|&&r| ends(prover, r)) {
        return Weight::Holds {
            reply: Some(r),
            ends: true,
        };
    }
    for &r in replies.iter() {
        let undo = prover.node.make(r, facts);
        let holds = match prover.node.terminal(2) {
            Some(score) => score <= 0,
            None => !prover.wins(left, 2),
        };
        prover.node.unmake(r, undo);
        if prover.aborted {
            return Weight::Unknown;
        }
        if holds {
            return Weight::Holds {
                reply: Some(r),
                ends: false,
            };
        }
    }
    // Every reply loses within `left`: the move wins after all (a proof
    // cut short would have said so above).
    Weight::Unknown
}

/// The line from `game` on, the defender to move after the solver's
/// move, the solver winning within `left` more moves: each time the
/// defence that resists longest (the first of those), then the solver's
/// fastest win (the first of those), to the end of the game. `None` if
/// the win does not hold or the proof runs over `budget`.
pub(crate) fn defence_line<G: PuzzleGame>(
    game: &G::Game,
    left: u8,
    budget: u64,
) -> Option<Vec<Move<G>>> {
    let mut prover = Prover::new::<G>(game, budget);
    let mut line = Vec::new();
    let mut left = left;
    loop {
        // The defender to move.
        let replies = prover.replies(left, 0);
        if prover.aborted {
            return None;
        }
        // The longest; among equals the first.
        let mut longest: Option<(Move<G>, u8)> = None;
        for &(r, d) in &replies {
            if !longest.is_some_and(|(_, most)| d <= most) {
                longest = Some((r, d));
            }
        }
        let (reply, distance) = longest?;
        if distance == u8::MAX {
            return None;
        }
        prover.play(reply);
        line.push(reply);
        if distance == 0 {
            // The reply ended the game (the defender's own loss).
            return Some(line);
        }
        // The solver to move, winning in `distance`.
        let winner = *prover.winners(distance, 0).first()?;
        if prover.aborted {
            return None;
        }
        let (_, facts) = moves(&prover);
        let undo = prover.node.make(winner, facts);
        let over = prover.node.terminal(1).is_some();
        prover.node.unmake(winner, undo);
        prover.play(winner);
        line.push(winner);
        if over {
            return Some(line);
        }
        left = distance - 1;
    }
}
