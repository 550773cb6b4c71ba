import MathChessCore

/// A message that stays until the player dismisses it.
public enum Notice: Equatable, Sendable {
    /// The saved game could not be read: a new game started, the file was kept aside.
    case savedGameUnreadable
    /// The game could not be written to storage.
    case saveFailed

    public var label: StringKey {
        switch self {
        case .savedGameUnreadable: .noticeSavedGameUnreadable
        case .saveFailed: .noticeSaveFailed
        }
    }
}

/// Why a tap did nothing, shown briefly beside the turn indicator. Each
/// rejected tap gets a new `id`, so that the same reason twice shows twice.
public struct Flash: Identifiable, Equatable, Sendable {
    public let id: Int
    public let rejection: Rejection
}

/// The hint, from asking to showing.
public enum HintState: Equatable, Sendable {
    case none
    /// The engine is searching (about a second).
    case searching
    /// The move to suggest: highlight `from` and `to`, show `best`.
    case shown(Hint)
}
