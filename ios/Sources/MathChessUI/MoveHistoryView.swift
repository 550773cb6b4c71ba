import MathChessCore
import MathChessKit
import SwiftUI

/// The moves played, numbered, to review the game: tap one to see the
/// position after it, step back and forth with the arrows, and go back to
/// the game. A strip under the board on a phone upright, a list in the side
/// pane.
struct MoveHistoryView: View {
    var axis: Axis = .vertical

    @Environment(GameStore.self) private var store
    @Environment(\.strings) private var strings
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        let snapshot = store.snapshot
        VStack(alignment: .leading, spacing: 6) {
            header(snapshot)
            if snapshot.history.isEmpty {
                empty
            } else {
                moves(snapshot)
            }
        }
    }

    /// The number of plies on the board shown: the one reviewed, or all of them.
    private func shownPly(_ snapshot: Snapshot) -> Int {
        snapshot.browsing.map(Int.init) ?? snapshot.history.count
    }

    private func header(_ snapshot: Snapshot) -> some View {
        HStack(spacing: 8) {
            Text(strings[.moves])
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            Spacer(minLength: 0)
            Button { store.browseBack() } label: {
                Label(strings[.actionReviewBack], systemImage: "chevron.backward")
            }
            .disabled(!snapshot.mayBrowseBack)
            Button { store.browseForward() } label: {
                Label(strings[.actionReviewForward], systemImage: "chevron.forward")
            }
            .disabled(!snapshot.mayBrowseForward)
        }
        .labelStyle(.iconOnly)
        .buttonStyle(.borderless)
    }

    @ViewBuilder
    private var empty: some View {
        if axis == .vertical {
            ContentUnavailableView(strings[.movesEmpty], systemImage: "list.number")
        } else {
            Text(strings[.movesEmpty])
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
    }

    private func moves(_ snapshot: Snapshot) -> some View {
        let shown = shownPly(snapshot)
        return ScrollViewReader { reader in
            ScrollView(axis == .vertical ? .vertical : .horizontal) {
                // Lazy stacks: only the rows on screen read their move from the core.
                Group {
                    if axis == .vertical {
                        LazyVStack(alignment: .leading, spacing: 4) { rows(snapshot.history, shown: shown) }
                    } else {
                        LazyHStack(spacing: 4) { rows(snapshot.history, shown: shown) }
                    }
                }
                .padding(.vertical, 2)
            }
            .onChange(of: shown, initial: true) {
                withAnimation(reduceMotion ? nil : .default) { reader.scrollTo(shown) }
            }
        }
    }

    private func rows(_ history: MoveHistory, shown: Int) -> some View {
        let review: Review? = if case let .done(review) = store.review { review } else { nil }
        return ForEach(history.indices, id: \.self) { index in
            move(history[index], ply: index + 1, mark: review?.move(fromPly: index)?.mark, shown: index + 1 == shown)
                .id(index + 1)
        }
    }

    /// One move, "12. d3xd7=7-4", with its mark once the game has been
    /// reviewed ("?? ", read "Blunder"): a tap shows the position after it.
    private func move(_ text: String, ply: Int, mark: ReviewMark?, shown: Bool) -> some View {
        let entry = "\(ply). \(text)"
        return Button { store.browse(ply: ply) } label: {
            Text(verbatim: mark.map { "\(entry) \($0.glyph)" } ?? entry)
                .font(.callout.monospacedDigit())
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .frame(maxWidth: axis == .vertical ? .infinity : nil, alignment: .leading)
                .background(shown ? Color.accentColor.opacity(0.2) : Color.clear, in: Capsule())
        }
        .buttonStyle(.plain)
        .accessibilityLabel(mark.map { "\(entry), \(strings[$0.label])" } ?? entry)
        .accessibilityAddTraits(shown ? .isSelected : [])
    }
}

#Preview {
    MoveHistoryView()
        .padding()
        .environment(GameStore.preview())
}
