import MathChessCore
import MathChessKit
import SwiftUI

/// The game against another phone as the game screen says it: the link
/// (connected, waiting, lost with Join again), the join code large while the
/// host waits for the first join, the request to take back a move and its
/// answer, Leave, and why a rejoin failed. Each button only when the
/// snapshot's `nearby` says the session accepts it.
struct NearbyStatusView: View {
    let nearby: NearbyView

    @Environment(GameStore.self) private var store
    @Environment(\.strings) private var strings

    var body: some View {
        let snapshot = store.snapshot
        VStack(alignment: .leading, spacing: 8) {
            if nearby.role == .host, nearby.connection == .waiting, snapshot.history.isEmpty {
                NearbyCodeView(code: nearby.code, game: gameName(of: snapshot))
            }
            HStack(spacing: 8) {
                Label(strings.text(of: nearby, played: !snapshot.history.isEmpty), systemImage: symbol)
                    .font(.subheadline.weight(.semibold))
                Spacer(minLength: 8)
                actions
            }
            if nearby.mayAnswerUndo, let asker = nearby.undoAsked {
                HStack(spacing: 8) {
                    Text(strings(.nearbyUndoAsked, strings[asker.label]))
                        .font(.footnote)
                    Spacer(minLength: 8)
                    Button(strings[.nearbyUndoAccept]) { store.answerUndo(accept: true) }
                        .buttonStyle(.borderedProminent)
                    Button(strings[.nearbyUndoDecline]) { store.answerUndo(accept: false) }
                        .buttonStyle(.bordered)
                }
                .controlSize(.small)
            }
            if let failure = store.nearbyFailure {
                Text(strings.text(of: failure))
                    .font(.footnote)
                    .foregroundStyle(.red)
            }
        }
        .accessibilityElement(children: .contain)
    }

    /// The buttons beside the link's state.
    @ViewBuilder
    private var actions: some View {
        HStack(spacing: 8) {
            if store.isJoining {
                ProgressView()
            } else if nearby.mayRejoin {
                Button(strings[.nearbyRejoin]) {
                    Task { await store.rejoin() }
                }
                .buttonStyle(.borderedProminent)
            }
            if nearby.mayAskUndo {
                Button(strings[.nearbyUndoAsk]) { store.askUndo() }
                    .buttonStyle(.bordered)
            }
            if nearby.connection == .connected {
                Button(strings[.nearbyLeave]) { store.leaveNearby() }
                    .buttonStyle(.bordered)
            }
        }
        .controlSize(.small)
    }

    private var symbol: String {
        switch nearby.connection {
        case .connected: "wifi"
        case .waiting: "hourglass"
        case .lost: "wifi.slash"
        }
    }

    /// "Vietnamese Math Chess · Chessplayx": the game, and the first game's rules.
    private func gameName(of snapshot: Snapshot) -> String {
        let game = strings[snapshot.game.label]
        guard snapshot.game == .mathChess else { return game }
        return "\(game) · \(strings[store.setup.preset.label])"
    }
}

#Preview {
    NearbyStatusView(nearby: NearbyView(
        role: .host, code: "R0MA-0Q2F-H2XP-3K7C", connection: .waiting,
        mayRejoin: false, undoAsked: nil, mayAskUndo: false, mayAnswerUndo: false
    ))
    .padding()
    .environment(GameStore.preview())
}
