package vn.mathchess.ui.model

import java.io.File
import java.io.IOException
import java.nio.file.Files
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertFalse
import kotlin.test.assertNull

class DiskGameFileTest {
    private val dir = File(Files.createTempDirectory("mathchess-file").toFile(), "nested")
    private val file = DiskGameFile(dir)

    @Test
    fun read_whenNothingSaved_thenNull() {
        assertNull(file.read())
    }

    @Test
    fun write_thenRead_givesTheLastSave_inOneFile_andNoTemporaryFile() {
        file.write("first")
        file.write("second")
        assertEquals("second", file.read())
        assertEquals(setOf("game.json"), dir.list()!!.toSet())
    }

    @Test
    fun setAside_keepsTheUnreadableSave_andNothingIsReadAfterIt() {
        file.write("bad")
        file.setAside()
        assertNull(file.read())
        assertEquals("bad", File(dir, "game.unreadable.json").readText())
        file.write("good")
        assertEquals("good", file.read())
        assertEquals("bad", File(dir, "game.unreadable.json").readText())
    }

    @Test
    fun setAside_whenNothingSaved_thenIOException() {
        assertFailsWith<IOException> { file.setAside() }
        assertFalse(File(dir, "game.unreadable.json").exists())
    }

    @Test
    fun theLearnersFile_isItsOwn_andSettingItAside_leavesTheGame() {
        val learner = DiskGameFile(dir, DiskGameFile.LEARNER)
        file.write("game")
        learner.write("learner")
        assertEquals("game", file.read())
        assertEquals("learner", learner.read())
        learner.setAside()
        assertNull(learner.read())
        assertEquals("game", file.read())
        assertEquals(setOf("game.json", "learner.unreadable.json"), dir.list()!!.toSet())
    }
}
