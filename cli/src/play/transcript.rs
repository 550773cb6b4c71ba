//! What the terminal says about the moves of either game: who played which
//! move, the history, the move count, whose turn it is to type.

use std::fmt::{Display, Write};

use mathchess::Side;

/// The side that played move `ply + 1` when `first` moved first.
pub fn mover(first: Side, ply: usize) -> Side {
    if ply % 2 == 0 {
        first
    } else {
        !first
    }
}

/// The line after a move, in either game: `Blue played c1-c4`, and what
/// the game says of it (`c1xe3, taking R7 (P: 4 + 3 = 7)`).
pub fn played(side: Side, said: impl Display) -> String {
    format!("{side} played {said}")
}

/// What a move took, in either game: `, taking R9`, `, taking R2 and R3`;
/// nothing when it took nothing.
pub fn taking(pieces: &[String]) -> String {
    if pieces.is_empty() {
        return String::new();
    }
    format!(", taking {}", pieces.join(" and "))
}

/// The moves played, one per line, numbered, with the side that played each.
pub fn history(moves: &[impl Display], first: Side) -> String {
    if moves.is_empty() {
        return "No moves yet.\n".to_owned();
    }
    let mut out = String::new();
    for (ply, text) in moves.iter().enumerate() {
        // Side's Display ignores the width: pad its text.
        let side = mover(first, ply).to_string();
        let _ = writeln!(out, "{:>3}. {side:<4} {text}", ply + 1);
    }
    out
}

/// `no moves`, `1 move`, `12 moves`.
pub fn move_count(moves: usize) -> String {
    count(moves, "move", "moves")
}

/// `no moves`, `1 move`, `12 moves` of anything.
pub fn count(n: usize, one: &str, many: &str) -> String {
    match n {
        0 => format!("no {many}"),
        1 => format!("1 {one}"),
        n => format!("{n} {many}"),
    }
}

/// Who types next: the side to move, the player a draw is offered to, or
/// no side once the game is `over` (the loser is not to move).
pub fn prompt(turn: Side, answering: Option<Side>, over: bool) -> String {
    match answering {
        Some(side) => format!("{side}, answer the draw"),
        None if over => "Game over".to_owned(),
        None => turn.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_said_with_their_side() {
        let texts = ["c1-c4", "a11-a10", "c4-c5"];
        assert_eq!(history(&texts[..1], Side::Blue), "  1. Blue c1-c4\n");
        assert_eq!(
            history(&texts[..2], Side::Blue),
            "  1. Blue c1-c4\n  2. Red  a11-a10\n"
        );
        assert_eq!(history(&[] as &[&str], Side::Blue), "No moves yet.\n");
        assert_eq!(move_count(1), "1 move");
        assert_eq!(
            prompt(Side::Red, Some(Side::Blue), false),
            "Blue, answer the draw"
        );
        assert_eq!(prompt(Side::Red, None, true), "Game over");
        assert_eq!(played(Side::Red, "a11-a10"), "Red played a11-a10");
        assert_eq!(taking(&[]), "");
        assert_eq!(taking(&["R2".into(), "R3".into()]), ", taking R2 and R3");
    }
}
