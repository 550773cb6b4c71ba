import Foundation
import MathChessCore
import Observation

/// The app's model. It owns the game session and its latest snapshot, turns
/// the player's intents into session calls, runs the computer's move and the
/// hint off the main actor, and saves the game after every change. It decides
/// nothing about the game: the snapshot says what is allowed.
@MainActor @Observable
public final class GameStore {
    /// Everything the game screen draws.
    public private(set) var snapshot: Snapshot
    /// A message that waits for ``dismissNotice()``.
    public private(set) var notice: Notice?
    /// Why the last tap did nothing, until ``dismissFlash(_:)`` (the view calls it after a moment).
    public private(set) var flash: Flash?
    public private(set) var hint: HintState = .none
    /// The choices the new-game screen opens with: the last ones made.
    public private(set) var setup: GameSetup
    public var preferences: PlayerPreferences {
        didSet { preferences.save(to: preferenceStorage) }
    }

    @ObservationIgnored private let session: GameSession
    /// `nil` when an unreadable saved game could not be moved aside: it is then never overwritten.
    @ObservationIgnored private let saver: GameSaver?
    @ObservationIgnored private let preferenceStorage: any PreferenceStorage
    /// What was last written (or read), so that an unchanged game is not written again.
    @ObservationIgnored private var saved: SavedGame?
    @ObservationIgnored private var computer: Task<Void, Never>?
    @ObservationIgnored private var hintSearch: Task<Void, Never>?
    /// Numbers the hint requests, so that only the latest one's answer is shown.
    @ObservationIgnored private var hintRequests = 0
    /// The game (its record) the hint is for.
    @ObservationIgnored private var hintRecord: String?
    @ObservationIgnored private var flashes = 0

    /// The app's store: the game saved in the app's Application Support
    /// folder (or a new game), and the preferences in `UserDefaults`.
    public static func launch() -> GameStore {
        // Foundation gives one such folder on every platform (in the app's sandbox on iOS).
        let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        return GameStore(
            folder: support.appendingPathComponent("MathChess"),
            preferences: UserDefaults.standard
        )
    }

    /// A store over the game saved in `folder`, restored now; a new game if
    /// none was saved, or if the saved one cannot be read (then ``notice``
    /// says so and the file is kept aside as `game.unreadable.json`).
    public init(folder: URL, preferences storage: any PreferenceStorage) {
        let restored = Restored(from: GameFile(folder: folder))
        session = restored.session
        saver = restored.file.map(GameSaver.init(file:))
        saved = restored.saved
        notice = restored.notice
        let snapshot = session.snapshot()
        self.snapshot = snapshot
        setup = GameSetup(mode: snapshot.mode, orientation: snapshot.orientation)
        preferenceStorage = storage
        preferences = PlayerPreferences(from: storage)
        write(session.save())
        startComputerIfDue()
    }

    // MARK: Intents

    /// A tap on the square with index `square` (a cell's `square`, or
    /// ``BoardGeometry/square(at:)``). A tap that does nothing sets ``flash``
    /// to say why; one that does something clears it.
    public func tap(_ square: UInt8) {
        perform { try $0.tap(square: UInt32(square)) }
        flash = snapshot.rejection.map { rejection in
            flashes += 1
            return Flash(id: flashes, rejection: rejection)
        }
    }

    /// Plays option `option` (from 0) of the open move choice.
    public func choose(_ option: Int) {
        guard let index = UInt32(exactly: option) else { return }
        perform { try $0.choose(index: index) }
    }

    /// Closes the move choice; the piece stays selected.
    public func cancelChoice() {
        perform { try $0.cancelChoice() }
    }

    /// Takes back the last move (against the computer, its reply too); stops the computer's search.
    public func undo() {
        perform { try $0.undo() }
    }

    public func redo() {
        perform { try $0.redo() }
    }

    /// Starts a new game; stops the computer's search.
    public func newGame(_ setup: GameSetup) {
        self.setup = setup
        perform { session in
            _ = try session.newGame(rules: presetRules(preset: setup.preset), mode: setup.mode)
            return setup.orientation.map { session.setOrientation(orientation: $0) } ?? session.snapshot()
        }
    }

    public func setOrientation(_ orientation: Orientation) {
        perform { $0.setOrientation(orientation: orientation) }
    }

    /// `side` resigns (the view asks for confirmation first).
    public func resign(_ side: Side) {
        perform { try $0.resign(side: side) }
    }

    public func offerDraw() {
        perform { try $0.offerDraw() }
    }

    public func acceptDraw() {
        perform { try $0.acceptDraw() }
    }

    public func declineDraw() {
        perform { try $0.declineDraw() }
    }

    /// Shows the position after `ply` plies (the number played: the live game).
    public func review(ply: Int) {
        guard let ply = UInt32(exactly: ply) else { return }
        perform { try $0.review(ply: ply) }
    }

    public func reviewBack() {
        perform { try $0.reviewBack() }
    }

    public func reviewForward() {
        perform { try $0.reviewForward() }
    }

    public func leaveReview() {
        perform { $0.leaveReview() }
    }

    /// Whether a hint may be asked for now: a player is to move in the live game.
    public var canRequestHint: Bool {
        // TODO(issue 9): the snapshot's player view ("is to move") will say this.
        hint == .none && snapshot.outcome == nil && snapshot.review == nil && !snapshot.thinking
    }

    /// Asks the engine for the best move (about a second, off the main
    /// actor); ``hint`` shows it, unless the game changed meanwhile.
    public func requestHint() {
        guard canRequestHint else { return }
        hint = .searching
        hintRequests += 1
        let request = hintRequests
        hintRecord = session.save()
        let session = session
        hintSearch = Task {
            let found = await offMain { session.hint() }
            guard request == hintRequests else { return }
            hintSearch = nil
            if hint == .searching {
                hint = found.map(HintState.shown) ?? .none
            }
        }
    }

    public func dismissNotice() {
        notice = nil
    }

    /// Hides the flash `id`, unless a newer one replaced it.
    public func dismissFlash(_ id: Flash.ID) {
        if flash?.id == id {
            flash = nil
        }
    }

    /// Writes the game if it changed since it was last written, and returns
    /// when every write is done (the app calls this when it goes to the
    /// background; every change is also saved, in the background).
    public func save() {
        write(session.save())
        saver?.waitUntilWritten()
    }

    /// Waits until the computer's move, the hint and the writes are done.
    func idle() async {
        while let task = computer ?? hintSearch {
            await task.value
        }
        await saver?.written()
    }

    // MARK: Session calls

    /// Runs one session call and shows the session after it. A call that the
    /// session refuses (a button pressed just as the game changed) changes
    /// nothing, so the error needs no handling: the session is shown as it is.
    private func perform(_ call: (GameSession) throws -> Snapshot) {
        show((try? call(session)) ?? session.snapshot())
    }

    private func show(_ new: Snapshot) {
        snapshot = new
        let record = session.save()
        // A hint is for the live position it was asked in.
        if hint != .none, record != hintRecord || new.review != nil || new.thinking {
            hint = .none
        }
        write(record)
        startComputerIfDue()
    }

    /// Starts the computer's search when it is to move and no search runs.
    private func startComputerIfDue() {
        // TODO(issue 9): the snapshot will say when to start the search.
        guard snapshot.thinking, computer == nil else { return }
        let session = session
        computer = Task {
            let result = await offMain { Result { try session.computerMove() } }
            computer = nil
            // On success the session now holds the computer's move, or dropped
            // it because an undo or a new game came meanwhile: show it as it
            // is. A search that found no move is not run again for this game.
            if case .success = result {
                show(session.snapshot())
            }
        }
    }

    /// Writes the game with `record` if it differs from what was last written.
    private func write(_ record: String) {
        let game = SavedGame(record: record, mode: snapshot.mode, orientation: snapshot.orientation)
        guard game != saved, let saver else { return }
        saved = game
        saver.write(game.encoded()) { [weak self] in
            self?.saved = nil  // written again at the next change
            self?.notice = .saveFailed
        }
    }
}

/// The session a store starts with.
private struct Restored {
    let session: GameSession
    let saved: SavedGame?
    let notice: Notice?
    let file: GameFile?

    /// The game saved in `file`, or a new game.
    init(from file: GameFile) {
        do {
            if let data = try file.read() {
                let game = try SavedGame(json: data)
                (session, saved, notice, self.file) = (try game.session(), game, nil, file)
            } else {
                (session, saved, notice, self.file) = (Self.newSession(), nil, nil, file)
            }
        } catch {
            // Keep the unreadable file for a bug report; if it cannot be moved
            // aside, this run saves nothing rather than overwrite it.
            let kept = (try? file.setAside()) != nil
            (session, saved, notice, self.file) = (Self.newSession(), nil, .savedGameUnreadable, kept ? file : nil)
        }
    }

    private static func newSession() -> GameSession {
        do {
            return try GameSession(rules: presetRules(preset: GameSetup().preset), mode: GameSetup().mode)
        } catch {
            preconditionFailure("the default game is always valid: \(error)")
        }
    }
}
