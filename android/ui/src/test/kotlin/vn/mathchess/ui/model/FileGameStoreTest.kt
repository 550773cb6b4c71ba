package vn.mathchess.ui.model

import java.io.File
import java.nio.file.Files
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertNull
import kotlin.test.assertTrue

class FileGameStoreTest {
    private val dir = File(Files.createTempDirectory("mathchess-store").toFile(), "nested")
    private val store = FileGameStore(dir)

    @Test
    fun load_whenNothingSaved_thenNull() {
        assertNull(store.load())
    }

    @Test
    fun save_thenLoad_givesTheLastGame_andLeavesNoTemporaryFiles() {
        store.save(SavedGame("first", "a"))
        store.save(SavedGame("second", "b"))
        assertEquals(SavedGame("second", "b"), store.load())
        assertEquals(setOf("game.json", "settings.txt"), dir.list()!!.toSet())
    }

    @Test
    fun discard_keepsTheBadGameAside_andForgetsIt() {
        store.save(SavedGame("bad", "x"))
        store.discard()
        assertNull(store.load())
        assertEquals("bad", File(dir, "game.json.unreadable").readText())
        assertFalse(File(dir, "game.json").exists())
        store.save(SavedGame("good", "y"))
        assertTrue(File(dir, "game.json").exists())
    }
}
