package vn.mathchess.desktop

import java.io.File
import java.util.Timer
import kotlin.concurrent.schedule
import kotlin.system.exitProcess
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeoutOrNull
import vn.mathchess.core.Connection
import vn.mathchess.core.GameKind
import vn.mathchess.core.GameSession
import vn.mathchess.core.Mode
import vn.mathchess.core.Snapshot
import vn.mathchess.core.Side
import vn.mathchess.ui.model.DiskGameFile
import vn.mathchess.ui.model.GameModel
import vn.mathchess.ui.model.GameSetup
import vn.mathchess.ui.model.GameUiState
import vn.mathchess.ui.model.MemoryPreferenceStore
import vn.mathchess.ui.model.ModelDispatchers
import vn.mathchess.ui.model.RustLibrary
import vn.mathchess.ui.model.Screen
import vn.mathchess.ui.model.asList

/**
 * One side of a nearby game played by a program, through the app's own
 * state holder ([GameModel], as the Android app and the desktop window use
 * it) over 127.0.0.1: the other shell's peer (the Swift package's) or a
 * second one of these plays the other side. `android/desktop/nearby-peer.sh`
 * runs it:
 *
 * - `host GAME CODEFILE SAVEFILE`: hosts a game of GAME (`math-chess` or
 *   `capture-the-flag`) playing Blue, writes the join code to CODEFILE (a
 *   temporary file renamed), plays three moves and then resigns on its turn;
 * - `join CODEFILE SAVEFILE`: waits up to 30 s for CODEFILE, joins, plays
 *   its turns.
 *
 * Each plays the first legal move through taps ([playFirstMove]), saves to
 * SAVEFILE through the model after every change (an existing one is
 * replaced: the game starts anew), prints a line a move, and exits 0 once
 * the game is over and saved; non-zero on any failure, or after 90 s.
 */
fun main(args: Array<String>) {
    Timer("deadline", true).schedule(PEER_DEADLINE_MILLIS) {
        System.err.println("nearby-peer: no end after ${PEER_DEADLINE_MILLIS / 1000} s")
        Runtime.getRuntime().halt(3)
    }
    val status = try {
        runPeer(args.toList())
        0
    } catch (e: PeerFailure) {
        System.err.println("nearby-peer: ${e.message}")
        1
    } catch (e: Exception) {
        System.err.println("nearby-peer: ${e::class.simpleName}: ${e.message}")
        1
    }
    System.out.flush()
    exitProcess(status)
}

/** A deadline for the whole game, and one for the host's code to appear. */
private const val PEER_DEADLINE_MILLIS = 90_000L
private const val CODE_FILE_WAIT_MILLIS = 30_000L

/** How long the host waits, once the game is over, for the other phone to go before it goes itself. */
private const val PARTING_MILLIS = 10_000L

/** The host resigns on its turn after this many moves of its own. */
private const val HOST_MOVES = 3

class PeerFailure(message: String) : Exception(message)

private const val USAGE = "usage: nearby-peer host GAME CODEFILE SAVEFILE | nearby-peer join CODEFILE SAVEFILE"

private fun runPeer(args: List<String>) {
    val hosting = when (args.firstOrNull()) {
        "host" -> if (args.size == 4) true else throw PeerFailure(USAGE)
        "join" -> if (args.size == 3) false else throw PeerFailure(USAGE)
        else -> throw PeerFailure(USAGE)
    }
    val game = if (hosting) gameNamed(args[1]) else null
    val codeFile = File(args[args.size - 2])
    val saveFile = File(args.last()).absoluteFile
    saveFile.delete()
    saveFile.parentFile?.mkdirs()
    val role = if (hosting) "host" else "join"
    val scope = CoroutineScope(SupervisorJob() + Dispatchers.Default)
    val model = GameModel(
        RustLibrary,
        DiskGameFile.at(saveFile),
        MemoryPreferenceStore(),
        scope,
        ModelDispatchers.default(),
        nearbyAddress = "127.0.0.1",
    )
    try {
        runBlocking {
            val peer = Peer(model, role)
            if (game != null) peer.host(game, codeFile) else peer.join(codeFile)
            peer.play(resignAfter = if (hosting) HOST_MOVES else null)
            model.settle()
            val saved = GameSession.restore(saveFile.readText(), Mode.TwoPlayers).use { it.snapshot() }
            if (saved.ending == null) throw PeerFailure("$saveFile does not hold the finished game")
            println("$role: over and saved, ${saved.history.moveCount()} moves, in $saveFile")
            if (hosting) peer.awaitParting()
        }
    } finally {
        model.close()
    }
}

private fun gameNamed(name: String): GameKind = when (name) {
    "math-chess" -> GameKind.MATH_CHESS
    "capture-the-flag" -> GameKind.CAPTURE_THE_FLAG
    else -> throw PeerFailure("no game \"$name\": math-chess or capture-the-flag")
}

/** The state holder driven as a player would, its waits bounded by the peer's deadline. */
private class Peer(private val model: GameModel, private val role: String) {
    private val ready: GameUiState.Ready
        get() = model.state.value as? GameUiState.Ready ?: throw PeerFailure("the model is not ready")

    /** Waits, for at most [millis], for a state that [condition] accepts. */
    suspend fun await(what: String, millis: Long = PEER_DEADLINE_MILLIS, condition: (GameUiState.Ready) -> Boolean): GameUiState.Ready =
        withTimeoutOrNull(millis) { model.state.first { it is GameUiState.Ready && condition(it) } as GameUiState.Ready }
            ?: throw PeerFailure("$role: waited in vain for $what")

    suspend fun host(game: GameKind, codeFile: File) {
        await("the saved game to be read") { true }
        model.newGame(GameSetup(game = game, mode = Mode.Nearby(Side.BLUE)))
        val hosted = await("the game to be hosted") { it.screen == Screen.HOST || it.nearby.hostFailure != null }
        hosted.nearby.hostFailure?.let { throw PeerFailure("$role: cannot host: $it") }
        val code = hosted.snapshot.nearby?.code ?: throw PeerFailure("$role: no code")
        val temporary = File(codeFile.absoluteFile.parentFile, "${codeFile.name}.tmp")
        temporary.writeText("$code\n")
        if (!temporary.renameTo(codeFile)) throw PeerFailure("$role: cannot write $codeFile")
        println("$role: hosting ${game.name.lowercase().replace('_', '-')} as Blue, code $code")
    }

    suspend fun join(codeFile: File) {
        await("the saved game to be read") { true }
        val code = awaitCode(codeFile)
        model.joinNearby(code)
        val joined = await("the game to be joined") { it.snapshot.nearby != null && it.screen == Screen.GAME || it.nearby.joinFailure != null }
        joined.nearby.joinFailure?.let { throw PeerFailure("$role: cannot join $code: $it") }
        println("$role: joined $code, playing ${localPlayer(joined.snapshot).side.name.lowercase()}")
    }

    /** The host's code, once its file is there (written whole: a temporary file renamed). */
    private fun awaitCode(codeFile: File): String {
        val deadline = System.nanoTime() + CODE_FILE_WAIT_MILLIS * 1_000_000
        while (System.nanoTime() < deadline) {
            if (codeFile.isFile) return codeFile.readText().trim()
            Thread.sleep(100) // polling the file system: the wait itself is bounded by the deadline
        }
        throw PeerFailure("$role: no code in $codeFile after ${CODE_FILE_WAIT_MILLIS / 1000} s")
    }

    /**
     * Plays this side's turns until the game is over; the host resigns on
     * its turn once it has made [resignAfter] moves. A lost link fails.
     */
    suspend fun play(resignAfter: Int?) {
        var mine = 0
        var told = 0
        while (true) {
            val now = await("a turn or the end") { it.snapshot.ending != null || myTurn(it.snapshot) || lost(it.snapshot) }
            told = tellMoves(now.snapshot, told)
            val snapshot = now.snapshot
            if (snapshot.ending != null) return
            if (lost(snapshot)) throw PeerFailure("$role: the link is lost: ${snapshot.nearby?.connection}")
            if (resignAfter != null && mine >= resignAfter) {
                model.resign(localPlayer(snapshot).side)
                model.settle()
                println("$role: resigned")
                continue
            }
            // The other phone's moves printed up to here; then this one's (the history is the session's, live).
            told = tellMoves(ready.snapshot, told)
            val text = model.playFirstMove() ?: throw PeerFailure("$role: no legal move found by taps")
            mine++
            told++
            println("$role: played $text")
        }
    }

    /** Prints the moves played since [told] (the other phone's), and returns how many there are now. */
    private fun tellMoves(snapshot: Snapshot, told: Int): Int {
        val moves = snapshot.history.asList()
        for (text in moves.drop(told)) println("$role: heard $text")
        return moves.size
    }

    /** Once the game is over, the host waits a little for the other phone to go, so that its last words reach it. */
    suspend fun awaitParting() {
        withTimeoutOrNull(PARTING_MILLIS) { model.state.first { (it as? GameUiState.Ready)?.snapshot?.nearby?.connection != Connection.Connected } }
    }

    private fun myTurn(snapshot: Snapshot): Boolean =
        snapshot.browsing == null && localPlayer(snapshot).toMove && snapshot.nearby?.connection == Connection.Connected

    private fun lost(snapshot: Snapshot): Boolean = snapshot.nearby?.connection is Connection.Lost
}
