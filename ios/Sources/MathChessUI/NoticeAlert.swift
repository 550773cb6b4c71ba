import MathChessKit
import SwiftUI

/// The store's notice, if one waits, as an alert until the player
/// dismisses it: on the root view, and on a sheet (Learn) that would
/// otherwise hide it.
struct NoticeAlert: ViewModifier {
    @Environment(GameStore.self) private var store
    @Environment(\.strings) private var strings

    func body(content: Content) -> some View {
        content.alert(
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
