import MathChessCore
import MathChessKit
import Testing

/// Every refusal of the session has words in every language.
struct ErrorLabelTests {
    /// One error of each case of `FfiError`, in the order of `caseNumber`.
    static let everyCase: [FfiError] = [
        .InvalidPosition(problem: .missingTurn, detail: ""),
        .InvalidPointsTarget(points: 50),
        .InvalidLevel(level: 9),
        .InvalidRecord(problem: .notJson, detail: ""),
        .NoSuchSquare(index: 99),
        .NoChoice,
        .NoSuchOption(index: 2, count: 2),
        .NothingToUndo,
        .NothingToRedo,
        .NoSuchPly(ply: 9),
        .AtStart,
        .AtLive,
        .NoDrawOffer,
        .OwnDrawOffer(side: .red),
        .DrawAlreadyOffered,
        .NotToMove(side: .blue),
        .NotTwoPlayers,
        .ComputerSide,
        .Rejected(reason: .browsing),
        .IllegalComputerMove(detail: ""),
        .NoComputerMove,
        .ComputerFailed(detail: ""),
        .Internal(detail: ""),
        .StaleHint,
        .InvalidLearnerSave(problem: .empty, detail: ""),
        .NoSuchLesson(lesson: "castling"),
        .InvalidJoinCode(problem: .character(character: "!"), detail: ""),
        .Nearby(problem: .link(problem: .unreachable), detail: ""),
    ]

    /// The number of `error`'s case. A new case of `FfiError` stops this
    /// compiling until it is numbered here, and the first test fails until
    /// ``everyCase`` has one.
    static func caseNumber(_ error: FfiError) -> Int {
        switch error {
        case .InvalidPosition: 0
        case .InvalidPointsTarget: 1
        case .InvalidLevel: 2
        case .InvalidRecord: 3
        case .NoSuchSquare: 4
        case .NoChoice: 5
        case .NoSuchOption: 6
        case .NothingToUndo: 7
        case .NothingToRedo: 8
        case .NoSuchPly: 9
        case .AtStart: 10
        case .AtLive: 11
        case .NoDrawOffer: 12
        case .OwnDrawOffer: 13
        case .DrawAlreadyOffered: 14
        case .NotToMove: 15
        case .NotTwoPlayers: 16
        case .ComputerSide: 17
        case .Rejected: 18
        case .IllegalComputerMove: 19
        case .NoComputerMove: 20
        case .ComputerFailed: 21
        case .Internal: 22
        case .StaleHint: 23
        case .InvalidLearnerSave: 24
        case .NoSuchLesson: 25
        case .InvalidJoinCode: 26
        case .Nearby: 27
        }
    }

    @Test func theSamplesCoverEveryCase() {
        #expect(Self.everyCase.map(Self.caseNumber) == Array(0 ... 27))
    }

    @Test(arguments: StringsTests.languages)
    func everyRefusalHasItsWordsWithThePlaceholdersFilled(language: String) throws {
        let strings = try #require(Strings(language: language))
        for error in Self.everyCase {
            let text = strings.text(of: error)
            #expect(!text.isEmpty && !text.contains("%"), "\(language) \(error): \(text)")
        }
    }

    /// What a player can cause (a button pressed as the game changed, a bad
    /// setting, a failed search) has its own words, not "something went wrong".
    @Test func whatAPlayerCanCauseIsNamed() throws {
        let own = Self.everyCase.filter { $0.label != .errorInternal }
        #expect(own.map(Self.caseNumber) == [1, 2, 3, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 26, 27])
        #expect(Set(own.map(\.label)).count == 17)  // the three computer failures share one text
    }

    @Test func argumentsAreFilledIn() throws {
        let english = try #require(Strings(language: "en"))
        #expect(english.text(of: .OwnDrawOffer(side: .red)) == "Red offered the draw: the other player answers it.")
        #expect(english.text(of: .InvalidLevel(level: 9)) == "The computer has no level 9.")
        #expect(english.text(of: .InvalidPointsTarget(points: 50)) == "A points target of 50 is not allowed.")
        #expect(english.text(of: .Rejected(reason: .browsing)) == english[.rejectionBrowsing])
        let czech = try #require(Strings(language: "cs"))
        #expect(czech.text(of: .OwnDrawOffer(side: .blue)) == "Remízu nabídl Modrý: odpovídá druhý hráč.")
    }

    @Test func noticesHaveTheirWords() throws {
        let english = try #require(Strings(language: "en"))
        #expect(english[Notice.computerFailed.label].hasPrefix("The computer could not find a move."))
    }
}
