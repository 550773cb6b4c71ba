//! The engine's subcommands, `bestmove` and `match`, run as a user would.

use std::process::{Command, Output};

fn mathchess(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mathchess"))
        .args(args)
        .output()
        .expect("the mathchess binary runs")
}

fn last_line(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .last()
        .unwrap_or_default()
        .to_owned()
}

#[test]
fn bestmove_prints_the_move_with_its_formula_last() {
    // Blue 1 on c3 with 2 on d4 takes Red's 0 on g7 by 1+2.
    let output = mathchess(&[
        "bestmove",
        "--level",
        "3",
        "9/9/9/9/6R02/9/9/3B25/2B16/9/8B0 b",
    ]);
    assert!(output.status.success());
    assert_eq!(last_line(&output), "c3xg7=1+2");
    // The position may also come as two operands.
    let output = mathchess(&[
        "bestmove",
        "--nodes",
        "2000",
        "R9R8R7R6R5R4R3R2R1/4R04/9/9/9/9/9/9/9/4B04/B1B2B3B4B5B6B7B8B9",
        "b",
    ]);
    assert!(output.status.success());
    let text = last_line(&output);
    assert!(text.len() >= 5 && text.contains('-'), "{text}");
}

#[test]
fn bestmove_rejects_bad_input_with_status_2() {
    let start = "R9R8R7R6R5R4R3R2R1/4R04/9/9/9/9/9/9/9/4B04/B1B2B3B4B5B6B7B8B9 b";
    for args in [
        vec!["bestmove"],
        vec!["bestmove", "--level", "9", start],
        vec!["bestmove", "--level", "3", "--nodes", "100", start],
        vec!["bestmove", "--ms", "soon", start],
        vec!["bestmove", "--rules", "chess", start],
        vec!["bestmove", "R9R8 b"],
        // Red's 0 is gone: the game is over.
        vec!["bestmove", "9/9/9/9/9/9/9/9/9/9/B0B17 b"],
    ] {
        let output = mathchess(&args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(output.stdout.is_empty());
    }
}

#[test]
fn match_prints_the_score() {
    let output = mathchess(&[
        "match",
        "--games",
        "2",
        "--max-plies",
        "16",
        "nodes:200",
        "1",
    ]);
    assert!(output.status.success());
    let summary = last_line(&output);
    assert!(summary.starts_with("nodes:200 vs level:1: "), "{summary}");
    assert!(summary.contains(" over 2 games: "), "{summary}");
    assert_eq!(String::from_utf8_lossy(&output.stderr).lines().count(), 2);
    let bad = mathchess(&["match", "3"]);
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn match_against_another_program() {
    // This very binary as the other program: it sees positions only.
    let program = format!(
        "exec:{} bestmove --nodes 300",
        env!("CARGO_BIN_EXE_mathchess")
    );
    let output = mathchess(&[
        "match",
        "--games",
        "2",
        "--max-plies",
        "12",
        &program,
        "nodes:300",
    ]);
    assert!(output.status.success());
    assert!(last_line(&output).contains(" over 2 games: "));
    // A program that cannot run loses every game, and the match goes on.
    let output = mathchess(&["match", "--games", "2", "exec:/nonexistent/engine", "1"]);
    assert!(output.status.success());
    assert!(
        last_line(&output).contains("(+0 =0 -2)"),
        "{}",
        last_line(&output)
    );
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("/nonexistent/engine"), "{stderr}");
}
