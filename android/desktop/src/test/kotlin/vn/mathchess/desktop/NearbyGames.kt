package vn.mathchess.desktop

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeoutOrNull
import vn.mathchess.core.GameKind
import vn.mathchess.core.GameSession
import vn.mathchess.core.Preset
import vn.mathchess.core.Side
import vn.mathchess.core.presetRules
import vn.mathchess.ui.model.GameFile
import vn.mathchess.ui.model.GameModel
import vn.mathchess.ui.model.GameUiState
import vn.mathchess.ui.model.MemoryGameFile
import vn.mathchess.ui.model.MemoryPreferenceStore
import vn.mathchess.ui.model.ModelDispatchers
import vn.mathchess.ui.model.RustLibrary

/** How long a test waits for the other model, over loopback, before it fails. */
const val NEARBY_WAIT_MILLIS = 20_000L

/**
 * State holders as the app runs them (their own threads), each a phone of a
 * nearby game on loopback; [close] frees them all.
 */
class Phones : AutoCloseable {
    private val opened = mutableListOf<Pair<GameModel, CoroutineScope>>()

    /** A phone whose saved game is [file]'s (a new game if none). */
    fun open(file: GameFile = MemoryGameFile()): GameModel {
        val scope = CoroutineScope(SupervisorJob())
        val model = GameModel(RustLibrary, file, MemoryPreferenceStore(), scope, ModelDispatchers.default(), nearbyAddress = LOOPBACK)
        opened += model to scope
        // Opened as a whole: a restored host shows its code waiting before
        // it listens again, and a guest that came then found nobody.
        model.await { true }
        runBlocking { model.settle() }
        return model
    }

    /** Closes [model] as the app does when it goes: the other phone sees it leave. */
    fun close(model: GameModel) {
        val index = opened.indexOfFirst { it.first === model }
        val (_, scope) = opened.removeAt(index)
        runBlocking { model.settle() }
        model.close()
        runBlocking { model.settle() }
        scope.cancel()
    }

    override fun close() {
        for ((model, _) in opened.toList()) close(model)
    }
}

/** Waits, for at most [millis], until the state holder's state is one that [condition] accepts. */
fun GameModel.await(millis: Long = NEARBY_WAIT_MILLIS, condition: (GameUiState.Ready) -> Boolean): GameUiState.Ready = runBlocking {
    withTimeoutOrNull(millis) { state.first { it is GameUiState.Ready && condition(it) } as GameUiState.Ready }
        ?: throw AssertionError("waited $millis ms in vain; the state is ${(state.value as? GameUiState.Ready)?.let { "${it.screen}, ${it.snapshot.nearby}, ${it.nearby}" }}")
}

/** A join code that checks, at whose address nothing listens (the game was hosted and closed). */
fun codeOfAClosedGame(): String =
    GameSession.host(GameKind.MATH_CHESS, presetRules(Preset.CHESSPLAYX), Side.BLUE, LOOPBACK).use { it.snapshot().nearby!!.code }

/** [code] with its last character mistyped: its check no longer matches. */
fun mistyped(code: String): String = code.dropLast(1) + if (code.last() == '0') '1' else '0'
