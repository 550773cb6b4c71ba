//! Writes the seed corpus of every target (`fuzz/corpus/TARGET/`) from the
//! project's own examples: the positions of `docs/rules.md` §6 and of
//! `docs/flag-rules.md` §9–§11 and the games
//! played from them (`mathchess_fuzz::examples`), their moves, their
//! records in every version and their session saves; plus short invalid
//! inputs made from them, each checked to be refused. The same files every
//! time: run it again after changing the examples or a format.
//!
//! Usage: fuzz/run.sh --seeds

use std::{collections::BTreeSet, fs, path::Path};

use mathchess::{
    games::capture_the_flag,
    games::math_chess::record::{self, GameRecord},
    games::math_chess::{
        notation::{MoveText, ParsePositionError},
        Game, Position, Preset, RuleName, RuleOption,
    },
    record::GameInfo,
    session::{CaptureTheFlag, MathChess, Mode, Orientation, Session},
    Side,
};
use mathchess_fuzz::{
    examples::{self, Lcg},
    flag_examples,
    session::{Fuzzed, Opcode, START_BYTES},
};

fn main() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    for (target, seeds) in [
        ("math_chess_position", positions()),
        ("math_chess_move_text", move_texts()),
        ("math_chess_rule_option", rule_options()),
        ("math_chess_record", records()),
        ("math_chess_session", sessions::<MathChess>()),
        ("flag_position", flag_positions()),
        ("flag_move_text", flag_move_texts()),
        ("flag_record", flag_records()),
        ("flag_session", sessions::<CaptureTheFlag>()),
    ] {
        let dir = corpus.join(target);
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("the corpus folder can be made");
        let bytes: usize = seeds.iter().map(|(_, seed)| seed.len()).sum();
        for (name, seed) in &seeds {
            fs::write(dir.join(name), seed).expect("a seed can be written");
        }
        println!("{target}: {} seeds, {bytes} bytes", seeds.len());
    }
}

/// Named seeds: the valid ones, then the invalid ones numbered.
type Seeds = Vec<(String, Vec<u8>)>;

fn named(prefix: &str, items: impl IntoIterator<Item = Vec<u8>>) -> Seeds {
    items
        .into_iter()
        .enumerate()
        .map(|(i, item)| (format!("{prefix}-{i:03}"), item))
        .collect()
}

/// Up to `count` short variants of `valid` that `refused` refuses: each cut
/// short, with a byte deleted, or with a byte replaced.
fn broken(valid: &[Vec<u8>], count: usize, refused: impl Fn(&[u8]) -> bool) -> Vec<Vec<u8>> {
    const BYTES: &[u8] = b"0123456789BRbrx-=/% :,\"{}[]\n\x00\xff";
    let mut rng = Lcg(7);
    let mut found = BTreeSet::new();
    for _ in 0..count * 20 {
        if found.len() == count {
            break;
        }
        let mut seed = valid[rng.below(valid.len())].clone();
        if seed.is_empty() {
            continue;
        }
        let at = rng.below(seed.len());
        match rng.below(3) {
            0 => seed.truncate(at),
            1 => {
                seed.remove(at);
            }
            _ => seed[at] = BYTES[rng.below(BYTES.len())],
        }
        if refused(&seed) {
            found.insert(seed);
        }
    }
    found.into_iter().collect()
}

fn distinct(items: impl IntoIterator<Item = String>) -> Vec<Vec<u8>> {
    let set: BTreeSet<String> = items.into_iter().collect();
    set.into_iter().map(String::into_bytes).collect()
}

/// Every fifth position of each game, and some placements no game reaches.
fn positions() -> Seeds {
    let played = examples::games().iter().flat_map(|game| {
        (0..=game.plies())
            .step_by(5)
            .filter_map(|ply| game.position_at(ply).map(ToString::to_string))
    });
    let full = ["B1R2B3R4B5R6B7R8B9"; 11].join("/") + " r";
    let zeros = ["R0B0R0B0R0B0R0B0R0"; 11].join("/") + " b";
    let valid = distinct(
        examples::positions()
            .iter()
            .map(ToString::to_string)
            .chain(played)
            .chain([full, zeros, "9/9/9/9/9/9/9/9/9/9/9 b".to_owned()]),
    );
    let refused = |text: &[u8]| Position::from_ascii(text).is_err();
    let mut invalid = distinct(
        [
            "",
            " b",
            "9/9 b",
            "9/9/9/9/9/9/9/9/9/9/9",
            "9/9/9/9/9/9/9/9/9/9/9 g",
            "9/9/9/9/9/9/9/9/9/9/9 b ",
            "9/9/9/9/9/9/9/9/9/9/9/9 b",
            "9/9/9/9/9/9/9/9/9/9/45 b",
            "9/9/9/9/9/9/9/9/9/9/0 b",
            "9/9/9/9/9/9/9/9/9/9/8B b",
            "9/9/9/9/9/9/9/9/9/9/8G1 b",
            "9/9/9/9/9/9/9/9/9/9/8B10 b",
            "9/9/9/9/9/9/9/9/9/9/8 b",
        ]
        .map(String::from),
    );
    assert!(invalid.iter().all(|text| refused(text)));
    invalid.extend(broken(&valid, 120, refused));
    let kinds: BTreeSet<String> = invalid
        .iter()
        .filter_map(|text| Position::from_ascii(text).err())
        .map(|error| error_kind(&error))
        .collect();
    assert!(kinds.len() >= 8, "every kind of error: {kinds:?}");
    [named("valid", valid), named("invalid", invalid)].concat()
}

fn error_kind(error: &ParsePositionError) -> String {
    match error {
        ParsePositionError::Rank { kind, .. } => format!("{kind:?}"),
        other => format!("{:?}", std::mem::discriminant(other)),
    }
}

/// The moves of the example positions, written without a formula and with
/// each of theirs, under every preset.
fn move_texts() -> Seeds {
    let mut texts = BTreeSet::new();
    for preset in Preset::ALL {
        for position in examples::positions() {
            for m in position.legal_moves(&preset.rules()) {
                for claim in m.ops().iter().map(Some).chain([None]) {
                    texts.insert(MoveText::of(position, m, claim).to_string());
                }
            }
        }
    }
    // All the captures, and every seventh step.
    let (captures, steps): (Vec<String>, Vec<String>) =
        texts.into_iter().partition(|text| text.contains('x'));
    let valid = distinct(captures.into_iter().chain(steps.into_iter().step_by(7)));
    let refused = |text: &[u8]| MoveText::from_ascii(text).is_err();
    let mut invalid = distinct(
        [
            "",
            "d3d7",
            "z3-d7",
            "d3-d12",
            "d3-d7=7-4",
            "d3xd7=7^4",
            "d3xd7=74",
            "d3xd7=",
            "d3xd7=10-4",
            "a0-a1",
            "j1-a1",
            "a1-",
            "-a1",
            "a1xa2=7-",
            "a1xa2=-4",
        ]
        .map(String::from),
    );
    assert!(invalid.iter().all(|text| refused(text)));
    invalid.extend(broken(&valid, 80, refused));
    [named("valid", valid), named("invalid", invalid)].concat()
}

/// A preset on the first line, rule options on the lines after.
fn rule_options() -> Seeds {
    let values = |name: RuleName| -> &'static [&'static str] {
        match name {
            RuleName::Division => &["both", "remainder-first"],
            RuleName::ZeroSupport => &["yes", "no"],
            RuleName::NoMove => &["loses", "score"],
            RuleName::PointsTarget => &["none", "1", "20", "45"],
            RuleName::Repetition => &["draw", "off"],
            RuleName::First => &["blue", "red"],
        }
    };
    let mut valid = Vec::new();
    for preset in Preset::ALL {
        valid.push(preset.name().to_owned());
        for name in RuleName::ALL {
            for value in values(name) {
                let option: RuleOption = format!("{name}={value}").parse().expect("a value");
                valid.push(format!("{preset}\n{option}"));
            }
        }
    }
    valid.push("wikipedia\nfirst=red\npoints_target=15\nzero_support=no\nrepetition=off".into());
    let valid = distinct(valid);
    let refused = |text: &[u8]| {
        let text = String::from_utf8_lossy(text);
        let mut lines = text.split('\n');
        lines.next().unwrap_or_default().parse::<Preset>().is_err()
            || lines.any(|line| line.parse::<RuleOption>().is_err())
    };
    let mut invalid = distinct(
        [
            "",
            "chess",
            "chessplayx\n",
            "chessplayx\ndivision=thirds",
            "chessplayx\nzero_support=maybe",
            "chessplayx\npoints_target=0",
            "chessplayx\npoints_target=46",
            "chessplayx\npoints_target=256",
            "chessplayx\npoints_target=",
            "chessplayx\n=",
            "chessplayx\nfirst",
            "chessplayx\nfirst=green",
            "chessplayx\ncolour=blue",
            "chessplayx\nFIRST=red",
            "Classic",
        ]
        .map(String::from),
    );
    assert!(invalid.iter().all(|text| refused(text)));
    invalid.extend(broken(&valid, 60, refused));
    [named("valid", valid), named("invalid", invalid)].concat()
}

/// The example games' records, in both versions, and session saves.
fn records() -> Seeds {
    let games = examples::games();
    let names = GameInfo {
        blue: Some("Lan".into()),
        red: Some("Minh".into()),
        date: Some("2026-11-29".into()),
    };
    let mut valid = Vec::new();
    for (i, game) in games.iter().enumerate().step_by(3) {
        let info = if i % 2 == 0 {
            names.clone()
        } else {
            GameInfo::default()
        };
        let json = record::save(game, info);
        // Version 1 is version 2 without the session's fields.
        valid.push(json.replacen("\"version\": 2", "\"version\": 1", 1));
        valid.push(json);
    }
    let orientations = [
        Orientation::FollowTurn,
        Orientation::Fixed { bottom: Side::Red },
        Orientation::FaceToFace { bottom: Side::Blue },
    ];
    for (i, game) in games.iter().enumerate().skip(1).step_by(4) {
        let mode = match i % 3 {
            0 => Mode::TwoPlayers,
            n => Mode::VsComputer {
                human: Side::ALL[n - 1],
                level: mathchess::search::Level::new(n as u8 * 3).expect("a level"),
            },
        };
        let mut session = Session::from_game(game.clone(), mode);
        session.set_orientation(orientations[i % 3]);
        valid.push(fixed_seed(&session.save()));
    }
    let valid = distinct(valid);
    let refused = |text: &[u8]| match std::str::from_utf8(text) {
        Ok(json) => Session::restore(json, Mode::TwoPlayers).is_err(),
        Err(_) => true,
    };
    let short = short_game();
    let edits = [
        ("\"version\": 2", "\"version\": 3"),
        ("\"version\": 2", "\"version\": 0"),
        ("\"version\": 2", "\"version\": \"2\""),
        ("\"mathchess-game\"", "\"chess-game\""),
        ("\"both\"", "\"thirds\""),
        ("\"zero_support\": true", "\"zero_support\": \"yes\""),
        ("\"points_target\": null", "\"points_target\": 50"),
        ("\"first\"", "\"frist\""),
        ("\"first\": \"blue\"", "\"first\": \"blue\", \"extra\": 1"),
        ("R9R8", "R9R9R8"),
        ("\"c1-c4\"", "\"c1-c9\""),
        ("\"c1-c4\"", "\"c1xc4=1+2\""),
        ("\"c1-c4\"", "7"),
        ("\"result\": null", "\"result\": \"draw\""),
        (
            "\"result\": null",
            "\"result\": {\"winner\": \"blue\", \"reason\": \"zero-captured\"}",
        ),
        (
            "\"result\": null",
            "\"result\": {\"winner\": null, \"reason\": \"timeout\"}",
        ),
        ("\"result\": null", "\"result\": null, \"mode\": {\"kind\": \"chess\"}"),
        (
            "\"result\": null",
            "\"result\": null, \"mode\": {\"kind\": \"vs-computer\", \"human\": \"blue\", \"level\": 9}",
        ),
        (
            "\"result\": null",
            "\"result\": null, \"orientation\": {\"kind\": \"fixed\"}",
        ),
        ("\"result\": null", "\"result\": null, \"seed\": -1"),
    ];
    let mut invalid: Vec<Vec<u8>> = edits
        .iter()
        .map(|(from, to)| {
            assert!(short.contains(from), "{from}");
            short.replacen(from, to, 1).into_bytes()
        })
        .chain(
            [
                "",
                " \n",
                "{",
                "[]",
                "null",
                "{}",
                "\"mathchess-game\"",
                "{\"format\": 1}",
            ]
            .map(|text| text.as_bytes().to_vec()),
        )
        .collect();
    assert!(invalid.iter().all(|text| refused(text)));
    invalid.extend(broken(&[short.into_bytes()], 50, refused));
    [named("valid", valid), named("invalid", invalid)].concat()
}

/// A two-move game's record: the one the invalid records are made from.
fn short_game() -> String {
    let mut game = Game::new(Preset::Chessplayx.rules());
    for text in ["c1-c4", "a11-a10"] {
        game.play_text(text).expect("the opening moves play");
    }
    let json = record::save(&game, GameInfo::default());
    assert!(GameRecord::from_json(&json).is_ok());
    json
}

/// A session save with its random seed replaced, so that the file is the
/// same every time.
fn fixed_seed(save: &str) -> String {
    let at = save.find("\"seed\": ").expect("a session save has a seed") + 8;
    let digits = save[at..].find(|c: char| !c.is_ascii_digit()).unwrap_or(0);
    format!("{}1234567890{}", &save[..at], &save[at + digits..])
}

/// Call sequences, each from a few starts: moves by taps and by move
/// text, the move choice, undo and redo, browsing, draws, resignation, a
/// new game, saves, the computer's turns. The same bytes for either game:
/// the taps by index and the operands of the first game's move text land
/// elsewhere in Capture the Flag, whose choice calls are refused.
fn sessions<G: Fuzzed>() -> Seeds {
    use Opcode::*;
    let play = |moves: u8| -> Vec<Vec<u8>> {
        (0..moves)
            .flat_map(|k| {
                [
                    vec![TapPiece as u8, 3 * k + 1],
                    vec![TapTarget as u8, 5 * k],
                    vec![Choose as u8, k % 2],
                ]
            })
            .collect()
    };
    let scenarios: Vec<Vec<Vec<u8>>> = vec![
        play(12),
        // The start's c1-c4 and a11-a10 by square index, then taps on nothing.
        vec![
            vec![Tap as u8, 2],
            vec![Tap as u8, 29],
            vec![Tap as u8, 90],
            vec![Tap as u8, 81],
            vec![Tap as u8, 40],
            vec![Tap as u8, 120],
            vec![Tap as u8, 4],
        ],
        [
            play(4),
            vec![
                vec![Undo as u8],
                vec![Undo as u8],
                vec![Redo as u8],
                vec![ReviewBack as u8],
                vec![ReviewBack as u8],
                vec![ReviewForward as u8],
                vec![Review as u8, 1],
                vec![TapPiece as u8, 0],
                vec![LeaveReview as u8],
                vec![Redo as u8],
                vec![Review as u8, 200],
            ],
        ]
        .concat(),
        [
            vec![vec![OfferDraw as u8, 0], vec![DeclineDraw as u8, 1]],
            play(1),
            vec![
                vec![OfferDraw as u8, 1],
                vec![AcceptDraw as u8, 1],
                vec![AcceptDraw as u8, 0],
                vec![Undo as u8],
                vec![Resign as u8, 0],
                vec![Undo as u8],
                vec![Resign as u8, 1],
                vec![NewGame as u8, 1, 4, 0],
            ],
            play(2),
        ]
        .concat(),
        [
            vec![vec![PlayText as u8, 1, 3, 0]],
            vec![vec![PlayText as u8, 0, 0, 0, 2, 29, 200]],
            vec![vec![PlayText as u8, 3, 7, 1]],
            vec![vec![CancelChoice as u8], vec![PlayText as u8, 2, 9, 0]],
            vec![vec![Orient as u8, 2, 1], vec![TapPiece as u8, 2]],
        ]
        .concat(),
        [
            vec![vec![NewGame as u8, 0, 0, 1]],
            play(1),
            vec![
                vec![ComputerTurn as u8, 0, 5, 1],
                vec![TapPiece as u8, 4],
                vec![TapTarget as u8, 2],
                vec![TakeComputerTurn as u8, 3],
                vec![ApplyHeld as u8],
                vec![ComputerTurn as u8, 1],
                vec![TakeComputerTurn as u8, 2, 10, 20, 3, 1],
                vec![Undo as u8],
                vec![ApplyHeld as u8],
                vec![ComputerTurn as u8, 2, 10, 20, 3, 1],
            ],
        ]
        .concat(),
        [
            play(3),
            vec![
                vec![SaveAndLoad as u8],
                vec![LoadEdited as u8, 3, 1, b'x'],
                vec![LoadEdited as u8, 40, 0, b'9'],
                vec![Orient as u8, 1, 0],
                vec![SaveAndLoad as u8],
            ],
        ]
        .concat(),
    ];
    // A new game under other rules (a preset, or the other side first and
    // a short quiet limit), and some of the example games.
    let games = G::games().len() as u8;
    let starts: [[u8; START_BYTES]; 5] = [
        [0, 0, 0, 0],
        [1, 0, 0, 0],
        [2, 4, 0, 0],
        [0, 0, 0, 3],
        [0, 0, 0, games],
    ];
    let mut seeds = Vec::new();
    for (s, start) in starts.iter().enumerate() {
        for (c, calls) in scenarios.iter().enumerate() {
            let mut input = start.to_vec();
            input.extend(calls.concat());
            seeds.push((format!("calls-{c}-start-{s}"), input));
        }
    }
    seeds
}

/// Capture the Flag: every position of the games played from §9–§11's, and
/// short broken ones of every kind.
fn flag_positions() -> Seeds {
    let valid = distinct(flag_examples::games().iter().flat_map(|game| {
        (0..=game.plies())
            .step_by(3)
            .filter_map(|ply| game.position_at(ply).map(ToString::to_string))
    }));
    let refused = |text: &[u8]| capture_the_flag::Position::from_ascii_lenient(text).is_err();
    let empty = ["11"; 12].join("/");
    let mut invalid = distinct([
        String::new(),
        " b - - 0".into(),
        format!("{empty} b - -"),
        format!("{empty} g - - 0"),
        format!("{empty} b - - 0 "),
        format!("{empty}/11 b - - 0"),
        format!("{empty} b - - -1"),
        format!("{empty} b - - 01"),
        format!("{empty} b Bf4 - 0"),
        format!("{empty} b - b 0"),
        format!("{empty} b - rf4 0"),
        empty.replacen("11", "12", 1) + " b - - 0",
        empty.replacen("11", "0,11", 1) + " b - - 0",
        empty.replacen("11", "5,6", 1) + " b - - 0",
        empty.replacen("11", "B12,10", 1) + " b - - 0",
        empty.replacen("11", "B,10", 1) + " b - - 0",
        empty.replacen("11", "b7,10", 1) + " b - - 0",
    ]);
    // §9's checks: a number twice, a piece off its squares, a duty or a
    // siege that names the wrong squares (read leniently, refused strictly).
    let start = capture_the_flag::Position::start(Side::Blue).to_string();
    let strict_only = [
        start.replacen("R10/", "R9/", 1),
        start
            .replacen("/11/11/11/11/", "/11/11/B10,10/11/", 1)
            .replacen("/B10,B8", "/1,B8", 1),
        start.replacen("b - - 0", "b Bf4f5 - 0", 1),
        start.replacen("b - - 0", "b - bf4 0", 1),
    ];
    assert!(strict_only
        .iter()
        .all(|t| capture_the_flag::Position::from_ascii(t.as_bytes()).is_err()));
    invalid.extend(strict_only.map(String::into_bytes));
    assert!(invalid
        .iter()
        .all(|t| capture_the_flag::Position::from_ascii(t).is_err()));
    invalid.extend(broken(&valid, 200, refused));
    [named("valid", valid), named("invalid", invalid)].concat()
}

/// Capture the Flag: the moves of §9–§11's positions, each with either
/// separator, and broken ones.
fn flag_move_texts() -> Seeds {
    let mut texts = BTreeSet::new();
    for position in flag_examples::positions() {
        for m in position.legal_moves() {
            let text = capture_the_flag::MoveText::of(m);
            texts.insert(text.to_string());
            let other = capture_the_flag::MoveText {
                capture: !text.capture,
                ..text
            };
            texts.insert(other.to_string());
        }
    }
    let valid = distinct(texts.into_iter().step_by(3));
    let refused = |text: &[u8]| capture_the_flag::MoveText::from_ascii(text).is_err();
    let mut invalid = distinct(
        [
            "", "a1b2", "a1--b2", "l1-a1", "a0-a1", "a13-a1", "a1-a13", "a01-a2", "A1-b2", "a1-",
            "-a1", "a1xb2x",
        ]
        .map(String::from),
    );
    assert!(invalid.iter().all(|text| refused(text)));
    invalid.extend(broken(&valid, 150, refused));
    [named("valid", valid), named("invalid", invalid)].concat()
}

/// Capture the Flag: the example games' records, and records broken in
/// every field.
fn flag_records() -> Seeds {
    let names = GameInfo {
        blue: Some("Lan".into()),
        red: Some("Minh".into()),
        date: Some("2026-12-02".into()),
    };
    let valid = distinct(flag_examples::games().iter().enumerate().map(|(i, game)| {
        let info = if i % 2 == 0 {
            names.clone()
        } else {
            GameInfo::default()
        };
        capture_the_flag::record::save(game, info)
    }));
    let refused = |text: &[u8]| match std::str::from_utf8(text) {
        Ok(json) => capture_the_flag::record::load(json).is_err(),
        Err(_) => true,
    };
    let mut game = capture_the_flag::Game::new(capture_the_flag::Rules::default());
    for text in ["c1-b2", "a12-b11"] {
        game.play_text(text).expect("the opening moves play");
    }
    let short = capture_the_flag::record::save(&game, GameInfo::default());
    let edits = [
        ("\"version\": 1", "\"version\": 2"),
        ("\"version\": 1", "\"version\": \"1\""),
        ("\"capture-the-flag\"", "\"math-chess\""),
        ("\"capture-the-flag\"", "\"chess\""),
        ("\"mathchess-game\"", "\"chess-game\""),
        ("\"quiet_limit\": 200", "\"quiet_limit\": -1"),
        ("\"quiet_limit\": 200", "\"quiet_limit\": 1"),
        ("\"repetition\": \"draw\"", "\"repetition\": \"yes\""),
        ("\"first\": \"blue\"", "\"first\": \"green\""),
        ("\"first\": \"blue\"", "\"first\": \"blue\", \"extra\": 1"),
        ("R11,R9", "R11,R11"),
        ("b - - 0", "b - - x"),
        ("\"c1-b2\"", "\"c1-c2\""),
        ("\"c1-b2\"", "\"c1b2\""),
        ("\"c1-b2\"", "7"),
        ("\"result\": null", "\"result\": \"draw\""),
        (
            "\"result\": null",
            "\"result\": {\"winner\": \"blue\", \"reason\": \"flag\"}",
        ),
        (
            "\"result\": null",
            "\"result\": {\"winner\": \"red\", \"reason\": \"agreed-draw\"}",
        ),
        (
            "\"result\": null",
            "\"result\": {\"winner\": null, \"reason\": \"timeout\"}",
        ),
    ];
    let mut invalid: Vec<Vec<u8>> = edits
        .iter()
        .map(|(from, to)| {
            assert!(short.contains(from), "{from}");
            short.replacen(from, to, 1).into_bytes()
        })
        .chain(["", "{", "[]", "null", "{}"].map(|text| text.as_bytes().to_vec()))
        .collect();
    // A record of the first game is refused by name, and so is one that
    // names this game but holds the first game's fields (found by fuzzing:
    // the first game's loader read it).
    let first = short_game();
    invalid.push(
        first
            .replacen(
                "\"format\": \"mathchess-game\",",
                "\"format\": \"mathchess-game\",\n  \"game\": \"capture-the-flag\",",
                1,
            )
            .into_bytes(),
    );
    assert!(record::load(&String::from_utf8_lossy(invalid.last().unwrap())).is_err());
    invalid.push(first.into_bytes());
    assert!(invalid.iter().all(|text| refused(text)));
    invalid.extend(broken(&[short.into_bytes()], 80, refused));
    [named("valid", valid), named("invalid", invalid)].concat()
}
