/// The screens of the Trivia app.
enum TriviaRoute: Hashable, Sendable {
    /// Ask about a number, or a random one.
    case trivia
    /// The facts looked up on this machine, newest first.
    case history
    /// One fact, whole.
    case fact(Fact)
}
