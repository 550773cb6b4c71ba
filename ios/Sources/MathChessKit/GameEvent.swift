import MathChessCore

/// What just happened in the game, for the sounds, the haptics and
/// VoiceOver's announcements: the session's last event (`Snapshot.lastEvent`)
/// as the store tells it; a draw offered and a refused tap (the flash says
/// it) are not told.
public enum GameEvent: Equatable, Sendable {
    /// `side` played `move` (move text, `d3xd7=7-4`), taking `captures`; the computer if `byComputer`.
    case played(side: Side, move: String, captures: [CaptureView], byComputer: Bool)
    /// A move (against the computer, its reply too) was taken back.
    case undone
    /// A move taken back was played again.
    case redone
    /// The game ended.
    case ended(GameEnd)
    /// `by` declined the draw the other side offered: the side that offered is told.
    case drawDeclined(by: Side)
    /// An undo took back `side`'s resignation: the game goes on.
    case resignationTakenBack(Side)
    /// The other phone joined, or came back.
    case joined
    /// The other phone is gone (`problem` says how); the game is kept.
    case left(LinkProblem)
    /// The other phone sent what this phone's rules refuse: nothing changed, the link ended.
    case peerRefused(NearbyProblem)
    /// (Host) a phone was turned away: a wrong code, or a second phone.
    case turnedAway(Refusal)
    /// `by` asked to take back its last move.
    case undoAsked(by: Side)
    /// `by` declined to take back the other's last move.
    case undoDeclined(by: Side)

    /// The core's event `told`, as the store tells it; `nil` for one it does not.
    public init?(told: MathChessCore.GameEvent) {
        switch told {
        case let .played(side, text, captures, byComputer):
            self = .played(side: side, move: text, captures: captures, byComputer: byComputer)
        case let .ended(ending):
            self = .ended(ending)
        case let .drawDeclined(by):
            self = .drawDeclined(by: by)
        case let .resignationTakenBack(side):
            self = .resignationTakenBack(side)
        case .undone:
            self = .undone
        case .redone:
            self = .redone
        case .joined:
            self = .joined
        case let .left(problem):
            self = .left(problem)
        case let .peerRefused(problem):
            self = .peerRefused(problem)
        case let .turnedAway(refusal):
            self = .turnedAway(refusal)
        case let .undoAsked(by):
            self = .undoAsked(by: by)
        case let .undoDeclined(by):
            self = .undoDeclined(by: by)
        case .refused, .drawOffered:
            return nil
        }
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

    /// The sound it makes (the same on Android, `GameFeedback.kt`): an undo
    /// or a redo moves pieces as a move does, and sounds like one.
    public var sound: GameSound? {
        switch self {
        case let .played(_, _, captures, _): captures.isEmpty ? .move : .capture
        case .undone, .redone: .move
        case .ended: .gameOver
        case .peerRefused: .refused
        case .drawDeclined, .resignationTakenBack, .joined, .left, .turnedAway, .undoAsked, .undoDeclined: nil
        }
    }
}

/// The game's short sounds, named as their files are (`Resources/Sounds`).
public enum GameSound: String, Sendable {
    case move
    case capture
    case refused
    case gameOver = "game-over"
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
    /// leaves the next player and the enemy 1 one move from a flag; a move taken back or played again; the end of
    /// the game, who won and why.
    public func announcement(of event: GameEvent, on board: Snapshot) -> String {
        switch event {
        case let .played(side, move, captures, byComputer):
            let who = byComputer ? self[.playerComputer] : self[side.label]
            let said = self(captures.isEmpty ? .announceMove : .announceCapture, who, move)
            let taken = captures.map { text(of: $0, on: board) }.joined(separator: ". ")
            return ([said, taken] + [duty(on: board), flagThreat(on: board)].compactMap { $0 })
                .filter { !$0.isEmpty }
                .joined(separator: ". ")
        case .undone:
            return self[.announceUndone]
        case .redone:
            return self[.announceRedone]
        case let .ended(ending):
            return "\(title(of: ending, mode: board.mode)). \(reason(of: ending))"
        case .drawDeclined, .resignationTakenBack, .joined, .left, .peerRefused, .turnedAway, .undoAsked, .undoDeclined:
            return note(of: event) ?? ""
        }
    }

    /// What the status line tells the players after `event` until the next
    /// thing happens: a draw declined (for the side that offered it), a
    /// resignation taken back, what the other phone did (joined, left, sent
    /// what was refused, asked to take back or declined), a phone turned
    /// away; `nil` for anything else.
    public func note(of event: GameEvent) -> String? {
        switch event {
        case let .drawDeclined(by): self(.drawDeclined, self[by.label])
        case let .resignationTakenBack(side): self(.resignationTakenBack, self[side.label])
        case .joined: self[.nearbyJoined]
        case .left: self[.nearbyLeft]
        case .peerRefused: self[.nearbyPeerRefused]
        case .turnedAway: self[.nearbyTurnedAway]
        case let .undoAsked(by): self(.nearbyUndoAsked, self[by.label])
        case let .undoDeclined(by): self(.nearbyUndoDeclined, self[by.label])
        case .played, .undone, .redone, .ended: nil
        }
    }
}
