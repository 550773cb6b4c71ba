import Foundation

/// How an attack point of Capture the Flag is marked in its square: a
/// triangle in each corner, clear of the disc of a piece standing there
/// (`BoardGeometry.pieceShare` of the square), so that a 1 one move from the
/// flag does not hide the point it stands on. Android draws the same.
public enum AttackPointMark {
    /// Each triangle's two legs along the square's edges, as a share of its side.
    public static let leg: CGFloat = 0.22

    /// The four corner triangles of a square of side `side`, each as its
    /// three points (the square's corner first), in the square's own coordinates.
    public static func triangles(side: CGFloat) -> [[CGPoint]] {
        let length = side * leg
        return [(0, 0), (side, 0), (0, side), (side, side)].map { (x: CGFloat, y: CGFloat) in
            let dx = x == 0 ? length : -length
            let dy = y == 0 ? length : -length
            return [CGPoint(x: x, y: y), CGPoint(x: x + dx, y: y), CGPoint(x: x, y: y + dy)]
        }
    }
}
