//! `mathchess play` driven by piped input, as a script would drive it.

mod common;

use std::path::PathBuf;

/// What `mathchess play` printed and how it ended.
struct Played {
    out: String,
    err: String,
    code: Option<i32>,
}

/// Runs `mathchess play ARGS` with `script` on stdin.
fn run_play(args: &[&str], script: &str) -> Played {
    let output = common::run_script("play", args, script);
    Played {
        out: String::from_utf8(output.stdout).expect("UTF-8 output"),
        err: String::from_utf8(output.stderr).expect("UTF-8 errors"),
        code: output.status.code(),
    }
}

/// The line that ends piped input on a game with moves not saved.
const LOST: &str = "mathchess: the input ended with the game (";

/// Runs a script every line of which is accepted; returns stdout. A script
/// that leaves moves unsaved ends with status 1 and the one line saying so.
fn play(args: &[&str], script: &str) -> String {
    let played = run_play(args, script);
    let lost = played.err.starts_with(LOST);
    let code = if lost { 1 } else { 0 };
    assert_eq!(played.code, Some(code), "{}{}", played.out, played.err);
    assert!(
        played.err.is_empty() || (lost && played.err.lines().count() == 1),
        "{}",
        played.err
    );
    played.out
}

/// Runs a script with refused lines: exit status 1, each refusal on stderr
/// with its line number, then a line counting them. Returns stdout and the
/// refusals.
fn play_refused(args: &[&str], script: &str) -> (String, String) {
    let played = run_play(args, script);
    assert_eq!(played.code, Some(1), "{}{}", played.out, played.err);
    // The count of the refusals, and the moves lost if not saved.
    let ends = played
        .err
        .lines()
        .rev()
        .take_while(|l| l.starts_with("mathchess: "))
        .count();
    assert!(
        (1..=2).contains(&ends) && played.err.contains("of the input w"),
        "{}",
        played.err
    );
    assert!(
        played
            .err
            .lines()
            .rev()
            .skip(ends)
            .all(|l| l.starts_with("line ")),
        "{}",
        played.err
    );
    (played.out, played.err)
}

fn temp_file(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name)
}

/// Asserts that each of `lines` is a whole line of `out`.
fn assert_lines(out: &str, lines: &[&str]) {
    for line in lines {
        assert!(
            out.lines().any(|l| l == *line),
            "{line:?} missing from {out}"
        );
    }
}

/// A record of docs/rules.md §6's position: Blue 7 on a1 with 4 on a2 takes a5
/// by 7 − 4 or 7 % 4; Red's 0 on i11 falls to i8xi11=2%3 five moves later.
fn short_game_record(name: &str) -> PathBuf {
    let record = temp_file(name);
    std::fs::write(
        &record,
        r#"{"format": "mathchess-game", "version": 1,
            "rules": {"division": "both", "zero_support": true, "no_move": "loses",
                      "points_target": null, "repetition_draw": true, "first": "blue"},
            "start": "8R0/9/4R13B3/9/8B2/9/R98/9/9/B48/B77B0 b",
            "moves": [], "result": null}"#,
    )
    .unwrap();
    record
}

#[test]
fn a_scripted_game_with_a_move_choice() {
    let record = short_game_record("play-choice.json");
    let script = format!(
        "load {}\na1\na5\ne9\n3\n2\ne9\ne8\ni7\ni8\ne8\ne7\ni8\ni11\nhistory\n",
        record.display()
    );
    let (out, err) = play_refused(&["--no-color"], &script);
    assert!(
        out.contains("Which formula do you claim for a1xa5?"),
        "{out}"
    );
    assert!(out.contains("  1) 7 − 4 = 3   (support on a2)"), "{out}");
    assert!(out.contains("  2) 7 % 4 = 3   (support on a2)"), "{out}");
    assert_lines(
        &err,
        &[
            "line 4: choose a formula or cancel the choice first",
            "line 5: the move choice has only 2 options",
            "mathchess: 2 lines of the input were refused (lines 4, 5)",
        ],
    );
    assert!(out.contains("!R0!"), "the 0 in danger: {out}");
    // The mark is said in words, for whoever is to move.
    assert_lines(
        &out,
        &[
            "Blue played a1xa5 = 7 % 4 = 3 (3 squares beyond the support on a2), taking R9",
            "Red's 0 on i11 is under attack: protect it, or Blue takes it and wins.",
        ],
    );
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
    let (out, err) = play_refused(&[], &script);
    assert!(!out.contains('\x1b'), "no colour into a pipe");
    assert!(out.starts_with("Math Chess, chessplayx rules, two players."));
    assert_lines(
        &out,
        &[
            "Took back Red a11-a10",
            "Played again: Red a11-a10",
            &format!("Saved to {}.", saved.display()),
            "New game, classic rules: the enemy 0 or 20 points win.",
            "Score: Blue 0 (took -), Red 0 (took -); 20 points win",
            "Reviewing the position after move 1 of 2 (Blue c1-c4): back, forward, review N, live.",
            "Blue offers a draw: Red may type draw accept or draw decline.",
            "Red declines the draw.",
            "Game over: Red wins (resignation).",
        ],
    );
    assert_lines(
        &err,
        &[
            "line 3: unknown command \"fly away\": type a square name such as c1, rules or help",
            "line 4: the 0 on e10 never moves",
            "line 13: browsing history: return to the live position to play",
            "line 20: the game is over",
            "line 21: j99 is not on the board: files are a to i, ranks 1 to 11",
            "mathchess: 5 lines of the input were refused (lines 3, 4, 13, 20, 21)",
        ],
    );
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
    // Each command's line starts in the same column, the first shared one too.
    for game in ["mathchess", "flag"] {
        let out = play(&["--game", game], "help\n");
        assert!(
            out.contains("\n  undo, redo         take back a move, play it again\n"),
            "{game}: {out}"
        );
    }
    let out = play(&["--no-color"], "");
    assert!(
        out.ends_with("Blue to move.\n"),
        "ends cleanly at once: {out}"
    );
}

#[test]
fn rule_options_on_top_of_the_preset() {
    let out = play(
        &[
            "--rules",
            "wikipedia",
            "--rule",
            "first=red",
            "--rule",
            "points_target=25",
        ],
        "",
    );
    assert!(
        out.starts_with(
            "Math Chess, wikipedia rules with points_target=25, first=red, two players."
        ),
        "{out}"
    );
    assert!(out.ends_with("Red to move.\n"), "Red moves first: {out}");
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
    let mut game =
        mathchess::games::math_chess::Game::new(mathchess::games::math_chess::Rules::default());
    assert!(game.play_text(text).is_ok(), "{hint}");
}

#[test]
fn moves_typed_in_notation_and_each_move_said() {
    let record = short_game_record("play-notation.json");
    let script = format!(
        "load {}\nj5\na12\na1-a5\nd3xd7=7^4\na1xa5\n2\ne9-e8\ni7xi8\ni7-i8\n\
         e8-e7\ni8xi11=2*3\ni8xi11=2%3\n",
        record.display()
    );
    let (out, err) = play_refused(&["--no-color"], &script);
    assert_lines(
        &out,
        &[
            &format!(
                "Loaded {}: Math Chess, no moves, chessplayx rules, Blue to move.",
                record.display()
            ),
            // Without its formula, a capture with two asks which one.
            "Which formula do you claim for a1xa5?",
            "Blue played a1xa5 = 7 % 4 = 3 (3 squares beyond the support on a2), taking R9",
            "Red played e9-e8",
            "Blue played i7-i8",
            "Red played e8-e7",
            "Blue played i8xi11 = 2 % 3 = 2 (2 squares beyond the support on i9), taking R0",
            "Game over: Blue wins (a 0 was captured).",
        ],
    );
    assert_lines(
        &err,
        &[
            "line 2: j5 is not on the board: files are a to i, ranks 1 to 11",
            "line 3: a12 is not on the board: files are a to i, ranks 1 to 11",
            "line 4: a1xa5 is a capture: write it with x",
            "line 5: d3xd7=7^4: a formula is written attacker, operation, support, e.g. 7-4 (operations + - * / %)",
            "line 9: i7-i8 is a step: write it with -",
            "line 12: the formula 2*3 does not give this capture under these rules",
        ],
    );
    // The move is said before the board it leads to.
    let said = out.find("Red played e9-e8").unwrap();
    assert!(
        out[said..].lines().nth(1).unwrap().starts_with("    "),
        "{out}"
    );
}

#[test]
fn the_computer_s_move_is_said() {
    let out = play(&["--computer", "2", "--no-color"], "c1-c4\n");
    assert_lines(&out, &["Blue played c1-c4"]);
    let reply = out
        .lines()
        .find_map(|l| l.strip_prefix("Red played "))
        .expect("the computer's move is said");
    let mut game =
        mathchess::games::math_chess::Game::new(mathchess::games::math_chess::Rules::default());
    game.play_text("c1-c4").unwrap();
    assert!(game.play_text(reply).is_ok(), "{reply}");
}

#[test]
fn review_keeps_the_board_still_and_counts_moves_as_history_does() {
    let (out, err) = play_refused(
        &["--no-color"],
        "c1-c4\na11-a10\ng1-g3\nhistory\nback\nback\nreview 0\nreview 9\nlive\n",
    );
    assert_lines(&err, &["line 8: there is no move 9: the game has 3 moves"]);
    assert_lines(
        &out,
        &[
            "  1. Blue c1-c4",
            "  3. Blue g1-g3",
            "Reviewing the position after move 2 of 3 (Red a11-a10): back, forward, review N, live.",
            "Reviewing the position after move 1 of 3 (Blue c1-c4): back, forward, review N, live.",
            "Reviewing the start, before move 1 of 3: back, forward, review N, live.",
        ],
    );
    // Red is to move live after three moves: every screen from the first
    // `back` on keeps Red at the bottom (files from i to a).
    let from_review = &out[out.find("  3. Blue g1-g3").unwrap()..];
    let files: Vec<&str> = from_review
        .lines()
        .filter(|l| l.trim_start().starts_with("a   b") || l.trim_start().starts_with("i   h"))
        .collect();
    assert!(files.len() >= 8, "{out}");
    assert!(
        files.iter().all(|l| l.trim_start().starts_with("i   h")),
        "{out}"
    );
}

#[test]
fn load_says_what_it_loaded_or_what_is_wrong() {
    let saved = temp_file("play-load.json");
    let script = format!(
        "c1-c4\na11-a10\nresign\nsave {file}\nnew\nload {file}\n",
        file = saved.display()
    );
    let out = play(&["--rule", "zero_support=no"], &script);
    assert_lines(
        &out,
        &[&format!(
            "Loaded {}: Math Chess, 2 moves, chessplayx rules with zero_support=no, Red wins (resignation).",
            saved.display()
        )],
    );
    let bad = temp_file("play-bad.json");
    for (content, problem) in [
        ("", "the file is empty"),
        (
            "moves: c1-c4",
            "this is not a saved game: its text is unreadable at line 1, column 1",
        ),
        (
            r#"{"format": "mathchess-game", "version": 1,
                "rules": {"division": "both", "zero_support": true, "no_move": "loses",
                          "points_target": null, "repetition_draw": true, "first": "blue"},
                "start": "R9R8R7R6R5R4R3R2R1/4R04/9/9/9/9/9/9/9/4B04/B1B2B3B4B5B6B7B8B9 b",
                "moves": ["c1-c4", "e10-e9"], "result": null}"#,
            "move 2 (e10-e9): the 0 on e10 never moves",
        ),
        (
            r#"{"format": "mathchess-game", "version": "1"}"#,
            r#"version: expected a whole number, found the text "1""#,
        ),
    ] {
        std::fs::write(&bad, content).unwrap();
        let (_, err) = play_refused(&[], &format!("load {}\n", bad.display()));
        assert_lines(
            &err,
            &[&format!("line 1: cannot load {}: {problem}", bad.display())],
        );
    }
}

#[test]
fn a_tap_out_of_reach_and_a_draw_answered_by_the_other_side() {
    let (out, err) = play_refused(&["--no-color"], "a1\na5\ndraw\ndraw accept\nundo\n");
    // The tap is refused with the rule, as a typed a1-a5 is.
    assert!(
        out.contains("A 1 steps at most 1 square, and a5 is 4 away."),
        "{out}"
    );
    assert_lines(
        &err,
        &["line 2: a 1 steps at most 1 square, and a5 is 4 away"],
    );
    assert!(
        out.contains("Took back the end of the game: Blue to move"),
        "{out}"
    );
    assert!(out.contains("Game over: draw (agreed)."), "{out}");
    // Undo takes back the agreement only: Blue, who offered, is to move.
    assert!(out.trim_end().ends_with("Blue to move."), "{out}");
}

#[test]
fn the_welcome_reminds_the_rules_and_suggests_a_piece_that_moves() {
    for (args, selected) in [
        (&["--no-color"][..], "[B"),
        (&["--rules", "classic"][..], "[B"),
        (&["--computer", "1", "--human", "red"][..], "[R"),
    ] {
        let welcome = play(args, "");
        let example = welcome
            .lines()
            .find_map(|l| l.strip_prefix("Type a square such as "))
            .and_then(|rest| rest.split_whitespace().next())
            .expect("the welcome suggests a square");
        assert!(
            welcome.contains("A piece n steps up to n squares in a straight line."),
            "{welcome}"
        );
        assert!(
            welcome.contains(
                "Captures: k = A+B, A−B, A×B, A÷B or A%B squares past the supporting piece B."
            ),
            "{welcome}"
        );
        // As the welcome says: typing that square selects a piece.
        let out = play(args, &format!("{example}\n"));
        assert!(out.contains(selected), "{args:?}: {example}: {out}");
    }
    assert!(
        play(&["--rules", "classic"], "").contains("Take the enemy 0, or score 20 points, to win.")
    );
}

#[test]
fn rules_in_the_terminal() {
    let out = play(&["--rules", "wikipedia"], "rules\nhelp\n");
    let rules = &out[out.find("Math Chess in brief").expect("the rules")..];
    let rules: Vec<&str> = rules
        .lines()
        .take_while(|l| !l.starts_with("Type a square (c1)"))
        .collect();
    assert!(rules.len() <= 20, "{rules:#?}");
    assert_eq!(
        rules[0],
        "Math Chess in brief (wikipedia rules; in full: docs/rules.md)"
    );
    for words in [
        "Step: a piece n moves 1 to n squares in a straight line",
        "7 − 4 = 3, and 7 % 4 = 3 too: a Red piece",
        "7 + 4 = 11 → 1",
        "the remainder, or the quotient if the remainder is 0",
        "the higher score wins",
    ] {
        assert!(
            rules.iter().any(|l| l.contains(words)),
            "{words}: {rules:#?}"
        );
    }
    assert!(
        out.contains("  rules              the rules in brief"),
        "{out}"
    );
}

#[test]
fn quit_and_new_warn_once_about_moves_not_saved() {
    let saved = temp_file("play-warn.json");
    let out = play(&["--no-color"], "c1-c4\nquit\nquit\na11-a10\n");
    assert_lines(
        &out,
        &["The game (1 move) is not saved: save FILE first, or type quit again (or Ctrl-D) to lose it."],
    );
    assert!(!out.contains("Red played"), "the second quit quits: {out}");
    // Another line in between: the warning again.
    let out = play(
        &["--no-color"],
        "c1-c4\nnew\nhistory\nnew\nhistory\nnew\nnew\nhistory\n",
    );
    assert_eq!(out.matches("type new again to lose it").count(), 3, "{out}");
    assert!(out.ends_with("No moves yet.\n"), "{out}");
    // Saved, nothing to warn about.
    let out = play(
        &["--no-color"],
        &format!("c1-c4\nsave {}\nquit\na11-a10\n", saved.display()),
    );
    assert!(!out.contains("is not saved"), "{out}");
    assert!(!out.contains("Red played"), "{out}");
    // load would throw the moves away too: it warns, then loads.
    let file = saved.display();
    let out = play(
        &["--no-color"],
        &format!("c1-c4\nload {file}\nload {file}\n"),
    );
    assert_lines(
        &out,
        &[&format!(
            "The game (1 move) is not saved: save FILE first, or type load {file} again to lose it."
        )],
    );
    assert!(out.contains(&format!("Loaded {file}: ")), "{out}");
}

#[test]
fn the_computer_thinking_is_said_once() {
    let out = play(&["--computer", "1", "--no-color"], "c1-c4\n");
    assert_eq!(out.matches("thinking").count(), 1, "{out}");
    let out = play(&["--computer", "1", "--human", "red"], "");
    assert_eq!(out.matches("thinking").count(), 1, "{out}");
}

#[test]
fn the_end_of_piped_input_is_a_quit_that_says_what_is_lost() {
    // Moves not saved: a line says so, and the status is 1.
    let played = run_play(&["--no-color"], "c1-c4\na11-a10\n");
    assert_eq!(played.code, Some(1), "{}", played.err);
    assert_eq!(
        played.err,
        "mathchess: the input ended with the game (2 moves) not saved: it is lost (end the input with save FILE to keep it)\n"
    );
    // Saved, or nothing played: a clean end.
    let saved = temp_file("play-end-saved.json");
    let script = format!("c1-c4\nsave {}\n", saved.display());
    let played = run_play(&["--no-color"], &script);
    assert_eq!((played.code, played.err.as_str()), (Some(0), ""));
    let played = run_play(&["--no-color"], "help\n");
    assert_eq!((played.code, played.err.as_str()), (Some(0), ""));
    // A quit typed twice loses the game as asked: status 0.
    let played = run_play(&["--no-color"], "c1-c4\nquit\nquit\n");
    assert_eq!((played.code, played.err.as_str()), (Some(0), ""));
}

#[test]
fn the_player_who_offered_a_draw_waits_for_the_answer() {
    let (out, err) = play_refused(
        &["--no-color"],
        "c1-c4\ndraw\na11-a10\na11\ndraw decline\na11-a10\nhistory\n",
    );
    assert_lines(
        &err,
        &[
            "line 3: Red offered a draw and waits for the answer: Blue, type draw accept or draw decline",
            "line 4: Red offered a draw and waits for the answer: Blue, type draw accept or draw decline",
        ],
    );
    // Declined, the offerer moves.
    assert!(out.contains("Blue declines the draw."), "{out}");
    assert!(out.contains("  2. Red  a11-a10\n"), "{out}");
}

#[test]
fn board_does_not_repeat_a_refusal() {
    let (out, _) = play_refused(&["--no-color"], "a1\na5\nboard\n");
    let said = "A 1 steps at most 1 square, and a5 is 4 away.";
    assert_eq!(out.matches(said).count(), 1, "{out}");
}

#[test]
fn a_file_that_cannot_be_written_or_read_says_why() {
    let (_, err) = play_refused(&[], "c1-c4\nsave /proc/version\nsave\n");
    assert_lines(
        &err,
        &["line 2: cannot save to /proc/version: the folder /proc takes no new files"],
    );
    // A version beyond any: not printed as JSON reads it (1e+26).
    let huge = temp_file("play-huge-version.json");
    std::fs::write(
        &huge,
        r#"{"format": "mathchess-game", "version": 100000000000000000000000000}"#,
    )
    .unwrap();
    let (_, err) = play_refused(&[], &format!("load {}\n", huge.display()));
    assert_lines(
        &err,
        &[&format!(
            "line 1: cannot load {}: version: expected a whole number up to 4294967295, found a number too large",
            huge.display()
        )],
    );
}

#[test]
fn save_into_a_missing_folder_names_the_folder() {
    let (_, err) = play_refused(&[], "c1-c4\nsave /nonexistent/dir/g.json\n");
    assert_lines(
        &err,
        &[
            "line 2: cannot save to /nonexistent/dir/g.json: there is no folder /nonexistent/dir",
            "mathchess: 1 line of the input was refused (line 2)",
        ],
    );
}

/// Capture the Flag: a game of taps and move text, a capture said with its
/// rule, a guard's duty, undo and redo, a draw declined, save and load.
#[test]
fn capture_the_flag_in_the_terminal() {
    let saved = temp_file("flag-saved.json");
    let moves = "c1\nd2\nc12-b11\nd2-c3\nb11-c10\nc3-d4\nc10-d9\nd4-e5\nd9-e8\ne5-f6\ne8-f7\n\
                 d1-d2\nd12-d11\nd2-c3\nd11-c10\nc3-e5\nc10-d9\ng1-h2\nf7-g6\nh2-i3\nd9-e8\n\
                 i3-h4\ne8-d7\nh4-g5\nd7\ne6\ne5\n";
    let script = format!(
        "{moves}g7\ne10-d9\na1-b2\na12-b11\nd9-e10\nundo\nredo\ndraw\ndraw decline\n\
         save {file}\nnew\nload {file}\nhistory\nreview 25\n",
        file = saved.display()
    );
    let (out, err) = play_refused(&["--game", "flag"], &script);
    assert!(!out.contains('\x1b'), "no colour into a pipe");
    assert!(out.starts_with("Capture the Flag, Blue moves first, two players.\n"));
    assert_lines(
        &out,
        &[
            "Blue played c1-d2",
            "B4 on e5: 6 moves.",
            "  e5xg7 takes Red 7 (P: 4 + 3 = 7)",
            "Red played d7xe6, taking B6 (P: 5 + 7 = 12 = 2 × 6)",
            "Blue played e5xg7, taking R7 (P: 4 + 3 = 7)",
            "Blue took R7, Red took B6",
            "Red: the guard on d9 left its home to attack and must first step back to e10.",
            "Took back Red d9-e10",
            "Played again: Red d9-e10",
            "Blue offers a draw: Red may type draw accept or draw decline.",
            "Red declines the draw.",
            &format!("Saved to {}.", saved.display()),
            "New game: your 1 on the enemy flag, a guard taken unanswered, or all 11 attackers across win.",
            &format!(
                "Loaded {}: Capture the Flag, 28 moves, Blue to move.",
                saved.display()
            ),
            " 25. Blue e5xg7",
            "Reviewing the position after move 25 of 28 (Blue e5xg7, taking R7 (P: 4 + 3 = 7)): \
             back, forward, review N, live.",
            " 1  B10   B8    .    .   B2   B1    .   B5   B7   B9  B11  1",
            // After e5xg7 the board turns to Red, to move: the 7 taken on
            // g6 is the x, files from k to a.
            " 6    :    .    :    .    x    .   R5    .    :    .    :  6",
        ],
    );
    assert_eq!(
        err,
        "line 31: the guard on d9 left its home to attack and must first step back to e10\n\
         mathchess: 1 line of the input was refused (line 31)\n"
    );
    let json = std::fs::read_to_string(&saved).unwrap();
    assert!(json.contains("\"game\": \"capture-the-flag\""), "{json}");
}

#[test]
fn capture_the_flag_refuses_lines_by_number() {
    let script = "e5\nc1\nc12\nc10\na1-a13\nf1-f3\n2\norient turn\nundo\nundo\nresign\nc1-b2\nz9\n";
    let (out, err) = play_refused(&["--game", "flag", "--rule", "first=red"], script);
    assert!(out.contains("Game over: Blue wins (resignation)."), "{out}");
    // The screen says why a tap cleared the selection.
    assert_lines(
        &out,
        &["A 7 cannot reach c10: no step, slide or jump of its own takes it there."],
    );
    assert_eq!(
        err.lines().collect::<Vec<_>>(),
        [
            "line 1: there is no piece on e5",
            "line 2: the piece on c1 is not Red's, and Red is to move",
            "line 4: a 7 cannot reach c10: no step, slide or jump of its own takes it there",
            "line 5: a1-a13: the move's target is not a square name (a1 … k12)",
            "line 6: the piece on f1 is not Red's, and Red is to move",
            "line 7: no move choice is open",
            "line 9: there is no move to undo",
            "line 10: there is no move to undo",
            "line 12: the game is over",
            "line 13: z9 is not on the board: files are a to k, ranks 1 to 12",
            "mathchess: 10 lines of the input were refused (lines 1, 2, 4, 5, 6, 7, 9, 10, 12, 13)",
        ]
    );
}

/// Capture the Flag from `position` (docs/flag-rules.md §9), loaded from
/// a record named `name`, then `script`; some lines are refused.
fn play_flag_from(name: &str, position: &str, script: &str) -> (String, String) {
    play_refused(
        &["--game", "flag"],
        &format!("load {}\n{script}", flag_record(name, position).display()),
    )
}

/// A record named `name` of a Capture the Flag game from `position`.
fn flag_record(name: &str, position: &str) -> PathBuf {
    use mathchess::games::capture_the_flag::{record, Game, Position};
    let position = Position::from_ascii_lenient(position.as_bytes()).unwrap();
    let game = Game::from_position(Default::default(), position);
    let path = temp_file(name);
    std::fs::write(&path, record::save(&game, Default::default())).unwrap();
    path
}

/// The move `side` played first after the line `line` of `out`: `e12-d11`.
fn move_after<'a>(out: &'a str, line: &str, side: &str) -> Option<&'a str> {
    out.lines()
        .skip_while(|l| *l != line)
        .skip(1)
        .filter_map(|l| l.strip_prefix(side)?.strip_prefix(" played "))
        .find(|text| !text.contains(' '))
}

/// Against the computer, undo and redo take back and play again its reply
/// too, and the save keeps who plays: loaded into a game of two players,
/// the computer answers again.
#[test]
fn capture_the_flag_against_the_computer_with_undo_save_and_load() {
    let saved = temp_file("flag-computer.json");
    let script = format!(
        "c1-b2\nundo\nredo\nhistory\nsave {file}\nnew\nload {file}\n",
        file = saved.display()
    );
    let out = play(&["--game", "flag", "--computer", "1"], &script);
    assert!(
        out.starts_with(
            "Capture the Flag, Blue moves first, Blue against the computer at level 1.\n"
        ),
        "{out}"
    );
    let reply = move_after(&out, "Blue played c1-b2", "Red")
        .unwrap_or_else(|| panic!("the computer's reply after c1-b2: {out}"));
    assert_lines(
        &out,
        &[
            "Red to move: the computer is thinking.",
            &format!("Took back Blue c1-b2, Red {reply}"),
            &format!("Played again: Blue c1-b2, Red {reply}"),
            "  1. Blue c1-b2",
            &format!("  2. Red  {reply}"),
            &format!("Saved to {}.", saved.display()),
            &format!(
                "Loaded {}: Capture the Flag, 2 moves, Blue to move.",
                saved.display()
            ),
        ],
    );
    // Only the first move made the computer think; undo and redo did not.
    assert_eq!(out.matches("the computer is thinking").count(), 1, "{out}");
    let json = std::fs::read_to_string(&saved).unwrap();
    for field in [
        "\"game\": \"capture-the-flag\"",
        "\"kind\": \"vs-computer\"",
        "\"level\": 1",
    ] {
        assert!(json.contains(field), "{field} in {json}");
    }

    let out = play(
        &["--game", "flag"],
        &format!("load {}\nd1-d2\n", saved.display()),
    );
    assert!(out.contains(", two players.\n"), "{out}");
    assert!(
        move_after(&out, "Blue played d1-d2", "Red").is_some(),
        "the computer answers: {out}"
    );
}

#[test]
fn capture_the_flag_with_the_computer_moving_first() {
    let out = play(
        &["--game", "flag", "--computer", "2", "--human", "red"],
        "resign\n",
    );
    assert!(
        out.contains("Red against the computer at level 2."),
        "{out}"
    );
    assert!(
        move_after(&out, "Blue to move: the computer is thinking.", "Blue").is_some(),
        "the computer opens: {out}"
    );
    assert!(
        out.ends_with("Game over: Blue wins (resignation).\n"),
        "{out}"
    );
}

/// The hint finds the win of docs/flag-rules.md §10, Example 10; the win
/// can be taken back and played again.
#[test]
fn capture_the_flag_hint_and_the_win_taken_back() {
    let (out, err) = play_flag_from(
        "flag-gate.json",
        "3,R6,2,R9,4/5,R18,5/4,R17,1,R15,4/4,B1,R16,5/2,R4,8/3,R7,7/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0",
        "hint\ne9\nf10\nhint\nundo\nredo\n",
    );
    assert_lines(
        &out,
        &[
            "Hint: e9-f10 (expected line: e9-f10)",
            "B1 on e9: 13 moves.",
            "Blue played e9-f10",
            "Game over: Blue wins (the 1 entered the flag).",
            "Took back Blue e9-f10",
            "Played again: Blue e9-f10",
        ],
    );
    assert!(
        err.starts_with("line 5: the game is over\n"),
        "no hint after the end: {err}"
    );
}

/// Example 10: Red is warned that Blue's 1 on e9 enters its flag next
/// move; once the 4 on d9 attacks the 1, the warning is gone.
#[test]
fn capture_the_flag_warns_of_the_1_at_the_flag() {
    let record = flag_record(
        "flag-threat.json",
        "3,R6,2,R9,4/5,R18,5/4,R17,1,R15,4/4,B1,R16,5/2,R4,8/3,R7,7/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 r - - 0",
    );
    let out = play(
        &["--game", "flag"],
        &format!("load {}\nc8-d9\n", record.display()),
    );
    let warning = "Red's flag f10 is in danger: Blue's 1 on e9 enters it next move unless it is taken or attacked.";
    assert_lines(&out, &["Red to move.", warning, "Red played c8-d9"]);
    assert_eq!(out.matches(warning).count(), 1, "{out}");
    assert!(out.ends_with("Blue to move.\n"), "{out}");
}

/// A side that lost a guard is told what it must take (Example 9), a move
/// that does not is refused with the same words, and the one that does
/// lifts the siege.
#[test]
fn capture_the_flag_says_the_siege() {
    let (out, err) = play_flag_from(
        "flag-siege.json",
        "10,R1/5,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/5,R8,5/3,B9,R3,1,R5,4/4,B15,1,B17,4/5,B18,5/B1,10 b - be4g4f5 0",
        "d4-e5\nd4\ne3xf4\nundo\nredo\n",
    );
    let besieged =
        "a guard was lost: the move must capture a piece that took it (e4, g4, f5) or win at once";
    // The one move that lifts it (§5.4: the guard fills the home), taken
    // back and played again, says what it took each time it is played.
    let lifted = "e3xf4, taking R3 (G: 15 − 9 = 6 = 2 × 3)";
    assert_lines(
        &out,
        &[
            &format!("Blue: {besieged}."),
            &format!("Blue played {lifted}"),
            "Took back Blue e3xf4",
            &format!("Played again: Blue {lifted}"),
        ],
    );
    assert_eq!(
        err.lines().collect::<Vec<_>>(),
        [
            format!("line 2: {besieged}"),
            format!("line 3: {besieged}"),
            "mathchess: 2 lines of the input were refused (lines 2, 3)".to_owned(),
            "mathchess: the input ended with the game (1 move) not saved: it is lost (end the input with save FILE to keep it)".to_owned(),
        ]
    );
    assert!(
        out.ends_with("Red to move.\n"),
        "the siege is lifted: {out}"
    );
}
