package vn.mathchess.ui.text

import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import vn.mathchess.core.CaptureRuleUse
import vn.mathchess.core.CaptureView
import vn.mathchess.core.FlagView
import vn.mathchess.core.Side

/** Capture the Flag's rule codes (`docs/flag-rules.md` §5), each with its name; the first game's codes are operations. */
private val flagRuleNames = mapOf(
    "T1" to StringKey.CAPTURE_RULE_T1,
    "T2" to StringKey.CAPTURE_RULE_T2,
    "T3" to StringKey.CAPTURE_RULE_T3,
    "T4" to StringKey.CAPTURE_RULE_T4,
    "D" to StringKey.CAPTURE_RULE_D,
    "P" to StringKey.CAPTURE_RULE_P,
    "G" to StringKey.CAPTURE_RULE_G,
    "E" to StringKey.CAPTURE_RULE_E,
    "S" to StringKey.CAPTURE_RULE_S,
    "Q" to StringKey.CAPTURE_RULE_Q,
)

/**
 * One rule at work in a capture: "pincer: 4 + 3 = 7", or where the rule takes
 * by where the pieces stand (no working), "four around"; for the first game,
 * whose codes are its operations, the formula "7 − 4 = 3".
 */
@Composable
@ReadOnlyComposable
fun captureRuleText(use: CaptureRuleUse): String {
    val name = flagRuleNames[use.code] ?: return use.working
    return if (use.working.isNotEmpty()) {
        stringOf(StringKey.CAPTURE_RULE_WORKING, stringOf(name), use.working)
    } else {
        stringOf(name)
    }
}

/** A piece the last move took, with how: "Red 7 on e6 taken (pincer: 4 + 3 = 7)". */
@Composable
@ReadOnlyComposable
fun captureText(capture: CaptureView, nameOf: (UByte) -> String): String {
    val piece = capture.piece
    val rules = capture.rules.map { captureRuleText(it) }.joinToString("; ")
    return stringOf(StringKey.CAPTURE_TAKEN, stringOf(piece.side.label), piece.number.toInt(), nameOf(capture.square), rules)
}

/** Every piece the last move took, one sentence each; empty when it took none. */
@Composable
@ReadOnlyComposable
fun capturesText(captures: List<CaptureView>, nameOf: (UByte) -> String): String =
    captures.map { captureText(it, nameOf) }.joinToString(". ")

/**
 * What Capture the Flag asks of [turn] now, if anything: the siege to lift
 * ("Blue is besieged: take a piece on e4, g4, f5, or lose."), else the guard
 * to bring home ("The guard on e5 must go back to f4 now.").
 */
@Composable
@ReadOnlyComposable
fun flagDutyText(flag: FlagView?, turn: Side, nameOf: (UByte) -> String): String? {
    flag ?: return null
    if (flag.siege.isNotEmpty()) {
        return stringOf(StringKey.FLAG_SIEGE, stringOf(turn.label), flag.siege.joinToString(", ") { nameOf(it.toUByte()) })
    }
    val duty = flag.pendingReturn ?: return null
    return stringOf(StringKey.FLAG_GUARD_RETURN, nameOf(duty.guard), nameOf(duty.home))
}
