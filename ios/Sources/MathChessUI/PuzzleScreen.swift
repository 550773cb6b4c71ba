import MathChessCore
import MathChessKit
import SwiftUI

/// A puzzle: what to reach and how many moves are left above the board,
/// the core's verdict on each move under it (right and the defence's
/// answer, slower, or wrong and taken back with why), the result and the
/// rating's change once it is over, then the hint (the piece to move,
/// marked on the board), the solution and the next puzzle, each as the
/// snapshot allows. While the core weighs a move, the screen says so.
struct PuzzleScreen: View {
    let puzzles: PuzzleStore

    @Environment(\.strings) private var strings
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        LearnPage(title: strings[.learnPuzzles]) { content(room: $0) }
    }

    private func content(room: CGSize) -> some View {
        let snapshot = puzzles.snapshot
        return VStack(alignment: .leading, spacing: 12) {
            PuzzleHeader(snapshot: snapshot)
            LearnBoard(
                board: snapshot.board,
                room: room,
                hintPiece: snapshot.hint,
                onTap: { puzzles.tap($0) },
                onChoose: { puzzles.choose($0) },
                onCancel: { puzzles.cancelChoice() }
            )
            .frame(maxWidth: .infinity)
            if puzzles.isWeighing {
                HStack(spacing: 6) {
                    ProgressView().controlSize(.small)
                    Text(strings[.thinking])
                }
                .font(.subheadline)
                .accessibilityElement(children: .combine)
            }
            if let hint = snapshot.hint, !snapshot.over {
                Label(strings(.puzzleHintMarked, hint.name), systemImage: "lightbulb.fill")
                    .font(.subheadline.weight(.semibold))
            }
            if let said = puzzles.said {
                PuzzleVerdictView(said: said, goal: snapshot.goal)
            }
            if let result = snapshot.result, snapshot.over {
                PuzzleResultView(result: result, change: snapshot.change)
            }
            if let flash = puzzles.flash {
                FlashMessage(flash: flash, board: snapshot.board, onDismiss: puzzles.dismissFlash)
            }
            PuzzleControls(puzzles: puzzles)
        }
        .animation(reduceMotion ? nil : .default, value: puzzles.said)
    }
}
