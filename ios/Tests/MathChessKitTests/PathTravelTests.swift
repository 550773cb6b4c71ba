import Foundation
import MathChessCore
import MathChessKit
import Testing

/// The way the piece last moved travels, from the core's path: a jump chain
/// through each square it lands on, a leg at a time; and the marks drawn
/// around a piece, clear of it.
@MainActor
struct PathTravelTests {
    /// Example 2 of the flag rules: the 6 on c5 jumps over d6 to e7, and may turn back over d8 to c9.
    static let jumps = "11/5,R18,5/4,R17,1,R15,4/5,R16,5/3,B5,1,B8,5/11/2,R7,B4,1,B9,5/1,R3,B6,8/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0"

    /// An 11 × 12 board of 10-point cells.
    let size = CGSize(width: 110, height: 120)

    func centre(_ name: String, _ store: GameStore, _ geometry: BoardGeometry) throws -> CGPoint {
        let frame = try #require(geometry.frame(ofSquare: store.squareNamed(name)))
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func aJumpChainTravelsThroughEachLanding() throws {
        let store = try makeStore(restoringFlagGameFrom: Self.jumps)
        store.setOrientation(.fixed(bottom: .blue))
        #expect(PathTravel(snapshot: store.snapshot, geometry: BoardGeometry(snapshot: store.snapshot, size: size)) == .none)
        store.tap(named: "c5")
        store.tap(named: "c9")
        #expect(store.snapshot.lastPath.map(\.name) == ["c5", "e7", "c9"])
        let geometry = BoardGeometry(snapshot: store.snapshot, size: size)
        let travel = PathTravel(snapshot: store.snapshot, geometry: geometry)
        #expect(travel.legs == 2)
        let end = try centre("c9", store, geometry)
        func at(_ remaining: Double) -> CGPoint {
            let offset = travel.offset(remaining: remaining)
            return CGPoint(x: end.x + offset.width, y: end.y + offset.height)
        }
        #expect(at(1) == (try centre("c5", store, geometry)))
        // Halfway: on e7, where it landed, not on c7 on the straight way up.
        #expect(at(0.5) == (try centre("e7", store, geometry)))
        #expect(at(0.75) == (try centre("d6", store, geometry)), "over the piece it jumps")
        #expect(at(0) == end)
        #expect(travel.offset(remaining: -0.1) == .zero, "a spring's overshoot stays on the square")
    }

    @Test func aStepTravelsOneLegAndTheTurnedBoardToo() throws {
        let store = makeStore()
        store.play("c1", "c4")
        // Following the turn, Red is now at the bottom: the path is drawn as the board is.
        let geometry = BoardGeometry(snapshot: store.snapshot, size: CGSize(width: 90, height: 110))
        let travel = PathTravel(snapshot: store.snapshot, geometry: geometry)
        #expect(travel.legs == 1)
        let from = try centre("c1", store, geometry)
        let to = try centre("c4", store, geometry)
        #expect(travel.offset(remaining: 1) == CGSize(width: from.x - to.x, height: from.y - to.y))
        #expect(travel.offset(remaining: 1).height < 0, "c1 is drawn above c4 with Red at the bottom")
    }

    @Test func theCaptureCrossLeavesThePieceThatTookClear() {
        let side: CGFloat = 100
        let radius = side * BoardGeometry.pieceShare / 2
        let centre = CGPoint(x: side / 2, y: side / 2)
        let corner = BoardGeometry.captureCross(side: side, occupied: true)
        for point in [CGPoint(x: corner.minX, y: corner.minY), CGPoint(x: corner.maxX, y: corner.minY),
                      CGPoint(x: corner.minX, y: corner.maxY), CGPoint(x: corner.maxX, y: corner.maxY)] {
            #expect(hypot(point.x - centre.x, point.y - centre.y) > radius, "\(point) clear of the disc")
        }
        #expect(CGRect(x: 0, y: 0, width: side, height: side).contains(corner))
        // Nearest point of the corner's box to the centre, clear of the disc too.
        let nearest = CGPoint(x: min(max(centre.x, corner.minX), corner.maxX), y: min(max(centre.y, corner.minY), corner.maxY))
        #expect(hypot(nearest.x - centre.x, nearest.y - centre.y) > radius)
        // On an empty square it fills it.
        let whole = BoardGeometry.captureCross(side: side, occupied: false)
        #expect(whole.width > side * 0.7 && whole.midX == centre.x && whole.midY == centre.y)
    }
}
