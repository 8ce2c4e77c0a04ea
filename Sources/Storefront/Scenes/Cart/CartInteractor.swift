import Scenic

/// Maps the Cart screen's commands to ``CartLogic/Action``s, checking line numbers and
/// quantities for shape; whether line N exists is the Logic's call.
struct CartInteractor: Interactor {
    func action(for input: CommandInput) throws(UsageError) -> CartLogic.Action {
        switch input.command.name {
        case "qty":
            let line = try Self.lineNumber(input, command: "qty")
            let quantity = input.integer("Q") ?? 0
            let range = CartRules.quantityRange
            guard range.contains(quantity) else {
                // Zero is the one wrong quantity with an obvious intent: point at `remove`.
                let hint =
                    quantity == 0 ? "; to take line \(line) out, type \"remove \(line)\"" : ""
                throw UsageError(
                    "qty: Q must be from \(range.lowerBound) to \(range.upperBound), "
                        + "got \(quantity)\(hint)")
            }
            return .setQuantity(line: line, quantity: quantity)
        case "remove":
            return .remove(line: try Self.lineNumber(input, command: "remove"))
        case "code":
            return .enterCode(input.text("CODE") ?? "")
        case "checkout":
            return .checkout
        default:
            return .browseCatalog
        }
    }

    /// The line number N, which must be 1 or more (the `#` column starts at 1).
    private static func lineNumber(_ input: CommandInput, command: String) throws(UsageError)
        -> Int
    {
        let line = input.integer("N") ?? 0
        guard line >= 1 else {
            throw UsageError("\(command): N must be a line number from the # column, got \(line)")
        }
        return line
    }
}
