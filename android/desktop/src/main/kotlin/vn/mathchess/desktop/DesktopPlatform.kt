package vn.mathchess.desktop

import java.util.prefs.Preferences
import javax.sound.sampled.AudioSystem
import javax.sound.sampled.Clip
import vn.mathchess.ui.game.Sound
import vn.mathchess.ui.game.SoundPlayer
import vn.mathchess.ui.model.PreferenceStore

/** [PreferenceStore] over java.util.prefs, the desktop's preference store. */
class DesktopPreferenceStore(private val node: Preferences = Preferences.userRoot().node("vn/mathchess")) : PreferenceStore {
    override fun boolean(key: String): Boolean? = node.get(key, null)?.toBooleanStrictOrNull()

    override fun setBoolean(key: String, value: Boolean) = node.putBoolean(key, value)

    override fun string(key: String): String? = node.get(key, null)

    override fun setString(key: String, value: String?) = if (value == null) node.remove(key) else node.put(key, value)
}

/**
 * The Android app's sounds (`res/raw`, on the class path as `sounds/`)
 * through Java Sound; a machine without an audio device plays none.
 */
class DesktopSounds : SoundPlayer {
    private val clips = mutableMapOf<Sound, Clip?>()

    override fun play(sound: Sound) {
        val clip = clips.getOrPut(sound) { load(sound) } ?: return
        clip.framePosition = 0
        clip.start()
    }

    private fun load(sound: Sound): Clip? = runCatching {
        val name = "sounds/${sound.name.lowercase()}.wav"
        val stream = AudioSystem.getAudioInputStream(checkNotNull(javaClass.classLoader.getResource(name)))
        AudioSystem.getClip().apply { open(stream) }
    }.getOrNull()
}
