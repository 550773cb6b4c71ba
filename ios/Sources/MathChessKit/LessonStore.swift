import MathChessCore
import Observation

/// One lesson being played: the lesson session's latest snapshot, the
/// player's taps and intents turned into session calls (each one quick, on
/// the main actor), and the core's judgement of each try while it is news.
/// The snapshot says everything: the step, the task, whether the lesson is
/// over and whether another follows.
@MainActor @Observable
public final class LessonStore {
    /// Everything the lesson screen draws.
    public private(set) var snapshot: LessonSnapshot
    /// The core's judgement of the last try (the step done, the lesson done,
    /// or the try refused and why) while it is news: from the try that made
    /// it until the next judgement, a restart or another lesson (a judgement
    /// the session shows again, its id told already, is not news).
    public var told: LessonTold? { latest.shown }
    /// Why the last tap did nothing on the board (a 0 tapped, the other
    /// side's piece), or why an intent was refused, until
    /// ``dismissFlash(_:)``: as on the game screen.
    public private(set) var flash: Flash?

    @ObservationIgnored private let session: LessonSession
    /// The learner may have changed (a lesson finished): its store saves it.
    @ObservationIgnored private let changed: @MainActor () -> Void
    @ObservationIgnored private var flashes = FlashCounter()
    private var latest: LatestNews<LessonTold>

    init(session: LessonSession, changed: @escaping @MainActor () -> Void) throws {
        self.session = session
        self.changed = changed
        let snapshot = try session.snapshot()
        self.snapshot = snapshot
        // A lesson opened tells nothing yet.
        latest = LatestNews(opening: snapshot.told)
    }

    /// A tap on the square with index `square` of the step's board. A tap
    /// the task's judge does not see (a 0, the other side's piece) sets
    /// ``flash`` to say why, as in a game.
    public func tap(_ square: UInt8) {
        guard perform({ try $0.tap(square: UInt32(square)) }) else { return }
        flash = flashes.forTap(answeredBy: snapshot.board)
    }

    /// Plays option `option` (from 0) of the open move choice.
    public func choose(_ option: Int) {
        guard snapshot.board.choice != nil else { return }
        perform { try $0.choose(index: UInt32(exactly: option) ?? .max) }
    }

    /// Closes the move choice; the piece stays selected.
    public func cancelChoice() {
        guard snapshot.board.choice != nil else { return }
        perform { try $0.cancelChoice() }
    }

    /// Puts the step's position back as it began.
    public func restartStep() {
        perform(news: .cleared) { try $0.restartStep() }
    }

    /// Goes on to the next lesson of the course (shown when `hasNext`).
    public func nextLesson() {
        perform(news: .cleared) { try $0.nextLesson() }
    }

    /// Starts the lesson `id` of the same course from its first step.
    public func start(_ id: String) {
        perform(news: .cleared) { try $0.start(lesson: id) }
    }

    /// Hides the flash `id`, unless a newer one replaced it.
    public func dismissFlash(_ id: Flash.ID) {
        if flash?.id == id {
            flash = nil
        }
    }

    /// Runs one session call and shows the lesson after it; returns whether
    /// the session accepted it (a refused call changed nothing: ``flash``
    /// says why). A call that tells nothing new keeps or clears ``told`` as `news` says.
    @discardableResult
    private func perform(news: News = .kept, _ call: (LessonSession) throws -> LessonSnapshot) -> Bool {
        let new: LessonSnapshot
        do {
            new = try call(session)
        } catch {
            flash = flashes.refused(error)
            return false
        }
        latest.update(new.told, news)
        flash = nil
        snapshot = new
        changed()
        return true
    }
}
