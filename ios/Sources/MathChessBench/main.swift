// Tap → store updated: the time `GameStore.tap` takes through Swift, the FFI
// and the core until the store holds the new snapshot (a move's save is then
// queued for the background). Prints median, p90, p99 and the maximum, at
// the start and after 2,000 plies.
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
let names = try! GameSession(rules: presetRules(preset: .chessplayx), mode: .twoPlayers).squareNames()
func square(_ name: String) -> UInt8 { UInt8(names.firstIndex(of: name)!) }
let c1 = square("c1"), c4 = square("c4")

var folders: [URL] = []

/// A store over `session`'s game, saved in a folder of its own.
@MainActor func store(over session: GameSession) -> GameStore {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("MathChessBench-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try! Data(session.save().utf8).write(to: folder.appendingPathComponent("game.json"))
    folders.append(folder)
    return GameStore(folder: folder, preferences: NoStorage())
}

/// Two players' game of `plies` plies: the same four steps over and over
/// (repetition is no draw in these rules), then c1-c2-c1 is free to play.
func longGame(plies: Int) -> GameSession {
    let chessplayx = presetRules(preset: .chessplayx)
    let rules = RuleOptions(
        division: chessplayx.division, zeroSupport: chessplayx.zeroSupport, noMove: chessplayx.noMove,
        pointsTarget: chessplayx.pointsTarget, repetitionDraw: false, first: chessplayx.first
    )
    let session = try! GameSession(rules: rules, mode: .twoPlayers)
    let cycle = ["b1", "b2", "g11", "g10", "b2", "b1", "g10", "g11"].map(square)
    for tap in 0 ..< plies * 2 {
        _ = try! session.tap(square: UInt32(cycle[tap % cycle.count]))
    }
    return session
}

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

for plies in [0, 2_000] {
    let store = store(over: longGame(plies: plies))
    let after = plies == 0 ? "" : " after \(plies) plies"
    measure(
        "select a piece\(after)",
        tap: { store.tap(c1) },
        check: { store.snapshot.selected == c1 && store.cell(c4).marks.stepTarget },
        tearDown: { store.tap(c1) }
    )
    measure(
        "play a move (its save queued)\(after)",
        setUp: { store.tap(c1) },
        tap: { store.tap(c4) },
        check: { store.snapshot.history.count == plies + 1 && store.snapshot.history.last == "c1-c4" },
        tearDown: { store.undo() }
    )
}
folders.forEach { try? FileManager.default.removeItem(at: $0) }
