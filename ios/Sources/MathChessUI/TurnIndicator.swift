import MathChessCore
import MathChessKit
import SwiftUI

/// Whose turn it is, as a plain label in the panel of the player to move:
/// "To move", or "Thinking…" while the computer searches. It is text, not a
/// button, and not dressed like the buttons beside it. A rejected tap's
/// message appears under it for a moment without replacing it.
struct TurnIndicator: View {
    let player: PlayerView
    /// The rejected tap's message to show here, if it belongs to this panel.
    var flash: Flash?

    @Environment(GameStore.self) private var store
    @Environment(\.strings) private var strings

    var body: some View {
        VStack(alignment: .trailing, spacing: 2) {
            if player.thinking {
                HStack(spacing: 6) {
                    ProgressView().controlSize(.small)
                    Text(strings[.thinking])
                }
            } else if player.toMove {
                Label(strings[.toMove], systemImage: "arrowtriangle.forward.fill")
                    .labelStyle(TurnLabelStyle())
            }
            if let flash {
                FlashMessage(flash: flash, board: store.snapshot, onDismiss: store.dismissFlash)
            }
        }
        .font(.subheadline.weight(.semibold))
        .foregroundStyle(.primary)
    }
}

/// The turn label's small marker before its text, in the player's tint.
private struct TurnLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            configuration.icon.imageScale(.small).foregroundStyle(.tint)
            configuration.title
        }
    }
}
