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
