package vn.mathchess.ui.learn

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import vn.mathchess.core.PuzzleResult
import vn.mathchess.core.PuzzleSnapshot
import vn.mathchess.core.PuzzleVerdict
import vn.mathchess.ui.ScreenScaffold
import vn.mathchess.ui.model.LearnActions
import vn.mathchess.ui.model.Preferences
import vn.mathchess.ui.text.LocalStrings
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.goalText
import vn.mathchess.ui.text.label
import vn.mathchess.ui.text.ratingDescription
import vn.mathchess.ui.text.ratingValue
import vn.mathchess.ui.text.resultText
import vn.mathchess.ui.text.stringOf
import vn.mathchess.ui.text.themesText
import vn.mathchess.ui.text.verdictText

/**
 * A puzzle: its board (the player's side at the bottom, the hint's piece
 * marked once asked), the goal, the themes, the difficulty and the moves
 * left; the verdict on the last move, the result with the rating's change;
 * the hint, the solution and the next puzzle as the snapshot allows, with
 * a word that help now counts the puzzle as failed.
 * [weighing]: a move is being weighed by the core.
 */
@Composable
internal fun PuzzlePage(
    puzzle: PuzzleSnapshot,
    news: Int,
    weighing: Boolean,
    actions: LearnActions,
    preferences: Preferences,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
) {
    val strings = LocalStrings.current
    // Where the whole title does not fit, the game's name alone, or else the page's.
    val game = stringOf(puzzle.game.label)
    val puzzles = stringOf(StringKey.LEARN_PUZZLES)
    ScreenScaffold("$puzzles · $game", onBack, modifier, shorterTitles = listOf(game, puzzles)) {
        LearnBoard(puzzle.board, preferences, actions::tap, actions::choose, actions::cancelChoice, hintPiece = puzzle.hint?.index) {
            Text(strings.goalText(puzzle), style = MaterialTheme.typography.titleMedium, fontWeight = FontWeight.Bold, modifier = Modifier.testTag("goal"))
            if (puzzle.themes.isNotEmpty()) {
                Text(stringOf(StringKey.PUZZLE_THEMES, strings.themesText(puzzle.themes)), modifier = Modifier.testTag("themes"))
            }
            Text(
                stringOf(StringKey.PUZZLE_DIFFICULTY, puzzle.difficulty.toInt()) + " · " +
                    stringOf(StringKey.PUZZLE_MOVES_LEFT, puzzle.movesLeft.toInt()),
                modifier = Modifier.testTag("difficulty"),
            )
            val rating = strings.ratingDescription(puzzle.rating)
            Text(
                stringOf(StringKey.LEARN_RATING, strings.ratingValue(puzzle.rating)) + " · " +
                    stringOf(StringKey.LEARN_SOLVED_FAILED, puzzle.solved.toInt(), puzzle.failed.toInt()),
                style = MaterialTheme.typography.bodyMedium,
                modifier = Modifier.semantics {
                    contentDescription = rating + ", " + strings.get(StringKey.LEARN_SOLVED_FAILED, puzzle.solved.toInt(), puzzle.failed.toInt())
                }.testTag("puzzle-rating"),
            )
            puzzle.hint?.let { Text(stringOf(StringKey.PUZZLE_HINT_MARKED, it.name), modifier = Modifier.testTag("hint-text")) }
            if (weighing) Text(stringOf(StringKey.THINKING), modifier = Modifier.testTag("weighing"))
            puzzle.said?.let { said ->
                val wrong = said.verdict is PuzzleVerdict.Wrong
                Told(
                    strings.verdictText(said.verdict, puzzle.goal),
                    news,
                    if (wrong) MaterialTheme.colorScheme.error else MaterialTheme.colorScheme.primary,
                    "verdict",
                )
            }
            strings.resultText(puzzle)?.let { result ->
                Text(
                    result,
                    style = MaterialTheme.typography.titleMedium,
                    color = if (puzzle.result == PuzzleResult.SOLVED) MaterialTheme.colorScheme.primary else MaterialTheme.colorScheme.error,
                    modifier = Modifier.testTag("result"),
                )
            }
            if (puzzle.over) Text(stringOf(StringKey.PUZZLE_OVER), modifier = Modifier.testTag("puzzle-over"))
            BoardRejection(puzzle.board)
            if (puzzle.helpFails) {
                Text(
                    stringOf(StringKey.PUZZLE_HELP_FAILS),
                    style = MaterialTheme.typography.bodySmall,
                    color = MaterialTheme.colorScheme.onSurfaceVariant,
                    modifier = Modifier.testTag("help-fails"),
                )
            }
            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                if (puzzle.mayHint) {
                    OutlinedButton(onClick = actions::hint, modifier = Modifier.testTag("puzzle-hint")) { Text(stringOf(StringKey.ACTION_HINT)) }
                }
                if (puzzle.mayShowSolution) {
                    OutlinedButton(onClick = actions::showSolution, modifier = Modifier.testTag("show-solution")) {
                        Text(stringOf(StringKey.ACTION_SHOW_SOLUTION))
                    }
                }
                Button(onClick = actions::nextPuzzle, modifier = Modifier.testTag("next-puzzle")) { Text(stringOf(StringKey.ACTION_NEXT_PUZZLE)) }
            }
        }
    }
}
