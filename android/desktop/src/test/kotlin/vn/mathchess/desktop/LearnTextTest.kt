package vn.mathchess.desktop

import java.util.Locale
import kotlin.test.Test
import kotlin.test.assertEquals
import vn.mathchess.core.CaptureRule
import vn.mathchess.core.EndKind
import vn.mathchess.core.Message
import vn.mathchess.core.MessageArg
import vn.mathchess.core.Op
import vn.mathchess.core.Place
import vn.mathchess.core.Side
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.messageText
import vn.mathchess.ui.text.stringKeyOf
import vn.mathchess.ui.text.themesText

/** The core's messages in the app's words: each kind of argument, and the core's English for what the app does not hold. */
class LearnTextTest {
    private val spanish = XmlStrings.forLocale(Locale.forLanguageTag("es"))

    private fun place(name: String) = Place(0.toUByte(), name)

    @Test
    fun aCoreKeyIsItsStringWithDotsAsUnderscores() {
        assertEquals(StringKey.ILLEGAL_MATH_CHESS_TOO_FAR, stringKeyOf("illegal.math_chess.too_far"))
        assertEquals(StringKey.LESSON_FLAG_JUMPS_STEP2, stringKeyOf("lesson.flag.jumps.step2"))
        assertEquals(StringKey.THEME_CAPTURE_P, stringKeyOf("theme_capture-P"))
        assertEquals(null, stringKeyOf("illegal.flag.a_rule_of_tomorrow"))
    }

    @Test
    fun eachArgumentFillsItsPlaceholder() {
        // A formula's spaces are non-breaking.
        val working = Message(
            "working.units_miss",
            listOf(7u, 0u, 4u, 11u, 1u, 3u).map { MessageArg.Number(it) }.let { n: List<MessageArg> ->
                listOf(n[0], MessageArg.Op(Op.ADD), n[2], n[3], n[4], n[5], MessageArg.Side(Side.RED), MessageArg.Number(6u))
            },
        )
        assertEquals("7\u00A0+\u00A04\u00A0=\u00A011, whose units digit 1 is not the distance 3 to the Red 6.", english.messageText(working, "-"))
        assertEquals("7\u00A0+\u00A04\u00A0=\u00A011, cuya última cifra 1 no es la distancia 3 hasta el 6 (Rojo).", spanish.messageText(working, "-"))
        val rule = Message(
            "task.flag.capture",
            listOf(MessageArg.Side(Side.RED), MessageArg.Number(7u), MessageArg.Square(place("i6")), MessageArg.Rule(CaptureRule.P)),
        )
        assertEquals("Take the Red 7 on i6 (pincer).", english.messageText(rule, "-"))
        val win = Message("task.flag.win", listOf(MessageArg.Ending(EndKind.FLAG)))
        assertEquals("Win at once: your 1 enters the enemy flag.", english.messageText(win, "-"))
        val siege = Message("illegal.flag.besieged", listOf(MessageArg.Squares(listOf(place("e4"), place("g4")))))
        assertEquals("A guard was lost: the move must take a piece that took it (e4, g4) or win at once.", english.messageText(siege, "-"))
        val remainder = Message("working.by_zero", listOf(MessageArg.Number(7u), MessageArg.Op(Op.REM)))
        assertEquals("7\u00A0%\u00A00: there is no division by 0.", english.messageText(remainder, "-"))
    }

    @Test
    fun whatTheAppDoesNotHoldIsTheCoresEnglish() {
        assertEquals("a rule of tomorrow", english.messageText(Message("illegal.flag.a_rule_of_tomorrow", emptyList()), "a rule of tomorrow"))
        assertEquals("addition, a-new-theme", english.themesText(listOf("addition", "a-new-theme")))
        assertEquals("suma, salto", spanish.themesText(listOf("addition", "jump")))
    }
}
