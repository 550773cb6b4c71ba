//! Capture the Flag perft figures from `tests/data/flag/start.perft` (`docs/flag-rules.md` §11).

use mathchess::flag::Position;

fn check_file(text: &str) {
    let mut position: Option<Position> = None;
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (keyword, rest) = line.split_once(' ').expect("keyword and value");
        match keyword {
            "position" => position = Some(rest.parse().expect("valid position")),
            "perft" => {
                let (depth, nodes) = rest.split_once(' ').expect("depth and nodes");
                let pos = position.as_ref().expect("position before perft");
                let depth: u32 = depth.parse().unwrap();
                let nodes: u64 = nodes.parse().unwrap();
                assert_eq!(pos.perft(depth), nodes, "line {}: {line}", i + 1);
            }
            other => panic!("line {}: unknown keyword {other}", i + 1),
        }
    }
}

#[test]
fn section_11() {
    check_file(include_str!("data/flag/start.perft"));
}
