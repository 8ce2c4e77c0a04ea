import Foundation

/// Looks facts up with `GET <base>/<number>?json`, the numbers trivia API's form; a query the
/// base has (`?key=…`) comes before `json`.
///
/// The answer is JSON such as
/// `{"text": "42 is the answer to…", "number": 42, "found": true, "type": "trivia"}`; for a
/// number it has no fact about, the API answers `"found": false` with a placeholder text
/// ("… is a boring number."), which is ``RemoteFailure/noFact``, never a fact. A lookup has a
/// deadline for the whole exchange, the body a size limit (a longer one is cut off and refused,
/// never held whole), a redirect is followed only on the same server, and every way it can go
/// wrong becomes a ``RemoteFailure``.
///
/// The exchange itself runs in the lookup helper, `trivia-fetch`, a process started for each
/// lookup (see ``FetchProcess``), so that `trivia` never loads the HTTP client's libraries; the
/// answer is read here.
struct HTTPTriviaRemote: TriviaRemote {
    /// The server, such as `http://numbersapi.com`.
    var baseURL: URL
    /// How long a whole lookup may take: connecting, waiting, reading the answer and following
    /// redirects, however steadily the server sends.
    var timeout: Duration = .seconds(10)
    /// The most bytes an answer may have.
    var bodyLimit = 64 * 1_024
    /// What the clock says when a fact arrives.
    var now: @Sendable () -> Date = { Date() }
    /// The lookup helper's executable; `nil` for `trivia-fetch` beside this program, found
    /// when a lookup starts.
    var helper: String? = nil

    /// Why a text cannot be a remote's URL.
    enum URLProblem: Error, Equatable {
        /// It is no http(s) URL naming a host.
        case notHTTP
        /// Its port is one no connection can use (not 1 to 65535).
        case port(Int)
    }

    /// `text` as a remote's base URL: the one check for a remote the user gives at launch and
    /// for one the app suggests, so it never suggests one it then refuses.
    ///
    /// - Throws: ``URLProblem``; ``URLProblem/notHTTP`` for an empty host too
    ///   (`http://:8080`), which every lookup would fail to reach.
    static func baseURL(_ text: String) throws(URLProblem) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
        else { throw .notHTTP }
        // A port a connection cannot use would only fail at the first lookup, as "offline".
        if let port = url.port, !(1...65_535).contains(port) { throw .port(port) }
        return url
    }

    func fact(about number: Int) async throws(RemoteFailure) -> Fact {
        let url = baseURL.appendingPathComponent(String(number))
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            throw .badBody
        }
        // The remote's own query (a key, say) is kept as it was written, `json` after it.
        components.percentEncodedQuery = [components.percentEncodedQuery, "json"]
            .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "&")
        guard let requestURL = components.url else { throw .badBody }
        let (status, body) = try await FetchProcess.run(
            FetchRequest(url: requestURL.absoluteString, limit: bodyLimit, deadline: timeout),
            helper: helper ?? FetchProcess.helperBesideThisProgram)
        guard status == 200 else { throw .status(status) }
        // An answer that does not say its number may be about another (a server that lies,
        // or answers every lookup with one fact): refused, as one about another number is.
        guard let answer = try? JSONDecoder().decode(Answer.self, from: body),
            answer.number == Double(number)
        else { throw .badBody }
        // Checked before the text: the placeholder's text looks like a fact.
        if answer.found == false { throw .noFact }
        guard !answer.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw .badBody
        }
        // The fact list's own rule: a text it would refuse to keep is not shown either (a
        // hostile server's 60 KB of text is no fact, however few characters it has).
        if let excess = FactCache.excess(of: answer.text) { throw .factTooLong(excess) }
        return Fact(
            number: number, text: answer.text, source: baseURL.host ?? baseURL.absoluteString,
            fetchedAt: now())
    }

    /// What the API answers; it may send more fields (such as `type`), which are ignored.
    private struct Answer: Decodable {
        /// The fact, or the placeholder when ``found`` is `false`.
        var text: String
        /// The number the answer is about; an answer without it is refused.
        var number: Double?
        /// Whether the API has a fact about the number; an answer without it is taken as one.
        var found: Bool?
    }
}
