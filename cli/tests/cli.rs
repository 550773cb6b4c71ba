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

/// What the command says on stderr when it refuses `args`: status 2 and
/// nothing on stdout.
fn refused(args: &[&str]) -> String {
    let out = mathchess(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?}");
    String::from_utf8(out.stderr).unwrap()
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
        let index = |s: &str| {
            s.parse::<mathchess::games::math_chess::Square>()
                .unwrap()
                .index()
        };
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
        &["play", "extra"],
        &["play", "--human", "red"],
        &["play", "--computer", "9"],
        &["play", "--computer", "2", "--human", "green"],
        &["mvoes", START],
        &["moves", "--rule", "zero_support=maybe", START],
        &["moves", "--rule", "zero_support", START],
        &["perft", "--rule", "bogus=1", START, "1"],
        &["bestmove", "--rule", "points_target=46", START],
        &["match", "--rule", "first=green", "1", "1"],
        &["play", "--rule", "repetition=on"],
    ];
    for args in cases {
        let err = refused(args);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("mathchess: "), "{args:?}: {err}");
    }
}

#[test]
fn tune_describes_only_the_game_it_tunes() {
    let help = stdout(&["tune", "--help"]);
    assert!(
        help.contains("One rule option of Vietnamese Math Chess"),
        "{help}"
    );
    assert!(!help.contains("Capture the Flag"), "{help}");
    // The other subcommands still name both games' options.
    assert!(stdout(&["perft", "--help"]).contains("Capture the Flag has first and repetition"));
}

#[test]
fn the_help_names_documents_that_exist() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let help = stdout(&["--help"]);
    assert!(help.contains("docs/rules.md §4"), "{help}");
    let mut named = 0;
    for word in help.split(|c: char| c.is_whitespace() || "(),;:".contains(c)) {
        if word.ends_with(".md") {
            named += 1;
            assert!(
                word.starts_with("docs/") && root.join(word).is_file(),
                "the help names {word}, which is not a file of the repository"
            );
        }
    }
    assert!(named >= 3, "{help}");
}

#[test]
fn help_lists_every_subcommand_and_option() {
    let help = stdout(&["--help"]);
    for word in [
        "mathchess play",
        "mathchess moves",
        "mathchess perft",
        "mathchess bestmove",
        "mathchess match",
        "mathchess review",
        "--rules <PRESET>",
        "--rule <NAME=VALUE>",
        "--computer <LEVEL>",
        "--human <SIDE>",
        "--no-color",
        "--level <N>",
        "--nodes <N>",
        "--games <N>",
        "--opening-plies <N>",
        "--save <DIR>",
        "--depth <D>",
        "<GAME.json>",
        "exec:PROGRAM",
    ] {
        assert!(help.contains(word), "{word} missing from {help}");
    }
    assert_eq!(stdout(&["help"]), help);
    for sub in ["play", "moves", "perft", "bestmove", "match", "review"] {
        let help = stdout(&[sub, "--help"]);
        assert!(
            help.contains(&format!("Usage: mathchess {sub} ")),
            "{sub}: {help}"
        );
        assert_eq!(stdout(&["help", sub]), help);
    }
}

#[test]
fn typos_get_suggestions() {
    for (args, suggestion) in [
        (&["mvoes", START][..], "'moves'"),
        (&["match", "--gmaes", "2", "1", "1"], "'--games'"),
        (&["play", "--comptuer", "3"], "'--computer'"),
        (&["play", "--no-colour"], "'--no-color'"),
    ] {
        let out = mathchess(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(suggestion), "{args:?}: {err}");
    }
}

#[test]
fn rule_options_on_top_of_the_preset() {
    // docs/rules.md §6: Blue 3 on e1 takes e5 with its own 0 on e2 as support.
    let zero_support = "8R0/9/9/9/3R25/9/4R74/3R15/9/3B5B04/3B5B34 b";
    let captures = |args: &[&str]| -> Vec<String> {
        let mut all = vec!["moves"];
        all.extend(args);
        all.push(zero_support);
        stdout(&all)
            .lines()
            .filter(|l| l.contains('x'))
            .map(str::to_owned)
            .collect()
    };
    assert_eq!(captures(&[]), ["e1xe5 3+0 3-0"]);
    assert!(captures(&["--rule", "zero_support=no"]).is_empty());
    // Later options win; they apply to any preset.
    assert_eq!(
        captures(&["--rule", "zero_support=no", "--rule", "zero_support=yes"]),
        ["e1xe5 3+0 3-0"]
    );
    // docs/rules.md §6: 7 on a1 with 4 on a2 takes a3 by 7 + 4, and by 7 / 4 when
    // quotient and remainder are separate formulas.
    let division = "8R0/9/9/9/9/9/9/9/R98/B48/B77B0 b";
    let list = stdout(&["moves", "--rules", "wikipedia", division]);
    assert!(list.contains("a1xa3 7+4\n"), "{list}");
    let list = stdout(&[
        "moves",
        "--rules",
        "wikipedia",
        "--rule",
        "division=both",
        division,
    ]);
    assert!(list.contains("a1xa3 7+4 7/4\n"), "{list}");
    // The same flags on perft, bestmove and match.
    let no_zero = ["--rule", "zero_support=no"];
    let moves = stdout(&["moves", no_zero[0], no_zero[1], zero_support]);
    assert_eq!(
        stdout(&["perft", no_zero[0], no_zero[1], zero_support, "1"]),
        format!("{}\n", moves.lines().count())
    );
    // Red's 0 on e5 falls to e1xe5=3+0, unless a 0 may not support.
    let win = "9/9/9/9/9/9/4R04/9/9/4B04/4B34 b";
    let best = |args: &[&str]| {
        let mut all = vec!["bestmove", "--level", "3"];
        all.extend(args);
        all.push(win);
        stdout(&all).lines().last().unwrap().to_owned()
    };
    assert_eq!(best(&[]), "e1xe5=3+0");
    assert_ne!(best(&no_zero), "e1xe5=3+0");
    let summary = stdout(&[
        "match",
        "--games",
        "2",
        "--max-plies",
        "6",
        "--rule",
        "first=red",
        "--rule",
        "points_target=25",
        "nodes:100",
        "1",
    ]);
    assert!(summary.contains(" over 2 games: "), "{summary}");
}

#[test]
fn a_bad_rule_option_names_what_is_wrong() {
    for (option, message) in [
        (
            "zero_support=maybe",
            r#"rule option zero_support: "maybe" is not yes or no"#,
        ),
        (
            "points_target=50",
            r#"rule option points_target: "50" is not none or a number from 1 to 45"#,
        ),
        ("colour=red", r#"unknown rule option "colour""#),
    ] {
        let out = mathchess(&["perft", "--rule", option, START, "1"]);
        assert_eq!(out.status.code(), Some(2), "{option}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{option}: {err}");
        assert!(err.contains(message), "{option}: {err}");
    }
}

/// Capture the Flag's start position (docs/flag-rules.md §9).
const FLAG_START: &str = "R11,R9,R7,R5,R3,R1,R2,R4,R6,R8,R10/5,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/B10,B8,B6,B4,B2,B1,B3,B5,B7,B9,B11 b - - 0";

#[test]
fn capture_the_flag_moves_and_perft() {
    let list = stdout(&["moves", "--game", "flag", FLAG_START]);
    assert_eq!(list.lines().count(), 18, "{list}");
    assert_eq!(list.lines().next(), Some("a1-b2"));
    // The record's name of the game works too, and the string may come as its fields.
    let fields: Vec<&str> = FLAG_START.split(' ').collect();
    let args = [&["moves", "--game", "capture-the-flag"][..], &fields].concat();
    assert_eq!(stdout(&args), list);
    // docs/flag-rules.md §10, Example 5: captures with their codes.
    let example_5 = "11/5,R18,5/1,B6,2,R17,1,R15,4/5,R16,5/11/2,B4,8/7,B3,R7,2/3,R2,1,R3,4,B11/3,B10,1,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
    let captures: Vec<String> = stdout(&["moves", "--game", "flag", example_5])
        .lines()
        .filter(|l| l.contains('x'))
        .map(str::to_owned)
        .collect();
    assert_eq!(captures, ["d4xe5 d5:D f5:D", "k5xj6 i6:P"]);
    assert_eq!(
        stdout(&["perft", "--game", "flag", FLAG_START, "3"])
            .lines()
            .last(),
        Some("5076")
    );
    let options = ["--rule", "first=red", "--rule", "repetition=off"];
    let args = [
        &["perft", "--game", "flag"][..],
        &options,
        &[FLAG_START, "2"],
    ]
    .concat();
    assert_eq!(stdout(&args).lines().last(), Some("324"));
}

/// Issue 33: each of these was accepted, ran for ever or was misnamed.
#[test]
fn bad_numbers_say_what_is_wrong() {
    let at_limit = FLAG_START.replace(" - - 0", " - - 200");
    let past = FLAG_START.replace(" - - 0", " - - 4294967295");
    let cases: &[(&[&str], &str)] = &[
        (
            &["moves", "--game", "flag", &at_limit],
            "the quiet plies (200) must be below quiet_limit (200): so many plies without a capture draw the game",
        ),
        (
            &["perft", "--game", "flag", &past, "1"],
            "the quiet plies (4294967295) must be below quiet_limit (200): so many plies without a capture draw the game",
        ),
        (
            &["bestmove", "--game", "flag", &at_limit],
            "the quiet plies (200) must be below quiet_limit (200): so many plies without a capture draw the game",
        ),
        (
            &["perft", "--game", "flag", FLAG_START],
            "perft needs a DEPTH after the position: perft [--game flag] POSITION DEPTH",
        ),
        (
            &["perft", START],
            "perft needs a DEPTH after the position: perft [--game flag] POSITION DEPTH",
        ),
        (
            &["bestmove", "--depth", "0", START],
            "invalid value '0' for '--depth <D>': a budget of 0 depth searches nothing: give at least 1",
        ),
        (
            &["bestmove", "--game", "flag", "--nodes", "0", FLAG_START],
            "invalid value '0' for '--nodes <N>': a budget of 0 nodes searches nothing: give at least 1",
        ),
        (
            &["bestmove", "--ms", "0", START],
            "invalid value '0' for '--ms <MS>': a budget of 0 ms searches nothing: give at least 1",
        ),
        (
            &["bestmove", "--depth", "100", START],
            "invalid value '100' for '--depth <D>': depth 100 would not end in time: at most 12 (a search to depth 14 already takes about a minute)",
        ),
        (
            &["match", "depth:0", "1"],
            "invalid value 'depth:0' for '<PLAYER>': player \"depth:0\": a budget of 0 depth searches nothing: give at least 1",
        ),
        (
            &["perft", START, "30"],
            "perft 30 would not end in time: Vietnamese Math Chess counts at most 6 plies deep (from the start, 5 take some 15 s, 6 half an hour)",
        ),
        (
            &["perft", "--game", "flag", FLAG_START, "8"],
            "perft 8 would not end in time: Capture the Flag counts at most 7 plies deep (from the start, 6 take some 6 s, 7 some 3 minutes)",
        ),
        // Too large is said so, with the bound, not "not a whole number".
        (
            &["bestmove", "--ms", "99999999999999999999999", START],
            "invalid value '99999999999999999999999' for '--ms <MS>': ms 99999999999999999999999 is too large: at most 18446744073709551615",
        ),
        // A field too many is counted, not read as a bad side to move.
        (
            &["moves", &format!("{START} 0")],
            "a position string has 2 fields separated by a single space (board, side to move), not 3",
        ),
    ];
    for (args, message) in cases {
        assert_eq!(refused(args), format!("mathchess: {message}\n"), "{args:?}");
    }
    // Just below the limit is a position like any other.
    let below = FLAG_START.replace(" - - 0", " - - 199");
    assert_eq!(
        stdout(&["moves", "--game", "flag", &below]).lines().count(),
        18
    );
}

#[test]
fn a_match_of_no_games_is_a_usage_error() {
    let message = refused(&["match", "--games", "0", "1", "2"]);
    assert!(
        message.starts_with("mathchess: invalid value '0' for '--games <N>': 0 is not in 1.."),
        "{message}"
    );
}

#[test]
fn capture_the_flag_refuses_what_is_not_its_own() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["moves", "--game", "flag", START],
            "mathchess: a position string has 5 fields separated by single spaces (board, side, returns, siege, quiet plies), not 2",
        ),
        (
            &["perft", "--game", "flag", "--rules", "classic", FLAG_START, "1"],
            "mathchess: --rules classic: Capture the Flag has no presets; its options are --rule first=blue|red and --rule repetition=draw|off",
        ),
        (
            &["moves", "--game", "flag", "--rule", "zero_support=no", FLAG_START],
            "mathchess: --rule zero_support=no: not a rule of Capture the Flag; its options are --rule first=blue|red and --rule repetition=draw|off",
        ),
        (
            &["moves", "--game", "flag", &FLAG_START.replace("R10/", "R9/")],
            "mathchess: R9 appears twice",
        ),
        (
            &["moves", "--game", "chess", FLAG_START],
            "mathchess: invalid value 'chess' for '--game <GAME>' [possible values: mathchess, flag]",
        ),
    ];
    for (args, message) in cases {
        assert_eq!(refused(args), format!("{message}\n"), "{args:?}");
    }
    // The first game stays the default.
    assert_eq!(
        stdout(&["moves", "--game", "math-chess", START]),
        stdout(&["moves", START])
    );
}

#[test]
fn puzzles_verify_names_the_ones_that_fail() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("puzzles.txt");
    // Blue's 1 takes Red's 0 by 1 + 2; then the same with a second way in
    // (Blue's 9 over its 4 by 9 - 4), which is no puzzle; Blue's 1 takes
    // Red's 5 for good (material); and the first again with a theme that
    // is not the core's.
    std::fs::write(
        &file,
        "# four puzzles\n\
         math-chess | R98/9/9/9/6R02/9/9/3B25/2B16/9/8B0 b | c3xg7 | addition,zero-captured | 800 | hand-made\n\
         math-chess | R98/9/9/9/6R02/9/9/3B25/2B16/6B42/6B91B0 b | c3xg7 | addition,zero-captured | 800 | hand-made\n\
         math-chess | R97R0/9/9/9/6R52/9/9/3B25/2B16/9/8B0 b | c3xg7 | addition,material-gain | 800 | hand-made\n\
         math-chess | R98/9/9/9/6R02/9/9/3B25/2B16/9/8B0 b | c3xg7 | sacrifice | 800 | hand-made\n",
    )
    .unwrap();
    let out = mathchess(&["puzzles", "verify", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("puzzle 2 (R98/9/9/9/6R02/9/9/3B25/2B16/6B42/6B91B0 b): move 0: 1 other moves win as fast (g1xg7=9-4)"),
        "{text}"
    );
    assert!(
        text.contains("puzzle 4 (R98/9/9/9/6R02/9/9/3B25/2B16/9/8B0 b): the themes and difficulty are addition,zero-captured | 800, not as written"),
        "{text}"
    );
    assert!(text.contains("2 of 4 puzzles proved"), "{text}");
    std::fs::write(&file, "math-chess | no puzzle\n").unwrap();
    let error = refused(&["puzzles", "verify", file.to_str().unwrap()]);
    assert!(error.contains("line 1: a puzzle has 6 fields"), "{error}");
}

#[test]
fn puzzles_generate_is_the_same_for_the_same_seed() {
    let args = [
        "puzzles",
        "generate",
        "--count",
        "1",
        "--seed",
        "3",
        "--max-moves",
        "1",
    ];
    let first = stdout(&args);
    assert!(first.starts_with("# "), "{first}");
    assert_eq!(stdout(&args), first);
    // Looking for material too: its kinds counted in the header.
    let material = [&args[..], &["--goal", "material"]].concat();
    let first = stdout(&material);
    assert!(
        first.starts_with("# 1 puzzle of math-chess (material)"),
        "{first}"
    );
    // Each kind's count in words: one puzzle, and no list when none was rejected.
    for line in first.lines().take_while(|l| l.starts_with('#')) {
        assert!(!line.contains("1 puzzles"), "{line}");
        assert!(!line.ends_with(':'), "{line}");
    }
    assert_eq!(stdout(&material), first);
}
