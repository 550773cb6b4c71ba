// Tap → store updated: the time `GameStore.tap` takes through Swift, the FFI
// and the core until the store holds the new snapshot (a move's save is then
// queued for the background). Prints median, p90, p99 and the maximum, for
// both games, at the start and after 2,000 plies.
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

var folders: [URL] = []

/// A store over the game `save` holds (a session's save), in a folder of its own.
@MainActor func store(over save: String) -> GameStore {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("MathChessBench-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try! Data(save.utf8).write(to: folder.appendingPathComponent("game.json"))
    folders.append(folder)
    return GameStore(folder: folder, preferences: NoStorage())
}

/// Vietnamese Math Chess between two players, `plies` plies played: the same
/// four steps over and over (repetition is no draw in these rules).
func mathChessGame(plies: Int) -> String {
    let chessplayx = presetRules(preset: .chessplayx)
    let rules = RuleOptions(
        division: chessplayx.division, zeroSupport: chessplayx.zeroSupport, noMove: chessplayx.noMove,
        pointsTarget: chessplayx.pointsTarget, repetitionDraw: false, first: chessplayx.first
    )
    let session = try! GameSession(rules: rules, mode: .twoPlayers)
    let names = try! session.squareNames()
    let cycle = ["b1", "b2", "g11", "g10", "b2", "b1", "g10", "g11"].map { names.firstIndex(of: $0)! }
    for tap in 0 ..< plies * 2 {
        _ = try! session.tap(square: UInt32(cycle[tap % cycle.count]))
    }
    return try! session.save()
}

/// Capture the Flag, `plies` plies of shuttling 6s, as a record under rules
/// without the quiet-move limit or the repetition draw (as the JVM's bench).
func flagGame(plies: Int) -> String {
    let shuttle = ["c1-b2", "i12-j11", "b2-c1", "j11-i12"]
    let moves = (0 ..< plies).map { "\"\(shuttle[$0 % shuttle.count])\"" }.joined(separator: ",")
    let start = "R11,R9,R7,R5,R3,R1,R2,R4,R6,R8,R10/5,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/11/"
        + "5,B16,5/4,B15,1,B17,4/5,B18,5/B10,B8,B6,B4,B2,B1,B3,B5,B7,B9,B11 b - - 0"
    return """
        {"format": "mathchess-game", "game": "capture-the-flag", "version": 1,
        "rules": {"first": "blue", "quiet_limit": 0, "repetition": "off"},
        "start": "\(start)", "moves": [\(moves)], "result": null}
        """
}

/// The CPU time this thread has used, in microseconds: unlike the wall
/// clock, it leaves out the time the thread waited for a core on a busy machine.
func threadCPUMicroseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
}

/// Times `tap` over `rounds` rounds (after a warm-up), by the wall clock and
/// by the thread's CPU time; `check` must hold after each.
@MainActor func measure(_ name: String, setUp: () -> Void = {}, tap: () -> Void, check: () -> Bool, tearDown: () -> Void = {}) {
    var samples: [Duration] = []
    var cpu: [Double] = []
    for round in 0 ..< warmUp + rounds {
        setUp()
        let cpuStart = threadCPUMicroseconds()
        let start = ContinuousClock.now
        tap()
        let elapsed = ContinuousClock.now - start
        let cpuElapsed = threadCPUMicroseconds() - cpuStart
        guard check() else { fatalError("\(name): wrong result in round \(round)") }
        tearDown()
        if round >= warmUp {
            samples.append(elapsed)
            cpu.append(cpuElapsed)
        }
    }
    samples.sort()
    cpu.sort()
    func microseconds(_ quantile: Double) -> String {
        let sample = samples[min(samples.count - 1, Int(Double(samples.count) * quantile))]
        return String(format: "%.1f", Double(sample.components.attoseconds) / 1e12 + Double(sample.components.seconds) * 1e6)
    }
    print("\(name): median \(microseconds(0.5)) µs, p90 \(microseconds(0.9)) µs, p99 \(microseconds(0.99)) µs, max \(microseconds(1)) µs; CPU median \(String(format: "%.1f", cpu[cpu.count / 2])) µs, p99 \(String(format: "%.1f", cpu[cpu.count * 99 / 100])) µs (\(rounds) taps)")
}

/// Selects the piece on `from` and plays it to `to` (a step), each timed.
@MainActor func measureTaps(_ store: GameStore, _ game: String, plies: Int, from: String, to: String) {
    func square(_ name: String) -> UInt8 { store.snapshot.cells.first { $0.name == name }!.square }
    let (from, to) = (square(from), square(to))
    let after = plies == 0 ? "start" : "after \(plies) plies"
    precondition(store.snapshot.history.count == plies)
    measure(
        "\(game), \(after): select a piece",
        tap: { store.tap(from) },
        check: { store.snapshot.selected == from },
        tearDown: { store.tap(from) }
    )
    measure(
        "\(game), \(after): play a move (its save queued)",
        setUp: { store.tap(from) },
        tap: { store.tap(to) },
        check: { store.snapshot.history.count == plies + 1 && store.snapshot.cells.contains { $0.square == to && $0.marks.lastTo } },
        tearDown: { store.undo() }
    )
}

for plies in [0, 2_000] {
    measureTaps(store(over: mathChessGame(plies: plies)), "Vietnamese Math Chess", plies: plies, from: "c1", to: "c4")
    measureTaps(store(over: flagGame(plies: plies)), "Capture the Flag", plies: plies, from: "c1", to: "b2")
}
folders.forEach { try? FileManager.default.removeItem(at: $0) }
