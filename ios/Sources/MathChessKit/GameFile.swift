import Foundation

/// The one file the game is saved in, `game.json` in a folder. A write goes
/// to a temporary file in the same folder, synced to disk, that then
/// replaces the old one, so that an app killed or a device switched off
/// mid-write leaves either the old game or the new one.
struct GameFile {
    let url: URL
    /// Where an unreadable file is kept, for a bug report, instead of being overwritten.
    let asideURL: URL
    private let temporaryURL: URL

    init(folder: URL) {
        url = folder.appendingPathComponent("game.json")
        asideURL = folder.appendingPathComponent("game.unreadable.json")
        temporaryURL = folder.appendingPathComponent("game.json.tmp")
    }

    /// The saved bytes; `nil` if nothing was saved yet.
    func read() throws -> Data? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try Data(contentsOf: url)
    }

    func write(_ data: Data) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true
        )
        try data.write(to: temporaryURL)
        let written = try FileHandle(forWritingTo: temporaryURL)
        defer { try? written.close() }
        try written.synchronize()
        try replace(url, with: temporaryURL)
    }

    /// Moves the saved file aside, replacing an older one there.
    func setAside() throws {
        try replace(asideURL, with: url)
    }

    /// Renames `source` to `destination` in one step (both in the same folder).
    private func replace(_ destination: URL, with source: URL) throws {
        guard rename(source.path, destination.path) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [
                NSFilePathErrorKey: destination.path,
                NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO),
            ])
        }
    }
}
