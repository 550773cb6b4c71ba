import MathChessCore

// What the game screen and VoiceOver say of Capture the Flag's captures and
// duties, and of either game's end (as the Android app says them).

extension EndKind {
    public var label: StringKey {
        switch self {
        case .zeroCaptured: .reasonZeroCaptured
        case .noLegalMove: .reasonNoLegalMove
        case .pointsTarget: .reasonPointsTarget
        case .repetition: .reasonRepetition
        case .resignation: .reasonResignation
        case .agreedDraw: .reasonAgreedDraw
        case .flag: .reasonFlag
        case .crossing: .reasonCrossing
        case .guardLost: .reasonGuardLost
        case .quietLimit: .reasonQuietLimit
        }
    }
}

extension GameKind {
    public var label: StringKey {
        switch self {
        case .mathChess: .gameMathChess
        case .captureTheFlag: .gameCaptureTheFlag
        }
    }
}

extension CaptureRuleUse {
    /// The name of Capture the Flag's rule (`docs/flag-rules.md` §5); `nil` for
    /// the first game's operations.
    public var ruleName: StringKey? { rule.name }
}

extension Strings {
    /// "Blue wins" or "Draw"; against the computer or another phone "You
    /// win" or "You lose".
    public func title(of ending: GameEnd, mode: Mode) -> String {
        guard let winner = ending.winner else { return self[.outcomeDraw] }
        switch mode {
        case let .vsComputer(human, _), let .nearby(human):
            return self[winner == human ? .outcomeYouWin : .outcomeYouLose]
        case .twoPlayers:
            break
        }
        return self(.outcomeWins, self[winner.label])
    }

    /// Why the game ended: "The 1 entered the enemy flag.", "Red resigned."
    /// (the core names the side that resigned).
    public func reason(of ending: GameEnd) -> String {
        guard let resigned = ending.resigned else {
            return self[ending.reason.label]
        }
        return self(.reasonResignation, self[resigned.label])
    }

    /// One rule at work in a capture: "pincer: 4 + 3 = 7", or where the rule
    /// takes by where the pieces stand, "four around"; for the first game,
    /// whose codes are its operations, the formula "7 − 4 = 3".
    public func text(of rule: CaptureRuleUse) -> String {
        guard let name = rule.ruleName else { return rule.working }
        return rule.working.isEmpty ? self[name] : self(.captureRuleWorking, self[name], rule.working)
    }

    /// A piece a move took, with how: "Red 7 on e6 taken (pincer: 4 + 3 = 7)".
    public func text(of capture: CaptureView, on board: Snapshot) -> String {
        let rules = capture.rules.map(text(of:)).joined(separator: "; ")
        return self(.captureTaken, self[capture.piece.side.label], Int(capture.piece.number), capture.place.name, rules)
    }

    /// Every piece the last move of `board` took, one sentence each; empty when it took none.
    public func captures(on board: Snapshot) -> String {
        board.lastCaptures.map { text(of: $0, on: board) }.joined(separator: ". ")
    }

    /// What Capture the Flag asks of the side to move now, if anything: its
    /// first duty in the core's order, the siege to lift ("Blue is besieged:
    /// take a piece on e4, g4, or lose.") before a guard to bring home ("The
    /// guard on e5 must go back to f4 now.").
    public func duty(on board: Snapshot) -> String? {
        switch board.duties.first {
        case nil:
            nil
        case let .liftSiege(captors):
            self(.flagSiege, self[board.turn.label], captors.map(\.name).joined(separator: ", "))
        case let .returnGuard(guardPlace, home):
            self(.flagGuardReturn, guardPlace.name, home.name)
        }
    }

    /// The enemy 1 one move from a flag, if one is (the core's
    /// `flagThreats`): the side to move's own flag first ("The Red flag on
    /// f10 is in danger: the Blue 1 on e9 enters it next move unless it is
    /// taken or attacked."), else the flag its 1 may enter now ("The Blue 1
    /// on e9 may enter the Red flag on f10 and win.").
    public func flagThreat(on board: Snapshot) -> String? {
        guard let threat = board.flagThreats.first(where: { $0.defender == board.turn }) ?? board.flagThreats.first
        else { return nil }
        let defender = self[threat.defender.label]
        let attacker = self[threat.defender.other.label]
        return threat.defender == board.turn
            ? self(.flagThreat, defender, threat.flag.name, attacker, threat.one.name)
            : self(.flagOpen, attacker, threat.one.name, defender, threat.flag.name)
    }

    /// What the rules screen says under a picture: what its last move took,
    /// or the duty it leaves; `nil` for a picture of neither.
    public func caption(of picture: Snapshot) -> String? {
        if let duty = duty(on: picture) { return duty }
        let taken = captures(on: picture)
        return taken.isEmpty ? nil : taken
    }
}
