import MathChessCore
import MathChessKit
import SwiftUI

/// The key to the review's arrows on the board (``ReviewArrows``): the move
/// played, in its arrow's colour, and the engine's move when it differs, in
/// the hint's.
struct ReviewLegend: View {
    let reviewed: ReviewedMove

    @Environment(\.strings) private var strings
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let palette = BoardPalette.of(colorScheme)
        let legend = strings.legend(of: reviewed)
        HStack(spacing: 12) {
            Label(legend.played, systemImage: "arrow.right")
                .foregroundStyle(palette.reviewPlayed)
            if let best = legend.best {
                Label(best, systemImage: "arrow.right")
                    .foregroundStyle(palette.hint)
            }
        }
        .font(.subheadline.weight(.semibold))
        .accessibilityElement(children: .combine)
    }
}
