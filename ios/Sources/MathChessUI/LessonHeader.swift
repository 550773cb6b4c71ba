import MathChessCore
import MathChessKit
import SwiftUI

/// Above a lesson's board: which lesson of the course and which step of
/// how many, the step's words (what it teaches), and the task to do on the
/// board, set apart.
struct LessonHeader: View {
    let snapshot: LessonSnapshot

    @Environment(\.strings) private var strings

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(verbatim: strings(.learnLessonOf, Int(snapshot.lessonIndex) + 1, Int(snapshot.lessonCount))
                + " · " + strings(.learnStepOf, Int(snapshot.stepIndex) + 1, Int(snapshot.stepCount)))
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.secondary)
                .accessibilityAddTraits(.isHeader)
            Text(strings.step(of: snapshot))
                .fixedSize(horizontal: false, vertical: true)
            Label(strings.task(of: snapshot), systemImage: "target")
                .font(.headline)
                .fixedSize(horizontal: false, vertical: true)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
