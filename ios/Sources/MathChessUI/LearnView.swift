import MathChessCore
import MathChessKit
import SwiftUI

/// The Learn screen: each game's course (its lessons, each marked when
/// done) and its puzzles (the rating, solved and failed), from the learner
/// as the store has it. A lesson or the puzzles open on a screen of their
/// own; going back closes them (``LearnStore/close()``). The game screen's
/// toolbar opens it in a sheet.
struct LearnView: View {
    @Environment(GameStore.self) private var store
    @Environment(\.strings) private var strings
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let learn = store.learn
        NavigationStack {
            List {
                ForEach([GameKind.mathChess, .captureTheFlag], id: \.self) { game in
                    if let progress = learn.progress[game] {
                        CourseSection(progress: progress)
                    }
                }
            }
            .navigationTitle(strings[.learnTitle])
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button(strings[.actionDismiss]) { dismiss() }
                }
            }
            .navigationDestination(isPresented: shown(learn.lesson != nil)) {
                if let lesson = learn.lesson {
                    LessonScreen(lesson: lesson)
                }
            }
            .navigationDestination(isPresented: shown(learn.puzzles != nil)) {
                if let puzzles = learn.puzzles {
                    PuzzleScreen(puzzles: puzzles)
                }
            }
        }
        // A lesson or the puzzles that did not open, a course not read: said over the sheet.
        .modifier(NoticeAlert())
        // Closed with the sheet: the next visit starts at the courses.
        .onDisappear { store.learn.close() }
    }

    /// Shown while `open`; going back closes the lesson or the puzzles.
    private func shown(_ open: Bool) -> Binding<Bool> {
        Binding(
            get: { @MainActor in open },
            set: { @MainActor presented in
                if !presented { store.learn.close() }
            }
        )
    }
}

#Preview {
    LearnView()
        .environment(GameStore.preview())
}
