import MathChessCore
import MathChessKit
import SwiftUI

/// The end of the game: who won ("You win" or "You lose" against the
/// computer or another phone, "Blue wins" or "Draw" between two players)
/// and why, with a new game offered: the same again at once (not against
/// another phone, whose next game is hosted anew), or a new setup.
struct GameOverView: View {
    let ending: GameEnd
    let mode: Mode
    /// Opens the new-game screen.
    let onNewGame: @MainActor () -> Void

    @Environment(GameStore.self) private var store
    @Environment(\.strings) private var strings

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(title, systemImage: symbol)
                .font(.title2.weight(.bold))
            Text(strings.reason(of: ending))
                .font(.body)
                .foregroundStyle(.secondary)
            HStack {
                if !isNearby {
                    Button(strings[.actionPlayAgain]) { store.newGame(store.setup) }
                        .buttonStyle(.borderedProminent)
                }
                Button(strings[.actionNewGame], action: onNewGame)
                    .buttonStyle(.bordered)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .accessibilityElement(children: .contain)
    }

    /// The side a person plays against the computer or another phone; `nil` between two players.
    private var human: Side? {
        switch mode {
        case let .vsComputer(human, _), let .nearby(human): human
        case .twoPlayers: nil
        }
    }

    private var isNearby: Bool {
        if case .nearby = mode { true } else { false }
    }

    private var title: String {
        strings.title(of: ending, mode: mode)
    }

    private var symbol: String {
        switch (ending.winner, human) {
        case (nil, _): "equal.circle"
        case let (winner?, human?) where winner != human: "flag"
        default: "trophy"
        }
    }
}

#Preview {
    GameOverView(ending: GameEnd(winner: .blue, reason: .flag), mode: .vsComputer(human: .blue, level: 3)) {}
        .padding()
        .environment(GameStore.preview())
}
