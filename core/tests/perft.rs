//! Perft figures from data files (`tests/data/*.perft`).

use mathchess::math_chess::{Position, Preset};

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
                let fields: Vec<&str> = rest.split_whitespace().collect();
                let depth: u32 = fields[0].parse().unwrap();
                let nodes: u64 = fields[1].parse().unwrap();
                let preset: Preset = fields
                    .get(2)
                    .map_or(Preset::default(), |p| p.parse().unwrap());
                let pos = position.as_ref().expect("position before perft");
                assert_eq!(
                    pos.perft(&preset.rules(), depth),
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
fn start_position() {
    check_file(include_str!("data/math_chess/start.perft"));
}
