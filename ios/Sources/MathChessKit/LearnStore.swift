import Foundation
import MathChessCore
import Observation

/// The Learn screens' model: the app's one learner (the lessons finished,
/// each game's puzzle rating and counts), saved as `learner.json` beside the
/// game's file and written whenever its revision changes, each game's course
/// as the learner has it, and the lesson or puzzle open now. It decides
/// nothing: the sessions' snapshots say what is allowed.
@MainActor @Observable
public final class LearnStore {
    /// Each game's course (its lessons, each done or not), the puzzle
    /// rating and counts, as the learner has them now.
    public private(set) var progress: [GameKind: LearnerProgress] = [:]
    /// The lesson open, from ``openLesson(_:game:)`` to ``close()``.
    public private(set) var lesson: LessonStore?
    /// The puzzles open, from ``openPuzzles(_:)`` to ``close()``.
    public private(set) var puzzles: PuzzleStore?
    /// The learner's save could not be read at launch: a new learner began
    /// (the bad file was kept aside). The game's store shows the notice.
    public let unreadable: Bool
    /// Called on the main actor with what failed (the learner not written,
    /// a lesson or the puzzles not opened, a course not read): the game's
    /// store shows it among its notices.
    @ObservationIgnored var failed: (@MainActor (Notice) -> Void)? {
        didSet {
            // What failed before anyone listened (at launch) is told now.
            let told = untold
            untold = []
            told.forEach { tell($0) }
        }
    }
    @ObservationIgnored private var untold: [Notice] = []

    @ObservationIgnored let learner: Learner
    @ObservationIgnored private let saver: GameSaver
    /// The revision last written (or read): an unchanged learner is not written again.
    @ObservationIgnored private var savedRevision: UInt64?

    /// The learner saved in `folder` (`learner.json`), or a new one when
    /// none was saved or the save cannot be read (a bad file is kept aside,
    /// named by the time; a file that could not be read at all is left as
    /// it is and not written over).
    convenience init(folder: URL, now: @escaping @Sendable () -> Date) {
        let file = GameFile(folder: folder, name: GameFile.learner)
        self.init(file: file, restored: Restored(from: file, now: now, new: { Learner() }, restore: { try Learner.restore(save: $0) }), now: now)
    }

    /// As the other, over `learner` (a test's).
    convenience init(folder: URL, learner: Learner) {
        let file = GameFile(folder: folder, name: GameFile.learner)
        self.init(file: file, restored: Restored(from: file, now: Date.init, new: { learner }, restore: { _ in learner }), now: Date.init)
    }

    private init(file: GameFile, restored: Restored<Learner>, now: @escaping @Sendable () -> Date) {
        learner = restored.value
        unreadable = restored.unreadable
        saver = GameSaver(file: file, start: restored.start, now: now)
        // Nothing done yet is nothing to write: a new learner is written at its first change.
        savedRevision = restored.value.revision()
        refreshProgress()
    }

    /// Opens the lesson `id` (a ``LessonEntry/id`` of `game`'s course) in a
    /// new lesson session; one that does not open (not in the course)
    /// opens nothing, and the store's notice says so.
    public func openLesson(_ id: String, game: GameKind) {
        puzzles = nil
        lesson = attempt(.lessonFailed) {
            try LessonStore(session: LessonSession(learner: learner, game: game, lesson: id)) { [weak self] in
                self?.learnerMayHaveChanged()
            }
        }
    }

    /// Opens `game`'s puzzles at the one nearest the learner's rating (or
    /// nothing, and the store's notice says so).
    public func openPuzzles(_ game: GameKind) {
        lesson = nil
        puzzles = attempt(.puzzlesFailed) {
            try PuzzleStore(session: PuzzleSession(learner: learner, game: game)) { [weak self] in
                self?.learnerMayHaveChanged()
            }
        }
    }

    /// `call`'s answer, or `nil` and `notice` told if it throws.
    private func attempt<Answer>(_ notice: Notice, _ call: () throws -> Answer) -> Answer? {
        do {
            return try call()
        } catch {
            tell(notice)
            return nil
        }
    }

    private func tell(_ notice: Notice) {
        if let failed {
            failed(notice)
        } else {
            untold.append(notice)
        }
    }

    /// Closes the lesson or the puzzles (a puzzle's move still weighed is
    /// finished and counted all the same).
    public func close() {
        lesson = nil
        puzzles = nil
    }

    /// Writes the learner if it changed since last written, and returns when
    /// every write is done (the app going to the background).
    public func save() {
        learnerMayHaveChanged()
        saver.waitUntilWritten()
    }

    /// Waits until the open puzzle's moves and every write are done.
    func idle() async {
        await puzzles?.idle()
        await saver.written()
    }

    /// After a session call: a new revision is written, and the courses shown again.
    private func learnerMayHaveChanged() {
        let revision = learner.revision()
        guard revision != savedRevision else { return }
        savedRevision = revision
        let learner = learner
        saver.write({ Data(try learner.save().utf8) }) { [weak self] in
            self?.savedRevision = nil  // written again at the next change
            self?.tell(.learnerSaveFailed)
        }
        refreshProgress()
    }

    /// A course that cannot be read keeps the progress shown last, and the store's notice says so.
    private func refreshProgress() {
        for game in [GameKind.mathChess, .captureTheFlag] {
            if let read = attempt(.progressUnreadable, { try learner.progress(game: game) }) {
                progress[game] = read
            }
        }
    }
}
