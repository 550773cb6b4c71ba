import AVFoundation
import Foundation
import MathChessKit

/// The game's short sounds (`Resources/Sounds`, made by
/// `ios/scripts/make_sounds.py`): a move, a capture, a refusal, the end of
/// a game.
/// They play in the ambient audio category: the silent switch mutes them and
/// music from other apps keeps playing under them. Each sound is loaded the
/// first time it plays.
@MainActor
final class SoundEffects {
    private var players: [GameSound: AVAudioPlayer] = [:]
    private var sessionReady = false

    nonisolated init() {}

    func play(_ sound: GameSound) {
        prepareSession()
        guard let player = self.player(for: sound) else { return }
        player.currentTime = 0
        player.play()
    }

    private func player(for sound: GameSound) -> AVAudioPlayer? {
        if let player = players[sound] {
            return player
        }
        // Processed resources usually land at the bundle's top level; look in the folder too.
        guard let url = Bundle.module.url(forResource: sound.rawValue, withExtension: "wav")
            ?? Bundle.module.url(forResource: sound.rawValue, withExtension: "wav", subdirectory: "Sounds"),
            let player = try? AVAudioPlayer(contentsOf: url)
        else { return nil }
        player.prepareToPlay()
        players[sound] = player
        return player
    }

    /// The ambient category, set once: without it the default (solo ambient)
    /// would stop music playing in another app.
    private func prepareSession() {
        guard !sessionReady else { return }
        sessionReady = true
        #if os(iOS)
        try? AVAudioSession.sharedInstance().setCategory(.ambient)
        #endif
    }
}
