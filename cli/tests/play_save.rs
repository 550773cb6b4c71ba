//! The terminal game's `save` against crashes and failed writes: the saved
//! file always loads, and a save that fails keeps the one before it.
#![cfg(unix)] // SIGKILL, and `ulimit` in the POSIX shell

use std::{
    fs,
    io::Write,
    path::Path,
    process::{Command, Output, Stdio},
    thread,
    time::Duration,
};

use mathchess::{
    games::math_chess::record,
    games::math_chess::{Game, Rules},
    record::GameInfo,
};

/// A small xorshift generator: the same random games and kill times every run.
struct Random(u64);

impl Random {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// Terminal input that plays `count` random legal moves, one entry per
/// move: its two taps and, for a capture with several formulas, the first
/// formula; a finished game is followed by `new`.
fn random_moves(count: usize, random: &mut Random) -> Vec<String> {
    let mut game = Game::new(Rules::default());
    let mut lines = Vec::new();
    while lines.len() < count {
        let moves = game.legal_moves();
        if moves.is_empty() {
            game = Game::new(Rules::default());
            lines.push("new\n".to_owned());
            continue;
        }
        let m = moves[random.below(moves.len() as u64) as usize];
        let choice = if m.ops().len() > 1 { "1\n" } else { "" };
        lines.push(format!("{}\n{}\n{choice}", m.from(), m.to()));
        game.play(m, m.ops().iter().next()).unwrap();
    }
    lines
}

fn mathchess_play(shell_prefix: Option<&str>) -> Command {
    let binary = env!("CARGO_BIN_EXE_mathchess");
    let mut command = match shell_prefix {
        None => Command::new(binary),
        Some(prefix) => {
            let mut shell = Command::new("sh");
            shell
                .arg("-c")
                .arg(format!("{prefix}; exec \"$0\" \"$@\""))
                .arg(binary);
            shell
        }
    };
    command.args(["play", "--no-color"]);
    command
}

fn run_to_the_end(mut command: Command, script: &str) -> Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("mathchess play starts");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    stdin.write_all(script.as_bytes()).unwrap();
    drop(stdin);
    child.wait_with_output().expect("mathchess play ends")
}

fn names_in(folder: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(folder)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// `mathchess play` saves after every move and is killed at random moments,
/// again and again over the same file: the file always holds a whole record.
#[test]
fn a_save_killed_at_any_moment_leaves_a_file_that_loads() {
    let folder = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
    let file = folder.path().join("game.json");
    let mut random = Random(0x9E37_79B9_7F4A_7C15);
    let save = format!("save {}\n", file.display());
    let script: String = random_moves(600, &mut random)
        .into_iter()
        .map(|m| m + &save)
        .collect();
    let mut last = record::save(&Game::new(Rules::default()), GameInfo::default());
    fs::write(&file, &last).unwrap();
    let mut changed = 0;
    for run in 0..40 {
        let mut child = mathchess_play(None)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("mathchess play starts");
        let mut stdin = child.stdin.take().expect("stdin is piped");
        let input = script.clone();
        // Killed, the child closes the pipe under the writer: that error is expected.
        let writer = thread::spawn(move || drop(stdin.write_all(input.as_bytes())));
        thread::sleep(Duration::from_micros(2_000 + random.below(60_000)));
        child.kill().unwrap();
        child.wait().unwrap();
        writer.join().unwrap();
        let json = fs::read_to_string(&file).unwrap();
        if let Err(error) = record::load(&json) {
            panic!("run {run}: the saved file does not load: {error}\n{json:?}");
        }
        changed += usize::from(json != last);
        last = json;
    }
    assert!(changed >= 10, "saves happened in only {changed} of 40 runs");
}

/// A save that cannot be written whole (the file size limit stands in for a
/// full disk; root is bound by it too) keeps the previous save intact.
#[test]
fn a_failed_save_keeps_the_previous_one() {
    let folder = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
    let file = folder.path().join("game.json");
    let (load, save) = (
        format!("load {}\n", file.display()),
        format!("save {}\n", file.display()),
    );
    let moves = random_moves(40, &mut Random(7));
    assert!(
        !moves.contains(&"new\n".to_owned()),
        "one game: a record of 40 moves"
    );
    let first = run_to_the_end(mathchess_play(None), &(moves[..2].concat() + &save));
    assert!(first.status.success(), "{first:?}");
    let before = fs::read_to_string(&file).unwrap();

    // Up to 512 bytes a file, and writing past that an error, not a signal.
    let limited = mathchess_play(Some("trap '' XFSZ; ulimit -f 1"));
    let out = run_to_the_end(limited, &(load + &moves[2..].concat() + &save));
    // The refused save is the script's last line, said on stderr: status 1.
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let stderr = String::from_utf8(out.stderr).unwrap();
    let refused = format!("cannot save to {}: ", file.display());
    assert!(stderr.contains(&refused), "{stderr}");
    assert_eq!(
        fs::read_to_string(&file).unwrap(),
        before,
        "the previous save is intact"
    );
    assert_eq!(
        names_in(folder.path()),
        ["game.json"],
        "no temporary file left"
    );
}
