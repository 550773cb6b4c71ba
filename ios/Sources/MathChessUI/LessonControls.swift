import MathChessCore
import MathChessKit
import SwiftUI

/// Under a lesson's board: the step started again, and once the lesson is
/// over the next lesson (when the course has one) or the course's end.
struct LessonControls: View {
    let lesson: LessonStore

    @Environment(\.strings) private var strings

    var body: some View {
        let snapshot = lesson.snapshot
        HStack(spacing: 12) {
            Button { lesson.restartStep() } label: {
                Label(strings[.actionRestartStep], systemImage: "arrow.counterclockwise")
            }
            .buttonStyle(.bordered)
            .disabled(snapshot.over)
            Spacer(minLength: 8)
            if snapshot.over {
                if snapshot.hasNext {
                    Button { lesson.nextLesson() } label: {
                        Label(strings[.actionNextLesson], systemImage: "arrow.right")
                    }
                    .buttonStyle(.borderedProminent)
                } else {
                    Text(strings[.learnCourseDone])
                        .font(.subheadline.weight(.semibold))
                }
            }
        }
    }
}
