import MathChessCore
import MathChessKit
import SwiftUI

/// A new game: two players on this device, one against the computer (its
/// level, and which side the player takes), or a friend's phone nearby
/// (host the game, choosing it, its rules and this phone's side; or join
/// one by its code), the rules, and for two players how the board turns: to
/// the player to move, fixed, or face to face for a tablet lying between
/// them. It opens with the last choices made (`GameStore.setup`) and changes
/// nothing until Start, Host or Join.
struct NewGameView: View {
    @Environment(GameStore.self) private var store
    @Environment(\.strings) private var strings
    @Environment(\.dismiss) private var dismiss
    @State private var setup: GameSetup
    /// Against a phone nearby: host the game, or join one.
    @State private var nearbyPart = NearbyPart.host

    init(setup: GameSetup) {
        _setup = State(initialValue: setup)
    }

    var body: some View {
        NavigationStack {
            Form {
                if !joining {
                    game
                }
                players
                if case let .vsComputer(human, level) = setup.mode {
                    computer(human: human, level: level)
                }
                if case let .nearby(local) = setup.mode {
                    nearby(local: local)
                }
                if setup.game == .mathChess, !joining {
                    rules
                }
                if case .twoPlayers = setup.mode {
                    board
                }
                if joining {
                    NearbyJoinForm { dismiss() }
                }
            }
            .navigationTitle(strings[.actionNewGame])
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(strings[.actionCancel]) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    if case let .nearby(local) = setup.mode {
                        // Joining has its own button, beside the code.
                        if nearbyPart == .host {
                            Button(strings[.nearbyHost]) {
                                if store.host(setup.game, rules: setup.preset, playing: local) {
                                    dismiss()
                                }
                            }
                        }
                    } else {
                        Button(strings[.actionStart]) {
                            store.newGame(setup)
                            dismiss()
                        }
                    }
                }
            }
        }
    }

    // MARK: Sections

    private enum Players: Hashable {
        case two, computer, nearby
    }

    private enum NearbyPart: Hashable {
        case host, join
    }

    /// Joining a phone's game: its game and rules are the host's.
    private var joining: Bool {
        if case .nearby = setup.mode { nearbyPart == .join } else { false }
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
                Text(strings[.nearbyPlay]).tag(Players.nearby)
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

    /// Host or join; the host chooses its side (the game and rules are its
    /// too), and a failed host is said under it.
    private func nearby(local: Side) -> some View {
        Section {
            Picker(strings[.nearbyPlay], selection: $nearbyPart) {
                Text(strings[.nearbyHost]).tag(NearbyPart.host)
                Text(strings[.nearbyJoin]).tag(NearbyPart.join)
            }
            .pickerStyle(.segmented)
            if nearbyPart == .host {
                Picker(strings[.newGamePlayAs], selection: nearbySide(local)) {
                    ForEach([Side.blue, Side.red], id: \.self) { side in
                        Text(strings[side.label]).tag(side)
                    }
                }
                .pickerStyle(.segmented)
                if let failure = store.nearbyFailure {
                    Text(strings.text(of: failure))
                        .font(.footnote)
                        .foregroundStyle(.red)
                }
            }
        } header: {
            Text(strings[.nearbyPlay])
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
                switch setup.mode {
                case .vsComputer: .computer
                case .nearby: .nearby
                case .twoPlayers: .two
                }
            },
            set: { @MainActor players in
                switch players {
                case .two:
                    setup.mode = .twoPlayers
                    setup.orientation = .followTurn
                case .computer:
                    setup.mode = .vsComputer(human: .blue, level: GameSetup.firstLevel)
                    setup.orientation = nil  // the board faces the player
                case .nearby:
                    setup.mode = .nearby(local: .blue)
                    setup.orientation = nil  // each phone's board faces its player
                }
                store.dismissNearbyFailure()
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

    private func nearbySide(_ local: Side) -> Binding<Side> {
        Binding(get: { @MainActor in local }, set: { @MainActor chosen in setup.mode = .nearby(local: chosen) })
    }

    private var orientationChoice: Binding<Orientation> {
        Binding(get: { @MainActor in setup.orientation ?? .followTurn }, set: { @MainActor chosen in setup.orientation = chosen })
    }
}

#Preview {
    NewGameView(setup: GameSetup())
        .environment(GameStore.preview())
}
