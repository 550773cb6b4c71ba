import MathChessCore

/// A message that stays until the player dismisses it.
public enum Notice: Equatable, Sendable {
    /// The saved game could not be read: a new game started, the file was kept aside.
    case savedGameUnreadable
    /// The learner's save (lessons done, puzzle ratings) could not be read: a
    /// new learner began, the file was kept aside; the game's save is untouched.
    case learnerUnreadable
    /// Foundation found no Application Support folder: the game is kept in
    /// the temporary folder, which the system may empty.
    case noSaveFolder
    /// The new game the app starts with could not be opened: another game started.
    case gameStartFailed
    /// The game could not be written to storage.
    case saveFailed
    /// The learner (lessons done, puzzle ratings) could not be written.
    case learnerSaveFailed
    /// A lesson of the course could not be opened.
    case lessonFailed
    /// The puzzles could not be opened.
    case puzzlesFailed
    /// A course's progress could not be read: the one shown last stays.
    case progressUnreadable
    /// The hint's search failed; another may be asked for.
    case hintFailed
    /// The computer's search failed; the session does not start it again
    /// until the game changes (an undo or a new game).
    case computerFailed

    public var label: StringKey {
        switch self {
        case .savedGameUnreadable: .noticeSavedGameUnreadable
        case .learnerUnreadable: .noticeLearnerUnreadable
        case .noSaveFolder: .noticeNoSaveFolder
        case .gameStartFailed: .noticeGameStartFailed
        case .saveFailed: .noticeSaveFailed
        case .learnerSaveFailed: .noticeLearnerSaveFailed
        case .lessonFailed: .noticeLessonFailed
        case .puzzlesFailed: .noticePuzzlesFailed
        case .progressUnreadable: .noticeProgressUnreadable
        case .hintFailed: .noticeHintFailed
        case .computerFailed: .errorComputerFailed
        }
    }
}

/// Why a tap did nothing, or why the session refused an intent (a button
/// pressed just as the game changed), shown briefly beside the turn
/// indicator. Each one gets a new `id`, so that the same reason twice shows twice.
public struct Flash: Identifiable, Equatable, Sendable {
    public enum Reason: Equatable, Sendable {
        /// A tap that did nothing (never `.cannotReach`: that one is `outOfReach`).
        case rejected(Rejection)
        /// A tap beyond the selected piece's reach, which let the piece go.
        case outOfReach(OutOfReach)
        /// An intent the session refused; nothing changed.
        case refused(FfiError)
    }

    public let id: Int
    public let reason: Reason

    /// The sound of every refusal (as on Android, `GameFeedback.kt`).
    public var sound: GameSound { .refused }

    /// The rejection of a tap, or of a refused intent, if that is the reason.
    public var rejection: Rejection? {
        switch reason {
        case .rejected(let rejection), .refused(.Rejected(let rejection)): rejection
        case .outOfReach: .cannotReach
        case .refused: nil
        }
    }
}

/// Makes one screen's flashes, each with a new `id`: why a tap did
/// nothing, why the session refused a call.
struct FlashCounter {
    private var count = 0

    private mutating func flash(_ reason: Flash.Reason) -> Flash {
        count += 1
        return Flash(id: count, reason: reason)
    }

    /// Why the tap that `board` answers did nothing (beyond the selected
    /// piece's reach, or rejected); `nil` if it did something.
    mutating func forTap(answeredBy board: Snapshot) -> Flash? {
        if let reach = board.outOfReach { return flash(.outOfReach(reach)) }
        return board.rejection.map { flash(.rejected($0)) }
    }

    /// Why the session refused a call (an ``FfiError``; anything else is
    /// the core's internal error).
    mutating func refused(_ error: any Error) -> Flash {
        flash(.refused(error as? FfiError ?? .Internal(detail: "\(error)")))
    }
}

/// What a lesson's or a puzzle's call that brings no new judgement does to
/// the one shown: a try keeps it, a new step or puzzle clears it.
enum News {
    case kept, cleared
}

/// A judgement of the core that a session's snapshot carries: a lesson's
/// ``LessonTold`` or a puzzle's ``PuzzleSaid``. The session shows its last
/// one again in every snapshot until the next, each with an id of its own.
protocol Judgement {
    var id: UInt64 { get }
}

extension LessonTold: Judgement {}
extension PuzzleSaid: Judgement {}

/// The core's last judgement of a lesson's try or a puzzle's move while it
/// is news: from the call whose snapshot brought it (its id not seen before)
/// until the next judgement, or a call that clears it.
struct LatestNews<Item: Judgement> {
    /// The judgement that is news, if one is.
    private(set) var shown: Item?
    private var seenID: UInt64?

    /// A session just opened: the judgement its first snapshot carries (`opening`) is not news.
    init(opening: Item?) {
        seenID = opening?.id
    }

    /// After a call whose snapshot carries `last`: a judgement not seen
    /// before is the news; otherwise the one shown stays or goes as `news` says.
    mutating func update(_ last: Item?, _ news: News) {
        if let last, last.id != seenID {
            seenID = last.id
            shown = last
        } else if news == .cleared {
            shown = nil
        }
    }
}

/// The hint, from asking to showing.
public enum HintState: Equatable, Sendable {
    case none
    /// The engine is searching (about a second).
    case searching
    /// The move to suggest: highlight `from` and `to`, show `best`.
    case shown(Hint)
}
