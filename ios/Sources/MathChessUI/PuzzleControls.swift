import MathChessCore
import MathChessKit
import SwiftUI

/// Under a puzzle's board: the hint (which marks the piece to move) and the
/// solution (one move and its answer a press), each while the snapshot
/// allows it, and the next puzzle, near the learner's rating; above them, a
/// word that help now counts the puzzle as failed. Nothing is pressed while
/// the core weighs a move.
struct PuzzleControls: View {
    let puzzles: PuzzleStore

    @Environment(\.strings) private var strings

    var body: some View {
        let snapshot = puzzles.snapshot
        let weighing = puzzles.isWeighing
        VStack(alignment: .leading, spacing: 6) {
            if snapshot.helpFails {
                Text(strings[.puzzleHelpFails])
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            buttons(snapshot, weighing: weighing)
        }
    }

    private func buttons(_ snapshot: PuzzleSnapshot, weighing: Bool) -> some View {
        HStack(spacing: 12) {
            Button { puzzles.hint() } label: {
                Label(strings[.actionHint], systemImage: "lightbulb")
            }
            .disabled(!snapshot.mayHint || weighing)
            Button { puzzles.showSolution() } label: {
                Label(strings[.actionShowSolution], systemImage: "eye")
            }
            .disabled(!snapshot.mayShowSolution || weighing)
            Spacer(minLength: 8)
            Button { puzzles.nextPuzzle() } label: {
                Label(strings[.actionNextPuzzle], systemImage: "arrow.right")
            }
            .modifier(Prominent(isProminent: snapshot.over))
            .disabled(weighing)
        }
        .buttonStyle(.bordered)
    }
}

/// The next puzzle stands out once this one is over.
private struct Prominent: ViewModifier {
    let isProminent: Bool

    func body(content: Content) -> some View {
        if isProminent {
            content.buttonStyle(.borderedProminent)
        } else {
            content
        }
    }
}
