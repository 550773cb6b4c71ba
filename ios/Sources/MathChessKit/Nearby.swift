import Foundation
import MathChessCore

/// Why hosting, joining or joining again failed, as the player is told.
public enum NearbyFailure: Error, Equatable, Sendable {
    /// The typed code does not read (its length, a character, or mistyped):
    /// nothing was sent.
    case joinCode(JoinCodeProblem)
    /// The link failed on the network itself, as it does when the player
    /// refused the app the local network: the message says where to allow it.
    case localNetworkDenied
    /// Anything else the session said: no game at the code's address, the
    /// host refused (a wrong code, another phone joined, too many tries),
    /// no network, the two games went apart.
    case refused(FfiError)

    /// The failure `error` (a session's ``FfiError``; anything else is the core's internal error) says.
    public init(_ error: any Error) {
        switch error as? FfiError {
        case let .InvalidJoinCode(problem, _):
            self = .joinCode(problem)
        case .Nearby(.link(.network), _), .Nearby(.link(.cannotListen), _):
            self = .localNetworkDenied
        case let ffi?:
            self = .refused(ffi)
        case nil:
            self = .refused(.Internal(detail: "\(error)"))
        }
    }
}

extension Strings {
    /// What to show for a failed host, join or rejoin, under the code.
    public func text(of failure: NearbyFailure) -> String {
        switch failure {
        case let .joinCode(problem): text(of: .InvalidJoinCode(problem: problem, detail: ""))
        case .localNetworkDenied: self[.nearbyLocalNetworkDenied]
        case let .refused(error): text(of: error)
        }
    }

    /// The link as the game screen says it: connected, waiting for the
    /// other phone (to join, or to come back once it has), or lost.
    public func text(of nearby: NearbyView, played: Bool) -> String {
        switch nearby.connection {
        case .connected: self[.nearbyConnected]
        case .waiting: self[played ? .nearbyWaitingBack : .nearbyWaiting]
        case .lost: self[.nearbyLost]
        }
    }
}

extension PlayerView {
    /// Who plays this side, as its panel says under the side's name: "The
    /// other phone" or "You" against another phone; `nil` otherwise (the
    /// computer's panel says its own).
    public func nearbyRole(in mode: Mode) -> StringKey? {
        guard case .nearby = mode else { return nil }
        return remote ? .nearbyOtherPhone : .playerYou
    }
}

/// Tells a thread that hears the other phone to stop, from any thread.
final class StopSignal: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var stopped = false

    var isSet: Bool { lock.withLock { stopped } }

    func set() {
        lock.withLock { stopped = true }
    }

    /// How long each `hear` waits before the signal is looked at again.
    static let pollMilliseconds: UInt32 = 250

    /// Blocks until the other phone sends something to `session` (`true`:
    /// show the session again), or the signal is set or `hear` failed (`false`).
    func hear(_ session: GameSession) -> Bool {
        while !isSet {
            guard let heard = try? session.hear(timeoutMs: Self.pollMilliseconds) else { return false }
            if heard { return true }
        }
        return false
    }
}

/// The stack of the thread that hears the other phone: it only waits and reads.
let listenerStackSize = 1 << 20
