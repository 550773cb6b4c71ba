//! `mathchess play` driven by piped input, as a script would drive it.

use std::{
    io::Write,
    path::PathBuf,
    process::{Command, Stdio},
};

/// Runs `mathchess play ARGS` with `script` on stdin; returns stdout.
fn play(args: &[&str], script: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mathchess"))
        .arg("play")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the mathchess binary starts");
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(script.as_bytes())
        .expect("the script is written");
    let output = child.wait_with_output().expect("mathchess play ends");
    assert!(output.status.success(), "{output:?}");
    assert!(output.stderr.is_empty(), "{output:?}");
    String::from_utf8(output.stdout).expect("UTF-8 output")
}

fn temp_file(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name)
}

#[test]
fn a_scripted_game_with_a_move_choice() {
    // RULES.md §6: Blue 7 on a1 with 4 on a2 takes a5 by 7 − 4 or 7 % 4.
    let record = temp_file("play-choice.json");
    std::fs::write(
        &record,
        r#"{"format": "mathchess-game", "version": 1,
            "rules": {"division": "both", "zero_support": true, "no_move": "loses",
                      "points_target": null, "repetition_draw": true, "first": "blue"},
            "start": "8R0/9/4R13B3/9/8B2/9/R98/9/9/B48/B77B0 b",
            "moves": [], "result": null}"#,
    )
    .unwrap();
    let script = format!(
        "load {}\na1\na5\ne9\n3\n2\ne9\ne8\ni7\ni8\ne8\ne7\ni8\ni11\nhistory\n",
        record.display()
    );
    let out = play(&["--no-color"], &script);
    assert!(
        out.contains("Which formula do you claim for a1xa5?"),
        "{out}"
    );
    assert!(out.contains("  1) 7 − 4 = 3   (support on a2)"), "{out}");
    assert!(out.contains("  2) 7 % 4 = 3   (support on a2)"), "{out}");
    assert!(
        out.contains("choose a formula or cancel the choice first"),
        "{out}"
    );
    assert!(out.contains("the move choice has only 2 options"), "{out}");
    assert!(out.contains("!R0!"), "the 0 in danger: {out}");
    assert!(
        out.contains("Score: Blue 9 (took R9 R0), Red 0 (took -)"),
        "{out}"
    );
    assert!(
        out.contains("Game over: Blue wins (a 0 was captured)."),
        "{out}"
    );
    assert!(out.ends_with("  5. Blue i8xi11=2%3\n"), "{out}");
    assert!(out.contains("  1. Blue a1xa5=7%4\n"), "{out}");
}

#[test]
fn commands_save_load_and_bad_lines() {
    let saved = temp_file("play-saved.json");
    let script = format!(
        "c1\nc4\nfly away\ne10\na11\na10\nundo\nredo\nsave {file}\nnew classic\nload {file}\n\
         review 1\nc4\nback\nlive\norient fixed red\ndraw\ndraw decline\nresign\ne1\nj99\n",
        file = saved.display()
    );
    let out = play(&[], &script);
    assert!(!out.contains('\x1b'), "no colour into a pipe");
    assert!(out.starts_with("Math Chess, chessplayx rules, two players."));
    for line in [
        "unknown command \"fly away\": type a square such as d3, or help",
        "a 0 never moves",
        &format!("Saved to {}.", saved.display()),
        "Reviewing the position after 1 of 2 moves: back, forward, review N, live.",
        "reviewing history: return to the live position to play",
        "Blue offers a draw: Red may type draw accept or draw decline.",
        "Game over: Red wins (resignation).",
        "the game is over",
        "unknown command \"j99\": type a square such as d3, or help",
    ] {
        assert!(
            out.lines().any(|l| l == line),
            "{line:?} missing from {out}"
        );
    }
    let json = std::fs::read_to_string(&saved).unwrap();
    assert!(
        json.contains("\"c1-c4\"") && json.contains("\"a11-a10\""),
        "{json}"
    );
}

#[test]
fn help_and_the_end_of_input() {
    let out = play(&["--rules", "wikipedia"], "help\n");
    assert!(out.starts_with("Math Chess, wikipedia rules"));
    assert!(out.contains("save FILE, load FILE"));
    let out = play(&["--no-color"], "");
    assert!(
        out.ends_with("Blue to move.\n"),
        "ends cleanly at once: {out}"
    );
}

#[test]
fn against_the_computer() {
    // The computer (Red, level 3) answers each move; undo takes back both.
    let out = play(
        &["--computer", "3", "--no-color"],
        "c1\nc4\nhistory\nundo\nhistory\nresign\n",
    );
    assert!(out.starts_with("Math Chess, chessplayx rules, Blue against the computer at level 3."));
    assert!(out.contains("  1. Blue c1-c4\n  2. Red "), "{out}");
    assert!(out.contains("No moves yet."), "{out}");
    assert!(out.contains("Red wins (resignation)"), "{out}");
    // Playing Red: the computer opens as Blue.
    let out = play(
        &["--computer", "1", "--human", "red", "--no-color"],
        "history\n",
    );
    assert!(out.contains("  1. Blue "), "{out}");
}

#[test]
fn a_hint_names_a_legal_move() {
    let out = play(&["--no-color"], "hint\n");
    let hint = out
        .lines()
        .find_map(|l| l.strip_prefix("Hint: "))
        .expect("a hint line");
    let text = hint.split_whitespace().next().unwrap();
    let mut game = mathchess::Game::new(mathchess::Rules::default());
    assert!(game.play_text(text).is_ok(), "{hint}");
}

#[test]
fn a_tap_out_of_reach_and_a_draw_answered_by_the_other_side() {
    let out = play(&["--no-color"], "a1\na5\ndraw\ndraw accept\nundo\n");
    assert!(out.contains("The 1 on a1 cannot reach a5."), "{out}");
    assert!(out.contains("Game over: draw (agreed)."), "{out}");
    // Undo takes back the agreement only: Blue, who offered, is to move.
    assert!(out.trim_end().ends_with("Blue to move."), "{out}");
}
