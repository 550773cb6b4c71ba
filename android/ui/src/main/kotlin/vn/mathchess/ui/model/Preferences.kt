package vn.mathchess.ui.model

import vn.mathchess.ui.text.APP_LANGUAGES

/**
 * How the player likes the app to behave: feedback and appearance only,
 * never the game (that is in the game's own save).
 */
data class Preferences(
    val sound: Boolean = true,
    val haptics: Boolean = true,
    /** Mark the selected piece's steps and captures. */
    val showLegalMoves: Boolean = true,
    /** Row and column labels at the board's edges. */
    val coordinates: Boolean = true,
    /** The app's language, one of [APP_LANGUAGES]; `null` for the device's. */
    val language: String? = null,
)

/**
 * Where [Preferences] are kept: the platform's preference store
 * (SharedPreferences on Android, java.util.prefs on the desktop), one
 * value per key. Reads and writes may touch the disk: the state holder
 * calls them off the main thread.
 */
interface PreferenceStore {
    /** The value kept for [key], or `null` if none was kept yet. */
    fun boolean(key: String): Boolean?

    fun setBoolean(key: String, value: Boolean)

    /** The text kept for [key], or `null` if none is kept. */
    fun string(key: String): String?

    /** Keeps [value] for [key]; `null` removes it. */
    fun setString(key: String, value: String?)
}

/** The keys, the same as the iOS app's. */
private val KEYS: List<Pair<String, PreferenceField>> = listOf(
    "preferences.sound" to PreferenceField({ sound }, { copy(sound = it) }),
    "preferences.haptics" to PreferenceField({ haptics }, { copy(haptics = it) }),
    "preferences.showLegalMoves" to PreferenceField({ showLegalMoves }, { copy(showLegalMoves = it) }),
    "preferences.coordinates" to PreferenceField({ coordinates }, { copy(coordinates = it) }),
)

/** The app's language, as a language tag; none kept: the device's. */
private const val LANGUAGE_KEY = "preferences.language"

private class PreferenceField(
    val get: Preferences.() -> Boolean,
    val set: Preferences.(Boolean) -> Preferences,
)

/** The preferences kept in this store; the default for any not kept yet (or a language the app no longer has). */
fun PreferenceStore.loadPreferences(): Preferences =
    KEYS.fold(Preferences()) { preferences, (key, field) ->
        boolean(key)?.let { field.set(preferences, it) } ?: preferences
    }.copy(language = string(LANGUAGE_KEY)?.takeIf { it in APP_LANGUAGES })

fun PreferenceStore.savePreferences(preferences: Preferences) {
    for ((key, field) in KEYS) setBoolean(key, field.get(preferences))
    setString(LANGUAGE_KEY, preferences.language)
}

/** A [PreferenceStore] in memory: for tests and previews. */
class MemoryPreferenceStore(private val values: MutableMap<String, Any> = mutableMapOf()) : PreferenceStore {
    override fun boolean(key: String): Boolean? = values[key] as? Boolean

    override fun setBoolean(key: String, value: Boolean) {
        values[key] = value
    }

    override fun string(key: String): String? = values[key] as? String

    override fun setString(key: String, value: String?) {
        if (value == null) values.remove(key) else values[key] = value
    }
}
