// The nearby peer of the cross-shell tests (Linux): one side of a game
// against another device over loopback, played through the app's own store
// (`GameStore`: host, join, the listen loop, taps, resign, save) as the app
// plays it. Run it with `ios/scripts/nearby-peer.sh`:
//
//     nearby-peer.sh host GAME CODEFILE SAVEFILE   # GAME: math-chess or capture-the-flag
//     nearby-peer.sh join CODEFILE SAVEFILE
//
// The host plays Blue on 127.0.0.1 and writes the join code to CODEFILE
// (a temporary file, then renamed); the guest waits up to 30 s for it and
// joins. Each plays its own turns by the first legal move through taps and
// saves the game to SAVEFILE through the store after every change; the host
// resigns when it has made 3 moves and it is its turn again. One line is
// printed per move; the exit status is 0 once the game is over and saved,
// 1 on any failure or after 90 s.
import Foundation
import MathChessCore
import MathChessKit

/// Preferences that are not kept: the peer has no settings.
final class NoStorage: PreferenceStorage {
    func object(forKey key: String) -> Any? { nil }
    func set(_ value: Any?, forKey key: String) {}
}

/// Why the peer stops before the game is over.
struct PeerFailure: Error, CustomStringConvertible {
    let description: String
}

/// What the command line asks.
enum Part {
    case host(game: GameKind, codeFile: URL, saveFile: URL)
    case join(codeFile: URL, saveFile: URL)

    static let usage = "usage: MathChessNearbyPeer host GAME CODEFILE SAVEFILE | join CODEFILE SAVEFILE (GAME: math-chess or capture-the-flag)"

    init(_ arguments: [String]) throws {
        switch (arguments.first, arguments.count) {
        case ("host", 4):
            let (game, code, save) = (arguments[1], arguments[2], arguments[3])
            let kind: GameKind
            switch game {
            case "math-chess": kind = .mathChess
            case "capture-the-flag": kind = .captureTheFlag
            default: throw PeerFailure(description: "unknown game \(game)\n\(Self.usage)")
            }
            self = .host(game: kind, codeFile: URL(fileURLWithPath: code), saveFile: URL(fileURLWithPath: save))
        case ("join", 3):
            let (code, save) = (arguments[1], arguments[2])
            self = .join(codeFile: URL(fileURLWithPath: code), saveFile: URL(fileURLWithPath: save))
        default:
            throw PeerFailure(description: Self.usage)
        }
    }

    var saveFile: URL {
        switch self {
        case let .host(_, _, save), let .join(_, save): save
        }
    }

    var name: String {
        switch self {
        case .host: "host"
        case .join: "guest"
        }
    }
}

@MainActor
@main
struct NearbyPeer {
    /// The whole run's bound.
    static let limit = Duration.seconds(90)
    /// How long the guest waits for the host's code.
    static let codeWait = Duration.seconds(30)
    /// The host resigns when it has made this many moves and is to move again.
    static let hostMoves = 3

    static func main() async {
        let deadline = ContinuousClock.now + limit
        do {
            let part = try Part(Array(CommandLine.arguments.dropFirst()))
            try await play(part, until: deadline)
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("nearby-peer: \(error)\n".utf8))
            exit(1)
        }
    }

    /// Prints `line` at once (to a pipe too: the lead's script reads it as it comes).
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data("\(line)\n".utf8))
    }

    static func play(_ part: Part, until deadline: ContinuousClock.Instant) async throws {
        let english = Strings(language: "en") ?? .system
        try? FileManager.default.createDirectory(at: part.saveFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        // A save left by an earlier run would be restored: this run plays a new game.
        try? FileManager.default.removeItem(at: part.saveFile)
        let store = GameStore(gameFile: part.saveFile, preferences: NoStorage())
        switch part {
        case let .host(game, codeFile, _):
            guard store.host(game, rules: .chessplayx, playing: .blue, address: "127.0.0.1"),
                  let code = store.snapshot.nearby?.code
            else {
                throw PeerFailure(description: "cannot host: \(store.nearbyFailure.map { english.text(of: $0) } ?? "?")")
            }
            try write(code, to: codeFile)
            say("host: \(english[game.label]), code \(code)")
        case let .join(codeFile, _):
            let code = try await readCode(from: codeFile, until: min(deadline, .now + codeWait))
            guard await store.join(code: code) else {
                throw PeerFailure(description: "cannot join \(code): \(store.nearbyFailure.map { english.text(of: $0) } ?? "?")")
            }
            say("guest: joined \(code), \(english[store.snapshot.game.label])")
        }
        guard case let .nearby(side) = store.snapshot.mode else {
            throw PeerFailure(description: "not a game against another device")
        }
        var moves = 0
        var saved: UInt64?
        while true {
            let snapshot = store.snapshot
            if saved != snapshot.revision {
                store.save()
                saved = snapshot.revision
                if store.notice == .saveFailed {
                    throw PeerFailure(description: "cannot save to \(part.saveFile.path)")
                }
            }
            if let ending = snapshot.ending {
                say("\(part.name): over: \(english.title(of: ending, mode: snapshot.mode)) (\(english.reason(of: ending))), \(snapshot.history.count) plies, saved")
                return
            }
            guard ContinuousClock.now < deadline else {
                throw PeerFailure(description: "the game is not over after \(limit)")
            }
            if case let .lost(problem) = snapshot.nearby?.connection {
                throw PeerFailure(description: "the link is lost: \(english[problem.label])")
            }
            let toMove = snapshot.nearby?.connection == .connected && snapshot.turn == side
                && [snapshot.nearPlayer, snapshot.farPlayer].contains { $0.side == side && $0.toMove }
            guard toMove else {
                // Waiting for the other device: the store's listen loop shows what it sends.
                try await Task.sleep(for: .milliseconds(20))
                continue
            }
            if case .host = part, moves == hostMoves {
                store.resign(side)
                say("host: resigns")
                continue
            }
            guard let move = playFirstLegalMove(store, side: side) else {
                throw PeerFailure(description: "no legal move found by taps")
            }
            moves += 1
            say("\(part.name): move \(moves): \(move)")
        }
    }

    /// Plays the first legal move by taps: each of `side`'s pieces in
    /// display order is tapped; the first that marks a step or capture
    /// target moves to the first one (a move choice's first option); one
    /// that marks none is tapped again to let it go. The move's text, or
    /// `nil` if no piece moves.
    static func playFirstLegalMove(_ store: GameStore, side: Side) -> String? {
        let pieces = store.snapshot.cells.filter { $0.piece?.side == side }.map(\.square)
        for piece in pieces {
            store.tap(piece)
            if let target = store.snapshot.cells.first(where: { $0.marks.stepTarget || $0.marks.captureTarget }) {
                let plies = store.snapshot.history.count
                store.tap(target.square)
                if store.snapshot.choice != nil {
                    store.choose(0)
                }
                return store.snapshot.history.count > plies ? store.snapshot.history.last : nil
            }
            if store.snapshot.selected == piece {
                store.tap(piece)
            }
        }
        return nil
    }

    /// Writes `code` to a temporary file beside `file`, then renames it into place.
    static func write(_ code: String, to file: URL) throws {
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).tmp")
        try Data("\(code)\n".utf8).write(to: temporary)
        guard rename(temporary.path, file.path) == 0 else {
            throw PeerFailure(description: "cannot write \(file.path)")
        }
    }

    /// The code in `file`, once it is there (until `deadline`).
    static func readCode(from file: URL, until deadline: ContinuousClock.Instant) async throws -> String {
        while true {
            if let text = try? String(contentsOf: file, encoding: .utf8) {
                let code = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if !code.isEmpty { return code }
            }
            guard ContinuousClock.now < deadline else {
                throw PeerFailure(description: "no code in \(file.path) after \(codeWait)")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }
}
