//! Vietnamese Math Chess as the session plays it: a move is picked with its
//! formula, so a capture with several opens the move choice.

use std::sync::{atomic::AtomicBool, LazyLock};

use crate::session::{
    BySide, CaptureNote, CaptureRule, ChoiceOption, EdgeLabels, Hint, MathChess, MoveOptions,
    Options, Playable, Rejection, ReviewView, RuleUse, SessionError, SquareKind,
};
use crate::{
    games::math_chess::{
        engine, notation::MoveText, record, Game, GameError, MathChessLine, Move, Op, Piece,
        PlayedMove, Position, Rules, Square, FILES, RANKS,
    },
    record::GameInfo,
    search::{Level, Limits},
    Side,
};

static NAMES: LazyLock<Vec<String>> =
    LazyLock::new(|| Square::ALL.iter().map(ToString::to_string).collect());
static LABELS: LazyLock<BySide<EdgeLabels>> = LazyLock::new(EdgeLabels::of::<MathChess>);

/// A line of engine moves as move text, played out from `position`; each
/// capture claims its first formula. Cut where a move stops being legal.
fn line_text(position: &Position, rules: &Rules, line: &[Move]) -> Vec<MoveText> {
    let mut position = position.clone();
    line.iter()
        .map_while(|m| {
            let m = position.legal_move(rules, m.from(), m.to())?;
            let text = MoveText::of(&position, m, m.ops().iter().next());
            position.play_unchecked(m);
            Some(text)
        })
        .collect()
}

impl Playable for MathChess {
    type Line = MathChessLine;
    type Move = (Move, Option<Op>);
    type ChoiceOption = ChoiceOption;
    type Extra = ();

    const WIDTH: usize = FILES as usize;
    const HEIGHT: usize = RANKS as usize;
    const SCORED: bool = true;
    const DIVIDER_BELOW_ROW: Option<usize> = None;

    fn play(game: &mut Game, (m, claim): (Move, Option<Op>)) -> Result<PlayedMove, SessionError> {
        Ok(game.play(m, claim)?)
    }

    fn played_text(game: &Game, ply: usize) -> Option<MoveText> {
        let played = game.history().get(ply)?;
        Some(MoveText::of(game.position_at(ply)?, played.m, played.claim))
    }

    fn captured(game: &Game, ply: usize) -> Vec<CaptureNote<MathChess>> {
        let Some(played) = game.history().get(ply) else {
            return Vec::new();
        };
        let (Some(piece), Some(op)) = (played.captured, played.claim) else {
            return Vec::new();
        };
        let formula = Self::played_text(game, ply).and_then(|text| text.formula);
        vec![CaptureNote {
            square: played.m.to(),
            piece,
            rules: vec![RuleUse {
                rule: CaptureRule::Operation(op),
                working: formula.map(|f| f.worked()).unwrap_or_default(),
            }],
        }]
    }

    fn moved(game: &Game, ply: usize) -> Option<(Square, Square)> {
        let played = game.history().get(ply)?;
        Some((played.m.from(), played.m.to()))
    }

    fn moves_of_text(game: &Game, text: &MoveText) -> Result<Options<MathChess>, SessionError> {
        let (m, claim) = game
            .position()
            .resolve(game.rules(), text)
            .map_err(GameError::from)?;
        let moves = if text.formula.is_none() && m.ops().len() > 1 {
            m.ops().iter().map(|op| (m, Some(op))).collect()
        } else {
            [(m, claim)].into_iter().collect()
        };
        Ok(Options {
            from: m.from(),
            to: m.to(),
            moves,
        })
    }

    fn square_name(square: Square) -> &'static str {
        &NAMES[square.index()]
    }

    fn file_label(square: Square) -> &'static str {
        square.file_name()
    }

    fn rank_label(square: Square) -> &'static str {
        square.rank_name()
    }

    fn edge_labels(bottom: Side) -> &'static EdgeLabels {
        LABELS.get(bottom)
    }

    fn square_kind(_: Square) -> SquareKind {
        SquareKind::default()
    }

    fn unmoving(piece: Piece) -> Option<Rejection> {
        (piece.number() == 0).then_some(Rejection::ZeroCannotMove)
    }

    fn targets(game: &Game, from: Square) -> impl Iterator<Item = (Square, bool)> {
        let moves = game.position().moves_from(game.rules(), from);
        moves.into_iter().map(|m| (m.to(), m.is_capture()))
    }

    fn moves_between(game: &Game, from: Square, to: Square) -> MoveOptions<(Move, Option<Op>)> {
        match game.position().legal_move(game.rules(), from, to) {
            None => MoveOptions::new(),
            Some(m) if m.is_capture() => m.ops().iter().map(|op| (m, Some(op))).collect(),
            Some(m) => [(m, None)].into_iter().collect(),
        }
    }

    fn in_danger(game: &Game, position: &Position) -> impl Iterator<Item = Square> {
        // A position without both 0s has no moves: no 0 is in danger there.
        position
            .both_zeros()
            .then_some(Side::ALL)
            .into_iter()
            .flatten()
            .flat_map(|side| {
                position
                    .squares_of(side)
                    .into_iter()
                    .map(move |sq| (side, sq))
            })
            .filter(|&(side, square)| {
                let is_zero = position.piece_at(square).is_some_and(|p| p.number() == 0);
                is_zero && position.can_capture_on(game.rules(), square, !side)
            })
            .map(|(_, square)| square)
    }

    /// The first game has no siege.
    fn siege_captors(_: &Position) -> impl Iterator<Item = Square> {
        std::iter::empty()
    }

    fn choice_option(game: &Game, (m, claim): (Move, Option<Op>)) -> Option<ChoiceOption> {
        let op = claim?;
        let formula = MoveText::of(game.position(), m, Some(op)).formula?;
        Some(ChoiceOption {
            op,
            formula,
            result: formula.distance()?,
            text: formula.pretty(),
            support: m.support()?,
        })
    }

    fn extra(_: &Game, _: &Position) {}

    fn computer_move(
        game: &Game,
        level: Level,
        stop: &AtomicBool,
        seed: u64,
    ) -> Option<(Move, Option<Op>)> {
        let result = engine::best_move(game, level, stop, seed)?;
        Some((result.best, result.claim()))
    }

    fn hint(game: &Game, stop: &AtomicBool) -> Option<Hint<MathChess>> {
        let result = engine::hint(game, stop)?;
        let position = game.position();
        Some(Hint {
            best: MoveText::of(position, result.best, result.claim()),
            revision: 0,
            from: result.best.from(),
            to: result.best.to(),
            line: result.line_text(position),
        })
    }

    fn review(game: &Game, limits: &Limits, stop: &AtomicBool) -> ReviewView<MathChess> {
        let review = engine::review(game, limits, stop);
        ReviewView::of(
            game,
            &review,
            |before, best: Move| MoveText::of(before, best, best.ops().iter().next()),
            |best| (best.from(), best.to()),
            |before, line| line_text(before, game.rules(), line),
        )
    }

    fn load(json: &str) -> Result<(Game, GameInfo), SessionError> {
        Ok(record::load(json)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{games::math_chess::SQUARES, BoardSquare};

    #[test]
    fn every_square_has_its_name_and_index() {
        for square in Square::ALL {
            let index = BoardSquare::index(square);
            assert_eq!(Square::from_index(index as u32), Some(square));
            assert_eq!(MathChess::square_name(square), square.to_string());
        }
        assert_eq!(Square::from_index(SQUARES as u32), None);
    }
}
