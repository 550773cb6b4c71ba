import MathChessCore

/// The rules screen's pictures: real positions from the core, with the
/// marks the game itself draws.
public struct RuleExamples: Sendable {
    /// The start, the Blue 3 selected: its steps marked.
    public let step: Snapshot
    /// The Blue 7 with the Blue 4 as support (`docs/rules.md` §6), the 7
    /// selected: the capture of the Red 9 marked.
    public let capture: Snapshot
    /// The same capture tapped: its two formulas to choose from.
    public let choice: Snapshot

    /// The examples of the standard rules; `nil` only if the core refuses
    /// its own positions, which the tests rule out.
    public static let standard: RuleExamples? = try? RuleExamples()

    private static let start = "R9R8R7R6R5R4R3R2R1/4R04/9/9/9/9/9/9/9/4B04/B1B2B3B4B5B6B7B8B9 b"
    private static let captureLine = "8R0/9/9/9/9/9/R98/9/9/B48/B77B0 b"

    // Square indices, `(rank − 1) × 9 + file` (`docs/rules.md` §1).
    private static let c1: UInt32 = 2
    private static let a1: UInt32 = 0
    private static let a5: UInt32 = 36

    private init() throws {
        let rules = presetRules(preset: .chessplayx)
        func session(_ position: String) throws -> GameSession {
            try GameSession.fromPosition(position: position, rules: rules, mode: .twoPlayers)
        }
        step = try session(Self.start).tap(square: Self.c1)
        let captureGame = try session(Self.captureLine)
        capture = try captureGame.tap(square: Self.a1)
        choice = try captureGame.tap(square: Self.a5)
    }
}
