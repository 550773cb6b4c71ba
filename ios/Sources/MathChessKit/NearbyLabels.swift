import MathChessCore

// The words for nearby play's problems: a typed join code, the link, the
// other phone. The core's own message (`detail`) is English for a log.

extension JoinCodeProblem {
    public var label: StringKey {
        switch self {
        case .length: .nearbyCodeLength
        case .character: .nearbyCodeCharacter
        case .mistyped: .nearbyCodeMistyped
        }
    }
}

extension Refusal {
    public var label: StringKey {
        switch self {
        case .version: .nearbyVersion
        case .pairing: .nearbyRefusedPairing
        case .tooManyTries: .nearbyTooManyTries
        case .busy: .nearbyRefusedBusy
        case .conflict: .nearbyConflict
        case .refused: .nearbyPeerRefused
        // The host heard nothing it could read from this phone: try again.
        case .noHello: .nearbyFailed
        }
    }
}

extension LinkProblem {
    public var label: StringKey {
        switch self {
        case .closed, .silent: .nearbyLost
        case .left: .nearbyLeft
        case .badLine, .network: .nearbyFailed
        case .refused(let refusal): refusal.label
        case .unreachable: .nearbyUnreachable
        case .cannotListen: .nearbyFailed
        case .noNetwork: .nearbyNoNetwork
        }
    }
}

extension NearbyProblem {
    public var label: StringKey {
        switch self {
        case .link(let problem): problem.label
        case .peerBroke: .nearbyPeerRefused
        case .conflict: .nearbyConflict
        case .otherPhonesSide: .nearbyOtherToMove
        // A button pressed just as the link or the game changed.
        case .undoAlreadyAsked, .noUndoToAsk, .nothingToAnswer, .connected: .nearbyFailed
        // The app's mistakes: it offers these calls only when the snapshot says.
        case .notNearby, .askToUndo, .hostWaits: .errorInternal
        }
    }
}
