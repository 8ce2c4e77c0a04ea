/// One lookup as the app asks it of the lookup helper (`trivia-fetch`): the helper's command
/// line, written and read here so both sides agree on it.
///
/// `trivia-fetch URL LIMIT DEADLINE-MILLISECONDS`: GET `URL`, take at most `LIMIT` body bytes,
/// give up after the deadline, and write a ``FetchReply`` to standard output.
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

    /// The request a helper's arguments (without the program's name) stand for, or `nil`.
    package init?(arguments: [String]) {
        guard arguments.count == 3, let limit = Int(arguments[1]), limit >= 0,
            let milliseconds = Int(arguments[2]), milliseconds > 0
        else { return nil }
        self.init(url: arguments[0], limit: limit, deadline: .milliseconds(milliseconds))
    }

    /// The helper's arguments, without the program's name.
    package var arguments: [String] {
        let milliseconds = max(1, Int((deadline / .milliseconds(1)).rounded(.up)))
        return [url, String(limit), String(milliseconds)]
    }

    /// The deadline in whole seconds, rounded up, as ``RemoteFailure/timedOut(seconds:)``
    /// reports it: the same figure whichever side notices the deadline first.
    package var deadlineSeconds: Int {
        max(1, Int((deadline / .seconds(1)).rounded(.up)))
    }
}
