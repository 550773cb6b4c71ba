import MathChessCore
import MathChessKit
import SwiftUI

/// Haptics and sounds for what happens in the game, each as the player's
/// preferences allow: a tick when a piece is selected, a light tap and a
/// click for a move, a heavier one for a capture, and a success and a chime
/// when the game ends. Devices without haptics simply play none.
struct GameFeedback: ViewModifier {
    @Environment(GameStore.self) private var store
    @State private var sounds = SoundEffects()

    func body(content: Content) -> some View {
        let moment = Moment(store.snapshot)
        let haptics = store.preferences.haptics
        content
            .sensoryFeedback(.selection, trigger: store.snapshot.selected) { _, selected in
                haptics && selected != nil
            }
            .sensoryFeedback(.impact(weight: .light), trigger: moment) { before, now in
                haptics && now.isMove(after: before)
            }
            .sensoryFeedback(.impact(weight: .heavy), trigger: moment) { before, now in
                haptics && now.isCapture(after: before)
            }
            .sensoryFeedback(.success, trigger: moment) { before, now in
                haptics && now.isEnd(after: before)
            }
            .onChange(of: moment) { before, now in
                guard store.preferences.sound else { return }
                if now.isEnd(after: before) {
                    sounds.play(.gameOver)
                } else if now.isCapture(after: before) {
                    sounds.play(.capture)
                } else if now.isMove(after: before) {
                    sounds.play(.move)
                }
            }
    }
}

/// What feedback follows in a snapshot: how many moves were played and
/// pieces captured, whether the game is over or under review. An undo or a
/// step back in review gives no feedback; a redo plays like a move.
private struct Moment: Equatable {
    let plies: Int
    let captures: Int
    let over: Bool
    let reviewing: Bool

    init(_ snapshot: Snapshot) {
        plies = snapshot.history.count
        captures = snapshot.blueCaptured.count + snapshot.redCaptured.count
        over = snapshot.outcome != nil
        reviewing = snapshot.review != nil
    }

    func isEnd(after before: Moment) -> Bool {
        over && !before.over
    }

    func isCapture(after before: Moment) -> Bool {
        played(after: before) && captures > before.captures
    }

    func isMove(after before: Moment) -> Bool {
        played(after: before) && captures == before.captures
    }

    /// A move was played, and it did not end the game (the end has its own feedback).
    private func played(after before: Moment) -> Bool {
        !reviewing && plies > before.plies && !isEnd(after: before)
    }
}
