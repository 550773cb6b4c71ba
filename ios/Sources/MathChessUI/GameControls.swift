import MathChessKit
import SwiftUI

/// The controls both players share: undo, redo (each enabled when the
/// session allows it) and the hint's button, then the hint itself unless
/// not `showsHint` (face to face, each player's room shows it turned to them).
struct GameControls: View {
    var showsHint = true
    @Environment(GameStore.self) private var store
    @Environment(\.strings) private var strings
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 12) {
                Button { store.undo() } label: {
                    Label(strings[.actionUndo], systemImage: "arrow.uturn.backward")
                }
                .disabled(!store.snapshot.canUndo)
                Button { store.redo() } label: {
                    Label(strings[.actionRedo], systemImage: "arrow.uturn.forward")
                }
                .disabled(!store.snapshot.canRedo)
                Spacer(minLength: 0)
                HintButton()
            }
            .buttonStyle(.bordered)
            .labelStyle(.titleAndIcon)
            if showsHint {
                HintLine(hint: store.hint)
            }
        }
        .animation(reduceMotion ? nil : .default, value: store.hint)
    }
}

#Preview {
    GameControls()
        .padding()
        .environment(GameStore.preview())
}
