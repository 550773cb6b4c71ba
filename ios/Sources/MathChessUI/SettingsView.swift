import MathChessKit
import SwiftUI

/// The player's preferences: sounds and vibration, whether the selected
/// piece's moves are marked, the row and column names, and the app's
/// language (the device's, or one of the app's own, each named in itself).
/// Changes take effect at once and are kept.
struct SettingsView: View {
    @Environment(GameStore.self) private var store
    @Environment(\.strings) private var strings
    @Environment(\.dismiss) private var dismiss

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
                    Picker(strings[.settingsLanguageTitle], selection: $store.preferences.language) {
                        Text(strings[.settingsLanguageDevice]).tag(String?.none)
                        ForEach(Strings.appLanguages, id: \.self) { language in
                            Text(Strings.name(of: language)).tag(String?.some(language))
                        }
                    }
                    .pickerStyle(.inline)
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
