import Dispatch
import Foundation

/// Writes the game file off the main actor (a write takes milliseconds on
/// some disks), one write at a time and in the order asked.
final class GameSaver: Sendable {
    private let file: GameFile
    private let queue = DispatchQueue(label: "MathChessKit.GameSaver")

    init(file: GameFile) {
        self.file = file
    }

    /// Writes what `contents` gives soon, taken when the write's turn comes
    /// (a long game's save takes a while: never on the main actor); `failed`
    /// runs on the main actor if the write fails.
    func write(
        _ contents: @escaping @Sendable () -> Data,
        failed: @escaping @MainActor @Sendable () -> Void
    ) {
        queue.async { [file] in
            do {
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
