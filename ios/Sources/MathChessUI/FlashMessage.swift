import Accessibility
import MathChessCore
import MathChessKit
import SwiftUI

/// Why the last tap did nothing ("A 0 never moves."), shown for a moment
/// beside the turn label, never instead of it (on the Learn screens, under
/// the board), then dismissed through its store. VoiceOver reads it out
/// when it appears.
struct FlashMessage: View {
    let flash: Flash
    /// The board the tap was on, whose squares the message names.
    let board: Snapshot
    /// Hides the flash (the store's `dismissFlash`).
    let onDismiss: @MainActor (Flash.ID) -> Void

    /// How long the message stays.
    static let shownFor: Duration = .seconds(2.5)

    @Environment(\.strings) private var strings

    var body: some View {
        let message = strings.text(of: flash, on: board)
        Label(message, systemImage: "exclamationmark.circle")
            .font(.footnote)
            // Not red: red is a side's colour on this board.
            .foregroundStyle(Color.orange)
            .transition(.opacity)
            .task(id: flash.id) {
                AccessibilityNotification.Announcement(message).post()
                try? await Task.sleep(for: Self.shownFor)
                // Cancelled: a newer message took this one's place, or the view went away.
                guard !Task.isCancelled else { return }
                onDismiss(flash.id)
            }
    }
}
