//! A game in progress, written once for both games (`docs/design.md`, "Two
//! games, one app"): the rules, the [`History`], what the game keeps beside
//! its positions (Math Chess's scores), the ending on the board, and the
//! actions every game offers: undo, redo, resignation and agreed draws. Each
//! game says through [`Referee`] how a move is played and taken back and
//! which endings its positions decide; its moves, its move text and its
//! legality stay its own ([`math_chess::Game`](crate::games::math_chess::Game),
//! [`capture_the_flag::Game`](crate::games::capture_the_flag::Game)).

use std::fmt::Debug;

use crate::{
    history::{History, Line, Undone},
    outcome::{EndReason, Outcome},
    record::Replay,
    Side,
};

/// What a game supplies to the shared [`Game`] beside its [`Line`].
pub trait Referee: Line<Outcome = Outcome<Self::Reason>> + Sized {
    type Rules: Clone + Debug + Eq;
    type Reason: EndReason + Debug;
    /// What the game keeps beside its positions, starting from the default.
    type Tally: Clone + Debug + Eq + Default;
    /// Why the game refused a move or an action.
    type Error;
    /// The error of an action once the game is over.
    const GAME_OVER: Self::Error;
    /// A list of legal moves (empty by default).
    type Moves: Default;
    /// The start position under `rules`.
    fn start(rules: &Self::Rules) -> Self::Position;
    /// The legal moves from `position` under `rules`.
    fn legal_moves(position: &Self::Position, rules: &Self::Rules) -> Self::Moves;
    /// Plays the legal move `m` from `position`: the move as played and the
    /// position after it, with `tally` brought up to date.
    fn advance(
        position: &Self::Position,
        tally: &mut Self::Tally,
        m: Self::Move,
    ) -> (Self::Move, Self::Position);
    /// Brings `tally` back to before the move `m`, now taken back.
    fn take_back(tally: &mut Self::Tally, m: &Self::Move);
    /// The ending the current position of `history` decides, if any.
    fn adjudicate(
        rules: &Self::Rules,
        history: &History<Self>,
        tally: &Self::Tally,
    ) -> Option<Self::Outcome>;
    /// Parses the game's move text and plays it (for the record replay).
    ///
    /// # Errors
    /// Why the text is malformed or the move illegal.
    fn play_text(game: &mut Game<Self>, text: &str) -> Result<(), Self::Error>;
}

/// A game in progress or finished, from any start position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game<L: Referee> {
    rules: L::Rules,
    history: History<L>,
    tally: L::Tally,
    /// The ending on the board, if any (a declared one is in the history).
    outcome: Option<L::Outcome>,
}

impl<L: Referee> Game<L> {
    /// A new game from the start position.
    #[must_use]
    pub fn new(rules: L::Rules) -> Game<L> {
        let start = L::start(&rules);
        Game::from_position(rules, start)
    }

    /// A new game from any position (the tally, such as the scores, at its
    /// start).
    #[must_use]
    pub fn from_position(rules: L::Rules, start: L::Position) -> Game<L> {
        let mut game = Game {
            rules,
            history: History::new(start),
            tally: L::Tally::default(),
            outcome: None,
        };
        game.adjudicate();
        game
    }

    #[must_use]
    pub fn rules(&self) -> &L::Rules {
        &self.rules
    }

    #[must_use]
    pub fn start(&self) -> &L::Position {
        self.history.start()
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &L::Position {
        self.history.position()
    }

    /// The position after `ply` plies (0 is the start), if played.
    #[must_use]
    pub fn position_at(&self, ply: usize) -> Option<&L::Position> {
        self.history.position_at(ply)
    }

    /// The moves played, in order.
    #[must_use]
    pub fn history(&self) -> &[L::Move] {
        self.history.played()
    }

    /// How many moves were played.
    #[must_use]
    pub fn plies(&self) -> usize {
        self.history.played().len()
    }

    #[must_use]
    pub fn outcome(&self) -> Option<L::Outcome> {
        self.history.declared().or(self.outcome)
    }

    /// Is there a move, a resignation or an agreed draw to take back?
    #[must_use]
    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    #[must_use]
    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// The legal moves now; none once the game is over.
    #[must_use]
    pub fn legal_moves(&self) -> L::Moves {
        if self.outcome().is_some() {
            return L::Moves::default();
        }
        L::legal_moves(self.position(), &self.rules)
    }

    /// How many times the current position has occurred (the same for
    /// repetition as the game says).
    #[must_use]
    pub fn repetitions(&self) -> usize {
        self.history.repetitions()
    }

    /// The hashes ([`Line::hash`]) of the positions since the last
    /// irreversible move (a capture), the current one last: those a search
    /// from here may repeat.
    pub(crate) fn reversible_hashes(&self) -> Vec<u64> {
        let played = self.history();
        let since = played
            .iter()
            .rposition(L::irreversible)
            .map_or(0, |i| i + 1);
        (since..=played.len())
            .filter_map(|ply| self.position_at(ply).map(L::hash))
            .collect()
    }

    /// Takes back the last action: a resignation or an agreed draw (the
    /// game is then as it was just before it), or else the last move.
    pub fn undo(&mut self) -> Option<Undone<L::Move, L::Outcome>> {
        let undone = self.history.undo()?;
        if let Undone::Move(m) = &undone {
            L::take_back(&mut self.tally, m);
        }
        self.adjudicate();
        Some(undone)
    }

    /// Plays again the last move taken back.
    pub fn redo(&mut self) -> Option<L::Move> {
        if self.outcome().is_some() {
            return None;
        }
        let next = self.history.pop_redo()?;
        Some(self.apply(next))
    }

    /// `side` resigns and loses.
    ///
    /// # Errors
    /// The game's "game over" error if the game has already ended.
    pub fn resign(&mut self, side: Side) -> Result<(), L::Error> {
        self.declare(Outcome::resignation(side))
    }

    /// Both players agree to a draw.
    ///
    /// # Errors
    /// The game's "game over" error if the game has already ended.
    pub fn agree_draw(&mut self) -> Result<(), L::Error> {
        self.declare(Outcome::agreed_draw())
    }

    fn declare(&mut self, outcome: L::Outcome) -> Result<(), L::Error> {
        self.check_not_over()?;
        self.history.declare(outcome);
        Ok(())
    }

    /// The game's "game over" error once the game has ended.
    pub(crate) fn check_not_over(&self) -> Result<(), L::Error> {
        match self.outcome() {
            Some(_) => Err(L::GAME_OVER),
            None => Ok(()),
        }
    }

    /// The shared history, for what a game reads beside its moves.
    pub(crate) fn line(&self) -> &History<L> {
        &self.history
    }

    pub(crate) fn tally(&self) -> &L::Tally {
        &self.tally
    }

    /// Plays a move the game has checked to be legal, as a new branch (the
    /// moves taken back can no longer be played again).
    pub(crate) fn push_legal(&mut self, m: L::Move) -> L::Move {
        self.history.clear_redo();
        self.apply(m)
    }

    fn apply(&mut self, m: L::Move) -> L::Move {
        let (played, next) = L::advance(self.history.position(), &mut self.tally, m);
        self.history.push(played, next);
        self.adjudicate();
        played
    }

    fn adjudicate(&mut self) {
        self.outcome = L::adjudicate(&self.rules, &self.history, &self.tally);
    }
}

impl<L: Referee> Replay for Game<L> {
    type Rules = L::Rules;
    type Position = L::Position;
    type Reason = L::Reason;
    type Error = L::Error;

    fn from_position(rules: L::Rules, start: L::Position) -> Game<L> {
        Game::from_position(rules, start)
    }

    fn play_text(&mut self, text: &str) -> Result<(), L::Error> {
        L::play_text(self, text)
    }

    fn outcome(&self) -> Option<L::Outcome> {
        Game::outcome(self)
    }

    fn declare(&mut self, outcome: L::Outcome) -> bool {
        Game::declare(self, outcome).is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{games::capture_the_flag, games::math_chess};

    /// Undo, redo, resignation and agreed draws, the same code in every
    /// game: `first` and `reply` from the start, then `other` instead of
    /// `reply`.
    fn actions<L: Referee<Error: Debug + PartialEq>>(
        mut g: Game<L>,
        [first, reply, other]: [&str; 3],
    ) {
        L::play_text(&mut g, first).unwrap();
        L::play_text(&mut g, reply).unwrap();
        let last = *g.history().last().unwrap();
        assert_eq!(g.undo(), Some(Undone::Move(last)));
        assert!(g.can_redo());
        assert_eq!(g.redo(), Some(last));
        assert!(!g.can_redo());
        g.undo();
        L::play_text(&mut g, other).unwrap();
        assert!(!g.can_redo(), "a new move clears redo");
        g.resign(Side::Blue).unwrap();
        assert_eq!(g.outcome(), Some(Outcome::resignation(Side::Blue)));
        assert_eq!(g.agree_draw(), Err(L::GAME_OVER));
        let before_ending = g.history().to_vec();
        assert_eq!(
            g.undo(),
            Some(Undone::Ending(Outcome::resignation(Side::Blue)))
        );
        assert_eq!(g.outcome(), None);
        assert_eq!(
            g.history(),
            before_ending,
            "only the resignation is taken back"
        );
        g.agree_draw().unwrap();
        assert_eq!(g.outcome(), Some(Outcome::agreed_draw()));
        assert_eq!(g.undo(), Some(Undone::Ending(Outcome::agreed_draw())));
        assert_eq!((g.outcome(), g.plies()), (None, 2));
    }

    /// An ending declared before any move is taken back like any other.
    fn ending_at_the_start<L: Referee<Error: Debug>>(mut g: Game<L>) {
        assert!(!g.can_undo());
        g.resign(Side::Red).unwrap();
        assert!(g.can_undo());
        assert!(matches!(g.undo(), Some(Undone::Ending(_))));
        assert_eq!((g.outcome(), g.can_undo(), g.undo()), (None, false, None));
    }

    #[test]
    fn undo_redo_resign_draw() {
        let math_chess = math_chess::Game::new(math_chess::Rules::default());
        actions(math_chess, ["c1-c4", "a11-a10", "b11-b10"]);
        let flag = capture_the_flag::Game::new(capture_the_flag::Rules::default());
        actions(flag, ["c1-b2", "a12xb11", "c12-b11"]);
    }

    /// The positions a search may repeat: from the last capture on, the
    /// current one last.
    fn hashes_since<L: Referee<Error: Debug>>(mut g: Game<L>, moves: &[&str], since: usize) {
        assert_eq!(g.reversible_hashes(), [L::hash(g.start())]);
        for text in moves {
            L::play_text(&mut g, text).unwrap();
        }
        let hashes = g.reversible_hashes();
        assert_eq!(hashes.len(), moves.len() + 1 - since);
        assert_eq!(hashes[0], L::hash(g.position_at(since).unwrap()));
        assert_eq!(hashes.last(), Some(&L::hash(g.position())));
    }

    #[test]
    fn a_search_repeats_the_positions_since_the_last_capture() {
        // Blue 7 takes Red 9 (7 - 4 = 3 squares on), then Red's 1 steps.
        let start = "R17R0/9/9/9/9/9/R98/9/9/B48/B77B0 b".parse().unwrap();
        let math_chess = math_chess::Game::from_position(math_chess::Rules::default(), start);
        hashes_since(math_chess, &["a1xa5=7-4", "a11-b11"], 1);
        let flag = capture_the_flag::Game::new(capture_the_flag::Rules::default());
        hashes_since(flag, &["c1-b2", "c12-b11", "b2-c1"], 0);
    }

    #[test]
    fn an_ending_at_the_start_can_be_taken_back() {
        ending_at_the_start(math_chess::Game::new(math_chess::Rules::default()));
        ending_at_the_start(capture_the_flag::Game::new(
            capture_the_flag::Rules::default(),
        ));
    }
}
