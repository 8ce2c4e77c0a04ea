/// A line the explorer could type next, with what it tries and how much it wants to.
struct LineCandidate {
    /// What the explorer types.
    enum Typing {
        /// This line.
        case text(String)
        /// This command with values for its arguments, drawn once it is chosen.
        case command(CommandSyntax)
    }

    /// What the line tries, such as `Cart › qty`: lines trying the same thing are tried less
    /// often once it has been tried.
    var key: LineKey
    /// How much the explorer wants to type it, before what it has tried counts.
    var weight: Double
    /// What it types.
    var typing: Typing
}
