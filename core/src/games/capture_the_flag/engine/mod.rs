//! The computer opponent of Capture the Flag: the shared search
//! (`core/src/search/`) over this game's [`Node`], with its evaluation
//! (`eval.rs`) and levels.
//!
//! What the search must not overlook here: a move that wins at once (the
//! 1 into the flag, the eleventh attacker across) is played without a
//! search, at the horizon too; a side whose enemy stands a move from such a
//! win is in danger: searched deeper, and answered with any move at the
//! horizon. And the 1's road to the enemy flag (`rush.rs`): its step onto
//! an open attack point A or B, and its move to a square a step from one,
//! are no quiet moves at the horizon; a side whose enemy 1 stands a step
//! from an open point it could not cover once the 1 stood there must
//! answer at once, at the horizon too, and its moves that do not are lost.

use std::cell::RefCell;

mod eval;
mod rush;
#[cfg(test)]
mod trial;

use self::eval::{evaluate, value_of};
use super::{
    square::{attack_points, flag, Square, SquareSet, ENEMY_HALF},
    FlagLine, Game, Move, Outcome, Piece, Position, Repetition, Rules,
};
use crate::{
    search::{
        level::Mistakes,
        random_moves,
        review::ReviewedLine,
        score::{mate_in, mated_in, DRAW},
        GameEngine, Levels, Node, Repetitions, Root, SearchedLine,
    },
    Side,
};

/// The computer opponent of Capture the Flag ([`GameEngine`]).
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use mathchess::{games::capture_the_flag::{Engine, Game, Rules}, search::Limits};
/// let game = Game::new(Rules::default());
/// let result = Engine::new().search(&game, &Limits::depth(2), &AtomicBool::new(false));
/// assert!(result.is_some_and(|r| game.legal_moves().contains(&r.best)));
/// ```
pub type Engine = GameEngine<Move>;

pub use crate::search::{best_move, hint, review::review};

crate::search::search_move!(Move);

impl SearchedLine for FlagLine {
    type SearchMove = Move;
    type Node = FlagNode;
    const LEVELS: Levels = LEVELS;

    fn root(game: &Game) -> Root<FlagNode> {
        FlagNode::root(game)
    }

    fn play_on(game: &mut Game, m: Move) -> bool {
        game.play(m).is_ok() && game.outcome().is_none()
    }
}

/// The levels in this game. Its positions cost more than the first game's,
/// so each level searches fewer nodes (level 8: about 1.2 s of one core for
/// the first move; `docs/engine.md`). The beginners make fewer mistakes
/// than in the first game, whose tactics punish a mistake at once: here the
/// first game's would leave a level 1 wandering, without a plan, against a
/// player that moves at random.
pub const LEVELS: Levels = Levels {
    nodes: [1_000, 3_000, 10_000, 30_000, 70_000, 230_000],
    mistakes: [Mistakes::new(700, 60), Mistakes::new(750, 50)],
};

/// A game from the start position of `rules` after `plies` random legal
/// moves drawn from `seed` (fewer if every move would end the game): varied
/// openings for matches between levels.
#[must_use]
pub fn random_opening(rules: Rules, plies: usize, seed: u64) -> Game {
    random_moves(Game::new(rules), plies, seed)
}

impl ReviewedLine for FlagLine {
    fn replay(game: &mut Game, &m: &Move) -> bool {
        game.play(m).is_ok()
    }

    fn search_move(&m: &Move) -> Move {
        m
    }

    fn settled(outcome: Outcome, turn: Side) -> i32 {
        match outcome.winner {
            Some(winner) if winner == turn => mate_in(0),
            Some(_) => mated_in(0),
            None => DRAW,
        }
    }
}

/// How many positions' doors a [`FlagNode`] keeps.
const DOOR_SLOTS: usize = 1 << 12;

/// A position of Capture the Flag in the search.
#[derive(Debug)]
pub struct FlagNode {
    pub(crate) pos: Position,
    rules: Rules,
    /// The doors ([`rush::doors_of`]) of the positions last asked about, by
    /// hash, in [`DOOR_SLOTS`] slots: the search asks of a node more than
    /// once (for the stand pat, then for the moves to drop), and of the
    /// same positions again in each iteration.
    doors: RefCell<Vec<(u64, SquareSet)>>,
}

impl FlagNode {
    /// The search's start in `game`: its position, its legal moves, and
    /// its positions since the last capture.
    pub(crate) fn root(game: &Game) -> Root<FlagNode> {
        let path = game.reversible_hashes();
        let rules = *game.rules();
        Root {
            node: FlagNode {
                pos: game.position().clone(),
                rules,
                doors: RefCell::new(vec![(0, SquareSet::EMPTY); DOOR_SLOTS]),
            },
            moves: game.legal_moves().to_vec(),
            repetitions: Repetitions::new(path, rules.repetition == Repetition::Draw),
        }
    }

    /// With the enemy 1 at a door ([`rush::doors_of`]), the moves that
    /// cannot answer it ([`rush::answers_the_door`]), unless the own 1
    /// steps up to the enemy flag first: the enemy 1 steps up and enters.
    /// The moves that may answer are left to the search (weighing each
    /// with a look two plies on cost half the search's time).
    /// Whether any was dropped.
    fn drop_unanswering(&mut self, moves: &mut Vec<Move>) -> bool {
        let doors = self.doors();
        if doors.is_empty() {
            return false;
        }
        let one = self.pos.one_of(self.pos.turn());
        let before = moves.len();
        moves.retain(|&m| {
            self.steps_onto_an_open_gate(m, one)
                || doors.iter().any(|door| rush::answers_the_door(m, door))
        });
        moves.len() < before
    }

    /// Does `m`, a legal move here, win at once (§6)?
    fn wins_at_once(&self, m: Move) -> bool {
        let side = self.pos.turn();
        m.to() == flag(!side) || self.completes_the_crossing(m)
    }

    /// Does `m` bring the last of all eleven attackers of the side to move
    /// across?
    fn completes_the_crossing(&self, m: Move) -> bool {
        let side = self.pos.turn();
        let half = ENEMY_HALF[side.index()];
        self.pos.attackers_across(side) == 10
            && !half.contains(m.from())
            && half.contains(m.to())
            && self.pos.piece_at(m.from()).is_some_and(|p| !p.is_guard())
            && self.attackers(side) == 11
    }

    fn attackers(&self, side: Side) -> u32 {
        self.pos
            .squares_of(side)
            .iter()
            .filter(|&sq| self.pos.piece_at(sq).is_some_and(|p| !p.is_guard()))
            .count() as u32
    }

    /// Does `m`, a guard's sortie while the enemy 1 stands on an attack
    /// point A or B, only put off its entry? The guard owes its step back
    /// (§4.7): the enemy waits a move, the guard steps back, and the 1
    /// enters if nothing else changed. Played out with the enemy passing
    /// for its waiting move.
    fn sortie_only_delays(&mut self, m: Move) -> bool {
        let us = self.pos.turn();
        let guard = self.pos.piece_at(m.from()).is_some_and(Piece::is_guard);
        let Some(one) = self.pos.one_of(!us).filter(|_| guard) else {
            return false;
        };
        let undo = self.pos.play_unchecked(m);
        let mut delays = false;
        if self.pos.pending_return(us).is_some() && self.pos.siege().is_empty() {
            self.pos.pass();
            if let Some((_, back)) = self.pos.binding_return() {
                let undo_back = self.pos.play_unchecked(back);
                delays = self.pos.legal_move(one, flag(us)).is_some();
                self.pos.undo_unchecked(back, undo_back);
            }
            self.pos.pass();
        }
        self.pos.undo_unchecked(m, undo);
        delays
    }

    /// Is `m` the 1's step onto an open attack point A or B of the enemy
    /// flag, from which it enters next unless the enemy covers it?
    fn steps_onto_an_open_gate(&self, m: Move, one: Option<Square>) -> bool {
        let side = self.pos.turn();
        Some(m.from()) == one
            && !m.is_capture()
            && attack_points(side)[..2].contains(&m.to())
            && rush::open(&self.pos.with_moved(m.from(), m.to()), m.to(), side)
    }

    /// The doors the enemy 1 stands at ([`rush::doors_of`]), from the
    /// node's slots by hash when there, else worked out and kept.
    fn doors(&self) -> SquareSet {
        let hash = self.pos.hash();
        let slot = (hash % DOOR_SLOTS as u64) as usize;
        let mut slots = self.doors.borrow_mut();
        match slots[slot] {
            (found, doors) if found == hash => doors,
            _ => {
                let doors = rush::doors_of(&self.pos, self.pos.turn());
                slots[slot] = (hash, doors);
                doors
            }
        }
    }

    /// The worth of what `m` captures.
    fn victims_value(&self, m: Move) -> i32 {
        m.captures()
            .filter_map(|(sq, _)| self.pos.piece_at(sq))
            .map(|p| value_of(p.number()))
            .sum()
    }
}

impl Node for FlagNode {
    type Move = Move;
    /// A node's moves on the heap: this game's bound on them (1,755) would
    /// make a list too big for the search's stack at every ply.
    type MoveList = Vec<Move>;
    /// `None` for the null move.
    type Undo = Option<super::Undo>;
    type Facts = ();
    type Suspects = ();
    /// A rush found a move too late costs the game: levels 3 and 4 (1 000
    /// and 3 000 nodes) end a depth-3 iteration that finds their move lost
    /// (some 7 000 to 12 000 nodes) and play another; the levels above
    /// search more than this already.
    const LOST_BUDGET: u64 = 20_000;

    #[inline]
    fn turn(&self) -> Side {
        self.pos.turn()
    }

    #[inline]
    fn hash(&self) -> u64 {
        self.pos.hash()
    }

    fn push_legal_moves(&self, moves: &mut Vec<Move>) {
        self.pos.for_each_legal(true, None, &mut |m| moves.push(m));
    }

    fn evaluate(&self) -> i32 {
        evaluate(&self.pos)
    }

    /// A side whose enemy has just won on the board has lost; a long enough
    /// run of quiet moves is a draw.
    fn terminal(&self, ply: usize) -> Option<i32> {
        let turn = self.pos.turn();
        if self.pos.has_won(!turn) {
            return Some(mated_in(ply));
        }
        if self.pos.has_won(turn) {
            return Some(mate_in(ply));
        }
        let quiet_limit = self.rules.quiet_limit;
        (quiet_limit > 0 && self.pos.quiet_plies() >= quiet_limit).then_some(DRAW)
    }

    /// A side without a legal move loses (§6), besieged or not.
    fn no_move_score(&self, ply: usize) -> i32 {
        mated_in(ply)
    }

    /// By what it takes, then by the cheaper mover.
    fn capture_rank(&self, m: Move) -> i32 {
        let mover = self.pos.piece_at(m.from()).map_or(0, Piece::number);
        self.victims_value(m) * 4 - i32::from(mover)
    }

    fn capture_gain(&self, m: Move) -> i32 {
        self.victims_value(m)
    }

    fn facts(&self, _moves: &[Move]) {}

    fn winning_move(&mut self, _facts: (), moves: &[Move]) -> Option<Move> {
        moves.iter().copied().find(|&m| self.wins_at_once(m))
    }

    #[inline]
    fn make(&mut self, m: Move, _facts: ()) -> Option<super::Undo> {
        Some(self.pos.play_unchecked(m))
    }

    #[inline]
    fn unmake(&mut self, m: Move, undo: Option<super::Undo>) {
        if let Some(undo) = undo {
            self.pos.undo_unchecked(m, undo);
        }
    }

    fn irreversible(undo: &Option<super::Undo>) -> bool {
        undo.map_or(true, |undo| undo.took_any())
    }

    /// Not while a return is owed or a siege must be lifted: those are
    /// duties, and a pass would shirk them.
    fn may_pass(&self) -> bool {
        let turn = self.pos.turn();
        self.pos.siege().is_empty() && self.pos.pending_return(turn).is_none()
    }

    fn pass(&mut self) -> Option<super::Undo> {
        self.pos.pass();
        None
    }

    fn unpass(&mut self, _undo: Option<super::Undo>) {
        self.pos.pass();
    }

    /// Besieged (a guard lost: only a capture of a captor saves the side),
    /// the enemy 1 on an attack point A or B of the own flag, a step from
    /// entering it, or ten enemy attackers across with the eleventh to go.
    fn in_danger(&self) -> bool {
        let enemy = !self.pos.turn();
        let one = Some(Piece::new(enemy, 1));
        !self.pos.siege().is_empty()
            || attack_points(enemy)[..2]
                .iter()
                .any(|&gate| self.pos.piece_at(gate) == one)
            || (self.pos.attackers_across(enemy) == 10 && self.attackers(enemy) == 11)
    }

    /// In danger, or the enemy 1 at a door: a move from an open attack
    /// point A or B that no move could cover once it stood there
    /// ([`rush::doors_of`]).
    fn must_answer(&self) -> bool {
        self.in_danger() || !self.doors().is_empty()
    }

    /// In danger or bound to answer: with the enemy 1 on an attack point
    /// A or B, the moves that let it step in next ([`rush::lets_in`]) and
    /// the guards' sorties that only put off its entry
    /// ([`FlagNode::sortie_only_delays`]); with the enemy 1 at a door, the
    /// moves that cannot answer it ([`FlagNode::drop_unanswering`]). The 1
    /// enters two plies on, or four after a sortie or from a door: a move
    /// that leaves it at the door is not scored as lost as soon as one
    /// that lets it in, or the side that has it there would see a win in
    /// every move, and make none.
    fn drop_lost_moves(
        &mut self,
        moves: &mut Vec<Move>,
        in_danger: bool,
        _repetitions: &Repetitions,
    ) -> (Option<usize>, ()) {
        if !in_danger {
            return (None, ());
        }
        let enemy = !self.pos.turn();
        let Some(gate) = self
            .pos
            .one_of(enemy)
            .filter(|one| attack_points(enemy)[..2].contains(one))
        else {
            return (self.drop_unanswering(moves).then_some(4), ());
        };
        let besieged = !self.pos.siege().is_empty();
        // A 1 that could be taken now is seldom let in by one move: the
        // search finds those few, without a look at every move here. One
        // that could not is let in by every move that cannot answer it.
        let open = rush::open(&self.pos, gate, enemy);
        let mut plies = None;
        moves.retain(|&m| {
            if open && (!rush::answers_the_door(m, gate) || rush::lets_in(&mut self.pos, m, gate)) {
                plies = Some(2);
                false
            } else if !besieged && self.sortie_only_delays(m) {
                plies = plies.or(Some(4));
                false
            } else {
                true
            }
        });
        (plies, ())
    }

    /// The captures, and the moves that win at once (the 1 into the flag
    /// is no capture), so that the horizon sees those wins.
    fn stand_pat(&self, captures: &mut Vec<Move>) -> i32 {
        self.pos.for_each_legal(true, None, &mut |m| {
            if m.is_capture() || self.wins_at_once(m) {
                captures.push(m);
            }
        });
        self.evaluate()
    }

    /// The 1's quiet steps onto an open attack point A or B of the enemy
    /// flag, from which it enters next unless the enemy covers the point,
    /// and its quiet moves onto a square a move from one (`rush.rs`): from
    /// there it steps up, and in, unless the enemy acts at once.
    fn push_horizon_threats(&mut self, moves: &mut Vec<Move>) {
        let side = self.pos.turn();
        let Some(one) = self.pos.one_of(side) else {
            return;
        };
        let approaches = rush::approaches(&self.pos, side);
        self.pos.for_each_legal(true, Some(one), &mut |m| {
            if !m.is_capture()
                && (approaches.contains(m.to()) || self.steps_onto_an_open_gate(m, Some(one)))
            {
                moves.push(m);
            }
        });
    }

    /// The 1's steps onto an open attack point A or B: does the enemy's
    /// answer keep it out?
    fn push_answered_threats(&mut self, moves: &mut Vec<Move>) {
        let one = self.pos.one_of(self.pos.turn());
        let Some(from) = one else { return };
        self.pos.for_each_legal(true, Some(from), &mut |m| {
            if self.steps_onto_an_open_gate(m, one) {
                moves.push(m);
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use super::*;
    use crate::search::{Level, Limits};

    fn game(position: &str) -> Game {
        Game::from_position(Rules::default(), position.parse().unwrap())
    }

    #[test]
    fn levels_play_legal_moves_from_the_start() {
        let game = Game::new(Rules::default());
        let stop = AtomicBool::new(false);
        for n in 1..=4 {
            let level = Level::new(n).unwrap();
            let result = best_move(&game, level, &stop, 1).unwrap();
            assert!(game.legal_moves().contains(&result.best), "level {n}");
        }
    }

    #[test]
    fn a_won_or_lost_node_scores_so() {
        let start = FlagNode::root(&Game::new(Rules::default())).node;
        assert_eq!(start.terminal(3), None);
        let quiet = Rules {
            quiet_limit: 1,
            ..Rules::default()
        };
        let mut game = Game::new(quiet);
        let m = game.legal_moves()[0];
        game.play(m).unwrap();
        let node = FlagNode::root(&game).node;
        assert_eq!(node.terminal(2), Some(DRAW));
        assert_eq!(node.no_move_score(4), mated_in(4));
    }

    #[test]
    fn a_game_over_has_no_move_to_search() {
        let mut game = Game::new(Rules::default());
        game.resign(Side::Blue).unwrap();
        let stop = AtomicBool::new(false);
        assert!(Engine::new()
            .search(&game, &Limits::depth(2), &stop)
            .is_none());
        assert!(best_move(&game, Level::MAX, &stop, 0).is_none());
    }

    /// Example 10 of §10: Blue's 1 on e9, its attack point A against f10,
    /// and not attacked.
    const ONE_AT_THE_GATE: &str = "3,R6,2,R9,4/5,R18,5/4,R17,1,R15,4/4,B1,R16,5/2,R4,8/3,R7,7/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
    /// Also Example 10: ten Blue attackers across, and f6-g7 brings the eleventh.
    const TEN_ACROSS: &str = "5,R1,5/5,R18,5/4,R17,1,R15,4/5,R16,5/1,B8,1,B9,1,B4,1,B10,1,B11,1/B1,1,B2,1,B3,3,B5,1,B6/5,B7,4,R7/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";

    #[test]
    fn the_search_takes_a_win_at_once() {
        let stop = AtomicBool::new(false);
        for (position, win) in [(ONE_AT_THE_GATE, "e9-f10"), (TEN_ACROSS, "f6-g7")] {
            let game = game(position);
            let result = Engine::new()
                .search(&game, &Limits::depth(3), &stop)
                .unwrap();
            assert_eq!(result.best.to_string(), win, "{position}");
            assert_eq!(result.plies_to_end(), Some(1));
            let mut node = FlagNode::root(&game).node;
            let moves = game.legal_moves();
            assert_eq!(node.winning_move((), &moves), Some(result.best));
        }
    }

    #[test]
    fn a_side_a_move_from_losing_is_in_danger() {
        for position in [ONE_AT_THE_GATE, TEN_ACROSS] {
            let blue = FlagNode::root(&game(position)).node;
            assert!(!blue.in_danger(), "{position}");
            let red = FlagNode::root(&game(&position.replace(" b - ", " r - "))).node;
            assert!(red.in_danger(), "{position}");
        }
    }

    #[test]
    fn a_besieged_side_is_in_danger() {
        // Example 9 of §10 with a 7 instead of the 9 on d4: Red's g6xf5
        // takes Blue's guard 16 (S), and Blue, besieged, has no answer.
        let before = "10,R1/R2,4,R18,5/4,R17,1,R15,4/5,R16,5/11/11/6,R8,4/11/3,B7,R3,B16,R5,4/4,B15,1,B17,4/5,B18,5/B1,10 r - - 0";
        let after = "10,R1/R2,4,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/5,R8,5/3,B7,R3,1,R5,4/4,B15,1,B17,4/5,B18,5/B1,10 b - be4g4f5 0";
        // Its Red 2 on a11 breaks §9's rules: read leniently, as §10's examples are.
        let lenient = |text: &str| {
            let start = Position::from_ascii_lenient(text.as_bytes()).unwrap();
            Game::from_position(Rules::default(), start)
        };
        let besieged = FlagNode::root(&lenient(after)).node;
        assert!(besieged.in_danger() && !besieged.may_pass());
        // Even a one-ply search sees the win: the quiescence search tries
        // every move of a besieged side, and finds none.
        let stop = AtomicBool::new(false);
        let result = Engine::new()
            .search(&lenient(before), &Limits::depth(1), &stop)
            .unwrap();
        assert_eq!(result.best.to_string(), "g6xf5");
        assert_eq!(result.plies_to_end(), Some(1));
    }

    #[test]
    fn a_review_marks_a_win_let_go() {
        // Example 10: Blue's guard 17 sallies instead of the 1 entering
        // f10; it owes its step back, and Red's d7-e8 covers e9 meanwhile.
        // (The 1's step away, e9-d8, still wins: d8-e7, then to g9.)
        let mut game = game(ONE_AT_THE_GATE);
        game.play_text("g3-h2").unwrap();
        let weighed = review(&game, &Limits::depth(2), &AtomicBool::new(false));
        assert!(weighed.complete);
        let [missed] = &weighed.moves[..] else {
            panic!("{weighed:?}");
        };
        assert_eq!((missed.ply, missed.side), (0, Side::Blue));
        assert_eq!(missed.played.to_string(), "g3-h2");
        assert_eq!(missed.best.to_string(), "e9-f10");
        assert_eq!(missed.mark, Some(crate::search::ReviewMark::Blunder));
        // The win itself is no mistake.
        game.undo();
        game.play_text("e9-f10").unwrap();
        let won = review(&game, &Limits::depth(2), &AtomicBool::new(false));
        assert_eq!(won.moves[0].mark, None);
        assert_eq!(won.moves[0].plies_to_end(), Some(0));
    }

    /// Issue 33: the 1's rush, from games that levels 3 to 5 lost to a
    /// 3-ply player (`match --game flag --seed 1 --opening-plies 2 3
    /// depth:3`, and `--seed 2`). In each, the enemy 1 is three moves from
    /// an attack point A or B (its long jumps cover the board), or fewer,
    /// and the level to move must stop it there, or it enters the flag.
    const RUSHES: [&str; 6] = [
        // Blue's 1 on c1 goes by a3 to g9 and enters f10 (level 3 played f12-e12).
        "c1-b2 e12-d11 f1-c1",
        // Red's 1 on c10 goes by h5 to g4 and enters f3 (level 3 played f1-a1).
        "g3-h2 e12-d11 h2-g3 f12-e12 a1-b2 e12-c10",
        // Blue's 1 on e5 goes by h8 to g9 (level 3 played a12-c10).
        "d1-d2 e10-d11 e1-c3 d11-e10 c3-d4 a12-b11 f1-e1 f12-a12 e1-e5",
        // Blue's 1 waits on f8 for g9 (level 3 played f7-d5, letting R6 go
        // from g8, and lost: f8-g9 g10-h9 f6-h8 h9-g10 g9-f10; the guard's
        // sortie to h9 only put the entry off).
        "c1-b2 e12-d11 f1-c1 i12-j11 c1-a3 k12-i10 a3-f8 c12-c10 a1-c3 j11-h9 \
         c3-d4 i10-g8 e1-e5 h9-f7 d4-f6 g8-e6 e5-g7",
        // Blue's 1 on a1 goes a1-c3 (a jump over b2), c3-h8, h8-g9 and
        // enters (levels 3 to 5 played h7-j5, taking away the 4 that would
        // cover g9 from g8).
        "g3-h2 h12-h11 h2-g3 h11-j9 a1-b2 j9-h7 f1-a1",
        // Blue's 1 on i1 goes i1-k3, k3-f8, f8-g9 and enters (level 3
        // played a12-a10; a12-c10 holds).
        "i1-h2 c12-b11 f1-i1",
    ];

    #[test]
    fn every_level_from_3_stops_the_rush() {
        let stop = AtomicBool::new(false);
        for line in RUSHES {
            let mut rushed = Game::new(Rules::default());
            for text in line.split_whitespace() {
                rushed.play_text(text).unwrap();
            }
            for n in 3..=8 {
                let mut game = rushed.clone();
                let defence = best_move(&game, Level::new(n).unwrap(), &stop, 1).unwrap();
                game.play(defence.best).unwrap();
                // The rusher, searching 5 plies, finds no way in.
                let rush = Engine::new()
                    .search(&game, &Limits::depth(5), &stop)
                    .unwrap();
                assert!(
                    rush.plies_to_end().map_or(true, |plies| plies < 0),
                    "level {n} after {line}: {} lets {} win in {:?} plies",
                    defence.best,
                    rush.pv
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join(" "),
                    rush.plies_to_end(),
                );
            }
        }
    }

    #[test]
    fn the_null_move_takes_itself_back() {
        let mut node = FlagNode::root(&game(TEN_ACROSS)).node;
        let (hash, turn) = (node.hash(), node.turn());
        assert!(node.may_pass());
        let undo = node.pass();
        assert_eq!(node.turn(), !turn);
        assert_ne!(node.hash(), hash);
        assert_eq!(node.pos.hash(), node.pos.full_hash());
        node.unpass(undo);
        assert_eq!((node.hash(), node.turn()), (hash, turn));
    }
}
