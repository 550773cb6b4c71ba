//! What each player may do now. One decision serves both the session's
//! actions (which refuse with its reason) and the players' views in the
//! snapshot (which show only what would be accepted).

use super::{GameSession, NearbyError, Playable, Rejection, SessionError};
use crate::Side;

impl<G: Playable> GameSession<G> {
    /// Refuses when the game has ended, for the computer's side and the
    /// other phone's, and while a player browses history.
    pub(super) fn check_resign(&self, side: Side) -> Result<(), SessionError> {
        if self.game.outcome().is_some() {
            Err(Rejection::GameOver.into())
        } else if self.mode.computer_side() == Some(side) {
            Err(SessionError::ComputerSide)
        } else if self.mode.remote_side() == Some(side) {
            Err(NearbyError::OtherPhonesSide(side).into())
        } else if self.browsing.is_some() {
            Err(Rejection::Browsing.into())
        } else {
            Ok(())
        }
    }

    /// Only two players offer draws, on one device or on two phones (this
    /// phone's player here), the side to move, one offer at a time, in a
    /// live game shown live.
    pub(super) fn check_offer(&self, side: Side) -> Result<(), SessionError> {
        if self.mode.computer_side().is_some() {
            Err(SessionError::NotTwoPlayers)
        } else if self.mode.remote_side() == Some(side) {
            Err(NearbyError::OtherPhonesSide(side).into())
        } else if self.game.outcome().is_some() {
            Err(Rejection::GameOver.into())
        } else if self.browsing.is_some() {
            Err(Rejection::Browsing.into())
        } else if self.draw_offer.is_some() {
            Err(SessionError::DrawAlreadyOffered)
        } else if self.turn() != side {
            Err(SessionError::NotToMove(side))
        } else {
            Ok(())
        }
    }

    /// Only the side that did not offer answers, with the live game shown
    /// (against another phone, this phone's player).
    pub(super) fn check_answer(&self, side: Side) -> Result<(), SessionError> {
        match self.draw_offer {
            _ if self.mode.remote_side() == Some(side) => {
                Err(NearbyError::OtherPhonesSide(side).into())
            }
            None => Err(SessionError::NoDrawOffer),
            Some(offerer) if offerer == side => Err(SessionError::OwnDrawOffer(side)),
            Some(_) if self.browsing.is_some() => Err(Rejection::Browsing.into()),
            Some(_) => Ok(()),
        }
    }
}
