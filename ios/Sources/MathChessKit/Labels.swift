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
        case .reviewing: .rejectionReviewing
        case .emptySquare: .rejectionEmptySquare
        case .noMoves: .rejectionNoMoves
        case .choicePending: .rejectionChoicePending
        case .cannotReach: .rejectionCannotReach
        }
    }
}

extension EndReason {
    public var label: StringKey {
        switch self {
        case .zeroCaptured: .reasonZeroCaptured
        case .noLegalMove: .reasonNoLegalMove
        case .pointsTarget: .reasonPointsTarget
        case .repetition: .reasonRepetition
        case .resignation: .reasonResignation
        case .agreedDraw: .reasonAgreedDraw
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
    /// "Blue wins" or "Draw".
    public func title(of outcome: Outcome) -> String {
        guard let winner = outcome.winner else { return self[.outcomeDraw] }
        return self(.outcomeWins, self[winner.label])
    }

    /// Why the game ended: "The 0 was captured.", "Red resigned.".
    public func reason(of outcome: Outcome) -> String {
        // Only a resignation names a side: the loser, the winner's opponent.
        // (The core's outcome does not name the side that resigned.)
        guard outcome.reason == .resignation, let winner = outcome.winner else {
            return self[outcome.reason.label]
        }
        return self(.reasonResignation, self[(winner == .blue ? Side.red : .blue).label])
    }
}

extension Strings {
    /// What a flash says: "A 0 never moves.", "Blue 1 on a1 cannot reach a5."
    /// (the squares named as on `board`, the snapshot shown with it).
    public func text(of flash: Flash, on board: Snapshot) -> String {
        switch flash.reason {
        case .rejected(let rejection):
            self[rejection.label]
        case .outOfReach(let reach):
            self(.rejectionCannotReach, self[reach.piece.side.label], Int(reach.piece.number), board.name(of: reach.from), board.name(of: reach.to))
        case .refused(let error):
            text(of: error)
        }
    }
}
