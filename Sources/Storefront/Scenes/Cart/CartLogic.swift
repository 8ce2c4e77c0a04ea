import Foundation
import Scenic

/// Every decision of the Cart screen: loading, changing lines, entering codes, leaving.
///
/// Changes are checked by ``CartRules`` here, then saved through the worker; the state takes
/// the new cart only once the save succeeded, so the screen never shows a cart that is not
/// on disk.
///
/// While the screen is on top, it looks at the saved cart every ``watchInterval`` and shows
/// a change another window made, saying so on the status line. Looking never writes: a cart
/// file that cannot be read as it is stays as it is until a change or the next visit reads
/// it in a transaction, which sets it right.
struct CartLogic: Logic {
    typealias Route = StorefrontRoute

    /// The shop's rules, with the catalog whose discounts price the cart.
    let rules: CartRules

    struct State: Equatable {
        /// The cart as last loaded or saved.
        var cart = Cart.empty
        /// Every figure of ``cart``, priced at ``now``.
        var priced = PricedCart(
            lines: [], subtotal: .zero, cartDiscount: nil, cartDiscountAmount: .zero,
            total: .zero)
        /// The moment of the last load or save, which decides which discounts are live.
        var now = Date(timeIntervalSince1970: 0)
        /// Whether the cart was read; a cart that could not be read is never overwritten.
        var isLoaded = false
    }

    /// How often the saved cart is looked at for changes other windows made.
    static let watchInterval = Duration.seconds(2)

    /// The timer that looks at the saved cart.
    enum SourceID: Hashable, Sendable {
        case watch
    }

    /// What the status line reports; the Presenter words it.
    enum Notice: Equatable, Sendable {
        /// Another window changed the saved cart; the screen shows it now.
        case changedElsewhere
        /// A change the shop's rules refused.
        case refused(CartError)
        /// A line number beyond the cart's lines.
        case noSuchLine(Int, lineCount: Int)
        /// A line's quantity was set.
        case quantityChanged(productName: String, quantity: Int)
        /// A line was taken out.
        case removed(productName: String)
        /// A code was entered; `target` is the product it is for, `nil` for the whole cart.
        case codeApplied(code: String, percent: Int, target: String?, amount: Money)
        /// A code was entered, but a larger discount of its kind applies instead.
        case codeOutdone(code: String, percent: Int, target: String?)
        /// A code for the whole cart was entered on an empty cart; it counts once something
        /// is added.
        case codeWaiting(code: String, percent: Int)
        /// The cart store failed, with its message.
        case storeFailed(StoreProblem)
        /// A change was asked for while the cart could not be read.
        case notLoaded
        /// A read set a damaged data file right, in the data folder's sentence, which names
        /// the file and where the data went.
        case dataRepaired(String)
    }

    enum Action: Equatable, Sendable {
        /// The screen came on top.
        case appeared
        /// The worker read the cart at `now`.
        case loaded(Cart, now: Date)
        /// The worker could not read the cart.
        case loadFailed(StoreProblem)
        /// `qty N Q`.
        case setQuantity(line: Int, quantity: Int)
        /// `remove N`.
        case remove(line: Int)
        /// `code CODE`.
        case enterCode(String)
        /// The worker saved `cart` at `now`; `notice` says what changed.
        case saved(Cart, now: Date, notice: Notice)
        /// The rules refused the change on the cart now saved, `current` (another window may
        /// have changed it); nothing was saved.
        case changeRefused(CartError, current: Cart, now: Date)
        /// The worker could not save; the saved cart is unchanged.
        case saveFailed(StoreProblem)
        /// `checkout`.
        case checkout
        /// `catalog`.
        case browseCatalog
        /// Time to look at the saved cart for changes.
        case watchTimerFired
        /// The saved cart as it is now, looked at `now`; `nil` when it cannot be read as it
        /// is.
        case peeked(Cart?, now: Date)
        /// The worker's reads set damaged data files right, one sentence each; sent before
        /// the outcome of the load or change that read them.
        case dataRepaired([String])
    }

    enum Request: Equatable, Sendable {
        /// Read the cart and the time.
        case load
        /// Make `change` to the saved cart, then report `notice`.
        case change(CartChange, notice: Notice)
        /// Look at the saved cart, writing nothing.
        case peek
    }

    /// Reading and saving the cart is quick, and a change must be saved whole: nothing to stop.
    func interrupted(_ request: Request, by interruption: Interruption) -> Action? { nil }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .appeared:
            return [
                .perform(.load),
                .every(
                    Self.watchInterval, send: .watchTimerFired, id: .watch, whileCovered: .stops),
            ]
        case .watchTimerFired:
            // A cart that could not be read is set right by a transaction, not by watching.
            return state.isLoaded ? [.perform(.peek)] : []
        case .peeked(let cart, let now):
            guard let cart, state.isLoaded, cart != state.cart else { return [] }
            show(cart, at: now, in: &state)
            return [.notify(.changedElsewhere)]
        case .loaded(let cart, let now):
            state.isLoaded = true
            show(cart, at: now, in: &state)
            return []
        case .loadFailed(let message):
            state.isLoaded = false
            show(.empty, at: state.now, in: &state)
            return [.notify(.storeFailed(message))]
        case .setQuantity(let line, let quantity):
            return change(line: line, in: state) { item in
                (
                    .setQuantity(quantity, productID: item.product.id),
                    .quantityChanged(productName: item.product.name, quantity: quantity)
                )
            }
        case .remove(let line):
            return change(line: line, in: state) { item in
                (.remove(productID: item.product.id), .removed(productName: item.product.name))
            }
        case .enterCode(let text):
            guard state.isLoaded else {
                return [.notify(.notLoaded)]
            }
            let change = CartChange.enterCode(text, now: state.now)
            do {
                let cart = try rules.apply(change, to: state.cart)
                return [.perform(.change(change, notice: codeNotice(for: cart, at: state.now)))]
            } catch {
                return [.notify(.refused(error))]
            }
        case .saved(let cart, let now, let notice):
            show(cart, at: now, in: &state)
            return [.notify(notice)]
        case .changeRefused(let error, let current, let now):
            show(current, at: now, in: &state)
            return [.notify(.refused(error))]
        case .saveFailed(let message):
            return [.notify(.storeFailed(message))]
        case .dataRepaired(let messages):
            return messages.map { .notify(.dataRepaired($0)) }
        case .checkout:
            guard state.isLoaded else {
                return [.notify(.notLoaded)]
            }
            guard !state.cart.isEmpty else {
                return [.notify(.refused(.emptyCart))]
            }
            return [.push(.checkout)]
        case .browseCatalog:
            // After login the Catalog is always the root, so going back to it keeps its
            // filters and page, and does not pile Catalog screens on the stack.
            return [.popToRoot]
        }
    }

    /// A state showing `cart` as loaded at `now`, for previews and tests.
    func loadedState(_ cart: Cart, now: Date) -> State {
        var state = State()
        state.isLoaded = true
        show(cart, at: now, in: &state)
        return state
    }

    /// Takes `cart` and prices it, so the Presenter only formats.
    private func show(_ cart: Cart, at now: Date, in state: inout State) {
        state.cart = cart
        state.now = now
        state.priced = rules.price(cart, now: now)
    }

    /// Asks to make the change `edit` gives for the line numbered `line`, once the rules
    /// accept it on the cart shown; the worker makes it on the cart saved.
    private func change(
        line: Int, in state: State, _ edit: (CartItem) -> (CartChange, Notice)
    ) -> [Effect<Self>] {
        guard state.isLoaded else {
            return [.notify(.notLoaded)]
        }
        guard state.cart.items.indices.contains(line - 1) else {
            return [.notify(.noSuchLine(line, lineCount: state.cart.items.count))]
        }
        let (change, notice) = edit(state.cart.items[line - 1])
        do {
            _ = try rules.apply(change, to: state.cart)
            return [.perform(.change(change, notice: notice))]
        } catch {
            return [.notify(.refused(error))]
        }
    }

    /// What entering the last code of `cart` gives: the amount its own discount takes off,
    /// never a difference of totals that would mix in the other discounts.
    private func codeNotice(for cart: Cart, at now: Date) -> Notice {
        let code = cart.codes[cart.codes.count - 1]
        // The rules accepted the code, so the catalog has it.
        guard let discount = rules.catalog.discount(code: code) else {
            return .codeWaiting(code: code, percent: 0)
        }
        let priced = rules.price(cart, now: now)
        switch discount.scope {
        case .cart:
            guard !cart.isEmpty else { return .codeWaiting(code: code, percent: discount.percent) }
            guard priced.cartDiscount == discount else {
                return .codeOutdone(code: code, percent: discount.percent, target: nil)
            }
            return .codeApplied(
                code: code, percent: discount.percent, target: nil,
                amount: priced.cartDiscountAmount)
        case .product(let id):
            let target = rules.catalog.displayName(of: id)
            guard let line = priced.lines.first(where: { $0.item.product.id == id }),
                line.discount == discount
            else { return .codeOutdone(code: code, percent: discount.percent, target: target) }
            return .codeApplied(
                code: code, percent: discount.percent, target: target,
                amount: line.regular - line.discounted)
        }
    }
}
