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
    /// Called on the main actor when the learner could not be written.
    @ObservationIgnored var failed: (@MainActor () -> Void)?

    @ObservationIgnored let learner: Learner
    @ObservationIgnored private let saver: GameSaver
    /// The revision last written (or read): an unchanged learner is not written again.
    @ObservationIgnored private var savedRevision: UInt64?

    /// The learner saved in `folder` (`learner.json`), or a new one when
    /// none was saved or the save cannot be read (a bad file is kept aside,
    /// named by the time; a file that could not be read at all is left as
    /// it is and not written over).
    init(folder: URL, now: @escaping @Sendable () -> Date) {
        let file = GameFile(folder: folder, name: GameFile.learner)
        let restored = Restored(from: file, now: now, new: { Learner() }, restore: { try Learner.restore(save: $0) })
        learner = restored.value
        unreadable = restored.unreadable
        saver = GameSaver(file: file, start: restored.start, now: now)
        // Nothing done yet is nothing to write: a new learner is written at its first change.
        savedRevision = restored.value.revision()
        refreshProgress()
    }

    /// Opens the lesson `id` (a ``LessonEntry/id`` of `game`'s course) in a
    /// new lesson session; a lesson the course does not have opens nothing.
    public func openLesson(_ id: String, game: GameKind) {
        puzzles = nil
        lesson = try? LessonStore(session: LessonSession(learner: learner, game: game, lesson: id)) { [weak self] in
            self?.learnerMayHaveChanged()
        }
    }

    /// Opens `game`'s puzzles at the one nearest the learner's rating.
    public func openPuzzles(_ game: GameKind) {
        lesson = nil
        puzzles = try? PuzzleStore(session: PuzzleSession(learner: learner, game: game)) { [weak self] in
            self?.learnerMayHaveChanged()
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
            self?.failed?()
        }
        refreshProgress()
    }

    private func refreshProgress() {
        for game in [GameKind.mathChess, .captureTheFlag] {
            progress[game] = try? learner.progress(game: game)
        }
    }
}
