package vn.mathchess.ui

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.LocalTextStyle
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.text.style.TextOverflow
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.stringOf

/**
 * The frame of the secondary screens: a title bar, [title] (or the first of
 * [shorterTitles] that fits), with a way back.
 */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
internal fun ScreenScaffold(
    title: String,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
    shorterTitles: List<String> = emptyList(),
    content: @Composable () -> Unit,
) {
    Scaffold(
        modifier = modifier,
        topBar = {
            TopAppBar(
                title = { BarTitle(listOf(title) + shorterTitles, Modifier.testTag("screen-title")) },
                navigationIcon = {
                    TextButton(onClick = onBack, Modifier.testTag("back")) { Text(stringOf(StringKey.ACTION_BACK)) }
                },
            )
        },
    ) { padding -> Box(Modifier.padding(padding)) { content() } }
}

/**
 * A bar's title on one line: the first of [forms] (the full one first, then
 * shorter ones) that fits whole in the bar's room, never a word cut short
 * while a shorter form fits; the last form is cut only if none does.
 */
@Composable
internal fun BarTitle(forms: List<String>, modifier: Modifier = Modifier) {
    BoxWithConstraints {
        val measurer = rememberTextMeasurer()
        val style = LocalTextStyle.current
        val room = constraints.maxWidth
        val text = forms.firstOrNull { measurer.measure(it, style, maxLines = 1, softWrap = false).size.width <= room } ?: forms.last()
        Text(text, modifier, maxLines = 1, overflow = TextOverflow.Ellipsis)
    }
}
