import MathChessKit
import SwiftUI

/// The app's one window: the game screen, and any notice the store holds
/// (a saved game that could not be read, a save that failed) until the player
/// dismisses it, all in the language the player's preferences choose (the
/// store's ``GameStore/strings``, put in the environment here). The app
/// creates the store and puts it in the environment:
/// `RootView().environment(store)`.
public struct RootView: View {
    @Environment(GameStore.self) private var store

    public init() {}

    public var body: some View {
        let strings = store.strings
        NavigationStack {
            GameScreen()
        }
        .modifier(NoticeAlert())
        .environment(\.strings, strings)
    }
}

#Preview {
    RootView()
        .environment(GameStore.preview())
}
