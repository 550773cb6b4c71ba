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
        JudgementLabel(
            text: strings.text(of: said, goal: goal),
            symbol: symbol,
            takenBack: isWrong,
            tint: .primary,
            id: said.id
        )
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
