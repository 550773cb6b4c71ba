//! The player's puzzle rating: Glicko-2, as Mark Glickman publishes it
//! ("Example of the Glicko-2 system", 2013), step by step, with the paper's
//! worked example as its test.
//!
//! Glicko-2 rather than Elo: a rating here starts knowing nothing of the
//! player, and Glicko's deviation says so. A new player's rating moves far
//! on each of the first results and settles as results come in, where Elo
//! moves by the same K whatever it knows; and the volatility follows a
//! player whose strength changes (a learner's does). Each puzzle is one
//! rating period with one game, the puzzle's difficulty the opponent's
//! rating, as lichess rates its puzzles.

use std::f64::consts::PI;

/// The factor between the Glicko scale and Glicko-2's (step 2).
const SCALE: f64 = 173.7178;
/// The rating the scale centres on.
const CENTRE: f64 = 1500.0;
/// The convergence tolerance of step 5.
const EPSILON: f64 = 0.000_001;

/// A rating on the Glicko scale: the rating, its deviation (RD) and the
/// volatility.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Rating {
    /// An unrated player (step 1): 1500, RD 350, volatility 0.06.
    pub const NEW: Rating = Rating {
        rating: 1500.0,
        deviation: 350.0,
        volatility: 0.06,
    };
}

impl Rating {
    /// Is the rating still a guess? Its deviation is above 110, as lichess
    /// marks a provisional rating.
    #[must_use]
    pub fn is_provisional(&self) -> bool {
        self.deviation > 110.0
    }
}

impl Default for Rating {
    fn default() -> Rating {
        Rating::NEW
    }
}

/// One game of a rating period: the opponent's rating and deviation, and
/// the score (1 a win, 0.5 a draw, 0 a loss).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Game {
    pub rating: f64,
    pub deviation: f64,
    pub score: f64,
}

/// g(φ) of step 3.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)).sqrt()
}

/// E(μ, μj, φj) of step 3: the expected score against the opponent.
fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

/// The rating after a period with `games`, the system constant `tau`
/// (steps 2 to 8). A period without games only widens the deviation.
#[must_use]
pub fn update(player: Rating, games: &[Game], tau: f64) -> Rating {
    // Step 2.
    let mu = (player.rating - CENTRE) / SCALE;
    let phi = player.deviation / SCALE;
    let sigma = player.volatility;
    if games.is_empty() {
        return Rating {
            deviation: (phi * phi + sigma * sigma).sqrt() * SCALE,
            ..player
        };
    }
    let scaled: Vec<(f64, f64, f64)> = games
        .iter()
        .map(|game| {
            (
                (game.rating - CENTRE) / SCALE,
                game.deviation / SCALE,
                game.score,
            )
        })
        .collect();
    // Steps 3 and 4: the estimated variance and improvement.
    let v = 1.0
        / scaled
            .iter()
            .map(|&(mu_j, phi_j, _)| {
                let e = expected(mu, mu_j, phi_j);
                g(phi_j).powi(2) * e * (1.0 - e)
            })
            .sum::<f64>();
    let gain: f64 = scaled
        .iter()
        .map(|&(mu_j, phi_j, s)| g(phi_j) * (s - expected(mu, mu_j, phi_j)))
        .sum();
    let delta = v * gain;
    // Step 5: the new volatility.
    let sigma = volatility(delta, phi, v, sigma, tau);
    // Steps 6 and 7.
    let phi_star = (phi * phi + sigma * sigma).sqrt();
    let phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let mu = mu + phi * phi * gain;
    // Step 8.
    Rating {
        rating: SCALE * mu + CENTRE,
        deviation: SCALE * phi,
        volatility: sigma,
    }
}

/// Step 5: the volatility σ' by the Illinois algorithm.
fn volatility(delta: f64, phi: f64, v: f64, sigma: f64, tau: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let (mut f_a, mut f_b) = (f(big_a), f(big_b));
    while (big_b - big_a).abs() > EPSILON {
        let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(big_c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = big_c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, within: f64) -> bool {
        (a - b).abs() <= within
    }

    /// The paper's example: a player rated 1500, RD 200, volatility 0.06,
    /// τ = 0.5, beats a 1400 (RD 30) and loses to a 1550 (RD 100) and a
    /// 1700 (RD 300): 1464.06, RD 151.52, volatility 0.05999.
    #[test]
    fn the_papers_worked_example() {
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let games = [
            Game {
                rating: 1400.0,
                deviation: 30.0,
                score: 1.0,
            },
            Game {
                rating: 1550.0,
                deviation: 100.0,
                score: 0.0,
            },
            Game {
                rating: 1700.0,
                deviation: 300.0,
                score: 0.0,
            },
        ];
        // The intermediate values the paper prints, to the digits it
        // prints them (it works from its rounded g and E: v and Δ differ
        // from the exact ones in the fourth decimal).
        let mu = 0.0;
        let phi = 200.0 / SCALE;
        assert!(close(phi, 1.1513, 0.0001));
        let gs: Vec<f64> = games.iter().map(|o| g(o.deviation / SCALE)).collect();
        for (g, paper) in gs.iter().zip([0.9955, 0.9531, 0.7242]) {
            assert!(close(*g, paper, 0.0001), "g {g} {paper}");
        }
        let es: Vec<f64> = games
            .iter()
            .map(|o| expected(mu, (o.rating - CENTRE) / SCALE, o.deviation / SCALE))
            .collect();
        for (e, paper) in es.iter().zip([0.639, 0.432, 0.303]) {
            assert!(close(*e, paper, 0.001), "E {e} {paper}");
        }
        let v = 1.0
            / gs.iter()
                .zip(&es)
                .map(|(g, e)| g * g * e * (1.0 - e))
                .sum::<f64>();
        assert!(close(v, 1.7785, 0.001), "v {v}");
        let delta = v * gs
            .iter()
            .zip(&es)
            .zip(&games)
            .map(|((g, e), o)| g * (o.score - e))
            .sum::<f64>();
        assert!(close(delta, -0.4834, 0.001), "Δ {delta}");
        let sigma = volatility(delta, phi, v, 0.06, 0.5);
        assert!(close(sigma, 0.05999, 0.00001), "σ' {sigma}");

        let after = update(player, &games, 0.5);
        assert!(close(after.rating, 1464.06, 0.02), "{after:?}");
        assert!(close(after.deviation, 151.52, 0.01), "{after:?}");
        assert!(close(after.volatility, 0.05999, 0.00001), "{after:?}");
    }

    #[test]
    fn a_period_without_games_widens_the_deviation_only() {
        let player = Rating {
            rating: 1700.0,
            deviation: 50.0,
            volatility: 0.06,
        };
        let after = update(player, &[], 0.5);
        assert_eq!(after.rating, 1700.0);
        let phi = 50.0 / SCALE;
        assert!(close(
            after.deviation,
            (phi * phi + 0.0036).sqrt() * SCALE,
            1e-9
        ));
        assert!(after.deviation > 50.0);
    }

    #[test]
    fn a_win_raises_a_loss_lowers_and_an_upset_moves_more() {
        let one = |opponent: f64, score: f64| {
            update(
                Rating::NEW,
                &[Game {
                    rating: opponent,
                    deviation: 80.0,
                    score,
                }],
                0.5,
            )
        };
        let easy_win = one(1000.0, 1.0);
        let hard_win = one(2000.0, 1.0);
        let easy_loss = one(1000.0, 0.0);
        assert!(easy_win.rating > 1500.0 && easy_loss.rating < 1500.0);
        assert!(hard_win.rating - 1500.0 > easy_win.rating - 1500.0);
        assert!(1500.0 - easy_loss.rating > easy_win.rating - 1500.0);
        // Each result narrows the deviation of a new player, provisional
        // until it is below 110.
        assert!(easy_win.deviation < 350.0 && easy_win.is_provisional());
        let settled = Rating {
            deviation: 80.0,
            ..easy_win
        };
        assert!(!settled.is_provisional());
    }
}
