use super::{
    games::{MathChess, PuzzleGame},
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

fn puzzle(position: &str, solution: &[&str]) -> Puzzle {
    Puzzle {
        game: GameKind::MathChess,
        position: position.to_owned(),
        solution: solution.iter().map(|&s| s.to_owned()).collect(),
        themes: Vec::new(),
        difficulty: 800,
        source: "hand-made".to_owned(),
    }
}

fn texts(position: &str, line: &[crate::math_chess::Move]) -> Vec<String> {
    let mut game = MathChess::from_text(position).unwrap();
    line.iter()
        .map(|&m| MathChess::play(&mut game, m))
        .collect()
}

#[test]
fn a_capture_of_the_zero_in_one_is_proved() {
    let game = MathChess::from_text(ZERO_IN_ONE).unwrap();
    let line = solve::<MathChess>(&game, 4, 1_000_000).unwrap();
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
        solve::<MathChess>(&game, 4, 1_000_000),
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
    let line = solve::<MathChess>(&game, 4, 10_000_000).unwrap();
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
    weak.solution[1] = MathChess::play(&mut game.clone(), sooner);
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
    let run = |seed| {
        let settings = Settings {
            max_moves: 2,
            max_games: 2,
            screen_nodes: 2_000,
            ..Settings::new(GameKind::MathChess, 1, seed)
        };
        generate(&settings, &mut |_| {})
    };
    let first: Generated = run(5);
    assert!(first.progress.positions > 0);
    assert_eq!(first, run(5));
    for puzzle in &first.puzzles {
        assert_eq!(verify(puzzle), Ok(()), "{puzzle}");
    }
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
