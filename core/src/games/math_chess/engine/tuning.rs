//! Fitting the evaluation's weights to game results (Texel's method).
//!
//! The evaluation is a weighted sum of [`Term`] counts. Each quiet position
//! of a set of games becomes a [`Sample`]: its counts and the game's result
//! for its side to move (1, ½ or 0). A logistic curve turns an evaluation
//! into an expected result; [`fit`] moves the weights to make the expected
//! results of all samples as close to the real ones as it can (least
//! squares), after [`fit_scale`] has fitted the curve's slope to the
//! current weights. `mathchess tune` plays the games and prints the fitted
//! weights as the `weight` function of `weights.rs`.

use super::weights::weight;
use super::{
    eval::{terms, Scores, Term},
    threats::zero_attacked,
};
use crate::{
    games::math_chess::{Game, Square},
    Side,
};

/// Weights, one per [`Term`], in the order of [`Term::ALL`].
pub type Weights = [f64; Term::COUNT];

/// The weights the engine plays with.
#[must_use]
pub fn current_weights() -> Weights {
    Term::ALL.map(|term| f64::from(weight(term)))
}

/// One position to learn from: what the evaluation counts there, and how
/// the game went for the side to move.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Sample {
    pub terms: [i32; Term::COUNT],
    /// 1 for a win of the side to move, 0.5 for a draw, 0 for a loss.
    pub result: f64,
}

impl Sample {
    /// The evaluation with `weights`.
    #[must_use]
    pub fn value(&self, weights: &Weights) -> f64 {
        self.terms
            .iter()
            .zip(weights)
            .map(|(&count, w)| f64::from(count) * w)
            .sum()
    }
}

/// The quiet positions of `game` (after its first `skip` plies), each with
/// the game's result: a draw when the game has no winner or is not over.
/// A position is quiet when the side to move can capture nothing and no 0
/// is attacked: there the evaluation is all the engine goes by.
#[must_use]
pub fn samples(game: &Game, skip: usize) -> Vec<Sample> {
    let winner = game.outcome().and_then(|o| o.winner);
    let rules = game.rules();
    let mut scores = [0u16; 2];
    let mut samples = Vec::new();
    for (ply, played) in game.history().iter().enumerate() {
        let Some(pos) = game.position_at(ply) else {
            break;
        };
        let zeros = |side: Side| -> Vec<Square> {
            pos.squares_of(side)
                .filter(|&sq| pos.number_of(sq, side) == 0)
                .collect()
        };
        let turn = pos.turn();
        let quiet = pos.captures(rules).is_empty()
            && Side::ALL
                .into_iter()
                .all(|side| !zero_attacked(pos, rules, side, &zeros(side)));
        if ply >= skip && quiet {
            let result = match winner {
                Some(side) if side == turn => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
            samples.push(Sample {
                terms: terms(pos, rules, Scores(scores)).0,
                result,
            });
        }
        if let Some(piece) = played.captured {
            scores[turn.index()] += u16::from(piece.number());
        }
    }
    samples
}

/// The expected result of an evaluation `value` on a curve of slope `scale`.
fn expected(value: f64, scale: f64) -> f64 {
    1.0 / (1.0 + (-scale * value / 100.0).exp())
}

/// The mean squared difference between results and expected results.
#[must_use]
pub fn error(samples: &[Sample], weights: &Weights, scale: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| (s.result - expected(s.value(weights), scale)).powi(2))
        .sum();
    sum / samples.len().max(1) as f64
}

/// The slope of the curve that fits `samples` best with `weights` (a golden
/// section search).
#[must_use]
pub fn fit_scale(samples: &[Sample], weights: &Weights) -> f64 {
    let golden = (5f64.sqrt() - 1.0) / 2.0;
    let (mut low, mut high) = (0.01, 5.0);
    for _ in 0..60 {
        let a = high - golden * (high - low);
        let b = low + golden * (high - low);
        if error(samples, weights, a) < error(samples, weights, b) {
            high = b;
        } else {
            low = a;
        }
    }
    (low + high) / 2.0
}

/// Weights that fit `samples` better, from `start`, by gradient descent on
/// the squared error (Adam steps of about `step` hundredths, `rounds` of
/// them), the curve's slope fixed at `scale`. Terms that never count in the
/// samples keep their weight.
#[must_use]
pub fn fit(samples: &[Sample], start: &Weights, scale: f64, rounds: usize, step: f64) -> Weights {
    let (beta1, beta2, epsilon) = (0.9, 0.999, 1e-12);
    let mut weights = *start;
    let (mut m, mut v) = ([0.0; Term::COUNT], [0.0; Term::COUNT]);
    let n = samples.len().max(1) as f64;
    for round in 1..=rounds {
        let mut gradient = [0.0; Term::COUNT];
        for sample in samples {
            let e = expected(sample.value(&weights), scale);
            // d(r - e)² / dw = -2 (r - e) e (1 - e) × scale / 100 × count
            let common = -2.0 * (sample.result - e) * e * (1.0 - e) * scale / 100.0 / n;
            for (g, &count) in gradient.iter_mut().zip(&sample.terms) {
                *g += common * f64::from(count);
            }
        }
        let t = i32::try_from(round).unwrap_or(i32::MAX);
        for i in 0..Term::COUNT {
            m[i] = beta1 * m[i] + (1.0 - beta1) * gradient[i];
            v[i] = beta2 * v[i] + (1.0 - beta2) * gradient[i] * gradient[i];
            let m_hat = m[i] / (1.0 - beta1.powi(t));
            let v_hat = v[i] / (1.0 - beta2.powi(t));
            weights[i] -= step * m_hat / (v_hat.sqrt() + epsilon);
        }
        for (i, term) in Term::ALL.into_iter().enumerate() {
            if samples.iter().all(|s| s.terms[term as usize] == 0) {
                weights[i] = start[i];
            }
        }
    }
    weights
}

/// `weights` as the body of the `weight` function of `weights.rs`, rounded.
#[must_use]
pub fn weights_source(weights: &Weights) -> String {
    let arms: String = Term::ALL
        .into_iter()
        .zip(weights)
        .map(|(term, w)| format!("        Term::{term:?} => {},\n", w.round() as i64))
        .collect();
    format!("    match term {{\n{arms}    }}\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::math_chess::{engine::random_opening, Preset};

    #[test]
    fn samples_are_quiet_positions_with_the_result() {
        // Blue can take Red's 0: not a quiet position, no sample.
        let start = "9/9/9/9/6R02/9/9/3B25/2B16/9/8B0 b".parse().unwrap();
        let mut game = Game::from_position(Preset::Chessplayx.rules(), start);
        game.play_text("c3xg7").unwrap();
        assert!(samples(&game, 0).is_empty());
        // A quiet opening, then Red resigns: every sample says who won.
        let mut game = random_opening(Preset::Chessplayx.rules(), 10, 3);
        game.resign(Side::Red).unwrap();
        let all = samples(&game, 0);
        assert!(!all.is_empty() && all.len() <= 10);
        let blue_to_move = |ply: usize| game.position_at(ply).unwrap().turn() == Side::Blue;
        let quiet_plies: Vec<usize> = (0..10)
            .filter(|&ply| {
                game.position_at(ply)
                    .unwrap()
                    .captures(game.rules())
                    .is_empty()
            })
            .collect();
        assert!(quiet_plies.len() >= all.len());
        for sample in &all {
            assert!(sample.result == 1.0 || sample.result == 0.0);
            assert_eq!(sample.terms[Term::Tempo as usize], 1);
        }
        let blue_samples = all.iter().filter(|s| s.result == 1.0).count();
        let blue_plies = quiet_plies.iter().filter(|&&ply| blue_to_move(ply)).count();
        assert!(blue_samples <= blue_plies && blue_samples > 0);
        assert!(samples(&game, 10).is_empty(), "all skipped");
    }

    #[test]
    fn the_current_weights_give_the_engine_s_evaluation() {
        let game = random_opening(Preset::Chessplayx.rules(), 30, 8);
        let weights = current_weights();
        for ply in 0..=game.plies() {
            let pos = game.position_at(ply).unwrap();
            let rules = game.rules();
            let expected = super::super::eval::evaluate(pos, rules, Scores([0, 0]));
            let sample = Sample {
                terms: terms(pos, rules, Scores([0, 0])).0,
                result: 0.5,
            };
            assert_eq!(sample.value(&weights), f64::from(expected));
        }
    }

    /// Samples whose result follows one term's sign, with the others as noise.
    fn synthetic(term: Term) -> Vec<Sample> {
        (0..400)
            .map(|i: i32| {
                let mut terms = [0; Term::COUNT];
                terms[Term::Tempo as usize] = 1;
                terms[term as usize] = i % 7 - 3;
                terms[Term::Mobility as usize] = (i * 37) % 11 - 5;
                let result = match (i % 7 - 3).signum() {
                    1 => 1.0,
                    0 => 0.5,
                    _ => 0.0,
                };
                Sample { terms, result }
            })
            .collect()
    }

    #[test]
    fn fitting_lowers_the_error_and_finds_the_term_that_matters() {
        let samples = synthetic(Term::Shield);
        let start = current_weights();
        let scale = fit_scale(&samples, &start);
        assert!(scale > 0.0);
        let fitted = fit(&samples, &start, scale, 300, 2.0);
        assert!(error(&samples, &fitted, scale) < error(&samples, &start, scale));
        let shield = Term::Shield as usize;
        assert!(fitted[shield] > start[shield], "{fitted:?}");
        // Terms the samples never count keep their weight.
        let lead = Term::TargetLead as usize;
        assert_eq!(fitted[lead], start[lead]);
    }

    #[test]
    fn weights_print_as_source() {
        let source = weights_source(&current_weights());
        let piece = format!("        Term::Piece => {},\n", weight(Term::Piece));
        assert!(source.contains(&piece), "{source}");
        assert_eq!(source.lines().count(), Term::COUNT + 2);
    }
}
