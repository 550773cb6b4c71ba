package vn.mathchess.ui.model

import java.io.File
import java.io.FileOutputStream
import java.io.IOException
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import vn.mathchess.core.FfiException

/**
 * Where one saved document is kept between launches: the game in progress
 * (`GameSession.save()`, the record with who plays and how the board is
 * turned), or beside it the learner's (`Learner.save()`: lessons, puzzles,
 * ratings). Every call may block on the disk: the state holders call it off
 * the main thread.
 */
interface GameFile {
    /** The saved document, or `null` if none was saved yet. @throws IOException */
    fun read(): String?

    /** Replaces the saved document. @throws IOException */
    fun write(save: String)

    /** Keeps an unreadable document aside, for a bug report, instead of overwriting it. @throws IOException */
    fun setAside()
}

/**
 * [GameFile] as `NAME.json` in [dir] (`game.json`, `learner.json`). A write
 * goes to a temporary file in the same folder, synced to disk, that then
 * replaces the old one, so that an app killed mid-write leaves either the old
 * document or the new one. An unreadable file is kept as
 * `NAME.unreadable.json`; each document is its own file, so that one that
 * cannot be read never costs the other.
 */
class DiskGameFile private constructor(private val dir: File, fileName: String, asideName: String) : GameFile {
    constructor(dir: File, name: String = GAME) : this(dir, "$name.json", "$name.unreadable.json")

    private val file = File(dir, fileName)
    private val temporary = File(dir, "$fileName.tmp")
    private val aside = File(dir, asideName)

    companion object {
        /** The game in progress. */
        const val GAME = "game"

        /** The learner's lessons, puzzles and ratings. */
        const val LEARNER = "learner"

        /** The document as [file] itself (a program's own path); an unreadable one is kept as `NAME.unreadable` beside it. */
        fun at(file: File): DiskGameFile {
            val absolute = file.absoluteFile
            return DiskGameFile(absolute.parentFile, absolute.name, "${absolute.name}.unreadable")
        }
    }

    override fun read(): String? = if (file.exists()) file.readText() else null

    override fun write(save: String) {
        if (!dir.isDirectory && !dir.mkdirs()) throw IOException("cannot create $dir")
        FileOutputStream(temporary).use { out ->
            out.write(save.toByteArray())
            out.fd.sync()
        }
        replace(file, temporary)
    }

    override fun setAside() = replace(aside, file)

    /** Renames [source] to [destination] in one step (both in [dir]). */
    private fun replace(destination: File, source: File) {
        if (!source.renameTo(destination)) throw IOException("cannot rename $source to $destination")
    }
}

/**
 * What a [GameFile] held at launch: [value] restored from it, or `null` when
 * nothing was saved or the save was [unreadable]. An unreadable save is set
 * aside for a bug report; [writable] is `false` when it could not be, and
 * then nothing may be saved over it.
 */
class Restored<T>(val value: T?, val unreadable: Boolean, val writable: Boolean)

/**
 * This file's document made into a [T] by [restore]. A document that cannot
 * be read ([IOException]) or that the core refuses ([FfiException]) is
 * unreadable. Blocks on the disk.
 */
fun <T> GameFile.restore(restore: (String) -> T): Restored<T> {
    val value = try {
        read()?.let(restore)
    } catch (e: IOException) {
        return setAsideUnreadable()
    } catch (e: FfiException) {
        return setAsideUnreadable()
    }
    return Restored(value, unreadable = false, writable = true)
}

/**
 * Writes a state holder's document to [file] when its revision changes: on
 * the disk dispatcher, each revision once, never over an unreadable save that
 * could not be set aside. A write that fails calls [failed] on the session
 * dispatcher, and the document is written again at its next change. Touched
 * on the session dispatcher only.
 */
internal class SaveWriter(
    private val file: GameFile,
    private val scope: CoroutineScope,
    private val dispatchers: ModelDispatchers,
    private val failed: () -> Unit,
) {
    /** `false` when an unreadable save could not be set aside: it is then never overwritten. */
    private var writable = true
    private var savedRevision: ULong? = null

    /** The file as [restored] left it at launch; a document restored from it is written already, at [revision]. */
    fun opened(restored: Restored<*>, revision: ULong) {
        writable = restored.writable
        if (restored.value != null) savedRevision = revision
    }

    /** Whether the document at [revision] is to be written (not the one last written, and the file writable); it then counts as written. */
    fun claim(revision: ULong): Boolean {
        if (revision == savedRevision || !writable) return false
        savedRevision = revision
        return true
    }

    /** Writes the document [save] gives, asked on the disk dispatcher. */
    fun write(save: () -> String) {
        scope.launch(dispatchers.disk) {
            val written = try {
                file.write(save())
                true
            } catch (e: IOException) {
                false
            } catch (e: FfiException) {
                false
            }
            if (!written) {
                withContext(dispatchers.session) {
                    savedRevision = null // written again at the next change
                    failed()
                }
            }
        }
    }
}

private fun <T> GameFile.setAsideUnreadable(): Restored<T> {
    val writable = try {
        setAside()
        true
    } catch (e: IOException) {
        false
    }
    return Restored(null, unreadable = true, writable = writable)
}
