import MathChessCore
import SwiftUI

/// The colours of the board, its marks and the pieces, in light and dark
/// mode: no colour literal lives in a view. The pieces' blue and red stay
/// apart for colour-blind players too, since a red piece can also be drawn
/// square (see ``PieceDisc``).
struct BoardPalette: Sendable {
    var board: Color
    var boardShade: Color
    var line: Color
    var label: Color
    var blue: Color
    var red: Color
    var pieceText: Color
    var selected: Color
    var stepTarget: Color
    var captureTarget: Color
    var lastMove: Color
    var danger: Color
    /// The hint's squares.
    var hint: Color
    /// The supports of an open move choice.
    var support: Color
    /// The move played, in a reviewed game (the engine's move takes ``hint``).
    var reviewPlayed: Color

    func piece(_ side: Side) -> Color {
        switch side {
        case .blue: blue
        case .red: red
        }
    }

    static func of(_ scheme: ColorScheme) -> BoardPalette {
        scheme == .dark ? .dark : .light
    }

    static let light = BoardPalette(
        board: Color(rgb: 0xF3E3C3),
        boardShade: Color(rgb: 0xEAD5AC),
        line: Color(rgb: 0x9C7A4B),
        label: Color(rgb: 0x6D5533),
        blue: Color(rgb: 0x1F5FBF),
        red: Color(rgb: 0xC62828),
        pieceText: .white,
        selected: Color(rgb: 0xFFB300),
        stepTarget: Color(rgb: 0x2E7D32),
        captureTarget: Color(rgb: 0xE65100),
        lastMove: Color(rgb: 0x66BB6A, opacity: 0.35),
        danger: Color(rgb: 0xD50000),
        hint: Color(rgb: 0x8E24AA),
        support: Color(rgb: 0x00897B),
        reviewPlayed: Color(rgb: 0x00838F)
    )

    static let dark = BoardPalette(
        board: Color(rgb: 0x4A3E2E),
        boardShade: Color(rgb: 0x33291D),
        line: Color(rgb: 0x8A7457),
        label: Color(rgb: 0xCBB898),
        blue: Color(rgb: 0x5C9CFF),
        red: Color(rgb: 0xFF6E6E),
        pieceText: Color(rgb: 0x111111),
        selected: Color(rgb: 0xFFD54F),
        stepTarget: Color(rgb: 0x81C784),
        captureTarget: Color(rgb: 0xFFA040),
        lastMove: Color(rgb: 0x81C784, opacity: 0.35),
        danger: Color(rgb: 0xFF5252),
        hint: Color(rgb: 0xCE93D8),
        support: Color(rgb: 0x4DB6AC),
        reviewPlayed: Color(rgb: 0x4DD0E1)
    )
}

private extension Color {
    /// A colour from its `0xRRGGBB` value.
    init(rgb: UInt32, opacity: Double = 1) {
        self.init(
            .sRGB,
            red: Double((rgb >> 16) & 0xFF) / 255,
            green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255,
            opacity: opacity
        )
    }
}
