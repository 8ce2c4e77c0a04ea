import Scenic

/// The first screen: a fact about a number typed or rolled.
struct TriviaView: View {
    enum Region: CaseIterable {
        case fact
        case hint
    }

    enum Name: String, CommandName {
        case number, random, history
    }

    /// The number typed; read by the Logic, which accepts `1,000` and `1_000`.
    static let number = Argument.text("N")

    let title = "Number trivia"
    let commands = [
        Command(Name.number, number, help: "Show a fact about N (0 to 1,000,000,000)"),
        Command(Name.random, help: "Show a fact about a random number"),
        Command(Name.history, help: "List the facts looked up on this machine"),
    ]
}
