//! What the terminal tells a newcomer about the game: the welcome, the
//! `rules` command, and what wins under the rules being played.

use mathchess::games::math_chess::{Division, NoMove, Rules, Square};

use super::rules_text;

/// The first lines: the game being played, a two-line reminder of the
/// rules, and what to type first (`example`: a square of a piece that moves).
pub fn welcome(rules: &Rules, players: &str, example: Option<Square>) -> String {
    let example = example.map_or_else(String::new, |square| format!(" such as {square}"));
    format!(
        "Math Chess, {}, {players}.\n\
         A piece n steps up to n squares in a straight line. {}.\n\
         Captures: k = A+B, A−B, A×B, A÷B or A%B squares past the supporting piece B.\n\
         Type a square{example} to select a piece; rules explains them, help lists the commands.\n",
        rules_text(rules),
        capitalized_goal(rules),
    )
}

/// `Take the enemy 0 to win`, or `… or score 20 points …` with a target.
fn capitalized_goal(rules: &Rules) -> String {
    match rules.points_target {
        Some(target) => format!(
            "Take the enemy 0, or score {} points, to win",
            target.points()
        ),
        None => "Take the enemy 0 to win".to_owned(),
    }
}

/// What wins, for `new`: `the enemy 0 or 20 points win`.
pub fn goal(rules: &Rules) -> String {
    match rules.points_target {
        Some(target) => format!("the enemy 0 or {} points win", target.points()),
        None => "the enemy 0 wins".to_owned(),
    }
}

/// The rules in twenty lines, for the rules being played, with a capture
/// worked out.
pub fn rules(rules: &Rules) -> String {
    let division = match rules.division {
        Division::Both => "A ÷ B, A % B   the whole quotient, the remainder (each if not 0)",
        Division::RemainderFirst => {
            "A ÷ B          the remainder, or the quotient if the remainder is 0"
        }
    };
    let zero_support = if rules.zero_support {
        "A 0 may be the support: A + 0 and A − 0 give A."
    } else {
        "A 0 is never the support."
    };
    let points = rules.points_target.map_or_else(String::new, |target| {
        format!(", and so does scoring {} points first", target.points())
    });
    let no_move = match rules.no_move {
        NoMove::Loses => "A side with no legal move on its turn loses.",
        NoMove::Score => "A side with no legal move ends the game: the higher score wins.",
    };
    let repetition = if rules.repetition_draw {
        "The same position for the third time is a draw. "
    } else {
        ""
    };
    format!(
        "Math Chess in brief ({}; in full: docs/rules.md)
Board: files a to i, ranks 1 to 11. Each side has pieces 0 to 9: 1 to 9 on its back
  rank, its 0 in front of the 5. {} moves first; a turn is one step or one capture.
Step: a piece n moves 1 to n squares in a straight line, in any of the 8 directions,
  over empty squares only. A 0 never moves.
Capture: three squares in a line: the attacker A, an own piece B right next to it (the
  support), and an enemy piece exactly k squares beyond B, the squares between empty.
  A lands on the enemy piece's square and takes it; B stays. k comes from A and B:
    A + B, A × B   the last digit (a 0 gives no capture)
    A − B          if A is the larger (never B − A)
    {division}
  {zero_support}
Example: Blue 7 on a1, its support 4 on a2. 7 − 4 = 3, and 7 % 4 = 3 too: a Red piece
  on a5, 3 squares beyond a2, can be taken (you claim one formula). 7 + 4 = 11 → 1
  reaches a3, 7 × 4 = 28 → 8 reaches a10, if the squares between are empty.
Score: each capture scores the number of the piece taken.
End: taking the enemy 0 wins at once{points}.
  {no_move}
  {repetition}A player may resign or offer a draw.
",
        rules_text(rules),
        rules.first,
    )
}

#[cfg(test)]
mod tests {
    use mathchess::games::math_chess::Preset;

    use super::*;

    #[test]
    fn the_rules_fit_in_twenty_lines_for_every_preset() {
        for preset in Preset::ALL {
            let text = rules(&preset.rules());
            assert!(text.lines().count() <= 20, "{preset}: {text}");
            assert!(text.lines().all(|l| l.chars().count() <= 90), "{text}");
        }
        assert!(rules(&Preset::Classic.rules()).contains("so does scoring 20 points first"));
        assert!(rules(&Preset::Wikipedia.rules()).contains("the higher score wins"));
    }

    #[test]
    fn the_welcome_is_four_lines() {
        let text = welcome(&Preset::Classic.rules(), "two players", "c1".parse().ok());
        assert_eq!(text.lines().count(), 4, "{text}");
        assert!(
            text.contains("Take the enemy 0, or score 20 points, to win."),
            "{text}"
        );
        assert!(text.contains("such as c1"), "{text}");
    }
}
