package vn.mathchess.ui.model

import java.util.concurrent.CountDownLatch
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertIs
import kotlin.test.assertNull
import kotlin.test.assertTrue
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.TestScope
import kotlinx.coroutines.test.advanceUntilIdle
import kotlinx.coroutines.test.runTest
import vn.mathchess.core.Mode
import vn.mathchess.core.Orientation
import vn.mathchess.core.Side

class GameModelTest {
    private val engine = FakeEngine()

    private fun TestScope.model(store: GameStore, computer: kotlinx.coroutines.CoroutineDispatcher? = null): GameModel {
        val dispatcher = StandardTestDispatcher(testScheduler)
        return GameModel(engine, store, this, dispatcher, computer ?: dispatcher) {
            error("no rule examples in these tests")
        }
    }

    private val GameModel.ready: GameUiState.Ready get() = assertIs<GameUiState.Ready>(state.value)

    @Test
    fun uiState_whenNothingSaved_thenFreshGameShownAndSaved() = runTest {
        val store = MemoryStore()
        val model = model(store)
        assertIs<GameUiState.Loading>(model.state.value)
        advanceUntilIdle()
        assertEquals(Screen.GAME, model.ready.screen)
        assertNull(model.ready.notice)
        assertEquals("record:", store.saved?.record)
        assertEquals(GameSettings.DEFAULT, GameSettings.decode(store.saved!!.settings))
    }

    @Test
    fun uiState_whenSavedGameReadable_thenItIsResumedWithItsSettings() = runTest {
        val settings = GameSettings(Mode.VsComputer(Side.BLUE, 5u), Orientation.FaceToFace(Side.RED))
        val store = MemoryStore(SavedGame(engine.loadable, settings.encode()))
        val model = model(store)
        advanceUntilIdle()
        assertEquals(listOf("loaded"), model.ready.snapshot.history.asList())
        assertEquals(settings.orientation, model.ready.snapshot.orientation)
        assertTrue("newGame ${settings.mode}" in engine.calls)
        assertNull(model.ready.notice)
        assertFalse(store.discarded)
    }

    @Test
    fun uiState_whenSavedRecordBad_thenNoticeAndFreshGame() = runTest {
        val store = MemoryStore(SavedGame("{broken", GameSettings.DEFAULT.encode()))
        val model = model(store)
        advanceUntilIdle()
        assertEquals(Notice.SAVED_GAME_UNREADABLE, model.ready.notice)
        assertEquals(emptyList<String>(), model.ready.snapshot.history.asList())
        assertTrue(store.discarded)
        assertEquals("record:", store.saved?.record)
        model.dismissNotice()
        assertNull(model.ready.notice)
    }

    @Test
    fun uiState_whenSavedSettingsBad_thenNoticeAndFreshGame() = runTest {
        val store = MemoryStore(SavedGame(engine.loadable, "mode=chess\n"))
        val model = model(store)
        advanceUntilIdle()
        assertEquals(Notice.SAVED_GAME_UNREADABLE, model.ready.notice)
        assertFalse("load" in engine.calls)
    }

    @Test
    fun tap_whenMovePlayed_thenPublishedAndSavedOncePerChange() = runTest {
        val store = MemoryStore()
        val model = model(store)
        advanceUntilIdle()
        model.tap(0u)
        advanceUntilIdle()
        assertEquals(listOf("m0"), model.ready.snapshot.history.asList())
        assertEquals("record:m0", store.saved?.record)
        val writes = store.writes.size
        model.show(Screen.NEW_GAME)
        model.leaveReview()
        advanceUntilIdle()
        assertEquals(writes, store.writes.size, "nothing changed, nothing written")
        assertEquals(Screen.NEW_GAME, model.ready.screen)
    }

    @Test
    fun tap_whenSessionRefuses_thenRedrawnWithoutCrash() = runTest {
        val model = model(MemoryStore())
        advanceUntilIdle()
        model.tap(200u)
        model.undo()
        advanceUntilIdle()
        assertEquals(emptyList<String>(), model.ready.snapshot.history.asList())
        assertTrue(engine.calls.count { it == "snapshot" } >= 3)
    }

    @Test
    fun save_whenStorageFails_thenNoticeAndGameGoesOn() = runTest {
        val store = MemoryStore()
        val model = model(store)
        advanceUntilIdle()
        store.failWrites = true
        model.tap(0u)
        advanceUntilIdle()
        assertEquals(Notice.SAVE_FAILED, model.ready.notice)
        assertEquals(listOf("m0"), model.ready.snapshot.history.asList())
    }

    @Test
    fun newGame_whenComputerToMove_thenItsMoveIsPlayedAndSaved() = runTest {
        val store = MemoryStore()
        val model = model(store)
        advanceUntilIdle()
        val setup = GameSetup(mode = Mode.VsComputer(Side.RED, 2u), orientation = null)
        model.newGame(setup)
        advanceUntilIdle()
        assertEquals(listOf("c"), model.ready.snapshot.history.asList())
        assertFalse(model.ready.snapshot.thinking)
        assertEquals(setup, model.ready.setup)
        assertEquals("record:c", store.saved?.record)
        assertEquals(1, engine.calls.count { it == "computerMove" })
        val afterNewGame = engine.calls.dropWhile { !it.startsWith("newGame Vs") }
        assertFalse(afterNewGame.any { it.startsWith("setOrientation") }, "the mode's own orientation")
    }

    @Test
    fun computerMove_whenItFindsNothing_thenNotAskedAgainUntilTheGameChanges() = runTest {
        engine.searchFinds = false
        val model = model(MemoryStore())
        advanceUntilIdle()
        model.newGame(GameSetup(mode = Mode.VsComputer(Side.RED, 2u), orientation = null))
        advanceUntilIdle()
        model.leaveReview()
        advanceUntilIdle()
        assertEquals(1, engine.calls.count { it == "computerMove" })
        assertTrue(model.ready.snapshot.thinking)
        engine.searchFinds = true
        model.tap(0u)
        advanceUntilIdle()
        assertEquals(2, engine.calls.count { it == "computerMove" })
        assertEquals(listOf("m0", "c"), model.ready.snapshot.history.asList())
    }

    @Test
    fun undo_whileComputerThinks_thenItsSearchEndsWithoutPlaying() = runTest {
        val gate = CountDownLatch(1)
        engine.searchGate = gate
        val model = model(MemoryStore(), computer = Dispatchers.IO)
        advanceUntilIdle()
        model.newGame(GameSetup(mode = Mode.VsComputer(Side.RED, 2u), orientation = null))
        advanceUntilIdle()
        model.tap(0u)
        advanceUntilIdle()
        assertTrue(model.ready.snapshot.thinking)
        model.undo()
        advanceUntilIdle()
        val snapshotsBefore = engine.calls.count { it == "snapshot" }
        gate.countDown()
        val deadline = System.currentTimeMillis() + 5_000
        while (engine.calls.count { it == "snapshot" } == snapshotsBefore && System.currentTimeMillis() < deadline) {
            Thread.sleep(10)
            advanceUntilIdle()
        }
        advanceUntilIdle()
        assertTrue(engine.calls.count { it == "snapshot" } > snapshotsBefore, "the search ended")
        assertFalse("computer played" in engine.calls)
        assertEquals(emptyList<String>(), model.ready.snapshot.history.asList())
        assertFalse(model.ready.snapshot.thinking)
    }

    @Test
    fun close_whenCallsQueued_thenSessionFreedAfterThem() = runTest {
        val model = model(MemoryStore())
        model.tap(0u)
        model.close()
        advanceUntilIdle()
        assertEquals("close", engine.calls.last())
        assertTrue("tap 0" in engine.calls)
    }
}
