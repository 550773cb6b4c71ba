use super::{
    games::{tags, CaptureTheFlag, MathChess, PuzzleGame},
    generate::solve,
    prove::Prover,
    *,
};
use crate::record::GameKind;

/// Blue's 1 on c3 beside its 2 on d4 takes Red's 0 on g7 by 1 + 2 → 3
/// (`docs/rules.md` §6); Red's 9 far away can still move.
const ZERO_IN_ONE: &str = "R98/9/9/9/6R02/9/9/3B25/2B16/9/8B0 b";
/// The same, and Blue's 9 on g1 beside its 4 on g2 takes it too (9 − 4 → 5).
const TWO_WAYS: &str = "R98/9/9/9/6R02/9/9/3B25/2B16/6B42/6B91B0 b";
/// A puzzle the generator found (seed 1): Red's quiet e3-f2 leaves
/// Blue's 0 on e2 lost in two.
const FOUND: &str = "math-chess | 1B95R2R1/4R04/4R3R43/2B64R51/9/9/9/2R91B4B2R62/4R72B81/1B12B01R82/9 r | e3-f2 b2-b3 g2xe2=8-7 | quiet-move,subtraction,zero-captured | 1100 | seed 1 game 2 ply 37 levels 2/6";

/// A puzzle of `position` and `solution` with the themes and difficulty
/// the core tags it with (nothing when the line does not play).
fn tagged(game: GameKind, goal: Goal, position: &str, solution: &[&str]) -> Puzzle {
    let mut puzzle = Puzzle {
        game,
        position: position.to_owned(),
        solution: solution.iter().map(|&s| s.to_owned()).collect(),
        themes: Vec::new(),
        difficulty: 800,
        source: "hand-made".to_owned(),
    };
    let tags = |p: &Puzzle| match game {
        GameKind::MathChess => tags_of::<MathChess>(p, goal),
        GameKind::CaptureTheFlag => tags_of::<CaptureTheFlag>(p, goal),
    };
    if let Some((themes, difficulty)) = tags(&puzzle) {
        puzzle.themes = themes;
        puzzle.difficulty = difficulty;
    }
    puzzle
}

fn tags_of<G: PuzzleGame>(puzzle: &Puzzle, goal: Goal) -> Option<(Vec<String>, u32)> {
    let start = G::from_text(&puzzle.position).ok()?;
    let mut game = start.clone();
    let line = puzzle
        .solution
        .iter()
        .map(|text| G::play_text(&mut game, text).ok())
        .collect::<Option<Vec<_>>>()?;
    Some(tags::<G>(&start, &line, goal))
}

fn puzzle(position: &str, solution: &[&str]) -> Puzzle {
    tagged(GameKind::MathChess, Goal::Win, position, solution)
}

fn texts(position: &str, line: &[crate::games::math_chess::Move]) -> Vec<String> {
    let mut game = MathChess::from_text(position).unwrap();
    line.iter()
        .map(|&m| MathChess::play_legal(&mut game, m))
        .collect()
}

#[test]
fn a_capture_of_the_zero_in_one_is_proved() {
    let game = MathChess::from_text(ZERO_IN_ONE).unwrap();
    let line = solve::<MathChess>(&game, 4, 1_000_000, Goal::Win).unwrap();
    assert_eq!(texts(ZERO_IN_ONE, &line), ["c3xg7=1+2"]);
    assert_eq!(verify(&puzzle(ZERO_IN_ONE, &["c3xg7"])), Ok(()));
    // The move that does not take the 0 is refused.
    assert!(matches!(
        verify(&puzzle(ZERO_IN_ONE, &["d4-d5"])),
        Err(Refusal::Loses { index: 0, .. })
    ));
}

#[test]
fn two_winning_first_moves_are_not_unique() {
    let game = MathChess::from_text(TWO_WAYS).unwrap();
    assert!(matches!(
        solve::<MathChess>(&game, 4, 1_000_000, Goal::Win),
        Err(Refusal::NotUnique {
            index: 0,
            others: 1,
            ..
        })
    ));
    for first in ["c3xg7", "g1xg7"] {
        let refused = verify(&puzzle(TWO_WAYS, &[first]));
        assert!(
            matches!(
                refused,
                Err(Refusal::NotUnique {
                    index: 0,
                    others: 1,
                    ..
                })
            ),
            "{first}: {refused:?}"
        );
    }
}

#[test]
fn a_found_puzzle_is_proved_and_its_wrong_lines_refused() {
    let found: Puzzle = FOUND.parse().unwrap();
    assert_eq!(verify(&found), Ok(()));
    let game = MathChess::from_text(&found.position).unwrap();
    let line = solve::<MathChess>(&game, 4, 10_000_000, Goal::Win).unwrap();
    assert_eq!(texts(&found.position, &line), found.solution);
    // A first move after which a defence holds.
    let held = puzzle(&found.position, &["h11-h10", "b2-b3", "g2xe2"]);
    assert!(
        matches!(verify(&held), Err(Refusal::Loses { index: 0, .. })),
        "{:?}",
        verify(&held)
    );
    // Claimed as a win in three: a win in two exists.
    let long = puzzle(
        &found.position,
        &["h11-h10", "b2-b3", "h10-h9", "b3-b4", "g2xe2"],
    );
    assert!(matches!(
        verify(&long),
        Err(Refusal::Shorter {
            shortest: 2,
            claimed: 3
        })
    ));
}

/// Another (seed 1): Blue wins in four against the longest defence.
const IN_FOUR: &str = "math-chess | 9/4R04/4R2R63/4B44/1B5B36/9/1R37/1R97/6B22/3B1B02R41/9 b | b7-c8 b4-c4 d2-d3 h2-h3 e8-d9 h3-h4 c8xe10=5-4 | quiet-move,subtraction,zero-captured | 1700 | seed 1 game 13 ply 110 levels 5/4";

#[test]
fn a_defence_that_gives_up_sooner_is_refused() {
    let found: Puzzle = IN_FOUR.parse().unwrap();
    assert_eq!(verify(&found), Ok(()));
    let mut game = MathChess::from_text(&found.position).unwrap();
    MathChess::play_text(&mut game, &found.solution[0]).unwrap();
    let mut prover = Prover::new::<MathChess>(&game, 10_000_000);
    let replies = prover.replies(3, 0);
    // The recorded defence resists three more moves; some reply fewer.
    let recorded = MathChess::play_text(&mut game.clone(), &found.solution[1]).unwrap();
    assert!(replies.contains(&(recorded, 3)));
    let (sooner, _) = *replies.iter().find(|&&(_, d)| d < 3).unwrap();
    let mut weak = found.clone();
    weak.solution[1] = MathChess::play_legal(&mut game.clone(), sooner);
    assert!(
        matches!(verify(&weak), Err(Refusal::WeakDefence { index: 1, .. })),
        "{:?}",
        verify(&weak)
    );
    // No defence holds: every reply loses within three more moves.
    assert!(replies.iter().all(|&(_, d)| (1..=3).contains(&d)));
}

#[test]
fn puzzle_lines_read_back_as_written() {
    let found: Puzzle = FOUND.parse().unwrap();
    assert_eq!(found.to_string(), FOUND);
    assert_eq!(found.moves(), 2);
    let file = to_file("two\nlines", &[found.clone(), found.clone()]);
    assert!(file.starts_with("# two\n# lines\n"));
    assert_eq!(parse_file(&file), Ok(vec![found.clone(), found]));
}

#[test]
fn a_puzzles_id_is_its_line_hashed_and_each_its_own() {
    let found: Puzzle = FOUND.parse().unwrap();
    // FNV-1a of "math-chess|<position>|e3-f2 b2-b3 g2xe2=8-7": a learner's
    // save names puzzles by it, so it never changes.
    assert_eq!(found.id(), "fd191c27bfc2069f");
    let mut retagged = found.clone();
    retagged.themes.clear();
    retagged.difficulty = 900;
    assert_eq!(retagged.id(), found.id());
    for game in [GameKind::MathChess, GameKind::CaptureTheFlag] {
        let ids: std::collections::HashSet<String> = library(game).iter().map(Puzzle::id).collect();
        assert_eq!(ids.len(), library(game).len(), "{game:?}");
    }
}

#[test]
fn malformed_lines_are_refused_by_name() {
    let cases = [
        ("math-chess | x", ParsePuzzleError::Fields(2)),
        (
            "chess | p | e2-e4 | | 800 | s",
            ParsePuzzleError::Game("chess".to_owned()),
        ),
        (
            "math-chess | p |  | | 800 | s",
            ParsePuzzleError::NoSolution,
        ),
        (
            "math-chess | p | a1-a2 a3-a4 | | 800 | s",
            ParsePuzzleError::SolutionLength(2),
        ),
        (
            "math-chess | p | a1-a2 | | hard | s",
            ParsePuzzleError::Difficulty("hard".to_owned()),
        ),
    ];
    for (line, error) in cases {
        assert_eq!(line.parse::<Puzzle>(), Err(error), "{line}");
    }
    let file = format!("# header\n{FOUND}\nmath-chess | x\n");
    assert_eq!(
        parse_file(&file),
        Err(PuzzleLineError {
            line: 3,
            error: ParsePuzzleError::Fields(2)
        })
    );
    // Lines that read but do not hold: a bad position, an illegal move.
    assert!(matches!(
        verify(&puzzle("R98/9 b", &["c3xg7"])),
        Err(Refusal::Position(_))
    ));
    assert!(matches!(
        verify(&puzzle(ZERO_IN_ONE, &["c3xg6"])),
        Err(Refusal::Move { index: 0, .. })
    ));
}

#[test]
fn the_generator_is_deterministic_by_seed() {
    let run = |goal, games| {
        let settings = Settings {
            max_moves: 2,
            max_games: games,
            screen_nodes: 2_000,
            ..Settings::for_goal(GameKind::MathChess, goal, 1, 5)
        };
        generate(&settings, &mut |_| {})
    };
    let runs = [(Goal::Win, 2), (Goal::Material, 3)].map(|(goal, games)| {
        let first: Generated = run(goal, games);
        assert!(first.progress.positions > 0);
        assert_eq!(first, run(goal, games));
        for puzzle in &first.puzzles {
            assert_eq!(verify(puzzle), Ok(()), "{puzzle}");
        }
        first
    });
    // Seed 5's third game: Red's 7 on c11 over its 6 on c10 takes Blue's
    // 8 on c7 (7 + 6 → 3), and nothing takes it back.
    let material = &runs[1].puzzles;
    assert_eq!(material.len(), 1);
    assert_eq!(Goal::of(&material[0]), Goal::Material);
    assert_eq!(material[0].solution, ["c11xc7=7+6"]);
}

/// Every puzzle the library carries for `game`, proved again: none
/// skipped (a line that does not read fails the test).
fn committed_puzzles_are_proved(game: GameKind, text: &str) {
    let puzzles = parse_file(text).unwrap();
    let lines = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .count();
    assert_eq!(puzzles.len(), lines);
    assert_eq!(committed(game), puzzles);
    for puzzle in &puzzles {
        assert_eq!(puzzle.game, game, "{puzzle}");
        assert_eq!(verify(puzzle), Ok(()), "{puzzle}");
    }
}

#[test]
fn every_committed_math_chess_puzzle_is_proved() {
    committed_puzzles_are_proved(
        GameKind::MathChess,
        include_str!("../../data/puzzles/math_chess.txt"),
    );
}

#[test]
fn every_committed_flag_puzzle_is_proved() {
    committed_puzzles_are_proved(
        GameKind::CaptureTheFlag,
        include_str!("../../data/puzzles/flag.txt"),
    );
}

/// Blue's 1 on c3 beside its 2 on d4 takes Red's 5 on g7 by 1 + 2 → 3;
/// Red's 9 and 0 far away take nothing back.
const PIECE_IN_ONE: &str = "R97R0/9/9/9/6R52/9/9/3B25/2B16/9/8B0 b";
/// The same, and Red's 3 on g10 over its 1 on g9 takes back on g7 by
/// 3 − 1 → 2: an exchange, not a gain.
const PIECE_TAKEN_BACK: &str = "R97R0/6R32/6R12/9/6R52/9/9/3B25/2B16/9/8B0 b";

#[test]
fn a_piece_won_for_good_is_a_material_puzzle() {
    let game = MathChess::from_text(PIECE_IN_ONE).unwrap();
    let line = solve::<MathChess>(&game, 3, 1_000_000, Goal::Material).unwrap();
    assert_eq!(texts(PIECE_IN_ONE, &line), ["c3xg7=1+2"]);
    let won = tagged(
        GameKind::MathChess,
        Goal::Material,
        PIECE_IN_ONE,
        &["c3xg7"],
    );
    assert_eq!(won.themes, ["addition", MATERIAL_THEME]);
    assert_eq!(Goal::of(&won), Goal::Material);
    assert_eq!(verify(&won), Ok(()));
    // No win of the game is there: as a puzzle of a win it fails.
    let as_win = Puzzle {
        themes: vec!["addition".to_owned()],
        ..won.clone()
    };
    assert!(
        matches!(verify(&as_win), Err(Refusal::Loses { index: 0, .. })),
        "{:?}",
        verify(&as_win)
    );
    // Tags that are not the core's are refused.
    let mistagged = Puzzle {
        difficulty: 900,
        ..won
    };
    assert!(matches!(verify(&mistagged), Err(Refusal::Tags { .. })));
}

/// At `position` the solver's `capture` takes a piece the defence takes
/// back: no gain in one move, not reached after it, and a puzzle of it
/// is refused.
fn taken_back_is_no_gain<G: PuzzleGame>(position: &str, capture: &str) {
    let game = G::from_text(position).unwrap();
    assert_eq!(
        solve::<G>(&game, 1, 1_000_000, Goal::Material),
        Err(Refusal::NoWin(1)),
        "{capture}"
    );
    let near = tagged(G::NAME, Goal::Material, position, &[capture]);
    assert!(
        matches!(verify(&near), Err(Refusal::Loses { index: 0, .. })),
        "{capture}: {:?}",
        verify(&near)
    );
    let mut prover = Prover::for_goal::<G>(&game, 1_000_000, Goal::Material);
    prover.play(G::play_text(&mut game.clone(), capture).unwrap());
    assert!(!prover.achieved(1), "{capture}");
}

#[test]
fn a_piece_the_defence_takes_back_is_no_gain() {
    taken_back_is_no_gain::<MathChess>(PIECE_TAKEN_BACK, "c3xg7");
    // After the capture the gain is there, and the reply g10xg7 takes
    // it back: not reached (above). Without Red's 3 and 1 it is.
    let game = MathChess::from_text(PIECE_IN_ONE).unwrap();
    let mut prover = Prover::for_goal::<MathChess>(&game, 1_000_000, Goal::Material);
    prover.play(MathChess::play_text(&mut game.clone(), "c3xg7").unwrap());
    assert!(prover.achieved(1));
}

/// A Capture the Flag puzzle the generator found (seed 1): Red's 7 steps
/// e6-d5 and flanks Blue's 8 on d4 with its 1 on d3 (P: 7 + 1 = 8), and
/// no answer of Blue's takes a piece back.
const FLAG_PIECE: &str = "capture-the-flag | 3,R5,2,R2,R4,R6,R8,R10/5,R18,5/4,R17,1,R15,4/5,R16,5/11/6,B11,1,B2,2/4,R7,6/1,R11,4,B1,1,B3,2/3,B8,1,B16,1,B9,3/B6,R9,1,R1,B15,1,B17,4/5,B18,1,B5,3/9,B7,1 r - - 1 | e6xd5 | capture-P,material-gain | 800 | seed 1 game 8 ply 51 levels 1/4";
/// A near miss (seed 1, rejected): Red's 5 steps d12-d11 and flanks
/// Blue's 4 on d10 with its 11 on d9 (P: 5 + 11 = 16 = 4 × 4), but
/// Blue's guard 17 sallies g3-h4 and takes Red's 3 on h3 with its 5 on h2
/// (G: 17 − 5 = 12 = 4 × 3).
const FLAG_TAKEN_BACK: &str = "1,R9,1,R5,3,R4,1,R8,1/5,R18,5/R7,2,B4,R17,1,R15,3,R10/3,R11,1,R16,5/11/6,B6,4/5,B10,5/2,B7,7,B2/5,B16,R6,2,B3,1/3,R1,B15,1,B17,R3,3/1,B8,R2,2,B18,1,B5,3/5,B1,3,B9,B11 r - - 45";

#[test]
fn a_flag_piece_won_for_good_is_proved_and_one_taken_back_is_not() {
    let found: Puzzle = FLAG_PIECE.parse().unwrap();
    assert_eq!(Goal::of(&found), Goal::Material);
    assert_eq!(verify(&found), Ok(()));
    let game = CaptureTheFlag::from_text(&found.position).unwrap();
    let line = solve::<CaptureTheFlag>(&game, 2, 1_000_000, Goal::Material).unwrap();
    assert_eq!(line.len(), 1);

    taken_back_is_no_gain::<CaptureTheFlag>(FLAG_TAKEN_BACK, "d12xd11");
    let mut after = CaptureTheFlag::from_text(FLAG_TAKEN_BACK).unwrap();
    CaptureTheFlag::play_text(&mut after, "d12xd11").unwrap();
    let back = CaptureTheFlag::play_text(&mut after, "g3xh4").unwrap();
    assert!(back.is_capture());
}

#[test]
fn a_siege_that_cannot_be_lifted_is_a_win_named_by_its_ending() {
    let siege = committed(GameKind::CaptureTheFlag)
        .into_iter()
        .find(|p| p.themes.iter().any(|t| t == "guard-lost"))
        .unwrap();
    assert_eq!(Goal::of(&siege), Goal::Win);
    assert!(siege.themes.iter().any(|t| t == "siege"));
    assert_eq!(verify(&siege), Ok(()));
    let mut game = CaptureTheFlag::from_text(&siege.position).unwrap();
    for text in &siege.solution {
        CaptureTheFlag::play_text(&mut game, text).unwrap();
    }
    let outcome = game.outcome().unwrap();
    assert_eq!(
        outcome.reason,
        crate::games::capture_the_flag::EndReason::GuardLost
    );
    assert_eq!(outcome.winner, Some(!game.position().turn()));
}
