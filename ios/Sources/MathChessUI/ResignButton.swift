import MathChessCore
import MathChessKit
import SwiftUI

/// Resign, asked twice: one tap beside "Offer draw" must not end a game. The
/// question comes as a confirmation dialog; in a panel turned to the far
/// player (face to face), where a system dialog would face the wrong way, it
/// comes in place, inside the turned panel. Asking calls `onAsk`: the last
/// refused tap's reason is no longer news, and must not outlive a cancelled
/// question.
struct ResignButton: View {
    let side: Side
    /// Ask inside the panel rather than in a dialog.
    var inPlace = false
    let onAsk: @MainActor () -> Void
    let onResign: @MainActor () -> Void

    @Environment(\.strings) private var strings
    @State private var confirming = false

    var body: some View {
        if inPlace && confirming {
            question
        } else {
            Button(strings[.actionResign], role: .destructive) {
                confirming = true
                onAsk()
            }
                .confirmationDialog(
                    strings[.resignConfirmTitle],
                    isPresented: Binding(get: { @MainActor in confirming && !inPlace }, set: { @MainActor shown in confirming = shown }),
                    titleVisibility: .visible
                ) {
                    Button(strings[.actionResign], role: .destructive, action: onResign)
                    Button(strings[.actionCancel], role: .cancel) {}
                } message: {
                    Text(strings(.resignConfirmMessage, strings[side.label]))
                }
        }
    }

    /// The question asked in place.
    private var question: some View {
        HStack(spacing: 8) {
            Text(strings[.resignConfirmTitle])
                .font(.subheadline.weight(.semibold))
            Button(strings[.actionResign], role: .destructive) {
                confirming = false
                onResign()
            }
            .buttonStyle(.borderedProminent)
            Button(strings[.actionCancel]) { confirming = false }
                .buttonStyle(.bordered)
        }
        .accessibilityElement(children: .contain)
    }
}

#Preview {
    VStack(spacing: 20) {
        ResignButton(side: .blue, onAsk: {}) {}
        ResignButton(side: .red, inPlace: true, onAsk: {}) {}
            .rotationEffect(.degrees(180))
    }
    .buttonStyle(.bordered)
    .padding()
}
