import Dispatch
import Foundation

/// Writes the game file off the main actor (a write takes milliseconds on
/// some disks), one write at a time and in the order asked. A write still
/// waiting when a later one is asked for is left out: the later one takes
/// the save at its own turn, so it holds everything the earlier would.
final class GameSaver: Sendable {
    /// What stands in the file's place before the first write.
    enum Start: Sendable {
        /// The file holds the game (or there is none): write over it.
        case writable
        /// An unreadable save that could not be moved aside yet: each write
        /// tries again first, and writes nothing until it succeeds.
        case setAsideFirst
        /// A save that could not be read at all (not a bad one): it is
        /// never overwritten in this run.
        case keep
    }

    private let file: GameFile
    private let queue = DispatchQueue(label: "MathChessKit.GameSaver")
    private let now: @Sendable () -> Date
    /// Touched only on `queue`.
    nonisolated(unsafe) private var start: Start
    /// Guards `latest`, the number of the last write asked for (`NSLock`:
    /// `Mutex` needs iOS 18).
    private let requests = NSLock()
    nonisolated(unsafe) private var latest = 0

    init(file: GameFile, start: Start = .writable, now: @escaping @Sendable () -> Date = Date.init) {
        self.file = file
        self.start = start
        self.now = now
    }

    /// Writes what `contents` gives soon, taken when the write's turn comes
    /// (a long game's save takes a while: never on the main actor); `failed`
    /// runs on the main actor if the write fails, or may not be made.
    func write(
        _ contents: @escaping @Sendable () throws -> Data,
        failed: @escaping @MainActor @Sendable () -> Void
    ) {
        let request = requests.withLock {
            latest += 1
            return latest
        }
        queue.async { [self] in
            guard requests.withLock({ request == latest }) else { return }
            do {
                switch start {
                case .writable: break
                case .setAsideFirst:
                    try file.setAside(at: now())
                    start = .writable
                case .keep:
                    throw CocoaError(.fileWriteNoPermission)
                }
                try file.write(contents())
            } catch {
                DispatchQueue.main.async { MainActor.assumeIsolated(failed) }
            }
        }
    }

    /// Blocks until every write asked for so far is done.
    func waitUntilWritten() {
        queue.sync {}
    }

    /// Waits until every write asked for so far is done and its failure, if
    /// any, has been reported (both go through the main queue in order).
    func written() async {
        await withCheckedContinuation { continuation in
            queue.async {
                DispatchQueue.main.async { continuation.resume() }
            }
        }
    }
}
