import MathChessCore
import MathChessKit
import SwiftUI

/// What the game screen says about the game as a whole, when there is
/// something to say: the result when the game is over, the move being
/// reviewed (with the way back to the game), and a rejected tap's message
/// when no player's panel can show it (the game is over, or under review).
struct GameStatusView: View {
    /// Show a rejected tap's message here: no panel shows it.
    var showsFlash = false
    /// Only the result (the copy turned to the far player, face to face).
    var outcomeOnly = false
    /// Opens the new-game screen.
    let onNewGame: @MainActor () -> Void

    @Environment(GameStore.self) private var store
    @Environment(\.strings) private var strings

    var body: some View {
        let snapshot = store.snapshot
        VStack(alignment: .leading, spacing: 8) {
            if let outcome = snapshot.outcome, snapshot.review == nil {
                GameOverView(outcome: outcome, mode: snapshot.mode, onNewGame: onNewGame)
            }
            if !outcomeOnly {
                if let ply = snapshot.review {
                    reviewing(ply: Int(ply), of: snapshot.history.count)
                }
                if showsFlash, let flash = store.flash {
                    FlashMessage(flash: flash)
                }
            }
        }
        .animation(.default, value: store.flash)
    }

    private func reviewing(ply: Int, of plies: Int) -> some View {
        HStack {
            Text(strings(.reviewing, ply, plies))
                .font(.subheadline.weight(.semibold))
            Spacer(minLength: 8)
            Button(strings[.actionLive]) { store.leaveReview() }
                .buttonStyle(.borderedProminent)
        }
    }
}
