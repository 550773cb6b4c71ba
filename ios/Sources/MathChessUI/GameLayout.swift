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

    /// Upright, the room kept around the board for the panels, the status,
    /// the controls and the moves, in points (as Android's layout keeps).
    static let stackedRoom: CGFloat = 368
    /// Face to face, the room at the far player's edge and at the near one's.
    static let farRoom: CGFloat = 120
    static let nearRoom: CGFloat = 200
    /// Upright or face to face, the board's share of the height at least, however small the screen.
    static let minBoardShare: CGFloat = 0.55
    /// Lying on its side, the pane beside the board is this wide.
    static let paneWidth: CGFloat = 360

    /// The height the board is given in a content area `height` points tall:
    /// from the screen alone, never from the text around it (its size, its
    /// font), so that Dynamic Type changes the panels, not the board. Lying
    /// on its side, the board takes the whole height.
    func boardHeight(within height: CGFloat) -> CGFloat {
        let room: CGFloat
        switch self {
        case .stacked: room = Self.stackedRoom
        case .faceToFace: room = Self.farRoom + Self.nearRoom
        case .sidePane: return height
        }
        return max(height - room, height * Self.minBoardShare)
    }
}
