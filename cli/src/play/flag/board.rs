//! The Capture the Flag board as text, in the legend of
//! `docs/flag-rules.md` §2: `.` a Blue square, `:` a Red square, `#` a flag,
//! `H` an empty guard home, `A`–`D` Blue's attack points and `a`–`d` Red's,
//! the dividing line between ranks 6 and 7; pieces as `B7`, `R16`; the
//! selected piece's targets `*`, or `+` and `>R5<` where the move captures. ANSI
//! colours, when asked for, colour the same text.

use std::fmt::Write;

use mathchess::{
    flag::{attack_points, flag, guard_homes, Capture, Move, Position, Square, FILES, RANKS},
    Side,
};

use crate::play::render::{paint, side_color, CAPTURE_TARGET, LAST_MOVE, SELECTED, STEP_TARGET};

/// What the board marks besides the pieces.
#[derive(Debug)]
pub struct Marks<'a> {
    pub selected: Option<Square>,
    /// The selected piece's moves.
    pub targets: &'a [Move],
    /// The last move and what it captured.
    pub last: Option<(Move, &'a [Capture])>,
}

/// A cell is five characters: the body right-aligned in the first four,
/// its left mark just before it, its right mark in the fifth.
const CELL: usize = 5;

/// The board with its coordinates, Blue's side at the bottom.
pub fn draw(position: &Position, marks: &Marks, color: bool) -> String {
    let mut files = String::from("   ");
    for file in 0..FILES {
        let _ = write!(files, "{:>4} ", char::from(b'a' + file));
    }
    let files = files.trim_end().to_owned() + "\n";
    let mut out = files.clone();
    for rank in (0..RANKS).rev() {
        let _ = write!(out, "{:>2} ", rank + 1);
        for file in 0..FILES {
            let square = Square::from_coords(file, rank).expect("on the board");
            out.push_str(&cell(position, marks, square, color));
        }
        let _ = writeln!(out, " {}", rank + 1);
        if rank == RANKS / 2 {
            let _ = writeln!(out, "   {}", "-".repeat(CELL * usize::from(FILES)));
        }
    }
    out.push_str(&files);
    out
}

/// The empty square's sign: `#`, `H`, an attack point's letter, or its colour.
fn ground(square: Square) -> (char, Side) {
    for side in Side::ALL {
        if square == flag(side) {
            return ('#', !side);
        }
        if guard_homes(side).contains(square) {
            return ('H', side);
        }
        if let Some(i) = attack_points(side).iter().position(|&a| a == square) {
            let letter = b"ABCD"[i];
            let letter = match side {
                Side::Blue => letter,
                Side::Red => letter.to_ascii_lowercase(),
            };
            return (char::from(letter), side);
        }
    }
    match square.colour() {
        Side::Blue => ('.', Side::Blue),
        Side::Red => (':', Side::Red),
    }
}

fn cell(position: &Position, marks: &Marks, square: Square, color: bool) -> String {
    let target = marks.targets.iter().find(|m| m.to() == square);
    let last_to = marks.last.is_some_and(|(m, _)| m.to() == square);
    let last_from = marks.last.is_some_and(|(m, _)| m.from() == square);
    let captured = marks
        .last
        .is_some_and(|(_, captures)| captures.iter().any(|c| c.square == square));
    let piece = position.piece_at(square);
    let (sign, owner) = ground(square);
    let body = match piece {
        Some(piece) => piece.to_string(),
        // Most captures surround: the target is empty, and says it captures.
        None if target.is_some_and(|m| m.is_capture()) => "+".to_owned(),
        None if target.is_some() => "*".to_owned(),
        None if captured => "x".to_owned(),
        None if last_from => "o".to_owned(),
        None => sign.to_string(),
    };
    let (marks_around, background) = if marks.selected == Some(square) {
        (['[', ']'], SELECTED)
    } else if target.is_some_and(|m| m.is_capture()) && piece.is_some() {
        (['>', '<'], CAPTURE_TARGET)
    } else if last_to && piece.is_some() {
        (['(', ')'], LAST_MOVE)
    } else if last_from || captured {
        ([' ', ' '], LAST_MOVE)
    } else {
        ([' ', ' '], "")
    };
    let pad = " ".repeat(CELL - 2 - body.len());
    if !color {
        let [left, right] = marks_around;
        return format!("{pad}{left}{body}{right}");
    }
    let foreground = match piece {
        Some(piece) => side_color(piece.side()),
        None if target.is_some_and(|m| m.is_capture()) => "\x1b[1;95m",
        None if target.is_some() => STEP_TARGET,
        None if sign == '#' => "\x1b[1;93m",
        None if captured => "\x1b[1;97m",
        // The colour squares dim, the marked squares (homes, attack points) in their side's colour.
        None if matches!(sign, '.' | ':') => match owner {
            Side::Blue => "\x1b[2;34m",
            Side::Red => "\x1b[2;31m",
        },
        None => match owner {
            Side::Blue => "\x1b[34m",
            Side::Red => "\x1b[31m",
        },
    };
    format!(
        "{pad}{}",
        paint(marks_around, &body, background, foreground)
    )
}

#[cfg(test)]
mod tests {
    use mathchess::flag::MoveList;

    use super::*;

    const NO_MARKS: Marks = Marks {
        selected: None,
        targets: &[],
        last: None,
    };

    /// The board's words, line by line, without the dividing line.
    fn words(board: &str) -> Vec<Vec<String>> {
        board
            .lines()
            .filter(|l| !l.trim_start().starts_with('-'))
            .map(|l| l.split_whitespace().map(str::to_owned).collect())
            .collect()
    }

    /// Every diagram of `docs/flag-rules.md` is the plain board of its
    /// position, word for word (the coordinates it adds aside). The
    /// examples' diagrams leave the attack points and empty guard homes
    /// unmarked; the empty board of §2 marks them, as the board always does.
    #[test]
    fn the_plain_board_is_the_diagrams_of_the_rules() {
        let text = include_str!("../../../../docs/flag-rules.md");
        let lines: Vec<&str> = text.lines().collect();
        let mut checked = 0;
        for (i, line) in lines.iter().enumerate() {
            if *line != "```" || !lines.get(i + 1).is_some_and(|l| l.starts_with("12 ")) {
                continue;
            }
            let diagram: Vec<&str> = lines[i + 1..]
                .iter()
                .take_while(|l| **l != "```")
                .copied()
                .collect();
            let empty_board = diagram.iter().any(|l| l.contains(" A "));
            let position = if empty_board {
                Position::empty(Side::Blue)
            } else {
                lines[i + diagram.len()..]
                    .iter()
                    .find_map(|l| Position::from_ascii_lenient(l.trim().as_bytes()).ok())
                    .expect("a position string after each diagram")
            };
            let drawn = words(&draw(&position, &NO_MARKS, false));
            let expected = words(&diagram.join("\n"));
            assert_eq!(drawn.len(), expected.len() + 1, "{position}");
            // The board writes the files above it too, and the rank again on the right.
            for (row, (drawn, expected)) in drawn.iter().skip(1).zip(&expected).enumerate() {
                let cells = if row < 12 {
                    &drawn[..drawn.len() - 1]
                } else {
                    drawn
                };
                let same = cells.len() == expected.len()
                    && cells.iter().zip(expected).all(|(d, e)| {
                        d == e
                            || (!empty_board
                                && "ABCDabcdH".contains(d.as_str())
                                && (e == "." || e == ":"))
                    });
                assert!(
                    same,
                    "{position}, row {row}: {cells:?} against {expected:?}"
                );
            }
            checked += 1;
        }
        assert!(checked >= 12, "{checked} diagrams");
    }

    #[test]
    fn marks_and_colours() {
        let position = Position::start(Side::Blue);
        let c1: Square = "c1".parse().unwrap();
        let targets: MoveList = position.moves_from(c1);
        let marks = Marks {
            selected: Some(c1),
            targets: &targets,
            last: None,
        };
        let plain = draw(&position, &marks, false);
        let lines: Vec<&str> = plain.lines().collect();
        assert_eq!(
            lines[0],
            "      a    b    c    d    e    f    g    h    i    j    k"
        );
        assert_eq!(
            lines[13],
            " 1  B10   B8  [B6]  B4   B2   B1   B3   B5   B7   B9  B11  1"
        );
        assert!(
            lines[12].starts_with(" 2    :    *    :    *    d  B18"),
            "{plain}"
        );
        assert_eq!(lines[7], format!("   {}", "-".repeat(55)));
        assert!(!plain.contains('\x1b'));
        let colored = draw(&position, &marks, true);
        assert!(
            colored.contains("\x1b[43m[\x1b[1;94mB6\x1b[0m\x1b[43m]\x1b[0m"),
            "{colored}"
        );
        assert!(colored.contains("\x1b[1;93m#"), "the flags stand out");
        // The same text under the colours.
        let stripped: String = colored
            .split('\x1b')
            .enumerate()
            .map(|(i, part)| {
                if i == 0 {
                    part
                } else {
                    &part[part.find('m').unwrap() + 1..]
                }
            })
            .collect();
        assert_eq!(stripped, plain);
    }
}
