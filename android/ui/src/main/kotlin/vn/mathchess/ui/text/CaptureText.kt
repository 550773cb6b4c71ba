package vn.mathchess.ui.text

import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import vn.mathchess.core.CaptureRule
import vn.mathchess.core.CaptureRuleUse
import vn.mathchess.core.CaptureView
import vn.mathchess.core.FlagDuty
import vn.mathchess.core.FlagThreat
import vn.mathchess.core.Side

/** The name of Capture the Flag's rule (`docs/flag-rules.md` §5); none for the first game's operations. */
internal val CaptureRule.label: StringKey?
    get() = when (this) {
        is CaptureRule.Operation -> null
        CaptureRule.T1 -> StringKey.CAPTURE_RULE_T1
        CaptureRule.T2 -> StringKey.CAPTURE_RULE_T2
        CaptureRule.T3 -> StringKey.CAPTURE_RULE_T3
        CaptureRule.T4 -> StringKey.CAPTURE_RULE_T4
        CaptureRule.D -> StringKey.CAPTURE_RULE_D
        CaptureRule.P -> StringKey.CAPTURE_RULE_P
        CaptureRule.G -> StringKey.CAPTURE_RULE_G
        CaptureRule.E -> StringKey.CAPTURE_RULE_E
        CaptureRule.S -> StringKey.CAPTURE_RULE_S
        CaptureRule.Q -> StringKey.CAPTURE_RULE_Q
    }

/**
 * One rule at work in a capture: "pincer: 4 + 3 = 7", or where the rule takes
 * by where the pieces stand (no working), "four around"; for the first game,
 * an operation, the formula "7 − 4 = 3".
 */
@Composable
@ReadOnlyComposable
fun captureRuleText(use: CaptureRuleUse): String {
    val name = use.rule.label ?: return use.working
    return if (use.working.isNotEmpty()) {
        stringOf(StringKey.CAPTURE_RULE_WORKING, stringOf(name), use.working)
    } else {
        stringOf(name)
    }
}

/** A piece the last move took, with how: "Red 7 on e6 taken (pincer: 4 + 3 = 7)". */
@Composable
@ReadOnlyComposable
fun captureText(capture: CaptureView): String {
    val piece = capture.piece
    val rules = capture.rules.map { captureRuleText(it) }.joinToString("; ")
    return stringOf(StringKey.CAPTURE_TAKEN, stringOf(piece.side.label), piece.number.toInt(), capture.place.name, rules)
}

/** Every piece the last move took, one sentence each; empty when it took none. */
@Composable
@ReadOnlyComposable
fun capturesText(captures: List<CaptureView>): String = captures.map { captureText(it) }.joinToString(". ")

/**
 * What Capture the Flag asks of [turn] now, if anything: its first duty in the
 * core's order, the siege to lift ("Blue is besieged: take a piece on e4, g4,
 * f5, or lose.") before a guard to bring home ("The guard on e5 must go back
 * to f4 now.").
 */
@Composable
@ReadOnlyComposable
fun flagDutyText(duties: List<FlagDuty>, turn: Side): String? =
    when (val duty = duties.firstOrNull()) {
        null -> null
        is FlagDuty.LiftSiege -> stringOf(StringKey.FLAG_SIEGE, stringOf(turn.label), duty.captors.joinToString(", ") { it.name })
        is FlagDuty.ReturnGuard -> stringOf(StringKey.FLAG_GUARD_RETURN, duty.guard.name, duty.home.name)
    }

/**
 * The enemy 1 one move from a flag, if one is (the core's `flagThreats`):
 * [turn]'s own flag first ("The Red flag on f10 is in danger: the Blue 1 on
 * e9 enters it next move unless it is taken or attacked."), else the flag
 * [turn]'s 1 may enter now ("The Blue 1 on e9 may enter the Red flag on f10
 * and win.").
 */
@Composable
@ReadOnlyComposable
fun flagThreatText(threats: List<FlagThreat>, turn: Side): String? {
    val threat = threats.firstOrNull { it.defender == turn } ?: threats.firstOrNull() ?: return null
    val defender = stringOf(threat.defender.label)
    val attacker = stringOf((if (threat.defender == Side.BLUE) Side.RED else Side.BLUE).label)
    return if (threat.defender == turn) {
        stringOf(StringKey.FLAG_THREAT, defender, threat.flag.name, attacker, threat.one.name)
    } else {
        stringOf(StringKey.FLAG_OPEN, attacker, threat.one.name, defender, threat.flag.name)
    }
}
