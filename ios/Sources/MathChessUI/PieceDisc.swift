import MathChessCore
import SwiftUI

/// A piece: its number on a disc of its side's colour; a 0 wears a ring.
/// With "Differentiate Without Color" on, Red's pieces are rounded squares,
/// so that the sides never differ by colour alone. Decorative for VoiceOver:
/// the square (or the list) it stands in says what it is.
struct PieceDisc: View {
    let piece: PieceView
    let size: CGFloat
    /// Turned 180° for the far player, face to face.
    var upsideDown = false

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor

    var body: some View {
        let palette = BoardPalette.of(colorScheme)
        shape
            .fill(palette.piece(piece.side).gradient)
            .overlay {
                if piece.number == 0 {
                    shape.stroke(palette.pieceText, lineWidth: size * 0.06).padding(size * 0.15)
                }
            }
            .overlay {
                Text(verbatim: "\(piece.number)")
                    .font(.system(size: size * 0.5, weight: .bold, design: .rounded))
                    .foregroundStyle(palette.pieceText)
            }
            .frame(width: size, height: size)
            .shadow(color: .black.opacity(0.25), radius: size * 0.04, y: size * 0.03)
            .rotationEffect(.degrees(upsideDown ? 180 : 0))
            .accessibilityHidden(true)
    }

    private var shape: AnyShape {
        if differentiateWithoutColor && piece.side == .red {
            AnyShape(RoundedRectangle(cornerRadius: size * 0.22, style: .continuous))
        } else {
            AnyShape(Circle())
        }
    }
}

#Preview {
    HStack {
        PieceDisc(piece: PieceView(side: .blue, number: 7), size: 44)
        PieceDisc(piece: PieceView(side: .red, number: 0), size: 44)
        PieceDisc(piece: PieceView(side: .red, number: 9), size: 44, upsideDown: true)
    }
    .padding()
}
