import MathChessCore
import MathChessKit
import SwiftUI

/// One player's panel, from the snapshot's view of that player: their side
/// and who plays it (you, or the computer and its level, or the other phone), their score and the
/// pieces they captured, the turn label when they are to move, and their own
/// buttons, each shown only when the snapshot says the session accepts it:
/// offer a draw, answer the other's offer, resign. Face to face, the far
/// player's panel is turned 180° to face them, as the snapshot says.
struct PlayerPanel: View {
    let player: PlayerView
    /// Show the rejected tap's message in this panel (the panel of the player who tapped).
    var showsFlash = false

    @Environment(GameStore.self) private var store
    @Environment(\.strings) private var strings
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        let rows = dynamicTypeSize.isAccessibilitySize
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 8))
            : AnyLayout(HStackLayout(alignment: .center, spacing: 12))
        VStack(alignment: .leading, spacing: 6) {
            rows {
                identity
                Spacer(minLength: 0)
                TurnIndicator(player: player, flash: showsFlash ? store.flash : nil)
            }
            rows {
                captured
                Spacer(minLength: 0)
                actions
            }
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
        .overlay {
            RoundedRectangle(cornerRadius: 12, style: .continuous)
                .strokeBorder(player.toMove ? Color.accentColor : .clear, lineWidth: 2)
        }
        .animation(reduceMotion ? nil : .default, value: store.flash)
        .animation(reduceMotion ? nil : .default, value: player.score)
        .rotationEffect(.degrees(player.upsideDown ? 180 : 0))
        .accessibilityElement(children: .contain)
    }

    /// The side, who plays it, and the score.
    private var identity: some View {
        HStack(spacing: 8) {
            PieceDisc(piece: PieceView(side: player.side, number: 0), size: 26)
            VStack(alignment: .leading, spacing: 0) {
                Text(strings[player.side.label])
                    .font(.headline)
                if let role {
                    Text(role)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                // Capture the Flag keeps no score.
                if store.snapshot.scored {
                    Text(strings(.score, Int(player.score)))
                        .font(.subheadline)
                        .monospacedDigit()
                        .contentTransition(.numericText())
                }
            }
        }
        .accessibilityElement(children: .combine)
    }

    /// "You", or "Computer · Level 3", against the computer; "You" or "The
    /// other phone" against another phone; nothing between two players.
    private var role: String? {
        if let role = player.nearbyRole(in: store.snapshot.mode) { return strings[role] }
        guard case let .vsComputer(_, level) = store.snapshot.mode else { return nil }
        guard player.computer else { return strings[.playerYou] }
        return "\(strings[.playerComputer]) · \(strings(.newGameLevel, Int(level)))"
    }

    @ViewBuilder
    private var captured: some View {
        if !player.captured.isEmpty {
            HStack(spacing: 2) {
                ForEach(player.captured.indices, id: \.self) { index in
                    PieceDisc(piece: player.captured[index], size: 20)
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(
                "\(strings[.captured]): \(player.captured.map { String($0.number) }.joined(separator: ", "))"
            )
        }
    }

    /// This player's own buttons: each one only when the session would accept it now.
    @ViewBuilder
    private var actions: some View {
        HStack(spacing: 8) {
            if player.mayAnswerDraw, let offer = store.snapshot.drawOffer {
                Text(strings(.drawOffered, strings[offer.label]))
                    .font(.footnote)
                Button(strings[.actionAcceptDraw]) { store.acceptDraw(player.side) }
                    .buttonStyle(.borderedProminent)
                Button(strings[.actionDeclineDraw]) { store.declineDraw(player.side) }
                    .buttonStyle(.bordered)
            }
            if player.mayOfferDraw {
                Button(strings[.actionOfferDraw]) { store.offerDraw(player.side) }
                    .buttonStyle(.bordered)
            }
            if player.mayResign {
                ResignButton(side: player.side, inPlace: player.upsideDown, onAsk: { store.dismissRejection() }) {
                    store.resign(player.side)
                }
                    .buttonStyle(.bordered)
            }
        }
        .controlSize(.small)
    }
}

#Preview {
    PanelsPreview()
        .padding()
        .environment(GameStore.preview())
}

/// Both panels of the preview store's game.
private struct PanelsPreview: View {
    @Environment(GameStore.self) private var store

    var body: some View {
        VStack {
            PlayerPanel(player: store.snapshot.farPlayer)
            PlayerPanel(player: store.snapshot.nearPlayer, showsFlash: true)
        }
    }
}
