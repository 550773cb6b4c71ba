import Foundation

/// How the game screen is arranged in the space it has. Plain arithmetic,
/// no SwiftUI, so that it is checked by a test on any machine.
enum GameLayout: Equatable, Sendable {
    /// Upright: the far player's panel, the board, the near player's panel,
    /// then the controls and the moves (iPhone portrait, iPad portrait).
    case stacked
    /// Lying on its side: the board, and beside it a pane with both
    /// panels, the controls and the moves (iPhone landscape, iPad landscape).
    case sidePane
    /// A tablet flat between two players: the board between the two panels,
    /// the far one turned to face its player; nothing else on the board's sides.
    case faceToFace

    /// A window this much wider than tall is treated as lying on its side.
    static let sidewaysRatio: CGFloat = 1.15

    /// The layout for a screen area of `size`; `faceToFace` when the game's
    /// orientation seats the players face to face.
    static func choose(size: CGSize, faceToFace: Bool) -> GameLayout {
        if faceToFace {
            return .faceToFace
        }
        return size.width > size.height * sidewaysRatio ? .sidePane : .stacked
    }
}
