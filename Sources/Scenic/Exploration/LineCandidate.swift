/// A line the explorer could type next, with what it tries and how much it wants to.
struct LineCandidate {
    /// The line, as typed.
    var text: String
    /// What the line tries, such as `Cart › qty`: lines trying the same thing are tried less
    /// often once it has been tried.
    var key: String
    /// How much the explorer wants to type it, before what it has tried counts.
    var weight: Double
}
