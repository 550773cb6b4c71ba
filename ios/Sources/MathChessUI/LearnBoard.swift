import MathChessCore
import MathChessKit
import SwiftUI

/// A lesson's or a puzzle's board: the game's board view on the session's
/// board snapshot, the largest that fits `room` with its squares square,
/// with the player's preferences (the targets marked, the row and column
/// names); under it, while a capture waits for its formula, the
/// game's move-choice list. Taps and picks go to the screen's store.
struct LearnBoard: View {
    let board: Snapshot
    /// The most the board may take: the screen's width, and part of its
    /// height so that the words around it stay in sight.
    let room: CGSize
    /// The piece a puzzle's hint marks.
    var hintPiece: Place?
    let onTap: @MainActor (UInt8) -> Void
    let onChoose: @MainActor (Int) -> Void
    let onCancel: @MainActor () -> Void

    @Environment(GameStore.self) private var store

    var body: some View {
        let preferences = store.preferences
        let boardSize = size(coordinates: preferences.coordinates)
        VStack(spacing: 8) {
            BoardView(
                snapshot: board,
                hintPiece: hintPiece,
                showTargets: preferences.showLegalMoves,
                coordinates: preferences.coordinates,
                onTap: onTap
            )
            .frame(width: boardSize.width, height: boardSize.height)
            if let choice = board.choice {
                MoveChoiceList(choice: choice, columns: 2, onChoose: onChoose, onCancel: onCancel)
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
            }
        }
    }

    /// The room a screen of `size` gives its board: its width inside the
    /// padding, and 0.7 of its height (the words above and the judgement
    /// under it stay in sight).
    static func room(in size: CGSize) -> CGSize {
        CGSize(width: max(0, size.width - 32), height: max(0, size.height * 0.7))
    }

    /// The board's size in `room`: its width over its height as its squares
    /// and the band of row and column names (when shown) make it.
    private func size(coordinates: Bool) -> CGSize {
        let band = coordinates ? BoardView.nameBand : 0
        let ratio = (CGFloat(max(1, board.width)) + band) / (CGFloat(max(1, board.height)) + band)
        let width = max(0, min(room.width, room.height * ratio))
        return CGSize(width: width, height: width / ratio)
    }
}
