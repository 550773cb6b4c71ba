import MathChessCore
import MathChessKit
import Testing

/// Every problem of nearby play has words in every language, and a
/// refused local-network permission its own clear message.
struct NearbyLabelTests {
    static let refusals: [Refusal] = [.version, .pairing, .tooManyTries, .busy, .conflict, .refused, .noHello]
    static let linkProblems: [LinkProblem] = [
        .closed, .left, .silent, .badLine, .unreachable, .cannotListen, .noNetwork, .network,
    ] + refusals.map { .refused(refusal: $0) }
    static let problems: [NearbyProblem] = [
        .peerBroke, .conflict, .notNearby, .otherPhonesSide, .askToUndo, .undoAlreadyAsked,
        .noUndoToAsk, .nothingToAnswer, .connected, .hostWaits,
    ] + linkProblems.map { .link(problem: $0) }
    static let codeProblems: [JoinCodeProblem] = [.length(count: 3), .character(character: "#"), .mistyped]

    @Test(arguments: StringsTests.languages)
    func everyProblemHasItsWords(language: String) throws {
        let strings = try #require(Strings(language: language))
        let errors = Self.problems.map { FfiError.Nearby(problem: $0, detail: "") }
            + Self.codeProblems.map { FfiError.InvalidJoinCode(problem: $0, detail: "") }
        for error in errors {
            let text = strings.text(of: NearbyFailure(error))
            #expect(!text.isEmpty && !text.contains("%"), "\(language) \(error): \(text)")
        }
        #expect(strings.text(of: .InvalidJoinCode(problem: .character(character: "#"), detail: "")).contains("#"))
    }

    @Test func aNetworkFailureSaysWhereToAllowTheLocalNetwork() throws {
        let english = try #require(Strings(language: "en"))
        let failure = NearbyFailure(FfiError.Nearby(problem: .link(problem: .network), detail: "Operation not permitted"))
        #expect(failure == .localNetworkDenied)
        #expect(english.text(of: failure).contains("Settings, Privacy, Local Network"))
        let unreachable = NearbyFailure(FfiError.Nearby(problem: .link(problem: .unreachable), detail: ""))
        #expect(english.text(of: unreachable) == english[.nearbyUnreachable])
        #expect(english.text(of: NearbyFailure(FfiError.InvalidJoinCode(problem: .mistyped, detail: ""))) == english[.nearbyCodeMistyped])
    }

    @Test func theOtherPhonesEventsAreNoted() throws {
        let english = try #require(Strings(language: "en"))
        #expect(english.note(of: .joined) == english[.nearbyJoined])
        #expect(english.note(of: .left(.left)) == english[.nearbyLeft])
        #expect(english.note(of: .undoAsked(by: .red)) == "Red asks to take back the last move")
        #expect(GameEvent(told: .turnedAway(refusal: .pairing)) == .turnedAway(.pairing))
        #expect(english.title(of: GameEnd(winner: .red, reason: .guardLost), mode: .nearby(local: .red)) == "You win")
    }
}
