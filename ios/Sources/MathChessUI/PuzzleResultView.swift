import MathChessCore
import MathChessKit
import SwiftUI

/// A puzzle's result once it is over: solved or failed, and how the
/// learner's rating moved with it ("Failed. Rating 1500? → 1325?").
struct PuzzleResultView: View {
    let result: PuzzleResult
    let change: RatingChange?

    @Environment(\.strings) private var strings

    var body: some View {
        Label(change.map { strings.result(result, change: $0) } ?? strings[.puzzleOver], systemImage: result == .solved ? "star.fill" : "xmark.circle")
            .font(.headline)
            .monospacedDigit()
            .fixedSize(horizontal: false, vertical: true)
    }
}
