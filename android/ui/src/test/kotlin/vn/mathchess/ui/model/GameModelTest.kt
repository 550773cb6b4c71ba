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
import vn.mathchess.core.Mode
import vn.mathchess.core.ReviewMark
import vn.mathchess.core.Side

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
    private val library = FakeLibrary()
    private val engine = library.engine
    private val preferences = MemoryPreferenceStore()
    private lateinit var disk: TrackingDispatcher

    private fun TestScope.model(file: GameFile = MemoryGameFile()): GameModel {
        val dispatcher = StandardTestDispatcher(testScheduler)
        disk = TrackingDispatcher(dispatcher)
        return GameModel(library, file, preferences, this, ModelDispatchers(dispatcher, dispatcher, disk))
    }

    private val GameModel.ready: GameUiState.Ready get() = assertIs<GameUiState.Ready>(state.value)

    @Test
    fun open_whenNothingSaved_thenANewGameIsShownAndWritten() = runTest {
        val file = MemoryGameFile()
        val model = model(file)
        assertIs<GameUiState.Loading>(model.state.value)
        advanceUntilIdle()
        assertEquals(Screen.GAME, model.ready.screen)
        assertNull(model.ready.notice)
        assertEquals(listOf("newSession ${Mode.TwoPlayers}"), library.calls)
        assertEquals(listOf("save:"), file.writes)
    }

    @Test
    fun open_whenTheSaveIsReadable_thenItIsRestored_andNotWrittenAgain() = runTest {
        val file = MemoryGameFile("good save")
        val model = model(file)
        advanceUntilIdle()
        assertEquals(listOf("restored"), model.ready.snapshot.history.asList())
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
        assertEquals(emptyList(), model.ready.snapshot.history.asList())
        assertEquals("{broken", file.aside)
        assertEquals(listOf("save:"), file.writes)
        model.dismissNotice()
        advanceUntilIdle()
        assertNull(model.ready.notice)
    }

    @Test
    fun open_whenTheUnreadableSaveCannotBeSetAside_thenItIsNeverOverwritten() = runTest {
        val file = MemoryGameFile("{broken").apply { failSetAside = true }
        val model = model(file)
        advanceUntilIdle()
        model.tap(0u)
        advanceUntilIdle()
        assertEquals(Notice.SAVED_GAME_UNREADABLE, model.ready.notice)
        assertEquals(emptyList(), file.writes)
        assertEquals("{broken", file.saved)
    }

    @Test
    fun tap_whenItOnlySelects_thenNothingIsWritten() = runTest {
        val file = MemoryGameFile()
        val model = model(file)
        advanceUntilIdle()
        model.tap(3u)
        advanceUntilIdle()
        assertEquals(3.toUByte(), model.ready.snapshot.selected)
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
        model.tap(0u)
        model.tap(3u)
        advanceUntilIdle()
        assertEquals(listOf("save:", "save:m0"), file.writes)
        assertTrue(savedOnDisk, "every write ran on the disk dispatcher")
        assertEquals(2, engine.saves, "the save is taken only for a new revision")
        assertEquals(listOf("m0"), model.ready.snapshot.history.asList())
    }

    @Test
    fun write_whenTheDiskFails_thenANotice_andTheNextChangeIsWrittenAgain() = runTest {
        val file = MemoryGameFile()
        val model = model(file)
        advanceUntilIdle()
        file.failWrites = true
        model.tap(0u)
        advanceUntilIdle()
        assertEquals(Notice.SAVE_FAILED, model.ready.notice)
        file.failWrites = false
        model.tap(0u)
        advanceUntilIdle()
        assertEquals("save:m0,m1", file.saved)
    }

    @Test
    fun computer_isStartedOnlyWhenTheSnapshotSaysSo_andItsMoveIsShownAndWritten() = runTest {
        val file = MemoryGameFile()
        val model = model(file)
        advanceUntilIdle()
        model.tap(0u)
        advanceUntilIdle()
        assertFalse("computerMove" in engine.calls, "two players: no computer")
        model.newGame(GameSetup(mode = Mode.VsComputer(Side.RED, 2u), orientation = null))
        advanceUntilIdle()
        assertEquals(1, engine.calls.count { it == "computerMove" })
        assertEquals(listOf("c0"), model.ready.snapshot.history.asList())
        assertEquals("save:c0", file.saved)
        assertFalse(model.ready.snapshot.startComputer)
    }

    @Test
    fun computer_whenTheSearchFails_thenANotice_andItIsNotStartedAgainWhileTheSessionSaysNo() = runTest {
        var attempts = 0
        val failing = object : GameEngine by engine {
            override fun computerMove(): vn.mathchess.core.Snapshot {
                attempts++
                // As the core does after a failed search (its own tests check it): no new search until the game changes.
                engine.current = engine.current.copy(startComputer = false)
                throw FfiException.Internal("a bug")
            }
        }
        val library = object : CoreLibrary by library {
            override fun newSession(rules: vn.mathchess.core.RuleOptions, mode: Mode): GameEngine {
                engine.current = emptySnapshot(Mode.VsComputer(Side.RED, 1u))
                return failing
            }
        }
        val dispatcher = StandardTestDispatcher(testScheduler)
        val model = GameModel(library, MemoryGameFile(), preferences, this, ModelDispatchers(dispatcher, dispatcher, dispatcher))
        advanceUntilIdle()
        assertEquals(Notice.COMPUTER_FAILED, model.ready.notice)
        assertEquals(1, attempts, "not retried until the game changes")
    }

    @Test
    fun tap_whenTheSessionRefusesIt_thenNothingChanges_andARefusalIsTold() = runTest {
        val model = model()
        advanceUntilIdle()
        val before = model.ready.snapshot
        model.tap(200u)
        advanceUntilIdle()
        assertEquals(before, model.ready.snapshot)
        assertEquals(Happening.CommandRefused(1), model.ready.happening)
        model.tap(200u)
        advanceUntilIdle()
        assertEquals(Happening.CommandRefused(2), model.ready.happening, "a second refusal is a second happening")
    }

    @Test
    fun review_runsWhileItsScreenIsOpen_andGivesEachMovesMarkAndTheCounts() = runTest {
        val model = model()
        advanceUntilIdle()
        model.show(Screen.REVIEW)
        advanceUntilIdle()
        val done = assertIs<Analysis.Done>(model.ready.analysis)
        assertEquals(listOf(null, ReviewMark.BLUNDER), done.moves.map { it.mark })
        assertEquals(1, done.counts[Side.RED]?.get(ReviewMark.BLUNDER))
        assertEquals(0, done.counts[Side.BLUE]?.get(ReviewMark.BLUNDER))
        model.show(Screen.GAME)
        model.show(Screen.REVIEW)
        advanceUntilIdle()
        assertEquals(1, engine.calls.count { it == "reviewGame" }, "a review still current is not run again")
    }

    @Test
    fun review_whenItsScreenClosesFirst_thenItIsCancelled_andNothingIsShown() = runTest {
        engine.review.gate = java.util.concurrent.CountDownLatch(1)
        val model = model()
        advanceUntilIdle()
        model.show(Screen.REVIEW)
        model.show(Screen.GAME)
        advanceUntilIdle()
        assertTrue(engine.review.cancelled)
        assertEquals(Analysis.None, model.ready.analysis)
    }

    @Test
    fun review_whenTheGameIsNoLongerTheOneReviewed_thenItsMarksGo() = runTest {
        val model = model()
        advanceUntilIdle()
        model.show(Screen.REVIEW)
        advanceUntilIdle()
        assertIs<Analysis.Done>(model.ready.analysis)
        engine.reviewCurrent = false
        model.tap(0u)
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
        assertEquals(emptyList(), model.ready.ruleExamples)
        assertEquals(emptyList(), model.ready.flagRuleExamples)
        assertEquals(1, library.calls.count { it == "ruleExamples" })
        assertEquals(1, library.calls.count { it == "flagRuleExamples" })
    }

    @Test
    fun newGame_thenPlayAgain_startTheSameSetup() = runTest {
        val model = model()
        advanceUntilIdle()
        val setup = GameSetup(mode = Mode.VsComputer(Side.BLUE, 4u), orientation = null)
        model.show(Screen.NEW_GAME)
        model.newGame(setup)
        advanceUntilIdle()
        assertEquals(Screen.GAME, model.ready.screen)
        assertEquals(setup, model.ready.setup)
        model.playAgain()
        advanceUntilIdle()
        assertEquals(2, engine.calls.count { it == "newGame ${setup.mode}" })
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
        assertEquals(2, engine.calls.count { it == "startGame ${GameKind.CAPTURE_THE_FLAG} ${Mode.TwoPlayers}" })
        assertTrue(engine.calls.none { it.startsWith("newGame") }, "${engine.calls}")
    }

    @Test
    fun open_whenAGameOfCaptureTheFlagIsRestored_thenTheNewGameScreenOffersThatGame() = runTest {
        library.engine.current = emptySnapshot().copy(game = GameKind.CAPTURE_THE_FLAG)
        val model = model(MemoryGameFile(library.restorable))
        advanceUntilIdle()
        assertEquals(GameKind.CAPTURE_THE_FLAG, model.ready.setup.game)
    }

    @Test
    fun close_freesTheSession() = runTest {
        val model = model()
        advanceUntilIdle()
        model.close()
        advanceUntilIdle()
        assertTrue("close" in engine.calls)
    }
}
