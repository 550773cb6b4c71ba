import MathChessCore
import MathChessKit
import SwiftUI

/// The engine's verdict on the game (the core's review, run off the main
/// actor while this screen is open): how many inaccuracies, mistakes and
/// blunders each side made, then each move with its mark and the engine's
/// move. A tap on a move shows the position before it on the board, the
/// move played and the engine's marked there. A review that did not finish
/// says so, with a button to run it again.
struct ReviewView: View {
    @Environment(GameStore.self) private var store
    @Environment(\.strings) private var strings
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            content
                .navigationTitle(strings[.reviewTitle])
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button(strings[.actionDismiss]) { dismiss() }
                    }
                }
        }
        .onAppear { store.startReview() }
        // Closed before it finished: the review is not wanted (a finished one stays).
        .onDisappear { store.stopReview() }
    }

    @ViewBuilder
    private var content: some View {
        if case let .done(review) = store.review {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 4) {
                    VStack(alignment: .leading, spacing: 4) {
                        ForEach([Side.blue, .red], id: \.self) { side in
                            Text(strings.counts(of: side, in: review))
                                .font(.subheadline.weight(.semibold))
                        }
                    }
                    .padding(.bottom, 8)
                    ForEach(review.moves, id: \.ply) { move in
                        Button {
                            store.browse(ply: Int(move.ply))
                            dismiss()
                        } label: {
                            ReviewRow(move: move)
                        }
                        .buttonStyle(.plain)
                    }
                }
                .frame(maxWidth: 640, alignment: .leading)
                .padding()
                .frame(maxWidth: .infinity)
            }
        } else if store.review == .failed {
            VStack(spacing: 12) {
                Text(strings[.reviewFailed])
                Button(strings[.actionRetry]) { store.startReview() }
                    .buttonStyle(.bordered)
            }
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        } else {
            VStack(spacing: 12) {
                ProgressView()
                Text(strings[.reviewRunning])
            }
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}

#Preview {
    ReviewView()
        .environment(GameStore.preview())
}
