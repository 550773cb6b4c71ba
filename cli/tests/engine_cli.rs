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
        assert!(!stderr.contains("os error"), "{stderr}");
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
fn bestmove_plays_capture_the_flag() {
    // docs/flag-rules.md §10, Example 10: Blue's 1 on e9 enters Red's flag.
    let gate = "3,R6,2,R9,4/5,R18,5/4,R17,1,R15,4/4,B1,R16,5/2,R4,8/3,R7,7/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
    let output = mathchess(&["bestmove", "--game", "flag", "--depth", "2", gate]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(last_line(&output), "e9-f10");
    let info = String::from_utf8_lossy(&output.stdout);
    assert!(info.starts_with("info depth 1 score 29999 "), "{info}");
    // The first game's position is no position of this one.
    let first = "R9R8R7R6R5R4R3R2R1/4R04/9/9/9/9/9/9/9/4B04/B1B2B3B4B5B6B7B8B9 b";
    let wrong = mathchess(&["bestmove", "--game", "flag", first]);
    assert_eq!(wrong.status.code(), Some(2));
}

#[test]
fn match_plays_capture_the_flag_against_a_random_player() {
    let output = mathchess(&["match", "--game", "flag", "--games", "4", "3", "random"]);
    assert!(output.status.success());
    let summary = last_line(&output);
    assert!(
        summary.starts_with("level:3 vs random: 4.0-0.0 (+4 =0 -0)"),
        "{summary}"
    );
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.lines().count(), 4, "{stderr}");
    // Each game ends by one of Capture the Flag's ways to win.
    let flag_endings = [
        "the 1 entered the flag",
        "a guard was lost",
        "all eleven attackers crossed",
        "no legal move",
    ];
    for line in stderr.lines() {
        assert!(flag_endings.iter().any(|e| line.contains(e)), "{line}");
    }
    let random = mathchess(&[
        "match",
        "--games",
        "2",
        "--max-plies",
        "40",
        "random",
        "random",
    ]);
    assert!(last_line(&random).starts_with("random vs random: "));
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

/// Writes `json` to a file of its own in the temporary directory.
fn record_file(name: &str, json: &str) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!("mathchess-{}-{name}.json", std::process::id()));
    std::fs::write(&path, json).unwrap();
    path
}

fn record(start: &str, moves: &[&str], result: &str) -> String {
    let moves: Vec<String> = moves.iter().map(|m| format!("\"{m}\"")).collect();
    format!(
        r#"{{"format": "mathchess-game", "version": 1,
            "rules": {{"division": "both", "zero_support": true, "no_move": "loses",
                       "points_target": null, "repetition_draw": true, "first": "blue"}},
            "start": "{start}", "moves": [{}], "result": {result}}}"#,
        moves.join(", ")
    )
}

/// Blue's 4 on e2 shields its 0 from Red's 7 and 3; Blue steps it aside
/// and Red takes the 0.
const SHIELDED: &str = "8R0/9/9/9/9/4R74/4R34/9/9/4B44/B93B04 b";

#[test]
fn review_marks_the_blunder() {
    let json = record(
        SHIELDED,
        &["e2-a2", "e6xe1=7-3"],
        r#"{"winner": "red", "reason": "zero-captured"}"#,
    );
    let path = record_file("blunder", &json);
    let output = mathchess(&["review", path.to_str().unwrap()]);
    std::fs::remove_file(&path).ok();
    assert!(output.status.success());
    let stdout = String::from_utf8_lossy(&output.stdout);
    let lines: Vec<&str> = stdout.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(lines.len(), 4, "{stdout}");
    let first: Vec<&str> = lines[0].split_whitespace().collect();
    assert_eq!(
        first[..5],
        ["1.", "Blue", "e2-a2", "-M1", "blunder"],
        "{stdout}"
    );
    let second: Vec<&str> = lines[1].split_whitespace().collect();
    assert_eq!(
        second[..5],
        ["2.", "Red", "e6xe1=7-3", "-M0", "best"],
        "{stdout}"
    );
    // The engine's move is the one played (whatever formula it claims).
    assert!(lines[1].contains("best the move played ("), "{stdout}");
    assert!(
        stdout.starts_with("# value after the move for Blue, a 1 being worth 1.00;"),
        "{stdout}"
    );
    assert_eq!(lines[2], "Blue: inaccuracies 0, mistakes 0, blunders 1");
    assert_eq!(lines[3], "Red: inaccuracies 0, mistakes 0, blunders 0");
}

#[test]
fn review_weighs_a_game_of_capture_the_flag() {
    // docs/flag-rules.md §10, Example 10: Blue's guard sallies (g3-h2)
    // instead of the 1 entering the flag, and Red covers e9 meanwhile
    // (the 1's step away, e9-d8, would still win); the record names its
    // game.
    let gate = "3,R6,2,R9,4/5,R18,5/4,R17,1,R15,4/4,B1,R16,5/2,R4,8/3,R7,7/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
    let json = format!(
        r#"{{"format": "mathchess-game", "game": "capture-the-flag", "version": 1,
            "rules": {{"first": "blue", "quiet_limit": 200, "repetition": "draw"}},
            "start": "{gate}", "moves": ["g3-h2"], "result": null}}"#
    );
    let path = record_file("flag-review", &json);
    let output = mathchess(&["review", "--depth", "2", path.to_str().unwrap()]);
    std::fs::remove_file(&path).ok();
    assert!(output.status.success(), "{output:?}");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let lines: Vec<&str> = stdout.lines().filter(|l| !l.starts_with('#')).collect();
    let first: Vec<&str> = lines[0].split_whitespace().collect();
    assert_eq!(first[..3], ["1.", "Blue", "g3-h2"], "{stdout}");
    assert!(
        lines[0].contains(" blunder ") && lines[0].contains("best e9-f10 ("),
        "{stdout}"
    );
    assert_eq!(lines[1], "Blue: inaccuracies 0, mistakes 0, blunders 1");
}

#[test]
fn review_rejects_bad_files_with_status_2() {
    let illegal = record_file("illegal", &record(SHIELDED, &["e2-e9"], "null"));
    let not_json = record_file("not-json", "{\"format\": ");
    let missing = std::env::temp_dir().join("mathchess-no-such-game.json");
    for args in [
        vec!["review".to_owned()],
        vec!["review".to_owned(), missing.display().to_string()],
        vec!["review".to_owned(), not_json.display().to_string()],
        vec!["review".to_owned(), illegal.display().to_string()],
        vec![
            "review".to_owned(),
            "--nodes".to_owned(),
            "many".to_owned(),
            illegal.display().to_string(),
        ],
        vec![
            "review".to_owned(),
            "a.json".to_owned(),
            "b.json".to_owned(),
        ],
    ] {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let output = mathchess(&args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(!stderr.contains("os error"), "{stderr}");
        assert!(output.stdout.is_empty());
    }
    let output = mathchess(&["review", missing.to_str().unwrap()]);
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        format!(
            "mathchess: cannot read {}: there is no such file\n",
            missing.display()
        )
    );
    std::fs::remove_file(illegal).ok();
    std::fs::remove_file(not_json).ok();
}

#[test]
fn match_saves_games_that_review_reads() {
    let dir = std::env::temp_dir().join(format!("mathchess-{}-match", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    let output = mathchess(&[
        "match",
        "--games",
        "2",
        "--max-plies",
        "6",
        "--save",
        dir.to_str().unwrap(),
        "nodes:200",
        "1",
    ]);
    assert!(output.status.success(), "{output:?}");
    let first = std::fs::read_to_string(dir.join("game-1.json")).unwrap();
    assert!(first.contains("\"blue\": \"nodes:200\""), "{first}");
    assert!(first.contains("\"red\": \"level:1\""), "{first}");
    let second = std::fs::read_to_string(dir.join("game-2.json")).unwrap();
    assert!(second.contains("\"blue\": \"level:1\""), "{second}");
    let game = dir.join("game-2.json");
    let review = mathchess(&["review", "--depth", "2", game.to_str().unwrap()]);
    std::fs::remove_dir_all(&dir).ok();
    assert!(review.status.success(), "{review:?}");
    let stdout = String::from_utf8_lossy(&review.stdout);
    assert!(stdout.lines().any(|l| l.starts_with("Red: ")), "{stdout}");
    // At most one budget.
    let both = mathchess(&["review", "--nodes", "100", "--depth", "2", "game.json"]);
    assert_eq!(both.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&both.stderr).lines().count(), 1);
}

#[test]
fn tune_prints_fitted_weights() {
    let output = mathchess(&["tune", "--games", "2", "--nodes", "300", "--rounds", "20"]);
    assert!(output.status.success());
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.starts_with("samples "), "{stdout}");
    assert!(stdout.contains("    match term {\n"), "{stdout}");
    assert!(stdout.contains("        Term::Piece => "), "{stdout}");
    for bad in [vec!["tune", "extra"], vec!["tune", "--games", "many"]] {
        let output = mathchess(&bad);
        assert_eq!(output.status.code(), Some(2), "{bad:?}");
        assert_eq!(String::from_utf8_lossy(&output.stderr).lines().count(), 1);
    }
}

#[test]
fn match_plays_the_same_games_on_several_threads() {
    let dir = std::env::temp_dir().join(format!("mathchess-{}-jobs", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    let run = |jobs: &str| {
        let save = dir.join(jobs);
        let output = mathchess(&[
            "match",
            "--game",
            "flag",
            "--games",
            "5",
            "--max-plies",
            "30",
            "--jobs",
            jobs,
            "--save",
            save.to_str().unwrap(),
            "nodes:300",
            "nodes:300",
        ]);
        assert!(output.status.success(), "{output:?}");
        let records: Vec<String> = (1..=5)
            .map(|n| std::fs::read_to_string(save.join(format!("game-{n}.json"))).unwrap())
            .collect();
        (
            String::from_utf8_lossy(&output.stderr).into_owned(),
            last_line(&output),
            records,
        )
    };
    let (one, three) = (run("1"), run("3"));
    std::fs::remove_dir_all(&dir).ok();
    assert_eq!(one, three);
    // A player against itself plays each opening once, as Blue: no game twice.
    let (report, _, records) = one;
    assert_eq!(
        report.lines().filter(|l| l.contains(" as Blue: ")).count(),
        5,
        "{report}"
    );
    let mut distinct = records.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), records.len());
    let none = mathchess(&["match", "--jobs", "0", "1", "1"]);
    assert_eq!(none.status.code(), Some(2));
}
