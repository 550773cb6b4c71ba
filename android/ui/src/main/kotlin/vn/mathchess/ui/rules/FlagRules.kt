package vn.mathchess.ui.rules

import androidx.compose.runtime.Composable
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.stringOf

/**
 * Capture the Flag (`FLAG-RULES.md`), short: the goal, the board, moves,
 * jumps, gates, captures, guards and how the game ends.
 */
@Composable
internal fun FlagRules() {
    Paragraph(stringOf(StringKey.FLAG_RULES_GOAL))
    Paragraph(stringOf(StringKey.RULES_TAP))
    Paragraph(stringOf(StringKey.FLAG_RULES_BOARD))
    Paragraph(stringOf(StringKey.FLAG_RULES_MOVES))
    Paragraph(stringOf(StringKey.FLAG_RULES_JUMPS))
    Paragraph(stringOf(StringKey.FLAG_RULES_GATES))
    Paragraph(stringOf(StringKey.FLAG_RULES_CAPTURES))
    Paragraph(stringOf(StringKey.FLAG_RULES_GUARDS))
    Paragraph(stringOf(StringKey.FLAG_RULES_WINNING))
}
