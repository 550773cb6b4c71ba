import MathChessKit
import SwiftUI

/// The hint while it is sought or shown: a spinner, then the move to try
/// and the line the engine expects after it (as on Android); the board
/// marks the move's two squares. The store drops the hint as soon as the
/// game changes.
struct HintLine: View {
    let hint: HintState
    @Environment(\.strings) private var strings
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        switch hint {
        case .none:
            EmptyView()
        case .searching:
            HStack(spacing: 6) {
                ProgressView().controlSize(.small)
                Text(strings[.hintSearching])
            }
            .font(.subheadline)
            .accessibilityElement(children: .combine)
        case let .shown(hint):
            let lines = strings.lines(of: hint)
            VStack(alignment: .leading, spacing: 2) {
                Label(lines.move, systemImage: "lightbulb.fill")
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(BoardPalette.of(colorScheme).hint)
                if let then = lines.then {
                    Text(then)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .accessibilityElement(children: .combine)
        }
    }
}

#Preview {
    HintLine(hint: .searching)
}
