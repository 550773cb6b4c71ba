//! `mathchess puzzle` driven by piped input: the first puzzle solved from
//! the moves its solution shows, a wrong move taken back and said why, the
//! rating kept in the progress file, and a corrupt file refused. Nothing
//! here names a puzzle of the library: each test reads what it needs from
//! the command, or from the library as the command reads it.

mod common;

use std::{fs, process::Output};

use mathchess::{
    games::math_chess::notation::MoveText,
    learner::{Learner, PuzzleResult},
    puzzle::{PuzzleSession, Verdict},
    record::GameKind,
    session::{MathChess, Tapped},
};

/// Runs `mathchess puzzle ARGS` with `script` on stdin.
fn puzzle(args: &[&str], script: &str) -> Output {
    common::run_script("puzzle", args, script)
}

fn stdout(output: &Output) -> String {
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout.clone()).expect("UTF-8 output")
}

/// The player's moves of the first puzzle, as `solution` shows them.
fn shown_moves(args: &[&str]) -> Vec<String> {
    let out = stdout(&puzzle(args, "solution\n"));
    out.lines()
        .filter_map(|line| line.strip_prefix("The solution: "))
        .map(|rest| {
            let text = rest.split(';').next().unwrap_or(rest);
            text.trim_end_matches('.').to_owned()
        })
        .collect()
}

#[test]
fn the_first_puzzle_solved_and_kept_in_the_progress_file() {
    let moves = shown_moves(&[]);
    assert!(!moves.is_empty());
    let folder = tempfile::tempdir().unwrap();
    let file = folder.path().join("learner.json");
    let path = file.to_str().unwrap();
    let out = stdout(&puzzle(&["--progress", path], &(moves.join("\n") + "\n")));
    assert!(out.starts_with("Math Chess puzzle "));
    assert!(out.contains("to move and win in"));
    assert!(out.contains("Rating 1500? (0 solved, 0 failed)."));
    assert_eq!(out.matches("Right: ").count(), moves.len(), "{out}");
    assert!(out.contains("Solved! Rating 1500? → "), "{out}");
    assert!(out.contains("The puzzle is over: type next for another."));
    // Kept: the next run starts from it, with another puzzle.
    let saved = Learner::load(&fs::read_to_string(&file).unwrap()).unwrap();
    let track = saved.track(GameKind::MathChess);
    assert_eq!((track.solved, track.failed), (1, 0));
    assert_eq!(track.puzzles.values().next(), Some(&PuzzleResult::Solved));
    let again = stdout(&puzzle(&["--progress", path], ""));
    assert!(again.contains("(1 solved, 0 failed)"), "{again}");
    let first_line = |text: &str| text.lines().next().map(str::to_owned);
    assert_ne!(first_line(&again), first_line(&out));
}

/// A move of the first puzzle that lets the win go, found in the puzzle
/// the command starts with: the library's nearest a new learner's rating.
fn wrong_move() -> String {
    let session = PuzzleSession::<MathChess>::first(&Learner::new()).unwrap();
    let game = session.board().game().clone();
    game.legal_moves()
        .into_iter()
        .map(|m| MoveText::of(game.position(), m, m.ops().iter().next()))
        .find(|text| {
            let mut trial = PuzzleSession::<MathChess>::first(&Learner::new()).unwrap();
            matches!(
                trial.play_text(text, &mut Learner::new()),
                Ok(Tapped::Played(Verdict::Wrong { .. }))
            )
        })
        .expect("a move that lets the win go")
        .to_string()
}

#[test]
fn a_wrong_move_is_taken_back_and_said_why() {
    let wrong = wrong_move();
    // F1 first, as a plain terminal sends it: refused, nothing played.
    let out = stdout(&puzzle(
        &[],
        &format!("\x1bOP\n{wrong}\nboard\nhelp\nnext\n"),
    ));
    assert!(
        out.contains("Keys such as F1 and the arrows are not read here: type a square name"),
        "{out}"
    );
    assert!(
        out.contains(&format!("Not {wrong}: it does not win in ")),
        "{out}"
    );
    assert!(out.contains("Counted as failed. Rating 1500? → "), "{out}");
    assert!(out.contains("(0 solved, 1 failed)"));
    // The help, a line a command: `solution` plays the rest.
    assert!(
        out.contains("\n  hint      mark the piece to move\n"),
        "{out}"
    );
    assert!(
        out.contains("\n  solution  play the rest of the solution, move by move\n"),
        "{out}"
    );
    // The next puzzle: the one left was counted already, once.
    assert_eq!(out.matches("Counted as failed").count(), 1);
    assert_eq!(out.matches("Math Chess puzzle ").count(), 3, "{out}");
}

#[test]
fn capture_the_flag_has_puzzles_too() {
    let moves = shown_moves(&["--game", "flag"]);
    let out = stdout(&puzzle(
        &["--game", "flag"],
        &format!("hint\n{}\n", moves.join("\n")),
    ));
    assert!(out.starts_with("Capture the Flag puzzle "));
    assert!(out.contains("Hint: the piece on "));
    assert!(out.contains("Counted as failed. Rating 1500? → "), "{out}");
    assert_eq!(out.matches("Right: ").count(), moves.len(), "{out}");
    assert!(!out.contains("Solved!"), "a hint costs the win");
}

#[test]
fn a_corrupt_progress_file_is_refused_by_name() {
    let folder = tempfile::tempdir().unwrap();
    let file = folder.path().join("learner.json");
    fs::write(&file, "{\"format\": ").unwrap();
    let output = puzzle(&["--progress", file.to_str().unwrap()], "");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.contains("learner.json: the save breaks off at line 1"),
        "{stderr}"
    );
}

#[test]
fn bad_lines_get_short_sentences() {
    let long = "x".repeat(5000);
    let out = stdout(&puzzle(&[], &format!("{long}\nl12\n0\n")));
    let said: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.starts_with("Rating "))
        .skip(1)
        .filter(|l| !l.is_empty())
        .collect();
    assert_eq!(
        said,
        [
            &format!(
                "Unknown command \"{}…\": type a square such as c1, a move, or help for the commands.",
                "x".repeat(40)
            ) as &str,
            // The player's square as typed, not capitalized.
            "l12 is not on the board: files are a to i, ranks 1 to 11.",
            "Usage: options are numbered from 1.",
        ],
        "{out}"
    );
}
