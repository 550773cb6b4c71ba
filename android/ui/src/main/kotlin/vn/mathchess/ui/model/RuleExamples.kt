package vn.mathchess.ui.model

import vn.mathchess.core.GameSession
import vn.mathchess.core.Mode
import vn.mathchess.core.Preset
import vn.mathchess.core.Snapshot
import vn.mathchess.core.presetRules

/** The rules screen's pictures: real positions from the session, with their marks. */
data class RuleExamples(
    /** The start, a Blue 3 selected: its steps marked. */
    val step: Snapshot,
    /** Blue 7 supported by Blue 4 (`RULES.md` §6), the 7 selected: the capture marked. */
    val capture: Snapshot,
    /** The same capture tapped: its two formulas to choose from. */
    val choice: Snapshot,
)

/** Square indices of the examples: `(rank − 1) × 9 + file`, as `RULES.md` §1 numbers them. */
private const val C1: UInt = 2u
private const val A1: UInt = 0u
private const val A5: UInt = 36u
private const val START = "R9R8R7R6R5R4R3R2R1/4R04/9/9/9/9/9/9/9/4B04/B1B2B3B4B5B6B7B8B9 b"
private const val CAPTURE = "8R0/9/9/9/9/9/R98/9/9/B48/B77B0 b"

/** Builds the [RuleExamples] with the Rust library. */
fun loadRuleExamples(): RuleExamples {
    val rules = presetRules(Preset.CHESSPLAYX)
    fun session(position: String) = GameSession.fromPosition(position, rules, Mode.TwoPlayers)
    val step = session(START).use { it.tap(C1) }
    return session(CAPTURE).use { capture ->
        RuleExamples(step = step, capture = capture.tap(A1), choice = capture.tap(A5))
    }
}
