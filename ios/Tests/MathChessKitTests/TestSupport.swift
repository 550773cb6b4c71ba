import Foundation
import MathChessCore
import MathChessKit

/// A new empty folder for one test's saved game.
func temporaryFolder() -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("MathChessKitTests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// Preferences kept in memory.
final class MemoryStorage: PreferenceStorage {
    var values: [String: Any] = [:]

    func object(forKey key: String) -> Any? { values[key] }
    func set(_ value: Any?, forKey key: String) { values[key] = value }
}

/// The index of the square named `name` ("c4"): files a to i, ranks 1 to 11.
func square(_ name: String) -> UInt8 {
    let file = name.unicodeScalars.first!.value - UnicodeScalar("a").value
    let rank = UInt32(name.dropFirst())!
    return UInt8((rank - 1) * 9 + file)
}

@MainActor
func makeStore(folder: URL = temporaryFolder(), storage: MemoryStorage = MemoryStorage()) -> GameStore {
    GameStore(folder: folder, preferences: storage)
}

/// A store restored at launch from a saved Capture the Flag game that starts
/// at `start` (a position string) with no move played.
@MainActor
func makeStore(restoringFlagGameFrom start: String) throws -> GameStore {
    let record = """
        {"format": "mathchess-game", "game": "capture-the-flag", "version": 1,
        "rules": {"first": "blue", "quiet_limit": 200, "repetition": "draw"}, "start": "\(start)", "moves": [], "result": null}
        """
    let folder = temporaryFolder()
    try Data(record.utf8).write(to: folder.appendingPathComponent("game.json"))
    return makeStore(folder: folder)
}

@MainActor
extension GameStore {
    /// Taps `from`, then `to`.
    func play(_ from: String, _ to: String) {
        tap(square(from))
        tap(square(to))
    }

    func cell(_ name: String) -> CellView {
        snapshot.cells.first { $0.square == square(name) }!
    }
}

extension Snapshot {
    /// The computer plays the side to move, as its player view says.
    var computerThinks: Bool {
        [nearPlayer, farPlayer].contains { $0.thinking }
    }

    /// The score of `side`, from its player view.
    func score(of side: Side) -> UInt16 {
        [nearPlayer, farPlayer].first { $0.side == side }!.score
    }
}

@MainActor
extension GameStore {
    /// The index of the square the game shown names `name` (either game's names).
    func squareNamed(_ name: String) -> UInt8 {
        snapshot.cells.first { $0.name == name }!.square
    }

    func tap(named name: String) {
        tap(squareNamed(name))
    }
}

@MainActor
extension LessonStore {
    /// Taps `from`, then `to`, on the lesson's board (squares by name).
    func play(_ from: String, _ to: String) {
        for name in [from, to] {
            tap(snapshot.board.cells.first { $0.name == name }!.square)
        }
    }

    /// Plays the moves of the first lesson of the first game ("steps"), which ends it.
    func playTheSteps() {
        for (from, to) in [("c1", "c4"), ("e1", "a5"), ("a1", "d4")] {
            play(from, to)
        }
    }
}
