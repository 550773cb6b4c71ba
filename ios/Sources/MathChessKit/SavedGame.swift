import Foundation
import MathChessCore

/// The game as kept between launches, as JSON: the core's game record and
/// what that record does not hold yet, who plays and how the board is turned.
/// (Once the core's record holds them, this is the record alone.)
struct SavedGame: Codable, Equatable {
    static let version = 1

    var version = SavedGame.version
    /// `GameSession.save()`.
    var record: String
    var mode: SavedMode
    var orientation: SavedOrientation

    init(record: String, mode: Mode, orientation: Orientation) {
        self.record = record
        self.mode = SavedMode(mode)
        self.orientation = SavedOrientation(orientation)
    }

    /// Reads what `encoded()` wrote.
    ///
    /// - Throws: `DecodingError` for anything else, including another version.
    init(json: Data) throws {
        self = try JSONDecoder().decode(SavedGame.self, from: json)
        guard version == SavedGame.version else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: [CodingKeys.version],
                debugDescription: "saved game version \(version) is not \(SavedGame.version)"
            ))
        }
    }

    func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        do {
            return try encoder.encode(self)
        } catch {
            preconditionFailure("strings and enums always encode: \(error)")
        }
    }

    /// The session this game was saved from.
    ///
    /// - Throws: `FfiError.InvalidRecord` naming what is wrong with the record.
    func session() throws -> GameSession {
        let session = try GameSession.restore(json: record, mode: mode.mode)
        _ = session.setOrientation(orientation: orientation.orientation)
        return session
    }
}

// The core's enums as they are written in the file.

enum SavedSide: String, Codable {
    case blue, red

    init(_ side: Side) {
        self = side == .blue ? .blue : .red
    }

    var side: Side { self == .blue ? .blue : .red }
}

enum SavedMode: Codable, Equatable {
    case twoPlayers
    case vsComputer(human: SavedSide, level: UInt8)

    init(_ mode: Mode) {
        switch mode {
        case .twoPlayers: self = .twoPlayers
        case .vsComputer(let human, let level): self = .vsComputer(human: SavedSide(human), level: level)
        }
    }

    var mode: Mode {
        switch self {
        case .twoPlayers: .twoPlayers
        case .vsComputer(let human, let level): .vsComputer(human: human.side, level: level)
        }
    }
}

enum SavedOrientation: Codable, Equatable {
    case followTurn
    case fixed(bottom: SavedSide)
    case faceToFace(bottom: SavedSide)

    init(_ orientation: Orientation) {
        switch orientation {
        case .followTurn: self = .followTurn
        case .fixed(let bottom): self = .fixed(bottom: SavedSide(bottom))
        case .faceToFace(let bottom): self = .faceToFace(bottom: SavedSide(bottom))
        }
    }

    var orientation: Orientation {
        switch self {
        case .followTurn: .followTurn
        case .fixed(let bottom): .fixed(bottom: bottom.side)
        case .faceToFace(let bottom): .faceToFace(bottom: bottom.side)
        }
    }
}
