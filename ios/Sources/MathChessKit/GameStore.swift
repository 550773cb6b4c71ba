import Foundation
import MathChessCore
import Observation

/// The app's model. It owns the game session and its latest snapshot, turns
/// the player's intents into session calls, runs the computer's move, the
/// hint and the game's review off the main actor, and saves the game after
/// every change (a new revision in the snapshot, not every tap). Against
/// another phone it hosts or joins the game, hears the other phone off the
/// main actor while the game is open, and joins again after a cut. It decides
/// nothing about the game: the snapshot says what is allowed.
@MainActor @Observable
public final class GameStore {
    /// Everything the game screen draws.
    public private(set) var snapshot: Snapshot
    /// The messages that wait for ``dismissNotice()``, oldest first: what
    /// failed (the saved game not read, a save not written, a hint, a
    /// lesson...), each once until dismissed.
    public private(set) var notices: [Notice] = []
    /// The message shown now: the oldest waiting.
    public var notice: Notice? { notices.first }
    /// Why the last tap did nothing, or why an intent was refused, until
    /// ``dismissFlash(_:)`` (the view calls it after a moment).
    public private(set) var flash: Flash?
    /// The hint: the session's (shown until the game moves on), or the search for one.
    public var hint: HintState {
        if let hint = snapshot.hint { .shown(hint) } else if hintSought { .searching } else { .none }
    }
    /// The hint as `player`'s own room shows it face to face (turned to
    /// them): only while they are to move, as on Android.
    public func hint(for player: PlayerView) -> HintState {
        player.toMove ? hint : .none
    }
    /// The last move played (by either side, the computer's too) or the
    /// end of the game, for the sounds, the haptics and VoiceOver.
    public private(set) var happening: Happening?
    /// The choices the new-game screen opens with: the last ones made.
    public private(set) var setup: GameSetup
    public var preferences: PlayerPreferences {
        didSet {
            preferences.save(to: preferenceStorage)
            if preferences.language != oldValue.language {
                strings = Strings.of(language: preferences.language)
            }
        }
    }
    /// The app's text, in the language ``preferences`` choose: the views
    /// read it from the environment, which the root view sets from here.
    public private(set) var strings: Strings
    /// The engine's review of the game, for the review screen: it runs
    /// while that screen is open (``startReview()``), and a finished one is
    /// kept while the game stays the one reviewed.
    public private(set) var review: ReviewState = .none
    /// A join or a rejoin runs (off the main actor, a few seconds at most).
    public private(set) var isJoining = false
    /// Why the last host, join or rejoin failed, until the next try or
    /// ``dismissNearbyFailure()``; nothing changed in the game.
    public private(set) var nearbyFailure: NearbyFailure?

    /// A new game hosted or joined replaces the session.
    @ObservationIgnored private var session: GameSession
    /// Hears the other phone while a game against it is open.
    @ObservationIgnored private var listening: Task<Void, Never>?
    /// Stops the thread `listening` waits on (also when the store goes).
    @ObservationIgnored private var listenerStop: StopSignal?
    /// The rejoin that a guest's game restored at launch starts.
    @ObservationIgnored private var rejoining: Task<Void, Never>?
    @ObservationIgnored private let saver: GameSaver
    @ObservationIgnored private let preferenceStorage: any PreferenceStorage
    /// The revision of the game last written (or read), so that an unchanged game is not written again.
    @ObservationIgnored private var savedRevision: UInt64?
    @ObservationIgnored private var computer: Task<Void, Never>?
    @ObservationIgnored private var hintSearch: Task<Void, Never>?
    /// The hint's search while it runs, to cancel when the game changes.
    @ObservationIgnored private var hintJob: HintJob?
    @ObservationIgnored private var happenings = 0
    /// The id of the session's last event told, so that a snapshot shown again tells nothing new.
    @ObservationIgnored private var toldEvent: UInt64?
    /// A hint is being sought.
    private var hintSought = false
    /// Numbers the hint requests, so that only the latest one's answer is shown.
    @ObservationIgnored private var hintRequests = 0
    @ObservationIgnored private var flashes = FlashCounter()
    /// The review's job while it runs, to cancel when it is no longer wanted.
    @ObservationIgnored private var reviewJob: ReviewJob?
    @ObservationIgnored private var reviewRun: Task<Void, Never>?
    /// The finished review shown, to ask the session whether it still describes the game.
    @ObservationIgnored private var reviewed: GameReview?
    /// The lessons and puzzles, and the learner's save beside the game's.
    public let learn: LearnStore

    /// The app's store: the game saved in the app's Application Support
    /// folder (or a new game), and the preferences in `UserDefaults`.
    public static func launch() -> GameStore {
        launch(
            support: FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first,
            preferences: UserDefaults.standard
        )
    }

    /// The store in `support` (the Application Support folder). Without
    /// one (Foundation found none), the game is kept in the temporary
    /// folder, which the system may empty, and ``notice`` says so.
    static func launch(support: URL?, preferences storage: any PreferenceStorage) -> GameStore {
        let folder = (support ?? FileManager.default.temporaryDirectory).appendingPathComponent("MathChess")
        let store = GameStore(folder: folder, preferences: storage)
        if support == nil {
            store.tell(.noSaveFolder)
        }
        return store
    }

    /// A store over the game saved in `folder` (`game.json`, the session's
    /// save: the record with who plays and how the board is turned) and the
    /// learner beside it (``learn``), restored now; a new game if none was saved, or if the saved one
    /// cannot be read (then ``notice`` says so; a bad file is kept aside,
    /// named by the time, and a file that could not be read at all is left
    /// as it is and not written over).
    public convenience init(folder: URL, preferences storage: any PreferenceStorage) {
        self.init(folder: folder, preferences: storage, now: Date.init)
    }

    /// As the public one, `now` naming the files set aside.
    convenience init(folder: URL, preferences storage: any PreferenceStorage, now: @escaping @Sendable () -> Date) {
        self.init(file: GameFile(folder: folder), preferences: storage, now: now)
    }

    /// As the public one, the new game the first of `starts` that opens.
    convenience init(folder: URL, preferences storage: any PreferenceStorage, starts: [GameStart.Open]) {
        self.init(file: GameFile(folder: folder), preferences: storage, now: Date.init, starts: starts)
    }

    /// A store whose game is saved in `gameFile` (any name; the learner's
    /// `learner.json` beside it), as the public `init(folder:preferences:)`
    /// otherwise: for a program that plays through the store, such as the
    /// nearby peer of the cross-shell tests.
    public convenience init(gameFile: URL, preferences storage: any PreferenceStorage) {
        self.init(file: GameFile(url: gameFile), preferences: storage, now: Date.init)
    }

    private init(
        file: GameFile,
        preferences storage: any PreferenceStorage,
        now: @escaping @Sendable () -> Date,
        starts: [GameStart.Open] = GameStart.starts
    ) {
        let folder = file.url.deletingLastPathComponent()
        let restored = Restored(from: file, now: now, new: { GameStart.new(trying: starts) }, restore: GameStart.restore)
        session = restored.value.session
        saver = GameSaver(file: file, start: restored.start, now: now)
        learn = LearnStore(folder: folder, now: now)
        notices = (restored.unreadable ? [.savedGameUnreadable] : []) + (learn.unreadable ? [.learnerUnreadable] : [])
            + (restored.value.isFallback ? [.gameStartFailed] : [])
        let snapshot = restored.value.snapshot
        self.snapshot = snapshot
        savedRevision = restored.isSaved ? snapshot.revision : nil
        setup = GameSetup(of: snapshot)
        preferenceStorage = storage
        let kept = PlayerPreferences(from: storage)
        preferences = kept
        strings = Strings.of(language: kept.language)
        write(snapshot.revision)
        learn.failed = { [weak self] notice in self?.tell(notice) }
        startComputerIfDue()
        reopenNearby()
    }

    deinit {
        listenerStop?.set()
    }

    // MARK: Intents

    /// A tap on the square with index `square` (a cell's `square`, or
    /// ``BoardGeometry/square(at:)``). A tap that does nothing sets ``flash``
    /// to say why; one that does something clears it.
    public func tap(_ square: UInt8) {
        guard perform({ try $0.tap(square: UInt32(square)) }) else { return }
        flash = flashes.forTap(answeredBy: snapshot)
    }

    /// Plays option `option` (from 0) of the open move choice.
    public func choose(_ option: Int) {
        // The sheet may send a second pick as it closes.
        guard snapshot.choice != nil else { return }
        // A negative option is no option either: the session says so.
        perform { try $0.choose(index: UInt32(exactly: option) ?? .max) }
    }

    /// Closes the move choice; the piece stays selected.
    public func cancelChoice() {
        // A sheet reports its dismissal also when a pick closed it.
        guard snapshot.choice != nil else { return }
        perform { try $0.cancelChoice() }
    }

    /// Takes back the last move (against the computer, its reply too); stops the computer's search.
    public func undo() {
        perform { try $0.undo() }
    }

    public func redo() {
        perform { try $0.redo() }
    }

    /// Starts a new game of either kind; stops the computer's search. A
    /// setup the session refuses (a level outside ``GameSetup/levels``)
    /// changes nothing.
    public func newGame(_ setup: GameSetup) {
        // Leaving a game against another phone tells it (the session drops the link).
        if snapshot.nearby != nil {
            _ = try? session.leaveNearby()
        }
        let started = perform { session in
            switch setup.game {
            case .mathChess:
                _ = try session.newGame(rules: presetRules(preset: setup.preset), mode: setup.mode)
            case .captureTheFlag:
                _ = try session.startGame(game: setup.game, mode: setup.mode)
            }
            return try setup.orientation.map { try session.setOrientation(orientation: $0) } ?? session.snapshot()
        }
        if started {
            self.setup = setup
        }
    }

    // MARK: Nearby play

    /// Hosts a new game of `game` (`rules`: the first game's) against
    /// another phone, this one playing `side`; the snapshot's `nearby.code`
    /// is the code to show. `address`: where to listen (`127.0.0.1` in
    /// tests); `nil`, this phone's address on its network. Returns whether
    /// it hosts; if not, ``nearbyFailure`` says why and nothing changed.
    @discardableResult
    public func host(_ game: GameKind, rules: Preset, playing side: Side, address: String? = nil) -> Bool {
        guard !isJoining else { return false }
        nearbyFailure = nil
        do {
            let hosted = try GameSession.host(game: game, rules: presetRules(preset: rules), local: side, address: address)
            replaceSession(with: hosted)
            setup.game = game
            setup.preset = rules
            return true
        } catch {
            nearbyFailure = NearbyFailure(error)
            return false
        }
    }

    /// Joins the game hosted at `code` (as typed: any case, spaces or
    /// hyphens), off the main actor; the game, its rules and the sides are
    /// the host's. A code that does not read is refused at once, nothing
    /// sent. Returns whether it joined; if not, ``nearbyFailure`` says why
    /// and the game shown is unchanged.
    @discardableResult
    public func join(code: String) async -> Bool {
        guard !isJoining else { return false }
        nearbyFailure = nil
        do {
            _ = try checkJoinCode(code: code)
        } catch {
            nearbyFailure = NearbyFailure(error)
            return false
        }
        isJoining = true
        let result = await offMain(stackSize: listenerStackSize) { Result { try GameSession.join(code: code) } }
        isJoining = false
        switch result {
        case let .success(joined):
            replaceSession(with: joined)
            return true
        case let .failure(error):
            nearbyFailure = NearbyFailure(error)
            return false
        }
    }

    /// (The phone that joined) joins again with the same code, off the main
    /// actor, when the snapshot's `nearby.mayRejoin` says so: the games are
    /// compared and the shorter catches up, or ``nearbyFailure`` says why not.
    public func rejoin() async {
        guard snapshot.nearby?.mayRejoin == true, !isJoining else { return }
        nearbyFailure = nil
        isJoining = true
        let session = session
        let result = await offMain(stackSize: listenerStackSize) { Result { try session.rejoin() } }
        isJoining = false
        // Another game was started meanwhile: this one's result is not shown.
        guard session === self.session else { return }
        switch result {
        case let .success(rejoined):
            show(rejoined)
        case let .failure(error):
            nearbyFailure = NearbyFailure(error)
            showSession()
        }
    }

    /// Leaves the game against another phone, telling it; both keep the game.
    public func leaveNearby() {
        perform { try $0.leaveNearby() }
    }

    /// Asks the other phone to take back this phone's last move (shown when `nearby.mayAskUndo`).
    public func askUndo() {
        perform { try $0.askUndo() }
    }

    /// Answers the other phone's request to take back its last move (shown when `nearby.mayAnswerUndo`).
    public func answerUndo(accept: Bool) {
        perform { try $0.answerUndo(accept: accept) }
    }

    public func dismissNearbyFailure() {
        nearbyFailure = nil
    }

    public func setOrientation(_ orientation: Orientation) {
        perform { try $0.setOrientation(orientation: orientation) }
    }

    /// `side` resigns (shown when its player view's `mayResign`; the view
    /// asks for confirmation first).
    public func resign(_ side: Side) {
        perform { try $0.resign(side: side) }
    }

    /// `side`, to move, offers a draw: from the panel of `side`, shown when
    /// its player view's `mayOfferDraw`.
    public func offerDraw(_ side: Side) {
        perform { try $0.offerDraw(side: side) }
    }

    /// `side` accepts the other side's offer: from the panel of `side`,
    /// shown when its player view's `mayAnswerDraw`.
    public func acceptDraw(_ side: Side) {
        perform { try $0.acceptDraw(side: side) }
    }

    /// `side` declines the other side's offer (as ``acceptDraw(_:)``).
    public func declineDraw(_ side: Side) {
        perform { try $0.declineDraw(side: side) }
    }

    /// Shows the position after `ply` plies (the number played: the live game).
    public func browse(ply: Int) {
        perform { try $0.browse(ply: UInt32(exactly: ply) ?? .max) }
    }

    public func browseBack() {
        perform { try $0.browseBack() }
    }

    public func browseForward() {
        perform { try $0.browseForward() }
    }

    public func leaveBrowsing() {
        perform { try $0.leaveBrowsing() }
    }

    /// Whether a hint may be asked for now: the session allows it to a
    /// player (`mayHint`), and none is sought.
    public var canRequestHint: Bool {
        !hintSought && (snapshot.nearPlayer.mayHint || snapshot.farPlayer.mayHint)
    }

    /// Asks the engine for the best move (about a second, off the main
    /// actor) and hands it to the session, which shows it in its snapshots
    /// until the game moves on (one found too late is dropped by it).
    public func requestHint() {
        guard canRequestHint else { return }
        guard let job = ask({ try $0.hintJob() }) else { return }
        hintSought = true
        hintRequests += 1
        let request = hintRequests
        hintJob = job
        let session = session
        hintSearch = Task {
            let found = await offMain { Result { try job.run() != nil } }
            guard request == hintRequests else { return }
            hintSearch = nil
            hintJob = nil
            hintSought = false
            switch found {
            case .success(true):
                // The session refuses a hint the game has moved on from: nothing to show then.
                if let shown = try? session.showHint(job: job) {
                    show(shown)
                }
            case .success(false):
                break  // none found: the game is over
            case .failure:
                tell(.hintFailed)
            }
        }
    }

    /// Starts the engine's review of the game, off the main actor (the
    /// review screen opened, or its Retry): ``review`` is `.running`, then
    /// `.done`, or `.failed` if it failed or the game changed meanwhile.
    /// Nothing to do while one runs, while a finished one still describes
    /// the game, or before the first move.
    public func startReview() {
        guard reviewJob == nil, reviewed == nil, !snapshot.history.isEmpty else { return }
        guard let job = ask({ try $0.reviewGame() }) else {
            review = .failed
            return
        }
        reviewJob = job
        review = .running
        let session = session
        reviewRun = Task {
            let result = await offMain { Result { try job.run() } }
            // Stopped meanwhile: not wanted. Nothing is left to wait for unless another review runs.
            guard reviewJob === job else {
                if reviewJob == nil {
                    reviewRun = nil
                }
                return
            }
            reviewJob = nil
            reviewRun = nil
            guard case let .success(done) = result, done.isComplete(),
                  (try? session.reviewIsCurrent(review: done)) == true,
                  let shown = try? Review(of: done)
            else {
                review = .failed
                return
            }
            reviewed = done
            review = .done(shown)
        }
    }

    /// Stops a review still running (the review screen closed): its result
    /// is not wanted. A finished one stays.
    public func stopReview() {
        guard let job = reviewJob else { return }
        job.cancel()
        reviewJob = nil
        // Its task still returns (``idle()`` waits for it), and drops the result.
        review = .none
    }

    /// The move played from the position shown, while a reviewed game is
    /// browsed: the board marks it and the engine's move.
    public var reviewedMove: ReviewedMove? {
        guard case let .done(done) = review, let ply = snapshot.browsing else { return nil }
        return done.move(fromPly: Int(ply))
    }

    public func dismissNotice() {
        if !notices.isEmpty {
            notices.removeFirst()
        }
    }

    private func tell(_ notice: Notice) {
        if !notices.contains(notice) {
            notices.append(notice)
        }
    }

    /// The player turned to something else (the resign question): the
    /// refused tap's reason goes, from the screen and from the session, so
    /// that it does not outlive a cancelled question.
    public func dismissRejection() {
        flash = nil
        perform { try $0.dismissRejection() }
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
        // The session's own revision: a computer's move may not be shown yet
        // (if even the snapshot fails, the save is written all the same).
        write((try? session.snapshot())?.revision)
        saver.waitUntilWritten()
        learn.save()
    }

    /// Whether the computer's search runs (or, stopped, is returning).
    var isSearching: Bool { computer != nil }

    /// The session as it is now, which may be ahead of ``snapshot`` (the
    /// computer's search took its turn): for tests that wait on it.
    func liveSnapshot() throws -> Snapshot {
        try session.snapshot()
    }

    /// Waits until the computer's move, the hint, the review, the puzzle's
    /// moves and the writes are done.
    func idle() async {
        while let task = computer ?? hintSearch ?? reviewRun ?? rejoining {
            await task.value
        }
        await saver.written()
        await learn.idle()
    }

    // MARK: Session calls

    /// Runs one session call and shows the session after it; returns whether
    /// the session accepted it. A refused call changed nothing: ``flash``
    /// says why (a button pressed just as the game changed).
    @discardableResult
    private func perform(_ call: (GameSession) throws -> Snapshot) -> Bool {
        guard let new = ask(call) else { return false }
        show(new)
        return true
    }

    /// Asks the session `call` (a change, or a job to run: a hint's search,
    /// a review); `nil` if it refused: ``flash`` says why.
    private func ask<Answer>(_ call: (GameSession) throws -> Answer) -> Answer? {
        do {
            return try call(session)
        } catch {
            flash = flashes.refused(error)
            return nil
        }
    }

    private func show(_ new: Snapshot) {
        if let last = new.lastEvent, last.id != toldEvent {
            toldEvent = last.id
            if let event = GameEvent(told: last.event) {
                happenings += 1
                happening = Happening(id: happenings, event: event)
            }
        }
        // A search for a hint the game has moved on from is not wanted (the
        // session would not show its hint): stopped, and no longer sought.
        if hintSought, new.revision != snapshot.revision {
            hintJob?.cancel()
            hintRequests += 1
            hintSought = false
            hintSearch = nil
            hintJob = nil
        }
        // A review of moves taken back, or of another game, no longer describes it.
        if let reviewed, new.revision != snapshot.revision, (try? session.reviewIsCurrent(review: reviewed)) != true {
            self.reviewed = nil
            review = .none
        }
        snapshot = new
        write(new.revision)
        startComputerIfDue()
        listenIfNearby()
    }

    /// Makes `new` (a game hosted or joined) the store's session: what
    /// runs for the old game's hint or review is dropped, and the new game
    /// is shown and saved.
    private func replaceSession(with new: GameSession) {
        if hintSought {
            hintJob?.cancel()
            hintRequests += 1
            hintSought = false
            hintSearch = nil
            hintJob = nil
        }
        stopReview()
        reviewed = nil
        review = .none
        stopListening()
        session = new
        savedRevision = nil
        // The new session's events are numbered afresh: none is told twice.
        toldEvent = nil
        showSession()
    }

    /// After a restore at launch, a game against another phone takes up
    /// its link again: the host listens at its code, the guest joins again
    /// off the main actor.
    private func reopenNearby() {
        guard snapshot.nearby != nil else { return }
        do {
            show(try session.reopenLink())
        } catch {
            nearbyFailure = NearbyFailure(error)
        }
        if snapshot.nearby?.mayRejoin == true {
            rejoining = Task {
                await rejoin()
                rejoining = nil
            }
        }
    }

    /// Hears the other phone while a game against it is shown (a task whose
    /// waiting runs off the main actor), showing the session whenever
    /// something came; stops when the game is no longer against a phone.
    private func listenIfNearby() {
        guard snapshot.nearby != nil else {
            stopListening()
            return
        }
        guard listening == nil else { return }
        let session = session
        let stop = StopSignal()
        listenerStop = stop
        listening = Task { [weak self] in
            await withTaskCancellationHandler {
                while await offMain(stackSize: listenerStackSize, { stop.hear(session) }) {
                    guard let self, self.session === session, !Task.isCancelled else { return }
                    self.showSession()
                }
            } onCancel: {
                stop.set()
            }
        }
    }

    private func stopListening() {
        listening?.cancel()
        listenerStop?.set()
        listening = nil
        listenerStop = nil
    }

    /// Starts the computer's search when the snapshot says to.
    private func startComputerIfDue() {
        // A search stopped by an undo or a new game may still be returning:
        // its end shows the session again, which starts the next one if due.
        guard snapshot.startComputer, computer == nil else { return }
        let session = session
        computer = Task {
            let result = await offMain { Result { try session.computerMove() } }
            computer = nil
            // The session now holds the computer's move, or dropped it because
            // the game changed meanwhile, or (the search failed) waits for an
            // undo or a new game: show it as it is.
            if case .failure = result {
                tell(.computerFailed)
            }
            showSession()
        }
    }

    /// Shows the session as it is now (after the computer's search).
    private func showSession() {
        perform { try $0.snapshot() }
    }

    /// Writes the session's save unless `revision` is the one last written
    /// (`nil`: not known, written). The save is taken on the saver's queue:
    /// it is then the newest one.
    private func write(_ revision: UInt64?) {
        guard revision == nil || revision != savedRevision else { return }
        savedRevision = revision
        let session = session
        saver.write({ Data(try session.save().utf8) }) { [weak self] in
            self?.savedRevision = nil  // written again at the next change
            self?.tell(.saveFailed)
        }
    }
}

/// The game session a store starts with.
struct GameStart {
    /// Opens a new game's session.
    typealias Open = () throws -> GameSession

    let session: GameSession
    let snapshot: Snapshot
    /// Not the first of the new games tried: that one failed (the store's notice says so).
    var isFallback = false

    /// The new game as the new-game screen first offers it, then, should
    /// the core fail to open it, each game's own.
    static var starts: [Open] {
        [
            { try GameSession(rules: presetRules(preset: GameSetup().preset), mode: GameSetup().mode) },
            { try GameSession.ofGame(game: .mathChess, mode: .twoPlayers) },
            { try GameSession.ofGame(game: .captureTheFlag, mode: .twoPlayers) },
        ]
    }

    /// The first of `starts` that opens. Every screen draws a session: a
    /// core that opens none at all cannot run the app.
    static func new(trying starts: [Open]) -> GameStart {
        var failures: [any Error] = []
        for open in starts {
            do {
                let session = try open()
                return GameStart(session: session, snapshot: try session.snapshot(), isFallback: !failures.isEmpty)
            } catch {
                failures.append(error)
            }
        }
        fatalError("the core opens no game: \(failures)")
    }

    /// The game `save` holds.
    static func restore(_ save: String) throws -> GameStart {
        // A save that does not say who plays is two players' (none written here).
        let session = try GameSession.restore(json: save, mode: .twoPlayers)
        return GameStart(session: session, snapshot: try session.snapshot())
    }
}
