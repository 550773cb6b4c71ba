import MathChessCore

/// A new game as chosen on the new-game screen.
public struct GameSetup: Equatable, Sendable {
    /// The computer's levels, weakest first, as the core numbers them.
    public static let levels: ClosedRange<UInt8> = {
        let range = computerLevels()
        return range.weakest ... range.strongest
    }()

    public var preset: Preset
    public var mode: Mode
    /// `nil`: the mode's default (against the computer the board faces the player).
    public var orientation: Orientation?

    public init(preset: Preset = .chessplayx, mode: Mode = .twoPlayers, orientation: Orientation? = .followTurn) {
        self.preset = preset
        self.mode = mode
        self.orientation = orientation
    }
}
