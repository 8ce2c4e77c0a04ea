import Foundation
import Scenic

/// Every decision of the Checkout screen: show the cart as an order, have a delivery slot
/// picked (a scene of its own, whose pick comes back through ``received(_:)``), ask where it
/// goes (a form of four questions, with `back` to the field before and a summary to say yes
/// to), then place it once.
struct CheckoutLogic: Logic {
    typealias Route = StorefrontRoute

    /// The shop's rules, which price the cart as the order will be priced.
    let rules: CartRules

    struct State: Equatable {
        /// Where the checkout stands.
        var phase = Phase.loading
        /// The id of this checkout, given by the worker with the cart: an order records it,
        /// so confirming twice never places two orders.
        var checkout: String?
        /// When the cart was read: the slots open follow from it.
        var now: Date?
        /// The delivery slot picked after `confirm`.
        var slot: DeliverySlot?
        /// The delivery address typed so far, while the form is open after a slot is picked.
        var delivery: DeliveryForm?
    }

    /// The delivery form's answers so far; a field is filled once its question is answered.
    struct DeliveryForm: Equatable {
        var address = DeliveryAddress(name: "", street: "", postcode: "", city: "")
        /// The fields answered, in order.
        var filled: Set<DeliveryAddress.Field> = []

        /// The address, once every field is filled.
        var complete: DeliveryAddress? {
            filled.count == DeliveryAddress.Field.allCases.count ? address : nil
        }
    }

    /// Where the checkout stands.
    enum Phase: Equatable {
        /// The cart has not been read yet.
        case loading
        /// The cart could not be read, so nothing can be ordered.
        case unreadable
        /// The cart, priced, waiting for `confirm`; it may be empty. `confirm` orders exactly
        /// this cart.
        case review(PricedCart, cart: Cart)
    }

    /// What the status line reports; the Presenter words it.
    enum Notice: Equatable, Sendable {
        /// The shop's rules refused the order (an empty cart).
        case refused(CartError)
        /// A store failed, with its message.
        case storeFailed(StoreProblem)
        /// `confirm` before the cart was read.
        case notLoaded
        /// The saved cart changed since it was shown (another window); nothing was ordered.
        case cartChanged
        /// The saved cart, read again as the screen came back (from the slot picker), is not
        /// the one shown before: another window changed it.
        case cartChangedMeanwhile
        /// The delivery form was left (`no`, `back` on its first field, `home`); nothing was
        /// ordered.
        case formCancelled
        /// A read set a damaged data file right, in the data folder's sentence, which names
        /// the file and where the data went.
        case dataRepaired(String)
    }

    enum Action: Equatable, Sendable {
        /// The screen came on top.
        case appeared
        /// The worker read the cart at `now`, for the checkout with this id.
        case loaded(Cart, now: Date, checkout: String)
        /// The worker could not read the cart.
        case loadFailed(StoreProblem)
        /// `confirm`: opens the delivery slot picker.
        case confirm
        /// The picker handed back this slot: the delivery form opens.
        case slotPicked(DeliverySlot)
        /// A field of the delivery form was answered with this text (as kept).
        case answered(DeliveryAddress.Field, String)
        /// Ask this field of the form (again): `back` from the field after it.
        case ask(DeliveryAddress.Field)
        /// The form was left; nothing is ordered.
        case formCancelled
        /// `yes` to the order with its delivery address.
        case place
        /// The worker placed `order` and emptied the cart; `repairs` says what its reads set
        /// right, for the receipt to show.
        case placed(Order, repairs: [String])
        /// The saved cart was not the one shown, so nothing was ordered; it is shown now.
        case cartChanged(Cart, now: Date)
        /// The worker refused to place an order.
        case placeRefused(CartError)
        /// The worker could not read or save; nothing was ordered, the cart is unchanged.
        case placeFailed(StoreProblem)
        /// The worker's reads set damaged data files right, one sentence each; sent before
        /// the outcome of the load or order that read them.
        case dataRepaired([String])
    }

    enum Request: Equatable, Sendable {
        /// Read the cart and the time.
        case load
        /// Order `cart`, the one shown, for the checkout with this id (see ``OrderDesk``), to
        /// be delivered to the address given in the slot given.
        case placeOrder(
            Cart, checkout: String, delivery: DeliveryAddress, slot: DeliverySlot)
    }

    /// Placing an order must finish once begun (Ctrl-C ends the app after it), and reading the
    /// cart is quick: nothing to stop.
    func interrupted(_ request: Request, by interruption: Interruption) -> Action? { nil }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .appeared:
            return [.perform(.load)]
        case .loaded(let cart, let now, let checkout):
            // Read again as the screen comes back, the cart may not be the one the user saw.
            let changed =
                if case .review(_, let shown) = state.phase { shown != cart } else { false }
            state.phase = .review(rules.price(cart, now: now), cart: cart)
            state.checkout = checkout
            state.now = now
            return changed ? [.notify(.cartChangedMeanwhile)] : []
        case .cartChanged(let cart, let now):
            state.phase = .review(rules.price(cart, now: now), cart: cart)
            return [.notify(.cartChanged)]
        case .loadFailed(let message):
            state.phase = .unreadable
            return [.notify(.storeFailed(message))]
        case .confirm:
            switch state.phase {
            case .loading, .unreadable:
                return [.notify(.notLoaded)]
            case .review(let priced, _) where priced.lines.isEmpty:
                return [.notify(.refused(.emptyCart))]
            case .review:
                guard state.checkout != nil, let now = state.now else {
                    return [.notify(.notLoaded)]
                }
                return [.push(.deliverySlot(after: now))]
            }
        case .slotPicked(let slot):
            guard case .review = state.phase, state.checkout != nil else {
                return [.notify(.notLoaded)]
            }
            state.slot = slot
            state.delivery = DeliveryForm()
            return [.ask(Self.question(for: .name))]
        case .answered(let field, let text):
            guard var form = state.delivery else { return [] }
            form.address[field] = text
            form.filled.insert(field)
            state.delivery = form
            if let next = field.next { return [.ask(Self.question(for: next))] }
            guard case .review(let priced, _) = state.phase, state.slot != nil else {
                return []
            }
            // The address and the slot are on the screen above: a question naming them would be
            // a question of its own for every address (coverage counts questions by their text).
            return [
                .ask(
                    .yesOrNo(
                        "Place the order for \(priced.total.formatted), delivered as shown above?",
                        yes: .place, no: .formCancelled, cancelled: .formCancelled,
                        previous: .ask(.city)))
            ]
        case .ask(let field):
            guard state.delivery != nil else { return [] }
            return [.ask(Self.question(for: field))]
        case .formCancelled:
            state.delivery = nil
            state.slot = nil
            return [.notify(.formCancelled)]
        case .place:
            guard case .review(_, let cart) = state.phase, let checkout = state.checkout,
                let address = state.delivery?.complete, let slot = state.slot
            else { return [.notify(.notLoaded)] }
            state.delivery = nil
            state.slot = nil
            return [
                .perform(.placeOrder(cart, checkout: checkout, delivery: address, slot: slot))
            ]
        case .placed(let order, let repairs):
            // The thank-you screen takes this one's place: `back` leads to the (empty) cart.
            // This screen's notices go with it, so the receipt says what the reads set right.
            return [.replace(.account(.receipt(number: order.number, repairs: repairs)))]
        case .placeRefused(let error):
            return [.notify(.refused(error))]
        case .placeFailed(let message):
            return [.notify(.storeFailed(message))]
        case .dataRepaired(let messages):
            return messages.map { .notify(.dataRepaired($0)) }
        }
    }

    /// The delivery slot the picker this Logic pushed finished with.
    func received(_ slot: DeliverySlot) -> Action? {
        .slotPicked(slot)
    }

    /// The kind of answer each field takes, made once so a test can compare questions.
    static let fieldKinds: [DeliveryAddress.Field: ArgumentKind<String>] = Dictionary(
        uniqueKeysWithValues: DeliveryAddress.Field.allCases.map { field in
            let description =
                switch field {
                case .name: "a name of up to 60 characters"
                case .street: "a street and number, up to 80 characters"
                case .postcode: "a postcode of 3 to 10 letters, digits, spaces or hyphens"
                case .city: "a town or city of up to 60 characters"
                }
            return (
                field,
                ArgumentKind<String>(description) { typed in
                    if let value = DeliveryAddress.value(of: typed, for: field) {
                        return .success(value)
                    }
                    // Pasted from a web page, a zero-width space is invisible here too: a
                    // refusal that spoke only of length would leave the user guessing.
                    guard let hidden = DeliveryAddress.invisibleCharacter(in: typed) else {
                        return .failure(ArgumentRefusal("That is not \(description)."))
                    }
                    return .failure(
                        ArgumentRefusal(
                            "That holds an invisible character, \(hidden), which an address "
                                + "cannot keep; type it without."))
                }
            )
        })

    /// The question that asks `field`: `back` asks the field before it (on the first, it leaves
    /// the form), and `home` or `quit` leave the form.
    static func question(for field: DeliveryAddress.Field) -> Question<Action> {
        let text =
            switch field {
            case .name: "Who should we deliver to?"
            case .street: "Street and number?"
            case .postcode: "Postcode?"
            case .city: "Town or city?"
            }
        return .text(
            text, fieldKinds[field]!, cancelled: .formCancelled,
            previous: field.previous.map(Action.ask)
        ) { .answered(field, $0) }
    }
}
