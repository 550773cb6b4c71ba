import MathChessCore
import MathChessKit
import Testing

struct RuleExamplesTests {
    @Test func theStepMarksWhereTheBlueThreeCanGo() throws {
        let step = try #require(RuleExamples.standard).step
        #expect(step.selected == square("c1"))
        let targets = Set(step.cells.filter(\.marks.stepTarget).map(\.name))
        #expect(targets == ["c2", "c3", "c4", "b2", "a3", "d2", "e3", "f4"])
    }

    @Test func theCaptureMarksTheRedNine() throws {
        let capture = try #require(RuleExamples.standard).capture
        #expect(capture.selected == square("a1"))
        #expect(capture.cells.filter(\.marks.captureTarget).map(\.name) == ["a5"])
    }

    @Test func theChoiceOffersItsTwoFormulas() throws {
        let choice = try #require(RuleExamples.standard?.choice.choice)
        #expect(choice.options.map(\.text) == ["7 − 4 = 3", "7 % 4 = 3"])
        #expect(choice.options.allSatisfy { $0.support == square("a2") })
    }
}
