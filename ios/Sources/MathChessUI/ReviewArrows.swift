import MathChessCore
import MathChessKit
import SwiftUI

/// The reviewed move's arrows over the position before it: the move played,
/// in the colour of a played move, and the engine's move when it differs,
/// in the hint's colour (``ReviewLegend`` is their key). The squares' own
/// VoiceOver labels say which ends they are; the arrows are not read.
struct ReviewArrows: View {
    let reviewed: ReviewedMove
    let geometry: BoardGeometry

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let palette = BoardPalette.of(colorScheme)
        let differs = (reviewed.bestFrom.index, reviewed.bestTo.index) != (reviewed.playedFrom.index, reviewed.playedTo.index)
        ZStack(alignment: .topLeading) {
            arrow(from: reviewed.playedFrom, to: reviewed.playedTo, colour: palette.reviewPlayed)
            if differs {
                arrow(from: reviewed.bestFrom, to: reviewed.bestTo, colour: palette.hint)
            }
        }
        .frame(width: geometry.size.width, height: geometry.size.height, alignment: .topLeading)
        .allowsHitTesting(false)
        .accessibilityHidden(true)
    }

    /// An arrow from the centre of `from` to the centre of `to`: a shaft and
    /// a head, sized to a square, laid along the line between them.
    @ViewBuilder
    private func arrow(from: Place, to: Place, colour: Color) -> some View {
        if let start = geometry.frame(ofSquare: from.index), let end = geometry.frame(ofSquare: to.index) {
            let side = geometry.cellSide
            let (dx, dy) = (end.midX - start.midX, end.midY - start.midY)
            let length = (dx * dx + dy * dy).squareRoot()
            let head = side * 0.35
            let thickness = side * 0.12
            HStack(spacing: 0) {
                Capsule().fill(colour.opacity(0.8)).frame(width: max(0, length - head), height: thickness)
                Image(systemName: "arrowtriangle.right.fill")
                    .font(.system(size: head))
                    .foregroundStyle(colour.opacity(0.8))
                    .frame(width: head, height: head)
            }
            .frame(width: length, height: head, alignment: .leading)
            // Turned about its tail, which sits on the centre of `from`.
            .rotationEffect(.radians(atan2(dy, dx)), anchor: .leading)
            .offset(x: start.midX, y: start.midY - head / 2)
        }
    }
}
