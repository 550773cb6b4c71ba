package vn.mathchess.ui.model

import kotlin.coroutines.CoroutineContext
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertIs
import kotlin.test.assertNull
import kotlin.test.assertTrue
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.Runnable
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.TestScope
import kotlinx.coroutines.test.advanceUntilIdle
import kotlinx.coroutines.test.runTest
import vn.mathchess.core.FfiException
import vn.mathchess.core.GameKind
import vn.mathchess.core.GameSession
import vn.mathchess.core.Mode
import vn.mathchess.core.Preset
import vn.mathchess.core.ReviewMark
import vn.mathchess.core.Side
import vn.mathchess.core.presetRules

/** A dispatcher that says whether one of its tasks is running: where a call ran. */
class TrackingDispatcher(private val inner: CoroutineDispatcher) : CoroutineDispatcher() {
    var active = false
        private set

    override fun dispatch(context: CoroutineContext, block: Runnable) = inner.dispatch(context) {
        active = true
        try {
            block.run()
        } finally {
            active = false
        }
    }
}

class GameModelTest {
    private val library = WatchedLibrary()
    private val preferences = MemoryPreferenceStore()
    private lateinit var disk: TrackingDispatcher

    private fun TestScope.model(file: GameFile = MemoryGameFile()): GameModel {
        val dispatcher = StandardTestDispatcher(testScheduler)
        disk = TrackingDispatcher(dispatcher)
        return GameModel(library, file, preferences, this, ModelDispatchers(dispatcher, dispatcher, disk))
    }

    private val GameModel.ready: GameUiState.Ready get() = assertIs<GameUiState.Ready>(state.value)

    private val GameModel.moves: List<String> get() = ready.snapshot.history.asList()

    @Test
    fun open_whenNothingSaved_thenANewGameIsShownAndWritten() = runTest {
        val file = MemoryGameFile()
        val model = model(file)
        assertIs<GameUiState.Loading>(model.state.value)
        advanceUntilIdle()
        assertEquals(Screen.GAME, model.ready.screen)
        assertNull(model.ready.notice)
        assertEquals(listOf("newSession ${Mode.TwoPlayers}"), library.calls)
        assertEquals(emptyList(), movesOf(file.writes.single()))
    }

    @Test
    fun open_whenTheSaveIsReadable_thenItIsRestored_andNotWrittenAgain() = runTest {
        val file = MemoryGameFile(savedAfter(C1, C4))
        val model = model(file)
        advanceUntilIdle()
        assertEquals(listOf("c1-c4"), model.moves)
        assertEquals(listOf("restore"), library.calls)
        assertEquals(emptyList(), file.writes)
        assertNull(model.ready.notice)
    }

    @Test
    fun open_whenTheSaveIsUnreadable_thenANoticeAndANewGame_andTheFileIsKeptAside() = runTest {
        val file = MemoryGameFile("{broken")
        val model = model(file)
        advanceUntilIdle()
        assertEquals(Notice.SAVED_GAME_UNREADABLE, model.ready.notice)
        assertEquals(emptyList(), model.moves)
        assertEquals("{broken", file.aside)
        assertEquals(emptyList(), movesOf(file.writes.single()))
        model.dismissNotice()
        advanceUntilIdle()
        assertNull(model.ready.notice)
    }

    @Test
    fun open_whenTheUnreadableSaveCannotBeSetAside_thenItIsNeverOverwritten() = runTest {
        val file = MemoryGameFile("{broken").apply { failSetAside = true }
        val model = model(file)
        advanceUntilIdle()
        model.tap(C1.toUByte())
        model.tap(C4.toUByte())
        advanceUntilIdle()
        assertEquals(listOf("c1-c4"), model.moves)
        assertEquals(Notice.SAVED_GAME_UNREADABLE, model.ready.notice)
        assertEquals(emptyList(), file.writes)
        assertEquals("{broken", file.saved)
    }

    @Test
    fun tap_whenItOnlySelects_thenNothingIsWritten() = runTest {
        val file = MemoryGameFile()
        val model = model(file)
        advanceUntilIdle()
        model.tap(C1.toUByte())
        advanceUntilIdle()
        assertEquals(C1.toUByte(), model.ready.snapshot.selected)
        assertEquals(1, file.writes.size)
    }

    @Test
    fun tap_whenAMoveIsPlayed_thenTheNewRevisionIsWrittenOnce_onTheDiskDispatcher() = runTest {
        var savedOnDisk = true
        val file = object : GameFile by MemoryGameFile() {
            val writes = mutableListOf<String>()
            override fun write(save: String) {
                savedOnDisk = savedOnDisk && disk.active
                writes += save
            }
        }
        val model = model(file)
        advanceUntilIdle()
        model.tap(C1.toUByte())
        model.tap(C4.toUByte())
        model.tap(G11.toUByte()) // selects only
        advanceUntilIdle()
        assertEquals(listOf(emptyList(), listOf("c1-c4")), file.writes.map(::movesOf))
        assertTrue(savedOnDisk, "every write ran on the disk dispatcher")
        assertEquals(2, library.session.calls.count { it == "save" }, "the save is taken only for a new revision")
    }

    @Test
    fun write_whenTheDiskFails_thenANotice_andTheNextChangeIsWrittenAgain() = runTest {
        val file = MemoryGameFile()
        val model = model(file)
        advanceUntilIdle()
        file.failWrites = true
        model.tap(C1.toUByte())
        model.tap(C4.toUByte())
        advanceUntilIdle()
        assertEquals(Notice.SAVE_FAILED, model.ready.notice)
        file.failWrites = false
        model.tap(G11.toUByte())
        model.tap(G8.toUByte())
        advanceUntilIdle()
        assertEquals(listOf("c1-c4", "g11-g8"), movesOf(file.saved!!))
    }

    @Test
    fun computer_isStartedOnlyWhenTheSnapshotSaysSo_andItsMoveIsShownAndWritten() = runTest {
        val file = MemoryGameFile()
        val model = model(file)
        advanceUntilIdle()
        model.tap(C1.toUByte())
        model.tap(C4.toUByte())
        advanceUntilIdle()
        assertFalse("computerMove" in library.session.calls, "two players: no computer")
        model.newGame(GameSetup(mode = Mode.VsComputer(Side.RED, 1u), orientation = null))
        advanceUntilIdle()
        assertEquals(1, library.session.calls.count { it == "computerMove" })
        assertEquals(1, model.moves.size, "Blue's move, the computer's")
        assertEquals(model.moves, movesOf(file.saved!!))
        assertFalse(model.ready.snapshot.startComputer)
    }

    @Test
    fun computer_whenTheSearchFails_thenANotice_andItIsNotStartedAgainWhileTheSessionSaysNo() = runTest {
        library.prepare = { it.failSearch = FfiException.Internal("a bug") }
        val file = MemoryGameFile(GameSession(presetRules(Preset.CHESSPLAYX), Mode.VsComputer(Side.RED, 1u)).use { it.save() })
        val model = model(file)
        advanceUntilIdle()
        assertEquals(Notice.COMPUTER_FAILED, model.ready.notice)
        assertEquals(1, library.session.calls.count { it == "computerMove" }, "not retried until the game changes")
        assertEquals(emptyList(), model.moves)
    }

    @Test
    fun tap_whenTheSessionRefusesIt_thenNothingChanges_andARefusalIsTold() = runTest {
        val model = model()
        advanceUntilIdle()
        val before = model.ready.snapshot
        model.tap(200u)
        advanceUntilIdle()
        // The same snapshot, read again: its history is another handle on the same moves.
        val after = model.ready.snapshot
        assertEquals(before, after.copy(history = before.history))
        assertEquals(before.history.asList(), after.history.asList())
        assertEquals(Happening.CommandRefused(1), model.ready.happening)
        model.tap(200u)
        advanceUntilIdle()
        assertEquals(Happening.CommandRefused(2), model.ready.happening, "a second refusal is a second happening")
    }

    @Test
    fun review_runsWhileItsScreenIsOpen_andGivesEachMoveAndTheCounts() = runTest {
        val model = model(MemoryGameFile(savedAfter(C1, C4, G11, G8)))
        advanceUntilIdle()
        model.show(Screen.REVIEW)
        advanceUntilIdle()
        val done = assertIs<Analysis.Done>(model.ready.analysis)
        assertEquals(listOf("c1-c4", "g11-g8"), done.moves.map { it.played })
        for (side in Side.entries) {
            val marked = done.moves.filter { it.side == side }.groupingBy { it.mark }.eachCount()
            for (mark in ReviewMark.entries) assertEquals(marked[mark] ?: 0, done.counts[side]?.get(mark), "$side $mark")
        }
        model.show(Screen.GAME)
        model.show(Screen.REVIEW)
        advanceUntilIdle()
        assertEquals(1, library.session.calls.count { it == "reviewGame" }, "a review still current is not run again")
    }

    @Test
    fun review_whenItsScreenClosesFirst_thenItIsCancelled_andNothingIsShown() = runTest {
        val model = model(MemoryGameFile(savedAfter(C1, C4)))
        advanceUntilIdle()
        // Both queued before the search starts: it is cancelled before it runs.
        model.show(Screen.REVIEW)
        model.show(Screen.GAME)
        advanceUntilIdle()
        assertEquals(1, library.session.calls.count { it == "reviewGame" })
        assertEquals(Analysis.None, model.ready.analysis)
    }

    @Test
    fun review_whenItFailsOrDoesNotFinish_thenTheFailureIsShown_andRetryRunsItAgain() = runTest {
        val model = model(MemoryGameFile(savedAfter(C1, C4)))
        advanceUntilIdle()
        val session = library.session
        // The core refuses the job, then hands out one stopped before it runs (its review incomplete).
        session.failReview = FfiException.Internal("a bug")
        model.show(Screen.REVIEW)
        advanceUntilIdle()
        assertEquals(Analysis.Failed, model.ready.analysis)
        session.failReview = null
        session.stopReviews = true
        model.retryReview()
        advanceUntilIdle()
        assertEquals(Analysis.Failed, model.ready.analysis)
        session.stopReviews = false
        model.retryReview()
        advanceUntilIdle()
        assertEquals(listOf("c1-c4"), assertIs<Analysis.Done>(model.ready.analysis).moves.map { it.played })
        // A retry with no failed review on the screen does nothing.
        model.show(Screen.GAME)
        model.retryReview()
        advanceUntilIdle()
        assertEquals(3, session.calls.count { it == "reviewGame" })
    }

    @Test
    fun review_whenTheGameIsNoLongerTheOneReviewed_thenItsMarksGo() = runTest {
        val model = model(MemoryGameFile(savedAfter(C1, C4)))
        advanceUntilIdle()
        model.show(Screen.REVIEW)
        advanceUntilIdle()
        assertIs<Analysis.Done>(model.ready.analysis)
        model.undo()
        advanceUntilIdle()
        assertEquals(Analysis.None, model.ready.analysis)
    }

    @Test
    fun preferences_areReadAtStart_andKeptWhenChanged() = runTest {
        preferences.savePreferences(Preferences(sound = false))
        val model = model()
        advanceUntilIdle()
        assertEquals(Preferences(sound = false), model.ready.preferences)
        model.setPreferences(Preferences(sound = false, coordinates = false))
        advanceUntilIdle()
        assertEquals(Preferences(sound = false, coordinates = false), model.ready.preferences)
        assertEquals(Preferences(sound = false, coordinates = false), preferences.loadPreferences())
    }

    @Test
    fun rulesScreen_readsTheCoresExamplesOnce() = runTest {
        val model = model()
        advanceUntilIdle()
        model.show(Screen.RULES)
        advanceUntilIdle()
        model.show(Screen.GAME)
        model.show(Screen.RULES)
        advanceUntilIdle()
        assertEquals(RustLibrary.ruleExamples().map { it.topic }, model.ready.ruleExamples?.map { it.topic })
        assertEquals(RustLibrary.flagRuleExamples().map { it.topic }, model.ready.flagRuleExamples?.map { it.topic })
        assertEquals(1, library.calls.count { it == "ruleExamples" })
        assertEquals(1, library.calls.count { it == "flagRuleExamples" })
    }

    @Test
    fun newGame_thenPlayAgain_startTheSameSetup() = runTest {
        val model = model()
        advanceUntilIdle()
        val setup = GameSetup(mode = Mode.VsComputer(Side.BLUE, 1u), orientation = null)
        model.show(Screen.NEW_GAME)
        model.newGame(setup)
        advanceUntilIdle()
        assertEquals(Screen.GAME, model.ready.screen)
        assertEquals(setup, model.ready.setup)
        assertEquals(setup.mode, model.ready.snapshot.mode)
        model.playAgain()
        advanceUntilIdle()
        assertEquals(2, library.session.calls.count { it == "newGame ${setup.mode}" })
    }

    @Test
    fun newGame_ofCaptureTheFlag_startsThatGame_andPlayAgainStartsItAgain() = runTest {
        val model = model()
        advanceUntilIdle()
        val setup = GameSetup(game = GameKind.CAPTURE_THE_FLAG, mode = Mode.TwoPlayers)
        model.newGame(setup)
        advanceUntilIdle()
        assertEquals(GameKind.CAPTURE_THE_FLAG, model.ready.snapshot.game)
        model.playAgain()
        advanceUntilIdle()
        assertEquals(2, library.session.calls.count { it == "startGame ${GameKind.CAPTURE_THE_FLAG} ${Mode.TwoPlayers}" })
        assertTrue(library.session.calls.none { it.startsWith("newGame") }, "${library.session.calls}")
    }

    @Test
    fun open_whenAGameOfCaptureTheFlagIsRestored_thenTheNewGameScreenOffersThatGame() = runTest {
        val model = model(MemoryGameFile(savedGame(GameKind.CAPTURE_THE_FLAG)))
        advanceUntilIdle()
        assertEquals(GameKind.CAPTURE_THE_FLAG, model.ready.snapshot.game)
        assertEquals(GameKind.CAPTURE_THE_FLAG, model.ready.setup.game)
    }

    @Test
    fun close_freesTheSession() = runTest {
        val model = model()
        advanceUntilIdle()
        model.close()
        advanceUntilIdle()
        assertTrue("close" in library.session.calls)
    }
}
