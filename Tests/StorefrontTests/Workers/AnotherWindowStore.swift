import Foundation

@testable import StorefrontKit

/// An in-memory store with another window at work beside the story's: each time the story's
/// cart screen looks at the saved cart, the other window has just added one matcha to it, as
/// another process saving through its own transaction would.
final class AnotherWindowStore: ShopStore, @unchecked Sendable {
    // @unchecked: the in-memory store holds its own lock; `editor` is immutable.
    private let memory = InMemoryShopStore()
    private let editor: CartEditor

    init(catalog: Catalog = EmbeddedCatalog().catalog()) {
        editor = CartEditor(store: memory, rules: CartRules(catalog: catalog))
        matcha = catalog.product(id: "matcha")
    }

    private let matcha: Product?

    func transaction<Result>(_ body: (any ShopRecords) -> Result) -> Result {
        memory.transaction(body)
    }

    func peekCart() -> Cart? {
        if let matcha { _ = editor.apply(.add(matcha, quantity: 1)) }
        return memory.peekCart()
    }
}
