//! End-to-end tests of the `mathchess` command.

use std::process::{Command, Output};

const START: &str = "R9R8R7R6R5R4R3R2R1/4R04/9/9/9/9/9/9/9/4B04/B1B2B3B4B5B6B7B8B9 b";

fn mathchess(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mathchess"))
        .args(args)
        .output()
        .expect("the mathchess binary runs")
}

fn stdout(args: &[&str]) -> String {
    let out = mathchess(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn worked_examples_of_the_rules() {
    for line in include_str!("data/examples.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
    {
        let fields: Vec<&str> = line.split(" | ").collect();
        for (preset, expected) in [("chessplayx", fields[1]), ("wikipedia", fields[2])] {
            let list = stdout(&["moves", "--rules", preset, fields[0]]);
            let captures: Vec<&str> = list.lines().filter(|l| l.contains('x')).collect();
            assert_eq!(captures, [expected], "{preset}: {}", fields[0]);
        }
    }
}

#[test]
fn move_list_is_ordered_and_complete() {
    let list = stdout(&["moves", START]);
    let lines: Vec<&str> = list.lines().collect();
    assert_eq!(lines.len(), 87);
    assert_eq!(lines[0], "a1-a2");
    let squares = |l: &str| {
        let (from, to) = l.split_once('-').unwrap();
        let index = |s: &str| s.parse::<mathchess::Square>().unwrap().index();
        (index(from), index(to))
    };
    assert!(lines.windows(2).all(|w| squares(w[0]) < squares(w[1])));
    // The position string may also come as its two fields.
    let (board, turn) = START.split_once(' ').unwrap();
    assert_eq!(stdout(&["moves", board, turn]), list);
}

#[test]
fn a_crowded_placement_lists_all_its_moves() {
    // 362 moves: more than the fixed bound of 360 that this once overflowed.
    let crowded =
        "1B7B9B7R0B9B9B71/B67B9/B75B72/B76B61/B63B42B41/B56B81/B76B71/B97B8/3B82B72/9/4B04 b";
    assert_eq!(stdout(&["moves", crowded]).lines().count(), 362);
}

#[test]
fn perft_prints_the_count_last() {
    assert_eq!(
        stdout(&["perft", START, "3"]).lines().last(),
        Some("701479")
    );
    assert_eq!(
        stdout(&["perft", "--rules", "classic", START, "2"])
            .lines()
            .last(),
        Some("7457")
    );
}

#[test]
fn bad_input_is_one_line_on_stderr_with_status_2() {
    let cases: &[&[&str]] = &[
        &[],
        &["fly"],
        &["moves"],
        &["moves", "9/9 b"],
        &["moves", "--rules", "chess", START],
        &["moves", "--rules"],
        &["moves", "--depth", "3", START],
        &["perft", START],
        &["perft", START, "-1"],
        &["perft", START, "three"],
    ];
    for args in cases {
        let out = mathchess(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("mathchess: "), "{args:?}: {err}");
    }
}
