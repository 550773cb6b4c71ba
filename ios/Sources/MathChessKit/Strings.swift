import Foundation

// Unchecked Sendable: a loaded Bundle is not changed, and not every Apple SDK marks it Sendable.

/// The app's text in one language, from the `Localizable.strings` and
/// `Localizable.stringsdict` that `scripts/generate-strings.py` generates from
/// the Android app's strings.
public struct Strings: @unchecked Sendable {
    private let bundle: Bundle
    private let locale: Locale
    /// The localization's name, whose plural rules pick a count's form.
    let language: String
    /// Each count's forms by CLDR category, read from the `.stringsdict` as a
    /// property list: Foundation on Linux crashes on a `.stringsdict` key
    /// asked of `Bundle.localizedString`, so both platforms read it here.
    private let plurals: [String: [String: String]]

    /// In the language the system chooses from the app's localizations.
    public static let system = Strings(
        bundle: .module, locale: .current, language: Bundle.module.preferredLocalizations.first ?? "en"
    )

    /// The localizations the app ships (`.lproj` names: "en", "vi", "zh-Hans", …).
    public static var languages: [String] { Bundle.module.localizations }

    /// The app's languages in the order the settings offer them: ``languages`` as the Android app orders them.
    public static let appLanguages = ["en", "vi", "zh-Hans", "es", "cs"]

    /// In `language` (one of ``appLanguages``), or in the system's for `nil`
    /// or for a language the app does not have.
    public static func of(language: String?) -> Strings {
        language.flatMap { Strings(language: $0) } ?? .system
    }

    /// A language's name in that language ("Tiếng Việt", "Čeština"), from
    /// the platform's locale data; the language's tag if it has none.
    public static func name(of language: String) -> String {
        let locale = Locale(identifier: language)
        return locale.localizedString(forIdentifier: language)?.capitalized(with: locale) ?? language
    }

    /// In `language`, one of ``languages`` in any case (SwiftPM on Linux
    /// writes `zh-hans.lproj`); `nil` for any other.
    public init?(language: String) {
        guard let name = Self.languages.first(where: { $0.caseInsensitiveCompare(language) == .orderedSame }),
              let url = Bundle.module.url(forResource: name, withExtension: "lproj"),
              let bundle = Bundle(url: url)
        else { return nil }
        self.init(bundle: bundle, locale: Locale(identifier: language), language: name)
    }

    private init(bundle: Bundle, locale: Locale, language: String) {
        self.bundle = bundle
        self.locale = locale
        self.language = language
        plurals = Self.plurals(in: bundle)
    }

    private struct PluralEntry: Decodable {
        let count: [String: String]
    }

    /// The forms of every count in the bundle's `.stringsdict` (empty if it has none).
    private static func plurals(in bundle: Bundle) -> [String: [String: String]] {
        guard let url = bundle.url(forResource: "Localizable", withExtension: "stringsdict"),
              let data = try? Data(contentsOf: url),
              let entries = try? PropertyListDecoder().decode([String: PluralEntry].self, from: data)
        else { return [:] }
        return entries.mapValues(\.count)
    }

    /// The text of `key` as written (its placeholders unfilled).
    public subscript(key: StringKey) -> String {
        bundle.localizedString(forKey: key.rawValue, value: nil, table: nil)
    }

    /// The text of `key` with its placeholders (`%1$@`, `%2$d`) filled from `arguments`.
    public func callAsFunction(_ key: StringKey, _ arguments: any CVarArg...) -> String {
        format(key, arguments)
    }

    /// The text of `key` with its placeholders filled from `arguments`, in
    /// order, numbers as the language writes them; with `plainNumbers`, in
    /// plain digits ("1500", as chess writes a rating, not "1,500").
    func format(_ key: StringKey, _ arguments: [any CVarArg], plainNumbers: Bool = false) -> String {
        arguments.isEmpty ? self[key] : String(format: self[key], locale: plainNumbers ? nil : locale, arguments: arguments)
    }

    /// The form of `key` the language uses for `count` ("1 mistake", "2 mistakes"),
    /// with `count` in it; the "other" form when the language has none for its category.
    public func plural(_ key: PluralKey, count: Int) -> String {
        let forms = plurals[key.rawValue] ?? [:]
        guard let form = forms[PluralCategory(count, language: language).rawValue] ?? forms["other"] else {
            return key.rawValue
        }
        return String(format: form, locale: locale, count)
    }
}

/// CLDR's plural category of a whole count, for the app's languages (Apple
/// and Android ask ICU the same): one (1) and other in English; one (1), many
/// (a nonzero multiple of a million) and other in Spanish; one (1), few (2–4)
/// and other in Czech, whose many is for fractions; other alone in Vietnamese
/// and Chinese.
public enum PluralCategory: String, Sendable {
    case one, few, many, other

    public init(_ count: Int, language: String) {
        let base = language.lowercased().split(separator: "-").first.map(String.init) ?? ""
        switch base {
        case "vi", "zh": self = .other
        case "cs": self = count == 1 ? .one : (2...4).contains(count) ? .few : .other
        case "es": self = count == 1 ? .one : count != 0 && count % 1_000_000 == 0 ? .many : .other
        default: self = count == 1 ? .one : .other
        }
    }
}
