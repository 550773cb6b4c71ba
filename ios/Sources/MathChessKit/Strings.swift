import Foundation

// Unchecked Sendable: a loaded Bundle is not changed, and not every Apple SDK marks it Sendable.

/// The app's text in one language, from the `Localizable.strings` that
/// `scripts/generate-strings.py` generates from the Android app's strings.
public struct Strings: @unchecked Sendable {
    private let bundle: Bundle
    private let locale: Locale

    /// In the language the system chooses from the app's localizations.
    public static let system = Strings(bundle: .module, locale: .current)

    /// The localizations the app ships (`.lproj` names: "en", "vi", "zh-Hans", …).
    public static var languages: [String] { Bundle.module.localizations }

    /// In `language`, one of ``languages`` in any case (SwiftPM on Linux
    /// writes `zh-hans.lproj`); `nil` for any other.
    public init?(language: String) {
        guard let name = Self.languages.first(where: { $0.caseInsensitiveCompare(language) == .orderedSame }),
              let url = Bundle.module.url(forResource: name, withExtension: "lproj"),
              let bundle = Bundle(url: url)
        else { return nil }
        self.init(bundle: bundle, locale: Locale(identifier: language))
    }

    private init(bundle: Bundle, locale: Locale) {
        self.bundle = bundle
        self.locale = locale
    }

    /// The text of `key` as written (its placeholders unfilled).
    public subscript(key: StringKey) -> String {
        bundle.localizedString(forKey: key.rawValue, value: nil, table: nil)
    }

    /// The text of `key` with its placeholders (`%1$@`, `%2$d`) filled from `arguments`.
    public func callAsFunction(_ key: StringKey, _ arguments: any CVarArg...) -> String {
        arguments.isEmpty ? self[key] : String(format: self[key], locale: locale, arguments: arguments)
    }
}
