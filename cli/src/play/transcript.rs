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

/// Who types next: the side to move, or the player a draw is offered to.
pub fn prompt(turn: Side, answering: Option<Side>) -> String {
    match answering {
        Some(side) => format!("{side}, answer the draw"),
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
        assert_eq!(prompt(Side::Red, Some(Side::Blue)), "Blue, answer the draw");
    }
}
