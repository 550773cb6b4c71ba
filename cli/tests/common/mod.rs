//! What the terminal's integration tests share: running the binary with a
//! script on its standard input.

use std::{
    io::Write,
    process::{Command, Output, Stdio},
};

/// Runs `mathchess COMMAND ARGS` with `script` on stdin, to its end.
pub fn run_script(command: &str, args: &[&str], script: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mathchess"))
        .arg(command)
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
    child.wait_with_output().expect("mathchess ends")
}
