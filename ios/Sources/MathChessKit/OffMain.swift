import Dispatch

/// Runs `work`, which blocks (the computer's search and the hint take up to
/// a second), on a global dispatch queue, and resumes with its result: the
/// caller's actor stays free meanwhile.
func offMain<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        DispatchQueue.global(qos: .userInitiated).async {
            continuation.resume(returning: work())
        }
    }
}
