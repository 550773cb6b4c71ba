//! Tests of the searcher's parts: the checks around the 0s, repetition,
//! the node budget, the endings, the reductions.

use std::sync::atomic::AtomicBool;

use super::{negamax::late_move_reduction, Node, Searcher};
use crate::{
    games::math_chess::{
        engine::{node::MathNode, Engine},
        Game, Preset, Rules, SquareSet,
    },
    search::Limits,
    search::{
        params::{PANIC_DROP, PANIC_FACTOR},
        score::{mate_in, mated_in},
    },
};

/// A depth-1 searcher of the first game at `game`.
fn searcher<'a>(
    engine: &'a mut Engine,
    stop: &'a AtomicBool,
    game: &Game,
) -> Searcher<'a, MathNode> {
    let root = MathNode::root(game);
    Searcher::new(engine, root.node, root.repetitions, &Limits::depth(1), stop)
}

fn searcher_after<'a>(
    engine: &'a mut Engine,
    stop: &'a AtomicBool,
    rules: Rules,
    moves: &[&str],
) -> Searcher<'a, MathNode> {
    let mut game = Game::new(rules);
    for text in moves {
        game.play_text(text).unwrap();
    }
    searcher(engine, stop, &game)
}

/// Which of `moves` (move text) lose at once in `position`.
fn lost_at_once(position: &str, rules: Rules, moves: &[&str]) -> Vec<bool> {
    let game = Game::from_position(rules, position.parse().unwrap());
    let (mut engine, stop) = (Engine::with_hash_megabytes(1), AtomicBool::new(false));
    let mut searcher = searcher(&mut engine, &stop, &game);
    moves
        .iter()
        .map(|text| {
            let (m, _) = searcher
                .node
                .pos
                .resolve(&rules, &text.parse().unwrap())
                .unwrap();
            searcher.node.loses_at_once(m, &searcher.repetitions)
        })
        .collect()
}

#[test]
fn a_move_that_leaves_a_zero_to_be_taken_loses_at_once() {
    // Blue's 4 on e2 shields its 0 (e1) from Red's 7 and 3 on the e-file.
    let shielded = "8R0/9/9/9/9/4R74/4R34/9/9/4B44/B93B04 b";
    let rules = Preset::Chessplayx.rules();
    assert_eq!(
        lost_at_once(shielded, rules, &["e2-a2", "e2-e3", "a1-a3", "e2-d1"]),
        [true, false, false, true]
    );
    // Already attacked (the 4 stands aside): only the move back saves it,
    // and the others are dropped before the search.
    let open = "8R0/9/9/9/9/4R74/4R34/9/9/B48/B93B04 b";
    assert_eq!(
        kept_when_attacked(open, rules),
        (vec!["a2-e2".to_owned()], true)
    );
    // Reaching the points target wins before the 0 can be taken: Blue's
    // 7 (a1, with 4 on a2) takes Red's 9 on a5 while Red's 7 and 3 attack
    // e1 (7 − 3 = 4); else only the 4's block saves the 0.
    let mut target = Preset::Classic.rules();
    target.points_target = crate::games::math_chess::PointsTarget::new(9).ok();
    let race = "8R0/9/9/9/9/4R74/R93R34/9/9/B48/B73B04 b";
    let block = "a2-e2".to_owned();
    assert_eq!(kept_when_attacked(race, rules), (vec![block.clone()], true));
    let wins_first = vec!["a1xa5".to_owned(), block];
    assert_eq!(kept_when_attacked(race, target), (wins_first, true));
}

/// The moves kept by `drop_lost_moves` in `position`, whose side to move
/// has a 0 attacked, and whether any was dropped.
fn kept_when_attacked(position: &str, rules: Rules) -> (Vec<String>, bool) {
    let game = Game::from_position(rules, position.parse().unwrap());
    let (mut engine, stop) = (Engine::with_hash_megabytes(1), AtomicBool::new(false));
    let mut searcher = searcher(&mut engine, &stop, &game);
    assert!(searcher.node.in_danger());
    let mut moves = game.legal_moves();
    let (dropped, shields) = searcher
        .node
        .drop_lost_moves(&mut moves, true, &searcher.repetitions);
    assert_eq!(shields, SquareSet::EMPTY);
    let kept = moves.iter().map(ToString::to_string).collect();
    (kept, dropped.is_some())
}

fn repeats_after(rules: Rules, moves: &[&str], next: &str) -> bool {
    let (mut engine, stop) = (Engine::with_hash_megabytes(1), AtomicBool::new(false));
    let mut searcher = searcher_after(&mut engine, &stop, rules, moves);
    let text = next.parse().unwrap();
    let (m, _) = searcher.node.pos.resolve(&rules, &text).unwrap();
    searcher.make(m, false);
    searcher.repetitions.is_repetition()
}

#[test]
fn repetition_counts_game_history_and_search_path() {
    let rules = Preset::Chessplayx.rules();
    let cycle = ["a1-a2", "i11-i10", "a2-a1", "i10-i11"];
    // Back to the start a second time: not yet a draw.
    assert!(!repeats_after(rules, &cycle[..3], cycle[3]));
    // A third time: a draw, unless repetition is off.
    let mut twice: Vec<&str> = cycle.to_vec();
    twice.extend(&cycle[..3]);
    assert!(repeats_after(rules, &twice, cycle[3]));
    let off = Rules {
        repetition_draw: false,
        ..rules
    };
    assert!(!repeats_after(off, &twice, cycle[3]));
    // A position first seen inside the search counts at its second time.
    let (mut engine, stop) = (Engine::with_hash_megabytes(1), AtomicBool::new(false));
    let mut searcher = searcher_after(&mut engine, &stop, rules, &[]);
    for text in cycle {
        let (m, _) = searcher
            .node
            .pos
            .resolve(&rules, &text.parse().unwrap())
            .unwrap();
        searcher.make(m, false);
    }
    assert!(searcher.repetitions.is_repetition());
}

#[test]
fn a_best_move_that_drops_far_doubles_the_node_budget_once() {
    let (mut engine, stop) = (Engine::with_hash_megabytes(1), AtomicBool::new(false));
    let mut searcher = searcher_after(&mut engine, &stop, Rules::default(), &[]);
    searcher.limits.nodes = Some(1_000);
    searcher.panic_if_dropped(-500);
    assert_eq!(searcher.limits.nodes, Some(1_000), "no iteration before");
    searcher.last_score = Some(100);
    searcher.panic_if_dropped(100 - PANIC_DROP);
    assert_eq!(searcher.limits.nodes, Some(1_000), "not far enough");
    searcher.panic_if_dropped(99 - PANIC_DROP);
    assert_eq!(searcher.limits.nodes, Some(1_000 * PANIC_FACTOR));
    searcher.panic_if_dropped(-1_000);
    assert_eq!(
        searcher.limits.nodes,
        Some(1_000 * PANIC_FACTOR),
        "once a search"
    );
}

#[test]
fn a_game_without_moves_ends_by_the_rules() {
    let (mut engine, stop) = (Engine::with_hash_megabytes(1), AtomicBool::new(false));
    let loses = searcher_after(&mut engine, &stop, Preset::Chessplayx.rules(), &[]);
    assert_eq!(loses.node.no_move_score(3), mated_in(3));
    let mut score = searcher_after(&mut engine, &stop, Preset::Wikipedia.rules(), &[]).node;
    assert_eq!(score.no_move_score(3), 0, "equal scores draw");
    score.scores = [5, 2];
    assert_eq!(score.no_move_score(3), mate_in(3), "Blue to move, ahead");
    score.scores = [1, 2];
    assert_eq!(score.no_move_score(3), mated_in(3));
}

#[test]
fn reaching_the_points_target_ends_the_game() {
    let (mut engine, stop) = (Engine::with_hash_megabytes(1), AtomicBool::new(false));
    let mut node = searcher_after(&mut engine, &stop, Preset::Classic.rules(), &[]).node;
    assert_eq!(node.terminal(2), None);
    // Red, who just moved, has 20 points: Blue to move has lost.
    node.scores = [0, 20];
    assert_eq!(node.terminal(2), Some(mated_in(2)));
    // Blue to move with 20 points cannot arise in play; the game would
    // call it Blue's win, and so does the search.
    node.scores = [20, 0];
    assert_eq!(node.terminal(2), Some(mate_in(2)));
}

#[test]
fn reductions_stay_within_depth() {
    for depth in 3..40 {
        for index in 3..crate::games::math_chess::MAX_MOVES {
            let r = late_move_reduction(depth, index);
            assert!(r >= 1 && depth - 1 - r >= 1, "{depth} {index}");
        }
    }
}
