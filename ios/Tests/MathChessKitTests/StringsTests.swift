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
        #expect(Strings(language: "fr") == nil)
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
        #expect(english(.reviewing, 2, 5) == "After move 2 of 5")
        #expect(english.title(of: GameEnd(winner: .red, reason: .zeroCaptured), mode: .twoPlayers) == "Red wins")
        #expect(english.title(of: GameEnd(winner: nil, reason: .agreedDraw), mode: .twoPlayers) == "Draw")
        #expect(english.reason(of: GameEnd(winner: .red, reason: .resignation)) == "Blue resigned.")
        #expect(english[.rulesGoal].contains("side's 0"))  // Android's \' unescaped
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
