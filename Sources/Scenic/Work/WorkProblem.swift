/// What live work says on the status line about Ctrl-C, turned into text in one place.
enum WorkProblem: Equatable {
    /// Ctrl-C during work its Logic never lets be cut short (a save): the work goes on.
    case cannotBeStopped

    /// The message shown on the status line: what happened, and what to do next.
    var message: String {
        switch self {
        case .cannotBeStopped:
            return "This cannot be stopped; it ends by itself. Press Ctrl-C again to quit now "
                + "without waiting for it."
        }
    }
}
