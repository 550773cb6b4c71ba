//! `mathchess learn` driven by piped input: a lesson of each game played
//! through by taps and typed moves, wrong tries refused with the core's
//! reasons, bad input said.

mod common;

/// Runs `mathchess learn ARGS` with `script` on stdin; returns stdout.
fn learn(args: &[&str], script: &str) -> String {
    let output = common::run_script("learn", args, script);
    assert!(output.status.success());
    String::from_utf8(output.stdout).expect("UTF-8 output")
}

#[test]
fn the_first_game_teaches_the_units_digit() {
    let out = learn(
        &[],
        // Step 1 by taps, 2 typed, 3 by taps with the formula picked by
        // number (the wrong one first), 4 typed.
        "a1xa5\nunits\nzz\na1xa5=7+4\nhint\ne1\na5\ne1xa5\na1\na3\n2\na1\na3\n1\na1xa3\nlist\n",
    );
    assert!(out.contains("  8. The units digit (units)"));
    assert!(out.contains("Type a lesson's number or name first"));
    assert!(out.contains("Lesson 8: The units digit (step 1 of 4)"));
    assert!(out.contains("The task is to capture the Red 6 on a5 with a sum."));
    assert!(out.contains("Not that: \"zz\" is not a square, a move or a command"));
    assert!(out.contains("Lesson 8: The units digit (step 2 of 4)"));
    assert!(out.contains("Which formula do you claim for a1xa3?"));
    assert!(out.contains("Not that: legal, but not the task: the task is to capture the Red 7"));
    assert!(out.contains("Lesson 8: The units digit (step 4 of 4)"));
    assert!(out
        .contains("Not that: 7 + 4 = 11, whose units digit 1 is not the 3 squares to the Red 6."));
    assert!(out.contains("Hint: e1xa5"));
    assert!(out.contains("Lesson 8 done: The units digit. Type 9 for the next lesson"));
    assert!(out.contains("  8. The units digit (units)             4 steps  done"));
}

#[test]
fn capture_the_flag_teaches_the_guards() {
    let out = learn(
        &["--game", "flag", "guards"],
        "f4-g5\nf4xe5\na1-b2\ne5-f4\ne3-f4\nf4-f5\nnine\n",
    );
    assert!(out.contains("Lesson 7: The guards and their return (step 1 of 3)"));
    assert!(out.contains("R16"));
    assert!(out.contains("Not that: legal, but not the task: the task is to take the Red 5 on e6"));
    assert!(out.contains(
        "Not that: the guard on e5 left its home to attack and must first step back to f4."
    ));
    assert!(out.contains("Lesson 7 done: The guards and their return."));
    assert!(out.contains("Lesson 7 is done: type 8 for the next lesson, or `list`."));
    assert!(out.contains("Not that: \"nine\" is not a square, a move or a command"));
}

#[test]
fn an_unknown_lesson_is_said() {
    let out = learn(&["--game", "flag", "castling"], "");
    assert!(out.contains("No lesson \"castling\": the lessons are steps, jumps, gates"));
}

#[test]
fn the_list_keeps_the_step_counts_in_one_column() {
    for game in ["math-chess", "flag"] {
        let out = learn(&["--game", game], "list\n");
        let columns: Vec<usize> = out
            .lines()
            .filter(|line| line.contains(" steps"))
            .map(|line| line.find(" steps").unwrap())
            .collect();
        assert!(columns.len() > 5, "{out}");
        assert!(columns.iter().all(|&c| c == columns[0]), "{game}:\n{out}");
    }
}

#[test]
fn numbers_that_name_no_lesson_and_tries_after_the_end_are_said() {
    // Lesson 1 of the first game: its three steps, then 0 and a tap.
    let out = learn(&["1"], "99\n11\n0\nc1-c4\ne1-a5\na1-d4\n0\nd4\n");
    for said in [
        "There is no lesson 99: the lessons are numbered 1 to 10.",
        "There is no lesson 11: the lessons are numbered 1 to 10.",
        "There is no lesson 0: the lessons are numbered 1 to 10.",
        "Lesson 1 is done: type 2 for the next lesson, or `list`.",
    ] {
        assert!(out.lines().any(|l| l == said), "{said}: {out}");
    }
    assert!(!out.contains("No move choice is open"), "{out}");
    assert!(!out.contains("usage:"), "{out}");
    // After the end: 0 names no lesson, a tap is told the lesson is done.
    let after: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.starts_with("Lesson 1 done"))
        .skip(1)
        .collect();
    assert_eq!(
        after,
        [
            "There is no lesson 0: the lessons are numbered 1 to 10.",
            "Lesson 1 is done: type 2 for the next lesson, or `list`.",
        ],
        "{out}"
    );
}

#[test]
fn lessons_done_are_kept_in_the_learner_s_save() {
    let folder = tempfile::tempdir().unwrap();
    let file = folder.path().join("learner.json");
    let path = file.to_str().unwrap();
    learn(&["--progress", path, "1"], "c1-c4\ne1-a5\na1-d4\n");
    let saved = std::fs::read_to_string(&file).expect("the save is written");
    let learner = mathchess::learner::Learner::load(&saved).unwrap();
    let first = mathchess::record::GameKind::MathChess;
    assert!(learner.lesson_done(first, "steps"), "{saved}");
    // The next run reads it: the list marks the lesson done.
    let out = learn(&["--progress", path], "");
    let line = out.lines().find(|l| l.starts_with("  1. ")).unwrap();
    assert!(line.ends_with(" done"), "{out}");
    // The puzzles keep their part of the same save.
    let puzzled = common::run_script("puzzle", &["--progress", path], "hint\n");
    assert!(puzzled.status.success());
    let learner =
        mathchess::learner::Learner::load(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert!(learner.lesson_done(first, "steps"));
    assert_eq!(learner.track(first).failed, 1);
}
