import MathChessKit
import SwiftUI

/// The app's text, read by every view from the environment: the system's
/// language by default, the one the player's preferences choose under the
/// root view (``GameStore/strings``), another one in a preview.
private struct StringsKey: EnvironmentKey {
    static let defaultValue = Strings.system
}

extension EnvironmentValues {
    var strings: Strings {
        get { self[StringsKey.self] }
        set { self[StringsKey.self] = newValue }
    }
}
