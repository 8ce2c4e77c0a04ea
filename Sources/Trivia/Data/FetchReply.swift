import Foundation

/// What the lookup helper (`trivia-fetch`) writes to standard output: the server's answer or
/// why there is none, written and read here so both sides agree on it.
///
/// The bytes are one line of JSON (the status, or the failure), a newline, then the body as the
/// server sent it: nothing is escaped or copied twice, and the app can bound what it reads by
/// the body limit plus ``headerLimit``.
package enum FetchReply: Equatable, Sendable {
    /// The server answered with this HTTP status and body (no longer than the limit).
    case answer(status: Int, body: Data)
    /// There is no answer, for this reason.
    case failure(RemoteFailure)

    /// The most bytes the line before the body may have: a failure's longest text is an origin
    /// of 80 characters.
    package static let headerLimit = 1_024

    /// The first line, as JSON: exactly one of its fields is set.
    private struct Header: Codable {
        var status: Int?
        var failure: RemoteFailure?
    }

    /// The reply as the helper writes it.
    package var bytes: Data {
        let header: Header
        let body: Data
        switch self {
        case .answer(let status, let answer): (header, body) = (Header(status: status), answer)
        case .failure(let failure): (header, body) = (Header(failure: failure), Data())
        }
        // JSONEncoder escapes newlines inside strings, so the header is one line.
        let line = (try? JSONEncoder().encode(header)) ?? Data()
        return line + Data([0x0A]) + body
    }

    /// The reply `bytes` stand for.
    ///
    /// - Throws: ``RemoteFailure/helper(_:)`` with
    ///   ``RemoteFailure/HelperFailure/unreadable`` when they are not a reply.
    package init(bytes: Data) throws(RemoteFailure) {
        guard let newline = bytes.firstIndex(of: 0x0A),
            newline - bytes.startIndex <= Self.headerLimit,
            let header = try? JSONDecoder().decode(
                Header.self, from: bytes[bytes.startIndex..<newline])
        else { throw .helper(.unreadable) }
        let body = Data(bytes[(newline + 1)...])
        switch (header.status, header.failure) {
        case (let status?, nil): self = .answer(status: status, body: body)
        case (nil, let failure?) where body.isEmpty: self = .failure(failure)
        default: throw .helper(.unreadable)
        }
    }
}
