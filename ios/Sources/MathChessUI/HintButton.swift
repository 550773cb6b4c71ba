import MathChessKit
import SwiftUI

/// Asks the engine for a move (about a second); enabled while the store
/// allows a hint. What it finds shows in a ``HintLine``.
struct HintButton: View {
    @Environment(GameStore.self) private var store
    @Environment(\.strings) private var strings

    var body: some View {
        Button { store.requestHint() } label: {
            Label(strings[.actionHint], systemImage: "lightbulb")
        }
        .disabled(!store.canRequestHint)
    }
}

#Preview {
    HintButton()
        .environment(GameStore.preview())
}
