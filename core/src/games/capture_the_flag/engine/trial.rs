//! Levels 3 to 8 against two scripted players (issue 33; the table is in
//! `docs/engine.md`), an ignored test:
//!
//! ```text
//! RUSH_TRIAL_GAMES=10 nice -n 19 cargo test -q -p mathchess --lib -- --ignored --nocapture trial::rush_trial
//! ```
//!
//! Each opening (2 random plies, seeds 1, 2, …) is played twice, colours
//! swapped; a game still going after 400 plies counts as a draw. Each
//! game's end goes to stderr, the table to stdout.
//!
//! - The **rusher** enters the enemy flag when it may; else moves its 1
//!   along a shortest road to a free attack point A or B (fewest moves of
//!   the 1, the rest of the board standing still), open or not; else, with
//!   no road within four moves or its 1 waiting on A or B, plays as the
//!   fixed-depth player at depth 1.
//! - The **fixed-depth player** is plain alpha-beta to depth 3 over the
//!   legal moves, counting only material and a game won on the board.

use std::sync::atomic::AtomicBool;

use super::{best_move, eval::value_of, random_opening, rush::reach};
use crate::{
    games::capture_the_flag::{
        square::{attack_points, flag, Square, SquareSet},
        EndReason, Game, Move, Outcome, Position, Rules,
    },
    search::Level,
    Side,
};

/// A scripted player: its move in a game not over.
type Player = fn(&Game) -> Move;

/// A won game in [`alpha_beta`]'s units, above any material.
const WON: i32 = 100_000;

/// The material of `pos` for its side to move.
fn material(pos: &Position) -> i32 {
    let turn = pos.turn();
    pos.pieces()
        .map(|(_, p)| {
            let value = value_of(p.number());
            if p.side() == turn {
                value
            } else {
                -value
            }
        })
        .sum()
}

/// The value of `pos` for its side to move, searched `depth` plies deep
/// within (`alpha`, `beta`): captures first, a win on the board sooner
/// worth more.
fn alpha_beta(pos: &mut Position, depth: u32, mut alpha: i32, beta: i32) -> i32 {
    if depth == 0 {
        return material(pos);
    }
    let mover = pos.turn();
    let mut moves = pos.legal_moves();
    if moves.is_empty() {
        return -WON;
    }
    moves.sort_by_key(|m| !m.is_capture());
    let mut best = -WON - 1;
    for m in moves {
        let undo = pos.play_unchecked(m);
        let score = if pos.has_won(mover) {
            WON + depth as i32
        } else {
            -alpha_beta(pos, depth - 1, -beta, -alpha)
        };
        pos.undo_unchecked(m, undo);
        if score > best {
            best = score;
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
    }
    best
}

/// The fixed-depth player's move: the first of the best at `depth`.
fn fixed_depth(game: &Game, depth: u32) -> Move {
    let mut pos = game.position().clone();
    let mover = pos.turn();
    let mut best = (i32::MIN, None);
    for m in game.legal_moves() {
        let undo = pos.play_unchecked(m);
        let score = if pos.has_won(mover) {
            WON + depth as i32
        } else {
            -alpha_beta(&mut pos, depth - 1, -WON * 2, -best.0.max(-WON * 2))
        };
        pos.undo_unchecked(m, undo);
        if score > best.0 {
            best = (score, Some(m));
        }
    }
    best.1.expect("the game is not over")
}

/// The rusher's move: the 1 into the flag, else its first move along a
/// shortest road to a free attack point A or B, else the depth-1 move.
fn rusher(game: &Game) -> Move {
    rush_move(game.position()).unwrap_or_else(|| fixed_depth(game, 1))
}

fn rush_move(pos: &Position) -> Option<Move> {
    let side = pos.turn();
    let one = pos.one_of(side)?;
    if let Some(entry) = pos.legal_move(one, flag(!side)) {
        return Some(entry);
    }
    let gates: Vec<Square> = attack_points(side)[..2]
        .iter()
        .copied()
        .filter(|&gate| pos.piece_at(gate).is_none())
        .collect();
    if gates.contains(&one) {
        return None;
    }
    // Breadth first over the squares the 1 reaches, each with the first
    // move of its road.
    let mut seen = SquareSet::EMPTY.with(one);
    let mut frontier: Vec<(Square, Move)> = reach(pos, one)
        .iter()
        .filter_map(|to| Some((to, pos.legal_move(one, to)?)))
        .collect();
    for _ in 0..4 {
        if let Some(&(_, first)) = frontier.iter().find(|(sq, _)| gates.contains(sq)) {
            return Some(first);
        }
        let mut next = Vec::new();
        for &(sq, first) in &frontier {
            seen.insert(sq);
            if pos.piece_at(sq).is_some() {
                continue;
            }
            let view = pos.with_moved(one, sq);
            next.extend(reach(&view, sq).iter().map(|to| (to, first)));
        }
        next.retain(|&(sq, _)| !seen.contains(sq));
        frontier = next;
    }
    None
}

/// One game of `level` against `opponent` from the opening of `seed`, the
/// level playing `level_side`: how it ended (`None`: still going after
/// 400 plies) and its plies.
fn play(level: Level, opponent: Player, seed: u64, level_side: Side) -> (Option<Outcome>, usize) {
    let stop = AtomicBool::new(false);
    let mut game = random_opening(Rules::default(), 2, seed);
    while game.plies() < 400 {
        if let Some(outcome) = game.outcome() {
            return (Some(outcome), game.plies());
        }
        let m = if game.position().turn() == level_side {
            best_move(&game, level, &stop, seed).expect("not over").best
        } else {
            opponent(&game)
        };
        game.play(m).expect("a legal move");
    }
    (None, 400)
}

#[test]
#[ignore = "plays some hundred games: minutes to an hour"]
fn rush_trial() {
    let games: u64 = std::env::var("RUSH_TRIAL_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(6);
    let opponents: [(&str, Player); 2] =
        [("rusher", rusher), ("depth 3", |game| fixed_depth(game, 3))];
    println!("| level | opponent | level's score | lost to the flag |");
    println!("|---|---|---|---|");
    for n in 3..=8 {
        let level = Level::new(n).unwrap();
        for (name, opponent) in opponents {
            let (mut won, mut drawn, mut lost, mut flags) = (0, 0, 0, 0);
            for game in 0..games {
                let level_side = if game % 2 == 0 { Side::Blue } else { Side::Red };
                let seed = game / 2 + 1;
                let (outcome, plies) = play(level, opponent, seed, level_side);
                let winner = outcome.and_then(|o| o.winner);
                eprintln!(
                    "level {n} as {level_side:?} vs {name}, seed {seed}: {:?} after {plies} plies",
                    outcome.map(|o| (o.winner, o.reason))
                );
                match winner {
                    Some(winner) if winner == level_side => won += 1,
                    Some(_) => {
                        lost += 1;
                        flags += u32::from(outcome.is_some_and(|o| o.reason == EndReason::Flag));
                    }
                    None => drawn += 1,
                }
            }
            let score = f64::from(2 * won + drawn) * 50.0 / games as f64;
            println!("| {n} | {name} | {score:.1} % (+{won} ={drawn} −{lost}) | {flags} |");
        }
    }
}

#[test]
fn the_rusher_runs_its_1_to_a_gate_and_in() {
    // Issue 33's rush: Blue's 1 on a1 reaches g9 in two moves (a1-c3 over
    // b2, c3-h8 along the diagonal, then h8-g9) and steps in.
    let mut game = Game::new(Rules::default());
    for text in "g3-h2 h12-h11 h2-g3 h11-j9 a1-b2 j9-h7 f1-a1 h7-j5".split_whitespace() {
        game.play_text(text).unwrap();
    }
    let mut road = Vec::new();
    for reply in ["a12-b11", "b11-a12", "a12-b11", ""] {
        let m = rusher(&game);
        road.push(m.to_string());
        game.play(m).unwrap();
        if !reply.is_empty() {
            game.play_text(reply).unwrap();
        }
    }
    assert_eq!(road[3], "g9-f10", "{road:?}");
    assert_eq!(game.outcome().map(|o| o.reason), Some(EndReason::Flag));
}

#[test]
fn the_fixed_depth_player_takes_and_wins_what_it_sees() {
    // Example 10 of §10: Blue's 1 on e9 enters at once.
    let pos = "3,R6,2,R9,4/5,R18,5/4,R17,1,R15,4/4,B1,R16,5/2,R4,8/3,R7,7/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
    let game = Game::from_position(Rules::default(), pos.parse().unwrap());
    assert_eq!(fixed_depth(&game, 3).to_string(), "e9-f10");
}
