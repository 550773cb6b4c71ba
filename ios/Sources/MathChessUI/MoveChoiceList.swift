import MathChessCore
import MathChessKit
import SwiftUI

/// The open move choice: a capture that several formulas allow, one row
/// each ("7 − 4 = 3", with the square of its support). Picking one plays
/// the move; Cancel (or swiping the sheet down) closes the choice and keeps
/// the piece selected. The same list fills the sheet, the side pane, or the
/// panel turned to the far player, and the Learn screens' boards; the board
/// highlights the attacker, the supports and the target meanwhile.
struct MoveChoiceList: View {
    let choice: MoveChoiceView
    /// The formulas side by side in this many columns, read by rows
    /// (``ChoiceFit``: so that every one shows in the height at hand).
    var columns = 1
    /// Plays option `index` (from 0): the store's `choose`.
    let onChoose: @MainActor (Int) -> Void
    /// Closes the choice: the store's `cancelChoice`.
    let onCancel: @MainActor () -> Void
    @Environment(\.strings) private var strings
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .firstTextBaseline) {
                Text(strings(.choiceTitle, choice.toPlace.name))
                    .font(.headline)
                    .accessibilityAddTraits(.isHeader)
                Spacer(minLength: 8)
                Button(strings[.actionCancel]) { onCancel() }
            }
            ScrollView {
                HStack(alignment: .top, spacing: 8) {
                    ForEach(0..<max(1, columns), id: \.self) { column in
                        VStack(spacing: 8) {
                            ForEach(Array(stride(from: column, to: choice.options.count, by: max(1, columns))), id: \.self, content: option)
                        }
                    }
                }
            }
            .scrollBounceBehavior(.basedOnSize)
        }
        .padding()
    }

    private func option(_ index: Int) -> some View {
        let option = choice.options[index]
        return Button { onChoose(index) } label: {
            VStack(alignment: .leading, spacing: 2) {
                Text(verbatim: option.text)
                    .font(.title2.weight(.bold))
                    .monospacedDigit()
                Label(strings(.choiceSupport, option.supportPlace.name), systemImage: "square.dashed")
                    .font(.subheadline)
                    .foregroundStyle(BoardPalette.of(colorScheme).support)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .buttonStyle(.bordered)
        .accessibilityElement(children: .combine)
    }
}
