import Foundation

/// How the game screen is arranged in the space it has, and the board's size
/// in it. Plain arithmetic, no SwiftUI, so that it is checked by a test on
/// any machine; the same decisions as Android's `GameLayout.kt`.
enum GameLayout: Equatable, Sendable {
    /// Upright: the far player's panel, the board, the near player's panel,
    /// then the controls and the moves (iPhone portrait, iPad portrait).
    case stacked
    /// Lying on its side: the board, and beside it a pane with both
    /// panels, the controls and the moves (iPhone landscape, iPad landscape).
    case sidePane
    /// Upright between two players: the board between their two rooms, the
    /// far one turned to face its player.
    case faceToFace
    /// On its side between two players (sitting at the long edges): the board
    /// at full height in the middle, each player's pane beside it, the far
    /// player's on the left turned to them, so that each has theirs at their
    /// right hand.
    case faceToFaceSideways

    /// A window this much wider than tall is treated as lying on its side.
    static let sidewaysRatio: CGFloat = 1.15

    /// The layout for a content area of `size` (inside the padding) and a
    /// board `boardAspect` times as wide as tall (with its names);
    /// `faceToFace` when the game's orientation seats the players face to
    /// face: then the arrangement that gives the larger board.
    static func choose(size: CGSize, faceToFace: Bool, boardAspect: CGFloat) -> GameLayout {
        if faceToFace {
            let sideways = GameLayout.faceToFaceSideways.boardSize(in: size, boardAspect: boardAspect)
            let upright = GameLayout.faceToFace.boardSize(in: size, boardAspect: boardAspect)
            return sideways.width > upright.width ? .faceToFaceSideways : .faceToFace
        }
        return size.width > size.height * sidewaysRatio ? .sidePane : .stacked
    }

    /// Upright, the room kept around the board for the panels, the status,
    /// the controls and the moves, in points (as Android's layout keeps).
    static let stackedRoom: CGFloat = 368
    /// Face to face upright, each player's room at their edge: their status,
    /// panel and controls (the same at both edges).
    static let edgeRoom: CGFloat = 200
    /// Upright, the board's share of the height at least, however small the
    /// screen; face to face, where each edge keeps its room, a little less.
    static let minBoardShare: CGFloat = 0.55
    static let minFaceBoardShare: CGFloat = 0.5
    /// Lying on its side, the pane beside the board is this wide.
    static let paneWidth: CGFloat = 360
    /// Face to face on its side, each player's pane is this wide at least.
    static let facePaneWidth: CGFloat = 250
    /// The gap between the board and a pane beside it.
    static let rowGap: CGFloat = 16

    /// The height the board is given in a content area `height` points tall:
    /// from the screen alone, never from the text around it (its size, its
    /// font), so that Dynamic Type changes the panels, not the board. Lying
    /// on its side, the board takes the whole height.
    func boardHeight(within height: CGFloat) -> CGFloat {
        switch self {
        case .stacked: max(height - Self.stackedRoom, height * Self.minBoardShare)
        case .faceToFace: max(height - 2 * Self.edgeRoom, height * Self.minFaceBoardShare)
        case .sidePane, .faceToFaceSideways: height
        }
    }

    /// The board's size in a content area of `size`, for a board
    /// `boardAspect` times as wide as tall: as large as fits its room.
    func boardSize(in size: CGSize, boardAspect: CGFloat) -> CGSize {
        let room: CGFloat
        switch self {
        case .stacked, .faceToFace: room = size.width
        case .sidePane: room = size.width - Self.paneWidth - Self.rowGap
        case .faceToFaceSideways: room = size.width - 2 * (Self.facePaneWidth + Self.rowGap)
        }
        let width = max(0, min(room, boardHeight(within: size.height) * boardAspect))
        return CGSize(width: width, height: boardAspect > 0 ? width / boardAspect : 0)
    }

    /// Face to face on its side, each player's pane: half the width the board leaves.
    func facePaneWidth(in size: CGSize, boardAspect: CGFloat) -> CGFloat {
        max(0, (size.width - boardSize(in: size, boardAspect: boardAspect).width) / 2 - Self.rowGap)
    }
}
