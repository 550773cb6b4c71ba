import Foundation

/// The part of the game screen that a move-choice panel covers, and how far
/// the board moves so that the squares the choice names (the attacker, the
/// supports, the target) stay in sight. Plain arithmetic, no SwiftUI, so
/// that it is checked by a test on any machine.
struct ChoiceCover: Equatable, Sendable {
    enum Edge: Equatable, Sendable {
        /// A sheet or panel rising from the bottom edge (the near player's).
        case bottom
        /// The far player's panel, coming from the top edge, face to face.
        case top
    }

    var edge: Edge
    /// How much of the screen the panel covers from its edge, in points.
    var height: CGFloat
    /// The height of the game screen the panel covers.
    var screenHeight: CGFloat
    /// Space kept between the squares and the panel, and the squares and the far edge.
    var margin: CGFloat = 8

    /// The vertical offset to give the board so that `squares` (their
    /// union, in the game screen's coordinates) clears the panel. Zero when
    /// they are already clear; never so far that they leave the screen at the
    /// other edge: when both cannot be had, the squares stay on screen and
    /// the panel covers part of them (a player can drag the sheet down).
    func boardOffset(keeping squares: CGRect) -> CGFloat {
        switch edge {
        case .bottom:
            let panelTop = screenHeight - height - margin
            let needed = squares.maxY - panelTop
            let room = squares.minY - margin
            return needed > 0 ? -min(needed, max(0, room)) : 0
        case .top:
            let panelBottom = height + margin
            let needed = panelBottom - squares.minY
            let room = screenHeight - margin - squares.maxY
            return needed > 0 ? min(needed, max(0, room)) : 0
        }
    }
}

extension ChoiceCover {
    /// The name of the game screen's coordinate space, in which the board
    /// measures the squares it keeps clear of the panel.
    static let space = "game-screen"
}
