import MathChessCore
import MathChessKit
import SwiftUI

/// How to play each game, a tab each, with pictures. The pictures are real
/// positions the core plays for the rules (`ruleExamples()` and
/// `flagRuleExamples()`), drawn by the game's own board; under a picture of
/// a capture or a duty, what the game screen would say of it.
struct RulesView: View {
    /// The tab shown first: the game being played.
    @State var game: GameKind = .mathChess

    @Environment(\.strings) private var strings
    @Environment(\.dismiss) private var dismiss

    /// None if the core failed to build them (a bug): the text stays.
    private let examples = (try? ruleExamples()) ?? []
    private let flagExamples = (try? flagRuleExamples()) ?? []

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Picker(strings[.newGameGame], selection: $game) {
                        ForEach([GameKind.mathChess, .captureTheFlag], id: \.self) { game in
                            Text(strings[game.label]).tag(game)
                        }
                    }
                    .pickerStyle(.segmented)
                    switch game {
                    case .mathChess: mathChess
                    case .captureTheFlag: captureTheFlag
                    }
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

    @ViewBuilder
    private var mathChess: some View {
        paragraph(strings[.rulesGoal])
        paragraph(strings[.rulesTap])
        paragraph(strings[.rulesStep])
        picture(example(.step))
        paragraph(strings[.rulesCapture])
        picture(example(.capture))
        paragraph(strings[.rulesCaptureExample])
        paragraph(strings[.rulesChoice])
        formulas(example(.choice))
        topic(strings(.rulesRemainder, "%"), symbol: "divide.circle")
        paragraph(strings[.rulesZeroInDanger])
        picture(example(.zeroInDanger))
        paragraph(strings[.rulesScore])
        topic(strings[.rulesPointsTarget], symbol: "target")
        topic(strings[.rulesRepetition], symbol: "arrow.triangle.2.circlepath")
    }

    @ViewBuilder
    private var captureTheFlag: some View {
        paragraph(strings[.flagRulesGoal])
        paragraph(strings[.rulesTap])
        paragraph(strings[.flagRulesBoard])
        paragraph(strings[.flagRulesMoves])
        flagPicture(.step)
        paragraph(strings[.flagRulesJumps])
        flagPicture(.jump)
        paragraph(strings[.flagRulesGates])
        paragraph(strings[.flagRulesCaptures])
        flagPicture(.capture)
        flagPicture(.captured)
        paragraph(strings[.flagRulesGuards])
        flagPicture(.guardReturn)
        flagPicture(.siege)
        paragraph(strings[.flagRulesWinning])
        flagPicture(.flagEntry)
    }

    private func example(_ topic: RuleTopic) -> Snapshot? {
        examples.first { $0.topic == topic }?.snapshot
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
            // As wide as the first game's pictures always were; as tall as the board's rows ask.
            let height = 320 * CGFloat(snapshot.height) / CGFloat(max(1, snapshot.width))
            BoardView(snapshot: snapshot)
                .frame(width: 320, height: height)
                .frame(maxWidth: .infinity)
                .accessibilityHidden(true)
        }
    }

    /// A picture of Capture the Flag, and what the game screen would say of
    /// it: what its last move took, or the duty it leaves.
    @ViewBuilder
    private func flagPicture(_ topic: FlagRuleTopic) -> some View {
        if let snapshot = flagExamples.first(where: { $0.topic == topic })?.snapshot {
            picture(snapshot)
            if let caption = strings.caption(of: snapshot) {
                Text(caption)
                    .font(.subheadline.weight(.semibold))
                    .fixedSize(horizontal: false, vertical: true)
            }
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
    RulesView(game: .captureTheFlag)
}
