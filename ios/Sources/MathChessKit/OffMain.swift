import Foundation

/// The stack of the threads that run the computer's search and the hint.
/// The engine's deepest search needs about 670 KB, more than the 512 KB of
/// a dispatch queue's threads on iOS.
let searchStackSize = 8 << 20

/// Runs `work`, which blocks (the computer's search and the hint take up to
/// a second), on a thread of its own with a stack of `stackSize` bytes, and
/// resumes with its result: the caller's actor stays free meanwhile.
func offMain<T: Sendable>(stackSize: Int = searchStackSize, _ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        let thread = Thread { continuation.resume(returning: work()) }
        thread.stackSize = stackSize
        thread.qualityOfService = .userInitiated
        thread.start()
    }
}
