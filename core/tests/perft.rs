//! Perft figures of both games from data files, one harness generic over
//! the game: `tests/data/math_chess/*.perft` (`docs/rules.md`) and
//! `tests/data/flag/*.perft` (`docs/flag-rules.md` §11).
//!
//! A file holds blocks: `position STRING` starts one, `perft DEPTH NODES
//! [OPTIONS…]` checks it; the options are the game's (the first game's
//! rule preset).

use mathchess::{games::capture_the_flag, games::math_chess};

/// A game's position as the harness counts it.
trait Perft: Sized {
    fn parse(text: &str) -> Self;
    /// The leaves at `depth`, under the rules `options` name.
    fn perft(&self, depth: u32, options: &[&str]) -> u64;
}

impl Perft for math_chess::Position {
    fn parse(text: &str) -> Self {
        text.parse().expect("valid position")
    }

    fn perft(&self, depth: u32, options: &[&str]) -> u64 {
        let preset: math_chess::Preset = options
            .first()
            .map_or(math_chess::Preset::default(), |p| p.parse().unwrap());
        math_chess::Position::perft(self, &preset.rules(), depth)
    }
}

impl Perft for capture_the_flag::Position {
    fn parse(text: &str) -> Self {
        text.parse().expect("valid position")
    }

    fn perft(&self, depth: u32, options: &[&str]) -> u64 {
        assert!(options.is_empty(), "Capture the Flag has no perft options");
        capture_the_flag::Position::perft(self, depth)
    }
}

fn check_file<P: Perft>(text: &str) {
    let mut position: Option<P> = None;
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (keyword, rest) = line.split_once(' ').expect("keyword and value");
        match keyword {
            "position" => position = Some(P::parse(rest)),
            "perft" => {
                let fields: Vec<&str> = rest.split_whitespace().collect();
                let depth: u32 = fields[0].parse().unwrap();
                let nodes: u64 = fields[1].parse().unwrap();
                let pos = position.as_ref().expect("position before perft");
                assert_eq!(
                    pos.perft(depth, &fields[2..]),
                    nodes,
                    "line {}: {line}",
                    i + 1
                );
            }
            other => panic!("line {}: unknown keyword {other}", i + 1),
        }
    }
}

#[test]
fn math_chess_start_position() {
    check_file::<math_chess::Position>(include_str!("data/math_chess/start.perft"));
}

#[test]
fn flag_section_11() {
    check_file::<capture_the_flag::Position>(include_str!("data/flag/start.perft"));
}
