import MathChessCore
import MathChessKit
import SwiftUI

/// How to play, with pictures: the goal, a step, a capture and its
/// formulas, `%` (the remainder), the move choice, the score, the points
/// target and threefold repetition. The pictures are real positions from the
/// core (`RuleExamples`), drawn by the game's own board.
struct RulesView: View {
    @Environment(\.strings) private var strings
    @Environment(\.dismiss) private var dismiss

    private let examples = RuleExamples.standard

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    paragraph(strings[.rulesGoal])
                    paragraph(strings[.rulesTap])
                    paragraph(strings[.rulesStep])
                    picture(examples?.step)
                    paragraph(strings[.rulesCapture])
                    picture(examples?.capture)
                    paragraph(strings[.rulesCaptureExample])
                    paragraph(strings[.rulesChoice])
                    formulas(examples?.choice)
                    topic(strings(.rulesRemainder, "%"), symbol: "divide.circle")
                    paragraph(strings[.rulesScore])
                    topic(strings[.rulesPointsTarget], symbol: "target")
                    topic(strings[.rulesRepetition], symbol: "arrow.triangle.2.circlepath")
                }
                .frame(maxWidth: 640, alignment: .leading)
                .padding()
                .frame(maxWidth: .infinity)
            }
            .navigationTitle(strings[.rulesTitle])
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button(strings[.actionDismiss]) { dismiss() }
                }
            }
        }
    }

    private func paragraph(_ text: String) -> some View {
        Text(text)
            .font(.body)
            .fixedSize(horizontal: false, vertical: true)
    }

    /// A paragraph with a symbol beside it: the rules that have no board picture.
    private func topic(_ text: String, symbol: String) -> some View {
        Label {
            paragraph(text)
        } icon: {
            Image(systemName: symbol)
                .font(.title2)
                .foregroundStyle(.tint)
        }
    }

    /// A board from the rules' examples, its marks showing the rule. The text
    /// around it says the same for VoiceOver.
    @ViewBuilder
    private func picture(_ snapshot: Snapshot?) -> some View {
        if let snapshot {
            BoardView(snapshot: snapshot)
                .frame(maxWidth: 320)
                .frame(height: 370)
                .frame(maxWidth: .infinity)
                .accessibilityHidden(true)
        }
    }

    /// The formulas of the example's move choice, as the sheet shows them.
    private func formulas(_ snapshot: Snapshot?) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(snapshot?.choice?.options ?? [], id: \.formula) { option in
                Text(verbatim: option.text)
                    .font(.title2.weight(.bold))
                    .monospacedDigit()
            }
        }
        .frame(maxWidth: .infinity)
    }
}

#Preview {
    RulesView()
}
