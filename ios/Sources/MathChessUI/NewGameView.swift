import MathChessCore
import MathChessKit
import SwiftUI

/// A new game: two players on this device or one against the computer (its
/// level, and which side the player takes), the rules, and for two players
/// how the board turns: to the player to move, fixed, or face to face for a
/// tablet lying between them. It opens with the last choices made
/// (`GameStore.setup`) and changes nothing until Start.
struct NewGameView: View {
    @Environment(GameStore.self) private var store
    @Environment(\.strings) private var strings
    @Environment(\.dismiss) private var dismiss
    @State private var setup: GameSetup

    init(setup: GameSetup) {
        _setup = State(initialValue: setup)
    }

    var body: some View {
        NavigationStack {
            Form {
                game
                players
                if case let .vsComputer(human, level) = setup.mode {
                    computer(human: human, level: level)
                }
                if setup.game == .mathChess {
                    rules
                }
                if case .twoPlayers = setup.mode {
                    board
                }
            }
            .navigationTitle(strings[.actionNewGame])
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(strings[.actionCancel]) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button(strings[.actionStart]) {
                        store.newGame(setup)
                        dismiss()
                    }
                }
            }
        }
    }

    // MARK: Sections

    private enum Players: Hashable {
        case two, computer
    }

    /// Vietnamese Math Chess or Capture the Flag (kept for the next new game).
    private var game: some View {
        Section(strings[.newGameGame]) {
            Picker(strings[.newGameGame], selection: $setup.game) {
                ForEach([GameKind.mathChess, .captureTheFlag], id: \.self) { game in
                    Text(strings[game.label]).tag(game)
                }
            }
            .pickerStyle(.inline)
            .labelsHidden()
        }
    }

    private var players: some View {
        Section(strings[.newGamePlayers]) {
            Picker(strings[.newGamePlayers], selection: playersChoice) {
                Text(strings[.newGameTwoPlayers]).tag(Players.two)
                Text(strings[.newGameVsComputer]).tag(Players.computer)
            }
            .pickerStyle(.inline)
            .labelsHidden()
        }
    }

    private func computer(human: Side, level: UInt8) -> some View {
        Section {
            Stepper(value: levelChoice(human: human, level: level), in: GameSetup.levels) {
                Text(strings(.newGameLevel, Int(level)))
            }
            Picker(strings[.newGamePlayAs], selection: sideChoice(human: human, level: level)) {
                ForEach([Side.blue, Side.red], id: \.self) { side in
                    Text(strings[side.label]).tag(side)
                }
            }
            .pickerStyle(.segmented)
        } header: {
            Text(strings[.newGameVsComputer])
        }
    }

    private var rules: some View {
        Section(strings[.newGameRules]) {
            Picker(strings[.newGameRules], selection: $setup.preset) {
                ForEach([Preset.chessplayx, .classic, .wikipedia], id: \.self) { preset in
                    Text(strings[preset.label]).tag(preset)
                }
            }
            .pickerStyle(.inline)
            .labelsHidden()
        }
    }

    private var board: some View {
        Section(strings[.newGameBoard]) {
            Picker(strings[.newGameBoard], selection: orientationChoice) {
                Text(strings[.orientationFollowTurn]).tag(Orientation.followTurn)
                Text(strings[.orientationFixed]).tag(Orientation.fixed(bottom: .blue))
                Text(strings[.orientationFaceToFace]).tag(Orientation.faceToFace(bottom: .blue))
            }
            .pickerStyle(.inline)
            .labelsHidden()
        }
    }

    // MARK: Choices into the setup

    private var playersChoice: Binding<Players> {
        Binding(
            get: { @MainActor in
                if case .vsComputer = setup.mode { .computer } else { .two }
            },
            set: { @MainActor players in
                switch players {
                case .two:
                    setup.mode = .twoPlayers
                    setup.orientation = .followTurn
                case .computer:
                    setup.mode = .vsComputer(human: .blue, level: GameSetup.firstLevel)
                    setup.orientation = nil  // the board faces the player
                }
            }
        )
    }

    private func levelChoice(human: Side, level: UInt8) -> Binding<UInt8> {
        Binding(get: { @MainActor in level }, set: { @MainActor chosen in setup.mode = .vsComputer(human: human, level: chosen) })
    }

    private func sideChoice(human: Side, level: UInt8) -> Binding<Side> {
        Binding(get: { @MainActor in human }, set: { @MainActor chosen in
            setup.mode = .vsComputer(human: chosen, level: level)
            setup.orientation = nil  // the board faces the side taken
        })
    }

    private var orientationChoice: Binding<Orientation> {
        Binding(get: { @MainActor in setup.orientation ?? .followTurn }, set: { @MainActor chosen in setup.orientation = chosen })
    }
}

#Preview {
    NewGameView(setup: GameSetup())
        .environment(GameStore.preview())
}
