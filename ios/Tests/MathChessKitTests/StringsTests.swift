import Foundation
import MathChessCore
import MathChessKit
import Testing

struct StringsTests {
    static let languages = ["cs", "en", "es", "vi", "zh-Hans"]

    /// The placeholders of a text, in order: `%1$@`, `%2$d`, `%%`.
    static func placeholders(_ text: String) -> [String] {
        let pattern = /%(\d+\$)?[-#+ 0,]*\d*(\.\d+)?[@dsfx%]/
        return text.matches(of: pattern).map { String($0.output.0) }
    }

    @Test func theAppShipsFiveLanguages() {
        #expect(Strings.languages.map { $0.lowercased() }.sorted() == Self.languages.map { $0.lowercased() })
        #expect(Strings.appLanguages.map { $0.lowercased() }.sorted() == Self.languages.map { $0.lowercased() })
        #expect(Strings(language: "fr") == nil)
        #expect(Strings.of(language: "cs")[.actionSettings] == "Nastavení")
        #expect(Strings.of(language: "fr")[.actionSettings] == Strings.system[.actionSettings])
    }

    @Test(arguments: languages)
    func everyLanguageHasEveryKeyWithTheSamePlaceholders(language: String) throws {
        let english = try #require(Strings(language: "en"))
        let strings = try #require(Strings(language: language))
        for key in StringKey.allCases {
            let text = strings[key]
            #expect(text != key.rawValue && !text.isEmpty, "\(language) lacks \(key.rawValue)")
            #expect(
                Self.placeholders(text).sorted() == Self.placeholders(english[key]).sorted(),
                "\(language) \(key.rawValue): \(text)"
            )
        }
    }

    @Test func placeholdersAreFilledInEachLanguage() throws {
        let vietnamese = try #require(Strings(language: "vi"))
        #expect(vietnamese(.squarePiece, vietnamese[.sideRed], 7, "d3") == "Đỏ 7 ở d3")
        let english = try #require(Strings(language: "en"))
        #expect(english(.browsing, 2, 5) == "After move 2 of 5")
        #expect(english.title(of: GameEnd(winner: .red, reason: .zeroCaptured), mode: .twoPlayers) == "Red wins")
        #expect(english.title(of: GameEnd(winner: nil, reason: .agreedDraw), mode: .twoPlayers) == "Draw")
        #expect(english.reason(of: GameEnd(winner: .red, reason: .resignation, resigned: .blue)) == "Blue resigned.")
        #expect(english[.rulesGoal].contains("side's 0"))  // Android's \' unescaped
    }

    /// Each count in the form its language uses, read from the generated
    /// `.stringsdict` by Foundation on this platform (on Linux too).
    @Test func countsTakeTheirLanguagesPluralForms() throws {
        let english = try #require(Strings(language: "en"))
        #expect([0, 1, 2].map { english.plural(.reviewMistakes, count: $0) } == ["0 mistakes", "1 mistake", "2 mistakes"])
        #expect(english.plural(.reviewInaccuracies, count: 1) == "1 inaccuracy")
        #expect(english.plural(.reviewBlunders, count: 3) == "3 blunders")
        let czech = try #require(Strings(language: "cs"))
        #expect([1, 2, 4, 5, 0].map { czech.plural(.reviewMistakes, count: $0) } == ["1 chyba", "2 chyby", "4 chyby", "5 chyb", "0 chyb"])
        let spanish = try #require(Strings(language: "es"))
        #expect([1, 2, 1_000_000].map { spanish.plural(.reviewBlunders, count: $0) } == ["1 error grave", "2 errores graves", "1.000.000 de errores graves"])
        let vietnamese = try #require(Strings(language: "vi"))
        #expect(vietnamese.plural(.reviewMistakes, count: 1) == "1 nước sai")
        #expect(english(.reviewCounts, english[.sideBlue], english.plural(.reviewInaccuracies, count: 1),
                        english.plural(.reviewMistakes, count: 1), english.plural(.reviewBlunders, count: 0))
            == "Blue: 1 inaccuracy, 1 mistake, 0 blunders")
    }

    @Test(arguments: languages)
    func everyLanguageHasEveryCountWithTheCountInIt(language: String) throws {
        let strings = try #require(Strings(language: language))
        for key in PluralKey.allCases {
            for count in [0, 1, 2, 3, 5, 11, 21, 102] {
                let text = strings.plural(key, count: count)
                #expect(text.contains(String(count)) && text != key.rawValue, "\(language) \(key.rawValue) \(count): \(text)")
            }
        }
    }

    @Test func pluralCategoriesFollowCLDRForTheAppsLanguages() {
        #expect([0, 1, 2].map { PluralCategory($0, language: "en") } == [.other, .one, .other])
        #expect([1, 2, 3, 4, 5, 22].map { PluralCategory($0, language: "cs") } == [.one, .few, .few, .few, .other, .other])
        #expect([0, 1, 2, 2_000_000].map { PluralCategory($0, language: "es") } == [.other, .one, .other, .many])
        #expect([1, 2].map { PluralCategory($0, language: "zh-Hans") } == [.other, .other])
        #expect(PluralCategory(1, language: "vi") == .other)
    }

    /// The quiet limit is 200 plies: the rules say 100 moves by each side, not 200 moves.
    @Test(arguments: languages)
    func theFlagRulesCountTheQuietLimitInEachSidesMoves(language: String) throws {
        let rules = try #require(Strings(language: language))[.flagRulesWinning]
        #expect(rules.contains("100") && !rules.contains("200"), "\(language): \(rules)")
    }

    /// The committed `.strings` files and `StringKey.swift` are what
    /// `scripts/generate-strings.py` makes from Android's strings today.
    @Test func theCommittedStringsAreUpToDate() throws {
        let script = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/generate-strings.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--check"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "run ios/scripts/generate-strings.py")
    }
}
