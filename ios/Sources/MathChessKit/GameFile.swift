import Foundation

/// One file of the app's save, in the app's folder: `game.json` the game,
/// `learner.json` the lessons and puzzles (``name``). A write goes
/// to a temporary file in the same folder, synced to disk, that then
/// replaces the old one, and the folder is synced after the rename, so that
/// an app killed or a device switched off mid-write leaves either the old
/// game or the new one.
struct GameFile: Sendable {
    /// The game's file.
    static let game = "game"
    /// The learner's file (``LearnStore``).
    static let learner = "learner"

    let url: URL
    private let name: String
    private let folder: URL
    private let temporaryURL: URL

    /// The file at `url`, named `name` (its last part without `.json`).
    init(url: URL) {
        folder = url.deletingLastPathComponent()
        let last = url.lastPathComponent
        name = last.hasSuffix(".json") ? String(last.dropLast(5)) : last
        self.url = url
        temporaryURL = folder.appendingPathComponent("\(last).tmp")
    }

    /// The file `name.json` in `folder`.
    init(folder: URL, name: String = GameFile.game) {
        self.folder = folder
        self.name = name
        url = folder.appendingPathComponent("\(name).json")
        temporaryURL = folder.appendingPathComponent("\(name).json.tmp")
    }

    /// Where an unreadable file is kept for a bug report, named by the time
    /// it was set aside (`game.unreadable-20261203T161502.123Z.json`, for
    /// the game's file): each
    /// one is kept, none overwritten.
    func asideURL(at date: Date) -> URL {
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "UTC")
        format.dateFormat = "yyyyMMdd'T'HHmmss.SSS'Z'"
        let stamp = format.string(from: date)
        return folder.appendingPathComponent("\(name).unreadable-\(stamp).json")
    }

    /// The saved bytes; `nil` if nothing was saved yet. Throws when the file
    /// is there but cannot be read (which says nothing of its contents).
    func read() throws -> Data? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try Data(contentsOf: url)
    }

    func write(_ data: Data) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: temporaryURL)
        try Self.sync(temporaryURL, fullSync: true)
        try replace(url, with: temporaryURL)
        // The rename is in the folder's entry: synced too.
        try Self.sync(folder, fullSync: false)
    }

    /// Moves the saved file aside, as ``asideURL(at:)`` names it at `date`.
    func setAside(at date: Date) throws {
        try replace(asideURL(at: date), with: url)
    }

    /// Renames `source` to `destination` in one step (both in the same folder).
    private func replace(_ destination: URL, with source: URL) throws {
        guard rename(source.path, destination.path) == 0 else {
            throw Self.posixError(at: destination)
        }
    }

    /// Writes what the system holds of `url` (a file or a folder) to the
    /// disk. On Apple's systems `fsync` reaches only the drive's cache:
    /// `fullSync` asks for `F_FULLFSYNC`, which reaches the medium.
    private static func sync(_ url: URL, fullSync: Bool) throws {
        let descriptor = open(url.path, O_RDONLY)
        guard descriptor >= 0 else { throw posixError(at: url) }
        defer { close(descriptor) }
        #if canImport(Darwin)
        if fullSync, fcntl(descriptor, F_FULLFSYNC) == 0 { return }
        #endif
        guard fsync(descriptor) == 0 else { throw posixError(at: url) }
    }

    private static func posixError(at url: URL) -> CocoaError {
        CocoaError(.fileWriteUnknown, userInfo: [
            NSFilePathErrorKey: url.path,
            NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO),
        ])
    }
}
