package vn.mathchess.ui.model

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
)

/**
 * Where [Preferences] are kept: the platform's preference store
 * (SharedPreferences on Android, java.util.prefs on the desktop), one
 * boolean per key. Reads and writes may touch the disk: the state holder
 * calls them off the main thread.
 */
interface PreferenceStore {
    /** The value kept for [key], or `null` if none was kept yet. */
    fun boolean(key: String): Boolean?

    fun setBoolean(key: String, value: Boolean)
}

/** The keys, the same as the iOS app's. */
private val KEYS: List<Pair<String, PreferenceField>> = listOf(
    "preferences.sound" to PreferenceField({ sound }, { copy(sound = it) }),
    "preferences.haptics" to PreferenceField({ haptics }, { copy(haptics = it) }),
    "preferences.showLegalMoves" to PreferenceField({ showLegalMoves }, { copy(showLegalMoves = it) }),
    "preferences.coordinates" to PreferenceField({ coordinates }, { copy(coordinates = it) }),
)

private class PreferenceField(
    val get: Preferences.() -> Boolean,
    val set: Preferences.(Boolean) -> Preferences,
)

/** The preferences kept in this store; the default for any not kept yet. */
fun PreferenceStore.loadPreferences(): Preferences =
    KEYS.fold(Preferences()) { preferences, (key, field) ->
        boolean(key)?.let { field.set(preferences, it) } ?: preferences
    }

fun PreferenceStore.savePreferences(preferences: Preferences) {
    for ((key, field) in KEYS) setBoolean(key, field.get(preferences))
}

/** A [PreferenceStore] in memory: for tests and previews. */
class MemoryPreferenceStore(private val values: MutableMap<String, Boolean> = mutableMapOf()) : PreferenceStore {
    override fun boolean(key: String): Boolean? = values[key]

    override fun setBoolean(key: String, value: Boolean) {
        values[key] = value
    }
}
