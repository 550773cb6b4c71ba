package vn.mathchess.ui.rules

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.testTag
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import vn.mathchess.core.RuleExample
import vn.mathchess.core.RuleTopic
import vn.mathchess.ui.ScreenScaffold
import vn.mathchess.ui.board.Board
import vn.mathchess.ui.board.boardPicture
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.stringOf

/**
 * How to play, with pictures: the goal, a step, a capture and its formulas,
 * `%`, the move choice, the score, a 0 in danger, the points target and
 * repetition. The pictures are the core's rule examples, drawn by the game's
 * own board; the text around each says the same for a screen reader.
 */
@Composable
internal fun RulesScreen(
    examples: List<RuleExample>?,
    squareNames: List<String>,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
) {
    fun example(topic: RuleTopic) = examples?.firstOrNull { it.topic == topic }
    ScreenScaffold(StringKey.RULES_TITLE, onBack, modifier) {
        Column(
            Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(16.dp),
            verticalArrangement = Arrangement.spacedBy(12.dp),
            horizontalAlignment = Alignment.CenterHorizontally,
        ) {
            Paragraph(stringOf(StringKey.RULES_GOAL))
            Paragraph(stringOf(StringKey.RULES_TAP))
            Paragraph(stringOf(StringKey.RULES_STEP))
            Illustration(examples, example(RuleTopic.STEP), squareNames)
            Paragraph(stringOf(StringKey.RULES_CAPTURE))
            Illustration(examples, example(RuleTopic.CAPTURE), squareNames)
            Paragraph(stringOf(StringKey.RULES_CAPTURE_EXAMPLE))
            Paragraph(stringOf(StringKey.RULES_CHOICE))
            example(RuleTopic.CHOICE)?.snapshot?.choice?.options?.forEach {
                Text(it.text, style = MaterialTheme.typography.titleLarge, fontWeight = FontWeight.Bold)
            }
            Paragraph(stringOf(StringKey.RULES_REMAINDER, "%"))
            Paragraph(stringOf(StringKey.RULES_SCORE))
            Paragraph(stringOf(StringKey.RULES_ZERO_IN_DANGER))
            Illustration(examples, example(RuleTopic.ZERO_IN_DANGER), squareNames)
            Paragraph(stringOf(StringKey.RULES_POINTS_TARGET))
            Paragraph(stringOf(StringKey.RULES_REPETITION))
        }
    }
}

@Composable
private fun Paragraph(text: String) {
    Text(text, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.widthIn(max = 640.dp).fillMaxWidth())
}

/** One of the core's pictures; a spinner until the examples are read. */
@Composable
private fun Illustration(examples: List<RuleExample>?, example: RuleExample?, squareNames: List<String>) {
    val tag = example?.let { "rule-${it.topic.name.lowercase()}" }.orEmpty()
    Box(
        Modifier.widthIn(max = 300.dp).fillMaxWidth().height(340.dp).clearAndSetSemantics { testTag = tag },
        contentAlignment = Alignment.Center,
    ) {
        when {
            examples == null -> CircularProgressIndicator()
            example != null -> Board(remember(example) { example.snapshot.boardPicture(squareNames) }, onTap = null)
        }
    }
}
