import MathChessCore
import MathChessKit
import SwiftUI

/// One move of the review: "3. c1-c4" with its mark ("?! Inaccuracy") when
/// it earned one, and the engine's move and line when it would have played
/// another.
struct ReviewRow: View {
    let move: ReviewedMove

    @Environment(\.strings) private var strings
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let headline = strings.headline(of: move)
        VStack(alignment: .leading, spacing: 2) {
            HStack(spacing: 8) {
                Text(verbatim: headline.move)
                    .font(.body.weight(.semibold).monospacedDigit())
                if let mark = headline.mark {
                    Text(verbatim: mark)
                        .font(.body)
                        .foregroundStyle(BoardPalette.of(colorScheme).danger)
                }
            }
            if let best = strings.best(of: move) {
                Text(verbatim: best)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .fixedSize(horizontal: false, vertical: true)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.vertical, 6)
        .accessibilityElement(children: .combine)
    }
}
