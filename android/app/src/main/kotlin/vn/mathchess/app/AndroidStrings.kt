package vn.mathchess.app

import android.content.Context
import androidx.annotation.PluralsRes
import androidx.annotation.StringRes
import vn.mathchess.ui.R
import vn.mathchess.ui.text.PluralKey
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.Strings

/**
 * The shared [StringKey]s and [PluralKey]s read from the Android string resources (the `:ui`
 * module's `res/values-LANG/strings.xml`), in the system's language.
 */
class AndroidStrings(private val context: Context) : Strings {
    override fun get(key: StringKey, vararg args: Any): String = context.getString(key.resource, *args)

    override fun plural(key: PluralKey, count: Int): String = context.resources.getQuantityString(key.resource, count, count)
}

/** The `<plurals>` resource of each key, by reference, as for the strings below. */
@get:PluralsRes
private val PluralKey.resource: Int
    get() = when (this) {
        PluralKey.REVIEW_INACCURACIES -> R.plurals.review_inaccuracies
        PluralKey.REVIEW_MISTAKES -> R.plurals.review_mistakes
        PluralKey.REVIEW_BLUNDERS -> R.plurals.review_blunders
    }

/**
 * The resource of each key, by reference: the compiler checks that every key
 * has one and every resource exists, and R8 sees which strings are used.
 * `android/scripts/check-strings.py` checks that each key names its own resource.
 */
@get:StringRes
private val StringKey.resource: Int
    get() = when (this) {
        StringKey.APP_NAME -> R.string.app_name
        StringKey.ACTION_NEW_GAME -> R.string.action_new_game
        StringKey.ACTION_RULES -> R.string.action_rules
        StringKey.ACTION_UNDO -> R.string.action_undo
        StringKey.ACTION_REDO -> R.string.action_redo
        StringKey.ACTION_BACK -> R.string.action_back
        StringKey.ACTION_RESIGN -> R.string.action_resign
        StringKey.ACTION_OFFER_DRAW -> R.string.action_offer_draw
        StringKey.ACTION_ACCEPT_DRAW -> R.string.action_accept_draw
        StringKey.ACTION_DECLINE_DRAW -> R.string.action_decline_draw
        StringKey.ACTION_START -> R.string.action_start
        StringKey.ACTION_DISMISS -> R.string.action_dismiss
        StringKey.ACTION_CANCEL -> R.string.action_cancel
        StringKey.ACTION_REVIEW_BACK -> R.string.action_review_back
        StringKey.ACTION_REVIEW_FORWARD -> R.string.action_review_forward
        StringKey.ACTION_LIVE -> R.string.action_live
        StringKey.SIDE_BLUE -> R.string.side_blue
        StringKey.SIDE_RED -> R.string.side_red
        StringKey.PLAYER_YOU -> R.string.player_you
        StringKey.PLAYER_COMPUTER -> R.string.player_computer
        StringKey.SCORE -> R.string.score
        StringKey.CAPTURED -> R.string.captured
        StringKey.TO_MOVE -> R.string.to_move
        StringKey.TO_MOVE_SIDE -> R.string.to_move_side
        StringKey.THINKING -> R.string.thinking
        StringKey.DRAW_OFFERED -> R.string.draw_offered
        StringKey.DRAW_DECLINED -> R.string.draw_declined
        StringKey.RESIGNATION_TAKEN_BACK -> R.string.resignation_taken_back
        StringKey.MOVES -> R.string.moves
        StringKey.MOVES_EMPTY -> R.string.moves_empty
        StringKey.BROWSING -> R.string.browsing
        StringKey.REJECTION_ZERO_CANNOT_MOVE -> R.string.rejection_zero_cannot_move
        StringKey.REJECTION_NOT_YOUR_TURN -> R.string.rejection_not_your_turn
        StringKey.REJECTION_GAME_OVER -> R.string.rejection_game_over
        StringKey.REJECTION_COMPUTER_THINKING -> R.string.rejection_computer_thinking
        StringKey.REJECTION_BROWSING -> R.string.rejection_browsing
        StringKey.REJECTION_EMPTY_SQUARE -> R.string.rejection_empty_square
        StringKey.REJECTION_NO_MOVES -> R.string.rejection_no_moves
        StringKey.REJECTION_CHOICE_PENDING -> R.string.rejection_choice_pending
        StringKey.REJECTION_CANNOT_REACH -> R.string.rejection_cannot_reach
        StringKey.OUTCOME_WINS -> R.string.outcome_wins
        StringKey.OUTCOME_DRAW -> R.string.outcome_draw
        StringKey.REASON_ZERO_CAPTURED -> R.string.reason_zero_captured
        StringKey.REASON_NO_LEGAL_MOVE -> R.string.reason_no_legal_move
        StringKey.REASON_POINTS_TARGET -> R.string.reason_points_target
        StringKey.REASON_REPETITION -> R.string.reason_repetition
        StringKey.REASON_RESIGNATION -> R.string.reason_resignation
        StringKey.REASON_AGREED_DRAW -> R.string.reason_agreed_draw
        StringKey.CHOICE_TITLE -> R.string.choice_title
        StringKey.CHOICE_SUPPORT -> R.string.choice_support
        StringKey.BOARD -> R.string.board
        StringKey.SQUARE_EMPTY -> R.string.square_empty
        StringKey.SQUARE_PIECE -> R.string.square_piece
        StringKey.MARK_SELECTED -> R.string.mark_selected
        StringKey.MARK_STEP_TARGET -> R.string.mark_step_target
        StringKey.MARK_CAPTURE_TARGET -> R.string.mark_capture_target
        StringKey.MARK_LAST_MOVE -> R.string.mark_last_move
        StringKey.MARK_ZERO_IN_DANGER -> R.string.mark_zero_in_danger
        StringKey.NEW_GAME_PLAYERS -> R.string.new_game_players
        StringKey.NEW_GAME_TWO_PLAYERS -> R.string.new_game_two_players
        StringKey.NEW_GAME_VS_COMPUTER -> R.string.new_game_vs_computer
        StringKey.NEW_GAME_LEVEL -> R.string.new_game_level
        StringKey.NEW_GAME_PLAY_AS -> R.string.new_game_play_as
        StringKey.NEW_GAME_RULES -> R.string.new_game_rules
        StringKey.PRESET_CHESSPLAYX -> R.string.preset_chessplayx
        StringKey.PRESET_CLASSIC -> R.string.preset_classic
        StringKey.PRESET_WIKIPEDIA -> R.string.preset_wikipedia
        StringKey.NEW_GAME_BOARD -> R.string.new_game_board
        StringKey.ORIENTATION_FOLLOW_TURN -> R.string.orientation_follow_turn
        StringKey.ORIENTATION_FIXED -> R.string.orientation_fixed
        StringKey.ORIENTATION_FACE_TO_FACE -> R.string.orientation_face_to_face
        StringKey.RULES_TITLE -> R.string.rules_title
        StringKey.RULES_GOAL -> R.string.rules_goal
        StringKey.RULES_STEP -> R.string.rules_step
        StringKey.RULES_CAPTURE -> R.string.rules_capture
        StringKey.RULES_CAPTURE_EXAMPLE -> R.string.rules_capture_example
        StringKey.RULES_CHOICE -> R.string.rules_choice
        StringKey.RULES_SCORE -> R.string.rules_score
        StringKey.RULES_TAP -> R.string.rules_tap
        StringKey.NOTICE_SAVED_GAME_UNREADABLE -> R.string.notice_saved_game_unreadable
        StringKey.NOTICE_SAVE_FAILED -> R.string.notice_save_failed
        StringKey.ACTION_HINT -> R.string.action_hint
        StringKey.HINT_SEARCHING -> R.string.hint_searching
        StringKey.HINT_MOVE -> R.string.hint_move
        StringKey.ACTION_SETTINGS -> R.string.action_settings
        StringKey.SETTINGS_SOUND -> R.string.settings_sound
        StringKey.SETTINGS_HAPTICS -> R.string.settings_haptics
        StringKey.SETTINGS_SHOW_LEGAL_MOVES -> R.string.settings_show_legal_moves
        StringKey.SETTINGS_COORDINATES -> R.string.settings_coordinates
        StringKey.SETTINGS_LANGUAGE_TITLE -> R.string.settings_language_title
        StringKey.SETTINGS_LANGUAGE_DEVICE -> R.string.settings_language_device
        StringKey.RESIGN_CONFIRM_TITLE -> R.string.resign_confirm_title
        StringKey.RESIGN_CONFIRM_MESSAGE -> R.string.resign_confirm_message
        StringKey.OUTCOME_YOU_WIN -> R.string.outcome_you_win
        StringKey.OUTCOME_YOU_LOSE -> R.string.outcome_you_lose
        StringKey.ACTION_PLAY_AGAIN -> R.string.action_play_again
        StringKey.RULES_REMAINDER -> R.string.rules_remainder
        StringKey.RULES_POINTS_TARGET -> R.string.rules_points_target
        StringKey.RULES_REPETITION -> R.string.rules_repetition
        StringKey.ERROR_NOTHING_TO_UNDO -> R.string.error_nothing_to_undo
        StringKey.ERROR_NOTHING_TO_REDO -> R.string.error_nothing_to_redo
        StringKey.ERROR_AT_START -> R.string.error_at_start
        StringKey.ERROR_AT_LIVE -> R.string.error_at_live
        StringKey.ERROR_NO_DRAW_OFFER -> R.string.error_no_draw_offer
        StringKey.ERROR_OWN_DRAW_OFFER -> R.string.error_own_draw_offer
        StringKey.ERROR_DRAW_ALREADY_OFFERED -> R.string.error_draw_already_offered
        StringKey.ERROR_NOT_TO_MOVE -> R.string.error_not_to_move
        StringKey.ERROR_NOT_TWO_PLAYERS -> R.string.error_not_two_players
        StringKey.ERROR_COMPUTER_SIDE -> R.string.error_computer_side
        StringKey.ERROR_INVALID_POINTS_TARGET -> R.string.error_invalid_points_target
        StringKey.ERROR_INVALID_LEVEL -> R.string.error_invalid_level
        StringKey.ERROR_COMPUTER_FAILED -> R.string.error_computer_failed
        StringKey.ERROR_INTERNAL -> R.string.error_internal
        StringKey.ACTION_REVIEW_GAME -> R.string.action_review_game
        StringKey.HINT_LINE -> R.string.hint_line
        StringKey.REVIEW_TITLE -> R.string.review_title
        StringKey.REVIEW_RUNNING -> R.string.review_running
        StringKey.REVIEW_COUNTS -> R.string.review_counts
        StringKey.REVIEW_BEST -> R.string.review_best
        StringKey.MARK_INACCURACY -> R.string.mark_inaccuracy
        StringKey.MARK_MISTAKE -> R.string.mark_mistake
        StringKey.MARK_BLUNDER -> R.string.mark_blunder
        StringKey.ANNOUNCE_MOVE -> R.string.announce_move
        StringKey.ANNOUNCE_UNDONE -> R.string.announce_undone
        StringKey.ANNOUNCE_REDONE -> R.string.announce_redone
        StringKey.ANNOUNCE_CAPTURE -> R.string.announce_capture
        StringKey.RULES_ZERO_IN_DANGER -> R.string.rules_zero_in_danger
        StringKey.SQUARE_FLAG -> R.string.square_flag
        StringKey.SQUARE_GUARD_HOME -> R.string.square_guard_home
        StringKey.SQUARE_ATTACK_POINT -> R.string.square_attack_point
        StringKey.NEW_GAME_GAME -> R.string.new_game_game
        StringKey.GAME_MATH_CHESS -> R.string.game_math_chess
        StringKey.GAME_CAPTURE_THE_FLAG -> R.string.game_capture_the_flag
        StringKey.REASON_FLAG -> R.string.reason_flag
        StringKey.REASON_CROSSING -> R.string.reason_crossing
        StringKey.REASON_GUARD_LOST -> R.string.reason_guard_lost
        StringKey.REASON_QUIET_LIMIT -> R.string.reason_quiet_limit
        StringKey.CAPTURE_TAKEN -> R.string.capture_taken
        StringKey.CAPTURE_RULE_WORKING -> R.string.capture_rule_working
        StringKey.CAPTURE_RULE_T1 -> R.string.capture_rule_t1
        StringKey.CAPTURE_RULE_T2 -> R.string.capture_rule_t2
        StringKey.CAPTURE_RULE_T3 -> R.string.capture_rule_t3
        StringKey.CAPTURE_RULE_T4 -> R.string.capture_rule_t4
        StringKey.CAPTURE_RULE_D -> R.string.capture_rule_d
        StringKey.CAPTURE_RULE_P -> R.string.capture_rule_p
        StringKey.CAPTURE_RULE_G -> R.string.capture_rule_g
        StringKey.CAPTURE_RULE_E -> R.string.capture_rule_e
        StringKey.CAPTURE_RULE_S -> R.string.capture_rule_s
        StringKey.CAPTURE_RULE_Q -> R.string.capture_rule_q
        StringKey.FLAG_GUARD_RETURN -> R.string.flag_guard_return
        StringKey.FLAG_SIEGE -> R.string.flag_siege
        StringKey.MARK_CAPTURED -> R.string.mark_captured
        StringKey.MARK_SIEGE_CAPTOR -> R.string.mark_siege_captor
        StringKey.MARK_REVIEW_PLAYED -> R.string.mark_review_played
        StringKey.MARK_REVIEW_BEST -> R.string.mark_review_best
        StringKey.REVIEW_ARROW_PLAYED -> R.string.review_arrow_played
        StringKey.REVIEW_ARROW_BEST -> R.string.review_arrow_best
        StringKey.FLAG_RULES_GOAL -> R.string.flag_rules_goal
        StringKey.FLAG_RULES_BOARD -> R.string.flag_rules_board
        StringKey.FLAG_RULES_MOVES -> R.string.flag_rules_moves
        StringKey.FLAG_RULES_JUMPS -> R.string.flag_rules_jumps
        StringKey.FLAG_RULES_GATES -> R.string.flag_rules_gates
        StringKey.FLAG_RULES_CAPTURES -> R.string.flag_rules_captures
        StringKey.FLAG_RULES_GUARDS -> R.string.flag_rules_guards
        StringKey.FLAG_RULES_WINNING -> R.string.flag_rules_winning
    }
