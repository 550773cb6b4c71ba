import MathChessCore
import MathChessKit
import Testing

@MainActor
struct AccessibilityTests {
    func label(_ name: String, in store: GameStore, language: String = "en") throws -> String {
        let strings = try #require(Strings(language: language))
        let cell = try #require(store.snapshot.cells.first { $0.square == square(name) })
        return strings.accessibilityLabel(for: cell)
    }

    @Test func squaresSayTheirPieceNameAndMarks() throws {
        let store = makeStore()
        #expect(try label("c1", in: store) == "Blue 3 on c1")
        #expect(try label("e10", in: store) == "Red 0 on e10")
        #expect(try label("c4", in: store) == "c4, empty")
        store.tap(square("c1"))
        #expect(try label("c1", in: store) == "Blue 3 on c1, selected")
        #expect(try label("c4", in: store) == "c4, empty, can move here")
        store.tap(square("c4"))
        #expect(try label("c1", in: store) == "c1, empty, last move")
        #expect(try label("c4", in: store) == "Blue 3 on c4, last move")
    }

    @Test func namesFollowTheOrientationShown() throws {
        let store = makeStore()
        store.setOrientation(.fixed(bottom: .red))
        let strings = try #require(Strings(language: "en"))
        // Red at the bottom: the top-left cell is i1, Blue's 9.
        let topLeft = try #require(store.snapshot.cells.first)
        #expect(strings.accessibilityLabel(for: topLeft) == "Blue 9 on i1")
    }

    @Test func labelsAreInThePlayersLanguage() throws {
        let store = makeStore()
        store.tap(square("c1"))
        let vietnamese = try #require(Strings(language: "vi"))
        #expect(try label("c1", in: store, language: "vi") == "Xanh 3 ở c1, \(vietnamese[.markSelected])")
        #expect(try label("c4", in: store, language: "cs").hasPrefix("c4"))
    }
}
