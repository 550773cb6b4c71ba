import Foundation

/// How the player likes the app to behave: appearance and feedback only,
/// never the game (that is in the saved game).
public struct PlayerPreferences: Equatable, Sendable {
    public var sound = true
    public var haptics = true
    /// Mark the selected piece's steps and captures.
    public var showLegalMoves = true
    /// Row and column labels at the board's edges.
    public var coordinates = true

    public init() {}

    /// The preferences kept in `storage`; the default for any not kept yet.
    public init(from storage: any PreferenceStorage) {
        for (key, path) in Self.keys {
            if let value = storage.object(forKey: key) as? Bool {
                self[keyPath: path] = value
            }
        }
    }

    public func save(to storage: any PreferenceStorage) {
        for (key, path) in Self.keys {
            storage.set(self[keyPath: path], forKey: key)
        }
    }

    private static var keys: [(String, WritableKeyPath<PlayerPreferences, Bool>)] {
        [
            ("preferences.sound", \.sound),
            ("preferences.haptics", \.haptics),
            ("preferences.showLegalMoves", \.showLegalMoves),
            ("preferences.coordinates", \.coordinates),
        ]
    }
}

/// Where preferences are kept: `UserDefaults` in the app, anything alike in tests.
public protocol PreferenceStorage: AnyObject {
    func object(forKey key: String) -> Any?
    func set(_ value: Any?, forKey key: String)
}

extension UserDefaults: PreferenceStorage {}
