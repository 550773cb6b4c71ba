//! A puzzle played as a game asks the exact prover of `prove.rs` how good
//! a move the player tried is, when it is not the solution's: does it
//! reach the puzzle's goal (the win, or a decisive gain of material) as
//! fast, or one move slower (then the defence and the rest go on from
//! there, as a puzzle's line is found), and if it does not, which defence
//! refutes it. One prover answers all of it, so each question starts
//! from what the one before proved.

use super::{
    games::{Move, PuzzleGame},
    generate::line_after,
    prove::{Goal, Prover},
    MAX_MOVES,
};
use crate::{search::Node, session::GameOf};

/// What the prover says of a move of the solver's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Weight<M> {
    /// It reaches the goal within `moves` of the solver's moves, itself
    /// counted; `line` goes on after it, the defence first: each time the
    /// reply that resists longest, then the solver's fastest way (empty
    /// when the move reaches the goal at once).
    Wins { moves: u8, line: Vec<M> },
    /// It does not reach the goal within `within` moves: `reply` is a
    /// defence after which it is not reached in the rest of them (`None`
    /// when the move itself ends the game without a win); `ends` when
    /// that reply (or the move) ends the game.
    Holds {
        reply: Option<M>,
        ends: bool,
        within: u8,
    },
    /// The proof needed more positions than its budget.
    Unknown,
}

/// Weighs the solver's `m` in `game`, a puzzle of `goal` whose fastest
/// way takes `fastest` moves: as fast, within `budget` positions, or
/// else one move slower (up to [`MAX_MOVES`]), within `slower` positions
/// more; or the defence that refutes it. When the slower question runs
/// over its budget, the refutation within `fastest` moves stands.
pub(crate) fn weigh<G: PuzzleGame>(
    game: &GameOf<G>,
    goal: Goal,
    m: Move<G>,
    fastest: u8,
    budget: u64,
    slower: u64,
) -> Weight<Move<G>> {
    let mut prover = Prover::for_goal::<G>(game, budget, goal);
    let (_, facts) = prover.legal();
    if prover.move_wins(m, facts, fastest, 0) {
        return winning(&mut prover, m, fastest, budget);
    }
    if prover.aborted {
        return Weight::Unknown;
    }
    let refuted = refutation(&mut prover, m, facts, fastest);
    if fastest >= MAX_MOVES as u8 || refuted == Weight::Unknown {
        return refuted;
    }
    prover.extend_budget(slower);
    if prover.move_wins(m, facts, fastest + 1, 0) {
        return winning(&mut prover, m, fastest + 1, slower);
    }
    if prover.aborted {
        return refuted;
    }
    match refutation(&mut prover, m, facts, fastest + 1) {
        Weight::Unknown => refuted,
        longer => longer,
    }
}

/// `m` reaches the goal in `moves`: the line on after it, within
/// `budget` positions more.
fn winning<N: Node>(prover: &mut Prover<N>, m: N::Move, moves: u8, budget: u64) -> Weight<N::Move> {
    prover.extend_budget(budget);
    match line_after(prover, m, moves) {
        Ok(line) => Weight::Wins { moves, line },
        Err(_) => Weight::Unknown,
    }
}

/// With `m` not reaching the goal within `within`: a reply that ends the
/// game in the defender's favour, else one after which the goal is not
/// reached within `within - 1` more moves.
fn refutation<N: Node>(
    prover: &mut Prover<N>,
    m: N::Move,
    facts: N::Facts,
    within: u8,
) -> Weight<N::Move> {
    let undo = prover.node.make(m, facts);
    let weight = if prover.node.terminal(1).is_some() {
        Weight::Holds {
            reply: None,
            ends: true,
            within,
        }
    } else {
        holding_reply(prover, within)
    };
    prover.node.unmake(m, undo);
    weight
}

/// The defender to move at ply 1, the solver not reaching the goal
/// within `within` moves in all.
fn holding_reply<N: Node>(prover: &mut Prover<N>, within: u8) -> Weight<N::Move> {
    let (mut replies, facts) = prover.legal();
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
            within,
        };
    }
    // As the proof tried them: the reply that held there first, then
    // captures, the replies a player looks for first.
    prover.order(&mut replies, 1, None);
    for &r in replies.iter() {
        let holds = prover.reply_holds(r, facts, within, 1);
        if prover.aborted {
            return Weight::Unknown;
        }
        if holds {
            return Weight::Holds {
                reply: Some(r),
                ends: false,
                within,
            };
        }
    }
    // Every reply loses within `within`: the move wins after all (a proof
    // cut short would have said so above).
    Weight::Unknown
}
