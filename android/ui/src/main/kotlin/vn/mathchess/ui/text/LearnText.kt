package vn.mathchess.ui.text

import vn.mathchess.core.EndKind
import vn.mathchess.core.LessonJudged
import vn.mathchess.core.Message
import vn.mathchess.core.MessageArg
import vn.mathchess.core.Op
import vn.mathchess.core.PuzzleGoal
import vn.mathchess.core.PuzzleMiss
import vn.mathchess.core.PuzzleResult
import vn.mathchess.core.PuzzleSnapshot
import vn.mathchess.core.PuzzleVerdict
import vn.mathchess.core.RatingView

/**
 * The [StringKey] of a key of the core's (`illegal.math_chess.too_far`,
 * `lesson.flag.jumps.step2`, a theme's `theme_capture_p`): dots and dashes
 * as underscores. None when the app does not hold it: the caller then shows
 * the core's English.
 */
fun stringKeyOf(coreKey: String): StringKey? {
    val name = coreKey.replace('.', '_').replace('-', '_').uppercase()
    return StringKey.entries.firstOrNull { it.name == name }
}

/** The sign the game writes for an operation, the same in every language (`docs/bindings.md`). */
val Op.sign: String
    get() = when (this) {
        Op.ADD -> "+"
        Op.SUB -> "−"
        Op.MUL -> "×"
        Op.DIV -> "÷"
        Op.REM -> "%"
    }

/** How a task names the way Capture the Flag is won; an ending no task names, by its reason. */
private val EndKind.ending: StringKey
    get() = when (this) {
        EndKind.FLAG -> StringKey.ENDING_FLAG
        EndKind.CROSSING -> StringKey.ENDING_CROSSING
        EndKind.GUARD_LOST -> StringKey.ENDING_GUARD_LOST
        EndKind.NO_LEGAL_MOVE -> StringKey.ENDING_NO_MOVE
        else -> label
    }

/**
 * A core [Message] in the current language: its key's string with the
 * arguments in order (a number as digits, a square by its name, a side, a
 * rule, an ending by its label, an operation by its sign); [english] (the
 * snapshot's) when the app does not hold the key or a rule has no label.
 */
fun Strings.messageText(message: Message, english: String): String {
    val key = stringKeyOf(message.key) ?: return english
    val args = message.args.map<MessageArg, Any> { arg ->
        when (arg) {
            is MessageArg.Number -> arg.value.toInt()
            is MessageArg.Square -> arg.place.name
            is MessageArg.Squares -> arg.places.joinToString(", ") { it.name }
            is MessageArg.Side -> get(arg.side.label)
            is MessageArg.Op -> arg.op.sign
            is MessageArg.Rule -> get(arg.rule.label ?: return english)
            is MessageArg.Ending -> get(arg.reason.ending)
            is MessageArg.Text -> arg.text
        }
    }
    return get(key, *args.toTypedArray())
}

/** The text of a key of the core's without arguments (a lesson's title, a step), else [english]. */
fun Strings.keyedText(coreKey: String, english: String): String = stringKeyOf(coreKey)?.let { get(it) } ?: english

/** A lesson's judgement: "Right! On to the next step.", or the refusal's reason. */
fun Strings.judgedText(judged: LessonJudged): String = when (judged) {
    LessonJudged.StepDone -> get(StringKey.LEARN_STEP_DONE)
    LessonJudged.LessonDone -> get(StringKey.LEARN_LESSON_COMPLETE)
    is LessonJudged.Refused -> messageText(judged.refusal.message, judged.refusal.text)
}

/** A rating as shown: `1500`, or `1500?` while it is provisional. */
fun Strings.ratingValue(rating: RatingView): String =
    if (rating.provisional) get(StringKey.LEARN_RATING_PROVISIONAL, rating.rating) else rating.rating.toString()

/** "Rating 1500?" as a screen reader says it: "Rating 1500, still provisional". */
fun Strings.ratingDescription(rating: RatingView): String =
    if (rating.provisional) {
        get(StringKey.LEARN_RATING_PROVISIONAL_DESCRIPTION, rating.rating)
    } else {
        get(StringKey.LEARN_RATING, rating.rating.toString())
    }

/** A puzzle's themes in words, the generator's tag where the app has no string for it. */
fun Strings.themesText(themes: List<String>): String = themes.joinToString(", ") { keyedText("theme_$it", it) }

/** "Blue to move and win", "Red to move and win material". */
fun Strings.goalText(puzzle: PuzzleSnapshot): String {
    val key = when (puzzle.goal) {
        PuzzleGoal.WIN -> StringKey.PUZZLE_GOAL_WIN
        PuzzleGoal.MATERIAL -> StringKey.PUZZLE_GOAL_MATERIAL
    }
    return get(key, get(puzzle.solver.label))
}

/**
 * The verdict on the last move, in sentences: "Right: d3xd7. The defence
 * answers e9-e8.", "Not a1-a2: it does not win in 2 moves or fewer. The
 * defence answers …. The move is taken back: try another."
 */
fun Strings.verdictText(verdict: PuzzleVerdict, goal: PuzzleGoal): String {
    val reply = { move: String? -> move?.let { get(StringKey.PUZZLE_REPLY, it) } }
    val sentences = when (verdict) {
        is PuzzleVerdict.Right -> listOf(get(StringKey.PUZZLE_RIGHT, verdict.played), reply(verdict.reply))
        is PuzzleVerdict.Slower -> {
            val key = if (goal == PuzzleGoal.MATERIAL) StringKey.PUZZLE_SLOWER_MATERIAL else StringKey.PUZZLE_SLOWER_WIN
            listOf(get(key, verdict.played, verdict.moves.toInt(), verdict.fastest.toInt()), reply(verdict.reply))
        }
        is PuzzleVerdict.Shown -> listOf(get(StringKey.PUZZLE_SHOWN, verdict.played), reply(verdict.reply))
        is PuzzleVerdict.Wrong -> {
            val why = when (val miss = verdict.miss) {
                is PuzzleMiss.Refuted -> if (miss.ends) {
                    listOf(get(StringKey.PUZZLE_WRONG_REFUTED_ENDS, verdict.tried, miss.reply))
                } else {
                    val key = if (goal == PuzzleGoal.MATERIAL) StringKey.PUZZLE_WRONG_REFUTED_MATERIAL else StringKey.PUZZLE_WRONG_REFUTED_WIN
                    listOf(get(key, verdict.tried, verdict.within.toInt()), reply(miss.reply))
                }
                PuzzleMiss.NoWin -> listOf(get(StringKey.PUZZLE_WRONG_NO_WIN, verdict.tried))
                PuzzleMiss.Unproved -> listOf(get(StringKey.PUZZLE_WRONG_UNPROVED, verdict.tried))
            }
            why + get(StringKey.PUZZLE_TAKEN_BACK)
        }
    }
    return sentences.filterNotNull().joinToString(" ")
}

/** "Solved! Rating 1500? → 1650?", "Failed. Rating …", once the puzzle counted. */
fun Strings.resultText(puzzle: PuzzleSnapshot): String? {
    val result = puzzle.result ?: return null
    val change = puzzle.change ?: return null
    val key = when (result) {
        PuzzleResult.SOLVED -> StringKey.PUZZLE_SOLVED
        PuzzleResult.FAILED -> StringKey.PUZZLE_FAILED
    }
    return get(key, ratingValue(change.before), ratingValue(change.after))
}
