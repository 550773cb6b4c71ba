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
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import vn.mathchess.core.Snapshot
import vn.mathchess.ui.ScreenScaffold
import vn.mathchess.ui.board.Board
import vn.mathchess.ui.model.RuleExamples
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.stringOf

/** A short illustrated guide: the goal, a step, a capture and its formulas, the score. */
@Composable
internal fun RulesScreen(examples: RuleExamples?, onBack: () -> Unit, modifier: Modifier = Modifier) {
    ScreenScaffold(StringKey.RULES_TITLE, onBack, modifier) {
        Column(
            Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(16.dp),
            verticalArrangement = Arrangement.spacedBy(12.dp),
            horizontalAlignment = Alignment.CenterHorizontally,
        ) {
            Paragraph(StringKey.RULES_GOAL)
            Paragraph(StringKey.RULES_TAP)
            Paragraph(StringKey.RULES_STEP)
            Illustration(examples?.step)
            Paragraph(StringKey.RULES_CAPTURE)
            Illustration(examples?.capture)
            Paragraph(StringKey.RULES_CAPTURE_EXAMPLE)
            Paragraph(StringKey.RULES_CHOICE)
            examples?.choice?.choice?.options?.forEach {
                Text(it.text, style = MaterialTheme.typography.titleLarge, fontWeight = FontWeight.Bold)
            }
            Paragraph(StringKey.RULES_SCORE)
        }
    }
}

@Composable
private fun Paragraph(key: StringKey) {
    Text(stringOf(key), style = MaterialTheme.typography.bodyLarge, modifier = Modifier.widthIn(max = 640.dp).fillMaxWidth())
}

@Composable
private fun Illustration(snapshot: Snapshot?) {
    Box(Modifier.widthIn(max = 300.dp).fillMaxWidth().height(340.dp), contentAlignment = Alignment.Center) {
        if (snapshot == null) CircularProgressIndicator() else Board(snapshot, onTap = null)
    }
}
