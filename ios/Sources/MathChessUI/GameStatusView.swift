import MathChessCore
import MathChessKit
import SwiftUI

/// What the game screen says about the game as a whole: the result when the
/// game is over, the move being browsed (with the way back to the game, and
/// the key to the review's arrows in a reviewed game), a
/// rejected tap's message when no player's panel can show it, what Capture
/// the Flag asks of the side to move (a siege to lift, a guard to bring
/// home), an enemy 1 one move from a flag, a declined draw or a resignation taken back (until the next thing
/// happens), what the other phone did, the game against it (its link, its
/// code while the host waits, a request to take back a move), and what the
/// last move took and by which rule.
struct GameStatusView: View {
    /// Show a rejected tap's message here: no panel shows it.
    var showsFlash = false
    /// Opens the new-game screen.
    let onNewGame: @MainActor () -> Void

    @Environment(GameStore.self) private var store
    @Environment(\.strings) private var strings
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        let snapshot = store.snapshot
        VStack(alignment: .leading, spacing: 8) {
            if let ending = snapshot.ending, snapshot.browsing == nil {
                GameOverView(ending: ending, mode: snapshot.mode, onNewGame: onNewGame)
            }
            if let nearby = snapshot.nearby {
                NearbyStatusView(nearby: nearby)
            }
            if let ply = snapshot.browsing {
                browsing(ply: Int(ply), of: snapshot.history.count)
                if let reviewed = store.reviewedMove {
                    ReviewLegend(reviewed: reviewed)
                }
            }
            if showsFlash, let flash = store.flash {
                FlashMessage(flash: flash, board: store.snapshot, onDismiss: store.dismissFlash)
            }
            if snapshot.ending == nil, let duty = strings.duty(on: snapshot) {
                Label(duty, systemImage: "exclamationmark.shield")
                    .font(.subheadline.weight(.semibold))
            }
            if snapshot.ending == nil, let threat = strings.flagThreat(on: snapshot) {
                Label(threat, systemImage: "flag.fill")
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(.red)
            }
            if snapshot.ending == nil, let event = store.happening?.event, let note = strings.note(of: event) {
                Text(note)
                    .font(.subheadline.weight(.semibold))
            }
            let captures = strings.captures(on: snapshot)
            if !captures.isEmpty {
                Text(captures)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .animation(reduceMotion ? nil : .default, value: store.flash)
    }

    private func browsing(ply: Int, of plies: Int) -> some View {
        HStack {
            Text(strings(.browsing, ply, plies))
                .font(.subheadline.weight(.semibold))
            Spacer(minLength: 8)
            Button(strings[.actionLive]) { store.leaveBrowsing() }
                .buttonStyle(.borderedProminent)
        }
    }
}
