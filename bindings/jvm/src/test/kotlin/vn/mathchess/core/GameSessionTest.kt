package vn.mathchess.core

import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

/** Every square's name by index in the first game, from the library: read once. */
val names: List<String> = GameSession(presetRules(Preset.CHESSPLAYX), Mode.TwoPlayers).use { it.squareNames() }

/** Square index of a square name. */
fun Snapshot.indexOf(name: String): UInt = names.indexOf(name).toUInt()

fun Snapshot.cell(name: String): CellView = cells.first { names[it.square.toInt()] == name }

fun GameSession.tap(name: String): Snapshot = tap(snapshot().indexOf(name))

/** Every move played: a test reads them all, an app the rows it shows. */
val Snapshot.moves: List<String> get() = history.moves(0u, history.moveCount())

val chessplayx = presetRules(Preset.CHESSPLAYX)

/**
 * Asserts that two snapshots show the same game: each snapshot holds its own
 * history handle (compared by its moves), a session's own revision and the
 * last event that led to it.
 */
fun assertSameGame(expected: Snapshot, actual: Snapshot) {
    assertEquals(expected.moves, actual.moves)
    assertEquals(expected.copy(history = actual.history, revision = actual.revision, lastEvent = actual.lastEvent), actual)
}

class GameSessionTest {
    // Blue 7 on a1 with 4 on a2 (a capture at distance 3 has two formulas,
    // 7-4 and 7%4); Red's 0 on a5, Red 9 on a11; Blue 0 on f1 and 1 on i1.
    private val puzzle = "R98/9/9/9/9/9/R08/9/9/B48/B74B02B1 b"

    @Test
    fun aWholeGameThroughTapsWithAMoveChoice() {
        GameSession.fromPosition(puzzle, chessplayx, Mode.TwoPlayers).use { session ->
            var s = session.tap("f1")
            assertEquals(Rejection.ZERO_CANNOT_MOVE, s.rejection)
            s = session.tap("i1")
            assertTrue(s.cell("i1").marks.selected)
            assertTrue(s.cell("i2").marks.stepTarget)
            s = session.tap("i2")
            assertEquals(listOf("i1-i2"), s.moves)
            assertEquals(Side.RED, s.turn)
            session.tap("a11")
            s = session.tap("b11")
            assertEquals(Side.BLUE, s.turn)
            assertTrue(s.cell("a5").marks.zeroInDanger)

            s = session.tap("a1")
            assertTrue(s.cell("a5").marks.captureTarget)
            s = session.tap("a5")
            val choice = requireNotNull(s.choice)
            assertEquals(listOf("7 − 4 = 3", "7 % 4 = 3"), choice.options.map { it.text })
            assertEquals(Place(s.indexOf("a2").toUByte(), "a2"), choice.options[0].supportPlace)
            s = session.cancelChoice()
            assertNull(s.choice)
            assertEquals(s.indexOf("a1").toUByte(), s.selected)

            session.tap("a5")
            s = session.choose(1u)
            assertEquals(listOf("i1-i2", "a11-b11", "a1xa5=7%4"), s.moves)
            assertEquals(GameEnd(Side.BLUE, EndKind.ZERO_CAPTURED, null), s.ending)
            assertEquals(listOf(PieceView(Side.RED, 0u)), s.farPlayer.captured + s.nearPlayer.captured)
            assertTrue(s.cell("a5").marks.lastTo)
            s = session.tap("a2")
            assertEquals(Rejection.GAME_OVER, s.rejection)
        }
    }

    @Test
    fun theHistoryIsReadAMoveAtATimeAndTheRevisionSaysWhenToSave() {
        GameSession(chessplayx, Mode.TwoPlayers).use { session ->
            val start = session.snapshot().revision
            session.tap("c1")
            assertEquals(start, session.snapshot().revision, "a selection changes nothing saved")
            val s = session.tap("c4")
            assertTrue(s.revision != start, "a move is saved")
            assertEquals(1u, s.history.moveCount())
            assertEquals("c1-c4", s.history.moveAt(0u))
            assertNull(s.history.moveAt(1u))
        }
    }

    @Test
    fun undoRedoAndReview() {
        GameSession(chessplayx, Mode.TwoPlayers).use { session ->
            assertFalse(session.snapshot().canUndo)
            assertThrows<FfiException.NothingToUndo> { session.undo() }
            session.tap("c1")
            session.tap("c4")
            var s = session.undo()
            assertEquals(emptyList<String>(), s.moves)
            assertTrue(s.canRedo)
            s = session.redo()
            assertEquals(listOf("c1-c4"), s.moves)
            assertThrows<FfiException.NothingToRedo> { session.redo() }

            s = session.browseBack()
            assertEquals(0u, s.browsing)
            assertEquals(Rejection.BROWSING, session.tap("a11").rejection)
            s = session.leaveBrowsing()
            assertNull(s.browsing)
        }
    }

    @Test
    fun onlyTheOtherSideAnswersADrawOffer() {
        GameSession(chessplayx, Mode.TwoPlayers).use { session ->
            val start = session.snapshot()
            assertThrows<FfiException.NotToMove> { session.offerDraw(Side.RED) }
            val offered = session.offerDraw(Side.BLUE)
            assertEquals(Side.BLUE, offered.drawOffer)
            assertFalse(offered.nearPlayer.mayAnswerDraw)
            assertTrue(offered.farPlayer.mayAnswerDraw)
            assertThrows<FfiException.OwnDrawOffer> { session.acceptDraw(Side.BLUE) }
            assertThrows<FfiException.OwnDrawOffer> { session.declineDraw(Side.BLUE) }
            assertThrows<FfiException.DrawAlreadyOffered> { session.offerDraw(Side.BLUE) }
            assertSameGame(offered, session.snapshot())
            val drawn = session.acceptDraw(Side.RED)
            assertEquals(GameEnd(null, EndKind.AGREED_DRAW, null), drawn.ending)
            // Undo takes back the agreement only.
            assertSameGame(start, session.undo())
        }
    }

    @Test
    fun aTapOutOfReachClearsTheSelectionAndSaysWhy() {
        GameSession(chessplayx, Mode.TwoPlayers).use { session ->
            session.tap("a1")
            val s = session.tap("a5")
            assertNull(s.selected)
            assertEquals(Rejection.CANNOT_REACH, s.rejection)
            val reach = requireNotNull(s.outOfReach)
            assertEquals(PieceView(Side.BLUE, 1u), reach.piece)
            assertEquals("a1" to "a5", reach.fromPlace.name to reach.toPlace.name)
        }
    }

    @Test
    fun playerViewsSayWhatEachPlayerMayDo() {
        GameSession(chessplayx, Mode.VsComputer(Side.RED, 3u)).use { session ->
            val s = session.snapshot()
            // The board faces the player; the computer (Blue) moves first.
            assertEquals(Side.RED, s.nearPlayer.side)
            assertTrue(s.farPlayer.computer && s.farPlayer.thinking && s.farPlayer.toMove)
            assertFalse(s.farPlayer.mayResign || s.farPlayer.mayOfferDraw)
            assertTrue(s.nearPlayer.mayResign)
            assertFalse(s.nearPlayer.mayOfferDraw)
            assertTrue(s.startComputer)
        }
        GameSession(chessplayx, Mode.TwoPlayers).use { session ->
            val s = session.setOrientation(Orientation.FaceToFace(Side.BLUE))
            assertTrue(s.farPlayer.upsideDown)
            assertFalse(s.nearPlayer.upsideDown)
            assertTrue(s.nearPlayer.toMove && s.nearPlayer.mayOfferDraw)
            session.tap("c1")
            session.tap("c4")
            val reviewing = session.browseBack()
            for (player in listOf(reviewing.nearPlayer, reviewing.farPlayer)) {
                assertFalse(player.toMove || player.mayResign || player.mayOfferDraw)
            }
        }
    }

    @Test
    fun oneSaveHoldsModeAndOrientation() {
        GameSession(chessplayx, Mode.VsComputer(Side.BLUE, 4u)).use { session ->
            session.setOrientation(Orientation.FaceToFace(Side.RED))
            session.tap("c1")
            session.tap("c4")
            // Restored with any fallback mode: the record says who plays.
            GameSession.restore(session.save(), Mode.TwoPlayers).use { restored ->
                val s = restored.snapshot()
                assertEquals(Mode.VsComputer(Side.BLUE, 4u), s.mode)
                assertEquals(Orientation.FaceToFace(Side.RED), s.orientation)
                assertSameGame(session.snapshot(), s)
            }
        }
        assertEquals(LevelRange(1u, 8u), computerLevels())
    }

    @Test
    fun restoreKeepsThePlayersNamesAndTheDate() {
        GameSession(chessplayx, Mode.TwoPlayers).use { session ->
            session.tap("c1")
            session.tap("c4")
            val named = session.save()
                .replace("\"moves\"", "\"blue\": \"Lan\", \"red\": \"Minh\", \"date\": \"2026-11-29\", \"moves\"")
            GameSession.restore(named, Mode.TwoPlayers).use { restored ->
                restored.tap("a11")
                restored.tap("a10")
                val saved = restored.save()
                for (field in listOf("\"blue\": \"Lan\"", "\"red\": \"Minh\"", "\"date\": \"2026-11-29\"")) {
                    assertTrue(saved.contains(field), saved)
                }
            }
        }
    }

    @Test
    fun orientations() {
        GameSession(chessplayx, Mode.TwoPlayers).use { session ->
            var s = session.snapshot()
            assertEquals(listOf("a", "b", "c", "d", "e", "f", "g", "h", "i"), s.fileLabels)
            assertEquals("11", s.rankLabels.first())
            s = session.tap("c1").let { session.tap("c4") }
            // Follow the turn: Red now sits at the bottom.
            assertEquals(Side.RED, s.bottom)
            assertEquals("i", s.fileLabels.first())
            s = session.setOrientation(Orientation.FaceToFace(Side.BLUE))
            assertEquals(Side.BLUE, s.bottom)
            assertTrue(s.cell("a11").upsideDown)
            assertFalse(s.cell("a1").upsideDown)
        }
    }

    @Test
    fun saveAndRestoreGiveTheSameSnapshot() {
        GameSession(presetRules(Preset.CLASSIC), Mode.TwoPlayers).use { session ->
            for (name in listOf("c1", "c4", "a11", "a10", "d1", "d4")) session.tap(name)
            assertEquals(3, session.snapshot().moves.size)
            val json = session.save()
            GameSession.restore(json, Mode.TwoPlayers).use { restored ->
                assertSameGame(session.snapshot(), restored.snapshot())
            }
            GameSession(chessplayx, Mode.TwoPlayers).use { other ->
                assertSameGame(session.snapshot(), other.load(json))
            }
        }
    }

    @Test
    fun badInputArrivesAsTypedExceptionsAndChangesNothing() {
        GameSession(chessplayx, Mode.TwoPlayers).use { session ->
            session.tap("c1")
            val before = session.snapshot()
            val noSquare = assertThrows<FfiException.NoSuchSquare> { session.tap(99u) }
            assertEquals(99u, noSquare.index)
            assertThrows<FfiException.NoSuchSquare> { session.tap(UInt.MAX_VALUE) }
            val corrupt = assertThrows<FfiException.InvalidRecord> { session.load("{\"format\": 1") }
            assertEquals(RecordProblem.NotJson, corrupt.problem)
            assertTrue(corrupt.detail.isNotEmpty())
            val badMove = session.save().replace("\"moves\": []", "\"moves\": [\"c1-c9\"]")
            val move = assertThrows<FfiException.InvalidRecord> { session.load(badMove) }
            assertEquals(RecordProblem.BadMove(1u, "c1-c9"), move.problem)
            assertTrue(move.detail.startsWith("move 1 (c1-c9)"), move.detail)
            assertThrows<FfiException.NoChoice> { session.choose(0u) }
            assertThrows<FfiException.NoDrawOffer> { session.acceptDraw(Side.RED) }
            assertThrows<FfiException.AtStart> { session.browseBack() }
            assertThrows<FfiException.NoSuchPly> { session.browse(5u) }
            assertThrows<FfiException.InvalidLevel> { session.newGame(chessplayx, Mode.VsComputer(Side.BLUE, 9u)) }
            val target = assertThrows<FfiException.InvalidPointsTarget> {
                session.newGame(chessplayx.copy(pointsTarget = 46u), Mode.TwoPlayers)
            }
            assertEquals(46.toUByte(), target.points)
            assertSameGame(before, session.snapshot())
            // Still usable afterwards.
            assertEquals(listOf("c1-c4"), session.tap("c4").moves)
        }
        val position = assertThrows<FfiException.InvalidPosition> {
            GameSession.fromPosition("9/9 b", chessplayx, Mode.TwoPlayers)
        }
        assertEquals(PositionProblem.RankCount(2u), position.problem)
        assertThrows<FfiException.InvalidRecord> { GameSession.restore("", Mode.TwoPlayers) }
    }

    @Test
    fun severalSessionsOnSeveralThreads() {
        val pool = Executors.newFixedThreadPool(4)
        val shared = GameSession(chessplayx, Mode.TwoPlayers)
        val jobs = (0 until 8).map { worker ->
            pool.submit<Int> {
                GameSession(chessplayx, Mode.TwoPlayers).use { own ->
                    val random = kotlin.random.Random(worker)
                    var played = 0
                    repeat(200) {
                        var s = own.snapshot()
                        if (s.ending != null) return@repeat
                        val mine = s.cells.filter { c -> c.piece?.let { it.side == s.turn && it.number > 0u } == true }
                        s = own.tap(mine.random(random).square.toUInt())
                        val targets = s.cells.filter { it.marks.stepTarget || it.marks.captureTarget }
                        if (targets.isNotEmpty()) {
                            s = own.tap(targets.random(random).square.toUInt())
                            if (s.choice != null) s = own.choose(0u)
                            played++
                        }
                        if (random.nextInt(10) == 0 && s.canUndo) own.undo()
                        // Everyone also taps and reads the shared session.
                        assertEquals(99, shared.tap(random.nextInt(99).toUInt()).cells.size)
                    }
                    played
                }
            }
        }
        val plies = jobs.map { it.get(60, TimeUnit.SECONDS) }
        pool.shutdown()
        assertTrue(plies.all { it > 0 }, "every worker played moves: $plies")
        val s = shared.snapshot()
        assertEquals(s.moves, GameSession.restore(shared.save(), Mode.TwoPlayers).snapshot().moves)
        shared.close()
    }
}
