import MathChessCore
import Observation

/// The puzzles being played: the puzzle session's latest snapshot, the
/// player's taps and intents turned into session calls, and the core's
/// verdict on each move while it is news. A move that is not the
/// solution's is weighed by the core's prover (up to about a second), so
/// every call runs off the main actor, one after another in the order
/// asked (the session answers one at a time). The snapshot says everything:
/// whether a hint or the solution may be asked for, whether the puzzle is
/// over, its result and the rating's change.
@MainActor @Observable
public final class PuzzleStore {
    /// Everything the puzzle screen draws.
    public private(set) var snapshot: PuzzleSnapshot
    /// The core's verdict on the last move (right, slower, wrong and taken
    /// back, or the solution's move shown) while it is news: until the next
    /// verdict or the next puzzle (a verdict the session shows again is not news).
    public var said: PuzzleSaid? { latest.shown }
    /// Why the last tap did nothing on the board, or why an intent was
    /// refused, until ``dismissFlash(_:)``: as on the game screen.
    public private(set) var flash: Flash?
    /// Calls asked for and not answered yet: while a move is weighed, the
    /// screen says so.
    public private(set) var waiting = 0

    @ObservationIgnored private let session: PuzzleSession
    /// The learner may have changed (a puzzle counted): its store saves it.
    @ObservationIgnored private let changed: @MainActor () -> Void
    @ObservationIgnored private var flashes = FlashCounter()
    private var latest: LatestNews<PuzzleSaid>
    /// The last call asked for, which the next one waits for.
    @ObservationIgnored private var last: Task<Void, Never>?

    init(session: PuzzleSession, changed: @escaping @MainActor () -> Void) throws {
        self.session = session
        self.changed = changed
        let snapshot = try session.snapshot()
        self.snapshot = snapshot
        latest = LatestNews(opening: snapshot.said)
    }

    /// Whether a call is on its way (a move being weighed).
    public var isWeighing: Bool { waiting > 0 }

    /// A tap on the square with index `square`. A tap that does nothing on
    /// the board sets ``flash`` to say why.
    public func tap(_ square: UInt8) {
        perform(isTap: true) { try $0.tap(square: UInt32(square)) }
    }

    /// Plays option `option` (from 0) of the open move choice.
    public func choose(_ option: Int) {
        guard snapshot.board.choice != nil else { return }
        perform { try $0.choose(index: UInt32(exactly: option) ?? .max) }
    }

    /// Closes the move choice; the piece stays selected.
    public func cancelChoice() {
        guard snapshot.board.choice != nil else { return }
        perform { try $0.cancelChoice() }
    }

    /// Marks the piece to move (shown when `mayHint`; the puzzle then counts as failed).
    public func hint() {
        perform { try $0.hint() }
    }

    /// Plays the whole rest of the solution (shown when `mayShowSolution`),
    /// as the terminal's `solution` and Android do: each of its moves and the
    /// defence's answers until the puzzle is over, said as one line ("The
    /// solution: d3xd7 e9-e8 c1-c5.").
    public func showSolution() {
        performSaying { session in
            var line: [String] = []
            var shown: PuzzleSnapshot
            repeat {
                shown = try session.showSolution()
                if case let .shown(played, reply)? = shown.said?.verdict {
                    line += [played] + (reply.map { [$0] } ?? [])
                }
            } while shown.mayShowSolution
            let said = shown.said.map { PuzzleSaid(id: $0.id, verdict: .shown(played: line.joined(separator: " "), reply: nil), text: $0.text) }
            return (shown, said)
        }
    }

    /// The next puzzle, near the learner's rating now.
    public func nextPuzzle() {
        perform(news: .cleared) { try $0.nextPuzzle() }
    }

    /// Hides the flash `id`, unless a newer one replaced it.
    public func dismissFlash(_ id: Flash.ID) {
        if flash?.id == id {
            flash = nil
        }
    }

    /// Waits until every call asked for so far is answered.
    func idle() async {
        while let task = last {
            await task.value
            if last == task { return }
        }
    }

    /// Asks the session `call` off the main actor once the calls before it
    /// are answered, then shows the puzzle after it; a refused call changed
    /// nothing: ``flash`` says why. A call that says nothing new keeps or
    /// clears ``said`` as `news` says.
    private func perform(isTap: Bool = false, news: News = .kept, _ call: @escaping @Sendable (PuzzleSession) throws -> PuzzleSnapshot) {
        performSaying(isTap: isTap, news: news) { session in
            let new = try call(session)
            return (new, new.said)
        }
    }

    /// As the other `perform`, with what the call says given apart from its snapshot (the whole solution, said as one line).
    private func performSaying(isTap: Bool = false, news: News = .kept, _ call: @escaping @Sendable (PuzzleSession) throws -> (PuzzleSnapshot, PuzzleSaid?)) {
        let session = session
        let previous = last
        waiting += 1
        last = Task {
            await previous?.value
            let result = await offMain { Result { try call(session) } }
            waiting -= 1
            switch result {
            case .success(let (new, said)):
                show(new, said: said, isTap: isTap, news: news)
            case .failure(let error):
                flash = flashes.refused(error)
            }
        }
    }

    private func show(_ new: PuzzleSnapshot, said: PuzzleSaid?, isTap: Bool, news: News) {
        latest.update(said, news)
        flash = isTap ? flashes.forTap(answeredBy: new.board) : nil
        snapshot = new
        changed()
    }
}
