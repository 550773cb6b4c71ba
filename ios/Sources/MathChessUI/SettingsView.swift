import MathChessKit
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

/// The player's preferences: sounds and vibration, whether the selected
/// piece's moves are marked, and the row and column names. The language is
/// the system's (or the one chosen for this app in the Settings app, which a
/// button here opens). Changes take effect at once and are kept.
struct SettingsView: View {
    @Environment(GameStore.self) private var store
    @Environment(\.strings) private var strings
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL

    var body: some View {
        @Bindable var store = store
        NavigationStack {
            Form {
                Section {
                    Toggle(strings[.settingsSound], isOn: $store.preferences.sound)
                    Toggle(strings[.settingsHaptics], isOn: $store.preferences.haptics)
                }
                Section(strings[.newGameBoard]) {
                    Toggle(strings[.settingsShowLegalMoves], isOn: $store.preferences.showLegalMoves)
                    Toggle(strings[.settingsCoordinates], isOn: $store.preferences.coordinates)
                }
                Section {
                    #if os(iOS)
                    Button(strings[.actionOpenSettings]) {
                        if let url = URL(string: UIApplication.openSettingsURLString) {
                            openURL(url)
                        }
                    }
                    #endif
                } footer: {
                    Text(strings[.settingsLanguage])
                }
            }
            .navigationTitle(strings[.actionSettings])
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button(strings[.actionDismiss]) { dismiss() }
                }
            }
        }
    }
}

#Preview {
    SettingsView()
        .environment(GameStore.preview())
}
