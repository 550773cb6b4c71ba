//! A puzzle played as a game asks the exact prover of `prove.rs` how good
//! a move the player tried is, when it is not the solution's: does it win
//! as fast, or one move slower (then the defence and the win go on from
//! there, and the prover says how), and if it does not, which defence
//! refutes it. One prover answers all of it, so each question starts from
//! what the one before proved.

use super::{
    games::{Move, PuzzleGame},
    prove::Prover,
    MAX_MOVES,
};
use crate::search::{Node, SearchMove};

/// What the prover says of a move of the solver's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Weight<M> {
    /// It wins within `moves` of the solver's moves, itself counted;
    /// `line` goes on after it, the defence first: each time the reply
    /// that resists longest, then the solver's fastest win (empty when
    /// the move wins at once).
    Wins { moves: u8, line: Vec<M> },
    /// It does not win within `within` moves: `reply` is a defence after
    /// which no win follows in the rest of them (`None` when the move
    /// itself ends the game without a win); `ends` when that reply (or
    /// the move) ends the game.
    Holds {
        reply: Option<M>,
        ends: bool,
        within: u8,
    },
    /// The proof needed more positions than its budget.
    Unknown,
}

/// The legal moves of the prover's position, and its facts.
fn legal<N: Node>(prover: &Prover<N>) -> (N::MoveList, N::Facts) {
    let mut moves = N::MoveList::default();
    prover.node.push_legal_moves(&mut moves);
    let facts = prover.node.facts(&moves);
    (moves, facts)
}

/// Weighs the solver's `m` in `game`, where the fastest win takes
/// `fastest` moves: a win as fast, within `budget` positions, or else one
/// move slower (up to [`MAX_MOVES`]), within `slower` positions more; or
/// the defence that refutes it. When the slower question runs over its
/// budget, the refutation within `fastest` moves stands.
pub(crate) fn weigh<G: PuzzleGame>(
    game: &G::Game,
    m: Move<G>,
    fastest: u8,
    budget: u64,
    slower: u64,
) -> Weight<Move<G>> {
    let mut prover = Prover::new::<G>(game, budget);
    let (_, facts) = legal(&prover);
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

/// `m` wins in `moves`: plays it on the prover, and carries the line on
/// within `budget` positions more.
fn winning<N: Node>(prover: &mut Prover<N>, m: N::Move, moves: u8, budget: u64) -> Weight<N::Move> {
    let (_, facts) = legal(prover);
    let undo = prover.node.make(m, facts);
    let over = prover.node.terminal(1).is_some();
    prover.node.unmake(m, undo);
    if over {
        return Weight::Wins {
            moves,
            line: Vec::new(),
        };
    }
    prover.play(m);
    prover.extend_budget(budget);
    match defence_line(prover, moves - 1) {
        Some(line) => Weight::Wins { moves, line },
        None => Weight::Unknown,
    }
}

/// With `m` not winning within `within`: a reply that ends the game in
/// the defender's favour, else one after which no win follows within
/// `within - 1` more moves.
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

/// The defender to move at ply 1, the solver not winning within `within`
/// moves in all.
fn holding_reply<N: Node>(prover: &mut Prover<N>, within: u8) -> Weight<N::Move> {
    let (replies, facts) = legal(prover);
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
    // Captures first: the reply a player looks for first, and the one
    // that most often holds.
    let mut ordered: Vec<N::Move> = replies.iter().copied().collect();
    ordered.sort_by_key(|r| !r.is_capture());
    for r in ordered {
        let undo = prover.node.make(r, facts);
        let holds = match prover.node.terminal(2) {
            Some(score) => score <= 0,
            None => !prover.wins(within - 1, 2),
        };
        prover.node.unmake(r, undo);
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

/// The line from the prover's position on, the defender to move after the
/// solver's move, the solver winning within `left` more moves: each time
/// the defence that resists longest (the first of those), then the
/// solver's fastest win (the first of those), to the end of the game.
/// `None` if the proof runs over its budget.
fn defence_line<N: Node>(prover: &mut Prover<N>, left: u8) -> Option<Vec<N::Move>> {
    let mut line = Vec::new();
    let mut left = left;
    loop {
        // The defender to move.
        let replies = prover.replies(left, 0);
        if prover.aborted {
            return None;
        }
        // The longest; among equals the first.
        let mut longest: Option<(N::Move, u8)> = None;
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
        let (_, facts) = legal(prover);
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
