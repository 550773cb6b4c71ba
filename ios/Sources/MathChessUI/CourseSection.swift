import MathChessCore
import MathChessKit
import SwiftUI

/// One game's part of the Learn screen: its lessons in order, each opening
/// the lesson and marked once done, then its puzzles with the learner's
/// rating (a "?" while it is provisional), the puzzles solved and failed and
/// how many the library has; under them, how much of the course is done.
struct CourseSection: View {
    let progress: LearnerProgress

    @Environment(GameStore.self) private var store
    @Environment(\.strings) private var strings

    var body: some View {
        Section {
            ForEach(Array(progress.lessons.enumerated()), id: \.element.id) { number, entry in
                Button { store.learn.openLesson(entry.id, game: progress.game) } label: {
                    LessonRow(number: number + 1, entry: entry)
                }
            }
            Button { store.learn.openPuzzles(progress.game) } label: {
                VStack(alignment: .leading, spacing: 2) {
                    Label(strings[.actionPlayPuzzles], systemImage: "puzzlepiece")
                    Text(strings(.learnRating, strings.rating(progress.rating)))
                        .accessibilityLabel(strings.ratingDescription(progress.rating))
                    Text(strings(.learnSolvedFailed, Int(progress.solved), Int(progress.failed)))
                    Text(strings(.learnPuzzleCount, Int(progress.puzzles)))
                }
                .font(.footnote)
            }
            .accessibilityElement(children: .combine)
            .disabled(progress.puzzles == 0)
        } header: {
            Text(strings[progress.game.label])
        } footer: {
            Text(strings.progress(of: progress))
        }
    }
}
