import Foundation
import MathChessKit

extension GameStore {
    /// A store for previews: a new game in a folder of its own, and
    /// preferences kept apart from the app's.
    @MainActor
    static func preview() -> GameStore {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("MathChessPreview-\(UUID().uuidString)")
        return GameStore(folder: folder, preferences: UserDefaults(suiteName: "MathChessPreview") ?? .standard)
    }
}
