import MathChessKit
import SwiftUI

/// The app's one window: the game screen, and any notice the store holds
/// (a saved game that could not be read, a save that failed) until the player
/// dismisses it. The app creates the store and puts it in the environment:
/// `RootView().environment(store)`.
public struct RootView: View {
    @Environment(GameStore.self) private var store
    @Environment(\.strings) private var strings

    public init() {}

    public var body: some View {
        NavigationStack {
            GameScreen()
        }
        .alert(
            store.notice.map { strings[$0.label] } ?? "",
            isPresented: Binding(
                get: { @MainActor in store.notice != nil },
                set: { @MainActor shown in
                    if !shown { store.dismissNotice() }
                }
            )
        ) {
            Button(strings[.actionDismiss]) { store.dismissNotice() }
        }
    }
}

#Preview {
    RootView()
        .environment(GameStore.preview())
}
