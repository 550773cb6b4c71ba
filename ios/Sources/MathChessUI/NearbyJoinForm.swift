import MathChessCore
import MathChessKit
import SwiftUI

/// Joining a game another phone hosts: the code it shows typed in (any case,
/// spaces or hyphens anywhere), Join, and under it "Joining…" or why it
/// failed: a mistyped code (nothing sent), no game at that code, a refusal,
/// the local network not allowed. `onJoined` runs once the game is joined.
struct NearbyJoinForm: View {
    let onJoined: @MainActor () -> Void

    @Environment(GameStore.self) private var store
    @Environment(\.strings) private var strings
    @State private var code = ""

    var body: some View {
        Section {
            TextField(strings[.nearbyCodeEntry], text: $code)
                .font(.system(.title3, design: .monospaced))
                .textInputAutocapitalization(.characters)
                .autocorrectionDisabled()
                .onSubmit { join() }
            Button(strings[.nearbyJoinAction], action: join)
                .disabled(store.isJoining || code.isEmpty)
            if store.isJoining {
                HStack(spacing: 8) {
                    ProgressView()
                    Text(strings[.nearbyJoining])
                }
            } else if let failure = store.nearbyFailure {
                Text(strings.text(of: failure))
                    .font(.footnote)
                    .foregroundStyle(.red)
            }
        } header: {
            Text(strings[.nearbyJoin])
        }
    }

    private func join() {
        guard !store.isJoining, !code.isEmpty else { return }
        Task {
            if await store.join(code: code) {
                onJoined()
            }
        }
    }
}

#Preview {
    Form {
        NearbyJoinForm {}
    }
    .environment(GameStore.preview())
}
