import MathChessCore

/// What just happened in the game, for the sounds, the haptics and
/// VoiceOver's announcements. Read from two snapshots in a row: an undo or a
/// step through history gives none (but for a resignation it takes back); a
/// redo plays like a move.
public enum GameEvent: Equatable, Sendable {
    /// `side` played `move` (move text, `d3xd7=7-4`), taking `captures`; the computer if `byComputer`.
    case played(side: Side, move: String, captures: [CaptureView], byComputer: Bool)
    /// The game ended.
    case ended(GameEnd)
    /// `by` declined the draw the other side offered: the side that offered is told.
    case drawDeclined(by: Side)
    /// An undo took back `side`'s resignation: the game goes on.
    case resignationTakenBack(Side)

    /// The event that leads from `before` to `after`, if any.
    public static func between(_ before: Snapshot, _ after: Snapshot) -> GameEvent? {
        if let ending = after.ending, before.ending == nil {
            return .ended(ending)
        }
        let plies = after.history.moveCount()
        let samePly = plies == before.history.moveCount()
        if let ended = before.ending, ended.reason == .resignation, let winner = ended.winner,
           after.ending == nil, samePly {
            return .resignationTakenBack(winner.other)
        }
        if let offer = before.drawOffer, after.drawOffer == nil, after.ending == nil, samePly {
            return .drawDeclined(by: offer.other)
        }
        guard after.browsing == nil, before.browsing == nil, plies > before.history.moveCount(),
              let move = after.history.moveAt(index: plies - 1)
        else { return nil }
        let mover = [after.nearPlayer, after.farPlayer].first { $0.side == before.turn }
        return .played(side: before.turn, move: move, captures: after.lastCaptures, byComputer: mover?.computer ?? false)
    }

    /// A move was played (with or without a capture).
    public var isMove: Bool {
        if case .played = self { true } else { false }
    }

    /// The move took at least one piece.
    public var isCapture: Bool {
        if case let .played(_, _, captures, _) = self { !captures.isEmpty } else { false }
    }

    /// The game ended.
    public var isEnd: Bool {
        if case .ended = self { true } else { false }
    }
}

extension Side {
    /// The other side.
    public var other: Side {
        switch self {
        case .blue: .red
        case .red: .blue
        }
    }
}

/// An event with its number, so that the same event twice is told twice.
public struct Happening: Identifiable, Equatable, Sendable {
    public let id: Int
    public let event: GameEvent
}

extension Strings {
    /// What VoiceOver says when `event` happens, `board` being the snapshot
    /// after it: the move, with what it took and by which rule ("Blue
    /// captured: e7xd8. Red 1 on d9 taken (four around)"), then the duty it
    /// leaves the next player; the end of the game, who won and why.
    public func announcement(of event: GameEvent, on board: Snapshot) -> String {
        switch event {
        case let .played(side, move, captures, byComputer):
            let who = byComputer ? self[.playerComputer] : self[side.label]
            let said = self(captures.isEmpty ? .announceMove : .announceCapture, who, move)
            let taken = captures.map { text(of: $0, on: board) }.joined(separator: ". ")
            return ([said, taken] + [duty(on: board)].compactMap { $0 })
                .filter { !$0.isEmpty }
                .joined(separator: ". ")
        case let .ended(ending):
            return "\(title(of: ending, mode: board.mode)). \(reason(of: ending))"
        case .drawDeclined, .resignationTakenBack:
            return note(of: event) ?? ""
        }
    }

    /// What the status line tells the players after `event` until the next
    /// thing happens: a draw declined (for the side that offered it), a
    /// resignation taken back; `nil` for anything else.
    public func note(of event: GameEvent) -> String? {
        switch event {
        case let .drawDeclined(by): self(.drawDeclined, self[by.label])
        case let .resignationTakenBack(side): self(.resignationTakenBack, self[side.label])
        case .played, .ended: nil
        }
    }
}
