/// Where facts are looked up: the numbers trivia API over HTTP, or facts built into the app.
protocol TriviaRemote: Sendable {
    /// The fact about `number`.
    ///
    /// - Throws: a ``RemoteFailure``; task cancellation ends the lookup with
    ///   ``RemoteFailure/cancelled``.
    func fact(about number: Int) async throws(RemoteFailure) -> Fact
}
