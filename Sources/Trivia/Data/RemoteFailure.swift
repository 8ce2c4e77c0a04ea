import Foundation

/// Why a remote source gave no fact: each a value the app words and can fall back from.
///
/// `package`, and `Codable`, because the lookup helper (`trivia-fetch`) reports the failures it
/// finds to the app through a pipe (see ``FetchReply``).
package enum RemoteFailure: Error, Equatable, Sendable, Codable {
    /// No connection: the host could not be reached, or the connection was lost before any
    /// answer.
    case offline
    /// No answer within this many seconds.
    case timedOut(seconds: Int)
    /// The server answered with this HTTP status.
    case status(Int)
    /// The answer was not a fact (not JSON, or missing its text), or was the wrong number's.
    case badBody
    /// The answer was longer than this many bytes, so it was cut off and refused.
    case tooLarge(limit: Int)
    /// The answer was read, and its fact is longer than the fact list keeps: `over 4,000
    /// bytes`, `over 2,000 characters`.
    case factTooLong(String)
    /// The server sent the lookup on to this other origin (`scheme://host[:port]`), which is
    /// not followed: its answer would be shown and saved as the server's own.
    case redirected(to: String)
    /// The server kept sending the lookup on, to its own addresses, past the limit.
    case redirectLoop
    /// The server began its answer and the connection ended before the answer did.
    case brokenOff
    /// No answer, for a reason the HTTP client does not tell apart: the server could not be
    /// reached (no route to it), or what it sent could not be read as HTTP (headers too long,
    /// a length below zero).
    case unreachableOrUnreadable
    /// The server has no fact about the number: the numbers API answers `"found": false` with a
    /// placeholder text, which is not a fact and is never saved.
    case noFact
    /// The lookup was stopped (Ctrl-C).
    case cancelled
    /// The lookup helper, the process that asks the server, gave no answer.
    case helper(HelperFailure)

    /// Whether HTTP status `code` says the server is busy for now: 408 (it waited too long for
    /// the request) or 429 (too many requests), which pass by themselves, as a 5xx does, and
    /// are not a sign of a server that answers otherwise than the numbers API.
    package static func isBusy(_ code: Int) -> Bool {
        code == 408 || code == 429
    }

    /// How the lookup helper (`trivia-fetch`, beside `trivia`) failed to answer.
    package enum HelperFailure: Error, Equatable, Sendable, Codable {
        /// There is no executable helper at this path.
        case missing(path: String)
        /// The helper at this path could not be started, for this reason (`strerror`'s).
        case notStarted(path: String, reason: String)
        /// It was ended by this signal (not by the app) before it answered.
        case stopped(signal: Int32)

        /// Whether it stopped on a runtime error of its own (a trap: `SIGILL` on x86-64,
        /// `SIGTRAP` on ARM), which the toolchain's HTTP client (FoundationNetworking, through
        /// Swift 6.3 at least) raises when a server's answer breaks off inside its headers.
        package var isRuntimeError: Bool {
            guard case .stopped(let signal) = self else { return false }
            return signal == SIGILL || signal == SIGTRAP
        }
        /// It ended with this exit status before it answered.
        case exited(status: Int32)
        /// What it wrote is not an answer.
        case unreadable
        /// It wrote a body longer than the limit it was given, which it keeps to: this many
        /// bytes.
        case overLimit(limit: Int)
    }
}
