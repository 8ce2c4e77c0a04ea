import Scenic

/// Every decision of the cart summary: it keeps the count its parent hands it, and reports
/// `cart` to its parent, which opens the cart.
///
/// A child scene: it navigates nowhere by itself (`Route` is `Never`) and asks for no work;
/// the Catalog loads the cart's size and hands it over with ``Action/counted(_:)``.
package struct CartSummaryLogic: Logic {
    package typealias Route = Never

    /// What the summary reports to the screen that shows it.
    package enum Output: Equatable, Sendable {
        /// `cart` was typed: the shopper wants to see the cart.
        case openCart
    }

    /// How much the cart holds, as far as the summary knows.
    package enum Count: Equatable, Sendable {
        /// Not counted yet: the screen is loading.
        case loading
        /// The cart could not be read.
        case unreadable
        /// This many units, of all products.
        case units(Int)
    }

    /// What the summary shows.
    package struct State: Equatable, Sendable {
        /// The count shown.
        package var count: Count

        /// A summary showing `count`; loading by default.
        package init(count: Count = .loading) {
            self.count = count
        }
    }

    /// What can happen to the summary.
    package enum Action: Equatable, Sendable {
        /// The parent counted the cart: `nil` when it could not be read.
        case counted(Int?)
        /// `cart`.
        case open
    }

    /// The Logic has no settings.
    package init() {}

    /// Keeps a count handed over; `cart` is reported, never navigated: the parent decides.
    package func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .counted(let units):
            state.count = units.map(Count.units) ?? .unreadable
            return []
        case .open:
            return [.finish(.openCart)]
        }
    }
}
