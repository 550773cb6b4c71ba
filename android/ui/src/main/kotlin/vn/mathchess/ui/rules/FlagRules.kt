package vn.mathchess.ui.rules

import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.font.FontWeight
import vn.mathchess.core.FlagRuleExample
import vn.mathchess.core.FlagRuleTopic
import vn.mathchess.core.Snapshot
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.capturesText
import vn.mathchess.ui.text.flagDutyText
import vn.mathchess.ui.text.stringOf

/**
 * Capture the Flag (`docs/flag-rules.md`), short, each part beside the core's
 * pictures of it: the goal and the board, a step, a jump chain, gates, a
 * capture and what one took, a guard owing its return, a siege, and the 1
 * before the flag. Under a picture of a capture or a duty, what the game
 * screen would say of it.
 */
@Composable
internal fun FlagRules(examples: List<FlagRuleExample>?) {
    Paragraph(stringOf(StringKey.FLAG_RULES_GOAL))
    Paragraph(stringOf(StringKey.RULES_TAP))
    Paragraph(stringOf(StringKey.FLAG_RULES_BOARD))
    Paragraph(stringOf(StringKey.FLAG_RULES_MOVES))
    FlagPicture(examples, FlagRuleTopic.STEP)
    Paragraph(stringOf(StringKey.FLAG_RULES_JUMPS))
    FlagPicture(examples, FlagRuleTopic.JUMP)
    Paragraph(stringOf(StringKey.FLAG_RULES_GATES))
    Paragraph(stringOf(StringKey.FLAG_RULES_CAPTURES))
    FlagPicture(examples, FlagRuleTopic.CAPTURE)
    FlagPicture(examples, FlagRuleTopic.CAPTURED)
    Paragraph(stringOf(StringKey.FLAG_RULES_GUARDS))
    FlagPicture(examples, FlagRuleTopic.GUARD_RETURN)
    FlagPicture(examples, FlagRuleTopic.SIEGE)
    Paragraph(stringOf(StringKey.FLAG_RULES_WINNING))
    FlagPicture(examples, FlagRuleTopic.FLAG_ENTRY)
}

@Composable
private fun FlagPicture(examples: List<FlagRuleExample>?, topic: FlagRuleTopic) {
    val tag = "flag-${topic.name.lowercase()}"
    val snapshot = examples?.firstOrNull { it.topic == topic }?.snapshot
    Illustration(tag, snapshot, loading = examples == null)
    snapshot?.let { caption(it) }?.let {
        Text(it, style = MaterialTheme.typography.titleSmall, fontWeight = FontWeight.Bold, modifier = Modifier.testTag("caption-$tag"))
    }
}

/** What the game screen says of the position: what the last move took, or the duty it leaves. */
@Composable
private fun caption(snapshot: Snapshot): String? =
    flagDutyText(snapshot.duties, snapshot.turn)
        ?: capturesText(snapshot.lastCaptures).ifEmpty { null }
