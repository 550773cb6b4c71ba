package vn.mathchess.ui.learn

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Button
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.RadioButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import vn.mathchess.core.GameKind
import vn.mathchess.core.LearnerProgress
import vn.mathchess.core.LessonEntry
import vn.mathchess.ui.ScreenScaffold
import vn.mathchess.ui.model.LearnActions
import vn.mathchess.ui.model.LearnNotice
import vn.mathchess.ui.model.LearnPage
import vn.mathchess.ui.model.LearnUiState
import vn.mathchess.ui.model.Preferences
import vn.mathchess.ui.text.LocalStrings
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.keyedText
import vn.mathchess.ui.text.label
import vn.mathchess.ui.text.ratingDescription
import vn.mathchess.ui.text.ratingValue
import vn.mathchess.ui.text.stringOf

/**
 * The Learn screen: a game's course with each lesson's progress and its
 * puzzles with the learner's rating, or the lesson or the puzzle being
 * played. Stateless: it draws [state] and sends every intent to [actions];
 * [onBack] leaves the Learn screen (from a lesson or a puzzle, Back returns
 * to the course).
 */
@Composable
fun LearnScreen(
    state: LearnUiState,
    actions: LearnActions,
    preferences: Preferences,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
) {
    val toCourse = { actions.showCourse(state.game) }
    val lesson = state.lesson
    val puzzle = state.puzzle
    when {
        state.page == LearnPage.LESSON && lesson != null -> LessonPage(lesson, state.news, actions, preferences, toCourse, modifier)
        state.page == LearnPage.PUZZLE && puzzle != null -> PuzzlePage(puzzle, state.news, state.weighing, actions, preferences, toCourse, modifier)
        else -> CoursePage(state, actions, onBack, modifier)
    }
    state.notice?.let { NoticeDialog(it, actions::dismissNotice) }
}

/** The games side by side, the chosen one's lessons, then its puzzles. */
@Composable
private fun CoursePage(state: LearnUiState, actions: LearnActions, onBack: () -> Unit, modifier: Modifier) {
    ScreenScaffold(stringOf(StringKey.LEARN_TITLE), onBack, modifier) {
        Column(
            Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(16.dp),
            verticalArrangement = Arrangement.spacedBy(8.dp),
        ) {
            // A name that does not fit beside the other goes whole to the next line, never broken inside a word.
            FlowRow(Modifier.selectableGroup(), horizontalArrangement = Arrangement.spacedBy(16.dp)) {
                for (game in GameKind.entries) {
                    Row(
                        Modifier
                            .selectable(selected = state.game == game, onClick = { actions.showCourse(game) }, role = Role.Tab)
                            .padding(vertical = 4.dp)
                            .testTag("course-${game.name.lowercase()}"),
                        verticalAlignment = Alignment.CenterVertically,
                    ) {
                        RadioButton(selected = state.game == game, onClick = null)
                        Text(stringOf(game.label), Modifier.padding(start = 4.dp))
                    }
                }
            }
            val progress = state.progress[state.game] ?: return@Column
            // Wide: the lessons and the puzzles side by side, both in sight.
            BoxWithConstraints {
                if (maxWidth >= TWO_COLUMNS) {
                    Row(horizontalArrangement = Arrangement.spacedBy(32.dp)) {
                        Column(Modifier.weight(1f), verticalArrangement = Arrangement.spacedBy(8.dp)) { Course(progress, actions) }
                        Column(Modifier.weight(1f), verticalArrangement = Arrangement.spacedBy(8.dp)) { Puzzles(progress, actions) }
                    }
                } else {
                    Column(verticalArrangement = Arrangement.spacedBy(8.dp)) {
                        Course(progress, actions)
                        HorizontalDivider(Modifier.padding(vertical = 8.dp))
                        Puzzles(progress, actions)
                    }
                }
            }
        }
    }
}

/** The course page's width from which the lessons and the puzzles stand side by side. */
private val TWO_COLUMNS = 720.dp

@Composable
private fun Course(progress: LearnerProgress, actions: LearnActions) {
    val lessons = progress.lessons
    Text(stringOf(StringKey.LEARN_LESSONS), style = MaterialTheme.typography.titleLarge)
    val done = lessons.count { it.done }
    Text(
        if (done == lessons.size) stringOf(StringKey.LEARN_COURSE_DONE) else stringOf(StringKey.LEARN_COURSE_PROGRESS, done, lessons.size),
        style = MaterialTheme.typography.bodyMedium,
        modifier = Modifier.testTag("course-progress"),
    )
    lessons.forEachIndexed { index, lesson -> LessonRow(index + 1, lesson) { actions.startLesson(lesson.id) } }
}

/** One lesson: its number and title, done or not, its steps; one node for a screen reader. */
@Composable
private fun LessonRow(number: Int, lesson: LessonEntry, onOpen: () -> Unit) {
    val strings = LocalStrings.current
    val title = strings.keyedText(lesson.titleKey, lesson.title)
    val status = stringOf(if (lesson.done) StringKey.LEARN_LESSON_DONE else StringKey.LEARN_LESSON_NOT_DONE)
    val steps = stringOf(StringKey.LEARN_LESSON_STEPS, lesson.steps.toInt())
    val description = stringOf(StringKey.LEARN_LESSON_ROW, number, title, status, steps)
    Row(
        Modifier
            .fillMaxWidth()
            .testTag("lesson-${lesson.id}")
            .clickable(role = Role.Button, onClick = onOpen)
            .clearAndSetSemantics { contentDescription = description }
            .padding(vertical = 8.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Text("$number.", Modifier.widthIn(min = 36.dp), style = MaterialTheme.typography.titleMedium)
        Column(Modifier.weight(1f)) {
            Text(title, style = MaterialTheme.typography.titleMedium)
            Text(steps, style = MaterialTheme.typography.bodySmall)
        }
        Text(
            if (lesson.done) "✓ $status" else status,
            color = if (lesson.done) MaterialTheme.colorScheme.primary else MaterialTheme.colorScheme.onSurfaceVariant,
            style = MaterialTheme.typography.bodyMedium,
        )
    }
}

/** The puzzles: the learner's rating (with a `?` while provisional), solved and failed, how many there are. */
@Composable
private fun Puzzles(progress: LearnerProgress, actions: LearnActions) {
    val strings = LocalStrings.current
    Text(stringOf(StringKey.LEARN_PUZZLES), style = MaterialTheme.typography.titleLarge)
    val description = strings.ratingDescription(progress.rating)
    Text(
        stringOf(StringKey.LEARN_RATING, strings.ratingValue(progress.rating)),
        style = MaterialTheme.typography.titleMedium,
        modifier = Modifier.semantics { contentDescription = description }.testTag("rating"),
    )
    Text(stringOf(StringKey.LEARN_SOLVED_FAILED, progress.solved.toInt(), progress.failed.toInt()), Modifier.testTag("solved-failed"))
    Text(stringOf(StringKey.LEARN_PUZZLE_COUNT, progress.puzzles.toInt()), style = MaterialTheme.typography.bodySmall)
    Button(onClick = actions::startPuzzles, modifier = Modifier.fillMaxWidth().testTag("play-puzzles")) {
        Text(stringOf(StringKey.ACTION_PLAY_PUZZLES))
    }
}

@Composable
private fun NoticeDialog(notice: LearnNotice, onDismiss: () -> Unit) {
    val text = when (notice) {
        LearnNotice.LEARNER_UNREADABLE -> StringKey.NOTICE_LEARNER_UNREADABLE
        LearnNotice.SAVE_FAILED -> StringKey.NOTICE_LEARNER_SAVE_FAILED
    }
    AlertDialog(
        onDismissRequest = onDismiss,
        confirmButton = { TextButton(onClick = onDismiss, Modifier.testTag("dismiss-notice")) { Text(stringOf(StringKey.ACTION_DISMISS)) } },
        text = { Text(stringOf(text), Modifier.testTag("notice")) },
    )
}
