import Accessibility
import MathChessCore
import MathChessKit
import SwiftUI

/// Haptics, sounds and VoiceOver's announcements for what happens in the
/// game (the store's ``GameStore/happening``), each as the player's
/// preferences allow: a tick when a piece is selected, a light tap and a
/// click for a move, a heavier one for a capture, a success and a chime when
/// the game ends; VoiceOver says each move played (the computer's too), what
/// it took and by which rule, the duty it leaves, and the end of the game;
/// a move taken back or played again is said with the move's click and no
/// tap; a declined draw or a resignation taken back is said, with no sound
/// or tap; a refused tap or intent (the store's ``GameStore/flash``, which
/// shows why) knocks and taps as on Android.
/// Devices without haptics simply play none.
struct GameFeedback: ViewModifier {
    @Environment(GameStore.self) private var store
    @Environment(\.strings) private var strings
    @State private var sounds = SoundEffects()

    func body(content: Content) -> some View {
        // Two steps, each a short chain: one long chain of closures is more
        // than the type checker solves in reasonable time.
        announced(tapped(content))
    }

    /// The haptics, each a trigger and a predicate of its own.
    private func tapped(_ content: Content) -> some View {
        let haptics = store.preferences.haptics
        return content
            .sensoryFeedback(.selection, trigger: store.snapshot.selected) { _, selected in
                haptics && selected != nil
            }
            .sensoryFeedback(.impact(weight: .light), trigger: store.happening) { _, now in
                haptics && Self.isQuietMove(now)
            }
            .sensoryFeedback(.impact(weight: .heavy), trigger: store.happening) { _, now in
                haptics && Self.isCapture(now)
            }
            .sensoryFeedback(.success, trigger: store.happening) { _, now in
                haptics && Self.isEnd(now)
            }
            .sensoryFeedback(.impact(weight: .light), trigger: store.flash) { _, now in
                haptics && now != nil
            }
    }

    /// The sounds and VoiceOver's words.
    private func announced(_ view: some View) -> some View {
        view
            .onChange(of: store.flash) { _, now in
                guard let now, store.preferences.sound else { return }
                sounds.play(now.sound)
            }
            .onChange(of: store.happening) { _, now in
                guard let now else { return }
                announce(now)
            }
    }

    private func announce(_ happening: Happening) {
        let words = strings.announcement(of: happening.event, on: store.snapshot)
        AccessibilityNotification.Announcement(words).post()
        guard store.preferences.sound, let sound = happening.event.sound else { return }
        sounds.play(sound)
    }

    nonisolated private static func isQuietMove(_ happening: Happening?) -> Bool {
        guard let event = happening?.event else { return false }
        return event.isMove && !event.isCapture
    }

    nonisolated private static func isCapture(_ happening: Happening?) -> Bool {
        happening?.event.isCapture == true
    }

    nonisolated private static func isEnd(_ happening: Happening?) -> Bool {
        happening?.event.isEnd == true
    }
}
