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
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import vn.mathchess.core.LessonJudged
import vn.mathchess.core.LessonSnapshot
import vn.mathchess.ui.ScreenScaffold
import vn.mathchess.ui.model.LearnActions
import vn.mathchess.ui.model.Preferences
import vn.mathchess.ui.text.LocalStrings
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.judgedText
import vn.mathchess.ui.text.keyedText
import vn.mathchess.ui.text.messageText
import vn.mathchess.ui.text.stringOf

/**
 * A lesson's step: its board, played by taps as a game's; the step's words
 * and its task; what the core judged of the last try (the reason a try was
 * refused, the step or the lesson done); then the next lesson when the
 * snapshot offers one.
 */
@Composable
internal fun LessonPage(
    lesson: LessonSnapshot,
    news: Int,
    actions: LearnActions,
    preferences: Preferences,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
) {
    val strings = LocalStrings.current
    ScreenScaffold(strings.keyedText(lesson.titleKey, lesson.title), onBack, modifier) {
        LearnBoard(lesson.board, preferences, actions::tap, actions::choose, actions::cancelChoice) {
            Text(
                stringOf(StringKey.LEARN_LESSON_OF, lesson.lessonIndex.toInt() + 1, lesson.lessonCount.toInt()) + " · " +
                    stringOf(StringKey.LEARN_STEP_OF, lesson.stepIndex.toInt() + 1, lesson.stepCount.toInt()),
                style = MaterialTheme.typography.labelLarge,
                modifier = Modifier.testTag("lesson-position"),
            )
            Text(strings.keyedText(lesson.stepKey, lesson.stepText), style = MaterialTheme.typography.bodyLarge, modifier = Modifier.testTag("step-text"))
            Text(
                stringOf(StringKey.LEARN_TASK, strings.messageText(lesson.task, lesson.taskText)),
                fontWeight = FontWeight.Bold,
                modifier = Modifier.testTag("task"),
            )
            lesson.told?.let { told ->
                val refused = told.judged is LessonJudged.Refused
                Told(
                    strings.judgedText(told.judged),
                    news,
                    if (refused) MaterialTheme.colorScheme.error else MaterialTheme.colorScheme.primary,
                    "told",
                )
            }
            BoardRejection(lesson.board)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                if (lesson.over && lesson.hasNext) {
                    Button(onClick = actions::nextLesson, modifier = Modifier.testTag("next-lesson")) {
                        Text(stringOf(StringKey.ACTION_NEXT_LESSON))
                    }
                }
                if (lesson.over && !lesson.hasNext) {
                    Button(onClick = onBack, modifier = Modifier.testTag("to-course")) { Text(stringOf(StringKey.LEARN_LESSONS)) }
                }
                if (!lesson.over) {
                    OutlinedButton(onClick = actions::restartStep, modifier = Modifier.testTag("restart-step")) {
                        Text(stringOf(StringKey.ACTION_RESTART_STEP))
                    }
                }
            }
        }
    }
}
