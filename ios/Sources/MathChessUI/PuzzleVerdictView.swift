import Accessibility
import MathChessCore
import MathChessKit
import SwiftUI

/// The core's verdict on the last move, while it is news: right (and the
/// defence's answer), slower but winning, wrong and taken back (and why),
/// or the solution's move shown. VoiceOver reads it out when it appears.
struct PuzzleVerdictView: View {
    let said: PuzzleSaid
    let goal: PuzzleGoal

    @Environment(\.strings) private var strings

    var body: some View {
        let text = strings.text(of: said, goal: goal)
        Label(text, systemImage: symbol)
            .font(.subheadline.weight(.semibold))
            // Not red: red is a side's colour on this board.
            .foregroundStyle(isWrong ? Color.orange : Color.primary)
            .fixedSize(horizontal: false, vertical: true)
            .task(id: said.id) {
                AccessibilityNotification.Announcement(text).post()
            }
    }

    private var isWrong: Bool {
        if case .wrong = said.verdict { true } else { false }
    }

    private var symbol: String {
        switch said.verdict {
        case .right: "checkmark.circle"
        case .slower: "tortoise"
        case .wrong: "arrow.uturn.backward.circle"
        case .shown: "eye"
        }
    }
}
