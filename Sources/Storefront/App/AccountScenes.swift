import Scenic

/// Builds the account section's scenes — the order history and its orders — on the section's
/// own routes; ``StorefrontScenes`` composes it into the app's builder.
package struct AccountScenes: SceneBuilder {
    /// Where the orders are read from.
    let desk: OrderDesk

    /// The scene for `route`, in its first state.
    package func scene(for route: AccountRoute) -> Scene<AccountRoute> {
        switch route {
        case .orders: orders.make()
        case .order(let number): order.make(number: number)
        case .receipt(let number, let repairs):
            order.make(number: number, isReceipt: true, repairs: repairs)
        }
    }

    /// The Orders screen's maker.
    var orders: OrdersScene { OrdersScene(orders: desk) }
    /// The Order screen's maker.
    var order: OrderScene { OrderScene(orders: desk) }

    /// The section's names for `--route`, spelled as the app always spelled them.
    static let namedRoutes: [NamedRoute<AccountRoute>] = [
        .named("orders", .orders),
        .named(
            "order", argument: "NUMBER", .integer(in: 1...),
            help: "the order with this number, as the Orders screen shows it, as in "
                + "\"--route orders order 1001\""
        ) { .order(number: $0) },
    ]
}
