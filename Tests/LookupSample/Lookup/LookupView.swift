import Scenic

/// The lookup screen: what is being looked up, and the facts found so far.
struct LookupView: View {
    enum Region: CaseIterable { case status, history }

    enum Name: String, CommandName { case look, later, slow, pick, clear, news, read }

    /// The number of `look N`.
    static let number = Argument.integer("N", in: 0...1_000_000)
    /// The headlines of `news N`.
    static let headlines = Argument.integer("N", in: 0...1)
    /// The headline of `read HEADLINE`, which Tab completes to the last one the news sent.
    static let headline = Argument.restOfLine("HEADLINE")

    let title = "Lookup"
    let commands = [
        Command(Name.look, number, help: "Look up a fact about N (Ctrl-C stops it)"),
        Command(Name.later, number, help: "Look up a fact about N in a moment, by a timer"),
        Command(Name.slow, help: "In a moment, by a timer, draw the screen slowly once"),
        Command(Name.pick, help: "Pick a number from the history to look up again"),
        Command(Name.clear, help: "Forget the history (asks first)"),
        Command(
            Name.news, headlines,
            help: "Subscribe to news: two that change nothing, then N headlines"),
        Command(Name.read, headline, help: "Read the headline the news sent"),
    ]
}
