import MathChessKit
import MathChessUI
import SwiftUI

/// The app: one store for the life of the process, handed to every view
/// through the environment. The store saves after every change; saving again
/// when the app goes to the background covers anything still in flight
/// before the system may end the process.
@main
struct MathChessApp: App {
    @State private var store = GameStore.launch()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(store)
        }
        .onChange(of: scenePhase) {
            if scenePhase == .background {
                store.save()
            }
        }
    }
}
