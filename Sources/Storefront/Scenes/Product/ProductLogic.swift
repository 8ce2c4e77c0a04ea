import Foundation
import Scenic

/// Shows one product with its prices and codes, and adds it to the cart through the worker.
struct ProductLogic: Logic {
    typealias Route = StorefrontRoute

    struct State: Equatable, Sendable {
        /// The id from the route, as the Catalog passed it.
        var productID: String
        /// The product and its prices, once loaded; `nil` before, or when the id names none.
        var details: Details?
        /// Whether the load found no product with ``productID``.
        var isUnknown = false
    }

    /// Everything the screen shows about the product, worked out by the domain's rules.
    struct Details: Equatable, Sendable {
        var product: Product
        /// One unit priced alone: regular, automatic discount (if any) and discounted price.
        var price: PricedCart.Line
        /// The codes that still work and take something off this product.
        var codes: [Discount]
        /// Units of this product in the cart, or `nil` when the cart could not be read.
        var inCart: Int?
        /// Units in the whole cart, or `nil` when the cart could not be read.
        var cartUnits: Int?
    }

    /// What the status line says; the Presenter words it.
    enum Notice: Equatable, Sendable {
        /// The product was added; the cart now holds `cartUnits` units.
        case added(quantity: Int, productName: String, cartUnits: Int)
        /// The cart's rules refused the addition.
        case refused(CartError)
        /// The cart could not be read or saved, in the store's words.
        case storeFailed(StoreProblem)
        /// `add` on a product id that names nothing.
        case unknownProduct(String)
        /// A read set a damaged data file right, in the data folder's sentence, which names
        /// the file and where the data went.
        case dataRepaired(String)
    }

    /// What the worker brings back from a load.
    struct Loaded: Equatable, Sendable {
        var catalog: Catalog
        var now: Date
        /// The saved cart, or the store's message when it could not be read.
        var cart: Result<Cart, StoreProblem>
    }

    /// How an addition ended.
    enum AddOutcome: Equatable, Sendable {
        /// Saved; `cart` is the cart as saved.
        case added(quantity: Int, cart: Cart)
        case refused(CartError)
        case storeFailed(StoreProblem)
    }

    enum Action: Equatable, Sendable {
        /// The screen came on top: load the product and the cart.
        case appear
        case loaded(Loaded)
        /// `add [QTY]`, the quantity already checked to be within the cart's range.
        case add(quantity: Int)
        case addFinished(AddOutcome)
        case cart
        /// The worker's reads set damaged data files right, one sentence each; sent before
        /// the outcome of the load or addition that read them.
        case dataRepaired([String])
    }

    enum Request: Equatable, Sendable {
        case load(productID: String)
        case add(productID: String, quantity: Int)
    }

    /// Reading the product and adding it to the cart is quick, and an addition must be saved
    /// whole: nothing to stop.
    func interrupted(_ request: Request, by interruption: Interruption) -> Action? { nil }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .appear:
            return [.perform(.load(productID: state.productID))]
        case .loaded(let loaded):
            guard let product = loaded.catalog.product(id: state.productID) else {
                state.details = nil
                state.isUnknown = true
                return []
            }
            let cart = try? loaded.cart.get()
            state.isUnknown = false
            state.details = Details(
                product: product,
                price: CartRules(catalog: loaded.catalog).shelfPrice(of: product, now: loaded.now),
                codes: loaded.catalog.enterableCodes(forProduct: product.id, at: loaded.now),
                inCart: cart.map { $0.item(for: product.id)?.quantity ?? 0 },
                cartUnits: cart?.unitCount)
            if case .failure(let problem) = loaded.cart {
                return [.notify(.storeFailed(problem))]
            }
            return []
        case .add(let quantity):
            guard let details = state.details else {
                return [.notify(.unknownProduct(state.productID))]
            }
            return [.perform(.add(productID: details.product.id, quantity: quantity))]
        case .addFinished(.added(let quantity, let cart)):
            guard var details = state.details else { return [] }
            details.inCart = cart.item(for: details.product.id)?.quantity ?? 0
            details.cartUnits = cart.unitCount
            state.details = details
            return [
                .notify(
                    .added(
                        quantity: quantity, productName: details.product.name,
                        cartUnits: cart.unitCount))
            ]
        case .addFinished(.refused(let error)):
            return [.notify(.refused(error))]
        case .addFinished(.storeFailed(let problem)):
            return [.notify(.storeFailed(problem))]
        case .cart:
            return [.push(.cart)]
        case .dataRepaired(let messages):
            return messages.map { .notify(.dataRepaired($0)) }
        }
    }
}
