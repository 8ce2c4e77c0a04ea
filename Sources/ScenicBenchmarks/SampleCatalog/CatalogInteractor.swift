import Scenic

/// Maps the catalog's typed commands to ``CatalogLogic/Action`` values.
struct CatalogInteractor: Interactor {
    func action(for input: CommandInput) throws(UsageError) -> CatalogLogic.Action {
        switch input.command.name {
        case "open":
            let number = input.integer("N") ?? 0
            guard number >= 1 else { throw UsageError("open: N must be 1 or more, got \(number)") }
            return .open(number)
        case "filter":
            let minimum = input.integer("MIN") ?? 0
            let maximum = input.integer("MAX") ?? 0
            guard minimum >= 0 else {
                throw UsageError("filter: MIN must be 0 or more, got \(minimum)")
            }
            return .filter(minimumDollars: minimum, maximumDollars: maximum)
        default:
            return .next
        }
    }
}
