import Foundation
import MathChessCore
@testable import MathChessKit
import Testing

/// A session whose hint search fails, as only a bug in the core makes it.
final class HintFailingSession: GameSession, @unchecked Sendable {
    override func hintJob() throws -> HintJob {
        FailingHintJob(noHandle: HintJob.NoHandle())
    }
}

final class FailingHintJob: HintJob, @unchecked Sendable {
    override func run() throws -> Hint? {
        throw FfiError.Internal(detail: "a bug in the search")
    }

    // No search runs in the core to stop.
    override func cancel() {}
}

/// A learner whose progress cannot be read once `fails` (a bug in the core).
final class FlakyLearner: Learner, @unchecked Sendable {
    nonisolated(unsafe) var fails = false

    override func progress(game: GameKind) throws -> LearnerProgress {
        if fails {
            throw FfiError.Internal(detail: "a bug in the course")
        }
        return try super.progress(game: game)
    }
}

/// Every failure that used to be silent or to stop the app is said to the
/// player, and the app goes on.
@MainActor
struct FailureNoticeTests {
    let folder = temporaryFolder()

    @Test func withoutASupportFolderTheGameIsKeptInTheTemporaryFolderAndTheNoticeSaysSo() async {
        let kept = FileManager.default.temporaryDirectory.appendingPathComponent("MathChess")
        try? FileManager.default.removeItem(at: kept)  // a game of an earlier run
        let store = GameStore.launch(support: nil, preferences: MemoryStorage())
        #expect(store.notices == [.noSaveFolder])
        store.play("c1", "c4")
        await store.idle()
        #expect(Array(store.snapshot.history) == ["c1-c4"])
        #expect(FileManager.default.fileExists(atPath: kept.appendingPathComponent("game.json").path))
        #expect(store.notices == [.noSaveFolder])
    }

    @Test func aDefaultGameThatDoesNotOpenStartsAnotherAndTheNoticeSaysSo() {
        let store = GameStore(folder: folder, preferences: MemoryStorage(), starts: [
            { throw FfiError.Internal(detail: "a bug in the rules") },
            { try GameSession.ofGame(game: .captureTheFlag, mode: .twoPlayers) },
        ])
        #expect(store.notices == [.gameStartFailed])
        #expect(store.snapshot.game == .captureTheFlag)
        store.newGame(GameSetup())
        #expect(store.snapshot.game == .mathChess)
    }

    @Test func aHintSearchThatFailsIsANoticeAndAnotherMayBeAsked() async {
        let store = GameStore(folder: folder, preferences: MemoryStorage(), starts: [
            { try HintFailingSession(rules: presetRules(preset: .chessplayx), mode: .twoPlayers) },
        ])
        #expect(store.notices.isEmpty)
        store.play("c1", "c4")
        store.requestHint()
        #expect(store.hint == .searching)
        await store.idle()
        #expect(store.notices == [.hintFailed])
        #expect(store.hint == .none && store.canRequestHint)
    }

    @Test func aLessonThatDoesNotOpenIsANotice() {
        let store = makeStore(folder: folder)
        store.learn.openLesson("no-such-lesson", game: .mathChess)
        #expect(store.learn.lesson == nil)
        #expect(store.notices == [.lessonFailed])
    }

    @Test func aCourseThatCannotBeReadKeepsItsLastProgressAndSaysSo() throws {
        let learner = FlakyLearner()
        let learn = LearnStore(folder: folder, learner: learner)
        let read = try #require(learn.progress[.mathChess])
        var told: [Notice] = []
        learn.failed = { told.append($0) }
        learner.fails = true
        learn.openLesson("steps", game: .mathChess)
        let lesson = try #require(learn.lesson)
        // Its end changes the learner, and the courses are read again.
        lesson.playTheSteps()
        #expect(lesson.told?.judged == .lessonDone)
        #expect(learn.progress[.mathChess] == read, "the course shown last stays")
        #expect(told.contains(.progressUnreadable))
    }

    @Test func aCourseNotReadAtLaunchIsToldOnceSomeoneListens() {
        let learner = FlakyLearner()
        learner.fails = true
        let learn = LearnStore(folder: folder, learner: learner)
        var told: [Notice] = []
        learn.failed = { told.append($0) }
        #expect(told == [.progressUnreadable, .progressUnreadable])
    }

    @Test func aLearnerThatCannotBeSavedIsTheLearnersOwnNotice() async throws {
        let store = makeStore(folder: folder)
        await store.idle()
        // The folder becomes a file: nothing can be written in it any more.
        try FileManager.default.removeItem(at: folder)
        try Data().write(to: folder)
        store.learn.openLesson("steps", game: .mathChess)
        try #require(store.learn.lesson).playTheSteps()
        await store.idle()
        #expect(store.notices == [.learnerSaveFailed])
    }
}
