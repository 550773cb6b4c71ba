import MathChessCore

/// A new game as chosen on the new-game screen.
public struct GameSetup: Equatable, Sendable {
    /// The computer's levels, weakest first, as the core numbers them.
    public static let levels: ClosedRange<UInt8> = {
        let range = computerLevels()
        return range.weakest ... range.strongest
    }()

    /// The level the new-game screen offers first, as the core says.
    public static let firstLevel: UInt8 = defaultComputerLevel()

    /// Which game: Vietnamese Math Chess or Capture the Flag.
    public var game: GameKind
    /// The rules of the first game (Capture the Flag has one set of rules).
    public var preset: Preset
    public var mode: Mode
    /// `nil`: the mode's default (against the computer the board faces the player).
    public var orientation: Orientation?

    public init(
        game: GameKind = .mathChess,
        preset: Preset = .chessplayx,
        mode: Mode = .twoPlayers,
        orientation: Orientation? = .followTurn
    ) {
        self.game = game
        self.preset = preset
        self.mode = mode
        self.orientation = orientation
    }

    /// The setup of the game `snapshot` shows (a game restored at launch):
    /// its game, its players and, between two players, how its board turns.
    /// Against the computer a fixed board is the mode's default, which faces
    /// the player whichever side they take next: the setup keeps none.
    public init(of snapshot: Snapshot) {
        let orientation: Orientation? = switch (snapshot.mode, snapshot.orientation) {
        case (.vsComputer, .fixed): nil
        // A game against another phone is hosted or joined anew, not started:
        // the new-game screen opens on two players.
        case (.nearby, _): .followTurn
        default: snapshot.orientation
        }
        let mode: Mode = if case .nearby = snapshot.mode { .twoPlayers } else { snapshot.mode }
        self.init(game: snapshot.game, mode: mode, orientation: orientation)
    }
}
