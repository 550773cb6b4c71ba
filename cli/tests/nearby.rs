//! `mathchess host` and `mathchess join` in two processes over loopback,
//! each fed a script, each saving after every change.

use std::{
    io::{BufRead, BufReader, Write},
    process::{Child, ChildStdout, Command, Stdio},
    sync::mpsc,
    thread,
    time::Duration,
};

use serde_json::Value;

/// Longer than any wait of the link's; a test that takes longer fails.
const WAIT: Duration = Duration::from_secs(60);

fn spawn(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_mathchess"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the mathchess binary runs")
}

/// The join code from the host's first line.
fn code(stdout: &mut BufReader<ChildStdout>) -> String {
    let mut line = String::new();
    stdout.read_line(&mut line).unwrap();
    let code = line.rsplit(' ').next().unwrap().trim().to_owned();
    assert_eq!(code.len(), 19, "{line}");
    code
}

/// Feeds `script` and waits for the process to end, at most [`WAIT`]: its
/// output and whether it succeeded.
fn finish(mut child: Child, script: &str, rest: Option<BufReader<ChildStdout>>) -> (String, bool) {
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let (sender, receiver) = mpsc::channel();
    thread::spawn(move || {
        let mut out = String::new();
        let mut reader = rest.unwrap_or_else(|| BufReader::new(child.stdout.take().unwrap()));
        std::io::Read::read_to_string(&mut reader, &mut out).unwrap();
        let status = child.wait().unwrap();
        let _ = sender.send((out, status.success()));
    });
    receiver
        .recv_timeout(WAIT)
        .expect("the process ended in time")
}

fn saved(file: &std::path::Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap()
}

#[test]
fn two_terminals_play_a_scripted_game_and_both_save_it() {
    let dir = tempfile::tempdir().unwrap();
    let (host_file, guest_file) = (dir.path().join("host.json"), dir.path().join("guest.json"));
    let mut host = spawn(&[
        "host",
        "--address",
        "127.0.0.1",
        "--no-color",
        "--save",
        host_file.to_str().unwrap(),
    ]);
    let mut host_out = BufReader::new(host.stdout.take().unwrap());
    let code = code(&mut host_out);
    let guest = spawn(&[
        "join",
        &code,
        "--no-color",
        "--save",
        guest_file.to_str().unwrap(),
    ]);
    // Blue (the host) and Red play two moves each, each terminal waiting
    // for the other's; then Blue resigns.
    let guest_thread = thread::spawn(move || finish(guest, "c11-c8\na11-a10\n", None));
    let (host_said, host_ok) = finish(host, "c1-c4\nb1-b3\nresign\n", Some(host_out));
    let (guest_said, guest_ok) = guest_thread.join().unwrap();
    assert!(host_ok && guest_ok, "{host_said}\n----\n{guest_said}");
    assert!(
        host_said.contains("The other player joined."),
        "{host_said}"
    );
    assert!(host_said.contains("Red played c11-c8"), "{host_said}");
    assert!(guest_said.contains("Blue played b1-b3"), "{guest_said}");
    assert!(guest_said.contains("Blue resigns."), "{guest_said}");

    let (host_game, guest_game) = (saved(&host_file), saved(&guest_file));
    assert_eq!(host_game["moves"], guest_game["moves"]);
    assert_eq!(
        host_game["moves"].as_array().unwrap().len(),
        4,
        "{host_game}"
    );
    assert_eq!(host_game["result"], guest_game["result"]);
    assert_eq!(host_game["result"]["reason"], "resignation");
    assert_eq!(host_game["nearby"]["role"], "host");
    assert_eq!(guest_game["nearby"]["code"], code.as_str());
}

#[test]
fn a_mistyped_code_is_refused_before_anything_is_sent() {
    let out = Command::new(env!("CARGO_BIN_EXE_mathchess"))
        .args(["join", "R0MA-0Q2F-H2XP-3K7"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("a join code has 16 letters and digits"),
        "{err}"
    );
}
