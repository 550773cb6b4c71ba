import MathChessCore
import MathChessKit
import SwiftUI

/// One square of the board: its colour, the session's marks on it and what
/// the screen adds (the hint's squares, the squares an open move choice
/// names), as a button that sends a tap on it. The piece standing on it is
/// drawn by the board above the squares, so that a moving piece passes over
/// them; the square's VoiceOver label says what stands on it.
struct SquareView: View {
    /// What the game screen highlights on a square besides the session's marks.
    struct Emphasis: Equatable {
        /// A square of the hint's move.
        var hint = false
        /// The square's part in the open move choice.
        var choice: ChoiceRole?
    }

    enum ChoiceRole: Equatable {
        case attacker, support, target
    }

    let cell: CellView
    /// What VoiceOver says: from the Kit's `Strings.accessibilityLabel(for:)`.
    let label: String
    let shaded: Bool
    /// The dividing line between the halves runs along this edge.
    var divider: Edge?
    /// The side of the square, in points.
    let side: CGFloat
    var emphasis = Emphasis()
    /// Mark the selected piece's steps and captures (a player preference).
    var showTargets = true
    /// `nil`: a picture (the rules screen), not a square to tap.
    var onTap: (@MainActor () -> Void)?

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        if let onTap {
            Button(action: onTap) { face }
                .buttonStyle(.plain)
                .accessibilityLabel(label)
                .accessibilityAddTraits(cell.marks.selected ? .isSelected : [])
        } else {
            face
                .accessibilityElement()
                .accessibilityLabel(label)
        }
    }

    private var face: some View {
        let palette = BoardPalette.of(colorScheme)
        let marks = cell.marks
        let ring = max(2, side * 0.08)
        return ZStack {
            Rectangle().fill(ground(palette))
            if marks.lastFrom || marks.lastTo {
                Rectangle().fill(palette.lastMove)
            }
            // Over the tint, in its own colour: an attack point stays as plain
            // where a 1 has just stepped onto it, one move from the flag.
            if let landmark = cell.kind.landmark {
                LandmarkMark(kind: landmark.kind, colour: palette.piece(landmark.side), side: side)
            }
            Rectangle().strokeBorder(palette.line.opacity(0.6), lineWidth: 0.5)
            if emphasis.hint {
                Rectangle().strokeBorder(palette.hint, style: StrokeStyle(lineWidth: ring, dash: [ring * 1.5, ring]))
            }
            if marks.selected || emphasis.choice == .attacker {
                Rectangle().strokeBorder(palette.selected, lineWidth: ring)
            }
            if emphasis.choice == .support {
                RoundedRectangle(cornerRadius: side * 0.15)
                    .strokeBorder(palette.support, lineWidth: ring)
                    .padding(ring / 2)
            }
            if emphasis.choice == .target || (showTargets && marks.captureTarget) {
                Circle().strokeBorder(palette.captureTarget, lineWidth: ring).padding(side * 0.04)
            }
            if showTargets && marks.stepTarget {
                Circle().fill(palette.stepTarget).frame(width: side * 0.26, height: side * 0.26)
            }
            if marks.captured {
                // Small in a corner where the piece that took stands: never over it.
                CaptureCross(
                    frame: BoardGeometry.captureCross(side: side, occupied: cell.piece != nil),
                    colour: palette.danger,
                    line: max(1.5, ring / 2)
                )
            }
            if marks.siegeCaptor {
                SiegeSight(colour: palette.captureTarget, side: side, line: ring)
            }
            if marks.inDanger {
                Circle()
                    .strokeBorder(palette.danger, style: StrokeStyle(lineWidth: ring, dash: [ring, ring * 0.7]))
                    .padding(side * 0.02)
            }
        }
        .overlay(alignment: divider == .top ? .top : .bottom) {
            if divider != nil {
                Rectangle().fill(palette.line).frame(height: max(2, side * 0.08))
            }
        }
        .frame(width: side, height: side)
        .contentShape(Rectangle())
    }

    /// A side's colour where the square has one (Capture the Flag), else the chequer.
    private func ground(_ palette: BoardPalette) -> Color {
        switch cell.kind.colour {
        case .blue?: palette.blue.opacity(0.22)
        case .red?: palette.red.opacity(0.22)
        case nil: shaded ? palette.boardShade : palette.board
        }
    }
}

/// A landmark of Capture the Flag, in its side's colour: the flag a
/// pennant, a guard's home a frame, an attack point a triangle in each
/// corner, clear of a piece standing there (`AttackPointMark`).
private struct LandmarkMark: View {
    let kind: Landmark.Kind
    let colour: Color
    let side: CGFloat

    var body: some View {
        let line = max(1.5, side * 0.06)
        switch kind {
        case .flag:
            Image(systemName: "flag.fill")
                .font(.system(size: side * 0.45))
                .foregroundStyle(colour.opacity(0.6))
        case .guardHome:
            Rectangle().strokeBorder(colour.opacity(0.8), lineWidth: line).padding(side * 0.1)
        case .attackPoint:
            Path { path in
                for triangle in AttackPointMark.triangles(side: side) {
                    path.addLines(triangle)
                    path.closeSubpath()
                }
            }
            .fill(colour.opacity(0.8))
        }
    }
}

/// Where a piece was taken: a cross in `frame` of the square (the whole of
/// an empty square, a corner of one where the captor stands).
private struct CaptureCross: View {
    let frame: CGRect
    let colour: Color
    let line: CGFloat

    var body: some View {
        // Each bar runs corner to corner of the frame, its round ends inside it.
        let length = max(0, frame.width * 2.0.squareRoot() - line)
        ZStack {
            ForEach([45.0, -45.0], id: \.self) { angle in
                Capsule()
                    .fill(colour)
                    .frame(width: length, height: line)
                    .rotationEffect(.degrees(angle))
            }
        }
        .frame(width: frame.width, height: frame.height)
        .offset(x: frame.minX, y: frame.minY)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A captor the besieged side must take (Capture the Flag §5.4): a sight's
/// four corner brackets around the piece, as on Android.
private struct SiegeSight: View {
    let colour: Color
    let side: CGFloat
    let line: CGFloat

    private static let corners: [Alignment] = [.topLeading, .topTrailing, .bottomLeading, .bottomTrailing]

    var body: some View {
        let leg = side * 0.28
        ZStack {
            ForEach(Self.corners.indices, id: \.self) { corner in
                ZStack(alignment: Self.corners[corner]) {
                    Rectangle().fill(colour).frame(width: leg, height: line)
                    Rectangle().fill(colour).frame(width: line, height: leg)
                }
                .frame(width: leg, height: leg, alignment: Self.corners[corner])
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: Self.corners[corner])
            }
        }
    }
}
