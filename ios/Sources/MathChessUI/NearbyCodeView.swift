import MathChessCore
import MathChessKit
import SwiftUI

/// The join code a hosting phone shows, large, to be read aloud and typed on
/// the other phone, with the game and its rules and what to do there.
struct NearbyCodeView: View {
    let code: String
    /// The game and its rules: "Vietnamese Math Chess · Chessplayx".
    let game: String

    @Environment(\.strings) private var strings

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(strings[.nearbyCodeLabel])
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(code)
                .font(.system(.largeTitle, design: .monospaced, weight: .bold))
                .minimumScaleFactor(0.5)
                // Read aloud a character at a time.
                .accessibilityLabel(code.map(String.init).joined(separator: " "))
            Text(game)
                .font(.subheadline.weight(.semibold))
            Text(strings[.nearbyCodeHint])
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .accessibilityElement(children: .combine)
    }
}

#Preview {
    NearbyCodeView(code: "R0MA-0Q2F-H2XP-3K7C", game: "Vietnamese Math Chess · Chessplayx")
        .padding()
}
