import Scenic

/// Maps the Catalog's commands to actions; ranges and names are checked by the Logic, which
/// knows the list.
struct CatalogInteractor: Interactor {
    func action(for input: CommandInput) throws(UsageError) -> CatalogLogic.Action {
        switch input.command.name {
        case "open": return .open(input.integer("N") ?? 0)
        case "filter":
            return .filterPrice(lowest: input.text("MIN") ?? "", highest: input.text("MAX") ?? "")
        case "category": return .category(input.text("NAME") ?? "")
        case "search": return .search(input.text("TEXT") ?? "")
        case "clear": return .clear
        case "next": return .nextPage
        case "prev": return .previousPage
        case "cart": return .cart
        case "orders": return .orders
        default:
            throw UsageError(
                "\(input.command.name): not a Catalog command. Type \"help\" for them.")
        }
    }
}
