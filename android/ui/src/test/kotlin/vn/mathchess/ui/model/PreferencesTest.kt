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

    @Test
    fun aLanguage_isKept_andTheDevicesLanguage_isKeptAsNone() {
        val store = MemoryPreferenceStore()
        store.savePreferences(Preferences(language = "cs"))
        assertEquals("cs", store.string("preferences.language"))
        assertEquals(Preferences(language = "cs"), store.loadPreferences())
        store.savePreferences(Preferences(language = null))
        assertEquals(null, store.string("preferences.language"))
        assertEquals(Preferences(), store.loadPreferences())
    }

    @Test
    fun aLanguageTheAppDoesNotHave_loadsAsTheDevicesLanguage() {
        val store = MemoryPreferenceStore(mutableMapOf("preferences.language" to "klingon"))
        assertEquals(null, store.loadPreferences().language)
    }
}
