/// One lookup as the app asks it of the lookup helper (`trivia-fetch`): the helper's command
/// line and the first line of its standard input, written and read here so both sides agree
/// on them.
///
/// `trivia-fetch LIMIT DEADLINE-MILLISECONDS`, with `URL` and a newline on standard input: GET
/// `URL`, take at most `LIMIT` body bytes, give up after the deadline, and write a
/// ``FetchReply`` to standard output. The URL is not on the command line, which every user of
/// the machine can read (`ps`), and which would show a key in its query or a password in it.
package struct FetchRequest: Equatable, Sendable {
    /// The URL to GET; its scheme, host and port are the only origin a redirect may lead to.
    package var url: String
    /// The most body bytes taken.
    package var limit: Int
    /// How long the whole exchange may take, redirects included.
    package var deadline: Duration

    /// A request for `url`.
    package init(url: String, limit: Int, deadline: Duration) {
        self.url = url
        self.limit = limit
        self.deadline = deadline
    }

    /// The most bytes the helper reads for the URL line: far more than any URL a server takes.
    package static let urlLineLimit = 65_536

    /// The request a helper's arguments (without the program's name) and the URL read from its
    /// standard input stand for, or `nil`.
    package init?(arguments: [String], url: String) {
        guard arguments.count == 2, let limit = Int(arguments[0]), limit >= 0,
            let milliseconds = Int(arguments[1]), milliseconds > 0
        else { return nil }
        self.init(url: url, limit: limit, deadline: .milliseconds(milliseconds))
    }

    /// The helper's arguments, without the program's name: no URL, which goes on its input.
    package var arguments: [String] {
        let milliseconds = max(1, Int((deadline / .milliseconds(1)).rounded(.up)))
        return [String(limit), String(milliseconds)]
    }

    /// What the app writes to the helper's standard input first: the URL and a newline (a URL
    /// has no newline of its own; `URL` percent-encodes one).
    package var input: [UInt8] { Array((url + "\n").utf8) }

    /// The deadline in whole seconds, rounded up, as ``RemoteFailure/timedOut(seconds:)``
    /// reports it: the same figure whichever side notices the deadline first.
    package var deadlineSeconds: Int {
        max(1, Int((deadline / .seconds(1)).rounded(.up)))
    }
}
