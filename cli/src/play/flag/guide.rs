//! What the terminal tells a newcomer about Capture the Flag: the welcome,
//! the `rules` command, `help`, and what a loaded game is.

use mathchess::games::capture_the_flag::{Repetition, Rules};

/// The first lines: the game, a two-line reminder of its rules, what to type.
pub fn welcome(rules: &Rules, players: &str) -> String {
    format!(
        "Capture the Flag, {}, {players}.\n\
         Pieces move on their own colour; captures flank or surround with sums and multiples.\n\
         To win: {}.\n\
         Type a square such as c1 to select a piece; rules explains them, help lists the commands.\n",
        rules_text(rules),
        goal(),
    )
}

/// `Blue moves first`, with the options that differ from the defaults.
pub fn rules_text(rules: &Rules) -> String {
    let mut text = format!("{} moves first", rules.first);
    if rules.repetition == Repetition::Off {
        text.push_str(", no draw by repetition");
    }
    if rules.quiet_limit != Rules::default().quiet_limit {
        text.push_str(&format!(
            ", a draw after {} plies without a capture",
            rules.quiet_limit
        ));
    }
    text
}

/// What wins, for `new` and the welcome.
pub fn goal() -> &'static str {
    "your 1 on the enemy flag, a guard taken unanswered, or all 11 attackers across"
}

/// The rules in twenty lines.
pub fn rules(rules: &Rules) -> String {
    let repetition = match rules.repetition {
        Repetition::Draw => "a third repetition, ",
        Repetition::Off => "",
    };
    format!(
        "Capture the Flag in brief ({}; in full: docs/flag-rules.md)
Board: files a to k, ranks 1 to 12, coloured like a chessboard, but rank 1 is all Blue
  and 12 all Red; the halves meet between ranks 6 and 7. Flags (#): Blue's f3, Red's f10.
Pieces: attackers 1 to 11 start on the base line, guards 15 to 18 on the homes (H)
  beside their flag; a guard that leaves its home must step back on its next move.
Moves: on a piece's own colour only, so diagonally in the middle: 6 to 11 and the 3
  step one square, 4 and 5 one or two, the 1 slides any distance. An attacker may jump
  its own pieces (the 3 any) in a turning chain; a 2 across the line moves straight on
  any colour. Two enemies at a diagonal step's corners, one bigger than it, bar the mover.
Captures (codes T D P G E S Q): move onto a piece where a rule allows it (T1 to T4);
  stop between two enemies whose sum divides your number (D); flank an enemy with an
  own attacker beyond it, the sum a multiple of it (P; with a moving guard, the
  difference: G); close the third side on the edge (E) or the fourth side (Q); close
  in a guard on its home with three pieces, the sum a multiple or a half (S).
  Example: your 4 steps next to an enemy 7 with your 3 beyond it: 4 + 3 = 7 (P).
Win: your 1 reaches attack point A or B (the enemy flag's two corners on your side,
  marked on the board), then steps onto the flag when no enemy move could take it; or
  all 11 attackers across the line; or you take a guard and no taker is taken at once.
  No move loses. Draws: {}200 plies without a capture, agreement.
",
        rules_text(rules),
        repetition,
    )
}

/// This game's own lines of `help`, around the shared commands.
pub const HELP: [&str; 2] = [
    "\
Type a square (c1) to select a piece, then a marked square to move it,
or the whole move: c1-b2, d4xe5. After each move a line says what it took
and by which rule (P: 4 + 3 = 7).
  rules              the rules in brief, with a capture worked out
  new                new game with the same rules",
    "\
Marks: [B7] selected, * a target, + or >R5< a target that captures (listed
under the board), !B1! a guard or the 1 the enemy could take next, (B7) and o
the last move, x a piece it took; face to face, the far side's letters are lower
case. Squares: . Blue, : Red, # a flag, H a guard home, A-D Blue's attack points
on Red's flag, a-d Red's on Blue's.",
];

#[cfg(test)]
mod tests {
    use mathchess::Side;

    use super::*;

    #[test]
    fn the_rules_fit_in_twenty_lines() {
        let text = rules(&Rules::default());
        assert!(text.lines().count() <= 20, "{text}");
        assert!(text.lines().all(|l| l.chars().count() <= 90), "{text}");
        assert!(text.contains("Blue moves first"), "{text}");
        // How the 1 wins (docs/flag-rules.md §4.8), and what the attack points are.
        let said = text.split_whitespace().collect::<Vec<_>>().join(" ");
        for words in [
            "your 1 reaches attack point A or B (the enemy flag's two corners on your side,",
            "then steps onto the flag when no enemy move could take it;",
        ] {
            assert!(said.contains(words), "{words}: {text}");
        }
        let red = Rules {
            first: Side::Red,
            repetition: Repetition::Off,
            ..Rules::default()
        };
        let text = rules(&red);
        assert!(
            text.contains("(Red moves first, no draw by repetition;"),
            "{text}"
        );
        assert!(!text.contains("repetition,"), "{text}");
    }

    #[test]
    fn the_welcome_is_four_lines() {
        let text = welcome(&Rules::default(), "two players");
        assert_eq!(text.lines().count(), 4, "{text}");
        assert!(
            text.starts_with("Capture the Flag, Blue moves first, two players."),
            "{text}"
        );
    }
}
