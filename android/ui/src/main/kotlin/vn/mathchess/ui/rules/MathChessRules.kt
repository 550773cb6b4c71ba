package vn.mathchess.ui.rules

import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.text.font.FontWeight
import vn.mathchess.core.RuleExample
import vn.mathchess.core.RuleTopic
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.stringOf

/**
 * Vietnamese Math Chess with pictures: the goal, a step, a capture and its
 * formulas, `%`, the move choice, the score, a 0 in danger, the points
 * target and repetition.
 */
@Composable
internal fun MathChessRules(examples: List<RuleExample>?) {
    Paragraph(stringOf(StringKey.RULES_GOAL))
    Paragraph(stringOf(StringKey.RULES_TAP))
    Paragraph(stringOf(StringKey.RULES_STEP))
    Picture(examples, RuleTopic.STEP)
    Paragraph(stringOf(StringKey.RULES_CAPTURE))
    Picture(examples, RuleTopic.CAPTURE)
    Paragraph(stringOf(StringKey.RULES_CAPTURE_EXAMPLE))
    Paragraph(stringOf(StringKey.RULES_CHOICE))
    examples?.firstOrNull { it.topic == RuleTopic.CHOICE }?.snapshot?.choice?.options?.forEach {
        Text(it.text, style = MaterialTheme.typography.titleLarge, fontWeight = FontWeight.Bold)
    }
    Paragraph(stringOf(StringKey.RULES_REMAINDER, "%"))
    Paragraph(stringOf(StringKey.RULES_SCORE))
    Paragraph(stringOf(StringKey.RULES_ZERO_IN_DANGER))
    Picture(examples, RuleTopic.ZERO_IN_DANGER)
    Paragraph(stringOf(StringKey.RULES_POINTS_TARGET))
    Paragraph(stringOf(StringKey.RULES_REPETITION))
}

@Composable
private fun Picture(examples: List<RuleExample>?, topic: RuleTopic) =
    Illustration(topic.name.lowercase(), examples?.firstOrNull { it.topic == topic }?.snapshot, loading = examples == null)
