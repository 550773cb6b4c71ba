import MathChessCore

// The words for the session's refusals. The core's own message (`detail`)
// is English for a log, never shown.

extension FfiError {
    public var label: StringKey {
        switch self {
        case .NothingToUndo: .errorNothingToUndo
        case .NothingToRedo: .errorNothingToRedo
        case .AtStart: .errorAtStart
        case .AtLive: .errorAtLive
        case .NoDrawOffer: .errorNoDrawOffer
        case .OwnDrawOffer: .errorOwnDrawOffer
        case .DrawAlreadyOffered: .errorDrawAlreadyOffered
        case .NotToMove: .errorNotToMove
        case .NotTwoPlayers: .errorNotTwoPlayers
        case .ComputerSide: .errorComputerSide
        // A command refused for a reason a tap would show (never
        // `.cannotReach`, which only a tap gives).
        case .Rejected(let reason): reason.label
        case .InvalidPointsTarget: .errorInvalidPointsTarget
        case .InvalidLevel: .errorInvalidLevel
        // The app reads a record only at launch, where this is the notice.
        case .InvalidRecord: .noticeSavedGameUnreadable
        case .NoComputerMove, .ComputerFailed, .IllegalComputerMove: .errorComputerFailed
        // The app's mistakes, not the player's: a square, option or ply that
        // does not exist, a choice already closed, a position string (the
        // app plays none), a hint handed back late (the store drops it
        // unseen), or a bug in the core.
        case .NoSuchSquare, .NoChoice, .NoSuchOption, .NoSuchPly, .InvalidPosition, .StaleHint, .Internal: .errorInternal
        // The Learn screens' (lessons, puzzles): a lesson the course does
        // not have is the app's mistake; the learner's save gets its own
        // notice with those screens.
        case .NoSuchLesson, .InvalidLearnerSave: .errorInternal
        // Nearby play's: a typed code that does not read, the link, the other phone.
        case .InvalidJoinCode(let problem, _): problem.label
        case .Nearby(let problem, _): problem.label
        }
    }
}

extension Strings {
    /// What to show for a refusal: "Red offered the draw: the other player answers it.".
    public func text(of error: FfiError) -> String {
        switch error {
        case .OwnDrawOffer(let side): self(error.label, self[side.label])
        case .InvalidPointsTarget(let points): self(error.label, Int(points))
        case .InvalidLevel(let level): self(error.label, Int(level))
        case .InvalidJoinCode(.character(let character), _): self(error.label, character)
        // The other texts have no placeholders (a test checks every case).
        default: self[error.label]
        }
    }
}
