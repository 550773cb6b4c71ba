package vn.mathchess.ui.model

import kotlin.test.Test
import kotlin.test.assertEquals

class PreferencesTest {
    @Test
    fun load_whenNothingKept_thenEverythingOn() {
        assertEquals(Preferences(), MemoryPreferenceStore().loadPreferences())
    }

    @Test
    fun save_thenLoad_givesTheSamePreferences_underTheKeysTheIosAppUses() {
        val store = MemoryPreferenceStore()
        val chosen = Preferences(sound = false, haptics = true, showLegalMoves = false, coordinates = false)
        store.savePreferences(chosen)
        assertEquals(chosen, store.loadPreferences())
        assertEquals(false, store.boolean("preferences.sound"))
        assertEquals(false, store.boolean("preferences.showLegalMoves"))
        assertEquals(true, store.boolean("preferences.haptics"))
    }

    @Test
    fun load_whenSomeKept_thenTheRestDefault() {
        val store = MemoryPreferenceStore(mutableMapOf("preferences.coordinates" to false))
        assertEquals(Preferences(coordinates = false), store.loadPreferences())
    }
}
