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
        let haptics = store.preferences.haptics
        content
            .sensoryFeedback(.selection, trigger: store.snapshot.selected) { _, selected in
                haptics && selected != nil
            }
            .sensoryFeedback(.impact(weight: .light), trigger: store.happening) { _, now in
                haptics && now.map { $0.event.isMove && !$0.event.isCapture } == true
            }
            .sensoryFeedback(.impact(weight: .heavy), trigger: store.happening) { _, now in
                haptics && now?.event.isCapture == true
            }
            .sensoryFeedback(.success, trigger: store.happening) { _, now in
                haptics && now?.event.isEnd == true
            }
            .sensoryFeedback(.impact(weight: .light), trigger: store.flash) { _, now in
                haptics && now != nil
            }
            .onChange(of: store.flash) { _, now in
                guard let now, store.preferences.sound else { return }
                sounds.play(now.sound)
            }
            .onChange(of: store.happening) { _, now in
                guard let now else { return }
                AccessibilityNotification.Announcement(strings.announcement(of: now.event, on: store.snapshot)).post()
                guard store.preferences.sound, let sound = now.event.sound else { return }
                sounds.play(sound)
            }
    }
}
