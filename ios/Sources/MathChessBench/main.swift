// Tap → store updated: the time `GameStore.tap` takes through Swift, the FFI
// and the core until the store holds the new snapshot (a move's save is then
// queued for the background). Prints median, p90, p99 and the maximum.
// Run it in release mode: `ios/scripts/bench.sh`.
import Foundation
import MathChessCore
import MathChessKit

final class NoStorage: PreferenceStorage {
    func object(forKey key: String) -> Any? { nil }
    func set(_ value: Any?, forKey key: String) {}
}

let rounds = 5_000
let warmUp = 500
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("MathChessBench-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: folder) }
let store = GameStore(folder: folder, preferences: NoStorage())
let c1: UInt8 = 2, c4: UInt8 = 29

extension GameStore {
    func cell(_ square: UInt8) -> CellView { snapshot.cells.first { $0.square == square }! }
}

/// Times `tap` over `rounds` rounds (after a warm-up); `check` must hold after each.
func measure(_ name: String, setUp: () -> Void = {}, tap: () -> Void, check: () -> Bool, tearDown: () -> Void = {}) {
    var samples: [Duration] = []
    for round in 0 ..< warmUp + rounds {
        setUp()
        let start = ContinuousClock.now
        tap()
        let elapsed = ContinuousClock.now - start
        guard check() else { fatalError("\(name): wrong result in round \(round)") }
        tearDown()
        if round >= warmUp { samples.append(elapsed) }
    }
    samples.sort()
    func microseconds(_ quantile: Double) -> String {
        let sample = samples[min(samples.count - 1, Int(Double(samples.count) * quantile))]
        return String(format: "%.1f", Double(sample.components.attoseconds) / 1e12 + Double(sample.components.seconds) * 1e6)
    }
    print("\(name): median \(microseconds(0.5)) µs, p90 \(microseconds(0.9)) µs, p99 \(microseconds(0.99)) µs, max \(microseconds(1)) µs (\(rounds) taps)")
}

measure(
    "select a piece",
    tap: { store.tap(c1) },
    check: { store.snapshot.selected == c1 && store.cell(c4).marks.stepTarget },
    tearDown: { store.tap(c1) }
)
measure(
    "play a move (its save queued)",
    setUp: { store.tap(c1) },
    tap: { store.tap(c4) },
    check: { store.snapshot.history == ["c1-c4"] },
    tearDown: { store.undo() }
)
