package vn.mathchess.desktop

import androidx.compose.ui.graphics.PixelMap
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.assertTextContains
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import java.io.File
import java.nio.file.Files
import java.util.Locale
import kotlin.test.Test
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import vn.mathchess.core.FlagRuleTopic
import vn.mathchess.core.Mark
import vn.mathchess.core.RuleTopic
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.theme.LightBoard

/** The rules screen: its pictures are the core's examples, drawn with their marks; its text in the app's language. */
@OptIn(ExperimentalTestApi::class)
class RulesTest {
    private val dir: File = Files.createTempDirectory("mathchess-rules").toFile()

    private fun ComposeUiTest.openRules() {
        onNodeWithTag("rules").performClick()
        waitForIdle()
    }

    /** The picture of [topic], scrolled into view, pixel by pixel. */
    private fun ComposeUiTest.picture(topic: String): PixelMap {
        openRules()
        onNodeWithTag("rule-$topic").performScrollTo()
        return pixels("rule-$topic")
    }

    @Test
    fun theExamples_areReadFromTheCore_whenTheScreenOpens() = runApp {
        val model = launch(dir)
        kotlin.test.assertNull(model.ready.ruleExamples)
        openRules()
        val topics = assertNotNull(model.ready.ruleExamples).map { it.topic }
        assertTrue(topics.containsAll(listOf(RuleTopic.STEP, RuleTopic.CAPTURE, RuleTopic.CHOICE, RuleTopic.ZERO_IN_DANGER)), "$topics")
    }

    @Test
    fun theStepPicture_marksWhereThePieceCanGo() = runApp {
        launch(dir)
        val step = picture("step")
        assertTrue(step.contains(LightBoard.selected), "the selected piece")
        assertTrue(step.contains(LightBoard.target), "its steps")
        assertFalse(step.contains(LightBoard.danger), "no 0 in danger here")
    }

    @Test
    fun theCapturePicture_marksTheTarget() = runApp {
        launch(dir)
        assertTrue(picture("capture").contains(LightBoard.capture))
    }

    @Test
    fun theZeroPicture_ringsTheZeroInDanger() = runApp {
        launch(dir)
        assertTrue(picture("zero_in_danger").contains(LightBoard.danger))
    }

    @Test
    fun theChoice_listsTheCoresFormulas() = runApp {
        val model = launch(dir)
        openRules()
        val choice = model.ready.ruleExamples!!.first { it.topic == RuleTopic.CHOICE }.snapshot.choice!!
        for (option in choice.options) onNodeWithText(option.text).assertExists()
    }

    @Test
    fun theRules_openOnTheGamePlayed_andTheOtherGamesTabShowsItsRules() = runApp {
        launch(dir)
        openRules()
        onNodeWithTag("rules-math_chess").assertIsSelected()
        onNodeWithText(english.get(StringKey.RULES_GOAL)).assertExists()
        onNodeWithTag("rules-capture_the_flag").performClick()
        onNodeWithTag("rules-capture_the_flag").assertIsSelected()
        onNodeWithText(english.get(StringKey.FLAG_RULES_GOAL)).assertExists()
        onNodeWithText(english.get(StringKey.FLAG_RULES_CAPTURES)).performScrollTo().assertExists()
        onNodeWithText(english.get(StringKey.RULES_GOAL)).assertDoesNotExist()
    }

    @Test
    fun playingCaptureTheFlag_theRulesOpenOnIt_withTheCoresPicturesOfThatGame_andTheMarksTheyShow() = runApp {
        val model = launch(dir, flagRecord(FLAG_ENTRY))
        openRules()
        onNodeWithTag("rules-capture_the_flag").assertIsSelected()
        val examples = assertNotNull(model.ready.flagRuleExamples)
        assertEquals(FlagRuleTopic.entries.toSet(), examples.map { it.topic }.toSet())
        for (example in examples) {
            val tag = "rule-flag-${example.topic.name.lowercase()}"
            onNodeWithTag(tag).performScrollTo()
            val picture = pixels(tag)
            assertTrue(picture.contains(LightBoard.blueGround) && picture.contains(LightBoard.redGround), "$tag: both sides' squares")
            for (mark in example.shows) {
                val color = when (mark) {
                    Mark.SELECTED -> LightBoard.selected
                    Mark.STEP_TARGET -> LightBoard.target
                    Mark.CAPTURE_TARGET -> LightBoard.capture
                    Mark.ZERO_IN_DANGER -> LightBoard.danger
                    Mark.SIEGE_CAPTOR -> LightBoard.capture
                    Mark.LAST_FROM, Mark.LAST_TO -> null // a wash over the square's colour
                }
                if (color != null) assertTrue(picture.contains(color), "$tag shows $mark")
            }
        }
    }

    @Test
    fun theFlagPicturesOfACaptureAndOfTheDuties_sayWhatTheGameScreenWould() = runApp {
        val model = launch(dir)
        openRules()
        onNodeWithTag("rules-capture_the_flag").performClick()
        val examples = assertNotNull(model.ready.flagRuleExamples).associateBy { it.topic }
        val captured = assertNotNull(examples[FlagRuleTopic.CAPTURED]).snapshot.lastCaptures
        assertTrue(captured.isNotEmpty())
        onNodeWithTag("caption-flag-captured").performScrollTo().assertTextContains(" taken (", substring = true)
        onNodeWithTag("caption-flag-guard_return").performScrollTo().assertTextContains("must go back to", substring = true)
        onNodeWithTag("caption-flag-siege").performScrollTo().assertTextContains("is besieged", substring = true)
    }

    @Test
    fun eachTab_keepsItsOwnPlace() = runApp {
        launch(dir)
        openRules()
        onNodeWithTag("rules-capture_the_flag").performClick()
        onNodeWithTag("caption-flag-siege").performScrollTo()
        onNodeWithTag("rules-math_chess").performClick()
        waitForIdle()
        onNodeWithText(english.get(StringKey.RULES_GOAL)).assertIsDisplayed()
        onNodeWithTag("rules-capture_the_flag").performClick()
        waitForIdle()
        onNodeWithTag("caption-flag-siege").assertIsDisplayed()
    }

    /** The quiet limit is 200 plies (`docs/flag-rules.md` §7): 100 moves by each side, in every language's words. */
    @Test
    fun theFlagRules_countTheQuietLimitInEachSidesMoves() {
        val words = mapOf("en" to "100 moves by each side", "vi" to "mỗi bên đi 100 nước", "zh" to "双方各走 100 步", "es" to "100 jugadas de cada bando", "cs" to "100 tahů každé strany")
        for ((language, said) in words) {
            val text = XmlStrings.forLocale(Locale.forLanguageTag(language)).get(StringKey.FLAG_RULES_WINNING)
            assertTrue(said in text && "200" !in text, "$language: $text")
        }
    }

    @Test
    fun theRules_readInTheAppsLanguage() = runApp {
        val vietnamese = XmlStrings.forLocale(Locale.forLanguageTag("vi"))
        launch(dir, strings = vietnamese)
        openRules()
        onNodeWithText(vietnamese.get(StringKey.RULES_TITLE)).assertExists()
        onNodeWithText(vietnamese.get(StringKey.RULES_GOAL)).assertExists()
        onNodeWithText(english.get(StringKey.RULES_GOAL)).assertDoesNotExist()
    }
}
