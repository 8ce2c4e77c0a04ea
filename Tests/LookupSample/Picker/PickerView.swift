import Scenic

/// A list of numbers to choose one from.
struct PickerView: View {
    enum Region: CaseIterable { case choices }

    enum Name: String, CommandName { case pick }

    /// The row of `pick N`.
    static let row = Argument.integer("N", in: 1...)

    let title = "Pick a number"
    let commands = [Command(Name.pick, row, help: "Look up number N of the list again")]
}
