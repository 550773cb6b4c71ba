package vn.mathchess.desktop

import androidx.compose.ui.hapticfeedback.HapticFeedbackType
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assert
import androidx.compose.ui.test.assertIsOff
import androidx.compose.ui.test.assertIsOn
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import java.io.File
import java.nio.file.Files
import java.util.Locale
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotEquals
import vn.mathchess.ui.game.Sound
import vn.mathchess.ui.model.MemoryPreferenceStore
import vn.mathchess.ui.text.LanguageStrings

/** The settings screen: each switch shows the preference, changes what the game does at once, and is kept. */
@OptIn(ExperimentalTestApi::class)
class SettingsTest {
    private val dir: File = Files.createTempDirectory("mathchess-settings").toFile()

    private fun ComposeUiTest.toggle(vararg settings: String) {
        onNodeWithTag("settings").performClick()
        for (setting in settings) onNodeWithTag("setting-$setting").performClick()
        onNodeWithTag("back").performClick()
        waitForIdle()
    }

    @Test
    fun eachSwitch_showsWhatIsKept() = runApp {
        val preferences = MemoryPreferenceStore(mutableMapOf("preferences.sound" to false, "preferences.coordinates" to true))
        launch(dir, preferences = preferences)
        onNodeWithTag("settings").performClick()
        onNodeWithTag("setting-sound").assertIsOff()
        onNodeWithTag("setting-haptics").assertIsOn()
        onNodeWithTag("setting-legal-moves").assertIsOn()
        onNodeWithTag("setting-coordinates").assertIsOn().performClick()
        onNodeWithTag("setting-coordinates").assertIsOff()
    }

    /** The app's own languages, [english] for the device's. */
    private val languages = LanguageStrings { language -> language?.let { XmlStrings.forLocale(Locale.forLanguageTag(it)) } ?: english }

    @Test
    fun aLanguageChosen_changesTheTextsAtOnce_andIsKept() = runApp {
        val preferences = MemoryPreferenceStore()
        launch(dir, preferences = preferences, languages = languages)
        onNodeWithTag("status").assertTextEquals("Blue to move")
        onNodeWithTag("settings").performClick()
        onNodeWithTag("language-device").assertIsSelected()
        onNodeWithText("Tiếng Việt").assertExists()
        onNodeWithText("Čeština").assertExists()
        onNodeWithTag("language-vi").performClick()
        waitForIdle()
        onNodeWithTag("language-vi").assertIsSelected()
        onNodeWithText("Ngôn ngữ").assertExists()
        assertEquals("vi", preferences.string("preferences.language"))
        onNodeWithTag("back").performClick()
        waitForIdle()
        onNodeWithTag("status").assertTextEquals("Đến lượt Xanh")

        onNodeWithTag("settings").performClick()
        onNodeWithTag("language-device").performClick()
        onNodeWithTag("back").performClick()
        waitForIdle()
        onNodeWithTag("status").assertTextEquals("Blue to move")
        assertEquals(null, preferences.string("preferences.language"))
    }

    @Test
    fun aKeptLanguage_appliesAtLaunch() = runApp {
        launch(dir, preferences = MemoryPreferenceStore(mutableMapOf("preferences.language" to "cs")), languages = languages)
        onNodeWithTag("status").assertTextEquals("Na tahu je Modrý")
    }

    @Test
    fun keptPreferences_applyAtLaunch() = runApp {
        launch(dir, preferences = MemoryPreferenceStore(mutableMapOf("preferences.coordinates" to false)))
        onNodeWithText("11").assertDoesNotExist()
        onNodeWithText("a").assertDoesNotExist()
    }

    @Test
    fun soundsTurnedOffAndOnAgain_playAgain() = runApp {
        val sounds = RecordedSounds()
        launch(dir, sounds = sounds)
        toggle("sound")
        play(2, 20)
        assertEquals(emptyList(), sounds.played)
        toggle("sound")
        play(92, 74)
        assertEquals(listOf(Sound.MOVE), sounds.played)
    }

    @Test
    fun aMove_isFelt() = runApp {
        val haptics = RecordedHaptics()
        launch(dir, haptics = haptics)
        play(2, 20)
        assertEquals(listOf(HapticFeedbackType.TextHandleMove), haptics.performed)
    }

    @Test
    fun aCapture_isFeltMoreStrongly() = runApp {
        val haptics = RecordedHaptics()
        launch(dir, savedGame(TWO_FORMULAS_GAME_GOES_ON), haptics = haptics)
        captureOnA5()
        assertEquals(listOf(HapticFeedbackType.LongPress), haptics.performed)
    }

    @Test
    fun withVibrationOff_nothingIsFelt() = runApp {
        val haptics = RecordedHaptics()
        launch(dir, haptics = haptics)
        toggle("haptics")
        play(2, 20)
        play(13)
        assertEquals(emptyList(), haptics.performed)
    }

    @Test
    fun withMarkedMovesOff_theTargetsAreNotDrawn_butStillRead() = runApp {
        launch(dir)
        val plain = pixels("square-20").middle()
        play(2)
        assertNotEquals(plain, pixels("square-20").middle(), "the step target's dot")
        play(2)
        toggle("legal-moves")
        play(2)
        assertEquals(plain, pixels("square-20").middle(), "no dot")
        square(20).assert(hasContentDescription("c3, empty, can move here"))
    }
}
