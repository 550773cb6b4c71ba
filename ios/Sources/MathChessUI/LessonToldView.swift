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
        JudgementLabel(
            text: strings.text(of: told),
            symbol: symbol,
            takenBack: isRefusal,
            tint: .green,
            id: told.id
        )
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
