/// What the status line says of itself, turned into text in one place.
enum StatusNote: Equatable {
    /// Notices reported since the last typed line that gave way to newer ones on the screen.
    case earlierNoticesLeftOut(Int)

    /// The message shown on the status line.
    var message: String {
        switch self {
        case .earlierNoticesLeftOut(let count):
            "\(count) earlier \(count == 1 ? "message" : "messages") since the last typed line "
                + "\(count == 1 ? "is" : "are") not shown; the newest follow."
        }
    }
}
