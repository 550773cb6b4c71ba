import MathChessCore
import MathChessKit
import SwiftUI

/// A lesson: the step's words and task above its board, the core's
/// judgement of each try under it (the step done, the lesson done, or why a
/// try was refused and taken back), then restarting the step and going on
/// to the next lesson. Everything is drawn from the lesson's snapshot; taps
/// and intents go to its store.
struct LessonScreen: View {
    let lesson: LessonStore

    @Environment(\.strings) private var strings
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        LearnPage(title: strings.title(of: lesson.snapshot)) { content(room: $0) }
    }

    private func content(room: CGSize) -> some View {
        let snapshot = lesson.snapshot
        return VStack(alignment: .leading, spacing: 12) {
            LessonHeader(snapshot: snapshot)
            LearnBoard(
                board: snapshot.board,
                room: room,
                onTap: { lesson.tap($0) },
                onChoose: { lesson.choose($0) },
                onCancel: { lesson.cancelChoice() }
            )
            .frame(maxWidth: .infinity)
            if let told = lesson.told {
                LessonToldView(told: told)
            }
            if let flash = lesson.flash {
                FlashMessage(flash: flash, board: snapshot.board, onDismiss: lesson.dismissFlash)
            }
            LessonControls(lesson: lesson)
        }
        .animation(reduceMotion ? nil : .default, value: lesson.told)
    }
}
