import Foundation
import MathChessKit
import Testing

/// An attack point's mark stays in sight under a piece: every part of it
/// lies in its square and outside the piece's disc.
struct AttackPointMarkTests {
    @Test func theCornersLieOutsideThePiecesDisc() {
        let side: CGFloat = 40
        let centre = CGPoint(x: side / 2, y: side / 2)
        let radius = side * BoardGeometry.pieceShare / 2
        let triangles = AttackPointMark.triangles(side: side)
        #expect(triangles.count == 4)
        for triangle in triangles {
            // The point of a triangle nearest the centre is its long side's middle.
            let middle = CGPoint(x: (triangle[1].x + triangle[2].x) / 2, y: (triangle[1].y + triangle[2].y) / 2)
            for point in triangle + [middle] {
                #expect((0...side).contains(point.x) && (0...side).contains(point.y))
                #expect(hypot(point.x - centre.x, point.y - centre.y) > radius, "\(point) under the disc")
            }
        }
    }
}
