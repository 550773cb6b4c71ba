import Foundation
import MathChessCore
@testable import MathChessKit
import Testing

@MainActor
struct PersistenceTests {
    let folder = temporaryFolder()
    var gameFile: URL { folder.appendingPathComponent("game.json") }
    /// The one bad save kept aside.
    var asideFile: URL {
        get throws {
            let kept = try contents(of: folder).filter { $0.hasPrefix("game.unreadable-") }
            try #require(kept.count == 1)
            return folder.appendingPathComponent(kept[0])
        }
    }

    func contents(of folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// The saved file's top-level fields.
    func savedFields() throws -> [String: Any] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: gameFile))
        return try #require(json as? [String: Any])
    }

    @Test func everyMoveIsSavedAndRestoredAtLaunch() async throws {
        let store = makeStore(folder: folder)
        store.play("c1", "c4")
        store.setOrientation(.faceToFace(bottom: .red))
        store.play("g11", "g8")
        await store.idle()
        #expect(try contents(of: folder) == ["game.json"])  // no temporary file left

        let restored = makeStore(folder: folder)
        #expect(Array(restored.snapshot.history) == ["c1-c4", "g11-g8"])
        #expect(restored.snapshot.orientation == .faceToFace(bottom: .red))
        #expect(restored.notice == nil)
    }

    @Test func theMovesTakenBackAreRedoneAfterARestart() async throws {
        let store = makeStore(folder: folder)
        store.play("c1", "c4")
        store.play("g11", "g8")
        store.undo()
        await store.idle()

        let restored = makeStore(folder: folder)
        #expect(Array(restored.snapshot.history) == ["c1-c4"])
        #expect(restored.snapshot.canRedo)
        restored.redo()
        #expect(Array(restored.snapshot.history) == ["c1-c4", "g11-g8"])
        #expect(!restored.snapshot.canRedo)
    }

    @Test func theOneSaveFileIsTheSessionsSaveWithModeAndOrientation() async throws {
        let store = makeStore(folder: folder)
        store.newGame(GameSetup(mode: .vsComputer(human: .red, level: 2), orientation: .faceToFace(bottom: .red)))
        await store.idle()  // the computer opens
        #expect(try contents(of: folder) == ["game.json"])
        let fields = try savedFields()
        #expect(fields["format"] as? String == "mathchess-game" && fields["version"] as? Int == 2)
        let mode = try #require(fields["mode"] as? [String: Any])
        #expect(mode["kind"] as? String == "vs-computer" && mode["human"] as? String == "red" && mode["level"] as? Int == 2)
        #expect(fields["orientation"] as? [String: String] == ["kind": "face-to-face", "bottom": "red"])

        let restored = makeStore(folder: folder)
        let (shown, saved) = (restored.snapshot, store.snapshot)
        #expect(shown.cells == saved.cells && Array(shown.history) == Array(saved.history))
        #expect(shown.nearPlayer == saved.nearPlayer && shown.farPlayer == saved.farPlayer)
        #expect(restored.snapshot.farPlayer.upsideDown && restored.snapshot.farPlayer.computer)
        #expect(restored.setup.mode == .vsComputer(human: .red, level: 2))
        #expect(restored.setup.orientation == .faceToFace(bottom: .red))
    }

    @Test func theModeAndLevelAreRestored() async throws {
        let store = makeStore(folder: folder)
        store.newGame(GameSetup(preset: .classic, mode: .vsComputer(human: .blue, level: 1), orientation: nil))
        store.play("c1", "c4")
        await store.idle()
        #expect(store.snapshot.history.count == 2)

        let restored = makeStore(folder: folder)
        #expect(restored.snapshot.mode == .vsComputer(human: .blue, level: 1))
        #expect(restored.snapshot.orientation == .fixed(bottom: .blue))
        #expect(Array(restored.snapshot.history) == Array(store.snapshot.history))
        #expect(restored.setup.mode == .vsComputer(human: .blue, level: 1))
    }

    @Test func saveWritesOnlyAChangedGame() async throws {
        let store = makeStore(folder: folder)
        store.play("c1", "c4")
        await store.idle()
        try Data("sentinel".utf8).write(to: gameFile)
        store.tap(square("g11"))
        store.save()
        #expect(try String(contentsOf: gameFile, encoding: .utf8) == "sentinel")
        store.tap(square("g8"))
        store.save()
        #expect(try String(contentsOf: gameFile, encoding: .utf8) != "sentinel")
    }

    @Test(arguments: [
        Data(),
        Data("not json at all".utf8),
        Data([0x7B, 0xFF, 0xFE, 0x7D]),  // not UTF-8
        // The store's save before the core's held who plays: not a record.
        Data(#"{"mode":{"twoPlayers":{}},"orientation":{"followTurn":{}},"record":"{\"format\": \"mathchess-game\"}","version":1}"#.utf8),
        Data(#"{"format": "mathchess-game", "version": 99}"#.utf8),
    ])
    func aBadSaveFileStartsANewGameAndIsKeptAside(content: Data) async throws {
        try content.write(to: gameFile)
        let store = makeStore(folder: folder)
        #expect(store.notice == .savedGameUnreadable)
        #expect(store.snapshot.history.isEmpty)
        #expect(try Data(contentsOf: try asideFile) == content)

        store.play("c1", "c4")
        await store.idle()
        #expect(Array(makeStore(folder: folder).snapshot.history) == ["c1-c4"])
        #expect(try Data(contentsOf: try asideFile) == content)
        store.dismissNotice()
        #expect(store.notice == nil)
    }

    /// Saves a game of one move (c1-c4), then edits its file: `text` becomes `replacement`.
    func saveOneMove(thenReplace text: String, with replacement: String) async throws {
        let store = makeStore(folder: folder)
        store.play("c1", "c4")
        await store.idle()
        let good = try String(contentsOf: gameFile, encoding: .utf8)
        try Data(good.replacingOccurrences(of: text, with: replacement).utf8).write(to: gameFile)
    }

    @Test func aRecordWithAnIllegalMoveIsRefused() async throws {
        try await saveOneMove(thenReplace: "c1-c4", with: "c1-c9")
        let restored = makeStore(folder: folder)
        #expect(restored.notice == .savedGameUnreadable)
        #expect(restored.snapshot.history.isEmpty)
        await restored.idle()
        let names = try contents(of: folder)
        #expect(names.count == 2 && names[0] == "game.json" && names[1].hasPrefix("game.unreadable-"))
    }

    @Test func aBadModeInTheSaveIsRefused() async throws {
        try await saveOneMove(thenReplace: "two-players", with: "three-players")
        let restored = makeStore(folder: folder)
        #expect(restored.notice == .savedGameUnreadable && restored.snapshot.history.isEmpty)
    }

    @Test func aFolderThatCannotBeWrittenGivesANotice() async throws {
        let file = folder.appendingPathComponent("file")
        try Data().write(to: file)
        let store = makeStore(folder: file)  // a file where the folder should be
        await store.idle()
        #expect(store.notice == .saveFailed)
        store.dismissNotice()
        store.play("c1", "c4")
        await store.idle()
        #expect(store.notice == .saveFailed)
        #expect(Array(store.snapshot.history) == ["c1-c4"])
    }

    @Test func preferencesAreKeptInTheirStorage() {
        let storage = MemoryStorage()
        let store = makeStore(folder: folder, storage: storage)
        #expect(store.preferences == PlayerPreferences())
        store.preferences.sound = false
        store.preferences.coordinates = false
        let again = makeStore(folder: folder, storage: storage)
        #expect(!again.preferences.sound && !again.preferences.coordinates)
        #expect(again.preferences.haptics && again.preferences.showLegalMoves)
    }

    @Test func aLanguageChosenChangesTheTextsAtOnceAndIsKept() throws {
        let storage = MemoryStorage()
        let store = makeStore(folder: folder, storage: storage)
        #expect(store.preferences.language == nil)
        #expect(store.strings[.actionSettings] == Strings.system[.actionSettings])
        store.preferences.language = "vi"
        #expect(store.strings[.actionSettings] == "Cài đặt")
        #expect(store.strings(.toMoveSide, store.strings[.sideBlue]) == "Đến lượt Xanh")
        let again = makeStore(folder: folder, storage: storage)
        #expect(again.preferences.language == "vi" && again.strings[.settingsLanguageTitle] == "Ngôn ngữ")
        again.preferences.language = nil
        #expect(again.strings[.actionSettings] == Strings.system[.actionSettings])
        #expect(makeStore(folder: folder, storage: storage).preferences.language == nil)
        storage.set("tlh", forKey: "preferences.language")  // a language the app does not have
        #expect(makeStore(folder: folder, storage: storage).preferences.language == nil)
    }
}

/// Defects of the last iOS round: each test failed on that code.
@MainActor
struct RelaunchTests {
    /// After a relaunch, "Play as" Red gave a board with Blue at the bottom:
    /// the setup kept the restored game's fixed orientation.
    @Test func playingAsTheOtherSideAfterARelaunchTurnsTheBoard() {
        let folder = temporaryFolder()
        let store = makeStore(folder: folder)
        store.newGame(GameSetup(mode: .vsComputer(human: .blue, level: 1), orientation: nil))
        store.save()
        let relaunched = makeStore(folder: folder)
        #expect(relaunched.setup.orientation == nil)
        var setup = relaunched.setup
        setup.mode = .vsComputer(human: .red, level: 1)
        relaunched.newGame(setup)
        #expect(relaunched.snapshot.bottom == .red)
    }
}

/// The store's defects of the last iOS round: each test failed on that code.
@MainActor
struct SaveFileDefectTests {
    let folder = temporaryFolder()
    var gameFile: URL { folder.appendingPathComponent("game.json") }
    let bad = Data("not json at all".utf8)

    func kept() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("game.unreadable-") }.sorted()
    }

    @Test func eachBadSaveIsKeptNamedByItsTime() async throws {
        try bad.write(to: gameFile)
        let first = GameStore(folder: folder, preferences: MemoryStorage(), now: { Date(timeIntervalSince1970: 1_000) })
        await first.idle()  // its new game written
        let other = Data("{}".utf8)
        try other.write(to: gameFile)
        let store = GameStore(folder: folder, preferences: MemoryStorage(), now: { Date(timeIntervalSince1970: 2_000) })
        await store.idle()
        #expect(try kept() == ["game.unreadable-19700101T001640.000Z.json", "game.unreadable-19700101T003320.000Z.json"])
        #expect(try Data(contentsOf: folder.appendingPathComponent("game.unreadable-19700101T001640.000Z.json")) == bad)
    }

    @Test func aBadSaveThatCannotBeSetAsideSaysSoAndIsSetAsideLater() async throws {
        try bad.write(to: gameFile)
        let date = Date(timeIntervalSince1970: 1_000)
        // A folder in the way, not empty: the rename fails, even for root.
        let blocker = GameFile(folder: folder).asideURL(at: date)
        try FileManager.default.createDirectory(at: blocker.appendingPathComponent("in-the-way"), withIntermediateDirectories: true)
        let store = GameStore(folder: folder, preferences: MemoryStorage(), now: { date })
        await store.idle()
        #expect(store.notices == [.savedGameUnreadable, .saveFailed])
        #expect(try Data(contentsOf: gameFile) == bad)  // not written over

        try FileManager.default.removeItem(at: blocker)
        store.play("c1", "c4")
        await store.idle()
        #expect(try Data(contentsOf: blocker) == bad)
        #expect(Array(makeStore(folder: folder).snapshot.history) == ["c1-c4"])
    }

    @Test func aSaveThatCannotBeReadIsLeftAsItIs() async throws {
        // A folder where the file should be: reading fails, though nothing is corrupt.
        try FileManager.default.createDirectory(at: gameFile.appendingPathComponent("inside"), withIntermediateDirectories: true)
        let store = makeStore(folder: folder)
        store.play("c1", "c4")
        await store.idle()
        #expect(store.notices == [.savedGameUnreadable, .saveFailed])
        #expect(try kept().isEmpty)
        #expect(FileManager.default.fileExists(atPath: gameFile.appendingPathComponent("inside").path))
        store.dismissNotice()
        #expect(store.notice == .saveFailed)
        store.dismissNotice()
        #expect(store.notice == nil)
    }
}
