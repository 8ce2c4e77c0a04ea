import Scenic

/// The delivery slot picker: the slots open, numbered, and `pick N`.
struct SlotView: View {
    enum Region: CaseIterable {
        /// The numbered slots.
        case slots
    }

    enum Name: String, CommandName {
        case pick
    }

    /// The row of `pick N`; whether it is listed is the Logic's call.
    static let row = Argument.integer("N", in: 1...)

    let title = "Delivery"
    let commands = [Command(Name.pick, row, help: "Deliver in slot N")]
}
