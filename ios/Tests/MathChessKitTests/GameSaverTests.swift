import Dispatch
import Foundation
@testable import MathChessKit
import Testing

struct GameSaverTests {
    /// Counts the saves taken, from the saver's queue.
    final class Count: @unchecked Sendable {
        private let lock = NSLock()
        private var taken = 0
        var value: Int { lock.withLock { taken } }
        func add() { lock.withLock { taken += 1 } }
    }

    @Test func writesAskedForDuringAWriteAreMadeAsOne() async throws {
        let file = GameFile(folder: temporaryFolder())
        let saver = GameSaver(file: file)
        let (started, release) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        let count = Count()
        saver.write({
            started.signal()
            release.wait()
            count.add()
            return Data("1".utf8)
        }, failed: {})
        started.wait()  // the first write is under way
        for move in 2...10 {
            saver.write({
                count.add()
                return Data("\(move)".utf8)
            }, failed: {})
        }
        release.signal()
        await saver.written()
        #expect(count.value == 2)
        #expect(try file.read() == Data("10".utf8))
    }
}
