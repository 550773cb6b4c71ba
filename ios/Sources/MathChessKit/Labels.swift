import MathChessCore

// The words for the core's values: each one has its own string.

extension Side {
    public var label: StringKey {
        switch self {
        case .blue: .sideBlue
        case .red: .sideRed
        }
    }
}

extension Rejection {
    public var label: StringKey {
        switch self {
        case .zeroCannotMove: .rejectionZeroCannotMove
        case .notYourTurn: .rejectionNotYourTurn
        case .gameOver: .rejectionGameOver
        case .computerThinking: .rejectionComputerThinking
        case .browsing: .rejectionBrowsing
        case .emptySquare: .rejectionEmptySquare
        case .noMoves: .rejectionNoMoves
        case .choicePending: .rejectionChoicePending
        case .cannotReach: .rejectionCannotReach
        case .otherPhoneToMove: .nearbyOtherToMove
        case .awaitingDrawAnswer: .nearbyAwaitingDrawAnswer
        }
    }
}

extension Preset {
    public var label: StringKey {
        switch self {
        case .chessplayx: .presetChessplayx
        case .classic: .presetClassic
        case .wikipedia: .presetWikipedia
        }
    }
}

extension Strings {
    /// What a flash says: "A 0 never moves.", "Blue 1 on a1 cannot reach a5."
    /// (the squares named as on `board`, the snapshot shown with it). Under a
    /// duty (a guard to bring home, a siege to lift), a piece that cannot move
    /// is held by it: the flash says the duty, which is why.
    public func text(of flash: Flash, on board: Snapshot) -> String {
        if flash.rejection == .noMoves, let duty = duty(on: board) {
            return duty
        }
        return switch flash.reason {
        case .rejected(let rejection):
            self[rejection.label]
        case .outOfReach(let reach):
            self(.rejectionCannotReach, self[reach.piece.side.label], Int(reach.piece.number), reach.fromPlace.name, reach.toPlace.name)
        case .refused(let error):
            text(of: error)
        }
    }
}

extension Strings {
    /// The hint as shown (as on Android, `GameControls.kt`): the move to
    /// try, then the line the engine expects after it, if it sees one.
    public func lines(of hint: Hint) -> (move: String, then: String?) {
        let then = hint.line.dropFirst()
        return (self(.hintMove, hint.best), then.isEmpty ? nil : self(.hintLine, then.joined(separator: " ")))
    }
}
