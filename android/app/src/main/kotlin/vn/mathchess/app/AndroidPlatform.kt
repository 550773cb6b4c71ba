package vn.mathchess.app

import android.content.Context
import android.media.AudioAttributes
import android.media.SoundPool
import android.provider.Settings
import vn.mathchess.ui.game.Sound
import vn.mathchess.ui.game.SoundPlayer
import vn.mathchess.ui.model.PreferenceStore

/** [PreferenceStore] over the app's SharedPreferences. */
class SharedPreferenceStore(context: Context) : PreferenceStore {
    private val preferences = context.getSharedPreferences("preferences", Context.MODE_PRIVATE)

    override fun boolean(key: String): Boolean? = if (preferences.contains(key)) preferences.getBoolean(key, false) else null

    override fun setBoolean(key: String, value: Boolean) = preferences.edit().putBoolean(key, value).apply()

    override fun string(key: String): String? = preferences.getString(key, null)

    override fun setString(key: String, value: String?) = preferences.edit().putString(key, value).apply()
}

/**
 * The game's sounds (`res/raw`, made by `android/scripts/make-sounds.py`)
 * through a [SoundPool] in the game's audio usage: each loaded once, at
 * start, and played at once when asked. [release] when the Activity goes.
 */
class PoolSounds(context: Context) : SoundPlayer {
    private val pool = SoundPool.Builder()
        .setMaxStreams(2)
        .setAudioAttributes(
            AudioAttributes.Builder()
                .setUsage(AudioAttributes.USAGE_GAME)
                .setContentType(AudioAttributes.CONTENT_TYPE_SONIFICATION)
                .build(),
        )
        .build()

    private val ids: Map<Sound, Int> = Sound.entries.associateWith { sound ->
        val resource = when (sound) {
            Sound.MOVE -> R.raw.move
            Sound.CAPTURE -> R.raw.capture
            Sound.REFUSED -> R.raw.refused
            Sound.GAME_OVER -> R.raw.game_over
        }
        pool.load(context, resource, 1)
    }

    override fun play(sound: Sound) {
        ids[sound]?.let { pool.play(it, 1f, 1f, 1, 0, 1f) }
    }

    fun release() = pool.release()
}

/** Whether the system animates: "Remove animations" sets the animator duration scale to 0. */
fun Context.animationsEnabled(): Boolean =
    Settings.Global.getFloat(contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, 1f) != 0f
