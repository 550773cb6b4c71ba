//! Vietnamese Math Chess at the terminal: how its screen reads (the score,
//! a 0 under attack, the formula choice) and how its moves are said.

use std::fmt::Write;

use mathchess::{
    games::math_chess::{notation::MoveText, Game, PlayedMove, Preset, Rules, Square},
    session::{GameSession, Mark, MathChess, Snapshot},
    Side,
};

mod guide;

use super::{command::HELP, render, table::TableGame, transcript, LineError};

impl TableGame for MathChess {
    const TITLE: &'static str = "Math Chess";
    const HELP: [&'static str; 2] = HELP;
    const PIECE_WIDTH: usize = 2;
    const LABEL_COLUMN: usize = 1;

    fn welcome(session: &GameSession<MathChess>, players: &str) -> String {
        guide::welcome(session.game().rules(), players, example(session))
    }

    fn rules_in_brief(rules: &Rules) -> String {
        guide::rules(rules)
    }

    fn rules_said(rules: &Rules) -> Option<String> {
        Some(rules_text(rules))
    }

    fn new_rules(rules: &Rules, preset: Option<Preset>) -> Result<(Rules, String), LineError> {
        let rules = preset.map_or(*rules, Preset::rules);
        let note = format!("New game, {}: {}.", rules_text(&rules), guide::goal(&rules));
        Ok((rules, note))
    }

    fn last_move(session: &GameSession<MathChess>) -> String {
        let game = session.game();
        last_move(
            &session.snapshot(),
            game.start().turn(),
            game.history().last(),
        )
    }

    /// Scores (and the points target).
    fn tally(s: &Snapshot, rules: &Rules) -> String {
        let (blue, red) = (&s.players.blue, &s.players.red);
        let target = rules
            .points_target
            .map_or_else(String::new, |t| format!("; {} points win", t.points()));
        format!(
            "Score: Blue {} (took {}), Red {} (took {}){target}\n",
            blue.score,
            render::pieces(&blue.captured),
            red.score,
            render::pieces(&red.captured)
        )
    }

    /// A 0 under attack, in words.
    fn warnings(s: &Snapshot) -> String {
        let mut out = String::new();
        if s.outcome.is_some() {
            return out;
        }
        for (square, zero) in s.cells.iter().filter_map(|c| {
            c.piece
                .filter(|_| c.marks.contains(Mark::ZeroInDanger))
                .map(|p| (c.square, p.side()))
        }) {
            let _ = if zero == s.turn {
                writeln!(
                    out,
                    "{zero}'s 0 on {square} is under attack: protect it, or {} takes it and wins.",
                    !zero
                )
            } else {
                writeln!(
                    out,
                    "{zero}'s 0 on {square} is under attack: {} wins by taking it.",
                    s.turn
                )
            };
        }
        out
    }

    fn piece_refused(game: &Game, square: Square) -> Option<String> {
        let refused = game.position().check_piece(game.rules(), square).err()?;
        Some(refused.to_string())
    }

    fn move_refused(game: &Game, from: Square, to: Square) -> Option<String> {
        let refused = game.position().check_move(game.rules(), from, to).err()?;
        Some(refused.to_string())
    }

    /// The formula choice, when one is open.
    fn selection(s: &Snapshot, _: &Game) -> String {
        let mut out = String::new();
        let Some(choice) = &s.choice else {
            return out;
        };
        let _ = writeln!(
            out,
            "Which formula do you claim for {}x{}?",
            choice.from, choice.to
        );
        for (i, option) in choice.options.iter().enumerate() {
            let _ = writeln!(
                out,
                "  {}) {}   (support on {})",
                i + 1,
                option.formula.worked(),
                option.support
            );
        }
        let _ = writeln!(out, "Type its number, or cancel.");
        out
    }
}

/// A square whose piece the first player to type can select.
fn example(session: &GameSession<MathChess>) -> Option<Square> {
    let position = session.game().position();
    let side = session
        .mode()
        .computer_side()
        .map_or_else(|| position.turn(), |computer| !computer);
    Square::ALL.into_iter().find(|&square| {
        position
            .piece_at(square)
            .is_some_and(|piece| piece.side() == side && piece.number() > 0)
    })
}

/// The last move played, for after each move (the board turns, so the
/// text says what happened): `Blue played c1-c4`, or for a capture the
/// distance worked out and the piece taken: `Red played b11xb3 = 8 + 9 =
/// 17 → 7 (7 squares beyond the support on b10), taking B3`.
fn last_move(s: &Snapshot, first: Side, played: Option<&PlayedMove>) -> String {
    let Some(ply) = s.history.len().checked_sub(1) else {
        return "No moves yet.".to_owned();
    };
    let text = s.history[ply];
    let side = transcript::mover(first, ply);
    let (Some(played), Some(formula)) = (played, text.formula) else {
        return transcript::played(side, format_args!("{text:#}"));
    };
    let squares = MoveText {
        formula: None,
        ..text
    };
    let mut said = format!("{squares} = {}", formula.worked());
    if let (Some(k), Some(support)) = (formula.distance(), played.m.support()) {
        let squares = if k == 1 { "square" } else { "squares" };
        let _ = write!(said, " ({k} {squares} beyond the support on {support})");
    }
    let taken: Vec<String> = played.captured.iter().map(ToString::to_string).collect();
    said.push_str(&transcript::taking(&taken));
    transcript::played(side, said)
}

/// `chessplayx rules`, or `chessplayx rules with zero_support=no, first=red`.
pub fn rules_text(rules: &Rules) -> String {
    let (preset, changes) = rules.nearest_preset();
    if changes.is_empty() {
        return format!("{preset} rules");
    }
    let changes: Vec<String> = changes.iter().map(ToString::to_string).collect();
    format!("{preset} rules with {}", changes.join(", "))
}

#[cfg(test)]
mod tests {
    use mathchess::{
        games::math_chess::Preset,
        session::{Mode, Orientation, Session},
    };

    use super::*;
    use crate::play::{render::Painter, table::SessionTable, Table};

    fn session() -> Session {
        let mut session = Session::new(Rules::default(), Mode::TwoPlayers);
        session.tap("c1".parse().unwrap()).unwrap();
        session
    }

    fn screen(session: Session, color: bool) -> String {
        SessionTable::new(session, Painter { color }).screen()
    }

    fn status(s: &Snapshot, game: &mathchess::games::math_chess::Game) -> String {
        render::status(s, game, None)
    }

    #[test]
    fn plain_board() {
        let screen = screen(session(), false);
        let lines: Vec<&str> = screen.lines().collect();
        assert_eq!(lines[0], "    a   b   c   d   e   f   g   h   i");
        assert_eq!(lines[1], "11  R9  R8  R7  R6  R5  R4  R3  R2  R1  11");
        assert_eq!(lines[2], "10   .   .   .   .  R0   .   .   .   .  10");
        assert_eq!(lines[9], " 3   *   .   *   .   *   .   .   .   .  3");
        assert_eq!(lines[11], " 1  B1  B2 [B3] B4  B5  B6  B7  B8  B9  1");
        assert_eq!(lines[12], lines[0]);
        assert_eq!(lines[13], "Score: Blue 0 (took -), Red 0 (took -)");
        assert_eq!(lines[14], "Blue to move.");
        assert!(!screen.contains('\x1b'));
    }

    #[test]
    fn turned_and_face_to_face() {
        let mut session = session();
        session.tap("c4".parse().unwrap()).unwrap();
        let board = Painter { color: false }.board(&session.snapshot());
        assert!(board.starts_with("    i   h   g   f   e   d   c   b   a\n 1  B9"));
        assert!(board.contains(" o "), "last move from: {board}");
        assert!(board.contains("(B3)"), "last move to: {board}");
        session.set_orientation(Orientation::FaceToFace { bottom: Side::Blue });
        let board = Painter { color: false }.board(&session.snapshot());
        assert!(board.contains("11  r9  r8"), "{board}");
    }

    #[test]
    fn colors() {
        let screen = screen(session(), true);
        assert!(screen.contains("\x1b[43m[\x1b[1;94mB3\x1b[0m\x1b[43m]\x1b[0m"));
        assert!(screen.contains("\x1b[1;91mR9"));
    }

    #[test]
    fn a_capture_says_its_distance_and_a_0_under_attack_is_said() {
        // docs/rules.md §6: Blue 7 on a1, 4 on a2, Red 9 on a5; Red's 0 on i11.
        let start = "8R0/9/9/9/9/9/R98/9/9/B48/B77B0 b".parse().unwrap();
        let game = mathchess::games::math_chess::Game::from_position(Rules::default(), start);
        let mut session = Session::from_game(game, Mode::TwoPlayers);
        session.play_text(&"a1xa5=7-4".parse().unwrap()).unwrap();
        assert_eq!(
            MathChess::last_move(&session),
            "Blue played a1xa5 = 7 − 4 = 3 (3 squares beyond the support on a2), taking R9"
        );
        // Red's 0 stands alone: nothing attacks it. Blue's 0 on i1 neither.
        assert!(!status(&session.snapshot(), session.game()).contains("under attack"));

        // Blue 2 on i8 with 3 on i9 reaches i11 by 2 % 3 = 2.
        let start = "R17R0/9/8B3/8B2/9/9/9/9/9/9/B08 r".parse().unwrap();
        let game =
            mathchess::games::math_chess::Game::from_position(Preset::Classic.rules(), start);
        let session = Session::from_game(game, Mode::TwoPlayers);
        let text = status(&session.snapshot(), session.game());
        assert!(
            text.contains("Red's 0 on i11 is under attack: protect it, or Blue takes it and wins."),
            "{text}"
        );
        assert!(
            text.starts_with("Score: Blue 0 (took -), Red 0 (took -); 20 points win\n"),
            "{text}"
        );
    }

    #[test]
    fn rules_are_named_by_the_nearest_preset() {
        assert_eq!(rules_text(&Preset::Classic.rules()), "classic rules");
        let rules = ["first=red", "zero_support=no"]
            .iter()
            .fold(Preset::Wikipedia.rules(), |r, o| r.with(o.parse().unwrap()));
        assert_eq!(
            rules_text(&rules),
            "wikipedia rules with zero_support=no, first=red"
        );
    }

    #[test]
    fn the_last_move_is_said() {
        let mut session = session();
        session.tap("c4".parse().unwrap()).unwrap();
        assert_eq!(
            last_move(&session.snapshot(), Side::Blue, None),
            "Blue played c1-c4"
        );
        session.tap("a11".parse().unwrap()).unwrap();
        session.tap("a10".parse().unwrap()).unwrap();
        assert_eq!(
            last_move(&session.snapshot(), Side::Blue, None),
            "Red played a11-a10"
        );
    }
}
