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
    /// The app's language, one of ``Strings/appLanguages``; `nil` for the device's.
    public var language: String?

    public init() {}

    /// The preferences kept in `storage`; the default for any not kept yet
    /// (and the device's language for one the app does not have).
    public init(from storage: any PreferenceStorage) {
        for (key, path) in Self.keys {
            if let value = storage.object(forKey: key) as? Bool {
                self[keyPath: path] = value
            }
        }
        if let kept = storage.object(forKey: Self.languageKey) as? String, Strings(language: kept) != nil {
            language = kept
        }
    }

    public func save(to storage: any PreferenceStorage) {
        for (key, path) in Self.keys {
            storage.set(self[keyPath: path], forKey: key)
        }
        storage.set(language, forKey: Self.languageKey)
    }

    /// The same key as the Android app's.
    private static let languageKey = "preferences.language"

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
