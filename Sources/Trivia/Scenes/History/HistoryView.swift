import Scenic

/// The facts looked up on this machine, newest first, a page at a time.
struct HistoryView: View {
    enum Region: CaseIterable {
        case facts
        case paging
    }

    enum Name: String, CommandName {
        case open, next, clear
        case previous = "prev"
    }

    /// The row of `open N`; whether it exists is the Logic's call.
    static let row = Argument.integer("N", in: 1...)

    let title = "History"
    /// Enter reads the history a page at a time.
    let emptyLineCommand: Name? = .next
    let commands = [
        Command(Name.open, row, help: "Show fact N of the list, whole"),
        Command(Name.next, help: "Show the next page"),
        Command(Name.previous, help: "Show the previous page"),
        Command(Name.clear, help: "Forget every fact looked up here (asks first)"),
    ]
}
