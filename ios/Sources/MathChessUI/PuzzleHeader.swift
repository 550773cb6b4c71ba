import MathChessCore
import MathChessKit
import SwiftUI

/// Above a puzzle's board: the side the player moves and what to reach (the
/// win, or a decisive gain of material), the moves left, the puzzle's
/// difficulty and themes, and the learner's rating (a "?" while it is
/// provisional) with the puzzles solved and failed.
struct PuzzleHeader: View {
    let snapshot: PuzzleSnapshot

    @Environment(\.strings) private var strings

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(strings.goal(of: snapshot))
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            Text(strings(.puzzleMovesLeft, Int(snapshot.movesLeft)))
                .font(.subheadline)
            Text(strings(.puzzleDifficulty, Int(snapshot.difficulty)))
                .font(.subheadline)
                .foregroundStyle(.secondary)
            if !snapshot.themes.isEmpty {
                Text(strings(.puzzleThemes, snapshot.themes.map(strings.theme).joined(separator: ", ")))
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            HStack(spacing: 12) {
                Text(strings(.learnRating, strings.rating(snapshot.rating)))
                    .accessibilityLabel(strings.ratingDescription(snapshot.rating))
                Text(strings(.learnSolvedFailed, Int(snapshot.solved), Int(snapshot.failed)))
            }
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .fixedSize(horizontal: false, vertical: true)
    }
}
