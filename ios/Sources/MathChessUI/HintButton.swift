import MathChessKit
import SwiftUI

/// The hint: a button that asks the engine for a move (about a second), a
/// spinner while it searches, then the move it suggests; the board marks its
/// two squares. The store drops the hint as soon as the game changes.
struct HintButton: View {
    @Environment(GameStore.self) private var store
    @Environment(\.strings) private var strings
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        switch store.hint {
        case .none:
            Button { store.requestHint() } label: {
                Label(strings[.actionHint], systemImage: "lightbulb")
            }
            .disabled(!store.canRequestHint)
        case .searching:
            HStack(spacing: 6) {
                ProgressView().controlSize(.small)
                Text(strings[.hintSearching])
            }
            .font(.subheadline)
            .accessibilityElement(children: .combine)
        case let .shown(hint):
            Label(strings(.hintMove, hint.best), systemImage: "lightbulb.fill")
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(BoardPalette.of(colorScheme).hint)
        }
    }
}
