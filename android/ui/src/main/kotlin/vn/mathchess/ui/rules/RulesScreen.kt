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
import androidx.compose.material3.PrimaryTabRow
import androidx.compose.material3.Tab
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.testTag
import androidx.compose.ui.unit.dp
import vn.mathchess.core.FlagRuleExample
import vn.mathchess.core.GameKind
import vn.mathchess.core.RuleExample
import vn.mathchess.core.Snapshot
import vn.mathchess.ui.ScreenScaffold
import vn.mathchess.ui.board.Board
import vn.mathchess.ui.board.boardPicture
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.label
import vn.mathchess.ui.text.stringOf

/**
 * How to play each game, one tab a game, opening on [game] (the one being
 * played). The pictures are the core's rule examples, drawn by the game's own
 * board; the text around each says the same for a screen reader.
 */
@Composable
internal fun RulesScreen(
    game: GameKind,
    examples: List<RuleExample>?,
    flagExamples: List<FlagRuleExample>?,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
) {
    var shown by remember(game) { mutableStateOf(game) }
    // Each tab keeps its own place: reading one game's rules does not scroll the other's.
    val scrolls = GameKind.entries.associateWith { rememberScrollState() }
    ScreenScaffold(stringOf(StringKey.RULES_TITLE), onBack, modifier) {
        Column(Modifier.fillMaxSize()) {
            PrimaryTabRow(selectedTabIndex = shown.ordinal) {
                for (each in GameKind.entries) {
                    Tab(
                        selected = shown == each,
                        onClick = { shown = each },
                        text = { Text(stringOf(each.label)) },
                        modifier = Modifier.testTag("rules-${each.name.lowercase()}"),
                    )
                }
            }
            Column(
                Modifier.fillMaxSize().verticalScroll(scrolls.getValue(shown)).padding(16.dp),
                verticalArrangement = Arrangement.spacedBy(12.dp),
                horizontalAlignment = Alignment.CenterHorizontally,
            ) {
                when (shown) {
                    GameKind.MATH_CHESS -> MathChessRules(examples)
                    GameKind.CAPTURE_THE_FLAG -> FlagRules(flagExamples)
                }
            }
        }
    }
}

@Composable
internal fun Paragraph(text: String) {
    Text(text, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.widthIn(max = 640.dp).fillMaxWidth())
}

/** One of the core's pictures, tagged `rule-[topic]`; a spinner while [loading]. */
@Composable
internal fun Illustration(topic: String, snapshot: Snapshot?, loading: Boolean) {
    val picture = snapshot?.let { remember(it) { it.boardPicture() } }
    Box(
        Modifier.widthIn(max = 300.dp).fillMaxWidth().height(340.dp).clearAndSetSemantics { if (picture != null) testTag = "rule-$topic" },
        contentAlignment = Alignment.Center,
    ) {
        when {
            loading -> CircularProgressIndicator()
            picture != null -> Board(picture, onTap = null)
        }
    }
}
