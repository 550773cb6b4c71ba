import Foundation

/// What one file of the app's save (``GameFile``) starts the app with: what
/// it holds, or a new one when there is nothing saved or the save cannot be
/// read, and how its ``GameSaver`` then starts.
struct Restored<Value> {
    let value: Value
    /// The value is the one the file holds: nothing to write yet.
    let isSaved: Bool
    /// A save was there and could not be read: the value is a new one (the
    /// store's notice says so).
    let unreadable: Bool
    let start: GameSaver.Start

    /// The value saved in `file` as `restore` reads it, or `new()`. A bad
    /// save is kept aside for a bug report (if it cannot be moved aside now,
    /// the first write tries again before writing); a file that cannot be
    /// read at all, which says nothing of what it holds, is left as it is
    /// and not written over in this run.
    init(from file: GameFile, now: () -> Date, new: () -> Value, restore: (String) throws -> Value) {
        let data: Data?
        do {
            data = try file.read()
        } catch {
            (value, isSaved, unreadable, start) = (new(), false, true, .keep)
            return
        }
        guard let data else {
            (value, isSaved, unreadable, start) = (new(), false, false, .writable)
            return
        }
        do {
            guard let save = String(data: data, encoding: .utf8) else {
                throw CocoaError(.fileReadInapplicableStringEncoding)
            }
            (value, isSaved, unreadable, start) = (try restore(save), true, false, .writable)
        } catch {
            let kept = (try? file.setAside(at: now())) != nil
            (value, isSaved, unreadable, start) = (new(), false, true, kept ? .writable : .setAsideFirst)
        }
    }
}
