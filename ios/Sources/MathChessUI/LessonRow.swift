import MathChessCore
import MathChessKit
import SwiftUI

/// A lesson in its course's list: its number, title and steps, and a check
/// mark once the learner has done it; VoiceOver reads it as one sentence
/// ("Lesson 1: Steps. Steps: 3. Done").
struct LessonRow: View {
    /// The lesson's place in the course, from 1.
    let number: Int
    let entry: LessonEntry

    @Environment(\.strings) private var strings

    var body: some View {
        HStack {
            Text(verbatim: "\(number).")
                .monospacedDigit()
                .foregroundStyle(.secondary)
            VStack(alignment: .leading, spacing: 2) {
                Text(strings.title(of: entry))
                Text(strings(.learnLessonSteps, Int(entry.steps)))
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 8)
            if entry.done {
                Image(systemName: "checkmark.circle.fill")
                    .foregroundStyle(Color.green)
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(strings.row(of: entry, number: number))
    }
}
