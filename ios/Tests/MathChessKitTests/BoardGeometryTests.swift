import Foundation
import MathChessCore
import MathChessKit
import Testing

/// Hit testing and cell frames: the snapshot orders the cells for the
/// orientation, the geometry maps points to them.
@MainActor
struct BoardGeometryTests {
    /// A 90 × 110 view: cells of 10 points, the board filling the view.
    let size = CGSize(width: 90, height: 110)
    let bottomLeft = CGPoint(x: 5, y: 105)
    let topLeft = CGPoint(x: 5, y: 5)
    let topRight = CGPoint(x: 85, y: 5)

    func corners(of store: GameStore) -> [String?] {
        let geometry = BoardGeometry(snapshot: store.snapshot, size: size)
        return [bottomLeft, topLeft, topRight].map { point in
            geometry.square(at: point).flatMap { square in store.snapshot.cells.first { $0.square == square }?.name }
        }
    }

    @Test func followingTheTurnPutsTheSideToMoveAtTheBottom() {
        let store = makeStore()
        #expect(corners(of: store) == ["a1", "a11", "i11"])
        store.play("c1", "c4")
        #expect(store.snapshot.turn == .red)
        #expect(corners(of: store) == ["i11", "i1", "a1"])
    }

    @Test func aFixedBoardStaysPut() {
        let store = makeStore()
        store.setOrientation(.fixed(bottom: .red))
        #expect(corners(of: store) == ["i11", "i1", "a1"])
        store.play("c1", "c4")
        #expect(corners(of: store) == ["i11", "i1", "a1"])
    }

    @Test func faceToFaceKeepsTheBottomPlayersView() {
        let store = makeStore()
        store.newGame(GameSetup(orientation: .faceToFace(bottom: .blue)))
        store.play("c1", "c4")
        #expect(corners(of: store) == ["a1", "a11", "i11"])
        store.setOrientation(.faceToFace(bottom: .red))
        #expect(corners(of: store) == ["i11", "i1", "a1"])
    }

    @Test(arguments: [Orientation.followTurn, .fixed(bottom: .red), .faceToFace(bottom: .blue)])
    func everyCellsCentreHitsItsSquare(orientation: Orientation) {
        let store = makeStore()
        store.setOrientation(orientation)
        let geometry = BoardGeometry(snapshot: store.snapshot, size: CGSize(width: 370, height: 400))
        for cell in store.snapshot.cells {
            let frame = geometry.frame(ofSquare: cell.square)!
            #expect(geometry.square(at: CGPoint(x: frame.midX, y: frame.midY)) == cell.square)
            #expect(frame.width == geometry.cellSide && frame.height == geometry.cellSide)
        }
    }

    @Test func aWideViewCentresTheBoardAndMissesOutsideIt() {
        let store = makeStore()
        let geometry = BoardGeometry(snapshot: store.snapshot, size: CGSize(width: 200, height: 110))
        #expect(geometry.cellSide == 10)
        #expect(geometry.boardFrame == CGRect(x: 55, y: 0, width: 90, height: 110))
        #expect(geometry.square(at: CGPoint(x: 54.9, y: 50)) == nil)
        #expect(geometry.square(at: CGPoint(x: 145, y: 50)) == nil)
        #expect(geometry.square(at: CGPoint(x: 100, y: -1)) == nil)
        #expect(geometry.square(at: CGPoint(x: 55, y: 0)) == square("a11"))
        #expect(geometry.square(at: CGPoint(x: 144.9, y: 109.9)) == square("i1"))
        #expect(BoardGeometry(snapshot: store.snapshot, size: .zero).square(at: .zero) == nil)
    }

    @Test func aTapAtAPointSelectsThePieceDrawnThere() {
        let store = makeStore()
        store.setOrientation(.fixed(bottom: .blue))
        let geometry = BoardGeometry(snapshot: store.snapshot, size: size)
        store.tap(geometry.square(at: CGPoint(x: 25, y: 105))!)  // third column, bottom row
        #expect(store.snapshot.selected == square("c1"))
    }
}
