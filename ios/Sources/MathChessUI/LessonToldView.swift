import Accessibility
import MathChessCore
import MathChessKit
import SwiftUI

/// The core's judgement of the last try, while it is news: the step done,
/// the lesson done, or why the try was refused ("7 + 4 = 11, whose units
/// digit 1 is not the 3 squares to the Red 6"). VoiceOver reads it out when
/// it appears.
struct LessonToldView: View {
    let told: LessonTold

    @Environment(\.strings) private var strings

    var body: some View {
        let text = strings.text(of: told)
        Label(text, systemImage: symbol)
            .font(.subheadline.weight(.semibold))
            // Not red: red is a side's colour on this board.
            .foregroundStyle(isRefusal ? Color.orange : Color.green)
            .fixedSize(horizontal: false, vertical: true)
            .task(id: told.id) {
                AccessibilityNotification.Announcement(text).post()
            }
    }

    private var isRefusal: Bool {
        if case .refused = told.judged { true } else { false }
    }

    private var symbol: String {
        switch told.judged {
        case .stepDone: "checkmark.circle"
        case .lessonDone: "star.circle"
        case .refused: "arrow.uturn.backward.circle"
        }
    }
}
